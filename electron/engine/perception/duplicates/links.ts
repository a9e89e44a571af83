/**
 * Candidate links between memories that look alike: perceptual hashes within `maxHamming` bits
 * (videos only with videos; two screenshots that both have vectors must also reach
 * `screenshotDuplicateCosine`), or CLIP vectors at the kind's cosine, never across kinds. Each must
 * also pass the moment rules of moments.ts as a pair; groups.ts takes them strongest first.
 */
import { compareIds, lowerBound, type DuplicateItem, type DuplicateSettings, type Moments } from './moments';
import { PhashIndex, popcount32, usableHash } from './phash-index';

/** Per memory, how many later memories on the time-sorted list (same kind) it is compared with. */
export const MAX_WINDOW_NEIGHBOURS = 64;

/**
 * Candidate links, taken strongest first. `rank`: 2·bits for a phash link between two capture
 * clocks, 2·bits + 1 for one involving a copy without a clock (so at one distance the moment's own
 * shots settle before copies join), VECTOR_RANK + (1 − cosine) for CLIP links. `key` orders equal
 * ranks: the time between the two shots, or for a copy the time of the shot it would join (the
 * earliest occasion wins; −∞ between two copies, so copies gather first).
 */
interface Edge {
  i: number;
  j: number;
  rank: number;
  key: number;
}

const VECTOR_RANK = 1000;

export class Edges {
  private readonly list: Edge[] = [];
  constructor(
    private readonly items: DuplicateItem[],
    private readonly s: DuplicateSettings,
  ) {}

  /** A phash link, if the kinds allow it (videos only with videos; the screenshot vector veto). */
  phash(a: number, b: number, bits: number, copy: boolean, key: number): void {
    if (a === b || !phashPairAllowed(this.items[a]!, this.items[b]!, this.s)) return;
    this.push(a, b, 2 * bits + (copy ? 1 : 0), key);
  }

  vector(a: number, b: number, cosine: number, key: number): void {
    this.push(a, b, VECTOR_RANK + (1 - cosine), key);
  }

  sorted(): Edge[] {
    const ids = this.items;
    return this.list.sort((x, y) => x.rank - y.rank || x.key - y.key || compareIds(ids[x.i]!.id, ids[y.i]!.id) || compareIds(ids[x.j]!.id, ids[y.j]!.id));
  }

  private push(a: number, b: number, rank: number, key: number): void {
    const [i, j] = compareIds(this.items[a]!.id, this.items[b]!.id) <= 0 ? [a, b] : [b, a];
    this.list.push({ i, j, rank, key });
  }
}

/** CLIP links: same kind, both capture clocks within the window, both GPS (if any) within a moment. */
export function vectorEdges(items: DuplicateItem[], m: Moments, s: DuplicateSettings, edges: Edges): void {
  const windowMs = s.windowMinutes * 60_000;
  for (const kind of ['photo', 'screenshot', 'video'] as const) {
    const threshold = kind === 'screenshot' ? s.screenshotDuplicateCosine : s.photoDuplicateCosine;
    const idx: number[] = [];
    for (let i = 0; i < items.length; i++) if (items[i]!.kind === kind && items[i]!.vector && m.hasClock(i)) idx.push(i);
    idx.sort((a, b) => m.clock[a]! - m.clock[b]! || compareIds(items[a]!.id, items[b]!.id));
    for (let p = 0; p < idx.length; p++) {
      const i = idx[p]!;
      const end = Math.min(idx.length, p + 1 + MAX_WINDOW_NEIGHBOURS);
      for (let q = p + 1; q < end; q++) {
        const j = idx[q]!;
        const gap = m.clock[j]! - m.clock[i]!;
        if (gap > windowMs) break;
        if (!m.canPair(i, j, false)) continue;
        const cosine = dot(items[i]!.vector!, items[j]!.vector!);
        if (cosine >= threshold) edges.vector(i, j, cosine, gap);
      }
    }
  }
}

/** The members of one distinct hash: shots with a capture clock by time, copies without one by id. */
interface Bucket {
  hash: [number, number];
  clocked: number[];
  copies: number[];
}

/**
 * Phash links. Memories with identical hashes share a bucket and only buckets enter the index, so a
 * meme saved 10 000 times costs 10 000 steps, not 10 000² comparisons. Within and between buckets,
 * shots with capture clocks are compared only with shots of the same window (sorted by time, at most
 * MAX_WINDOW_NEIGHBOURS each); a bucket's copies without a clock form a star around its first copy,
 * whose links reach every clocked shot it matches — the moment bounds then let it join only one.
 */
export function phashEdges(items: DuplicateItem[], m: Moments, s: DuplicateSettings, edges: Edges): void {
  const buckets: Bucket[] = [];
  const byKey = new Map<string, Bucket>();
  for (let i = 0; i < items.length; i++) {
    const hash = usableHash(items[i]!.phash);
    if (!hash) continue;
    const it = items[i]!;
    let bucket: Bucket | undefined;
    if (it.kind === 'screenshot' && it.vector) {
      bucket = { hash, clocked: [], copies: [] }; // its phash links depend on its vector (screenshot veto): alone
      buckets.push(bucket);
    } else {
      const key = `${it.kind === 'video' ? 'v' : 's'}${it.phash!.toLowerCase()}`;
      bucket = byKey.get(key);
      if (!bucket) {
        bucket = { hash, clocked: [], copies: [] };
        byKey.set(key, bucket);
        buckets.push(bucket);
      }
    }
    (m.hasClock(i) ? bucket.clocked : bucket.copies).push(i);
  }
  for (const b of buckets) {
    b.clocked.sort((x, y) => m.clock[x]! - m.clock[y]! || compareIds(items[x]!.id, items[y]!.id));
    b.copies.sort((x, y) => compareIds(items[x]!.id, items[y]!.id));
  }

  const windowMs = s.windowMinutes * 60_000;
  const clockedPairs = (a: Bucket, b: Bucket, bits: number): void => {
    const same = a === b;
    for (let p = 0; p < a.clocked.length; p++) {
      const i = a.clocked[p]!;
      const t = m.clock[i]!;
      const start = same ? p + 1 : lowerBound(b.clocked, t - windowMs, (x) => m.clock[x]!);
      const end = Math.min(b.clocked.length, start + MAX_WINDOW_NEIGHBOURS);
      for (let q = start; q < end; q++) {
        const j = b.clocked[q]!;
        if (m.clock[j]! > t + windowMs) break;
        if (m.canPair(i, j, false)) edges.phash(i, j, bits, false, Math.abs(m.clock[j]! - t));
      }
    }
  };
  const copyLinks = (a: Bucket, b: Bucket, bits: number): void => {
    const hub = a.copies[0];
    if (hub === undefined) return;
    for (const j of a === b ? a.copies.slice(1) : b.copies.slice(0, 1)) {
      if (m.canPair(hub, j, true)) edges.phash(hub, j, bits, true, -Infinity);
    }
    for (const j of b.clocked) if (m.canPair(hub, j, true)) edges.phash(hub, j, bits, true, m.clock[j]!);
  };

  for (const b of buckets) {
    clockedPairs(b, b, 0);
    copyLinks(b, b, 0);
  }
  const index = new PhashIndex(s.maxHamming);
  for (let k = 0; k < buckets.length; k++) {
    const b = buckets[k]!;
    index.forEachWithin(b.hash[0], b.hash[1], (other) => {
      const o = buckets[other]!;
      const bits = popcount32(b.hash[0] ^ o.hash[0]) + popcount32(b.hash[1] ^ o.hash[1]);
      clockedPairs(b, o, bits);
      copyLinks(b, o, bits);
      copyLinks(o, b, bits);
    });
    index.add(b.hash, k);
  }
}

function phashPairAllowed(a: DuplicateItem, b: DuplicateItem, s: DuplicateSettings): boolean {
  if ((a.kind === 'video') !== (b.kind === 'video')) return false;
  if (a.kind === 'screenshot' && b.kind === 'screenshot' && a.vector && b.vector) {
    return dot(a.vector, b.vector) >= s.screenshotDuplicateCosine;
  }
  return true;
}

function dot(a: Float32Array, b: Float32Array): number {
  const len = a.length;
  if (b.length !== len) return -Infinity; // vectors from different models never match
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let k = 0;
  for (; k + 3 < len; k += 4) {
    s0 += a[k]! * b[k]!;
    s1 += a[k + 1]! * b[k + 1]!;
    s2 += a[k + 2]! * b[k + 2]!;
    s3 += a[k + 3]! * b[k + 3]!;
  }
  for (; k < len; k++) s0 += a[k]! * b[k]!;
  return s0 + s1 + s2 + s3;
}
