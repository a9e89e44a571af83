import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultLlmSettings, defaultPerceptionSettings, defaultSettings } from '../shared/settings';
import { defaultLibraryDir, picturesFolder } from '../electron/engine/settings/locations';
import { SettingsFile } from '../electron/engine/settings/settings-file';
import { createScope } from '../electron/engine/watch/scope';
import { readFile, writeFile } from 'node:fs/promises';
import { tempDir } from './support/temp';

describe('what gets indexed', () => {
  const root = path.resolve('/home/ana/Pictures');
  const scope = createScope(
    { ...defaultSettings(), roots: [root], excludedFolders: [path.join(root, 'Work')], excludedPatterns: ['**/*.tmp.jpg'] },
    path.join(root, 'Mnemo library'),
  );
  it('includes media under a root and nothing outside', () => {
    expect(scope.includesFile(path.join(root, '2024', 'IMG_1.jpg'))).toBe(true);
    expect(scope.includesFile(path.join(root, 'clip.MOV'))).toBe(true);
    expect(scope.includesFile('/home/ana/Documents/a.jpg')).toBe(false);
    expect(scope.includesFile(path.join(root, 'notes.txt'))).toBe(false);
  });
  it('never indexes hidden folders and files, caches, node_modules or the library folder', () => {
    for (const rel of ['.hidden/a.jpg', '._IMG_1.jpg', 'node_modules/x/a.png', '@eaDir/a.jpg', 'Mnemo library/thumbs/ab/x.jpg', 'app/Cache/a.jpg']) {
      expect(scope.includesFile(path.join(root, rel)), rel).toBe(false);
    }
    expect(scope.includesDir(path.join(root, '.git'))).toBe(false);
  });
  it('honours excluded folders and patterns', () => {
    expect(scope.includesFile(path.join(root, 'Work', 'scan.jpg'))).toBe(false);
    expect(scope.includesDir(path.join(root, 'Work'))).toBe(false);
    expect(scope.includesFile(path.join(root, 'a', 'draft.tmp.jpg'))).toBe(false);
    expect(scope.includesFile(path.join(root, 'Workshop', 'a.jpg'))).toBe(true);
  });
});

describe('OS locations', () => {
  it('finds Pictures through XDG user dirs on Linux', async () => {
    const home = await tempDir('xdg');
    await writeFile(path.join(home, 'user-dirs.dirs'), 'XDG_PICTURES_DIR="$HOME/Bilder"\n');
    expect(picturesFolder({ HOME: home, XDG_CONFIG_HOME: home }, 'linux')).toBe(path.join(home, 'Bilder'));
    expect(picturesFolder({ HOME: '/Users/ana' }, 'darwin')).toBe(path.join('/Users/ana', 'Pictures'));
  });
  it('keeps the library in the OS app-data folder', () => {
    expect(defaultLibraryDir({ HOME: '/home/ana' }, 'linux')).toBe('/home/ana/.local/share/mnemo/library');
    expect(defaultLibraryDir({ HOME: '/Users/ana' }, 'darwin')).toBe('/Users/ana/Library/Application Support/Mnemo/library');
  });
});

describe('settings file', () => {
  it('persists atomically and survives a corrupt file without losing it', async () => {
    const dir = await tempDir('settings');
    const file = path.join(dir, 'settings.json');
    const settings = new SettingsFile(file);
    await settings.update((s) => ({ ...s, roots: ['/a'] }));
    expect(JSON.parse(await readFile(file, 'utf8')).roots).toEqual(['/a']);
    await writeFile(file, '{"roots": [');
    const reopened = new SettingsFile(file);
    const recovered = await reopened.load();
    // Nothing could be read: no roots, and paused, so nothing is indexed until the user checks.
    expect(recovered.roots).toEqual([]);
    expect(recovered.paused).toBe(true);
    const { readdir } = await import('node:fs/promises');
    expect((await readdir(dir)).some((f) => f.startsWith('settings.json.damaged-'))).toBe(true);
  });

  it('reads the sentence embedder from older files’ perception.textModel and saves it as textEmbeddingModel', async () => {
    const dir = await tempDir('settings-old');
    const file = path.join(dir, 'settings.json');
    const old = { ...defaultSettings(), llm: { ...defaultLlmSettings, textModel: 'llama3.2:3b' } } as Record<string, unknown>;
    old.perception = { clipModel: 'clip-tiny', textModel: 'minilm-tiny', speechModel: 'whisper-tiny', photoDuplicateCosine: 0.9, screenshotDuplicateCosine: 0.97 };
    await writeFile(file, JSON.stringify(old));

    const settings = new SettingsFile(file);
    const loaded = await settings.load();
    // Files older than perception.ocrLanguages get the default languages.
    expect(loaded.perception).toEqual({ clipModel: 'clip-tiny', textEmbeddingModel: 'minilm-tiny', speechModel: 'whisper-tiny', photoDuplicateCosine: 0.9, screenshotDuplicateCosine: 0.97, ocrLanguages: defaultPerceptionSettings.ocrLanguages });
    // Ollama's text model is another setting of the same name: untouched.
    expect(loaded.llm.textModel).toBe('llama3.2:3b');

    await settings.update((s) => ({ ...s, roots: ['/a'] }));
    const written = JSON.parse(await readFile(file, 'utf8'));
    expect(written.perception).toEqual({ clipModel: 'clip-tiny', textEmbeddingModel: 'minilm-tiny', speechModel: 'whisper-tiny', photoDuplicateCosine: 0.9, screenshotDuplicateCosine: 0.97, ocrLanguages: defaultPerceptionSettings.ocrLanguages });
    expect(written.llm.textModel).toBe('llama3.2:3b');
    expect((await new SettingsFile(file).load()).perception.textEmbeddingModel).toBe('minilm-tiny');
  });

  it('gives a file without perception settings, or a broken field, the defaults', async () => {
    const dir = await tempDir('settings-defaults');
    const file = path.join(dir, 'settings.json');
    const withoutPerception: Record<string, unknown> = { ...defaultSettings() };
    delete withoutPerception.perception;
    await writeFile(file, JSON.stringify(withoutPerception));
    expect((await new SettingsFile(file).load()).perception).toEqual(defaultPerceptionSettings);
    await writeFile(file, JSON.stringify({ ...withoutPerception, perception: { textModel: '', photoDuplicateCosine: 7 } }));
    expect((await new SettingsFile(file).load()).perception).toEqual(defaultPerceptionSettings);
  });
});
