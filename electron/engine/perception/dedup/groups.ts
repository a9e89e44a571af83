/**
 * Near-duplicate groups. Groups keep every file; the UI shows one ({@link chooseRepresentative}).
 *
 * Two memories are linked when
 *  - their perceptual hashes are within `maxHamming` bits (exact/near-exact copies: resized,
 *    re-encoded, re-saved by a messenger). Compared across the whole input regardless of time —
 *    a copy whose EXIF was stripped carries a different time — through a multi-index over four
 *    16-bit bands, never pairwise. Works before CLIP has run. A photo may match a screenshot of it;
 *    videos match only videos. Two screenshots that both have vectors must also reach
 *    `screenshotCosine` (same-app screens share their layout, so the hash alone over-groups them);
 *  - or their CLIP vectors reach the kind's cosine threshold (`photoCosine` for photo–photo and
 *    video–video, `screenshotCosine` for screenshot–screenshot; never across kinds) and their
 *    times lie within ±`windowMinutes`. Only the next {@link MAX_WINDOW_NEIGHBOURS} items on the
 *    time-sorted list are compared, so a thousand files sharing one copied-folder mtime stay linear.
 * Groups are the connected components (union-find) of those links, so they can chain.
 *
 * Incremental use (new memories arrive):
 *  1. `const near = neighbourhood(all, fresh, settings)` — `all` may carry `vector: null` (time and
 *     phash of 100k memories are a few MB); it returns `fresh` plus every memory that could link to
 *     one of them (within the time window of a fresh memory, or phash-near one).
 *  2. Load vectors for `near` only, `const update = groupDuplicates(near, settings)`.
 *  3. `groups = mergeGroups(groups, update)` — unions with existing groups, relabels with the
 *     smallest id. New links always involve a fresh memory, so this equals a full re-run.
 * A settings change or a deletion (which can split a group) needs a re-run: either all at once
 * (100k memories with 512-d vectors: ~0.7 s CPU measured on a busy 2-core box, plus loading the
 * vectors, ~200 MB), or over consecutive time slices overlapping by one window, merged with
 * `mergeGroups` — vector links never reach further than one window, and phash links need no vectors.
 *
 * Hashes: compute them with perceptualHash on the thumbnail the thumbnail stage already wrote
 * (orientation applied, HEIC/RAW already decoded): ~2–10 ms and 0–2 bits from the full-image hash.
 */
import { isInformativePhash } from './phash';

export interface DedupSettings {
  /** Cosine at or above which two photos (or two videos) are near-duplicates. OmniQuery: 0.85. */
  photoCosine: number;
  /** Cosine for two screenshots; stricter because screens of one app look alike. OmniQuery: 0.95. */
  screenshotCosine: number;
  /** Largest phash Hamming distance (of 64 bits) for an exact/near-exact copy. 0..11. */
  maxHamming: number;
  /** Vector comparisons only between memories taken within ± this many minutes. */
  windowMinutes: number;
}

/**
 * maxHamming 4 (measured, see test/dedup.test.ts): copies of a photo (resized, re-encoded as JPEG or
 * WebP, brightened, its 400 px thumbnail, all nine EXIF orientations) land 0–2 bits away — hashes
 * move in pairs of bits, as one coefficient crossing the median swaps with another — and only
 * sources under ~200 px reach 4–6; distinct fixture photos are ≥ 20 apart, and different
 * screenshots sharing one layout ≥ 8. 4 sits in the middle of that gap.
 * windowMinutes 15: bursts and retakes happen within seconds to minutes; a wider window only adds
 * chances to merge similar-looking but different moments (the false groups users complain about).
 */
export const defaultDedupSettings: DedupSettings = Object.freeze({
  photoCosine: 0.85,
  screenshotCosine: 0.95,
  maxHamming: 4,
  windowMinutes: 15,
});

export interface DedupItem {
  id: string;
  kind: 'photo' | 'screenshot' | 'video';
  /** epoch ms */
  takenAt: number | null;
  /** 16 hex digits from perceptualHash */
  phash: string | null;
  /** L2-normalised CLIP image vector, when available */
  vector: Float32Array | null;
}

/** Per memory, how many later memories on the time-sorted list (same kind) its vector is compared with. */
export const MAX_WINDOW_NEIGHBOURS = 64;

/**
 * memory id → group id, only for memories in a group of ≥ 2. The group id is the smallest member id
 * (string order), so it is stable however the input is ordered. Ids are assumed unique.
 */
export function groupDuplicates(items: DedupItem[], settings: Partial<DedupSettings> = defaultDedupSettings): Map<string, string> {
  const s = resolveSettings(settings);
  const n = items.length;
  const uf = new UnionFind(n);

  // --- phash links, any time -------------------------------------------------------------------
  const hashes = parseHashes(items);
  linkByPhash(items, hashes, s, uf);

  // --- vector links within the time window, per kind ------------------------------------------
  const windowMs = s.windowMinutes * 60_000;
  for (const kind of ['photo', 'screenshot', 'video'] as const) {
    const threshold = kind === 'screenshot' ? s.screenshotCosine : s.photoCosine;
    const idx: number[] = [];
    for (let i = 0; i < n; i++) {
      const it = items[i]!;
      if (it.kind === kind && it.vector && it.takenAt !== null && Number.isFinite(it.takenAt)) idx.push(i);
    }
    idx.sort((a, b) => items[a]!.takenAt! - items[b]!.takenAt! || compareIds(items[a]!.id, items[b]!.id));
    for (let p = 0; p < idx.length; p++) {
      const i = idx[p]!;
      const a = items[i]!;
      const end = Math.min(idx.length, p + 1 + MAX_WINDOW_NEIGHBOURS);
      for (let q = p + 1; q < end; q++) {
        const j = idx[q]!;
        const b = items[j]!;
        if (b.takenAt! - a.takenAt! > windowMs) break;
        if (uf.find(i) === uf.find(j)) continue; // already linked: skip the dot product
        if (dot(a.vector!, b.vector!) >= threshold) uf.union(i, j);
      }
    }
  }

  return labels(items, uf);
}

/**
 * The memories that could link to any of `fresh`: `fresh` itself, memories of `all` taken within
 * ±windowMinutes of a fresh memory's time, and memories whose phash is within maxHamming of a fresh
 * memory's phash. Vectors are not read, so `all` can be a light projection of the library.
 * Run {@link groupDuplicates} on the result (with vectors) and merge with {@link mergeGroups}.
 */
export function neighbourhood<T extends Pick<DedupItem, 'id' | 'takenAt' | 'phash'>>(
  all: T[],
  fresh: T[],
  settings: Partial<DedupSettings> = defaultDedupSettings,
): T[] {
  const s = resolveSettings(settings);
  const windowMs = s.windowMinutes * 60_000;
  const times = fresh
    .map((f) => f.takenAt)
    .filter((t): t is number => t !== null && Number.isFinite(t))
    .sort((a, b) => a - b);
  const index = new PhashIndex(s.maxHamming);
  for (const f of fresh) {
    const h = usableHash(f.phash);
    if (h) index.add(h);
  }
  const out: T[] = [];
  const seen = new Set<string>();
  const take = (item: T): void => {
    if (seen.has(item.id)) return;
    seen.add(item.id);
    out.push(item);
  };
  for (const f of fresh) take(f);
  for (const item of all) {
    if (seen.has(item.id)) continue;
    const t = item.takenAt;
    if (t !== null && Number.isFinite(t) && times.length > 0) {
      const k = lowerBound(times, t - windowMs);
      if (k < times.length && times[k]! <= t + windowMs) {
        take(item);
        continue;
      }
    }
    const h = usableHash(item.phash);
    if (h && index.anyWithin(h[0], h[1])) take(item);
  }
  return out;
}

/**
 * Union of two group maps (memory id → group id): memories grouped in either end up together,
 * relabelled with the smallest member id. Typically `mergeGroups(stored, groupDuplicates(near))`.
 */
export function mergeGroups(existing: ReadonlyMap<string, string>, update: ReadonlyMap<string, string>): Map<string, string> {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let r = x;
    for (let p = parent.get(r); p !== undefined && p !== r; p = parent.get(r)) r = p;
    for (let c = x; c !== r; ) {
      const next = parent.get(c)!;
      parent.set(c, r);
      c = next;
    }
    return r;
  };
  const union = (a: string, b: string): void => {
    if (!parent.has(a)) parent.set(a, a);
    if (!parent.has(b)) parent.set(b, b);
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return;
    // the smaller id becomes the root, so the root is the group's smallest member
    if (compareIds(ra, rb) < 0) parent.set(rb, ra);
    else parent.set(ra, rb);
  };
  for (const map of [existing, update]) for (const [member, group] of map) union(member, group);
  const size = new Map<string, number>();
  for (const member of parent.keys()) {
    const root = find(member);
    size.set(root, (size.get(root) ?? 0) + 1);
  }
  const out = new Map<string, string>();
  for (const member of parent.keys()) {
    const root = find(member);
    if (size.get(root)! >= 2) out.set(member, root);
  }
  return out;
}

/** The member the UI shows: highest resolution, then largest file, then earliest, then smallest id. */
export function chooseRepresentative(
  members: Array<{ id: string; width: number | null; height: number | null; size: number; takenAt: number | null }>,
): string {
  if (members.length === 0) throw new Error('chooseRepresentative needs at least one member');
  const pixels = (m: (typeof members)[number]): number => (m.width ?? 0) * (m.height ?? 0);
  let best = members[0]!;
  for (const m of members.slice(1)) {
    const d =
      pixels(m) - pixels(best) ||
      m.size - best.size ||
      // earlier wins; an unknown time loses to a known one
      (best.takenAt ?? Infinity) - (m.takenAt ?? Infinity) ||
      compareIds(best.id, m.id);
    if (d > 0) best = m;
  }
  return best.id;
}

// ------------------------------------------------------------------------------------------------

function resolveSettings(partial: Partial<DedupSettings>): DedupSettings {
  const s = { ...defaultDedupSettings, ...partial };
  const cos = (v: number, name: string): void => {
    if (!(v >= -1 && v <= 1)) throw new RangeError(`dedup ${name} must be a cosine in [-1, 1], got ${v}`);
  };
  cos(s.photoCosine, 'photoCosine');
  cos(s.screenshotCosine, 'screenshotCosine');
  if (!Number.isInteger(s.maxHamming) || s.maxHamming < 0 || s.maxHamming > MAX_SUPPORTED_HAMMING) {
    throw new RangeError(`dedup maxHamming must be an integer 0..${MAX_SUPPORTED_HAMMING}, got ${s.maxHamming}`);
  }
  if (!(s.windowMinutes >= 0 && Number.isFinite(s.windowMinutes))) {
    throw new RangeError(`dedup windowMinutes must be a finite number ≥ 0, got ${s.windowMinutes}`);
  }
  return s;
}

/** Beyond 11 bits a band needs 3-bit probes (697 keys), and "near-exact" has stopped meaning much. */
const MAX_SUPPORTED_HAMMING = 11;

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
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

function lowerBound(sorted: number[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

class UnionFind {
  private readonly parent: Int32Array;
  private readonly rank: Uint8Array;
  constructor(n: number) {
    this.parent = new Int32Array(n);
    for (let i = 0; i < n; i++) this.parent[i] = i;
    this.rank = new Uint8Array(n);
  }
  find(x: number): number {
    const p = this.parent;
    while (p[x] !== x) {
      p[x] = p[p[x]!]!; // path halving
      x = p[x]!;
    }
    return x;
  }
  union(a: number, b: number): void {
    let ra = this.find(a);
    let rb = this.find(b);
    if (ra === rb) return;
    if (this.rank[ra]! < this.rank[rb]!) [ra, rb] = [rb, ra];
    this.parent[rb] = ra;
    if (this.rank[ra] === this.rank[rb]) this.rank[ra]!++;
  }
}

function labels(items: DedupItem[], uf: UnionFind): Map<string, string> {
  const n = items.length;
  const smallest = new Map<number, string>();
  const size = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const r = uf.find(i);
    size.set(r, (size.get(r) ?? 0) + 1);
    const id = items[i]!.id;
    const cur = smallest.get(r);
    if (cur === undefined || compareIds(id, cur) < 0) smallest.set(r, id);
  }
  const out = new Map<string, string>();
  for (let i = 0; i < n; i++) {
    const r = uf.find(i);
    if (size.get(r)! >= 2) out.set(items[i]!.id, smallest.get(r)!);
  }
  return out;
}

// --- phash ---------------------------------------------------------------------------------------

const HEX16 = /^[0-9a-f]{16}$/i;

function parseHex(h: string): [number, number] {
  return [Number.parseInt(h.slice(0, 8), 16) | 0, Number.parseInt(h.slice(8), 16) | 0];
}

/** [hi, lo], or null for a missing, malformed or uninformative (flat-image) hash. */
function usableHash(phash: string | null): [number, number] | null {
  return phash && HEX16.test(phash) && isInformativePhash(phash) ? parseHex(phash) : null;
}

function parseHashes(items: DedupItem[]): Array<[number, number] | null> {
  return items.map((it) => usableHash(it.phash));
}

function linkByPhash(items: DedupItem[], hashes: Array<[number, number] | null>, s: DedupSettings, uf: UnionFind): void {
  // Identical hashes first, through a map: a meme saved 10 000 times costs 10 000 steps, and only
  // one representative per distinct hash enters the index.
  const firstByHash = new Map<string, number>();
  const reps: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const h = hashes[i];
    if (!h) continue;
    const it = items[i]!;
    if (it.kind === 'screenshot' && it.vector) {
      reps.push(i); // its phash links depend on its vector (screenshot veto): never collapsed
      continue;
    }
    const key = `${it.kind === 'video' ? 'v' : 's'}${it.phash!.toLowerCase()}`;
    const first = firstByHash.get(key);
    if (first === undefined) {
      firstByHash.set(key, i);
      reps.push(i);
    } else {
      uf.union(first, i);
    }
  }
  const index = new PhashIndex(s.maxHamming);
  for (const i of reps) {
    const h = hashes[i]!;
    index.forEachWithin(h[0], h[1], (j) => {
      if (phashPairAllowed(items[i]!, items[j]!, s)) uf.union(i, j);
    });
    index.add(h, i);
  }
}

function phashPairAllowed(a: DedupItem, b: DedupItem, s: DedupSettings): boolean {
  if ((a.kind === 'video') !== (b.kind === 'video')) return false;
  if (a.kind === 'screenshot' && b.kind === 'screenshot' && a.vector && b.vector) {
    return dot(a.vector, b.vector) >= s.screenshotCosine;
  }
  return true;
}

/**
 * Multi-index hashing over four 16-bit bands. A query probes band i with every variant of at most
 * r_i flipped bits, where Σ(r_i + 1) ≥ maxHamming + 1: two hashes within maxHamming bits cannot
 * differ by more than r_i bits in every band i (that would take ≥ maxHamming + 1 differing bits),
 * so every pair is found, each probe a direct-addressed bucket (2^16 per band) instead of a scan.
 * maxHamming 4 → r = [1, 0, 0, 0]: 17 + 1 + 1 + 1 = 20 probes per query.
 */
class PhashIndex {
  private readonly head = new Int32Array(4 * 65536).fill(-1);
  private next: Int32Array = new Int32Array(256);
  private his: Int32Array = new Int32Array(64);
  private los: Int32Array = new Int32Array(64);
  private owners: Int32Array = new Int32Array(64);
  private count = 0;
  /** flip masks to probe, per band */
  private readonly masks: number[][];
  private stamp: Int32Array = new Int32Array(64);
  private query = 0;

  constructor(private readonly maxHamming: number) {
    const extra = Math.max(0, maxHamming + 1 - 4);
    this.masks = [0, 1, 2, 3].map((band) => flipMasks(Math.floor(extra / 4) + (band < extra % 4 ? 1 : 0)));
  }

  add(h: [number, number], owner = -1): void {
    const e = this.count++;
    if (e >= this.his.length) this.grow();
    this.his[e] = h[0];
    this.los[e] = h[1];
    this.owners[e] = owner;
    this.stamp[e] = 0;
    for (let band = 0; band < 4; band++) {
      const key = band * 65536 + bandValue(h[0], h[1], band);
      this.next[e * 4 + band] = this.head[key]!;
      this.head[key] = e * 4 + band;
    }
  }

  forEachWithin(hi: number, lo: number, fn: (owner: number) => void): void {
    const q = ++this.query;
    for (let band = 0; band < 4; band++) {
      const v = bandValue(hi, lo, band);
      for (const m of this.masks[band]!) {
        for (let slot = this.head[band * 65536 + (v ^ m)]!; slot !== -1; slot = this.next[slot]!) {
          const e = slot >> 2;
          if (this.stamp[e] === q) continue;
          this.stamp[e] = q;
          if (popcount32(this.his[e]! ^ hi) + popcount32(this.los[e]! ^ lo) <= this.maxHamming) fn(this.owners[e]!);
        }
      }
    }
  }

  anyWithin(hi: number, lo: number): boolean {
    let found = false;
    this.forEachWithin(hi, lo, () => {
      found = true;
    });
    return found;
  }

  private grow(): void {
    const cap = this.his.length * 2;
    const g = (a: Int32Array, size: number): Int32Array => {
      const b = new Int32Array(size);
      b.set(a);
      return b;
    };
    this.his = g(this.his, cap);
    this.los = g(this.los, cap);
    this.owners = g(this.owners, cap);
    this.stamp = g(this.stamp, cap);
    this.next = g(this.next, cap * 4);
  }
}

function bandValue(hi: number, lo: number, band: number): number {
  const word = band < 2 ? hi : lo;
  return band % 2 === 0 ? (word >>> 16) & 0xffff : word & 0xffff;
}

/** All 16-bit masks with at most r bits set (r ≤ 2 here: 1 + 16 + 120). */
function flipMasks(r: number): number[] {
  const out = [0];
  if (r >= 1) for (let a = 0; a < 16; a++) out.push(1 << a);
  if (r >= 2) for (let a = 0; a < 16; a++) for (let b = a + 1; b < 16; b++) out.push((1 << a) | (1 << b));
  return out;
}

function popcount32(n: number): number {
  n -= (n >>> 1) & 0x55555555;
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
