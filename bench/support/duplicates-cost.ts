import sharp from 'sharp';
import { hammingDistance, perceptualHash } from '../../electron/engine/ingest/phash';
import { groupDuplicates } from '../../electron/engine/perception/duplicates/groups';
import { burstyLibrary, makePhoto } from './synthetic-duplicates';

/**
 * Two speed figures that used to be test assertions (test/duplicates.test.ts): what the perceptual
 * hash costs on a camera photo, against a full decode measured in the same run (so the figure is a
 * ratio that holds on a faster or slower machine), and how long grouping a 100k-memory library takes.
 */

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** Median wall ms over `runs` after a warm-up, and CPU ms per run (mean: process CPU has no per-run median). */
async function timeRuns(fn: () => Promise<unknown>, runs: number): Promise<{ ms: number; cpuMs: number }> {
  await fn();
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return { ms: median(times), cpuMs: cpuMs(cpu0) / runs };
}

export interface PhashCost {
  mb: number;
  hash: { ms: number; cpuMs: number };
  fullDecode: { ms: number; cpuMs: number };
  thumbHash: { ms: number; cpuMs: number };
  /** Bits between the photo's hash and its 400 px thumbnail's. */
  thumbBits: number;
}

/**
 * perceptualHash on a 12 MP JPEG (read with shrink-on-load), a full decode of the same file, and the
 * hash of its 400 px WebP thumbnail (what the pipeline hashes when the thumbnail stage already ran).
 */
export async function phashOn12Mp(): Promise<PhashCost> {
  const big = await makePhoto(7, 4000, 3000);
  sharp.cache(false); // no libvips operation cache: every run decodes
  try {
    const hash = await timeRuns(() => perceptualHash(big), 9);
    const fullDecode = await timeRuns(() => sharp(big).rotate().raw().toBuffer(), 3);
    const thumb = await sharp(big).rotate().resize(400, 400, { fit: 'inside' }).webp({ quality: 78, effort: 2 }).toBuffer();
    const thumbHash = await timeRuns(() => perceptualHash(thumb), 9);
    const thumbBits = hammingDistance(await perceptualHash(big), await perceptualHash(thumb));
    return { mb: big.length / 1e6, hash, fullDecode, thumbHash, thumbBits };
  } finally {
    sharp.cache(true);
  }
}

/** groupDuplicates over a generated library of `n` memories: median of `runs` (after a warm-up). */
export async function groupingAt(n = 100_000, runs = 3): Promise<{ n: number; ms: number; cpuMs: number; grouped: number; planted: number }> {
  const { items, planted } = burstyLibrary(n);
  let grouped = 0;
  const timed = await timeRuns(async () => {
    grouped = groupDuplicates(items).size;
  }, runs);
  return { n, ...timed, grouped, planted: planted.length };
}
