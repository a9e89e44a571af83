import { createRequire } from 'node:module';
import type HolidaysLib from 'date-holidays';
import type { HolidaysTypes } from 'date-holidays';
import { isKindOf } from '../qa/kind-of';
import { isOrdinaryWord, morphy, POSES, wordnet } from '../qa/lexicon/wordnet';

/**
 * The world's holiday calendars (date-holidays: about 200 countries and their states, with movable
 * feasts and the lunar and Hindu calendars), read once and kept: the names each keeps, as words a
 * question can be matched against, and the days a name falls on in a year. holidays.ts reads a
 * question against them.
 */

/** Where the library's photos are, most photos first: an ISO country code and the gazetteer's region name. */
export interface HomeRegion {
  country: string;
  region?: string;
}

/** Which calendar dated a holiday and the words it was named by, so earlier years can be dated the same way. */
export interface HolidayRef {
  country: string;
  state?: string;
  phrase: string;
  /** Days either side: another country's calendar may keep it a day apart from the library's. */
  pad?: number;
}

export interface Calendar {
  country: string;
  state?: string;
}

export interface NamedDay {
  /** The name as matched: lower case, possessives and plural s cut, punctuation gone ("st patrick day"). */
  key: string[];
  /** Written "<name>'s Day": "Valentine's" alone says it ("Valentine's dinner"). */
  possessive: boolean;
}

const DAY_MS = 86_400_000;
/** Days of one holiday kept together ("Chinese New Year" and its second day); further ones are another. */
const RUN_DAYS = 4;

const require = createRequire(import.meta.url);
let lib: typeof HolidaysLib | null = null;
function calendarClass(): typeof HolidaysLib {
  // Loaded on the first question, not with the engine: its data is ~0.2 s to parse.
  return (lib ??= require('date-holidays') as typeof HolidaysLib);
}

const calendars = new Map<string, HolidaysLib>();
function calendar(c: Calendar): HolidaysLib {
  const id = `${c.country}/${c.state ?? ''}`;
  let cal = calendars.get(id);
  if (!cal) {
    const Holidays = calendarClass();
    cal = c.state ? new Holidays(c.country, c.state, { languages: ['en'] }) : new Holidays(c.country, { languages: ['en'] });
    calendars.set(id, cal);
  }
  return cal;
}

const yearDays = new Map<string, HolidaysTypes.Holiday[]>();
function holidaysIn(c: Calendar, year: number): HolidaysTypes.Holiday[] {
  const id = `${c.country}/${c.state ?? ''}/${year}`;
  let days = yearDays.get(id);
  if (!days) {
    // A substitute day off ("Christmas Day (substitute day)") is not when the holiday was.
    days = (calendar(c).getHolidays(year, 'en') || []).filter((h) => !h.substitute && !/\bsubstitute\b|\bobserved\b/i.test(h.name));
    if (yearDays.size > 2000) yearDays.clear();
    yearDays.set(id, days);
  }
  return days;
}

/** The words a name is matched by: "St. Patrick’s Day" and "st patricks day" are one key. */
export function nameKey(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[’‘`]/g, "'")
    .replace(/'s\b|'/g, '')
    .replace(/\bsaint\b/g, 'st')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));
}

/**
 * Whether a word alone may name a holiday: WordNet knows it as a holiday (Easter, Thanksgiving,
 * Hanukkah) or as a named day (Halloween), or does not know it at all (Deepavali, Matariki). Another
 * word ("independence", "family", "Canada", "carnival", an "anniversary") needs the rest of the name.
 */
export function nameWordAlone(word: string): boolean {
  const db = wordnet();
  const known = POSES.some((pos) => morphy(word, pos, db).some((lemma) => db.lookup(lemma, pos)));
  return !known || isKindOf(word, 'holiday') || (!isOrdinaryWord(word, db) && isKindOf(word, 'day'));
}

const keyCache = new Map<string, NamedDay[]>();
let scratch: HolidaysLib | null = null;
/** The names a calendar keeps, read from its rules once. */
export function namesOf(c: Calendar): NamedDay[] {
  const id = `${c.country}/${c.state ?? ''}`;
  let names = keyCache.get(id);
  if (!names) {
    const seen = new Set<string>();
    names = [];
    // One instance moved from country to country: a new one per country costs ~4 times as much.
    scratch ??= new (calendarClass())();
    if (c.state) scratch.init(c.country, c.state, { languages: ['en'] });
    else scratch.init(c.country, { languages: ['en'] });
    for (const rule of scratch.getRules()) {
      // The types leave the rule's names out: an object of names by language.
      const byLanguage = (rule as unknown as { name?: Record<string, string> }).name ?? {};
      const name = byLanguage.en ?? Object.values(byLanguage)[0];
      if (!name || /\bsubstitute\b/i.test(name)) continue;
      const key = nameKey(name);
      const said = key.join(' ');
      if (key.length === 0 || seen.has(said)) continue;
      seen.add(said);
      names.push({ key, possessive: /['’]s\s+day$/i.test(name.trim()) });
    }
    keyCache.set(id, names);
  }
  return names;
}

let worldCalendars: Calendar[] | null = null;
export function world(): Calendar[] {
  return (worldCalendars ??= Object.keys(new (calendarClass())().getCountries('en')).map((country) => ({ country })));
}

let worldNameList: NamedDay[] | null = null;
/** How many of the world's calendars keep each name, by its key. */
const keptCounts = new Map<string, number>();
/** The world's names, each once: the first calendar that keeps a name stands for it in matching. */
export function worldNames(): NamedDay[] {
  if (!worldNameList) {
    const all = new Map<string, NamedDay>();
    for (const c of world()) {
      for (const n of namesOf(c)) {
        const said = n.key.join(' ');
        if (!all.has(said)) all.set(said, n);
        keptCounts.set(said, (keptCounts.get(said) ?? 0) + 1);
      }
    }
    worldNameList = [...all.values()];
  }
  return worldNameList;
}

/** How many of the world's calendars keep a name. */
export function keptBy(name: NamedDay): number {
  worldNames();
  return keptCounts.get(name.key.join(' ')) ?? 0;
}

/**
 * The days of one year a phrase names in a calendar: the holidays it is the whole name of ("Christmas"
 * is Christmas Day, not also Christmas Eve), the first run of them ("Chinese New Year" and its second day).
 */
export function holidayDays(ref: HolidayRef, year: number): { from: number; to: number } | null {
  const days = namedBy(ref, year)
    .map((h) => {
      const from = Date.UTC(Number(h.date.slice(0, 4)), Number(h.date.slice(5, 7)) - 1, Number(h.date.slice(8, 10)));
      const length = Math.max(1, Math.ceil((h.end.getTime() - h.start.getTime()) / DAY_MS));
      return { from, to: from + length * DAY_MS - 1 };
    })
    .sort((a, b) => a.from - b.from);
  if (days.length === 0) return null;
  const from = days[0]!.from;
  let to = days[0]!.to;
  for (const d of days.slice(1)) {
    if (d.from > to + RUN_DAYS * DAY_MS) break;
    to = Math.max(to, d.to);
  }
  const pad = (ref.pad ?? 0) * DAY_MS;
  return { from: from - pad, to: to + pad };
}

/** The holidays of a calendar's year a phrase names (see holidayDays). */
export function namedBy(ref: HolidayRef, year: number): HolidaysTypes.Holiday[] {
  return holidaysIn(ref, year).filter((h) => {
    const key = nameKey(h.name);
    return key.join(' ') === ref.phrase || (key[key.length - 1] === 'day' && key.slice(0, -1).join(' ') === ref.phrase);
  });
}

const states = new Map<string, Record<string, string>>();
function statesOf(country: string): Record<string, string> {
  let named = states.get(country);
  if (!named) states.set(country, (named = calendar({ country }).getStates(country, 'en') ?? {}));
  return named;
}

/** The library's places as calendars: a region the calendar keeps on its own ("Ontario") as that state. */
export function homeCalendars(homes: readonly HomeRegion[]): Calendar[] {
  const out: Calendar[] = [];
  const seen = new Set<string>();
  const countries = new Set(world().map((c) => c.country));
  for (const h of homes) {
    const country = h.country.toUpperCase();
    if (!countries.has(country)) continue;
    const states = statesOf(country);
    const state = h.region ? Object.entries(states).find(([, name]) => name.toLowerCase() === h.region!.toLowerCase())?.[0] : undefined;
    for (const c of state ? [{ country, state }, { country }] : [{ country }]) {
      const id = `${c.country}/${'state' in c ? c.state : ''}`;
      if (!seen.has(id)) out.push(c);
      seen.add(id);
    }
  }
  return out;
}

/** Countries and regions of photos, most first: whose calendars date the library's holidays. */
export function homeRegionsOf(rows: ReadonlyArray<{ place_country_code: string | null; place_region: string | null }>): HomeRegion[] {
  const counts = new Map<string, { region: HomeRegion; n: number }>();
  for (const r of rows) {
    if (!r.place_country_code) continue;
    const key = `${r.place_country_code}/${r.place_region ?? ''}`;
    const seen = counts.get(key) ?? { region: { country: r.place_country_code, ...(r.place_region ? { region: r.place_region } : {}) }, n: 0 };
    seen.n++;
    counts.set(key, seen);
  }
  return [...counts.values()].sort((a, b) => b.n - a.n).map((c) => c.region);
}

const plainMemo = new Map<string, boolean>();
/** Every word of the name an everyday one ("Summer Holiday", "Family Day"), asked of a name a question says. */
export function isPlain(name: NamedDay): boolean {
  const id = name.key.join(' ');
  let plain = plainMemo.get(id);
  if (plain === undefined) plainMemo.set(id, (plain = name.key.every((w) => isOrdinaryWord(w))));
  return plain;
}
