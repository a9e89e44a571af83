import type { QueryAnalysis } from '../../../shared/qa';
import { actedNoun } from './acted-noun';
import { contentWords } from '../augment/similarity';
import type { Candidate } from './fusion';
import { isKindOf, isUnitWord } from './kind-of';
import { relatedTerms } from './lexicon/related';
import { morphy, wordnet } from './lexicon/wordnet';
import { wordRoles } from './lexicon/word-roles';
import { localMs } from './scope';
import { escapeRegExp, textOf } from './text-lines';
import { REMAINING } from './number';
import { joinStacked } from './stacked';
import { partyOf } from './party';
import { countsByKind } from './kind-counts';
import { AUXILIARIES } from './question-words';
import { progressOf, ASKS_TO_GO } from './progress';
import { abbreviates } from './lexicon/abbreviation';
import { matchNamesOne } from './numbered-name';

/**
 * What a "how many" counts. Most counts are of occasions (days, sessions, visits: five treadmill
 * photos of one morning are one workout), but some nouns name another unit: "how many photos" counts
 * the photos themselves, "how many countries/cities" the distinct places the matches were taken in.
 */
export type CountUnit =
  | { of: 'occasions' }
  | { of: 'memories'; noun: string }
  | { of: 'places'; noun: string; field: 'place_country' | 'place_city' | 'place_region' | 'place_label' };

/** The app's own media: a count of these is of memories, not of what they show. */
const MEDIA = /\bhow many\s+(?:\w+\s+)?(photos?|pictures?|pics|images?|videos?|clips?|screenshots?|selfies?|shots|snaps)\b/i;
/** Places a photo's reverse geocoding names, by the field that names them. */
const PLACES: Record<string, 'place_country' | 'place_city' | 'place_region' | 'place_label'> = {
  country: 'place_country', countries: 'place_country', nation: 'place_country', nations: 'place_country',
  city: 'place_city', cities: 'place_city', town: 'place_city', towns: 'place_city',
  region: 'place_region', regions: 'place_region', state: 'place_region', states: 'place_region', province: 'place_region', provinces: 'place_region',
  place: 'place_label', places: 'place_label',
};

/**
 * "Which cities did we visit in August", "what countries have I been to": the places the matches were
 * taken in, listed as a count of them is. Plural only: "what city did we stay in" asks for one name.
 */
const PLACE_LIST = /\b(?:which|what)\s+(?:different\s+|other\s+)?(countries|cities|towns|regions|states|provinces)\s+(?:did|do|have|had|were|was)\b/i;

export function asksPlaceList(question: string): boolean {
  return PLACE_LIST.test(question);
}

export function countUnitOf(question: string): CountUnit {
  const media = MEDIA.exec(question);
  if (media) return { of: 'memories', noun: media[1]!.toLowerCase() };
  const place = (/\bhow many\s+(?:different\s+|other\s+)?([a-z]+)\b/i.exec(question) ?? PLACE_LIST.exec(question))?.[1]?.toLowerCase();
  const field = place ? PLACES[place] : undefined;
  if (place && field) return { of: 'places', noun: place, field };
  return { of: 'occasions' };
}

const DAY_MS = 86_400_000;

/**
 * A count of photos or of places, or null for a count of occasions (facts.ts). The answer begins with
 * the number, then what was counted: each day with its photos, or the places by name.
 */
export function countOther(analysis: QueryAnalysis, refs: Candidate[], dayLabel: (ms: number) => string): { fact: string; answer: string } | null {
  const unit = countUnitOf(analysis.question);
  if (unit.of === 'occasions') {
    // "How many night shifts in November" asked of a roster: the days it lists, not the one photo of it.
    const listed = firstListedDays(refs, analysis.question);
    if (!listed) return null;
    const when = localMs(listed.ref.row);
    const context = when === null ? '' : ` (${dayLabel(when)})`;
    return {
      fact: `${listed.n} ${listed.phrase} listed on one document: ${listed.line}`,
      answer: `${listed.n} ${listed.phrase} — ${listed.line}${context}`,
    };
  }
  if (unit.of === 'memories') {
    const byDay = new Map<number, number>();
    for (const r of refs) {
      const local = localMs(r.row);
      const day = local === null ? -1 : Math.floor(local / DAY_MS);
      byDay.set(day, (byDay.get(day) ?? 0) + 1);
    }
    const days = [...byDay].sort((a, b) => a[0] - b[0]).map(([day, n]) => `${day < 0 ? 'undated' : dayLabel(day * DAY_MS)} (${n})`);
    const n = refs.length;
    const noun = n === 1 ? singular(unit.noun) : plural(unit.noun);
    return { fact: `${n} matching ${noun}, by day: ${days.join('; ')}`, answer: `${n} ${noun} — ${days.join(', ')}.` };
  }
  // In the order they were first visited.
  const names = new Map<string, string>();
  const byTime = [...refs].sort((a, b) => (localMs(a.row) ?? Infinity) - (localMs(b.row) ?? Infinity));
  for (const r of byTime) {
    const name = r.row[unit.field];
    if (name && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  const n = names.size;
  const noun = n === 1 ? singular(unit.noun) : plural(unit.noun);
  const fact = `${n} distinct ${noun} among the matching memories: ${[...names.values()].join('; ')}`;
  // Asked which, the names come first.
  return { fact, answer: asksPlaceList(analysis.question) && n > 0 ? `${[...names.values()].join(', ')} (${n} ${noun}).` : `${n} ${noun} — ${[...names.values()].join(', ')}.` };
}

function singular(noun: string): string {
  return noun.endsWith('ies') ? `${noun.slice(0, -3)}y` : noun.endsWith('s') ? noun.slice(0, -1) : noun;
}

function plural(noun: string): string {
  const one = singular(noun);
  return one.endsWith('y') && !/[aeiou]y$/.test(one) ? `${one.slice(0, -1)}ies` : `${one}s`;
}

/** Verbs of going somewhere: in "how many cities did I visit" they say nothing the photos print. */
const GOING = new Set(['visit', 'visited', 'go', 'went', 'gone', 'travel', 'travelled', 'traveled', 'been', 'be', 'stay', 'stayed', 'see', 'saw', 'seen']);

/**
 * The analysis a count of places retrieves with: the place noun and the verbs of going are no words
 * to match ("cities" is printed on no photo of a city), so what the time or place asked holds is read,
 * and the places are counted from it.
 */
export function placeCountAnalysis(analysis: QueryAnalysis): QueryAnalysis {
  const unit = countUnitOf(analysis.question);
  if (unit.of === 'occasions') return asShifts(analysis);
  if (unit.of !== 'places') return analysis;
  const noun = singular(unit.noun).replace(/y$/, '');
  const terms = analysis.terms.filter((t) => !GOING.has(t) && !t.startsWith(noun));
  return terms.length === analysis.terms.length ? analysis : { ...analysis, terms, related: terms.length === 0 ? [] : analysis.related };
}

/**
 * "How many nights am I working", "how many days did you work": to work nights is to work night
 * shifts, and WordNet files a night shift, a day shift, an evening shift as kinds of work shift. The
 * working is then the shift a rota prints under its label ("NIGHT: 3-5"), so the shift is searched for
 * instead of the verb — a rota prints no "working". Other counted days ("how many days did I go
 * running", "days I worked from home") are days, not shifts, and stay as asked.
 */
function asShifts(analysis: QueryAnalysis): QueryAnalysis {
  const m = /\bhow many\s+(days|nights|evenings)\s+(?:am|are|is|was|were|do|does|did|will|have|has|had)\s+(?:i|we|you|he|she|they)\s+(?:been\s+)?([a-z]+)\b/i.exec(analysis.question);
  if (!m) return analysis;
  const [, unit, verb] = m;
  const db = wordnet();
  if (!morphy(verb!.toLowerCase(), 'v', db).includes('work') || !isKindOf(`${singular(unit!.toLowerCase())} shift`, 'work shift')) return analysis;
  // "How many days did I work from home": what else is asked says which days; they are not shifts.
  if (analysis.terms.some((t) => !morphy(t, 'v', db).includes('work'))) return analysis;
  const terms = ['shift'];
  return { ...analysis, terms, related: relatedTerms(terms, { roles: wordRoles(analysis.question) }) };
}

/** "Altogether", "in total", "so far", "ever": a count of all occasions, not only those photographed. */
export const ALL_TOLD = /\b(in total|altogether|all together|so far|to date|ever|overall|all in all)\b/i;
/** "Visit #14", "LESSON NO. 12", "5th lesson": a running number printed beside a word. */
const TALLIES = [/(\p{L}{3,})\s*(?:#|no\.?|nr\.?|number)\s*(\d{1,4})\b/giu, /\b(\d{1,4})(?:st|nd|rd|th)\s+(\p{L}{3,})/giu];
/** Five letters: "visited" and "visits", "lessons" and "lesson" meet. */
const STEM = 5;

/**
 * "How many times have I been to the gym altogether": a document that numbers the occasions ("Visit
 * #14") knows more than the photos, which miss the occasions never photographed. The largest running
 * number printed beside a word sharing a question word's stem (the newest document's), or null.
 */
export function printedTally(lines: string[], question: string): { n: number; line: string } | null {
  const asked = new Set([...contentWords(question)].filter((w) => w.length >= 4 && !/^(many|times?|have|total|altogether|together|far|ever)$/.test(w)).map((w) => w.slice(0, STEM)));
  let best: { n: number; line: string } | null = null;
  for (const line of lines) {
    for (const re of TALLIES) {
      for (const m of line.matchAll(re)) {
        const [word, digits] = /^\d/.test(m[1]!) ? [m[2]!, m[1]!] : [m[1]!, m[2]!];
        if (!asked.has(word.toLowerCase().slice(0, STEM))) continue;
        const n = Number(digits);
        if (!best || n > best.n) best = { n, line };
      }
    }
  }
  return best;
}

/**
 * "How many pills did I get" on a box that prints "21 CAPSULES": a number before a word naming a kind
 * of the counted noun (WordNet's is-a: a capsule is a pill), as printed; null when no line has one.
 * A box or a pattern short of room prints the noun itself cut short ("905 pcs" for pieces, "Cast on
 * 88 sts" for stitches): the count is then of the noun asked, said in full.
 */
export function printedKindCount(lines: string[], noun: string): { value: string; line: string } | null {
  for (const line of lines) {
    for (const m of line.matchAll(/(?<![\d.,:/-])(\d+)\s*(?:x\s*)?(\p{L}{3,}\.?)/giu)) {
      const word = m[2]!.replace(/\.$/, '');
      if (isKindOf(word, noun)) return { value: `${m[1]} ${word.toLowerCase()}`, line };
      if (abbreviates(m[2]!, noun)) return { value: `${m[1]} ${noun}`, line };
    }
  }
  return null;
}

/**
 * A pattern counts several things under one name ("Tension: 18 sts", "Cast on 88 sts"): the line that
 * also says what the question does with them comes first.
 */
function askedFirst(lines: string[], question: string, noun: string): string[] {
  const stem = noun.replace(/(es|s)$/, '');
  const asked = [...contentWords(question)].filter((w) => w.length >= 3 && !w.startsWith(stem) && w !== 'many');
  const saying = lines.filter((l) => asked.some((w) => contentWords(l).has(w)));
  return [...saying, ...lines.filter((l) => !saying.includes(l))];
}

/**
 * "How many tablets" on a label that prints "Sertraline 50mg tablets" and, on its own line, "Qty: 28": a
 * quantity labelled as such counts the thing the document names, when it names the counted noun (or a
 * kind of it) and only one quantity.
 */
export function labelledQuantityOf(lines: string[], noun: string): { value: string; line: string } | null {
  const stem = noun.replace(/(es|s)$/, '');
  const names = lines.some((line) => (line.toLowerCase().match(/\p{L}{3,}/gu) ?? []).some((w) => w.startsWith(stem) || isKindOf(w.replace(/s$/, ''), stem)));
  const quantities = lines.flatMap((line) => {
    const m = QUANTITY_LABEL.exec(line);
    return m ? [{ value: `${m[1]} ${noun}`, line }] : [];
  });
  return names && quantities.length === 1 ? quantities[0]! : null;
}

/** "Qty: 28", "QUANTITY 30", "Quantity supplied: 56": a quantity label and its whole number. */
const QUANTITY_LABEL = /^\s*(?:qty|quantity)(?:\s+\p{L}+)?\.?\s*[:=]?\s*(\d+)\s*$/iu;

/** The best matches a listed count is read from: the document asked about is among the first. */
const LISTED_DEPTH = 5;
/** Function words that end the counted phrase: "how many night shifts | do I have". */
const PHRASE_END = new Set(['do', 'did', 'does', 'have', 'has', 'had', 'am', 'are', 'is', 'was', 'were', 'will', 'would', 'can', 'could', 'should', 'i', 'we', 'you', 'my', 'our', 'in', 'on', 'at', 'for', 'this', 'that', 'left', 'remaining']);
/** Nouns that count occasions or spans, never what a list of days names on its own. */
const NOT_A_LABEL = new Set(['time', 'times', 'day', 'days', 'occasion', 'occasions', 'hour', 'hours', 'minute', 'minutes', 'week', 'weeks', 'month', 'months', 'year', 'years']);
/** "NIGHT: 3-5, 17-19": a label, a colon, then days of the month and ranges of them, comma-separated, to the line's end. */
const DAY_LIST = /^\s*(\p{L}[\p{L} /&'-]*?)\s*:\s*(\d{1,2}(?:\s*[-–]\s*\d{1,2})?(?:\s*,\s*\d{1,2}(?:\s*[-–]\s*\d{1,2})?)*)\s*$/u;

/**
 * The words naming what is asked for, up to the verb: "night shifts" in "how many night shifts do I
 * have" and in "what night shifts do I have", "nights" in "which nights am I working".
 */
export function askedPhrase(question: string): string[] {
  const after = (/\bhow many\s+(.*)$/i.exec(question) ?? /^\s*(?:which|what)\s+(.*)$/i.exec(question))?.[1] ?? '';
  const words: string[] = [];
  for (const w of after.toLowerCase().match(/[a-z']+/g) ?? []) {
    if (PHRASE_END.has(w) || words.length === 3) break;
    words.push(w);
  }
  return words;
}

/**
 * "How many night shifts do I have": a roster or a timetable lists the days under a label ("NIGHT:
 * 3-5, 17-19"), and the count asked is the days it lists (six), not the documents; "which nights am I
 * working" is those days. The label must
 * share a word with what is counted (by its first five letters: "nights" and "night" meet), the list
 * must hold at least two days (a lone "NIGHTS: 3" is a quantity, read elsewhere), and every day must
 * be one of a month (1–31, a range rising). Null when no line of the first matches is such a list.
 */
export function listedDays(lines: string[], question: string): ListedDays | null {
  const phrase = askedPhrase(question);
  const asked = new Set(phrase.filter((w) => w.length >= 3 && !NOT_A_LABEL.has(w)).map((w) => w.slice(0, STEM)));
  if (asked.size === 0) return null;
  for (const line of lines) {
    const m = DAY_LIST.exec(line);
    if (!m) continue;
    const label = m[1]!.toLowerCase().match(/\p{L}+/gu) ?? [];
    if (!label.some((w) => asked.has(w.slice(0, STEM)))) continue;
    let n = 0;
    let valid = true;
    for (const part of m[2]!.split(',')) {
      const [from, to = from] = part.split(/[-–]/).map((d) => Number(d.trim()));
      if (!(from! >= 1 && to! <= 31 && to! >= from!)) valid = false;
      n += to! - from! + 1;
    }
    if (valid && n >= 2) return { n, days: m[2]!, line, phrase: phrase.join(' ') };
  }
  return null;
}

export interface ListedDays {
  /** How many days the list holds. */
  n: number;
  /** The days as printed ("3-5, 17-19"). */
  days: string;
  line: string;
  phrase: string;
}

/** The first of the best matches that lists days under a label naming what is asked (`listedDays`). */
export function firstListedDays(refs: Candidate[], question: string): (ListedDays & { ref: Candidate }) | null {
  for (const ref of refs.slice(0, LISTED_DEPTH)) {
    const found = listedDays(textOf(ref.row), question);
    if (found) return { ...found, ref };
  }
  return null;
}

/** Words that count occasions, not things: "how many times/visits/sessions" is answered by the days. */
const OCCASION_WORDS = new Set(['time', 'times', 'visit', 'visits', 'session', 'sessions', 'day', 'days', 'trip', 'trips', 'occasion', 'occasions', 'night', 'nights', 'week', 'weeks']);

/**
 * "How many capsules did the pharmacy give me?": a quantity printed on the evidence (a label and its
 * number, a number before the noun, a party's size, what a document says is left), not occasions.
 */
export function printedQuantity(question: string, refs: Candidate[]): { value: string; line: string; ref: Candidate } | null {
  // "How many of us": people, counted as a booking's party is.
  const noun = /\bhow many\s+of\s+(?:us|you|them)\b/i.test(question) ? 'people' : countedNoun(question);
  // "How many sessions are left on my pass": what a document says remains, not occasions counted.
  const remaining = REMAINING.test(question);
  if (!noun || (OCCASION_WORDS.has(noun) && !remaining) || noun.length < 3) return null;
  const stem = escapeRegExp(noun.replace(/(es|s)$/, ''));
  const partyNoun = noun === 'people' || isKindOf(noun.replace(/s$/, ''), 'person');
  const patterns = [
    // "3 LEFT", "REMAINING: 3": the count of what is left, whatever it is a count of; "5 swims left", "3 visits remaining": of the noun asked.
    ...(remaining ? [/\b(\d+)\s*(?:left|remaining)\b/i, /\b(?:left|remaining)\s*[:=]?\s*(\d+)\b/i, new RegExp(`\\b(${COUNTED})\\s+${DESCRIBING}${stem}\\w*\\s+(?:left|remaining)\\b`, 'iu')] : []),
    // "REFILLS: 2", "Points earned: 49": the noun as a label with its number, a word or two may say
    // which (a bare "SWIM 45" may be minutes).
    new RegExp(`\\b${stem}\\w*${remaining ? '' : String.raw`(?:\s+\p{L}+){0,2}`}\\s*[:#=]${remaining ? '?' : ''}\\s*(${COUNTED})\\b(?![-/.:]\\d)`, 'iu'),
    // "Number of entries MULT", "No. of pages: 2": a form counts the noun in its label's words, perhaps in a word.
    ...(remaining ? [] : [new RegExp(`\\b(?:number|no\\.?)\\s+of\\s+${stem}\\w*\\s*[:#=]?\\s*(${COUNTED}|${COUNT_WORDS})\\b`, 'iu')]),
    // "Eggs  3": a recipe's or a list's two columns, the thing then its number alone at the line's end.
    ...(remaining ? [] : [new RegExp(`\\b${stem}\\w*\\s{2,}(${COUNTED})\\s*$`, 'i')]),
    // "Lengths 60", "Laps 24": the noun asked, in the plural, as a line's label with its count alone
    // after it is how many (a singular "SWIM 45" may be minutes).
    ...(remaining || !/[^s]s$/.test(noun) ? [] : [new RegExp(`^\\s*${escapeRegExp(noun)}\\s+(${COUNTED})\\s*$`, 'i')]),
    // "30 capsules", "2 x tablets", "2 large eggs": the number before the noun, or before the words that
    // describe it (a "20-RIDE" pass names its size, not what is left). A parts list sets the times sign
    // before the number ("C  x16  wooden dowel", "×4 screw").
    ...(remaining ? [] : [new RegExp(`(?:\\b[x×]|\\b|(?<=×))(${COUNTED})\\s*(?:[x×]\\s*)?${DESCRIBING}${stem}\\w*\\b`, 'iu')]),
    // "Slabs 600x600 x 12", "Decking boards 3.6m x 12": a list ends an item's line with how many of it,
    // after its size; the times sign stands apart from the size it follows.
    ...(remaining ? [] : [new RegExp(`\\b${stem}\\w*\\b.*?\\s[x×]\\s*(\\d{1,3})\\s*$`, 'iu')]),
    // "How many tickets": an order prints each kind of ticket with how many of it ("General Admission x 2", "2 x Adult").
    ...(!remaining && /^tickets?$/.test(noun) ? TICKET_TIMES : []),
    // "How many guests": a booking counts people as a party ("Party of 4", "Table for 4", "4 pax").
    // "People" is the plural of "person" that WordNet files as a group of them instead.
    ...(!remaining && partyNoun ? [PARTY_SIZE] : []),
  ];
  const found: Array<{ value: string; line: string; ref: Candidate }> = [];
  const toGo = ASKS_TO_GO.test(question);
  for (const ref of refs) {
    // An app's tile prints the count under its label ("Steps" / "12,483").
    const lines = joinStacked(textOf(ref.row));
    // "8 of 10 stamps": eight so far, two to go (progress.ts).
    const progress = progressOf(lines, stem, toGo);
    if (progress) {
      found.push({ value: `${progress.n} ${shown(question, noun)}`, line: progress.line, ref });
      continue;
    }
    // "2 Adults, 1 Child": a party printed by kind of person is counted whole, as people or as tickets.
    const party = !remaining && (/^tickets?$/.test(noun) || partyNoun) ? partyOf(lines) : null;
    if (party) {
      found.push({ value: `${party.n} ${noun}`, line: party.line, ref });
      continue;
    }
    // "500MG CAPSULES": a number with its unit is a strength, not a count of what follows; a size before
    // the count ("Decking boards 3.6m x 12") is the thing's, not the count's.
    const measured = (text: string) => (text.match(/\p{L}+/gu) ?? []).some((w) => !w.toLowerCase().startsWith(stem) && isUnitWord(w));
    const hit = patterns.map((re) => lines.map((l) => ({ l, m: re.exec(l) })).find((x) => x.m && !DATED.test(x.l.slice(0, x.m.index + x.m[0].indexOf(x.m[1]!))) && !measured(x.m[0].slice(x.m[0].lastIndexOf(x.m[1]!))) && !matchNamesOne(x.l, x.m, stem))).find(Boolean);
    const listed = hit ? countsByKind(hit.l.slice(hit.m!.index + hit.m![0].lastIndexOf(hit.m![1]!)), question) : null;
    if (hit) found.push({ value: `${listed ?? hit.m![1]} ${shown(question, noun)}`, line: hit.l, ref });
    // A pack's quantity is no dose: "how many tablets a day" is read from its directions, not "Qty: 28".
    const kind = hit || remaining ? null : (printedKindCount(askedFirst(lines, question, noun), noun) ?? (PER_PERIOD.test(question) ? null : labelledQuantityOf(lines, noun)));
    if (kind) found.push({ ...kind, ref });
  }
  if (found.length === 0) return null;
  // What is left now is what the newest document says.
  return remaining ? [...found].sort((a, b) => (b.ref.row.taken_at ?? -Infinity) - (a.ref.row.taken_at ?? -Infinity))[0]! : found[0]!;
}

/**
 * The noun "how many" counts: the head of "how many blood donations" (a plural noun after the first
 * word is the thing counted, the first word says which kind), else the word after "how many".
 */
function countedNoun(question: string): string | undefined {
  const m = /\bhow many\s+([a-z]+)(?:\s+([a-z]+))?/i.exec(question);
  const second = m?.[2]?.toLowerCase();
  const head = second && !AUXILIARY.test(second) && contentWords(second).size > 0 && morphy(second, 'n').some((base) => base !== second) ? second : null;
  return head ?? (m?.[1]?.toLowerCase() === 'times' ? actedNoun(question) : undefined) ?? m?.[1]?.toLowerCase();
}

/** A verb that opens a question's clause ("how many entries does it allow"): no noun, though "does" is one's plural. */
const AUXILIARY = new RegExp(`^(?:${AUXILIARIES})$`);

/** The counted noun as the question said it: "8 blood donations", not "8 donations". */
function shown(question: string, noun: string): string {
  return new RegExp(`\\bhow many\\s+([a-z]+\\s+${escapeRegExp(noun)})\\b`, 'i').exec(question)?.[1]?.toLowerCase() ?? noun;
}

/**
 * Up to two words describing a counted thing between its number and its name ("2 large eggs", "3 ripe
 * bananas"); a preposition or a conjunction ends the phrase ("3 boxes of eggs" counts boxes).
 */
const DESCRIBING = String.raw`(?:(?!(?:of|for|to|at|per|and|or|in|on|from|the|an?|with|by|x)\b)\p{L}{2,}[\s-]+){0,2}`;
const PER_PERIOD = /\b(?:a|per|each|every)\s+(?:day|night|week|month|morning|evening)\b|\b(?:daily|nightly|weekly)\b/i;
/** A count as printed, with its thousands grouped ("12,483 steps") or not. */
const COUNTED = String.raw`\d{1,3}(?:,\d{3})+|\d+`;
/** A count a form gives in a word: "MULT" (a visa's entries), "SINGLE", "ONE". */
const COUNT_WORDS = 'mult(?:iple)?|single|double|unlimited|one|two|three';
const TICKET_TIMES = [/^\s*\p{L}[\p{L} ]*?\s+x\s*(\d{1,2})\s*$/iu, /^\s*(\d{1,2})\s*x\s+\p{L}[\p{L} ]*$/iu];
const PARTY_SIZE = /\b(?:(?:party|group|table)\s+(?:of|for)\s+|(?=\d+\s*(?:pax|people|persons|guests|adults|diners|covers)\b))(\d+)\b/i;
/** What ends a date before its year ("24 Jan 2026 Bloodbank"): the year is no quantity of what follows. */
const DATED = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s*(?:\d{1,2},?\s*)?$|\d[/.-]$/i;
