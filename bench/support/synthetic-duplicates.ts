import sharp from 'sharp';
import { isCaptureClock, type DuplicateItem } from '../../electron/engine/perception/duplicates/moments';
import { mulberry32, type Rng } from '../../scripts/support/seeded-random';

/**
 * Seeded inputs for duplicate detection, shared by test/duplicates.test.ts (is it right?) and
 * bench:perceive (how fast is it?), so both look at the same photos and the same library.
 */

/** A photo-like JPEG: smooth random structure plus sensor-like noise, all rendered by libvips. */
export async function makePhoto(seed: number, width = 1200, height = 900, noiseSigma = 18): Promise<Buffer> {
  const r = mulberry32(seed);
  const sw = 16;
  const sh = 12;
  const small = Buffer.alloc(sw * sh * 3);
  for (let i = 0; i < small.length; i++) small[i] = Math.floor(r() * 256);
  const base = await sharp(small, { raw: { width: sw, height: sh, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
  // a noise tile (libvips noise generation is slow at 12 MP); repeated, it compresses like real grain
  const nw = Math.min(width, 1000);
  const nh = Math.min(height, 750);
  const noise = await sharp({ create: { width: nw, height: nh, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: noiseSigma } } })
    .raw()
    .toBuffer();
  return sharp(base, { raw: { width, height, channels: 3 } })
    .composite([{ input: noise, raw: { width: nw, height: nh, channels: 3 }, tile: true, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

function gaussian(r: Rng): number {
  return Math.sqrt(-2 * Math.log(r() || 1e-12)) * Math.cos(2 * Math.PI * r());
}

export function unitVector(r: Rng, dim = 512): Float32Array {
  const v = new Float32Array(dim);
  let n = 0;
  for (let i = 0; i < dim; i++) {
    v[i] = gaussian(r);
    n += v[i]! * v[i]!;
  }
  n = Math.sqrt(n);
  for (let i = 0; i < dim; i++) v[i]! /= n;
  return v;
}

/** A unit vector whose cosine with `base` is exactly `cos` (up to float32 rounding). */
export function vectorAtCosine(base: Float32Array, cos: number, r: Rng): Float32Array {
  const g = unitVector(r, base.length);
  let proj = 0;
  for (let i = 0; i < base.length; i++) proj += g[i]! * base[i]!;
  let n = 0;
  for (let i = 0; i < base.length; i++) {
    g[i] = g[i]! - proj * base[i]!;
    n += g[i]! * g[i]!;
  }
  n = Math.sqrt(n);
  const s = Math.sqrt(1 - cos * cos);
  const out = new Float32Array(base.length);
  for (let i = 0; i < base.length; i++) out[i] = cos * base[i]! + (s * g[i]!) / n;
  return out;
}

export interface BurstyLibrary {
  items: DuplicateItem[];
  /** [copy, original]: burst shots planted as copies of the memory before them, which must group with it. */
  planted: Array<[string, string]>;
}

const MIN = 60_000;

/**
 * `n` memories from two years of bursty shooting (sessions of shots seconds apart): 512-d vectors,
 * 90 % with a phash and 90 % with a vector, 80 % photos, 15 % screenshots, 5 % videos; 5 % of them
 * (from the middle on) share one copied folder's mtime and 10 % of the rest have no time; ~1 % are
 * burst copies of the memory before them (same moment and kind, vector at cosine 0.97).
 */
export function burstyLibrary(n: number, seed = 2024): BurstyLibrary {
  const rr = mulberry32(seed);
  const end = Date.UTC(2024, 4, 11, 9, 0, 0);
  const dim = 512;
  const copied = { from: Math.floor(n / 2), to: Math.floor(n / 2) + Math.floor(n / 20) };
  const pool = new Float32Array(n * dim);
  const items: DuplicateItem[] = new Array(n);
  const planted: Array<[string, string]> = [];
  let t = end - 2 * 365 * 24 * 60 * MIN;
  for (let i = 0; i < n; i++) {
    const v = pool.subarray(i * dim, (i + 1) * dim);
    let norm = 0;
    for (let k = 0; k < dim; k++) {
      const x = rr() * 2 - 1;
      v[k] = x;
      norm += x * x;
    }
    norm = Math.sqrt(norm);
    for (let k = 0; k < dim; k++) v[k]! /= norm;
    t += rr() < 0.15 ? Math.floor(rr() * 2 * 24 * 60 * MIN) : Math.floor(rr() * 90_000); // sessions of shots seconds apart
    const u = rr();
    const inCopiedFolder = i >= copied.from && i < copied.to;
    const it: DuplicateItem = {
      id: `m${i.toString(36).padStart(5, '0')}`,
      kind: u < 0.8 ? 'photo' : u < 0.95 ? 'screenshot' : 'video',
      takenAt: inCopiedFolder ? end : rr() < 0.1 ? null : t,
      timeSource: inCopiedFolder ? 'mtime' : 'exif',
      phash: rr() < 0.9 ? Array.from({ length: 16 }, () => '0123456789abcdef'[Math.floor(rr() * 16)]).join('') : null,
      vector: rr() < 0.9 ? v : null,
    };
    const prev = items[i - 1];
    if (prev?.vector && prev.takenAt !== null && isCaptureClock(prev.timeSource) && rr() < 0.01) {
      v.set(vectorAtCosine(prev.vector, 0.97, rr));
      Object.assign(it, { kind: prev.kind, takenAt: prev.takenAt + 1000, timeSource: prev.timeSource, vector: v });
      planted.push([it.id, prev.id]);
    }
    items[i] = it;
  }
  return { items, planted };
}
