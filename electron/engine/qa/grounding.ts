import type { QueryAnalysis } from '../../../shared/qa';
import { localIso } from '../augment/events/summary';
import type { EventsService } from '../augment/events/events';
import { members, type EventRow } from '../augment/events/event-store';
import { contentWords } from '../augment/similarity';
import { occurrenceText, previousOccurrence } from '../search/date-range';
import { homeRegionsOf, type HomeRegion } from '../search/holiday-calendars';
import { NOT_DELETED_IN_WINDOW, sqlNumber, sqlString, type Database } from '../store/database';
import { CITY_RADIUS_KM, extentOf, type EventRef } from './analyze';
import { countriesByCode, townBeside, unknownNames } from './place-alias';
import { groundTowns } from './library-town';
import type { Candidate } from './fusion';
import { RANK_COLUMNS } from './gather';
import { effective } from '../store/corrections';
import { foldAccents } from '../store/text-grams';
import { insideArea, localMs, localWindow, MAX_OFFSET_MS, mostlyElsewhere, placeSql } from './scope';
import { stayDays } from './trip-span';
import { escapeRegExp } from './text-lines';

const DAY_MS = 86_400_000;
/** Members of a trip whose places a ticket may name (every town of a week away, not all its photos). */
const TRIP_PLACE_SAMPLE = 200;
/** Photos read to list the visits to a place: enough for years of trips, not every photo of home. */
const VISIT_SAMPLE = 5000;
/** Members of an event whose places say where it was: a trip's photos agree on their region. */
const PLACE_SAMPLE = 3;
/** Geotagged photos read to tell where the library lives: its hemisphere, countries and regions. */
const HOME_SAMPLE = 200;
/** How far back a bare month or season ("in March") may reach for one with photos, and a weekday. */
const LOOKBACK = { year: 5, week: 52 } as const;

/**
 * What the library itself says about a question before and after retrieval: which events there are
 * and where they were, whether a named time or place holds any photos, and the evidence's OCR layout.
 * The analyser reads only the question; these answers need the database.
 */
/** Documents read for a name the gazetteer does not know: its bookings and tickets, not every mention. */
const ALIAS_DOCS = 20;

export interface Home {
  southern: boolean;
  regions: HomeRegion[];
}

export class LibraryGrounding {
  /** Event id → the cities, regions and countries of a few of its members (see eventRefs). */
  private readonly eventPlaces = new Map<string, string[]>();
  /**
   * The active events (newest first) and what questions look up in them, built once per generation
   * of the events table: thousands of events were copied, sorted and mapped on every question.
   */
  private index: Promise<EventIndex> | null = null;

  /**
   * Event id → where each of its members was taken (member id → place_city), kept until the events or
   * any memory change: a question naming a trip read its few hundred members' rows every time.
   */
  private readonly cities = new Map<string, Promise<Map<string, string | null>>>();
  /** The events index the kept cities were read against. */
  private citiesOf: Promise<EventIndex> | null = null;

  /** Where the library lives, kept until memories are written (it sorted every geotagged row on each question). */
  private homeRead: Promise<Home> | null = null;

  constructor(
    private readonly db: Database,
    private readonly events: EventsService,
  ) {
    db.onMemoriesWritten(() => {
      this.homeRead = null;
      this.cities.clear();
    });
  }

  /**
   * A bare month, season or weekday whose latest occurrence holds no memories means the latest one
   * that does ("in March" asked when this March has no photos is last year's), and the time's text
   * says which. One existence check per occurrence, newest first; nothing in reach keeps the latest.
   */
  async latestWithPhotos(time: NonNullable<QueryAnalysis['time']>): Promise<NonNullable<QueryAnalysis['time']>> {
    const recurs = time.recurs!;
    const latest = localWindow(time);
    const steps = LOOKBACK[recurs.every];
    const oldest = previousOccurrence(latest, recurs, steps);
    // A library with nothing in the whole reach answers with one query, not one per occurrence.
    if (!(await this.holdsMemories(oldest.from, latest.to))) return time;
    for (let i = 0; i <= steps; i++) {
      const range = previousOccurrence(latest, recurs, i);
      if (!(await this.holdsMemories(range.from, range.to))) continue;
      if (i === 0) return time;
      return { ...time, from: localIso(range.from), to: localIso(range.to), text: `${occurrenceText(range, recurs)} (the latest ${recurs.label} with photos)` };
    }
    return time;
  }

  /** Whether any memory's wall clock falls in the range (local ms); `taken_at`'s index narrows first. */
  private async holdsMemories(from: number, to: number): Promise<boolean> {
    const local = `((taken_at_local IS NOT NULL AND taken_at_local >= ${sqlString(localIso(from))} AND taken_at_local <= ${sqlString(localIso(to))}) OR (taken_at_local IS NULL AND taken_at >= ${sqlNumber(from)} AND taken_at <= ${sqlNumber(to)}))`;
    const where = `${NOT_DELETED_IN_WINDOW} AND taken_at >= ${sqlNumber(from - MAX_OFFSET_MS)} AND taken_at <= ${sqlNumber(to + MAX_OFFSET_MS)} AND ${local}`;
    return (await this.db.memoriesWhere(where, ['id'], { limit: 1 })).length > 0;
  }

  /**
   * Where the library's owner lives, from the newest geotagged photos (home outweighs trips): south of
   * the equator or not, for what "summer" means (unknown, no GPS, reads as north); and the countries
   * and regions, most photos first, whose calendars date a holiday.
   */
  home(): Promise<Home> {
    if (!this.homeRead) {
      const read = (async () => {
        const rows = await this.db.memoriesWhere('deleted_at IS NULL AND lat IS NOT NULL', ['lat', 'place_country_code', 'place_region'], { newestFirst: true, limit: HOME_SAMPLE });
        return { southern: rows.filter((r) => r.lat! < 0).length * 2 > rows.length, regions: homeRegionsOf(rows) };
      })();
      this.homeRead = read;
      read.catch(() => {
        if (this.homeRead === read) this.homeRead = null;
      });
    }
    return this.homeRead;
  }

  /**
   * Events as the analyser matches them, with the regions and countries their members were taken in:
   * a trip named for a small town ("Trip to Wailea") is still a trip to the region the question names
   * ("my second trip to Hawaii"). A few members' places are read once per event and kept. The same
   * list, shared and so read only, comes back until the events change: the analyser indexes it once.
   */
  async eventRefs(): Promise<readonly EventRef[]> {
    const index = await this.eventIndex();
    if (!index.refs) {
      const refs = this.refsOf(index.events);
      index.refs = refs;
      // A failed read of members' places is not kept either.
      refs.catch(() => {
        if (index.refs === refs) index.refs = null;
      });
    }
    return await index.refs;
  }

  /** The active events, newest first, as `EventsService.list` gives them; shared, so read only. */
  async activeEvents(): Promise<readonly EventRow[]> {
    return (await this.eventIndex()).events;
  }

  /**
   * For each of the memories that is a member of a trip (or a day trip), that trip's members: the
   * trip is the occasion a photo was taken on, whatever the photo shows.
   */
  async tripMates(ids: readonly string[]): Promise<Map<string, readonly string[]>> {
    const index = await this.eventIndex();
    index.trips ??= tripsByMember(index.events);
    const out = new Map<string, readonly string[]>();
    for (const id of ids) {
      const trip = index.trips.get(id);
      if (trip) out.set(id, trip);
    }
    return out;
  }

  /**
   * The trip's memories besides those already cited, oldest first, as references: "how long was the
   * trip" is answered by the trip, and its memories are the evidence whatever each of them shows. Its
   * span is the one its tickets gave (tripAround): the screenshots without a place taken then (the
   * boarding passes, a booking made on the way) are the trip's too.
   */
  async tripEvidence(trip: QueryAnalysis['events'][number], cited: readonly Candidate[]): Promise<Candidate[]> {
    const have = new Set(cited.map((c) => c.row.id));
    const span = localWindow({ from: trip.start, to: trip.end, text: trip.name, strict: true });
    const [members, unplaced] = await Promise.all([
      this.eventMembers([trip.id]),
      this.db.memoriesWhere(`${NOT_DELETED_IN_WINDOW} AND lat IS NULL AND taken_at >= ${sqlNumber(span.from - MAX_OFFSET_MS)} AND taken_at <= ${sqlNumber(span.to + MAX_OFFSET_MS)}`, ['id', 'taken_at', 'taken_at_local']),
    ]);
    const during = unplaced.filter((r) => {
      const local = localMs(r);
      return local !== null && local >= span.from && local <= span.to;
    });
    const ids = [...new Set([...members, ...during.map((r) => r.id)])].filter((id) => !have.has(id));
    if (ids.length === 0) return [];
    // A visit to one town of the trip (stayDays) cites the days there, not the trip's other towns.
    const within = (r: Candidate['row']) => (localMs(r) ?? span.from) >= span.from && (localMs(r) ?? span.to) <= span.to;
    const rows = (await this.db.memoriesById(ids, RANK_COLUMNS)).map(effective).filter((r) => r.deleted_at === null && within(r));
    rows.sort((a, b) => (a.taken_at ?? Infinity) - (b.taken_at ?? Infinity));
    return rows.map((row) => ({ row, score: 0, similarity: 0, covers: 0, why: `part of ${trip.name}` }));
  }

  /** The members of the given events, in the events' order (newest first). */
  async eventMembers(ids: readonly string[]): Promise<string[]> {
    const wanted = new Set(ids);
    return (await this.eventIndex()).events.filter((e) => wanted.has(e.id)).flatMap((e) => members(e));
  }

  /**
   * Where each member of the given events was taken (its place_city, as stored), by member id. The
   * events not kept yet are read in one query (a question may name every trip to a city in ten years).
   */
  async memberCities(ids: readonly string[]): Promise<Map<string, string | null>> {
    const index = this.eventIndex();
    const { events } = await index;
    if (this.citiesOf !== index) {
      this.cities.clear();
      this.citiesOf = index;
    }
    const missing = events.filter((e) => ids.includes(e.id) && !this.cities.has(e.id));
    if (missing.length > 0) {
      const read = this.db.memoriesById([...new Set(missing.flatMap((e) => members(e)))], ['id', 'place_city']).then((rows) => new Map(rows.map((r) => [r.id, r.place_city])));
      for (const e of missing) {
        const mine = read.then((all) => new Map(members(e).flatMap((m) => (all.has(m) ? [[m, all.get(m)!] as const] : []))));
        this.cities.set(e.id, mine);
        // A failed read is not kept: the next question reads again.
        mine.catch(() => {
          if (this.cities.get(e.id) === mine) this.cities.delete(e.id);
        });
      }
    }
    // Taken before waiting: a write meanwhile empties the cache, not this question's reads.
    const reads = ids.flatMap((id) => this.cities.get(id) ?? []);
    const out = new Map<string, string | null>();
    for (const read of reads) for (const [m, city] of await read) out.set(m, city);
    return out;
  }

  private eventIndex(): Promise<EventIndex> {
    const generation = this.events.store.generation;
    if (this.index === null || this.indexGeneration !== generation) {
      this.indexGeneration = generation;
      this.index = this.events.list().then((events) => ({ events, refs: null, days: null, trips: null }));
      // A failed read is not kept: the next question reads again.
      this.index.catch(() => {
        if (this.indexGeneration === generation) this.index = null;
      });
    }
    return this.index;
  }

  private indexGeneration = -1;

  private async refsOf(events: readonly EventRow[]): Promise<EventRef[]> {
    const missing = events.filter((e) => e.kind !== 'event' && e.kind !== 'recurring' && !this.eventPlaces.has(e.id));
    if (missing.length > 0) {
      const sample = new Map(missing.map((e) => [e.id, members(e).slice(0, PLACE_SAMPLE)]));
      const rows = await this.db.memoriesById([...sample.values()].flat(), ['id', 'place_city', 'place_region', 'place_country']);
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const [id, ids] of sample) {
        const places = ids.map((m) => byId.get(m)).flatMap((r) => (r ? [r.place_city, r.place_region, r.place_country] : []));
        this.eventPlaces.set(id, [...new Set(places.filter((p): p is string => !!p))]);
      }
    }
    return events.map((e) => ({ id: e.id, name: e.name, kind: e.kind, place: e.place, start: e.start, end: e.end, regions: this.eventPlaces.get(e.id) ?? [] }));
  }

  /**
   * A place name that qualifies a noun ("the Bergen concert") where no photo was taken is a name, not a
   * filter: the gazetteer knows a Bergen in Norway, the ticket says BERGEN PHILHARMONIC; it becomes words
   * to match. A place asked about as such ("in Rome") stays a filter, and finding nothing there is the answer.
   */
  async groundPlaces(analysis: QueryAnalysis): Promise<void> {
    // Which town a name means, by where the library's photos were taken (library-town.ts); the words people, events and time were read from name none.
    const known = [...analysis.people.map((p) => p.name), ...analysis.events.map((e) => e.name), ...(analysis.time ? [analysis.time.text] : [])];
    await groundTowns(analysis, known, (where, limit) => this.db.memoriesWhere(`deleted_at IS NULL AND (${where})`, ['lat', 'lon', 'place_city', 'place_region', 'place_country'], { limit }));
    const kept: QueryAnalysis['places'] = [];
    const question = foldAccents(analysis.question); // "the Zurich concert" names Zürich, "the Malmö concert" Malmo
    for (const p of analysis.places) {
      const label = escapeRegExp(foldAccents(p.label));
      // A possessive qualifies its noun too: "Anna's birthday" is whose it is, a person before a town.
      const modifier = !p.route && new RegExp(`\\b${label}(?:['’]s)?\\s+(?!(?:in|on|at|to|from|and|or|during|last|this|next|for|with)\\b)[a-z]{3,}`, 'i').test(question);
      // A town's name after "the" ("at the <town>") is a venue named after it, unless the library was there.
      const venue = !p.route && new RegExp(`\\bthe\\s+${label}\\b`, 'i').test(question);
      if ((modifier || venue) && !(await this.photosIn(p))) {
        analysis.terms = [...new Set([...analysis.terms, ...contentWords(p.label)])];
        continue;
      }
      kept.push(p);
    }
    analysis.places = kept;
    if (kept.length > 0) return;
    // A country written as its code, where the library has photos (place-alias.ts).
    for (const c of countriesByCode(analysis.question)) {
      const place = { label: c.country, lat: c.lat, lon: c.lon, ...extentOf(c) };
      if (await this.photosIn(place)) analysis.places.push(place);
    }
    if (analysis.places.length > 0) return;
    // A name the gazetteer does not know, that documents print beside a town it does (place-alias.ts).
    const names = unknownNames(analysis.question, known);
    // Each name's documents are searched side by side; the towns are taken in the question's order.
    const towns = await Promise.all(names.map(async (name) => townBeside(name, await this.documentsNaming(name))));
    for (const town of towns) if (town) analysis.places.push({ label: town.city, lat: town.lat, lon: town.lon, radiusKm: CITY_RADIUS_KM });
  }

  /**
   * The texts of the documents that best match a name. Asked without a filter, as retrieval's
   * full-text queries are (a prefilter on deleted_at costs a pass over its index, ~0.5–1 CPU-ms at 100k
   * memories, before the answer's retrieval can start); only when a removed memory is among the
   * hits is the query asked again without the removed ones.
   */
  private async documentsNaming(name: string): Promise<string[]> {
    const hits = await this.db.searchText(name, ALIAS_DOCS, null, ['ocr_text', 'deleted_at']);
    const live = hits.some((h) => h.deleted_at !== null) ? await this.db.searchText(name, ALIAS_DOCS, 'deleted_at IS NULL', ['ocr_text']) : hits;
    return live.map((r) => r.ocr_text ?? '');
  }

  private async photosIn(p: QueryAnalysis['places'][number]): Promise<boolean> {
    return (await this.db.memoriesWhere(`deleted_at IS NULL AND ${placeSql(p)}`, ['id'], { limit: 1 })).length > 0;
  }

  /** When photos were taken in the places (local ms, up to VISIT_SAMPLE of them): the visits "when was I in" lists. */
  async timesIn(places: QueryAnalysis['places']): Promise<number[]> {
    const rows = await this.db.memoriesWhere(`deleted_at IS NULL AND (${places.map(placeSql).join(' OR ')})`, ['lat', 'lon', 'place_region', 'place_country', 'taken_at', 'taken_at_local'], { limit: VISIT_SAMPLE });
    return rows.filter((r) => r.lat !== null && places.some((p) => insideArea(r, p))).flatMap((r) => localMs(r) ?? []);
  }

  /** OCR layouts (line boxes) of the memories an answer measures (layouts.ts says which). */
  async layouts(ids: string[]): Promise<Map<string, string | null>> {
    return new Map((await this.db.memoriesById(ids, ['id', 'ocr_json'])).map((r) => [r.id, r.ocr_json]));
  }

  /**
   * "How many nights was I away for the harvest fair?": the length of the trip the asked-about thing happened
   * on, not of the thing (a conference's badge photos span two days of a four-night trip). The trip
   * that holds the matched event, else the one that holds the best match; null when none does.
   */
  async tripAround(analysis: QueryAnalysis, refs: Candidate[]): Promise<QueryAnalysis['events'][number] | null> {
    const trips = (await this.activeEvents()).filter((e) => e.kind === 'trip' || e.kind === 'day-trip');
    const named = analysis.events[0];
    const at = named ? { from: Date.parse(`${named.start}Z`), to: Date.parse(`${named.end}Z`) } : (() => {
      // A photo taken there is on the trip; a screenshot without a place may be its booking, made weeks before.
      const dated = refs.map((r) => r.row).filter((r) => r.taken_at !== null);
      const best = dated.find((r) => r.lat !== null) ?? dated[0];
      const local = best ? Date.parse(`${best.taken_at_local ?? new Date(best.taken_at!).toISOString().slice(0, 19)}Z`) : null;
      return local === null ? null : { from: local, to: local };
    })();
    if (!at) return null;
    // The trip around what was named, else the named trip itself: its bookings and boarding passes still
    // say which days it took ("how many days was our Lisbon trip"), which its photos' days do not.
    const trip = trips.find((e) => e.start <= at.to && e.end >= at.from && (!named || e.id !== named.id)) ?? trips.find((e) => e.id === named?.id);
    if (!trip || (named && trip.end - trip.start < Date.parse(`${named.end}Z`) - Date.parse(`${named.start}Z`))) return null;
    const placed = await this.db.memoriesById(members(trip).slice(0, TRIP_PLACE_SAMPLE), ['lat', 'lon', 'place_city', 'place_region', 'place_country', 'taken_at', 'taken_at_local']);
    // "Nights in Dublin", where the trip around the match is mostly another town's (Galway's, whose trip
    // begins with the last morning in Dublin): the stay is the visit there (facts.ts), not that trip.
    const asked = named ? [] : analysis.places.filter((p) => !p.route);
    if (mostlyElsewhere(placed, asked)) return null;
    const span = await stayDays(this.db, { from: trip.start, to: trip.end }, placed, asked);
    return { id: trip.id, name: trip.name, start: localIso(span.from), end: localIso(span.to) };
  }

  /** The life events a day belongs to (trips, outings, named events), for "what did I do" answers. */
  async eventsByDay(): Promise<(dayStartMs: number) => string[]> {
    const index = await this.eventIndex();
    index.days ??= daysOf(index.events.filter((e) => e.kind !== 'recurring'));
    const { events, byDay, long } = index.days;
    return (day) => {
      // Candidates from the day's bucket (whole UTC days) and the long events, then the exact test, in list order.
      const near = [...(byDay.get(Math.floor(day / DAY_MS)) ?? []), ...(byDay.get(Math.floor(day / DAY_MS) + 1) ?? []), ...long];
      return [...new Set(near)].sort((a, b) => a - b).map((i) => events[i]!).filter((e) => e.start < day + DAY_MS && e.end >= day).map((e) => e.name);
    };
  }
}

interface EventIndex {
  events: readonly EventRow[];
  refs: Promise<EventRef[]> | null;
  days: ReturnType<typeof daysOf> | null;
  /** Each trip member's trip (its members), read once per list of events. */
  trips: Map<string, readonly string[]> | null;
}

/** Trips by member; a memory in two trips (overlapping edits) keeps the first listed, the newest. */
function tripsByMember(events: readonly EventRow[]): Map<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  for (const e of events) {
    if (e.kind !== 'trip' && e.kind !== 'day-trip') continue;
    const ids = members(e);
    for (const id of ids) if (!out.has(id)) out.set(id, ids);
  }
  return out;
}

/** Longer events than this are tested on every day rather than filed under each of their days. */
const LONG_EVENT_DAYS = 400;

/** Events filed by the UTC days they touch (positions in `events`), so a day's events are found without a scan. */
function daysOf(events: readonly EventRow[]): { events: readonly EventRow[]; byDay: Map<number, number[]>; long: number[] } {
  const byDay = new Map<number, number[]>();
  const long: number[] = [];
  events.forEach((e, i) => {
    const first = Math.floor(e.start / DAY_MS);
    const last = Math.floor(e.end / DAY_MS);
    if (!(last >= first) || last - first > LONG_EVENT_DAYS) {
      long.push(i);
      return;
    }
    for (let d = first; d <= last; d++) {
      const bucket = byDay.get(d);
      if (bucket) bucket.push(i);
      else byDay.set(d, [i]);
    }
  });
  return { events, byDay, long };
}

