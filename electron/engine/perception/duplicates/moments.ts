/**
 * What can be one moment — the rules that say which pairs may link and how far a group may chain
 * (groups.ts has the whole picture): when both times are the capture's own clock they lie within
 * `windowMinutes` of each other; when both have GPS they lie within `momentMetres`; a memory without
 * a capture clock links only as a copy (by its hash); and a group spans at most `momentMinutes` of
 * capture time and `momentMetres` of GPS.
 */
import { defaultPerceptionSettings } from '../../../../shared/settings';
import { distanceKm } from '../../place/geo';
import { filenameHasTimeOfDay } from '../../ingest/time-parse';
import { MAX_SUPPORTED_HAMMING } from './phash-index';

export interface DuplicateSettings {
  /** Cosine at or above which two photos (or two videos) are near-duplicates. OmniQuery: 0.85. */
  photoDuplicateCosine: number;
  /** Cosine for two screenshots; stricter because screens of one app look alike. OmniQuery: 0.95. */
  screenshotDuplicateCosine: number;
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
 * maxHamming 4 (measured, see test/duplicates.test.ts): copies of a photo (resized, re-encoded as
 * JPEG or WebP, brightened, its 400 px thumbnail, all nine EXIF orientations) land 0–2 bits away —
 * hashes move in pairs of bits, as one coefficient crossing the median swaps with another — and only
 * sources under ~200 px reach 4–6; distinct fixture photos are ≥ 20 apart, and different
 * screenshots sharing one layout ≥ 8. 4 sits in the middle of that gap.
 */
export const defaultDuplicateSettings: DuplicateSettings = Object.freeze({
  // The cosines are user settings; their defaults are written once, with the other perception settings.
  photoDuplicateCosine: defaultPerceptionSettings.photoDuplicateCosine,
  screenshotDuplicateCosine: defaultPerceptionSettings.screenshotDuplicateCosine,
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

export interface DuplicateItem {
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

export function resolveSettings(partial: Partial<DuplicateSettings>): DuplicateSettings {
  const s = { ...defaultDuplicateSettings, ...partial };
  const cos = (v: number, name: string): void => {
    if (!(v >= -1 && v <= 1)) throw new RangeError(`duplicate ${name} must be a cosine in [-1, 1], got ${v}`);
  };
  cos(s.photoDuplicateCosine, 'photoDuplicateCosine');
  cos(s.screenshotDuplicateCosine, 'screenshotDuplicateCosine');
  if (!Number.isInteger(s.maxHamming) || s.maxHamming < 0 || s.maxHamming > MAX_SUPPORTED_HAMMING) {
    throw new RangeError(`duplicate maxHamming must be an integer 0..${MAX_SUPPORTED_HAMMING}, got ${s.maxHamming}`);
  }
  for (const name of ['windowMinutes', 'momentMinutes', 'momentMetres'] as const) {
    if (!(s[name] >= 0 && Number.isFinite(s[name]))) throw new RangeError(`duplicate ${name} must be a finite number ≥ 0, got ${s[name]}`);
  }
  return s;
}

/** Code-unit order, not the locale's: group ids and tie-breaks must not depend on where it runs. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function lowerBound(sorted: ArrayLike<number>, x: number, key: (v: number) => number = (v) => v): number {
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
export class Moments {
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

  constructor(items: DuplicateItem[], s: DuplicateSettings) {
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
