/**
 * Near-duplicate groups. A group is ONE MOMENT: a burst, a few retakes, or copies of one picture
 * (resized, re-encoded, sent through a messenger). Groups keep every file; the UI shows one
 * ({@link chooseRepresentative}) and retrieval lets the best-scoring member stand for its group, so a
 * group must never hold two occasions. Real lives are full of look-alikes taken on different
 * occasions — the gym machine's display after every workout, the daily coffee receipt, the same
 * parking sign, a weekly class's whiteboard — whose pHash and CLIP vectors agree; they are exactly
 * what "how many times", "when did I last" and lists count, so likeness alone never groups them.
 *
 * Two memories are linked when they look alike AND can be one moment:
 *  - look alike: perceptual hashes within `maxHamming` bits (found through a multi-index over four
 *    16-bit bands, never pairwise; works before CLIP has run; a photo may match a screenshot of it;
 *    videos match only videos; two screenshots that both have vectors must also reach
 *    `screenshotCosine`, since screens of one app share their layout), or CLIP vectors at the kind's
 *    cosine (`photoCosine` for photo–photo and video–video, `screenshotCosine` for screenshots; never
 *    across kinds);
 *  - one moment: when both times are the capture's own clock (EXIF, QuickTime, a time the user set,
 *    or a device's capture name to the second: {@link isCaptureClock}) they lie within
 *    `windowMinutes` of each other, compared as wall clocks; when both have GPS they lie within
 *    `momentMetres`. An mtime or a date-only name may be a copy's (messengers strip EXIF and name
 *    files by the day they arrived), so such a memory links by its hash alone — a copy belongs to the
 *    moment of its original — but never by CLIP, which tells likeness, not identity, and never
 *    across GPS positions further apart than `momentMetres`.
 * Groups are connected components with bounded chaining: a link is taken only if the merged group
 * still spans at most `momentMinutes` of capture time and `momentMetres` of GPS, so a burst may chain
 * shot to shot but a run of daily look-alikes cannot, and a copy without a trustworthy time joins one
 * occasion (the earliest it matches, where the original usually is) instead of bridging several.
 * Links are taken strongest first — identical hashes, then closer hashes, then CLIP — ties broken by
 * time and id, so the groups do not depend on the input's order. Exact copies of one file (same
 * bytes) are not this module's business: they are one memory with several paths.
 *
 * Incremental use (new memories arrive):
 *  1. `const near = affected(all, fresh, stored, settings)` — `all` may carry `vector: null` (time,
 *     place and phash of 100k memories are a few MB); it returns `fresh`, every memory that could
 *     link to one of them (within the time window of a fresh memory, or phash-near one), and every
 *     member of their stored groups.
 *  2. Load vectors for `near` only, `const update = groupDuplicates(near, settings)`.
 *  3. Every memory of `near` takes its group from `update` (absent: no group); the rest keep theirs.
 * Links never reach outside the neighbourhood, so this equals a full run except where the bounds of
 * a moment choose between two ways of splitting a long run of look-alikes. A settings or rule change
 * regroups everything (the duplicates stage's version): all at once (100k memories with 512-d
 * vectors: ~1 s CPU on a busy 2-core box, plus loading the vectors, ~200 MB), or memory by memory
 * as above, each pass recomputing the stored groups it touches.
 *
 * Hashes: compute them with perceptualHash on the thumbnail the thumbnail stage already wrote
 * (orientation applied, HEIC/RAW already decoded): ~2–10 ms and 0–2 bits from the full-image hash.
 */
import { distanceKm } from '../../place/geo';
import { filenameHasTimeOfDay } from '../../ingest/time-parse';
import { isInformativePhash } from '../../ingest/phash';

export interface DedupSettings {
  /** Cosine at or above which two photos (or two videos) are near-duplicates. OmniQuery: 0.85. */
  photoCosine: number;
  /** Cosine for two screenshots; stricter because screens of one app look alike. OmniQuery: 0.95. */
  screenshotCosine: number;
  /** Largest phash Hamming distance (of 64 bits) for an exact/near-exact copy. 0..11. */
  maxHamming: number;
  /** Consecutive captures of one moment lie at most this many minutes apart (capture clocks). */
  windowMinutes: number;
  /** A moment, chained shot to shot, spans at most this many minutes from first to last capture. */
  momentMinutes: number;
  /** Captures with GPS are one moment only within this many metres (pairwise, and the group's extent). */
  momentMetres: number;
}

/**
 * A moment, in the terms of OmniQuery's "consecutive captures": a burst is seconds, a retake a
 * minute or two later; 10 minutes between consecutive shots leaves room for a slow photographer and
 * still separates the display photographed before and after a workout, or two coffees of one day.
 */
export const MOMENT_GAP_MINUTES = 10;
/**
 * Chaining is allowed within a burst but bounded: without a bound, a display photographed every 10
 * minutes through an afternoon would become one "moment". Half an hour covers a long burst or a
 * sunset's dozens of retakes.
 */
export const MOMENT_SPAN_MINUTES = 30;
/**
 * Phone GPS reads within ~5–30 m outdoors and worse beside windows, so two shots from one spot can
 * read up to a few tens of metres apart; the next shop, the same chain's other branch or the same
 * sign in another car park is usually further.
 */
export const MOMENT_METRES = 75;

/**
 * maxHamming 4 (measured, see test/dedup.test.ts): copies of a photo (resized, re-encoded as JPEG or
 * WebP, brightened, its 400 px thumbnail, all nine EXIF orientations) land 0–2 bits away — hashes
 * move in pairs of bits, as one coefficient crossing the median swaps with another — and only
 * sources under ~200 px reach 4–6; distinct fixture photos are ≥ 20 apart, and different
 * screenshots sharing one layout ≥ 8. 4 sits in the middle of that gap.
 */
export const defaultDedupSettings: DedupSettings = Object.freeze({
  photoCosine: 0.85,
  screenshotCosine: 0.95,
  maxHamming: 4,
  windowMinutes: MOMENT_GAP_MINUTES,
  momentMinutes: MOMENT_SPAN_MINUTES,
  momentMetres: MOMENT_METRES,
});

/** Time sources that are the capture's own clock (the store's `time_source`). */
const CAPTURE_CLOCKS: ReadonlySet<string> = new Set(['exif', 'quicktime', 'user']);

/**
 * Whether a time says when the picture was taken: the camera's (EXIF, QuickTime), the user's, or a
 * name the capturing device gave to the second ("Screenshot 2024-05-11 at 06.40.10",
 * "IMG_20240511_064010"). An mtime, or a date-only name ("IMG-20240511-WA0001": the day a messenger
 * delivered it), may be a copy's.
 */
export function isCaptureClock(source: string | null | undefined, name?: string | null): boolean {
  if (source === 'filename') return !!name && filenameHasTimeOfDay(name);
  return source !== null && source !== undefined && CAPTURE_CLOCKS.has(source);
}

export interface DedupItem {
  id: string;
  kind: 'photo' | 'screenshot' | 'video';
  /**
   * ms; the library passes the wall clock (taken_at_local read as UTC), so a time without a zone (a
   * screenshot's name, an older camera) and one with a zone compare as the clocks the shots showed.
   */
  takenAt: number | null;
  /** Where takenAt came from (exif | quicktime | user | filename | mtime): see {@link isCaptureClock}. */
  timeSource: string | null;
  /** The file's base name, which says whether a time read from it has a time of day. */
  name?: string | null;
  /** GPS position in degrees, when the file had one. */
  lat?: number | null;
  lon?: number | null;
  /** 16 hex digits from perceptualHash */
  phash: string | null;
  /** L2-normalised CLIP image vector, when available */
  vector: Float32Array | null;
}

/** Per memory, how many later memories on the time-sorted list (same kind) it is compared with. */
export const MAX_WINDOW_NEIGHBOURS = 64;

/**
 * memory id → group id, only for memories in a group of ≥ 2. The group id is the smallest member id
 * (string order), so it is stable however the input is ordered. Ids are assumed unique.
 */
export function groupDuplicates(items: DedupItem[], settings: Partial<DedupSettings> = defaultDedupSettings): Map<string, string> {
  const s = resolveSettings(settings);
  const moments = new Moments(items, s);
  const edges = new Edges(items, s);
  phashEdges(items, moments, s, edges);
  vectorEdges(items, moments, s, edges);
  for (const e of edges.sorted()) moments.link(e.i, e.j);
  return labels(items, moments);
}

/**
 * The memories that could link to any of `fresh`: `fresh` itself, memories of `all` taken within
 * ±windowMinutes of a fresh memory's time, and memories whose phash is within maxHamming of a fresh
 * memory's phash. Vectors are not read, so `all` can be a light projection of the library.
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
 * What an incremental update must regroup: the {@link neighbourhood} of `fresh`, plus every member
 * of the stored groups (memory id → group id) it touches — a group is recomputed whole, so a stored
 * group that no longer holds (an older rule's, a deleted bridge's) splits instead of absorbing more.
 * Run {@link groupDuplicates} on the result (with vectors); each of its memories takes the new group.
 */
export function affected<T extends Pick<DedupItem, 'id' | 'takenAt' | 'phash'>>(
  all: T[],
  fresh: T[],
  stored: ReadonlyMap<string, string>,
  settings: Partial<DedupSettings> = defaultDedupSettings,
): T[] {
  const near = neighbourhood(all, fresh, settings);
  const touched = new Set<string>();
  for (const item of near) {
    const group = stored.get(item.id);
    if (group !== undefined) touched.add(group);
  }
  if (touched.size === 0) return near;
  const seen = new Set(near.map((item) => item.id));
  for (const item of all) {
    const group = stored.get(item.id);
    if (group !== undefined && touched.has(group) && !seen.has(item.id)) near.push(item);
  }
  return near;
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
  for (const name of ['windowMinutes', 'momentMinutes', 'momentMetres'] as const) {
    if (!(s[name] >= 0 && Number.isFinite(s[name]))) throw new RangeError(`dedup ${name} must be a finite number ≥ 0, got ${s[name]}`);
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

function lowerBound(sorted: ArrayLike<number>, x: number, key: (v: number) => number = (v) => v): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (key(sorted[mid]!) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Union-find whose components are moments: each root keeps its members' span of capture times and
 * the box around their GPS positions, and a union that would stretch either beyond a moment is
 * refused.
 */
class Moments {
  /** Capture time per item (ms), NaN when its time is not a capture clock. */
  readonly clock: Float64Array;
  private readonly lat: Float64Array;
  private readonly lon: Float64Array;
  private readonly parent: Int32Array;
  private readonly rank: Uint8Array;
  private readonly tMin: Float64Array;
  private readonly tMax: Float64Array;
  private readonly latMin: Float64Array;
  private readonly latMax: Float64Array;
  private readonly lonMin: Float64Array;
  private readonly lonMax: Float64Array;
  private readonly windowMs: number;
  private readonly spanMs: number;
  private readonly metres: number;

  constructor(items: DedupItem[], s: DedupSettings) {
    const n = items.length;
    this.windowMs = s.windowMinutes * 60_000;
    this.spanMs = s.momentMinutes * 60_000;
    this.metres = s.momentMetres;
    this.clock = new Float64Array(n).fill(Number.NaN);
    this.lat = new Float64Array(n).fill(Number.NaN);
    this.lon = new Float64Array(n).fill(Number.NaN);
    this.parent = new Int32Array(n);
    this.rank = new Uint8Array(n);
    this.tMin = new Float64Array(n).fill(Infinity);
    this.tMax = new Float64Array(n).fill(-Infinity);
    this.latMin = new Float64Array(n).fill(Infinity);
    this.latMax = new Float64Array(n).fill(-Infinity);
    this.lonMin = new Float64Array(n).fill(Infinity);
    this.lonMax = new Float64Array(n).fill(-Infinity);
    for (let i = 0; i < n; i++) {
      this.parent[i] = i;
      const it = items[i]!;
      if (it.takenAt !== null && Number.isFinite(it.takenAt) && isCaptureClock(it.timeSource, it.name)) {
        this.clock[i] = it.takenAt;
        this.tMin[i] = this.tMax[i] = it.takenAt;
      }
      const { lat, lon } = it;
      if (typeof lat === 'number' && typeof lon === 'number' && Number.isFinite(lat) && Number.isFinite(lon)) {
        this.lat[i] = this.latMin[i] = this.latMax[i] = lat;
        this.lon[i] = this.lonMin[i] = this.lonMax[i] = lon;
      }
    }
  }

  hasClock(i: number): boolean {
    return !Number.isNaN(this.clock[i]!);
  }

  /**
   * Whether two memories, as a pair, can be one moment. `copy`: one of them may lack a capture
   * clock (a phash link, where sameness is evidence enough); a CLIP link needs both clocks.
   */
  canPair(a: number, b: number, copy: boolean): boolean {
    const latA = this.lat[a]!;
    const latB = this.lat[b]!;
    if (!Number.isNaN(latA) && !Number.isNaN(latB) && distanceKm(latA, this.lon[a]!, latB, this.lon[b]!) * 1000 > this.metres) return false;
    if (this.hasClock(a) && this.hasClock(b)) return Math.abs(this.clock[a]! - this.clock[b]!) <= this.windowMs;
    return copy;
  }

  find(x: number): number {
    const p = this.parent;
    while (p[x] !== x) {
      p[x] = p[p[x]!]!; // path halving
      x = p[x]!;
    }
    return x;
  }

  /** Join the moments of a and b unless the result would span more than one moment. */
  link(a: number, b: number): boolean {
    let ra = this.find(a);
    let rb = this.find(b);
    if (ra === rb) return true;
    const tMin = Math.min(this.tMin[ra]!, this.tMin[rb]!);
    const tMax = Math.max(this.tMax[ra]!, this.tMax[rb]!);
    if (tMax - tMin > this.spanMs) return false;
    const latMin = Math.min(this.latMin[ra]!, this.latMin[rb]!);
    const latMax = Math.max(this.latMax[ra]!, this.latMax[rb]!);
    const lonMin = Math.min(this.lonMin[ra]!, this.lonMin[rb]!);
    const lonMax = Math.max(this.lonMax[ra]!, this.lonMax[rb]!);
    if (latMax >= latMin && distanceKm(latMin, lonMin, latMax, lonMax) * 1000 > this.metres) return false;
    if (this.rank[ra]! < this.rank[rb]!) [ra, rb] = [rb, ra];
    this.parent[rb] = ra;
    if (this.rank[ra] === this.rank[rb]) this.rank[ra]!++;
    this.tMin[ra] = tMin;
    this.tMax[ra] = tMax;
    this.latMin[ra] = latMin;
    this.latMax[ra] = latMax;
    this.lonMin[ra] = lonMin;
    this.lonMax[ra] = lonMax;
    return true;
  }
}

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

class Edges {
  private readonly list: Edge[] = [];
  constructor(
    private readonly items: DedupItem[],
    private readonly s: DedupSettings,
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
function vectorEdges(items: DedupItem[], m: Moments, s: DedupSettings, edges: Edges): void {
  const windowMs = s.windowMinutes * 60_000;
  for (const kind of ['photo', 'screenshot', 'video'] as const) {
    const threshold = kind === 'screenshot' ? s.screenshotCosine : s.photoCosine;
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

function labels(items: DedupItem[], m: Moments): Map<string, string> {
  const n = items.length;
  const smallest = new Map<number, string>();
  const size = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const r = m.find(i);
    size.set(r, (size.get(r) ?? 0) + 1);
    const id = items[i]!.id;
    const cur = smallest.get(r);
    if (cur === undefined || compareIds(id, cur) < 0) smallest.set(r, id);
  }
  const out = new Map<string, string>();
  for (let i = 0; i < n; i++) {
    const r = m.find(i);
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
function phashEdges(items: DedupItem[], m: Moments, s: DedupSettings, edges: Edges): void {
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
