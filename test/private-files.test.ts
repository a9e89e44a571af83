import { chmod, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Library } from '../electron/engine/library/library';
import { gridThumbnailPath } from '../electron/engine/perception/grid-thumbnail';
import { gridThumbnailStage } from '../electron/engine/perception/stages/grid-thumbnail-stage';
import { makeJpeg } from './support/media';
import { tempDir } from './support/temp';

/**
 * The library folder and what Mnemo writes in it are private to the user: folders 0700, files 0600
 * (LanceDB's own files inside db.lancedb/ are covered by the folders' 0700). POSIX modes only.
 */

const modeOf = async (p: string): Promise<number> => (await stat(p)).mode & 0o777;

async function walk(dir: string): Promise<Array<{ path: string; dir: boolean }>> {
  const out: Array<{ path: string; dir: boolean }> = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    out.push({ path: path.join(entry.parentPath, entry.name), dir: entry.isDirectory() });
  }
  return out;
}

describe.skipIf(process.platform === 'win32')('private library files', () => {
  it('a new library: its folder, the database folder and thumbnail folders 0700; settings, library.json, thumbnails and grid thumbnails 0600', async () => {
    const base = await tempDir('private-new');
    const photos = path.join(base, 'photos');
    await mkdir(photos);
    await writeFile(path.join(photos, 'a.jpg'), await makeJpeg({ seed: 3, width: 640, height: 480 }));
    const libraryDir = path.join(base, 'library');
    const library = await Library.open(libraryDir, { perceptionStages: [gridThumbnailStage] });
    try {
      await library.addRoots([photos]);
      await library.idle();
      await library.perceiveAll();
      const [row] = await library.db.memoriesWhere(null, ['thumbnail', 'status']);
      expect(row).toMatchObject({ status: 'ok' });
      expect(await modeOf(libraryDir)).toBe(0o700);
      expect(await modeOf(path.join(libraryDir, 'db.lancedb'))).toBe(0o700);
      expect(await modeOf(path.join(libraryDir, 'settings.json'))).toBe(0o600);
      expect(await modeOf(path.join(libraryDir, 'library.json'))).toBe(0o600);
      const thumbnail = path.join(libraryDir, row!.thumbnail!);
      expect(await modeOf(thumbnail)).toBe(0o600);
      expect(await modeOf(path.join(libraryDir, gridThumbnailPath(row!.thumbnail!)))).toBe(0o600);
      for (let dir = path.dirname(thumbnail); dir !== libraryDir; dir = path.dirname(dir)) expect(await modeOf(dir), dir).toBe(0o700);
      // Nothing Mnemo made outside the database is open to others.
      for (const entry of await walk(libraryDir)) {
        if (entry.path.startsWith(path.join(libraryDir, 'db.lancedb') + path.sep)) continue;
        expect(await modeOf(entry.path), entry.path).toBe(entry.dir ? 0o700 : 0o600);
      }
    } finally {
      await library.close();
    }
  });

  it('an existing library folder open to others is closed on open', async () => {
    const libraryDir = path.join(await tempDir('private-old'), 'library');
    await mkdir(path.join(libraryDir, 'db.lancedb'), { recursive: true });
    await chmod(libraryDir, 0o755);
    await chmod(path.join(libraryDir, 'db.lancedb'), 0o755);
    const library = await Library.open(libraryDir);
    try {
      expect(await modeOf(libraryDir)).toBe(0o700);
      expect(await modeOf(path.join(libraryDir, 'db.lancedb'))).toBe(0o700);
    } finally {
      await library.close();
    }
  });
});
