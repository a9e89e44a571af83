/**
 * `generateAlbum(outDir, { seed })`: writes the dev album (JPEG photos with EXIF time, offset and GPS;
 * PNG screenshots named "Screenshot YYYY-MM-DD at HH.MM.SS.png" with no metadata) and returns its
 * spec, also written as `album.json` beside the pictures. Deterministic for a seed: the same seed
 * gives the same bytes, names and spec. Run directly: `tsx eval/album/generate.ts <dir> [seed]`.
 */
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { lifePlan, type Shot } from './life';
import { photoSvg, screenshotSvg } from './render';
import { SPOTS } from './places';
import { gpsPosition } from '../../scripts/support/exif-gps';
import { mulberry32 } from '../../scripts/support/seeded-random';
import { instantMs, type AlbumFile, type AlbumSpec } from './spec';

export type { AlbumFile, AlbumSpec } from './spec';

export const DEFAULT_SEED = 2024;
/** Renders in flight at once: sharp already spreads each over its own threads. */
const PARALLEL = 4;
const FIRST_IMG_NUMBER = 4001;

export interface GenerateOptions {
  seed?: number;
  /** Keep only these scenarios (the fast test uses a few). */
  scenarios?: AlbumFile['scenario'][];
}

/**
 * The album's spec without writing anything: the whole life plan is named first (so a file keeps its
 * name whichever scenarios are kept), then filtered.
 */
export function albumSpec(options: GenerateOptions = {}): AlbumSpec {
  const seed = options.seed ?? DEFAULT_SEED;
  const shots = lifePlan(mulberry32(seed)).sort((a, b) => instantMs(a) - instantMs(b) || a.local.localeCompare(b.local));
  let files = nameShots(shots);
  if (options.scenarios) {
    const keep = new Set(options.scenarios);
    files = files.filter((f) => keep.has(f.scenario));
  }
  return { seed, home: { town: SPOTS.home.town, gps: { lat: SPOTS.home.lat, lon: SPOTS.home.lon } }, generatedBy: 'eval/album/generate.ts', files };
}

export async function generateAlbum(outDir: string, options: GenerateOptions = {}): Promise<AlbumSpec> {
  const spec = albumSpec(options);
  await mkdir(outDir, { recursive: true });
  // Each file draws from its own stream (seed + name), so rendering order and filtering never change pixels.
  const jobs = spec.files.map((file) => () => writeFile1(outDir, file, mulberry32(spec.seed * 7919 + hashName(file.name))));
  for (let i = 0; i < jobs.length; i += PARALLEL) await Promise.all(jobs.slice(i, i + PARALLEL).map((job) => job()));
  await writeFile(path.join(outDir, 'album.json'), `${JSON.stringify(spec, null, 1)}\n`);
  return spec;
}

function hashName(name: string): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** Camera roll numbering for photos (chronological), the system's pattern for screenshots. */
function nameShots(shots: Shot[]): AlbumFile[] {
  let next = FIRST_IMG_NUMBER;
  const used = new Set<string>();
  return shots.map((shot) => {
    let name: string;
    if (shot.kind === 'screenshot') {
      const [date, time] = shot.local.split('T') as [string, string];
      name = `Screenshot ${date} at ${time.replace(/:/g, '.')}.png`;
      for (let k = 2; used.has(name); k++) name = `Screenshot ${date} at ${time.replace(/:/g, '.')} (${k}).png`;
    } else {
      name = `IMG_${next++}.JPG`;
    }
    used.add(name);
    return { name, ...shot };
  });
}

async function writeFile1(dir: string, file: AlbumFile, random: () => number): Promise<void> {
  const target = path.join(dir, file.name);
  if (file.kind === 'screenshot') {
    const clock = file.local.slice(11, 16).replace(/^0/, '');
    await sharp(Buffer.from(screenshotSvg(clock, file.text, random))).png({ compressionLevel: 6 }).toFile(target);
  } else {
    const svg = photoSvg(file.scene, file.text, random);
    await sharp(Buffer.from(svg)).withExif(exifFor(file)).jpeg({ quality: 86 }).toFile(target);
  }
  const t = new Date(instantMs(file));
  await utimes(target, t, t);
}

function exifFor(file: AlbumFile): Record<string, Record<string, string>> {
  const exif: Record<string, Record<string, string>> = {
    IFD0: { Make: 'Apple', Model: 'iPhone 13' },
    IFD2: { DateTimeOriginal: file.local.replace(/-/g, ':').replace('T', ' ') },
  };
  if (file.fileOffset) exif.IFD2!.OffsetTimeOriginal = file.fileOffset;
  if (file.gps) {
    exif.IFD3 = gpsPosition(file.gps.lat, file.gps.lon);
  }
  return exif;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dir, seed] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: tsx eval/album/generate.ts <dir> [seed]');
    process.exit(2);
  }
  const started = Date.now();
  generateAlbum(dir, seed ? { seed: Number(seed) } : {}).then(
    (spec) => console.log(`${spec.files.length} files in ${dir} (${((Date.now() - started) / 1000).toFixed(1)} s)`),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
