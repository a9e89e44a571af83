/**
 * `generateAlbum(outDir, { plan, seed })`: writes a life plan's album (JPEG photos with EXIF time,
 * offset and GPS; PNG screenshots named by their local time, with no metadata) and returns its spec,
 * also written as `album.json` beside the pictures. Deterministic for a plan and seed: the same seed
 * gives the same bytes, names and spec. Plans: `dev` (eval/album/life.ts, the album the engine was
 * tuned on, the default), `holdout` (eval/album/holdout/life.ts), `unseen` (eval/album/unseen/life.ts),
 * `fresh` (eval/album/fresh/life.ts), `novel` (eval/album/novel/life.ts), `blind` (eval/album/blind/life.ts), `blind2` (eval/album/blind2/life.ts), `blind3` (eval/album/blind3/life.ts), `blind4` (eval/album/blind4/life.ts), `blind5` (eval/album/blind5/life.ts), `blind6` (eval/album/blind6/life.ts), `blind7` (eval/album/blind7/life.ts), `blind8` (eval/album/blind8/life.ts), `blind9` (eval/album/blind9/life.ts), `blind10` (eval/album/blind10/life.ts), `blind11` (eval/album/blind11/life.ts) and `blind12` (eval/album/blind12/life.ts).
 * Run directly: `tsx eval/album/generate.ts <dir> [dev|holdout|unseen|fresh|novel|blind|blind2|blind3|blind4|blind5|blind6|blind7|blind8|blind9|blind10|blind11|blind12] [seed]`.
 */
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import type { LifePlan, Shot } from './plan';
import { PLANS, planById } from './plans';
import { photoSvg, screenshotSvg } from './render';
import { gpsPosition } from '../../scripts/support/exif-gps';
import { mulberry32 } from '../../scripts/support/seeded-random';
import { instantMs, type AlbumFile, type AlbumSpec } from './spec';

export type { AlbumFile, AlbumSpec } from './spec';

export { PLANS, planById } from './plans';

/** The dev album's seed. */
export const DEFAULT_SEED = PLANS.dev.defaultSeed;
/** Renders in flight at once: sharp already spreads each over its own threads. */
const PARALLEL = 4;

export interface GenerateOptions {
  /** The life plan (default: the dev album's). */
  plan?: LifePlan;
  /** Default: the plan's own seed. */
  seed?: number;
  /** Keep only these scenarios (the fast test uses a few). */
  scenarios?: AlbumFile['scenario'][];
}

/**
 * The album's spec without writing anything: the whole life plan is named first (so a file keeps its
 * name whichever scenarios are kept), then filtered.
 */
export function albumSpec(options: GenerateOptions = {}): AlbumSpec {
  const plan = options.plan ?? PLANS.dev;
  const seed = options.seed ?? plan.defaultSeed;
  const shots = plan.shots(mulberry32(seed)).sort((a, b) => instantMs(a) - instantMs(b) || a.local.localeCompare(b.local));
  let files = nameShots(plan, shots);
  if (options.scenarios) {
    const keep = new Set(options.scenarios);
    files = files.filter((f) => keep.has(f.scenario));
  }
  const { home } = plan;
  return { plan: plan.id, seed, home: { town: home.town, gps: { lat: home.lat, lon: home.lon } }, generatedBy: 'eval/album/generate.ts', files };
}

export async function generateAlbum(outDir: string, options: GenerateOptions = {}): Promise<AlbumSpec> {
  const spec = albumSpec(options);
  await mkdir(outDir, { recursive: true });
  // Each file draws from its own stream (seed + name), so rendering order and filtering never change pixels.
  const camera = (options.plan ?? PLANS.dev).camera;
  const jobs = spec.files.map((file) => () => writeFile1(outDir, file, camera, mulberry32(spec.seed * 7919 + hashName(file.name))));
  for (let i = 0; i < jobs.length; i += PARALLEL) await Promise.all(jobs.slice(i, i + PARALLEL).map((job) => job()));
  await writeFile(path.join(outDir, 'album.json'), `${JSON.stringify(spec, null, 1)}\n`);
  return spec;
}

function hashName(name: string): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** Camera roll naming for photos (chronological), the system's pattern for screenshots. */
function nameShots(plan: LifePlan, shots: Shot[]): AlbumFile[] {
  let next = 0;
  const used = new Set<string>();
  return shots.map((shot) => {
    let name: string;
    if (shot.kind === 'screenshot') {
      const first = plan.screenshotName(shot.local, shot);
      name = first;
      for (let k = 2; used.has(name); k++) name = first.replace(/(\.[a-z]+)$/i, ` (${k})$1`);
    } else {
      name = plan.photoName(next++, shot);
    }
    used.add(name);
    return { name, ...shot };
  });
}

async function writeFile1(dir: string, file: AlbumFile, camera: LifePlan['camera'], random: () => number): Promise<void> {
  const target = path.join(dir, file.name);
  if (file.kind === 'screenshot') {
    const clock = file.local.slice(11, 16).replace(/^0/, '');
    await sharp(Buffer.from(screenshotSvg(clock, file.text, random))).png({ compressionLevel: 6 }).toFile(target);
  } else {
    const svg = photoSvg(file.scene, file.text, random);
    await sharp(Buffer.from(svg)).withExif(exifFor(file, camera)).jpeg({ quality: 86 }).toFile(target);
  }
  const t = new Date(instantMs(file));
  await utimes(target, t, t);
}

function exifFor(file: AlbumFile, camera: LifePlan['camera']): Record<string, Record<string, string>> {
  const exif: Record<string, Record<string, string>> = {
    IFD0: { Make: camera.make, Model: camera.model },
    IFD2: { DateTimeOriginal: file.local.replace(/-/g, ':').replace('T', ' ') },
  };
  if (file.fileOffset) exif.IFD2!.OffsetTimeOriginal = file.fileOffset;
  if (file.gps) {
    exif.IFD3 = gpsPosition(file.gps.lat, file.gps.lon);
  }
  return exif;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dir, ...rest] = process.argv.slice(2);
  const planArg = rest.find((a) => !/^\d+$/.test(a));
  const seed = rest.find((a) => /^\d+$/.test(a));
  if (!dir) {
    console.error('usage: tsx eval/album/generate.ts <dir> [dev|holdout|unseen|fresh|novel|blind|blind2|blind3|blind4|blind5|blind6|blind7|blind8|blind9|blind10|blind11|blind12] [seed]');
    process.exit(2);
  }
  const started = Date.now();
  generateAlbum(dir, { plan: planById(planArg ?? 'dev'), ...(seed ? { seed: Number(seed) } : {}) }).then(
    (spec) => console.log(`${spec.files.length} files in ${dir} (${((Date.now() - started) / 1000).toFixed(1)} s)`),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
