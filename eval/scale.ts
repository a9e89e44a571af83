/**
 * The scale test (`npm run eval -- --scale 100000`): N synthetic memory rows written straight into a
 * fresh LanceDB library (Database.open + upsertMemories, rows from emptyMemoryRow), events computed
 * by the model-free augmenter, then `engine.search` and `engine.ask({ noLlm })` timed over ~50
 * questions. Goals (reported, not asserted): search p95 < 100 ms, ask p95 < 300 ms.
 *
 * The rows look like ten years of one person's library: home in Seattle, ~150 trips (2–10 days) to
 * real cities with their gazetteer places, 12 % screenshots named by time, OCR text on screenshots and
 * on ~15 % of photos (receipts, signs, tickets, gym displays, parking signs, boarding passes, Wi-Fi
 * notes), the rest scenes without text.
 */
import { access, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { openEngine } from '../electron/engine/index';
import { Augmenter } from '../electron/engine/augment/augmenter';
import { placeLabel, reverseGeocode } from '../electron/engine/place/gazetteer';
import { buildSearchText } from '../electron/engine/store/memory-view';
import { Database } from '../electron/engine/store/database';
import { RANK_COLUMNS } from '../electron/engine/qa/gather';
import { emptyMemoryRow, type MemoryRow } from '../electron/engine/store/schema';
import { mulberry32, pick } from '../scripts/support/seeded-random';
import { invokedDirectly } from '../scripts/support/script-files';
import { percentile } from './metrics';
import type { ScaleReport } from './report';

const BATCH = 10_000;
const GOAL_SEARCH_P95_MS = 100;
const GOAL_ASK_P95_MS = 300;
const NOW = '2024-09-02T10:00:00-07:00';
const DAY = 86_400_000;
const START = Date.UTC(2015, 0, 1);
const END = Date.UTC(2024, 7, 31);

interface City {
  name: string;
  lat: number;
  lon: number;
  /** Standard offset in minutes (no DST except Seattle's, which matters most). */
  offset: number;
}

const HOME: City = { name: 'Seattle', lat: 47.6253, lon: -122.3222, offset: -480 };
const CITIES: City[] = [
  { name: 'Honolulu', lat: 21.2838, lon: -157.8378, offset: -600 }, { name: 'Portland', lat: 45.5231, lon: -122.6814, offset: -480 },
  { name: 'San Francisco', lat: 37.7749, lon: -122.4194, offset: -480 }, { name: 'New York', lat: 40.7128, lon: -74.006, offset: -300 },
  { name: 'Chicago', lat: 41.8781, lon: -87.6298, offset: -360 }, { name: 'Vancouver', lat: 49.2827, lon: -123.1207, offset: -480 },
  { name: 'London', lat: 51.5074, lon: -0.1278, offset: 0 }, { name: 'Paris', lat: 48.8566, lon: 2.3522, offset: 60 },
  { name: 'Tokyo', lat: 35.6762, lon: 139.6503, offset: 540 }, { name: 'Mexico City', lat: 19.4326, lon: -99.1332, offset: -360 },
  { name: 'Barcelona', lat: 41.3874, lon: 2.1686, offset: 60 }, { name: 'Kahului', lat: 20.8986, lon: -156.4305, offset: -600 },
];

const STORES = ['SAFEWAY', "TRADER JOE'S", 'QFC', 'WHOLE FOODS', 'COSTCO', 'TARGET', 'PCC MARKET'];
const ITEMS = ['LACTOSE FREE MILK', 'BANANAS', 'SOURDOUGH BREAD', 'EGGS DOZEN', 'CHICKEN THIGHS', 'BROCCOLI', 'JASMINE RICE', 'GREEK YOGURT',
  'APPLES GALA', 'COFFEE BEANS', 'OLIVE OIL', 'PASTA PENNE', 'SPINACH', 'SALMON FILLET', 'CHEDDAR CHEESE', 'AVOCADOS', 'OAT MILK', 'HUMMUS'];
const SIGNS = ['PIKE PLACE MARKET', 'SPACE NEEDLE', 'NO PARKING', 'EXIT', 'WELCOME', 'OPEN 9AM - 9PM', 'MUSEUM OF POP CULTURE', 'FERRY TERMINAL',
  'TRAILHEAD 2.3 MI', 'CITY HALL', 'PUBLIC LIBRARY', 'FARMERS MARKET', 'COFFEE ROASTERY', 'BOOKSTORE', 'NATIONAL PARK'];
const CONFERENCES = ['CHI', 'UIST', 'NEURIPS', 'CSCW', 'KDD', 'ICML', 'WWDC'];

function textFor(kind: 'photo' | 'screenshot', random: () => number, year: number, city: City): string | null {
  const n = () => Math.floor(random() * 90) + 10;
  if (kind === 'screenshot') {
    switch (Math.floor(random() * 6)) {
      case 0: return `Notes\nWi-Fi: ${pick(random, ['Guest', 'Hotel', 'Cafe', 'Office'])}-${n()}\nPassword: ${pick(random, ['sunny', 'aloha', 'latte', 'river'])}${n()}${n()}`;
      case 1: return `Alaska Airlines\nBOARDING PASS\nSEA → ${city.name.slice(0, 3).toUpperCase()}\nSeattle to ${city.name}\nFlight AS ${n()}${n()}\nSeat ${n() % 30}C`;
      case 2: return `Calendar\n${pick(random, ['Dentist', 'Team sync', 'Dinner with Sam', 'Haircut', 'Yoga'])}\n${pick(random, ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} ${n() % 28 + 1} ${year}\n${n() % 12 + 1}:30 PM`;
      case 3: return `Messages\nSee you at ${pick(random, SIGNS).toLowerCase()} at ${n() % 12 + 1}\nok!`;
      case 4: return `Order confirmed\n${pick(random, STORES)}\nOrder #${n()}${n()}${n()}\nTotal $${n()}.${n()}`;
      default: return `Maps\n${pick(random, SIGNS)}\n${n() % 9 + 1}.${n() % 10} mi · ${n()} min`;
    }
  }
  if (random() > 0.15) return null;
  switch (Math.floor(random() * 6)) {
    case 0: {
      const items = Array.from({ length: 3 + Math.floor(random() * 4) }, () => `${pick(random, ITEMS)}  ${n() % 15}.${n()}`);
      return `${pick(random, STORES)}\n${items.join('\n')}\nTOTAL  ${n()}.${n()}`;
    }
    case 1: return `CARDIO ${pick(random, [30, 35, 40, 45])} MIN\nDIST ${(random() * 4 + 1).toFixed(1)} MI\nCAL ${n() * 4}`;
    case 2: return `${pick(random, ['PACIFIC PLACE', 'SEATTLE CENTER', 'WESTLAKE', 'AIRPORT'])} GARAGE\nLEVEL ${n() % 6 + 1} - SPOT ${n()}`;
    case 3: return `${pick(random, CONFERENCES)} ${year}\n${city.name.toUpperCase()}\nALEX CHEN\nATTENDEE`;
    case 4: return `${pick(random, ['SEATTLE MARINERS', 'SEATTLE SYMPHONY', 'SOUNDERS FC', 'KRAKEN'])}\nSEC ${n()} ROW ${n() % 30} SEAT ${n() % 20}\n${year}`;
    default: return pick(random, SIGNS);
  }
}

/** Seattle observes DST (second Sunday of March to first Sunday of November, approximately). */
function offsetAt(city: City, utcMs: number): number {
  if (city !== HOME) return city.offset;
  const d = new Date(utcMs);
  const m = d.getUTCMonth();
  return m > 2 && m < 10 ? -420 : -480;
}

function local(utcMs: number, offsetMin: number): string {
  return new Date(utcMs + offsetMin * 60_000).toISOString().slice(0, 19);
}

export function synthesizeRows(count: number, seed = 7): MemoryRow[] {
  const random = mulberry32(seed);
  const places = new Map([HOME, ...CITIES].map((c) => [c.name, reverseGeocode(c.lat, c.lon)]));
  const trips: Array<{ from: number; to: number; city: City }> = [];
  for (let t = START + 20 * DAY; t < END - 12 * DAY; t += (15 + Math.floor(random() * 20)) * DAY) {
    const days = 2 + Math.floor(random() * 9);
    trips.push({ from: t, to: t + days * DAY, city: pick(random, CITIES) });
  }
  const rows: MemoryRow[] = [];
  const now = Date.now();
  for (let i = 0; i < count; i++) {
    // A quarter of the memories fall on trips (people photograph trips more), the rest at home.
    const onTrip = random() < 0.25;
    const trip = onTrip ? trips[Math.floor(random() * trips.length)]! : null;
    const day = trip ? trip.from + Math.floor(random() * ((trip.to - trip.from) / DAY)) * DAY : homeDay(random, trips);
    const city = trip?.city ?? HOME;
    const offset = offsetAt(city, day);
    const utc = day + (8 + random() * 14) * 3_600_000 - offset * 60_000;
    const kind: 'photo' | 'screenshot' = random() < 0.12 ? 'screenshot' : 'photo';
    const wall = local(utc, offset);
    const year = Number(wall.slice(0, 4));
    const name = kind === 'screenshot' ? `Screenshot ${wall.slice(0, 10)} at ${wall.slice(11).replace(/:/g, '.')}.png` : `IMG_${String(10_000 + i)}.JPG`;
    const file = `/scale/${year}/${name}`;
    const row = emptyMemoryRow(`scale-${String(i).padStart(7, '0')}`, file, '/scale', now);
    row.kind = kind;
    row.format = kind === 'screenshot' ? 'png' : 'jpeg';
    row.size = 200_000 + Math.floor(random() * 3_000_000);
    row.width = kind === 'screenshot' ? 1170 : 4032;
    row.height = kind === 'screenshot' ? 2532 : 3024;
    row.taken_at = utc;
    row.taken_at_local = wall;
    row.tz_offset_min = kind === 'screenshot' ? null : offset;
    row.time_source = kind === 'screenshot' ? 'filename' : 'exif';
    if (kind === 'screenshot') row.taken_at = Date.parse(`${wall}Z`); // floating: no offset in a file name
    if (kind === 'photo' && random() > 0.05) {
      const place = places.get(city.name) ?? null;
      row.lat = city.lat + (random() - 0.5) * 0.08;
      row.lon = city.lon + (random() - 0.5) * 0.08;
      if (place) {
        row.place_city = place.city || null;
        row.place_region = place.region;
        row.place_country = place.country;
        row.place_country_code = place.countryCode;
        row.place_label = placeLabel(place);
      }
      row.make = 'Apple';
      row.model = 'iPhone 13';
    }
    row.ocr_text = textFor(kind, random, year, city);
    row.status = 'ok';
    row.search_text = buildSearchText(row);
    rows.push(row);
  }
  return rows;
}

/**
 * A day at home: never inside a trip. Home photos on trip days would put the person in Seattle and
 * Paris the same afternoon, and the augmenter would rightly cut every trip into scraps of day trips.
 */
function homeDay(random: () => number, trips: ReadonlyArray<{ from: number; to: number }>): number {
  for (;;) {
    const day = START + Math.floor(random() * ((END - START) / DAY)) * DAY;
    if (!trips.some((t) => day >= t.from && day < t.to)) return day;
  }
}

/** One question per template in turn, each labelled with its template's class (for per-class figures). */
export function scaleQuestions(random = mulberry32(11), count = 50): Array<{ q: string; cls: string }> {
  const month = () => pick(random, ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']);
  const year = () => 2016 + Math.floor(random() * 8);
  const templates: Array<[string, () => string]> = [
    ['parking', () => 'Where did I park last time?'],
    ['wifi', () => 'What was the Wi-Fi password at the conference?'],
    ['count in a month', () => `How many cardio sessions did I do in ${month()} ${year()}?`],
    ['photos from a city', () => `Show me photos from ${pick(random, CITIES).name}`],
    ['store in a month', () => `What did I buy at ${pick(random, ['Safeway', "Trader Joe's", 'QFC', 'Costco'])} in ${month()} ${year()}?`],
    ['hotel in a city', () => `What hotel did I stay at in ${pick(random, CITIES).name}?`],
    ['flight to a city', () => `When did I fly to ${pick(random, CITIES).name}?`],
    ['last weekend', () => 'What did I do last weekend?'],
    ['seat', () => `What was my seat at the ${pick(random, ['Mariners game', 'symphony', 'Kraken game'])}?`],
    ['trip to a city in a year', () => `Show me my trip to ${pick(random, CITIES).name} in ${year()}`],
    ['conference hotel', () => `What hotel did I stay at during ${pick(random, CONFERENCES)} ${year()}?`],
    ['count of a purchase', () => 'How many times did I buy lactose-free milk?'],
    ['appointment', () => 'When is my dentist appointment?'],
  ];
  return Array.from({ length: count }, (_, i) => {
    const [cls, make] = templates[i % templates.length]!;
    return { q: make(), cls };
  });
}

export interface ScaleBuild {
  libraryDir: string;
  synthMs: number;
  writeMs: number;
  indexMs: number;
  augmentMs: number;
}

/** The synthetic library: rows written, full-text index built, events computed. */
export async function buildScaleLibrary(count: number, dir: string, log: (m: string) => void): Promise<ScaleBuild> {
  await mkdir(dir, { recursive: true });
  const libraryDir = path.join(dir, 'library');
  let t0 = performance.now();
  const rows = synthesizeRows(count);
  const synthMs = performance.now() - t0;
  const db = await Database.open(libraryDir);
  t0 = performance.now();
  for (let i = 0; i < rows.length; i += BATCH) await db.upsertMemories(rows.slice(i, i + BATCH));
  const writeMs = performance.now() - t0;
  t0 = performance.now();
  await db.optimize();
  const indexMs = performance.now() - t0;
  log(`scale: ${count} rows synthesized in ${(synthMs / 1000).toFixed(1)} s, written in ${(writeMs / 1000).toFixed(1)} s, FTS + compaction ${(indexMs / 1000).toFixed(1)} s`);
  t0 = performance.now();
  const augmenter = await Augmenter.open(db, null);
  const augment = await augmenter.run();
  const augmentMs = performance.now() - t0;
  await db.close();
  log(`scale: events recomputed in ${(augmentMs / 1000).toFixed(1)} s (${JSON.stringify(augment.events).slice(0, 120)})`);
  return { libraryDir, synthMs, writeMs, indexMs, augmentMs };
}

/** Latencies of one query kind, in query order, over every round. */
interface Timings {
  search: number[];
  ask: number[];
  fts: number[];
}

type CallKind = keyof Timings;

export interface ScaleMeasurement {
  questions: Array<{ q: string; cls: string }>;
  rounds: number;
  timings: Timings;
  /**
   * The same calls' CPU time (every thread of the process: LanceDB's as well as JavaScript's). On a
   * shared machine a call's wall time grows with everyone else's load, its CPU time much less: the
   * per-class medians of CPU time compare two versions of the code where the p95s of a few calls cannot.
   */
  cpu?: Timings;
  /** The same calls' garbage-collection pauses (milliseconds, 0 when none ran): a slow call with one is the heap's, not the machine's. */
  gcMs?: Timings;
  coldSearchMs: number;
  coldAskMs: number;
  askError: string | null;
  events: number;
  openMs: number;
  /** Wall milliseconds of the timed rounds (warm-up excluded): what the measurement costs. */
  timedMs?: number;
  /** The machine's 1-minute load average at the start and end of the timed calls. */
  load: [number, number];
}

/**
 * Timed calls of each kind that every question class gets, at least. A p95 is the call at rank
 * ⌈0.95 n⌉: over the 18 calls a three-question class had in 6 rounds it was the class's single worst
 * call (one burst of another process's load, or one garbage collection); over 60 it is the fourth worst.
 */
const CALLS_PER_CLASS = 60;

/** Rounds that give the class with the fewest questions `callsPerClass` timed calls of each kind. */
export function roundsFor(questions: ReadonlyArray<{ cls: string }>, callsPerClass = CALLS_PER_CLASS): number {
  const perClass = new Map<string, number>();
  for (const { cls } of questions) perClass.set(cls, (perClass.get(cls) ?? 0) + 1);
  return Math.ceil(callsPerClass / Math.min(...perClass.values()));
}

/**
 * The orders a question's three calls can run in; each time, one is drawn (seeded). V8 collects the
 * young generation in a task at the first turn of the event loop after it fills past a mark, i.e. in
 * whichever call is then awaiting LanceDB. With the same three calls repeating in one order, that
 * moment locks onto one kind for long stretches: with search always before ask, ask had a collection in
 * a fifth of its calls and search in 1 %; in another run the full-text query had one in half of its calls
 * and neither of the others. Drawn afresh, search and ask had one about equally often (16 % and 17 %
 * of 1000 calls each, the full-text query 15 %), and which class misses is not decided by that phase.
 */
const CALL_ORDERS: ReadonlyArray<readonly CallKind[]> = [
  ['search', 'ask', 'fts'], ['search', 'fts', 'ask'], ['ask', 'search', 'fts'], ['ask', 'fts', 'search'], ['fts', 'search', 'ask'], ['fts', 'ask', 'search'],
];

/**
 * Search, ask (no LLM) and the full-text floor over the same questions, in the same process: the
 * floor is one LanceDB full-text query of the question's words over the same rows, reading the
 * columns ranking reads. Speed is stated against it, since machines differ by about 2× from one
 * another. Every question runs once untimed (a class's first call pays for code and pages no earlier
 * class touched: up to several times its later calls, which belongs in "cold", not in its p95), then
 * `rounds` times, interleaved, so a burst of load on a shared machine hits all three alike.
 */
export async function measureScale(libraryDir: string, modelsDir: string, rounds?: number, classes?: readonly string[]): Promise<ScaleMeasurement> {
  const t0 = performance.now();
  const engine = await openEngine({ libraryDir, modelsDir });
  const openMs = performance.now() - t0;
  const floorDb = await Database.open(libraryDir);
  const pauses: Array<[number, number]> = [];
  const gcObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) pauses.push([e.startTime, e.startTime + e.duration]);
  });
  try {
    await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
    const { events } = await engine.listEvents({});
    const qs = scaleQuestions().filter((x) => !classes || classes.includes(x.cls));
    if (qs.length < 2) throw new Error(`no questions of the classes ${classes?.join(', ')}`);
    const timedRounds = rounds ?? roundsFor(qs);
    const cpu: Timings = { search: [], ask: [], fts: [] };
    const spans: Record<CallKind, Array<[number, number]>> = { search: [], ask: [], fts: [] };
    /** Wall milliseconds of one call; with `kind`, its CPU milliseconds and its span are kept. */
    const time = async (f: () => Promise<unknown>, kind?: CallKind): Promise<number> => {
      const c = process.cpuUsage();
      const s = performance.now();
      await f();
      const e = performance.now();
      const used = process.cpuUsage(c);
      if (kind) {
        cpu[kind].push((used.user + used.system) / 1000);
        spans[kind].push([s, e]);
      }
      return e - s;
    };
    const coldSearchMs = await time(() => engine.search({ text: qs[0]!.q, now: NOW, limit: 50 }));
    let askError: string | null = null;
    const coldAskMs = await time(() => engine.ask({ question: qs[1]!.q, now: NOW, noLlm: true })).catch((err: unknown) => {
      askError = err instanceof Error ? err.message : String(err);
      return NaN;
    });
    const calls: Record<CallKind, (q: string) => Promise<unknown>> = {
      search: (q) => engine.search({ text: q, now: NOW, limit: 50 }),
      ask: (q) => engine.ask({ question: q, now: NOW, noLlm: true }),
      fts: (q) => floorDb.searchText(q, 150, null, RANK_COLUMNS),
    };
    const orders = mulberry32(5);
    const kinds = () => pick(orders, CALL_ORDERS).filter((k) => k !== 'ask' || askError === null);
    for (const { q } of qs) for (const kind of kinds()) await calls[kind](q);
    const timings: Timings = { search: [], ask: [], fts: [] };
    const loadBefore = os.loadavg()[0]!;
    gcObserver.observe({ entryTypes: ['gc'] });
    const timedStart = performance.now();
    for (let round = 0; round < timedRounds; round++) {
      for (const { q } of qs) for (const kind of kinds()) timings[kind].push(await time(() => calls[kind](q), kind));
    }
    const timedMs = performance.now() - timedStart;
    for (const e of gcObserver.takeRecords()) pauses.push([e.startTime, e.startTime + e.duration]);
    const paused = ([s, e]: [number, number]) => pauses.reduce((sum, [a, b]) => sum + Math.max(0, Math.min(b, e) - Math.max(a, s)), 0);
    const gcMs: Timings = { search: spans.search.map(paused), ask: spans.ask.map(paused), fts: spans.fts.map(paused) };
    return { questions: qs, rounds: timedRounds, timings, cpu, gcMs, coldSearchMs, coldAskMs, askError, events: events.length, openMs, timedMs, load: [loadBefore, os.loadavg()[0]!] };
  } finally {
    gcObserver.disconnect();
    await floorDb.close();
    await engine.close();
  }
}

/** CPU milliseconds of one class's calls at one percentile, and their ratios (the goals' ratios on CPU time). */
interface CpuFigures { search: number; ask: number | null; fts: number; searchToFts: number; askToSearch: number | null }

export interface ScaleFigures {
  rows: number;
  queries: number;
  rounds: number;
  /** Timed calls of each kind per class, fewest and most (a class's p95 is its ⌈0.95 n⌉-th call). */
  callsPerClass: { min: number; max: number };
  searchP50Ms: number;
  searchP95Ms: number;
  askP50Ms: number | null;
  askP95Ms: number | null;
  ftsP50Ms: number;
  ftsP95Ms: number;
  searchToFtsRatio: number;
  askToSearchRatio: number | null;
  /** Per question class: p95 of search, ask and the floor over the same questions, and the ratios. */
  classes: Record<string, {
    queries: number; searchP95Ms: number; askP95Ms: number | null; ftsP95Ms: number; searchToFtsRatio: number; askToSearchRatio: number | null; met: boolean;
    /** Medians of the calls' CPU milliseconds and their ratios: the goals' ratios, steadier on a loaded machine (not what `met` judges). */
    cpuP50Ms?: CpuFigures;
    /** p95s of the calls' CPU milliseconds and their ratios: beside the wall ratios, a wall miss that CPU does not share is waiting (the machine). */
    cpuP95Ms?: CpuFigures;
    /** Of the class's timed calls, how many had a garbage collection pause in them. */
    gcCalls?: { search: number; ask: number; fts: number };
  }>;
  /** Share of all timed calls of each kind that had a garbage collection pause in them. */
  gcShare?: { search: number; ask: number | null; fts: number };
  /** Wall seconds of the timed rounds. */
  timedS?: number;
  /** Whether every class meets both goals (its search within the full-text bound, its ask within the search bound). */
  classesWithinBounds: boolean;
  /** The classes that miss a goal, slowest search ratio first. */
  classesMissed: string[];
  goals: { searchToFtsRatioMax: number; askToSearchRatioMax: number };
  /** 1-minute load average at the start and end of the timed calls, and the cores: more load than cores makes every figure noisy. */
  loadAverage: [number, number];
  cores: number;
}

/** Search p95 within this many times one full-text query's p95; ask (no LLM) within this of search. */
const GOAL_SEARCH_TO_FTS = 3;
const GOAL_ASK_TO_SEARCH = 1.3;

export function scaleFigures(rows: number, m: ScaleMeasurement): ScaleFigures {
  const { search, ask, fts } = m.timings;
  const r = (n: number) => Math.round(n * 10) / 10;
  const ratioAt = (p: number) => (a: number[], b: number[]) => (a.length && b.length ? Math.round((percentile(a, p) / percentile(b, p)) * 100) / 100 : null);
  const ratio = ratioAt(95);
  const cpuAt = (p: number, s: number[], a: number[], f: number[]): CpuFigures => ({
    search: r(percentile(s, p)), ask: a.length ? r(percentile(a, p)) : null, fts: r(percentile(f, p)), searchToFts: ratioAt(p)(s, f)!, askToSearch: ratioAt(p)(a, s),
  });
  const withGc = (xs: number[]) => xs.filter((ms) => ms > 0).length;
  const classes: ScaleFigures['classes'] = {};
  for (const cls of [...new Set(m.questions.map((x) => x.cls))]) {
    const at = (xs: number[]) => xs.filter((_, i) => m.questions[i % m.questions.length]!.cls === cls);
    const [s, a, f] = [at(search), at(ask), at(fts)];
    const searchToFtsRatio = ratio(s, f)!;
    const askToSearchRatio = ratio(a, s);
    const cpu = m.cpu && m.cpu.search.length > 0 ? { s: at(m.cpu.search), a: at(m.cpu.ask), f: at(m.cpu.fts) } : null;
    classes[cls] = {
      ...(cpu ? { cpuP50Ms: cpuAt(50, cpu.s, cpu.a, cpu.f), cpuP95Ms: cpuAt(95, cpu.s, cpu.a, cpu.f) } : {}),
      ...(m.gcMs ? { gcCalls: { search: withGc(at(m.gcMs.search)), ask: withGc(at(m.gcMs.ask)), fts: withGc(at(m.gcMs.fts)) } } : {}),
      queries: s.length,
      searchP95Ms: r(percentile(s, 95)),
      askP95Ms: a.length ? r(percentile(a, 95)) : null,
      ftsP95Ms: r(percentile(f, 95)),
      searchToFtsRatio,
      askToSearchRatio,
      // An ask that was not measured (no ask timings) cannot meet its goal.
      met: searchToFtsRatio <= GOAL_SEARCH_TO_FTS && askToSearchRatio !== null && askToSearchRatio <= GOAL_ASK_TO_SEARCH,
    };
  }
  const classesMissed = Object.entries(classes).filter(([, c]) => !c.met).sort((x, y) => y[1].searchToFtsRatio - x[1].searchToFtsRatio).map(([cls]) => cls);
  const calls = Object.values(classes).map((c) => c.queries);
  const share = (xs: number[]) => Math.round((withGc(xs) / xs.length) * 100) / 100;
  return {
    rows,
    queries: m.questions.length,
    rounds: m.rounds,
    callsPerClass: { min: Math.min(...calls), max: Math.max(...calls) },
    searchP50Ms: r(percentile(search, 50)),
    searchP95Ms: r(percentile(search, 95)),
    askP50Ms: ask.length ? r(percentile(ask, 50)) : null,
    askP95Ms: ask.length ? r(percentile(ask, 95)) : null,
    ftsP50Ms: r(percentile(fts, 50)),
    ftsP95Ms: r(percentile(fts, 95)),
    searchToFtsRatio: ratio(search, fts)!,
    askToSearchRatio: ratio(ask, search),
    classes,
    ...(m.gcMs ? { gcShare: { search: share(m.gcMs.search), ask: m.gcMs.ask.length ? share(m.gcMs.ask) : null, fts: share(m.gcMs.fts) } } : {}),
    ...(m.timedMs === undefined ? {} : { timedS: r(m.timedMs / 1000) }),
    classesWithinBounds: classesMissed.length === 0,
    classesMissed,
    goals: { searchToFtsRatioMax: GOAL_SEARCH_TO_FTS, askToSearchRatioMax: GOAL_ASK_TO_SEARCH },
    loadAverage: [r(m.load[0]), r(m.load[1])],
    cores: os.availableParallelism(),
  };
}

/** `rounds` defaults to enough for CALLS_PER_CLASS timed calls of each kind in every class. */
export async function runScale(count: number, dir: string, log: (m: string) => void, rounds?: number): Promise<ScaleReport> {
  const build = await buildScaleLibrary(count, dir, log);
  const m = await measureScale(build.libraryDir, path.join(dir, 'models'), rounds);
  const f = scaleFigures(count, m);
  const { search, ask } = m.timings;
  const fmt = (xs: number[], p: number) => (xs.length ? `${Math.round(percentile(xs, p))}` : 'n/a');
  const verdict = (xs: number[], goal: number) => (xs.length === 0 ? 'not measured' : percentile(xs, 95) < goal ? 'met' : 'not met');
  const met = (ok: boolean | null) => (ok === null ? 'not measured' : ok ? 'met' : 'not met');
  const x = (n: number | null) => (n === null ? 'n/a' : `×${n.toFixed(2)}`);
  const cpuRatios = (c: CpuFigures | undefined) => (c ? `${x(c.searchToFts)}, ${x(c.askToSearch)}` : 'n/a');
  const rank = (n: number) => {
    const k = n - Math.ceil(0.95 * n) + 1;
    return `${k}${['th', 'st', 'nd', 'rd'][k % 100 > 10 && k % 100 < 14 ? 0 : Math.min(k % 10, 4) % 4]}`;
  };
  const pct = (share: number) => `${Math.round(share * 100)} %`;
  const span = (a: string, b: string) => (a === b ? a : `${a}–${b}`);
  const lines = [
    `- ${count.toLocaleString('en-US')} memory rows (home Seattle + ${CITIES.length} trip cities, 2015–2024, 12 % screenshots, OCR text on screenshots and ~15 % of photos); ${m.events} events from the model-free augmenter.`,
    `- Build: synthesize ${(build.synthMs / 1000).toFixed(1)} s, upsert ${(build.writeMs / 1000).toFixed(1)} s (batches of ${BATCH.toLocaleString('en-US')}), FTS index + compaction ${(build.indexMs / 1000).toFixed(1)} s, events ${(build.augmentMs / 1000).toFixed(1)} s, openEngine ${(m.openMs / 1000).toFixed(1)} s.`,
    ...(Math.max(...f.loadAverage) > f.cores
      ? ['', `**Disturbed run: the machine's load average was ${f.loadAverage.join(' → ')} on ${f.cores} cores while the calls were timed; every figure, per class most of all, is noisy. Rerun on an idle machine.**`]
      : []),
    '',
    '| Goal (ratios, same run) | Measured | |',
    '|---|---|---|',
    `| search p95 ≤ ${GOAL_SEARCH_TO_FTS}× one full-text query's p95 | ${f.searchP95Ms} ms / ${f.ftsP95Ms} ms = ${x(f.searchToFtsRatio)} | ${met(f.searchToFtsRatio <= GOAL_SEARCH_TO_FTS)} |`,
    `| ask (no LLM) p95 ≤ ${GOAL_ASK_TO_SEARCH}× search p95 | ${f.askP95Ms ?? 'n/a'} ms / ${f.searchP95Ms} ms = ${x(f.askToSearchRatio)} | ${met(f.askToSearchRatio === null ? null : f.askToSearchRatio <= GOAL_ASK_TO_SEARCH)} |`,
    `| every question class within both bounds (its own p95s) | ${f.classesWithinBounds ? 'all' : `${f.classesMissed.length} of ${Object.keys(f.classes).length} miss: ${f.classesMissed.join(', ')}`} | ${met(f.classesWithinBounds)} |`,
    '',
    '| call | timed calls | cold ms | p50 ms | p95 ms | absolute goal p95 (this machine only) | |',
    '|---|---:|---:|---:|---:|---:|---|',
    `| engine.search (limit 50) | ${search.length} | ${Math.round(m.coldSearchMs)} | ${fmt(search, 50)} | ${fmt(search, 95)} | < ${GOAL_SEARCH_P95_MS} | ${verdict(search, GOAL_SEARCH_P95_MS)} |`,
    `| engine.ask (noLlm) | ${ask.length} | ${Number.isNaN(m.coldAskMs) ? 'n/a' : Math.round(m.coldAskMs)} | ${fmt(ask, 50)} | ${fmt(ask, 95)} | < ${GOAL_ASK_P95_MS} | ${verdict(ask, GOAL_ASK_P95_MS)} |`,
    `| one full-text query (Database.searchText, 150 hits, ranking columns) | ${m.timings.fts.length} | | ${f.ftsP50Ms} | ${f.ftsP95Ms} | | |`,
    '',
    'Per question class (p95 over its questions × rounds):',
    '',
    `| class | timed calls | search p95 ms | ask p95 ms | full-text p95 ms | search / full-text (≤ ×${GOAL_SEARCH_TO_FTS}) | ask / search (≤ ×${GOAL_ASK_TO_SEARCH}) | | CPU p95: search / full-text, ask / search | CPU p50: search / full-text, ask / search | calls with a GC pause: search, ask, full-text |`,
    '|---|---:|---:|---:|---:|---:|---:|---|---|---|---|',
    ...Object.entries(f.classes)
      .sort((a, b) => b[1].searchToFtsRatio - a[1].searchToFtsRatio)
      .map(([cls, c]) => `| ${cls} | ${c.queries} | ${c.searchP95Ms} | ${c.askP95Ms ?? 'n/a'} | ${c.ftsP95Ms} | ${x(c.searchToFtsRatio)} | ${x(c.askToSearchRatio)} | ${met(c.met)} | ${cpuRatios(c.cpuP95Ms)} | ${cpuRatios(c.cpuP50Ms)} | ${c.gcCalls ? `${c.gcCalls.search}, ${c.gcCalls.ask}, ${c.gcCalls.fts}` : 'n/a'} |`),
    '',
    `- Queries: ${m.questions.length} from ${Object.keys(f.classes).length} templates, each called once untimed and then timed ${m.rounds}× (search, ask and the full-text query interleaved per question, in an order drawn each time): ${span(`${f.callsPerClass.min}`, `${f.callsPerClass.max}`)} timed calls of each kind per class, whose p95 is its ${span(rank(f.callsPerClass.min), rank(f.callsPerClass.max))} slowest; ${f.timedS ?? 'n/a'} s of timed calls. "cold" is the first call after opening. Raw figures: bench/results/scale.json.`,
    '- CPU p95 and p50: p95s and medians of each call\'s CPU time (all the process\'s threads, LanceDB\'s included) and their ratios; the goals are judged on wall-time p95s, but on a loaded machine a wall p95 grows with other processes\' load and a CPU p95 much less: a class that misses on wall but not on CPU was waiting for the machine.',
    ...(f.gcShare ? [`- A garbage-collection pause fell in ${pct(f.gcShare.search)} of the searches, ${f.gcShare.ask === null ? 'n/a' : pct(f.gcShare.ask)} of the asks and ${pct(f.gcShare.fts)} of the full-text queries: V8 collects in a task that runs in whichever call is waiting when the heap fills, often not the one that allocated, so the calls' order is drawn each time and no kind gets them by its place.`] : []),
  ];
  const slowest = (xs: number[]) => xs.map((ms, i) => ({ ms, q: m.questions[i % m.questions.length]!.q })).sort((a, b) => b.ms - a.ms).slice(0, 3).map((s) => `"${s.q}" ${Math.round(s.ms)} ms`).join(', ');
  lines.push(`- Slowest search: ${slowest(search)}.`);
  if (ask.length) lines.push(`- Slowest ask: ${slowest(ask)}.`);
  if (m.askError) lines.push(`- ask failed: ${m.askError}`);
  log(`scale: search p95 ${f.searchP95Ms} ms, ask p95 ${f.askP95Ms ?? 'n/a'} ms, full-text p95 ${f.ftsP95Ms} ms: search ${x(f.searchToFtsRatio)} full-text, ask ${x(f.askToSearchRatio)} search; classes ${f.classesWithinBounds ? 'all within bounds' : `missing: ${f.classesMissed.join(', ')}`}`);
  return { rows: count, lines, figures: f };
}

/**
 * `tsx eval/scale.ts <dir> [--rows N] [--rounds N] [--classes a,b]`: the timed calls alone, over a
 * library kept in <dir> (built there once), for some classes; run under `node --cpu-prof --import tsx`
 * to see where a slow class's time goes. Prints the figures; writes no results.
 */
if (invokedDirectly(import.meta.url)) {
  const [dir, ...rest] = process.argv.slice(2);
  const flag = (name: string) => {
    const i = rest.indexOf(name);
    return i === -1 ? undefined : rest[i + 1];
  };
  if (!dir) throw new Error('usage: tsx eval/scale.ts <dir> [--rows N] [--rounds N] [--classes a,b]');
  const rows = Number(flag('--rows') ?? 100_000);
  const libraryDir = path.join(dir, 'library');
  const built = await access(libraryDir).then(() => true, () => false);
  if (!built) await buildScaleLibrary(rows, dir, (m) => console.log(m));
  const classes = flag('--classes')?.split(',').map((c) => c.trim());
  const roundsFlag = flag('--rounds');
  const m = await measureScale(libraryDir, path.join(dir, 'models'), roundsFlag === undefined ? undefined : Number(roundsFlag), classes);
  const f = scaleFigures(rows, m);
  const cpu = (label: string, c: CpuFigures | undefined) => (c ? `; CPU ${label} search ${c.search} ms, ask ${c.ask ?? 'n/a'} ms, full-text ${c.fts} ms: ×${c.searchToFts}, ×${c.askToSearch ?? 'n/a'}` : '');
  for (const [cls, c] of Object.entries(f.classes)) {
    const gc = c.gcCalls ? `; GC in ${c.gcCalls.search}, ${c.gcCalls.ask}, ${c.gcCalls.fts} calls` : '';
    console.log(`${cls} (${c.queries} calls each): search ${c.searchP95Ms} ms, ask ${c.askP95Ms ?? 'n/a'} ms, full-text ${c.ftsP95Ms} ms: search ×${c.searchToFtsRatio} full-text, ask ×${c.askToSearchRatio ?? 'n/a'} search${cpu('p95', c.cpuP95Ms)}${cpu('p50', c.cpuP50Ms)}${gc}`);
  }
  console.log(`all (${f.rounds} rounds, ${f.timedS ?? 'n/a'} s timed): search ×${f.searchToFtsRatio} full-text, ask ×${f.askToSearchRatio ?? 'n/a'} search; classes ${f.classesWithinBounds ? 'all within bounds' : `missing: ${f.classesMissed.join(', ')}`}; load ${f.loadAverage.join(' → ')}`);
}
