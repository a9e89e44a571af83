import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { IndexJson, ListJson, PauseJson, StatusJson } from '../shared/cli';
import { defaultSettings } from '../shared/settings';
import { SETTINGS_DAMAGED_MESSAGE } from '../shared/status';
import { openEngine } from '../electron/engine/index';
import { SettingsFile } from '../electron/engine/settings/settings-file';
import { makeJpeg } from './support/media';
import { tempDir } from './support/temp';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '..');
const noModels = path.join(os.tmpdir(), `mnemo-settings-no-models-${process.pid}`);

async function cli(...args: string[]): Promise<{ stdout: string; stderr: string }> {
  return run(process.execPath, ['--import', 'tsx', path.join(repo, 'electron', 'engine', 'cli', 'main.ts'), ...args], {
    cwd: repo,
    env: { ...process.env, MNEMO_MODELS: noModels },
  });
}

/** A library folder whose settings.json watches `photos` but keeps `photos/Private` out. */
async function libraryWithPrivateFolder(): Promise<{ library: string; photos: string; settingsFile: string; stored: Record<string, unknown> }> {
  const base = await tempDir('settings-recovery');
  const library = path.join(base, 'library');
  const photos = path.join(base, 'photos');
  await mkdir(path.join(photos, 'Private'), { recursive: true });
  await mkdir(library, { recursive: true });
  await writeFile(path.join(photos, 'beach.jpg'), await makeJpeg({ seed: 1, dateTimeOriginal: '2024:05:12 10:00:00' }));
  await writeFile(path.join(photos, 'Private', 'secret.jpg'), await makeJpeg({ seed: 2, dateTimeOriginal: '2024:05:13 10:00:00' }));
  const stored = { ...defaultSettings(), roots: [photos], excludedFolders: [path.join(photos, 'Private')], excludedPatterns: ['**/*.tmp.jpg'], defaultRootApplied: true };
  const settingsFile = path.join(library, 'settings.json');
  await writeFile(settingsFile, JSON.stringify(stored, null, 2));
  return { library, photos, settingsFile, stored };
}

describe('a damaged settings.json', () => {
  it('is recovered field by field: what is readable stays, the library pauses, the damaged file is kept', async () => {
    const { photos, settingsFile, stored } = await libraryWithPrivateFolder();
    await writeFile(settingsFile, JSON.stringify({ ...stored, roots: [photos, null], excludedPatterns: 'oops' }));
    const settings = await new SettingsFile(settingsFile).load();
    expect(settings.roots).toEqual([photos]);
    expect(settings.excludedFolders).toEqual(stored.excludedFolders);
    expect(settings.excludedPatterns).toEqual([]);
    expect(settings.paused).toBe(true);
    expect(settings.recovery?.lost).toEqual(['roots', 'excludedPatterns']);
    expect(await readFile(settings.recovery!.keptAs, 'utf8')).toContain('"oops"');
    // What was recovered is what the file now says: the next start reads it whole, still paused.
    const again = await new SettingsFile(settingsFile).load();
    expect(again).toEqual(settings);
  });

  it('a readable file whose only damage is a model setting is repaired without pausing', async () => {
    const { settingsFile, stored } = await libraryWithPrivateFolder();
    await writeFile(settingsFile, JSON.stringify({ ...stored, llm: 'nonsense' }));
    const settings = await new SettingsFile(settingsFile).load();
    expect(settings.paused).toBe(false);
    expect(settings.recovery).toBeNull();
    expect(settings.excludedFolders).toEqual(stored.excludedFolders);
    expect(settings.llm.url).toBe(defaultSettings().llm.url);
  });

  it('a truncated file never indexes the folder the user kept private (CLI), and says so in status', async () => {
    const { library, photos, settingsFile } = await libraryWithPrivateFolder();
    const whole = await readFile(settingsFile, 'utf8');
    await writeFile(settingsFile, whole.slice(0, Math.floor(whole.length / 2)));

    const indexed = await cli('index', photos, '--library', library, '--json');
    expect(IndexJson.parse(JSON.parse(indexed.stdout)).indexed).toBe(0);
    expect(indexed.stderr).toContain(SETTINGS_DAMAGED_MESSAGE);
    const { memories } = ListJson.parse(JSON.parse((await cli('list', '--library', library, '--json')).stdout));
    expect(memories.map((m) => path.basename(m.path))).not.toContain('secret.jpg');
    expect(memories).toHaveLength(0);

    const status = StatusJson.parse(JSON.parse((await cli('status', '--library', library, '--json')).stdout));
    expect(status.paused).toBe(true);
    expect(status.settingsRecovery).toMatchObject({ message: SETTINGS_DAMAGED_MESSAGE, lost: ['the whole file'] });
    expect((await readdir(library)).some((f) => f.startsWith('settings.json.damaged-'))).toBe(true);
    expect((await cli('status', '--library', library)).stdout).toContain(SETTINGS_DAMAGED_MESSAGE);

    // The user checks and resumes: the notice goes.
    expect(PauseJson.parse(JSON.parse((await cli('resume', '--library', library, '--json')).stdout))).toEqual({ paused: false });
    expect(StatusJson.parse(JSON.parse((await cli('status', '--library', library, '--json')).stdout)).settingsRecovery).toBeNull();
  }, 120_000);

  it('a file from a newer Mnemo is refused with a clear error and left untouched', async () => {
    const { library, settingsFile, stored } = await libraryWithPrivateFolder();
    const newer = JSON.stringify({ ...stored, version: 2, somethingNew: true });
    await writeFile(settingsFile, newer);
    await expect(new SettingsFile(settingsFile).load()).rejects.toThrow(/written by a newer Mnemo \(settings version 2/);
    const failed = await cli('status', '--library', library).then(
      () => null,
      (err: { stderr: string; code: number }) => err,
    );
    expect(failed?.code).not.toBe(0);
    expect(failed?.stderr).toMatch(/written by a newer Mnemo \(settings version 2/);
    expect(await readFile(settingsFile, 'utf8')).toBe(newer);
    expect((await readdir(library)).filter((f) => f.startsWith('settings.json.'))).toEqual([]);
  }, 60_000);
});

describe('API input is checked, never defaulted', () => {
  it('setLlmSettings and setPerceptionSettings refuse bad values with a readable error', async () => {
    const engine = await openEngine({ libraryDir: path.join(await tempDir('settings-input'), 'library') });
    try {
      const bad: Array<Record<string, unknown>> = [{ url: 42 }, { url: 'file:///etc/passwd' }, { url: 'not a url' }, { timeoutMs: -5 }, { maxContextTokens: 1.5 }, { visionModel: '' }, { surprise: true }];
      for (const input of bad) {
        await expect(engine.setLlmSettings(input as never), JSON.stringify(input)).rejects.toThrow(/Invalid input for Mnemo call "setLlmSettings"/);
      }
      await expect(engine.setPerceptionSettings({ photoDuplicateCosine: 7 } as never)).rejects.toThrow(/Invalid input for Mnemo call "setPerceptionSettings"/);
      // Nothing was stored by the refused calls.
      expect((await engine.getSettings({})).llm).toEqual(defaultSettings().llm);
      const next = await engine.setLlmSettings({ url: 'http://127.0.0.1:11500', timeoutMs: 60_000 });
      expect(next.llm).toMatchObject({ url: 'http://127.0.0.1:11500', timeoutMs: 60_000 });
    } finally {
      await engine.close();
    }
  });
});
