/**
 * "Show me the photos from the wedding": one photo prints the words (the order of service), the rest
 * of that day's photos print nothing. Photos of the same occasion as a strong match are shown with it,
 * right after it, so the first few results cover the occasion rather than other occasions' weaker
 * matches. An occasion is what was taken near the match the same day, for as long as the photos keep
 * coming (a christening at noon, the party at night), and, on a trip, what was taken at the same spot on
 * its other days (the pier whose sign was photographed once); when the question names the place the
 * match was taken in ("the fair in <town>"), the whole visit there.
 */
import { distanceKm } from '../place/geo';
import { NOT_DELETED_IN_WINDOW, sqlNumber } from '../store/database';
import { effective } from '../store/corrections';
import type { Candidate } from './fusion';
import { readRanked, type RetrievalSources } from './gather';
import { insideArea, localMs, matchesPlace } from './scope';
import type { QueryAnalysis } from '../../../shared/qa';

/** Matches at this share of the best match's similarity anchor a session. */
const ANCHOR_SHARE = 0.8;
const MAX_ANCHORS = 5;
/** A session: the same day, photos no more than a few hours apart, a short walk from the anchor (a venue, a party). */
const SESSION_HOURS = 4;
const SESSION_KM = 0.5;
/** The same spot on another day of the trip: GPS's error, not the next street (a pier, a square). */
const SPOT_KM = 0.15;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** A session-mate ranks just below its anchor. */
const MATE_SHARE = 0.95;
/** What deciding on a mate reads; ranking's columns are read for the mates only. */
const PLACING_COLUMNS = ['id', 'taken_at', 'taken_at_local', 'lat', 'lon', 'place_region', 'place_country', 'has_text', 'user_json', 'deleted_at'] as const;
type Placed = Pick<Candidate['row'], 'id' | 'taken_at' | 'taken_at_local' | 'lat' | 'lon' | 'place_region' | 'place_country' | 'deleted_at'> & { has_text: boolean | null };

/**
 * The candidates with each strong match's occasion-mates inserted after it. Mates by time and spot
 * with no place are not taken (a screenshot is no photo of the occasion), nor ones with text of their
 * own: those were scored on what they say (a rower's display beside the treadmill is another
 * workout); a trip's members are its own, whatever they show. One already ranked lower moves up.
 */
export async function withSessionMates(
  sources: Pick<RetrievalSources, 'db' | 'tripMates' | 'layouts'>,
  ranked: Candidate[],
  limit: number,
  /** The places the question names: a match taken there on a trip brings the whole trip. */
  places: QueryAnalysis['places'] = [],
): Promise<Candidate[]> {
  if (ranked.length === 0) return ranked;
  const best = Math.max(...ranked.map((c) => c.similarity));
  if (best <= 0) return ranked;
  const anchors = ranked.filter((c) => c.similarity >= best * ANCHOR_SHARE && c.row.taken_at !== null && c.row.lat !== null && c.row.lon !== null).slice(0, MAX_ANCHORS);
  if (anchors.length === 0) return ranked;
  const anchorIds = new Set(anchors.map((a) => a.row.id));
  // The anchors' days (a day either side covers any zone; the day is checked on the rows) in one
  // query, the trips' photos in another, narrow: most of what they read is not a mate.
  const days = anchors.map((a) => `(taken_at >= ${sqlNumber(a.row.taken_at! - DAY_MS)} AND taken_at <= ${sqlNumber(a.row.taken_at! + DAY_MS)})`);
  const trips = (await sources.tripMates?.(anchors.map((a) => a.row.id))) ?? new Map<string, readonly string[]>();
  const tripIds = [...new Set([...trips.values()].flat())];
  const [near, onTrips] = await Promise.all([
    sources.db.memoriesWhere(`${NOT_DELETED_IN_WINDOW} AND lat IS NOT NULL AND (${days.join(' OR ')})`, PLACING_COLUMNS),
    tripIds.length > 0 ? sources.db.memoriesById(tripIds, PLACING_COLUMNS) : Promise.resolve([]),
  ]);
  const placed = new Map<string, Placed>();
  const travelled = new Map(onTrips.map(effective).filter((r) => r.deleted_at === null && !anchorIds.has(r.id)).map((r) => [r.id, r]));
  for (const row of [...near, ...onTrips].map(effective)) {
    if (row.deleted_at === null && !row.has_text && row.lat !== null && row.lon !== null && row.taken_at !== null && !anchorIds.has(row.id)) placed.set(row.id, row as Placed);
  }
  const placedRows = [...placed.values()];
  const taken = new Set<string>();
  const mateIds = new Map<string, string[]>();
  /** Mates from another day, whose line names the place or the trip rather than the part of the day. */
  const elsewhen = new Map<string, 'place' | 'trip'>();
  for (const anchor of anchors) {
    const trip = new Set(trips.get(anchor.row.id) ?? []);
    const sameDay = session(anchor.row, placedRows.filter((r) => !taken.has(r.id))).map((r) => r.id);
    for (const id of sameDay) taken.add(id);
    const otherDays = spot(anchor.row, placedRows.filter((r) => trip.has(r.id) && !taken.has(r.id))).map((r) => r.id);
    for (const id of otherDays) {
      taken.add(id);
      elsewhen.set(id, 'place');
    }
    // "Photos from the fair in <town>": the visit to the town, whatever each of its memories shows —
    // not the trip's days in other towns ("nights in Dublin" of a Dublin and Galway trip).
    const wholeTrip = places.length > 0 && matchesPlace(anchor.row, places) ? visitTo([...trip].flatMap((id) => travelled.get(id) ?? []).filter((r) => !taken.has(r.id)), places) : [];
    for (const id of wholeTrip) {
      taken.add(id);
      elsewhen.set(id, 'trip');
    }
    mateIds.set(anchor.row.id, [...sameDay, ...otherDays, ...wholeTrip]);
  }
  const byId = new Map(ranked.map((c) => [c.row.id, c]));
  const unread = [...taken].filter((id) => !byId.has(id));
  const rows = new Map((unread.length > 0 ? await readRanked(sources, unread) : []).map((r) => [r.id, effective(r)]));
  const out: Candidate[] = [];
  for (const c of ranked) {
    if (taken.has(c.row.id)) continue;
    // A mate already ranked keeps its own score and line; it moves up beside its anchor.
    const mates = (mateIds.get(c.row.id) ?? []).flatMap((id) => {
      const known = byId.get(id);
      if (known) return [known];
      const row = rows.get(id);
      return row ? [{ row, score: c.score * MATE_SHARE, similarity: c.similarity * MATE_SHARE, covers: 0, why: `same ${elsewhen.get(id) ?? sessionWord(c)} as: ${c.why}` }] : [];
    });
    out.push(c, ...mates);
  }
  return out.slice(0, limit);
}

/**
 * A trip's memories taken in the places, in time order, and those without a place (screenshots)
 * taken between the first and the last of them.
 */
function visitTo(members: Placed[], places: QueryAnalysis['places']): string[] {
  const sorted = members.filter((r) => r.taken_at !== null).sort((a, b) => a.taken_at! - b.taken_at!);
  const there = sorted.filter((r) => r.lat !== null && places.some((p) => insideArea(r, p)));
  if (there.length === 0) return [];
  const from = there[0]!.taken_at!;
  const to = there.at(-1)!.taken_at!;
  return sorted.filter((r) => (r.lat === null ? r.taken_at! >= from && r.taken_at! <= to : there.includes(r))).map((r) => r.id);
}

/** The anchor's session: its day's photos near it, taken while no gap between them reaches SESSION_HOURS, nearest in time first. */
function session(anchor: Candidate['row'], rows: Placed[]): Placed[] {
  const day = dayOf(anchor);
  const t = anchor.taken_at!;
  const close = rows.filter((r) => dayOf(r) === day && distanceKm(anchor.lat!, anchor.lon!, r.lat!, r.lon!) <= SESSION_KM).sort((a, b) => a.taken_at! - b.taken_at!);
  const after = close.filter((r) => r.taken_at! >= t);
  const before = close.filter((r) => r.taken_at! < t).reverse();
  const run = (list: Placed[]) => {
    const kept: Placed[] = [];
    let last = t;
    for (const r of list) {
      if (Math.abs(r.taken_at! - last) > SESSION_HOURS * HOUR_MS) break;
      kept.push(r);
      last = r.taken_at!;
    }
    return kept;
  };
  return [...run(after), ...run(before)].sort((a, b) => Math.abs(a.taken_at! - t) - Math.abs(b.taken_at! - t));
}

/** The trip's photos taken at the anchor's spot on its other days, nearest in time first. */
function spot(anchor: Candidate['row'], rows: Placed[]): Placed[] {
  const t = anchor.taken_at!;
  return rows.filter((r) => distanceKm(anchor.lat!, anchor.lon!, r.lat!, r.lon!) <= SPOT_KM).sort((a, b) => Math.abs(a.taken_at! - t) - Math.abs(b.taken_at! - t));
}

/**
 * Whether two memories are one occasion: the same day, within a few hours, and a short walk apart
 * when both have a place (a screenshot without GPS goes with the photos around it).
 */
export function sameSession(a: Candidate['row'], b: Candidate['row']): boolean {
  const day = dayOf(a);
  if (day === null || day !== dayOf(b) || a.taken_at === null || b.taken_at === null) return false;
  if (Math.abs(a.taken_at - b.taken_at) > SESSION_HOURS * HOUR_MS) return false;
  return a.lat === null || a.lon === null || b.lat === null || b.lon === null || distanceKm(a.lat, a.lon, b.lat, b.lon) <= SESSION_KM;
}

function dayOf(row: Pick<Candidate['row'], 'taken_at' | 'taken_at_local'>): number | null {
  const local = localMs(row);
  return local === null ? null : Math.floor(local / DAY_MS);
}

function sessionWord(anchor: Candidate): string {
  const local = localMs(anchor.row);
  const hour = local === null ? 12 : new Date(local).getUTCHours();
  return hour >= 17 ? 'evening' : hour < 12 ? 'morning' : 'afternoon';
}
