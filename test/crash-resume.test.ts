import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IndexJson } from '../shared/cli';
import { Database } from '../electron/engine/store/database';
import { parsePaths } from '../electron/engine/store/memory-view';
import { tempDir, waitFor } from './support/temp';

const repo = path.resolve(import.meta.dirname, '..');
const FILES = 240;

function cli(args: string[]) {
  // `--import tsx` keeps it one process (the tsx CLI would fork a child that outlives SIGKILL).
  return spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'electron', 'engine', 'cli', 'main.ts'), ...args], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Thumbnails in the library, or (`grid`) the grid thumbnails written beside them. */
function countThumbnails(library: string, grid = false): number {
  const dir = path.join(library, 'thumbs');
  if (!existsSync(dir)) return 0;
  return readdirSync(dir).reduce((n, sub) => n + readdirSync(path.join(dir, sub)).filter((name) => name.endsWith('.grid.webp') === grid).length, 0);
}

describe('crash and resume', () => {
  it('a process killed mid-ingest is finished by the next run with exactly one row per file', async () => {
    const base = await tempDir('crash');
    const root = path.join(base, 'photos');
    const library = path.join(base, 'library');
    await mkdir(root, { recursive: true });
    // Noisy 2 MP JPEGs: slow enough to decode that the kill lands mid-ingest.
    const noise = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 120, sigma: 50 } } }).jpeg({ quality: 85 }).toBuffer();
    for (let i = 0; i < FILES; i++) {
      // A distinct trailing comment per file: distinct bytes, distinct identity, same decode cost.
      await writeFile(path.join(root, `IMG_${String(i).padStart(4, '0')}.jpg`), Buffer.concat([noise.subarray(0, -2), Buffer.from(`file ${i}`), noise.subarray(-2)]));
    }

    const first = cli(['index', root, '--library', library, '--json']);
    let exited = false;
    first.on('exit', () => (exited = true));
    await waitFor(() => exited || countThumbnails(library) >= 60, 60_000, 'ingest under way');
    const finishedBeforeKill = exited;
    first.kill('SIGKILL');
    await new Promise((r) => first.once('close', r));
    expect(finishedBeforeKill, 'the first run ended before it could be killed').toBe(false);

    const db = await Database.open(library);
    const partial = await db.memoriesWhere(null, ['id', 'thumbnail']);
    await db.close();
    const thumbsAtKill = countThumbnails(library);
    console.log(`killed with ${thumbsAtKill} thumbnails and ${partial.length} rows written`);
    // Thumbnails lag behind the rows (metadata first): the kill lands in one phase or the other.
    expect(partial.filter((r) => r.thumbnail !== null).length).toBeLessThan(FILES);
    expect(thumbsAtKill).toBeLessThan(FILES);

    const second = cli(['index', root, '--library', library, '--json']);
    let out = '';
    second.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((r) => second.once('close', r));
    expect(code).toBe(0);
    expect(IndexJson.parse(JSON.parse(out))).toMatchObject({ indexed: FILES, errors: 0 });

    const after = await Database.open(library);
    try {
      const rows = await after.memoriesWhere(null);
      expect(rows.length).toBe(FILES);
      expect(new Set(rows.map((r) => r.id)).size).toBe(FILES);
      const paths = rows.flatMap((r) => parsePaths(r));
      expect(new Set(paths).size).toBe(FILES);
      expect(rows.every((r) => r.status === 'ok' && r.deleted_at === null && r.thumbnail !== null)).toBe(true);
      expect(countThumbnails(library)).toBe(FILES);
      expect(countThumbnails(library, true)).toBe(FILES);
      const files = await after.allFiles();
      expect(files.length).toBe(FILES);
      expect(new Set(files.map((f) => f.path)).size).toBe(FILES);
    } finally {
      await after.close();
    }
  }, 240_000);
});
