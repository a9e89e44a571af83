import { isKindOf } from '../qa/kind-of';
import { morphy, wordnet } from '../qa/lexicon/wordnet';
import {
  holidayDays,
  homeCalendars,
  isPlain,
  keptBy,
  nameKey,
  namedBy,
  namesOf,
  nameWordAlone,
  world,
  worldNames,
  type Calendar,
  type HolidayRef,
  type HomeRegion,
  type NamedDay,
} from './holiday-calendars';

export type { HolidayRef, HomeRegion } from './holiday-calendars';

/**
 * Holidays as people name them ("Canada Day", "Diwali", "Thanksgiving", "Hanukkah"), dated by the
 * calendars of date-holidays (about 200 countries and their states, with movable feasts and the lunar
 * and Hindu calendars) rather than a hand list of days: the calendars of the places the library lives
 * in first (Thanksgiving is October in Ontario, November in Ohio), else the date most of the world's
 * calendars that keep the holiday agree on (Deepavali, Diwali and Divali are one night a few countries
 * each name).
 *
 * Easter is read before this (spoken-spans.ts): people mean Good Friday to Easter Monday by it,
 * whichever of those days a country's calendar keeps.
 */

interface Found {
  from: number;
  to: number;
  /** The question's words that named the holiday (cut from the query). */
  text: string;
  index: number;
  ref: HolidayRef;
  /** Where it points, not a fence: a date the world's calendars are unsure of (see worldCalendarFor). */
  loose: boolean;
}

const DAY_MS = 86_400_000;
/** Days either side of a holiday the world's calendars are unsure of (see worldCalendarFor). */
const UNSURE_PAD_DAYS = 1;

/**
 * A holiday said in one word no calendar writes: another word WordNet gives the same day ("Xmas" is
 * Christmas Day), or a name's initials in capitals ("NYE").
 */
function shortName(tokens: string[], owner: number[], homes: Calendar[]): Phrase | null {
  const db = wordnet();
  const names = [...homes.flatMap(namesOf), ...worldNames()];
  const said = (key: string[]) => names.some((n) => phrasesOf(n).some((p) => p.words.join(' ') === key.join(' ') && (!p.alone || nameWordAlone(key[0]!))));
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const start = owner.indexOf(i);
    if (start < 0) continue;
    const word = token.toLowerCase();
    if (word.length >= 3 && isKindOf(word, 'day')) {
      for (const lemma of morphy(word, 'n', db)) {
        const first = db.lookup(lemma, 'n')?.offsets[0];
        const other = first === undefined ? undefined : db.synset(first, 'n').words.map((w) => nameKey(w.replace(/_/g, ' '))).find(said);
        if (other) return { words: other, start, span: 1 };
      }
    }
    if (/^[A-Z]{3,5}$/.test(token)) {
      const named = names.find((n) => n.key.length === token.length && n.key.map((w) => w[0]).join('') === word);
      if (named) return { words: named.key, start, span: 1 };
    }
  }
  return null;
}

/** The phrases a name may be said as: whole, and without a closing "day" ("Thanksgiving", "St Patrick's"). */
function phrasesOf(name: NamedDay): NamePhrase[] {
  const k = name.key;
  const out: NamePhrase[] = [{ words: k, ...(k.length === 1 ? { alone: true } : {}) }];
  if (k.length > 1 && k[k.length - 1] === 'day') {
    const rest = k.slice(0, -1);
    out.push(rest.length > 1 ? { words: rest } : { words: rest, alone: true, possessive: name.possessive });
  }
  return out;
}

/**
 * Whether a phrase may be read where it is said. One word alone must say enough by itself (see
 * nameWordAlone), unless the name was written "<word>'s Day" and the question says the possessive.
 * WordNet is asked only here, of the few names a question says: not of every name on every calendar.
 */
function readable(p: NamePhrase, said: Said, start: number): boolean {
  if (!p.alone || nameWordAlone(p.words[0]!)) return true;
  const end = start + p.words.length - 1;
  return p.possessive === true && said.possessive[end]! && !OWNER.has(said.words[start - 1] ?? '') && occasionOrNothing(said.words[end + 1]);
}

interface NamePhrase {
  words: string[];
  /** One word: it must say enough alone ("Halloween", "Thanksgiving"; not "Canada", "family"). */
  alone?: boolean;
  /** Else said as a possessive of no one's ("Valentine's", "valentines dinner"), not "my mother's". */
  possessive?: boolean;
}

/** The question's words as names are matched, with how each was written. */
interface Said {
  words: string[];
  capital: boolean[];
  possessive: boolean[];
}

/** Words before a possessive that make it someone's ("my mother's", "the vet's"), not a day's. */
const OWNER = new Set(['my', 'our', 'your', 'his', 'her', 'their', 'the', 'a', 'an', 'this', 'that']);

/**
 * After a possessive that names a day alone: an occasion ("Valentine's dinner", "Valentine's weekend")
 * or nothing ("on Valentine's?"), not a thing someone has ("father's watch", "Mother's birthday").
 */
function occasionOrNothing(next: string | undefined): boolean {
  if (next === undefined || !wordnet().lookup(next, 'n')) return true;
  // A time only in its commonest sense (a watch is a ship's watch in its second), and not a day of
  // someone's own ("Mother's birthday").
  if (isKindOf(next, 'day')) return false;
  return isKindOf(next, 'meal') || isKindOf(next, 'social gathering') || isKindOf(next, 'time period', undefined, 1);
}

/** The world's calendars name a plain phrase ("Summer Holiday", "Family Day") at least this often to be read uncapitalised. */
const WORLD_COMMON = 5;

interface Phrase {
  words: string[];
  /** Where it is said: the first of the question's words, and how many (one for "Xmas", "NYE"). */
  start: number;
  span: number;
}

/** The longest phrase of a calendar's names said in the question (word positions into `said.words`). */
function bestPhrase(said: Said, names: NamedDay[]): Phrase | null {
  const { words } = said;
  const byFirst = phraseIndex(names);
  let best: Phrase | null = null;
  for (let i = 0; i < words.length; i++) {
    for (const { name, p } of byFirst.get(words[i]!) ?? []) {
      if (best && p.words.length <= best.words.length) continue;
      if (i + p.words.length > words.length || !p.words.every((w, j) => words[i + j] === w)) continue;
      const end = i + p.words.length - 1;
      const capitalised = said.capital.slice(i, end + 1).every(Boolean);
      if (!readable(p, said, i)) continue;
      if (!capitalised && isPlain(name) && keptBy(name) < WORLD_COMMON) continue;
      best = { ...p, start: i, span: p.words.length };
    }
  }
  return best;
}

const phraseIndexes = new WeakMap<NamedDay[], Map<string, Array<{ name: NamedDay; p: NamePhrase }>>>();
/** A list of names' phrases by their first word: a question is read against thousands of names. */
function phraseIndex(names: NamedDay[]): Map<string, Array<{ name: NamedDay; p: NamePhrase }>> {
  let index = phraseIndexes.get(names);
  if (!index) {
    index = new Map();
    for (const name of names) {
      for (const p of phrasesOf(name)) {
        const list = index.get(p.words[0]!) ?? [];
        list.push({ name, p });
        index.set(p.words[0]!, list);
      }
    }
    phraseIndexes.set(names, index);
  }
  return index;
}

/** World calendars asked for a date: enough to outvote one that keeps a holiday apart (Thanksgiving in Grenada). */
const VOTERS = 12;
const votes = new Map<string, HolidayRef | null>();
/**
 * Of the world's calendars that name a phrase, one whose date in `year` most of them agree on; padded
 * a day either side when they disagree or date it by observation, year by year (Eid, Diwali): the
 * library's own country may keep it a day apart (Diwali is a night later in Fiji than in Singapore).
 */
function worldCalendarFor(phrase: string, year: number): HolidayRef | null {
  const id = `${phrase}/${year}`;
  if (votes.has(id)) return votes.get(id)!;
  const byDay = new Map<number, Calendar[]>();
  let asked = 0;
  for (const c of world()) {
    if (asked >= VOTERS) break;
    if (!keeps(c, phrase)) continue;
    asked++;
    const days = holidayDays({ ...c, phrase }, year);
    if (days) byDay.set(days.from, [...(byDay.get(days.from) ?? []), c]);
  }
  const [day, [most] = [], agree = 0] = [...byDay.entries()].sort((a, b) => b[1].length - a[1].length).map(([d, cs]) => [d, cs, cs.length] as const)[0] ?? [0];
  // Calendars that each keep it on another day ("Independence Day") say nothing of which was meant.
  if (agree * 2 < asked) {
    votes.set(id, null);
    return null;
  }
  // A day or two apart is the same night seen from elsewhere; weeks apart another tradition (Orthodox Christmas).
  const disputed = [...byDay.keys()].some((d) => d !== day && Math.abs(d - day) <= UNSURE_PAD_DAYS * 2 * DAY_MS);
  const observed = most ? namedBy({ ...most, phrase }, year).some((h) => /^\d{4}-\d{2}-\d{2}/.test(h.rule)) : false;
  const ref = most ? { ...most, phrase, ...(disputed || observed ? { pad: UNSURE_PAD_DAYS } : {}) } : null;
  if (votes.size > 500) votes.clear();
  votes.set(id, ref);
  return ref;
}

const kept = new Map<string, Set<string>>();
/** Whether a calendar keeps a name said as `phrase` (see phrasesOf). */
function keeps(c: Calendar, phrase: string): boolean {
  const id = `${c.country}/${c.state ?? ''}`;
  let phrases = kept.get(id);
  if (!phrases) kept.set(id, (phrases = new Set(namesOf(c).flatMap((n) => phrasesOf(n).map((p) => p.words.join(' '))))));
  return phrases.has(phrase);
}

/** The calendar a phrase is dated by in `year`: the first of the library's that keeps it, else the world's. */
function datedBy(phrase: string, homes: Calendar[], year: number): HolidayRef | null {
  const home = homes.find((c) => keeps(c, phrase));
  return home ? { ...home, phrase } : worldCalendarFor(phrase, year);
}

/**
 * A holiday the question names, as the days of its latest occurrence that has begun, or of `named`,
 * the year the question names. `homes`: where the library's photos are, most first.
 */
export function findHoliday(query: string, now: Date, homes: readonly HomeRegion[] = [], named: number | null = null): Found | null {
  const tokens = [...query.matchAll(/[\p{L}\p{N}'’‘`.]+/gu)];
  const said: Said = { words: [], capital: [], possessive: [] };
  const owner: number[] = [];
  tokens.forEach((t, i) => {
    for (const w of nameKey(t[0])) {
      said.words.push(w);
      said.capital.push(/^\p{Lu}/u.test(t[0]));
      said.possessive.push(/\p{L}(?:['’‘`]s?|s)$/u.test(t[0]));
      owner.push(i);
    }
  });
  if (said.words.length === 0) return null;
  const cals = homeCalendars(homes);
  // The longest name said, the library's calendars first: "Christmas Eve" is Christmas Eve though the
  // home calendar keeps only Christmas Day.
  let phrase: Phrase | null = null;
  for (const names of [...cals.map(namesOf), worldNames()]) {
    const p = bestPhrase(said, names);
    if (p && (!phrase || p.words.length > phrase.words.length)) phrase = p;
  }
  phrase ??= shortName(tokens.map((t) => t[0]), owner, cals);
  if (!phrase) return null;
  const text = phrase.words.join(' ');
  // This year's when it has begun, else last year's (a calendar may date a lunar festival a few years ahead only).
  let year = named ?? now.getUTCFullYear();
  let ref = datedBy(text, cals, year);
  let days = ref && holidayDays(ref, year);
  if (named === null && (!days || days.from > now.getTime())) {
    year -= 1;
    ref = datedBy(text, cals, year);
    days = ref && holidayDays(ref, year);
  }
  if (!ref || !days) return null;
  const first = tokens[owner[phrase.start]!]!;
  const last = tokens[owner[phrase.start + phrase.span - 1]!]!;
  const index = first.index!;
  return { ...days, text: query.slice(index, last.index! + last[0].length).replace(/[.]+$/, ''), index, ref, loose: (ref.pad ?? 0) > 0 };
}

/**
 * Whether the holiday said just before `end` names an occasion held around it rather than its day:
 * "our Easter concert" (a cantata two Sundays later), "the Christmas party" — a gathering or a
 * performance, which prints the holiday's name. Then the day is where to look first,
 * not a fence, and the name is a word to find.
 */
export function namesOccasion(query: string, end: number): boolean {
  const next = /^\s+([\p{L}]+)/u.exec(query.slice(end))?.[1]?.toLowerCase();
  // A meal is had on the day ("Valentine's dinner", "Christmas lunch"), and its bill does not print the day's name.
  if (!next || !wordnet().lookup(next, 'n') || isKindOf(next, 'meal')) return false;
  return isKindOf(next, 'social gathering') || isKindOf(next, 'social event');
}
