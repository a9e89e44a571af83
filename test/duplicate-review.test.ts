import { execFile } from 'node:child_process';
import { access, copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuplicatesJson } from '../shared/cli';
import { openEngine, type Engine } from '../electron/engine/index';
import { laplacianVariance, suggestBest } from '../electron/engine/perception/duplicates/quality';
import { writeBurst, type BurstShot } from './support/burst';
import { tempDir } from './support/temp';

const run = promisify(execFile);

describe('which shot to keep', () => {
  it('measures a sharp edge as sharper than a soft one', () => {
    const sharpEdge = Uint8Array.from({ length: 64 }, (_, i) => (i % 8 < 4 ? 0 : 255));
    const softEdge = Uint8Array.from({ length: 64 }, (_, i) => [0, 40, 90, 128, 128, 170, 215, 255][i % 8]!);
    expect(laplacianVariance(sharpEdge, 8, 8)).toBeGreaterThan(laplacianVariance(softEdge, 8, 8));
  });

  it('never suggests a screenshot over the photo it shows, even a sharper, larger one', () => {
    const q = (sharpness: number) => ({ sharpness, clipped: 0, brightness: 128 });
    const best = suggestBest([
      { id: 'shot', kind: 'screenshot', width: 2000, height: 3000, quality: q(900) },
      { id: 'photo', kind: 'photo', width: 1000, height: 800, quality: q(300) },
    ]);
    expect(best.id).toBe('photo');
    expect(best.reason).toContain('not a screenshot');
  });
});

describe('duplicate review through the engine', () => {
  let engine: Engine;
  let base: string;
  let library: string;
  let burst: BurstShot[];
  let copyOf: string;
  let copy: string;

  beforeAll(async () => {
    base = await tempDir('review');
    const photos = path.join(base, 'photos');
    await mkdir(path.join(photos, 'backup'), { recursive: true });
    burst = await writeBurst(photos, { shots: 4, blurredIndex: 1 });
    // A different scene, copied byte for byte into another folder: one content, two files.
    const [single] = await writeBurst(photos, { shots: 1, seed: 99, start: '20230102_101010', blurredIndex: -1 });
    copyOf = single!.file;
    copy = path.join(photos, 'backup', path.basename(copyOf));
    await copyFile(copyOf, copy);
    library = path.join(base, 'library');
    engine = await openEngine({ libraryDir: library, modelsDir: path.join(base, 'models') });
    await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
    await engine.indexOnce([photos]);
  }, 180_000);

  afterAll(() => engine?.close());

  const idOf = async (file: string) => (await engine.listMemories({})).memories.find((m) => m.paths.includes(file))!.id;

  it('finds the exact copy as an exact group of one memory with both files', async () => {
    const { groups } = await engine.duplicateReview({});
    const exact = groups.filter((g) => g.kind === 'exact');
    expect(exact).toHaveLength(1);
    expect(exact[0]!.memberIds).toEqual([await idOf(copyOf)]);
    expect(exact[0]!.paths.sort()).toEqual([copy, copyOf].sort());
  });

  it('finds the burst as a similar group and suggests a sharp shot, not the blurred one', async () => {
    const { groups } = await engine.duplicateReview({});
    const similar = groups.filter((g) => g.kind === 'similar');
    expect(similar).toHaveLength(1);
    const ids = await Promise.all(burst.map((b) => idOf(b.file)));
    expect(similar[0]!.memberIds.sort()).toEqual([...ids].sort());
    const blurred = ids[burst.findIndex((b) => b.blurred)]!;
    expect(similar[0]!.suggested).not.toBe(blurred);
    expect(similar[0]!.reason).toMatch(/sharpest/);
    const sharpness = new Map(similar[0]!.members.map((m) => [m.id, m.sharpness!]));
    for (const id of ids) if (id !== blurred) expect(sharpness.get(id)!).toBeGreaterThan(sharpness.get(blurred)! * 2);
  });

  it('hides the rest: files stay, the timeline and search lose them; unhiding brings them back', async () => {
    const { groups } = await engine.duplicateReview({});
    const group = groups.find((g) => g.kind === 'similar')!;
    const rest = group.memberIds.filter((id) => id !== group.suggested);
    expect(await engine.hideMemories({ ids: rest, hidden: true })).toEqual({ changed: rest.length });

    for (const b of burst) await access(b.file); // still on disk
    const listed = (await engine.listMemories({})).memories.map((m) => m.id);
    expect(listed).toContain(group.suggested);
    for (const id of rest) expect(listed).not.toContain(id);
    const found = (await engine.search({ text: 'IMG 20240511' })).results.map((r) => r.id);
    for (const id of rest) expect(found).not.toContain(id);
    expect((await engine.listHidden({})).memories.map((m) => m.id).sort()).toEqual([...rest].sort());
    // One member left: the group is resolved and leaves the review.
    expect((await engine.duplicateReview({})).groups.some((g) => g.kind === 'similar')).toBe(false);

    await engine.hideMemories({ ids: rest, hidden: false });
    const back = (await engine.listMemories({})).memories.map((m) => m.id);
    for (const id of rest) expect(back).toContain(id);
    expect((await engine.listHidden({})).memories).toEqual([]);
  });

  it('keeps a hidden memory hidden after the database is rebuilt (the edit is journaled)', async () => {
    const target = await idOf(burst[2]!.file);
    await engine.hideMemories({ ids: [target], hidden: true });
    await engine.rebuildLibrary({});
    await engine.indexOnce([]);
    const listed = (await engine.listMemories({})).memories.map((m) => m.id);
    expect(listed).not.toContain(target);
    expect((await engine.listHidden({})).memories.map((m) => m.id)).toEqual([target]);
    await engine.hideMemories({ ids: [target], hidden: false });
  }, 180_000);

  it('prints the groups as `mnemo duplicates --json`', async () => {
    await engine.close();
    const cli = path.resolve('electron/engine/cli/main.ts');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', cli, 'duplicates', '--json', '--library', library], { timeout: 120_000 });
    const out = DuplicatesJson.parse(JSON.parse(stdout));
    expect(out.groups.map((g) => g.kind).sort()).toEqual(['exact', 'similar']);
    for (const g of out.groups) expect(g.memberIds).toContain(g.suggested);
    engine = await openEngine({ libraryDir: library, modelsDir: path.join(base, 'models') });
  }, 180_000);
});
