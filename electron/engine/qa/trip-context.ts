/**
 * A trip's memories are more than its photos there. The hotel booked from home weeks before, the
 * train ticket photographed at the home station, the boarding pass home screenshotted the day after:
 * none was taken where the trip was, so event detection (by place and time) leaves them out, yet each
 * names the trip's place. A question naming the trip takes them as its members, and a time window
 * that is the trip's own reaches them.
 */
import type { QueryAnalysis } from '../../../shared/qa';
import { NOT_DELETED_IN_WINDOW, sqlNumber, sqlString } from '../store/database';
import type { RetrievalSources } from './gather';
import { localMs, placeSql } from './scope';
import { distanceKm } from '../place/geo';
import type { MemoryRow } from '../store/schema';
import { escapeRegExp } from './text-lines';

/** A booking is made this long before the trip at most (a few months covers most holidays). */
const BOOKED_BEFORE_MS = 90 * 86_400_000;
/** Travel out and home: the day before the first photo there and the day after the last. */
export const TRAVEL_MS = 36 * 3_600_000;
/**
 * The way out begins a little before its ticket (the car park at the home airport, the station
 * café) and the way home ends a little after: memories this close to a travel-day ticket, on its
 * far side from the stay, are the journey's too, whatever they show.
 */
const JOURNEY_MS = 3 * 3_600_000;
/** Place names this short are words too often ("Nice", "Bath" are long enough to check, "Ur" is not). */
const MIN_PLACE_CHARS = 3;

export interface TripContext {
  /** Memories that belong to the named events without being their members, by event id. */
  belonging: Map<string, string[]>;
  /** The question's time, reaching the belonging memories when it was the events' own span. */
  time: QueryAnalysis['time'];
}

/** Whether the question's window is one of its events' own span, which what belongs to the event may widen. */
export function widensTime(analysis: Pick<QueryAnalysis, 'time' | 'events'>): boolean {
  const { time } = analysis;
  return !!time?.strict && analysis.events.some((event) => event.name === time.text);
}

/**
 * The memories that belong to the question's events by what they say: taken before or after the
 * event (a screenshot, without a place of its own, up to a few months before; anything on the travel
 * days either side) and naming the city most of its members were taken in; and, by when they were
 * taken, the journey on the far side of a travel-day ticket.
 */
export async function tripContext(analysis: QueryAnalysis, sources: Pick<RetrievalSources, 'db' | 'eventMembers' | 'memberCities'>): Promise<TripContext> {
  const belonging = new Map<string, string[]>();
  let { time } = analysis;
  // A question may name many events (every trip to a city over ten years): their members' cities are
  // read in one query (and kept, by grounding) and the texts that may name them in one scan, not a
  // query and a scan per event.
  const [membersOf, cities] = await Promise.all([
    Promise.all(analysis.events.map((event) => sources.eventMembers([event.id]))),
    sources.memberCities(analysis.events.map((event) => event.id)),
  ]);
  const trips = analysis.events.flatMap((event, i) => {
    const members = membersOf[i]!;
    const city = mostCommon(members.map((id) => cities.get(id)).filter((c): c is string => !!c && c.length >= MIN_PLACE_CHARS));
    if (!city) return [];
    const start = Date.parse(`${event.start}Z`);
    const end = Date.parse(`${event.end}Z`);
    const names = new RegExp(`(^|[^\\p{L}])${escapeRegExp(city)}($|[^\\p{L}])`, 'iu');
    return [{ event, city, start, end, names, members: new Set(members) }];
  });
  if (trips.length === 0) return { belonging, time };
  // taken_at is UTC and the events' spans are wall clock: the SQL ranges are a day wider, rows are checked below.
  // `ocr_text IS NOT NULL` changes no answer (LIKE is never true of NULL); its index leaves the rows without text unread.
  // Tombstones are dropped as the rows are read: beside the time and text indices, intersecting
  // deleted_at's index too made the scan dearer (~20 % at 100k) than reading the column of the few rows left.
  // Only a memory without a place of its own can be a booking: the months before a trip are read for
  // those (lat's index), the travel days for all (~20 % less scanning at 100k than the months for all).
  const span = (from: number, to: number) => trips.map((t) => `(taken_at >= ${sqlNumber(from + t.start - 86_400_000)} AND taken_at <= ${sqlNumber(to + t.end + 86_400_000)})`).join(' OR ');
  const where = [
    'ocr_text IS NOT NULL',
    `(${span(-TRAVEL_MS, TRAVEL_MS)} OR (lat IS NULL AND (${span(-BOOKED_BEFORE_MS, TRAVEL_MS)})))`,
    `(${[...new Set(trips.map((t) => t.city.toLowerCase()))].map((c) => `lower(ocr_text) LIKE ${sqlString(`%${c}%`)}`).join(' OR ')})`,
  ].join(' AND ');
  // Narrow: a scan reads its columns for every memory in the windows, not only for those that match.
  const rows = (await sources.db.memoriesWhere(where, ['id', 'taken_at', 'taken_at_local', 'lat', 'ocr_text', 'deleted_at'])).filter((row) => row.deleted_at === null);
  /** The journey's stretch each side of a travel-day ticket, as a window of taken_at (UTC, as the ticket's own). */
  const journeys: Array<{ event: QueryAnalysis['events'][number]; members: Set<string>; from: number; to: number }> = [];
  const widen = (event: QueryAnalysis['events'][number], local: number) => {
    // The event's own span as the question's window reaches what belongs to it.
    if (time?.strict && time.text === event.name) {
      const at = new Date(local).toISOString().slice(0, 19);
      time = { ...time, from: at < time.from ? at : time.from, to: at > time.to ? at : time.to };
    }
  };
  for (const { event, start, end, names, members } of trips) {
    const found: string[] = [];
    for (const row of rows) {
      const local = localMs(row);
      if (members.has(row.id) || local === null || !names.test(row.ocr_text ?? '')) continue;
      const travel = local >= start - TRAVEL_MS && local <= end + TRAVEL_MS;
      const booked = row.lat === null && local >= start - BOOKED_BEFORE_MS && local <= end + TRAVEL_MS;
      if (!travel && !booked) continue;
      found.push(row.id);
      widen(event, local);
      if (travel && local < start) journeys.push({ event, members, from: row.taken_at! - JOURNEY_MS, to: row.taken_at! });
      if (travel && local > end) journeys.push({ event, members, from: row.taken_at!, to: row.taken_at! + JOURNEY_MS });
    }
    if (found.length > 0) belonging.set(event.id, found);
  }
  if (journeys.length > 0) {
    const around = await sources.db.memoriesWhere(
      `${NOT_DELETED_IN_WINDOW} AND (${journeys.map((j) => `(taken_at >= ${sqlNumber(j.from)} AND taken_at <= ${sqlNumber(j.to)})`).join(' OR ')})`,
      ['id', 'taken_at', 'taken_at_local'],
    );
    for (const { event, members, from, to } of journeys) {
      const found = belonging.get(event.id)!;
      for (const row of around) {
        if (members.has(row.id) || found.includes(row.id) || row.taken_at === null || row.taken_at < from || row.taken_at > to) continue;
        found.push(row.id);
        const local = localMs(row);
        if (local !== null) widen(event, local);
      }
    }
  }
  return { belonging, time };
}

function mostCommon(values: string[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | null = null;
  for (const [v, n] of counts) if (best === null || n > counts.get(best)!) best = v;
  return best;
}


/** Memories taken at the place between two times, as SQL. */
const located = (p: QueryAnalysis['places'][number], from: number, to: number) =>
  `deleted_at IS NULL AND lat IS NOT NULL AND taken_at > ${sqlNumber(from)} AND taken_at < ${sqlNumber(to)} AND ${placeSql(p)}`;

/**
 * The tickets of a journey's edges. A screenshot has no GPS and its journey line is not always read
 * as one (OCR drops the arrow: "HOME STATION CITY CENTRAL"), yet its time tells its direction: one
 * naming the destination taken on the day before the first photos there is the way out, one naming
 * the origin taken on the day after photos there is the way back from it. Returns the ids of the
 * candidates that are such edges of the question's route (GPS-less, or located away from the end they
 * name), the nearest the stay for each end. Retrieval asks only when no
 * candidate reads as the journey by its text: a ticket that does is better evidence than a booking
 * made the evening before arriving.
 */
export async function routeEdges(
  rows: ReadonlyArray<Pick<MemoryRow, 'id' | 'lat' | 'lon' | 'ocr_text' | 'taken_at' | 'taken_at_local'>>,
  route: QueryAnalysis['places'],
  db: Pick<RetrievalSources['db'], 'memoriesWhere'>,
): Promise<Set<string>> {
  const out = new Set<string>();
  const checks = rows.flatMap((row) => {
    if (row.taken_at === null || !row.ocr_text) return [];
    return route.flatMap((p) => {
      if (!p.route || p.label.length < MIN_PLACE_CHARS) return [];
      // A ticket photographed at the other end counts (it is located, not there); one taken there is of the stay.
      if (row.lat !== null && row.lon !== null && distanceKm(row.lat, row.lon, p.lat, p.lon) <= p.radiusKm) return [];
      const names = new RegExp(`(^|[^\\p{L}])${escapeRegExp(p.label)}($|[^\\p{L}])`, 'iu');
      if (!names.test(row.ocr_text!)) return [];
      // The way out comes before the stay (nothing there in the day before it, something in the day
      // after); the way back from a place, after it. A return ticket screenshotted during the stay is neither.
      const t = row.taken_at!;
      const before = located(p, t - TRAVEL_MS, t);
      const after = located(p, t, t + TRAVEL_MS);
      const nearness = p.route === 'destination' ? t : -t;
      return [{ id: row.id, label: p.label, nearness, edge: p.route === 'destination' ? { yes: after, no: before } : { yes: before, no: after } }];
    });
  });
  const edges = (await Promise.all(checks.map(async (check) => {
    const [yes, no] = await Promise.all([db.memoriesWhere(check.edge.yes, ['id'], { limit: 1 }), db.memoriesWhere(check.edge.no, ['id'], { limit: 1 })]);
    return yes.length > 0 && no.length === 0 ? [check] : [];
  }))).flat();
  // The journey is the edge nearest the stay: a ticket of the travel morning, not the lodging booked the evening before.
  for (const label of new Set(edges.map((e) => e.label))) {
    const mine = edges.filter((e) => e.label === label);
    const nearest = Math.max(...mine.map((e) => e.nearness));
    for (const e of mine) if (e.nearness === nearest) out.add(e.id);
  }
  return out;
}
