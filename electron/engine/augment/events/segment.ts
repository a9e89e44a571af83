import { cellKey, distanceKm, median } from '../../place/geo';
import { describeRange, namePlace } from './naming';

/** One memory as the timeline sees it. */
export interface TimelineItem {
  id: string;
  /** Epoch ms, UTC. */
  takenAt: number;
  /** The wall clock where it was taken, as epoch ms read as UTC: days are counted on it. */
  local: number;
  lat: number | null;
  lon: number | null;
  city: string | null;
  region: string | null;
  country: string | null;
}

export interface Anchor {
  lat: number;
  lon: number;
  city: string | null;
  /** Distinct days with photos there. */
  days: number;
}

export type EventKind = 'trip' | 'day-trip' | 'outing' | 'recurring' | 'event';

export interface DetectedEvent {
  kind: EventKind;
  name: string;
  /** Local wall-clock span, epoch ms read as UTC. */
  start: number;
  end: number;
  place: string | null;
  memberIds: string[];
  /** For recurring visits: the local days (YYYY-MM-DD) of each visit. */
  visits?: string[];
}

/**
 * Thresholds, each with its reason. Ente's trips use a 25 km radius; a metro area's suburbs reach
 * further, so "away" starts at 50 km. LibrePhotos splits at 1.5-day gaps; a trip here survives a
 * 3-day photo silence (a quiet day, an overnight flight) and ends when a photo is taken at home.
 */
export const SEGMENT = {
  awayKm: 50,
  maxTripGapMs: 3 * 86_400_000,
  /** Home is where photos were taken on the most distinct days; it needs a few to count. */
  minHomeDays: 3,
  homeCellKm: 10,
  /** A place (gym, office, café) is a 150 m cell. */
  placeCellKm: 0.15,
  /** An outing at home: this many photos at one place within one day, away from the home point. */
  minOutingPhotos: 5,
  minOutingKmFromHome: 1,
  /** A recurring place: visited on this many distinct days. */
  minRecurringDays: 3,
} as const;

const dayOf = (local: number): string => new Date(local).toISOString().slice(0, 10);
const located = (i: TimelineItem): i is TimelineItem & { lat: number; lon: number } => i.lat !== null && i.lon !== null;

/** Home: the area with photos on the most distinct days (not the most photos: a trip has many). */
export function detectHome(items: TimelineItem[]): Anchor | null {
  const byCell = new Map<string, Array<TimelineItem & { lat: number; lon: number }>>();
  for (const item of items.filter(located)) {
    pushTo(byCell, cellKey(item.lat, item.lon, SEGMENT.homeCellKm), item);
  }
  let best: { points: Array<TimelineItem & { lat: number; lon: number }>; days: number } | null = null;
  for (const points of byCell.values()) {
    const days = new Set(points.map((p) => dayOf(p.local))).size;
    if (!best || days > best.days) best = { points, days };
  }
  if (!best || best.days < SEGMENT.minHomeDays) return null;
  // The home point: the busiest place cell inside the home area.
  const places = groupByPlace(best.points);
  const top = [...places.values()].sort((a, b) => distinctDays(b) - distinctDays(a))[0] ?? best.points;
  return {
    lat: median(top.map((p) => p.lat)),
    lon: median(top.map((p) => p.lon)),
    city: mostCommon(best.points.map((p) => p.city)),
    days: best.days,
  };
}

/**
 * Model-free events from time and place alone: trips away from home (split when the user is back
 * home or after a long silence; photos without GPS inside a trip join it), outings and recurring
 * places near home.
 */
export function segmentTimeline(input: TimelineItem[]): { home: Anchor | null; events: DetectedEvent[] } {
  const items = [...input].sort((a, b) => a.takenAt - b.takenAt);
  const home = detectHome(items);
  if (!home) return { home, events: [] };
  const isAway = (i: TimelineItem): boolean => located(i) && distanceKm(i.lat, i.lon, home.lat, home.lon) > SEGMENT.awayKm;
  const isHome = (i: TimelineItem): boolean => located(i) && !isAway(i);

  const events: DetectedEvent[] = [];
  let run: TimelineItem[] = [];
  let pendingUnlocated: TimelineItem[] = [];
  const closeRun = () => {
    if (run.length > 0) events.push(tripEvent(run));
    run = [];
    pendingUnlocated = [];
  };
  for (const item of items) {
    if (isAway(item)) {
      const last = run[run.length - 1];
      if (last && item.takenAt - last.takenAt > SEGMENT.maxTripGapMs) closeRun();
      // Photos without GPS between two away photos of one trip belong to it.
      run.push(...pendingUnlocated, item);
      pendingUnlocated = [];
    } else if (isHome(item)) {
      closeRun();
    } else if (run.length > 0) {
      pendingUnlocated.push(item);
    }
  }
  closeRun();

  const homeItems = items.filter((i) => isHome(i));
  events.push(...outings(homeItems, home), ...recurring(homeItems, home));
  return { home, events: events.sort((a, b) => a.start - b.start) };
}

function tripEvent(members: TimelineItem[]): DetectedEvent {
  const start = Math.min(...members.map((m) => m.local));
  const end = Math.max(...members.map((m) => m.local));
  const place = namePlace(members);
  const days = new Set(members.map((m) => dayOf(m.local))).size;
  const kind: EventKind = days >= 2 ? 'trip' : 'day-trip';
  const prefix = kind === 'trip' ? 'Trip to' : 'Day trip to';
  return { kind, name: `${prefix} ${place ?? 'somewhere new'}, ${describeRange(start, end)}`, start, end, place, memberIds: members.map((m) => m.id) };
}

/** Several photos at one place on one day, away from the home point: a party, a hike, a game. */
function outings(homeItems: TimelineItem[], home: Anchor): DetectedEvent[] {
  const out: DetectedEvent[] = [];
  const byDay = new Map<string, TimelineItem[]>();
  for (const item of homeItems) pushTo(byDay, dayOf(item.local), item);
  for (const dayItems of byDay.values()) {
    for (const group of groupByPlace(dayItems.filter(located)).values()) {
      if (group.length < SEGMENT.minOutingPhotos) continue;
      const lat = median(group.map((g) => g.lat));
      const lon = median(group.map((g) => g.lon));
      if (distanceKm(lat, lon, home.lat, home.lon) < SEGMENT.minOutingKmFromHome) continue;
      const start = Math.min(...group.map((m) => m.local));
      const end = Math.max(...group.map((m) => m.local));
      const place = namePlace(group);
      out.push({ kind: 'outing', name: `Outing in ${place ?? 'town'}, ${describeRange(start, end)}`, start, end, place, memberIds: group.map((g) => g.id) });
    }
  }
  return out;
}

/** A place near home visited on several distinct days (not the home point itself): the gym, a café. */
function recurring(homeItems: TimelineItem[], home: Anchor): DetectedEvent[] {
  const out: DetectedEvent[] = [];
  for (const group of groupByPlace(homeItems.filter(located)).values()) {
    const days = [...new Set(group.map((g) => dayOf(g.local)))].sort();
    if (days.length < SEGMENT.minRecurringDays) continue;
    const lat = median(group.map((g) => g.lat));
    const lon = median(group.map((g) => g.lon));
    if (distanceKm(lat, lon, home.lat, home.lon) < SEGMENT.placeCellKm * 2) continue;
    const start = Math.min(...group.map((m) => m.local));
    const end = Math.max(...group.map((m) => m.local));
    const place = namePlace(group);
    out.push({
      kind: 'recurring',
      name: `Regular visits in ${place ?? 'town'} (${days.length} days, ${describeRange(start, end)})`,
      start, end, place, memberIds: group.map((g) => g.id), visits: days,
    });
  }
  return out;
}

function groupByPlace<T extends TimelineItem & { lat: number; lon: number }>(items: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) pushTo(out, cellKey(item.lat, item.lon, SEGMENT.placeCellKm), item);
  return out;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function distinctDays(items: TimelineItem[]): number {
  return new Set(items.map((i) => dayOf(i.local))).size;
}

function mostCommon(values: Array<string | null>): string | null {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

