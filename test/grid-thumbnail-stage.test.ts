import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, realpath, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hammingDistance, perceptualHash } from '../electron/engine/ingest/phash';
import { runStages, thumbnailStage, type Stage, type StageContext } from '../electron/engine/ingest/stages';
import { Library } from '../electron/engine/library/library';
import { resolveMedia, type MediaDeps, type MediaMemory } from '../electron/engine/media/media-access';
import { gridThumbnailPath } from '../electron/engine/perception/grid-thumbnail';
import { gridThumbnailStage } from '../electron/engine/perception/stages/grid-thumbnail-stage';
import { videoStage } from '../electron/engine/perception/stages/video-stage';
import { parseStages } from '../electron/engine/store/memory-view';
import { emptyMemoryRow } from '../electron/engine/store/schema';
import { makeJpeg } from './support/media';
import { tempDir } from './support/temp';

describe('the grid-thumbnail stage', () => {
  it('shrinks each thumbnail over 200 px to a 0600 grid thumbnail beside it, which is served from then on; the thumbnail stands in before', async () => {
    const base = await tempDir('grid-thumb');
    const photos = path.join(base, 'photos');
    await mkdir(photos, { recursive: true });
    await writeFile(path.join(photos, 'big.jpg'), await makeJpeg({ seed: 41, width: 1200, height: 900, dateTimeOriginal: '2024:05:01 10:00:00' }));
    await writeFile(path.join(photos, 'small.jpg'), await makeJpeg({ seed: 42, width: 160, height: 120, dateTimeOriginal: '2024:05:02 10:00:00' }));
    const libraryDir = path.join(base, 'library');
    const lib = await Library.open(libraryDir, { perceptionStages: [gridThumbnailStage] });
    try {
      await lib.addRoots([photos]);
      await lib.idle();
      const rows = await lib.db.memoriesWhere(null);
      const big = rows.find((r) => r.path.endsWith('big.jpg'))!;
      const small = rows.find((r) => r.path.endsWith('small.jpg'))!;
      const memory = (id: string): MediaMemory | null => {
        const row = rows.find((r) => r.id === id);
        return row ? { id: row.id, path: row.path, paths: [row.path], kind: 'photo', format: row.format, thumbnail: row.thumbnail, status: 'ok' } : null;
      };
      const deps: MediaDeps = { getMemory: async (id) => memory(id), roots: [photos], libraryDir };
      const thumbOf = (row: typeof big): string => path.join(libraryDir, row.thumbnail!);

      // Ingest made the thumbnails alone: a tile asking for a grid thumbnail gets the thumbnail.
      expect(readdirSync(path.dirname(thumbOf(big))).filter((n) => n.includes('.grid.'))).toEqual([]);
      expect(await resolveMedia('grid', big.id, deps)).toMatchObject({ ok: true, path: await realpath(thumbOf(big)) });
      expect(parseStages(big)['grid-thumbnail']).toBeUndefined();

      await lib.perceiveAll();
      const grid = path.join(libraryDir, gridThumbnailPath(big.thumbnail!));
      const meta = await sharp(grid).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 150]);
      expect(hammingDistance(await perceptualHash(await readFile(thumbOf(big))), await perceptualHash(await readFile(grid)))).toBeLessThanOrEqual(4);
      if (process.platform !== 'win32') expect((await stat(grid)).mode & 0o777).toBe(0o600);
      expect(await resolveMedia('grid', big.id, deps)).toMatchObject({ ok: true, path: await realpath(grid) });
      // Written under another name first: nothing of that is left.
      expect(readdirSync(path.dirname(grid)).filter((n) => n.endsWith('.part'))).toEqual([]);

      // A thumbnail no larger than a grid thumbnail is the grid thumbnail.
      expect(existsSync(path.join(libraryDir, gridThumbnailPath(small.thumbnail!)))).toBe(false);
      expect(await resolveMedia('grid', small.id, deps)).toMatchObject({ ok: true, path: await realpath(thumbOf(small)) });
      const after = await lib.db.memoriesWhere(null);
      expect(after.map((r) => parseStages(r)['grid-thumbnail']?.status).sort()).toEqual(['done', 'skipped']);
    } finally {
      await lib.close();
    }
  });

  it('runs again when the file lane or the video stage makes the thumbnail again', async () => {
    expect(thumbnailStage.invalidates).toContain(gridThumbnailStage.name);
    expect(videoStage.invalidates).toContain(gridThumbnailStage.name);
    const row = emptyMemoryRow('m1', '/photos/a.jpg', '/photos', 0);
    row.stages_json = JSON.stringify({ 'grid-thumbnail': { status: 'done', version: 1 }, clip: { status: 'done', version: 1 } });
    // A made-up thumbnail stage of a newer version: it runs, and so drops the grid thumbnail's state.
    const remade: Stage = { name: 'thumbnail', version: 99, deferred: true, invalidates: ['grid-thumbnail'], appliesTo: () => true, run: async () => ({ thumbnail: 'thumbs/m1/m1.webp' }) };
    await runStages([remade], row, {} as StageContext, 0, false, 'deferred');
    expect(Object.keys(parseStages(row)).sort()).toEqual(['clip', 'thumbnail']);
  });
});
