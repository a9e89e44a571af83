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
 *    `screenshotDuplicateCosine`, since screens of one app share their layout), or CLIP vectors at
 *    the kind's cosine (`photoDuplicateCosine` for photo–photo and video–video,
 *    `screenshotDuplicateCosine` for screenshots; never across kinds);
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
import { Edges, phashEdges, vectorEdges } from './links';
import { compareIds, defaultDuplicateSettings, lowerBound, Moments, resolveSettings, type DuplicateItem, type DuplicateSettings } from './moments';
import { PhashIndex, usableHash } from './phash-index';

/**
 * memory id → group id, only for memories in a group of ≥ 2. The group id is the smallest member id
 * (string order), so it is stable however the input is ordered. Ids are assumed unique.
 */
export function groupDuplicates(items: DuplicateItem[], settings: Partial<DuplicateSettings> = defaultDuplicateSettings): Map<string, string> {
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
export function neighbourhood<T extends Pick<DuplicateItem, 'id' | 'takenAt' | 'phash'>>(
  all: T[],
  fresh: T[],
  settings: Partial<DuplicateSettings> = defaultDuplicateSettings,
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
export function affected<T extends Pick<DuplicateItem, 'id' | 'takenAt' | 'phash'>>(
  all: T[],
  fresh: T[],
  stored: ReadonlyMap<string, string>,
  settings: Partial<DuplicateSettings> = defaultDuplicateSettings,
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

function labels(items: DuplicateItem[], m: Moments): Map<string, string> {
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
