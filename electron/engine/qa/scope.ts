/**
 * What a question narrows its memories to: a time, places, a journey, events. As SQL the database
 * runs (a coarse, indexed prefilter) and as tests on rows (the exact check).
 */
import type { QueryAnalysis } from '../../../shared/qa';
import { findPlacesInText } from '../place/gazetteer';
import { distanceKm } from '../place/geo';
import { sqlNumber, sqlString } from '../store/database';
import type { MemoryRow } from '../store/schema';
import { otherNamesOf } from './lexicon/abroad';
import { printedFor } from './planned';
import { escapeRegExp } from './text-lines';

export interface Scope {
  time: QueryAnalysis['time'];
  /** Where the memory was taken. */
  places: QueryAnalysis['places'];
  /** The ends of a journey its text names: different evidence from where it was taken. */
  route: QueryAnalysis['places'];
  events: QueryAnalysis['events'];
}

/** The question's scope, without the signals an ablation switches off. */
export function scopeOf(analysis: QueryAnalysis, ablate: { time?: boolean; place?: boolean; events?: boolean }): Scope {
  const named = ablate.place ? [] : analysis.places;
  return {
    time: ablate.time ? null : analysis.time,
    places: named.filter((p) => !p.route),
    route: named.filter((p) => p.route),
    events: ablate.events ? [] : analysis.events,
  };
}

/** The widest UTC offset: a wall-clock range is within this of the same range in UTC. */
export const MAX_OFFSET_MS = 14 * 3_600_000;

/**
 * A wall-clock range as a plain range on taken_at, which uses its index; offsets are at most ±14 h,
 * and the exact local-time check runs on the rows afterwards.
 */
export function takenAtWindowSql(time: NonNullable<QueryAnalysis['time']>): string {
  const { from, to } = takenAtWindow(time);
  return `taken_at >= ${sqlNumber(from)} AND taken_at <= ${sqlNumber(to)}`;
}

/** The same range as takenAtWindowSql, for rows already read. */
export function takenAtWindow(time: NonNullable<QueryAnalysis['time']>): { from: number; to: number } {
  const { from, to } = localWindow(time);
  return { from: from - MAX_OFFSET_MS, to: to + MAX_OFFSET_MS };
}

/** The asked window's ends on the wall clock `localMs` reads (no zone margin: both sides are local). */
export function localWindow(time: NonNullable<QueryAnalysis['time']>): { from: number; to: number } {
  return { from: Date.parse(`${time.from}Z`), to: Date.parse(`${time.to}Z`) };
}

/**
 * Whether a memory was taken inside the asked window, on its own wall clock, or is a plan for it
 * (planned.ts): the ticket bought weeks before the gig is about the night it prints. A screenshot has
 * no country of its own to say which way round its dates are: the library's home says (date-order.ts).
 */
export function aboutWindow(row: Pick<MemoryRow, 'taken_at_local' | 'taken_at' | 'ocr_text' | 'place_country_code'>, time: NonNullable<QueryAnalysis['time']>, home?: string): boolean {
  const local = localMs(row);
  if (local === null) return false;
  const window = localWindow(time);
  return (local >= window.from && local <= window.to) || printedFor(row.ocr_text, local, window, row.place_country_code ?? home ?? null);
}

export function localMs(row: Pick<MemoryRow, 'taken_at_local' | 'taken_at'>): number | null {
  if (row.taken_at_local) return Date.parse(`${row.taken_at_local}Z`);
  return row.taken_at;
}

export function matchesPlace(row: Pick<MemoryRow, 'lat' | 'lon' | 'place_city' | 'place_region' | 'place_country' | 'ocr_text' | 'caption' | 'transcript'>, places: QueryAnalysis['places']): boolean {
  return places.some((p) => {
    if (row.lat !== null && row.lon !== null && insideArea(row, p)) return true;
    const label = p.label.toLowerCase();
    if ([row.place_city, row.place_region, row.place_country].some((v) => v?.toLowerCase() === label)) return true;
    // A screenshot of a boarding pass to Honolulu is about Honolulu though it has no GPS.
    return row.lat === null && [row.ocr_text, row.caption, row.transcript].some((t) => t?.toLowerCase().includes(label));
  });
}

/** Whether a located memory lies in the place: in its region or country by name where the memory's town has one, else within its radius. */
export function insideArea(row: Pick<MemoryRow, 'lat' | 'lon' | 'place_region' | 'place_country'>, p: QueryAnalysis['places'][number]): boolean {
  const named = p.within === 'country' ? row.place_country : p.within === 'region' ? row.place_region : null;
  if (named) return named.toLowerCase() === p.label.toLowerCase();
  return distanceKm(row.lat!, row.lon!, p.lat, p.lon) <= p.radiusKm;
}

/** Whether fewer than half the located memories lie in the places (none asked: false). */
export function mostlyElsewhere(rows: ReadonlyArray<Pick<MemoryRow, 'lat' | 'lon' | 'place_region' | 'place_country'>>, places: QueryAnalysis['places']): boolean {
  const located = rows.filter((r) => r.lat !== null && r.lon !== null);
  return places.length > 0 && located.filter((r) => places.some((p) => insideArea(r, p))).length * 2 < located.length;
}

/**
 * The local days' span (ms) from the first located memory in the places to the last, when some located
 * memory lies outside them (a trip through two towns); null when none does, or no place is asked.
 */
export function visitWithin(rows: ReadonlyArray<Pick<MemoryRow, 'lat' | 'lon' | 'place_region' | 'place_country' | 'taken_at' | 'taken_at_local'>>, places: QueryAnalysis['places']): { from: number; to: number } | null {
  const located = rows.filter((r) => r.lat !== null && r.lon !== null);
  const there = located.filter((r) => places.some((p) => insideArea(r, p))).map(localMs).filter((t): t is number => t !== null);
  if (places.length === 0 || there.length === 0 || there.length === located.length) return null;
  return { from: Math.min(...there), to: Math.max(...there) };
}

/** Whether the memory's own text names one of the places (a whole word, any case). */
export function namesPlace(row: Pick<MemoryRow, 'ocr_text'>, named: readonly RegExp[]): boolean {
  const text = row.ocr_text;
  if (!text) return false;
  return named.some((re) => re.test(text));
}

/** The places' names as whole-word patterns, built once per question rather than once per row. */
export function placeNamePatterns(places: QueryAnalysis['places']): RegExp[] {
  return places.map((p) => new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(p.label)}(?=[^\\p{L}]|$)`, 'iu'));
}

/** A place as a predicate the database can run: within its radius (a box around it) or named so. */
export function placeSql(p: QueryAnalysis['places'][number]): string {
  const dLat = p.radiusKm / 111;
  const dLon = p.radiusKm / (111 * Math.max(0.05, Math.cos((p.lat * Math.PI) / 180)));
  const box = `(lat >= ${sqlNumber(p.lat - dLat)} AND lat <= ${sqlNumber(p.lat + dLat)} AND lon >= ${sqlNumber(p.lon - dLon)} AND lon <= ${sqlNumber(p.lon + dLon)})`;
  const label = sqlString(p.label);
  const inBox = p.within ? `(${box} AND place_${p.within} IS NULL)` : box;
  return `(${inBox} OR place_city = ${label} OR place_region = ${label} OR place_country = ${label})`;
}

/**
 * Whether a line of the memory's text runs the way the journey does: "Seattle to Honolulu",
 * "SEATTLE - PORTLAND", "→ HNL"-style tickets put the origin first. A return ticket names the same
 * two places the other way round. Made once per question: ranking asks it of every candidate, whose
 * texts share lines, and the ends' names do not change from one candidate to the next.
 */
export function routeFollower(route: QueryAnalysis['places']): (row: Pick<MemoryRow, 'ocr_text' | 'caption' | 'description' | 'transcript'>) => boolean {
  // A ticket abroad prints the town's own name ("Roma Termini → Firenze") for the one asked ("Florence").
  const names = (end: string) => route.filter((p) => p.route === end).flatMap((p) => [p.label.toLowerCase(), ...otherNamesOf(p.label.toLowerCase().replace(/ /g, '_'))]);
  const [origins, destinations] = [names('origin'), names('destination')];
  // A line's places are read once for all the ends' names and all the candidates that print it.
  const read = new Map<string, ReturnType<typeof findPlacesInText>>();
  const placesIn = (line: string) => read.get(line) ?? read.set(line, findPlacesInText(line)).get(line)!;
  return (row) => {
    const lines = [row.ocr_text, row.caption, row.description, row.transcript].flatMap((t) => t?.toLowerCase().split('\n') ?? []);
    return (origins.length > 0 ? origins : [undefined]).some((o) => (destinations.length > 0 ? destinations : [undefined]).some((d) => runsFromTo(lines, o, d, placesIn)));
  };
}

function runsFromTo(lines: string[], origin: string | undefined, destination: string | undefined, placesIn: (line: string) => ReturnType<typeof findPlacesInText>): boolean {
  return lines.some((line) => {
    const from = origin ? line.indexOf(origin) : -1;
    const to = destination ? line.indexOf(destination) : -1;
    if (origin && destination && from >= 0 && to > from) return true;
    if (!origin && destination && to >= 0 && /(\bto|→|->|–|-)\s*$/.test(line.slice(0, to))) return true;
    if (origin && !destination && from >= 0 && (/\bfrom\s*$/.test(line.slice(0, from)) || /^\s*(to\b|→|->|–|-)/.test(line.slice(from + origin.length)))) return true;
    return JOURNEY_LINE.test(line) && followsRouteByPlace(placesIn(line), origin, destination);
  });
}

/** A line that may be a journey: two ends joined by "to", an arrow or a dash. */
const JOURNEY_LINE = /\S\s*(?:\bto\b|→|->|–|-)\s*\S/;

/**
 * A journey's ends named by a place inside what was asked: "Osaka to Sapporo" runs to Japan, "LYON
 * - PARIS" from France's Lyon. The gazetteer reads the line's places in order; an end matches a
 * place of the question when it is that city or lies in that region or country.
 */
function followsRouteByPlace(named: ReturnType<typeof findPlacesInText>, origin: string | undefined, destination: string | undefined): boolean {
  if (named.length < 2) return false;
  const at = (label: string) => named.findIndex((p) => [p.city, p.region, p.country].some((v) => v?.toLowerCase() === label));
  const from = origin ? at(origin) : -1;
  const to = destination ? at(destination) : -1;
  if (origin && destination) return from >= 0 && to > from;
  if (destination) return to > 0;
  return from === 0;
}
