/** The synthetic library of `npm run bench:ui` and bench/ui-first-page.ts. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { THUMBNAIL_EDGE } from '../electron/engine/ingest/thumbnail';
import { GRID_THUMBNAIL_EDGE, gridThumbnailPath } from '../electron/engine/perception/grid-thumbnail';
import { Database } from '../electron/engine/store/database';
import { emptyMemoryRow, type MemoryRow } from '../electron/engine/store/schema';

const YEARS = 10;
/**
 * Distinct thumbnails, more than one scroll shows: the page decodes (and, with data URLs, keys) each
 * image by its bytes, so a handful of shared ones would measure decoding once per colour.
 */
export const SHARED_THUMBS = 1000;

/**
 * Memories spread evenly over ten years up to 2025, a day's photos minutes apart; some near-duplicate
 * pairs. Each thumbnail (`thumbPx`) has its grid thumbnail beside it, as the background lane writes
 * them, when it is larger than one: the library as indexing leaves it.
 */
export async function fillLibrary(libraryDir: string, count: number, thumbPx = THUMBNAIL_EDGE): Promise<{ days: number }> {
  const thumbs = path.join(libraryDir, 'thumbs', '00');
  await mkdir(thumbs, { recursive: true });
  let seed = 1;
  for (let i = 0; i < SHARED_THUMBS; i++) {
    // A colour of its own with a little seeded noise: no two files alike, and nothing trivially decodable.
    const { r, g, b } = hsl((i * 360) / SHARED_THUMBS);
    const pixels = Buffer.alloc(thumbPx * thumbPx * 3);
    for (let p = 0; p < pixels.length; p += 3) {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      const d = (seed % 41) - 20;
      pixels[p] = Math.max(0, Math.min(255, r + d));
      pixels[p + 1] = Math.max(0, Math.min(255, g + d));
      pixels[p + 2] = Math.max(0, Math.min(255, b + d));
    }
    const image = sharp(pixels, { raw: { width: thumbPx, height: thumbPx, channels: 3 } });
    const file = path.join(thumbs, `t${i}.webp`);
    await image.clone().webp({ quality: 60 }).toFile(file);
    if (thumbPx > GRID_THUMBNAIL_EDGE) await image.resize(GRID_THUMBNAIL_EDGE, GRID_THUMBNAIL_EDGE).webp({ quality: 60 }).toFile(gridThumbnailPath(file));
  }
  const db = await Database.open(libraryDir);
  const end = Date.UTC(2025, 11, 31, 20, 0, 0);
  const span = YEARS * 365 * 86_400_000;
  const now = Date.now();
  const stages = JSON.stringify(Object.fromEntries(['probe', 'time', 'place', 'thumbnail'].map((s) => [s, { status: 'done', version: s === 'thumbnail' ? 2 : 1 }])));
  const days = new Set<string>();
  for (let start = 0; start < count; start += 10_000) {
    const rows: MemoryRow[] = [];
    for (let i = start; i < Math.min(count, start + 10_000); i++) {
      const id = i.toString(16).padStart(32, '0');
      const takenAt = end - Math.floor((i / count) * span);
      const local = new Date(takenAt).toISOString().slice(0, 19);
      days.add(local.slice(0, 10));
      const row = emptyMemoryRow(id, `/bench/photos/${local.slice(0, 4)}/IMG_${i}.jpg`, '/bench/photos', now);
      Object.assign(row, {
        kind: i % 17 === 0 ? 'screenshot' : i % 29 === 0 ? 'video' : 'photo',
        format: 'jpeg',
        size: 2_000_000,
        width: 4000,
        height: 3000,
        taken_at: takenAt,
        taken_at_local: local,
        time_source: 'exif',
        thumbnail: `thumbs/00/t${i % SHARED_THUMBS}.webp`,
        // Every 10th memory has a near-duplicate: the one after it.
        duplicate_group: i % 10 === 1 || i % 10 === 2 ? `g${Math.floor(i / 10)}` : null,
        search_text: `IMG_${i} ${local.slice(0, 10)}`,
        stages_json: stages,
        status: 'ok',
      } satisfies Partial<MemoryRow>);
      rows.push(row);
    }
    await db.upsertMemories(rows);
  }
  await db.optimize();
  await db.close();
  return { days: days.size };
}

export function hsl(hue: number): { r: number; g: number; b: number } {
  const f = (n: number): number => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (0.55 - 0.35 * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return { r: f(0), g: f(8), b: f(4) };
}
