import * as chrono from 'chrono-node';
import { contentWords } from '../augment/similarity';
import { dayPrinted, printedDay, wholeDates } from './printed-date';
import { documentOrder, type DateOrder } from './date-order';
import { clauseDate, columnDate } from './column-date';
import { DAY_MS } from './wall-clock';
import { termEnd } from './term-end';
import { isKindOf } from './kind-of';
import { ASKING, named, stem, verbStems } from './label-stems';
import { englishOf } from './lexicon/abroad';
import { isOrdinaryWord, morphy, wordnet, type WordNet } from './lexicon/wordnet';
import { namesOtherParticle } from './phrasal';
import { spanEnd } from './time-lead';
import { modesOf, vehiclesNamed } from './travel-mode';

/** Question words that ask for the coming occasion of something done before: "when can I go again". */
const AGAIN = /\b(again|next)\b/i;
/** A letter's courtesy before what it asks ("Please pay by …"): no label of the date, whatever a question verb's senses hold. */
const COURTESY = new Set(['please', 'kindly']);

/**
 * The date a document prints beside a label that says what the question asks ("VALID UNTIL 04/03/2026"
 * for "when does it expire", "COLLECT 09/03" for "when can I pick it up", "Next dose: 5 Sep" for
 * "when should I go again"), rather than the day the photo was taken or another printed date (the
 * issue date). A label relates to the question by WordNet: the question word's synonyms, its
 * derivations and their synonyms, and its definition's words (expire: "lose validity" → valid).
 * The day (local ms at midnight, the reading nearest the photo) and the line; null when no label fits.
 */
export function labelledDate(lines: string[], question: string, takenLocal: number, db: WordNet = wordnet(), order: DateOrder | null = documentOrder(lines.join('\n'), takenLocal)): { day: number; line: string; month?: boolean } | null {
  // "When can I pick it up" asks the first day it can be: "PICK UP BY" is the last (the day another
  // document promises it from answers first; without one, the deadline is still read off the document).
  const ending = endingAsked(question);
  // "When can I return it until" asks the last day all the same.
  const possible = POSSIBLE.test(question) && !ending;
  // A month printed without its day ("Next check-up: March 2026") is the answer to the month.
  const dated = (line: string) => (possible && LAST_DAY.test(undated(line)) ? null : dayPrinted(line, takenLocal, ending, order));
  // A guarantee's term and its start, when no line prints the last day itself (term-end.ts).
  const term = ending && !lines.some((l) => LAST_DAY.test(undated(l)) && dayPrinted(l, takenLocal, true, order) !== null) ? termEnd(lines, question, takenLocal, order) : null;
  if (term) return term;
  // "What's the RSVP deadline", "when do I reply by": the day a line asks a thing done by ("Kindly
  // reply by 1st May"), before the occasion's own day the invitation prints above it.
  const last = DEADLINE_ASKED.test(question) ? lines.find((l, i) => dated(l) !== null && LAST_DAY.test(labelOf(lines, i))) : undefined;
  const lastDay = last === undefined ? null : dated(last);
  if (last !== undefined && lastDay) return { day: lastDay.day, line: last, ...(lastDay.month ? { month: true } : {}) };
  // A day printed outright ("Return by: 16 June 2026") before a window counted from an unprinted start
  // ("Free returns within 30 days"), read from the photo's day only when no line prints one.
  const found = labelFitting(lines, question, db, AGAIN.test(question), (line) => (WINDOW_ONLY.test(line) ? null : dated(line)))
    ?? labelFitting(lines, question, db, AGAIN.test(question), dated);
  if (found) return { day: found.day.day, line: found.line, ...(found.day.month ? { month: true } : {}) };
  // "When can I pick up my suit": what can be done from a day is done from the day a document about
  // the thing promises after its own ("READY FRI JUN 13" on a ticket taken the 10th), whatever its label.
  if (!possible) return null;
  const things = askedThings(question, db);
  return things.length > 0 && printsAny(lines, things, db) ? promisedDate(lines.filter((l) => !LAST_DAY.test(undated(l))), takenLocal, order) : null;
}

/** A question after the last day to do a thing: "the deadline", "reply by?", "by when". */
const DEADLINE_ASKED = /\bdeadline\b|\bby\s+when\b|\bby\s*(?:\?|$|for\b)/i;
/** A dated line's label: its own words, or the line above when the date stands alone. */
function labelOf(lines: readonly string[], i: number): string {
  const own = undated(lines[i]!);
  return /\p{L}{3,}/u.test(own) ? own : lines[i - 1] ?? '';
}

/** A line whose only time is a window from some start: "within 30 days", "for 28 days", "in 2 weeks", and no date. */
const WINDOW_ONLY = /\b(?:within|for|in)\s+(?:\d+|an?|one|two|three|four|six|ten|fourteen|thirty)\s+(?:days?|weeks?|months?|years?)\b(?![^\n]*\d{1,2}[/.-]\d{1,2})(?![^\n]*\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/i;
/** A label for the last day a thing can be done: "PICK UP BY", "VALID UNTIL", "RETURN BEFORE", "DUE". */
const LAST_DAY = /\b(?:by|until|till|thru|through|before|due|expir\w*|deadline)\b/i;
/** A question after the last day a thing holds: "when does it expire", "when does it run out", "valid until when". */
const ENDING = /\b(?:expir\w*|run(?:s|ning)?\s+out|ran\s+out|until|till|thru|end(?:s|ed)?|finish(?:es|ed)?)\b/i;
/** A label for the first day a thing holds: "VALID FROM", "ISSUED", "START DATE", "EFFECTIVE". */
const STARTING = /\b(?:from|since|issued?|start\w*|begin\w*|effective)\b/i;
function endingAsked(question: string): boolean {
  return ENDING.test(question) && !/\bfrom\b/i.test(question);
}

/** Whether a line prints a span of days ("1 Mar 2025 - 31 Mar 2025"). */
function printsSpan(line: string): boolean {
  return wholeDates(line).some((r) => r.end?.isCertain('day') && r.end.date().getTime() > r.start.date().getTime());
}

/** "When can I …", "when could we …": the first day something was possible. */
const POSSIBLE = /^\s*when\s+(?:can|could)\b/i;

/**
 * "When did we move house", asked of a plan photographed before it ("SHIFTING DATE: 18-04-2026" on a
 * mover's quote): the line that prints a whole date under a label the question's verb names, its
 * synonyms or its definition's words; the document's own date ("DATE: 02-04-2026") has no such label.
 * Only the verb's labels: "next" is the coming occasion, not the one that happened. Null when none.
 */
export function verbLabelledLine(lines: string[], question: string, db: WordNet = wordnet()): string | null {
  // A span printed ("1 - 12 OCTOBER") is when a festival runs, not the day a thing was done.
  const whole = (line: string) => {
    const dates = wholeDates(line);
    return dates.length > 0 && !dates.some((r) => r.end?.isCertain('day') && r.end.date().getTime() - r.start.date().getTime() >= DAY_MS) ? 0 : null;
  };
  return labelFitting(lines, question, db, false, whole)?.line ?? null;
}

/** The first dated line (`dateOf` not null) whose label fits what the question asks, with its date. */
function labelFitting<T>(lines: string[], question: string, db: WordNet, again: boolean, dateOf: (line: string) => T | null): { day: T; line: string } | null {
  const wanted = verbStems(question, db);
  const ending = endingAsked(question);
  if (wanted.size === 0 && !again && !ending) return null;
  // A span fits an ending only when no label says so: a term sheet's "Half term: 27 Oct - 31 Oct" is
  // not when the term ends, its "Ends: 19 December" is.
  let spanned: { day: T; line: string } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const day = dateOf(line);
    if (day === null) continue;
    // A date alone on its line is labelled by the line above ("VALID UNTIL" over "04/03/2026").
    const own = [...contentWords(undated(line))].filter((w) => /\p{L}{3,}/u.test(w) && !COURTESY.has(w));
    const label = own.length > 0 ? own : [...contentWords(lines[i - 1] ?? '')];
    const labelText = own.length > 0 ? undated(line) : lines[i - 1] ?? '';
    // "When does it expire" asks the last day: "VALID UNTIL" says so, "VALID FROM" is the first.
    // "Valid from 20/01/2026 until 19/01/2027": a span's own "from" labels its first day, its end is asked.
    const span = ending && printsSpan(line);
    if (ending && STARTING.test(labelText) && !ENDING.test(labelText) && !span) continue;
    // A span printed whole ("Period of cover: 01/06/2024 to 31/05/2025") ends on the last day it holds.
    // "End date", "Ends", "Finish" label the last day as "until" does.
    const labels = label.some((w) => named(w, wanted) || (again && (w === 'next' || doneAgain(w, wanted)))) || (ending && (LAST_DAY.test(labelText) || ENDING.test(labelText)));
    const fitsWord = (w: string) => named(w, wanted) || (again && (w === 'next' || doneAgain(w, wanted))) || (ending && (LAST_DAY.test(w) || ENDING.test(w)));
    if (!labels && !span) {
      // A table's row of dates is labelled by its header ("Date given  Next due").
      const column = own.length > 0 ? columnDate(lines, i, fitsWord) : null;
      const cell = column ? dateOf(column.text) : null;
      if (cell !== null && !namesOtherParticle(column!.header, question, db)) return { day: cell, line: `${column!.header} ${line}` };
      continue;
    }
    if (namesOtherParticle(labelText, question, db)) continue;
    const found = { day, line: i > 0 && own.length === 0 ? `${lines[i - 1]} ${line}` : line };
    if (labels) return (own.length > 0 && !span ? clauseDate(line, fitsWord, dateOf) : null) ?? found;
    spanned ??= found;
  }
  return spanned;
}

/** "REOPENS", "RESTARTS": the asked verb with English's prefix for doing it again, for a question that asks "again". */
function doneAgain(word: string, wanted: ReadonlySet<string>): boolean {
  return /^re\p{L}{4,}/u.test(word) && wanted.has(stem(word.slice(2)));
}

/** Words that say which of a thing's dates is asked, not what thing: "when's the cat due at the vet next". */
const DATE_WORDS = new Set(['due', 'next', 'last', 'first', 'deadline', 'expiry', 'date', 'day', 'time', 'ago', 'long', 'much', 'soon', 'late', 'early', 'today', 'tomorrow', 'yesterday', 'week', 'month', 'year', 'morning', 'evening', 'night']);
/** Noun senses whose synonyms name the same thing ("vet", "veterinary"): the commonest. */
const THING_SENSES = 2;

/**
 * The things a date question names, each as the stems it may be printed by: its nouns and adjectives
 * (not its verbs, which label a date, nor the words that say which date), with the synonyms of their
 * commonest noun senses ("vet" is printed "VETERINARY"). Empty for "when does it expire".
 */
export function askedThings(question: string, db: WordNet = wordnet()): Array<Set<string>> {
  const out: Array<Set<string>> = [];
  // A word after a determiner is a noun, however often it is a verb ("my suit", "the cleaners").
  const named = new Set([...question.toLowerCase().matchAll(DETERMINED)].map((m) => m[1]!));
  for (const w of contentWords(question)) {
    if (w.length < 3 || !/^\p{L}+$/u.test(w) || ASKING.has(w) || DATE_WORDS.has(w) || (!named.has(w) && isVerb(w, db))) continue;
    const stems = new Set([stem(w)]);
    for (const lemma of morphy(w, 'n', db)) {
      stems.add(stem(lemma));
      for (const offset of db.lookup(lemma, 'n')?.offsets.slice(0, THING_SENSES) ?? []) for (const x of db.synset(offset, 'n').words) if (!x.includes('_') && !DATE_WORDS.has(x)) stems.add(stem(x));
    }
    out.push(stems);
  }
  return out;
}

const DETERMINED = /\b(?:my|our|your|his|her|their|the|a|an)\s+(\p{L}+)/gu;

/** Whether a document prints one of the things (`askedThings`), in any form ("SUITS" for "suit") or language. */
export function printsAny(lines: string[], things: Array<Set<string>>, db: WordNet = wordnet()): boolean {
  for (const line of lines) {
    for (const w of contentWords(line)) {
      if (w.length < 3 || !/^\p{L}+$/u.test(w)) continue;
      // A document abroad prints the thing in its language ("BIBLIOTECA" for the library).
      const forms = [stem(w), ...morphy(w, 'n', db).map(stem), ...englishOf(w, db).map(stem)];
      if (things.some((t) => forms.some((f) => t.has(f)))) return true;
    }
  }
  return false;
}

/** A word used as a verb at least as often as a noun, as `askedStems` takes it ("move", "pick", not "bill"). */
function isVerb(word: string, db: WordNet): boolean {
  return morphy(word, 'v', db).some((lemma) => {
    const verb = db.lookup(lemma, 'v');
    const noun = db.lookup(lemma, 'n');
    return verb !== null && !(noun && noun.tagged > verb.tagged);
  });
}

/** How far ahead a document promises: a year (an order collected next week, a card valid for twelve months). */
const PROMISE_DAYS = 366;

/**
 * "When will my dress be ready", "when was it supposed to be done", when no label says so in the
 * question's words ("COLLECT: SAT 28/03" for "ready"): a document photographed when something was
 * ordered or booked prints its own day, or none, and the day promised after it. The first day printed
 * later than the photo's, within a year; null when every printed day is the photo's or before it.
 */
export function promisedDate(lines: string[], takenLocal: number, order: DateOrder | null = documentOrder(lines.join('\n'), takenLocal)): { day: number; line: string } | null {
  const today = Math.floor(takenLocal / DAY_MS) * DAY_MS;
  for (const line of lines) {
    const day = printedDay(line, takenLocal, order);
    if (day !== null && day > today && day - today <= PROMISE_DAYS * DAY_MS) return { day, line };
  }
  return null;
}

/** A time of day: "10:30", "7.50 PM", "18h15", "9am". */
const CLOCK = /(?<![\d:.])(?:[01]?\d|2[0-3])[:.h][0-5]\d(?:\s*[ap]\.?m\.?)?(?![\d:.]\d)|\b(?:1[0-2]|0?[1-9])\s*[ap]\.?m\.?(?![\p{L}])/giu;

const HAS_CLOCK = new RegExp(CLOCK.source, 'iu');

/**
 * "What time did the train arrive?": the time printed beside the label the question's verb names, where
 * a ticket prints several on one line ("DEP 10:30  ARR 12:44") or on a few: a time's label is the words
 * between the time before it and it, or the line above when the time stands alone. Tickets cut labels
 * short ("DEP", "ARR"): a word of three or four letters that is no word of its own and begins a stem
 * the question asks for fits. A way of doing what the verb says fits too ("depart" is a way to
 * "leave"). The label with its time, and the line; null when no label fits (the document's first time
 * answers then).
 */
export function labelledTime(lines: string[], question: string, db: WordNet = wordnet()): { value: string; line: string } | null {
  // "What time was my flight", asked with no verb: a journey's time is when it leaves, not boarding.
  const journey = /^\s*(?:what|which)\s+time\s+(?:was|is|were|are)\b|^\s*what\s+time['’]s\b/i.test(question) && (question.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => w === 'flight' || isKindOf(w, 'conveyance', db));
  const wanted = verbStems(journey ? `${question} when does it depart` : question, db, true);
  if (wanted.size === 0) return null;
  // A label in the question's own word beats one in a synonym: "what time did boarding start" is
  // "Boarding 06:25", though "Departs 07:05", printed first, is a way to start too.
  const said = new Set((question.toLowerCase().match(/\p{L}+/gu) ?? []).map(stem).filter((s) => wanted.has(s)));
  const found = said.size > 0 ? (timeFitting(lines, question, said, db) ?? timeFitting(lines, question, wanted, db)) : timeFitting(lines, question, wanted, db);
  if (found) return found;
  // "What time do doors open": a ticket labels the time with what does it as often as with the verb ("Doors 18:30").
  const doer = [...contentWords(DOER.exec(question)?.[1] ?? '')][0];
  const done = doer ? timeFitting(lines, question, new Set([stem(doer)]), db) : null;
  if (done || journey) return done;
  // "What time did the boat sail": a ticket labels no time with a verb of travelling by its vehicle, and
  // the journey's time is when it leaves. ("What time did the boat leave" with no label to fit reads none.)
  const words = question.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
  const travels = vehiclesNamed(question, db).length > 0 && words.some((w) => vehiclesNamed(w, db).length === 0 && modesOf(w, 'v', db).length > 0);
  return travels ? timeFitting(lines, question, verbStems('when does it depart', db, true), db) : null;
}

/** The one that does the asked verb at a time: "what time do [doors] open", "what time does the [show] start". */
const DOER = /^\s*(?:at\s+)?what\s+time\s+(?:do|does|did|will)\s+(?:the\s+)?(?!(?:you|they|she|him|her|them|this|that|these|those|its)\b)(\p{L}{3,})\s+\p{L}{3,}/iu;

/** The first time whose label fits one of the stems `wanted`, with its label, and the line. */
function timeFitting(lines: string[], question: string, wanted: ReadonlySet<string>, db: WordNet): { value: string; line: string } | null {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    let from = 0;
    for (const m of line.matchAll(CLOCK)) {
      const before = line.slice(from, m.index);
      from = m.index + m[0].length;
      // "from 15:00", "until 11:00": a preposition says which end of a time it is, not what the time is of.
      const own = labelWords(before).filter((w) => !TIME_PREPOSITIONS.has(w));
      const above = own.length === 0 ? labelAbove(lines, i) : null;
      const label = above === null ? own : labelWords(above);
      if (!label.some((w) => fitsLabel(w, wanted, db)) || namesOtherParticle(above ?? before, question, db)) continue;
      // The label's own words, not the date printed before it ("15.07.2025  DEP 10:45" → "DEP 10:45").
      const named = above ?? before.trim().split(/\s+/).reverse().filter((w, k, all) => !all.slice(0, k + 1).some((x) => /\d/.test(x))).reverse().join(' ');
      // "What time does football finish": of "Football 3.30-4.30", the span's end leads.
      const end = spanEnd(line.slice(from), question);
      return { value: end ? `${end} (${named} ${line.slice(m.index).trim()})` : `${named} ${m[0].trim()}`, line: above === null ? line : `${above} ${line}` };
    }
  }
  return null;
}

const TIME_PREPOSITIONS = new Set(['from', 'until', 'till', 'after', 'before', 'approx']);

/**
 * The label of a value printed alone on its line: the line above, or, where that is the value's date
 * ("Check-out" over "Tue 13 May" over "until 11:00"), the line above that. Never a line with a time of
 * its own, which is another value.
 */
function labelAbove(lines: string[], i: number): string | null {
  for (let k = i - 1; k >= Math.max(0, i - 2); k--) {
    const line = lines[k]!;
    if (HAS_CLOCK.test(line)) return null;
    if (k === i - 2 || labelWords(undated(line)).length > 0) return line;
  }
  return null;
}

function labelWords(text: string): string[] {
  return [...contentWords(text)].filter((w) => /^\p{L}{3,}$/u.test(w));
}

/** A label word is the asked one, or an abbreviation of it: "arr" of "arrive", not "out" (a word) of "output". */
function fitsLabel(word: string, wanted: ReadonlySet<string>, db: WordNet): boolean {
  if (named(word, wanted)) return true;
  if (word.length > 4 || isOrdinaryWord(word, db)) return false;
  for (const s of wanted) if (s.length === 5 && s.startsWith(word)) return true;
  return false;
}

/** A line without the dates chrono reads in it: "5 Sep 2024" leaves no label words. */
function undated(line: string): string {
  return [...chrono.en.parse(line), ...chrono.en.GB.parse(line)].reduce((text, r) => text.replace(r.text, ' '), line);
}

/**
 * A journey's way named beside its means: "the ferry out", "the train there", "the flight home", "the
 * return coach"; "the boat over to the islands" is the crossing there.
 */
const LEG = /\b(?:ferry|ferries|train|bus|coach|flight|plane|boat|tram|shuttle|crossing|journey|leg)\s+(out|outbound|there|over|across|back|home|return)\b|\b(outbound|outward|return|homeward)\s+(?:ferry|train|bus|coach|flight|plane|boat|tram|shuttle|crossing|journey|leg)\b/i;
const OUTWARD = new Set(['out', 'outbound', 'outward', 'there', 'over', 'across']);

/** The way of a journey the question names beside its means ("out" of "the ferry out"), lower case; null when none. */
export function legWay(question: string): string | null {
  const m = LEG.exec(question);
  return m ? (m[1] ?? m[2])!.toLowerCase() : null;
}

/** Matches this close to each other are one journey's legs, told apart by the way asked, not by score. */
const LEG_SHARE = 0.9;
/** A journey's way out and way back are weeks apart at most: a ticket months away is another journey. */
const LEG_REACH_MS = 31 * 86_400_000;

/**
 * Of the matches that print a fitting time (best first), the one for the leg the question names: the
 * way out is the earlier ticket of a journey, the way back the later one, when both match about as
 * well (the two tickets of a return crossing print the same words). Else the best.
 */
export function pickLeg<T extends { ref: { similarity: number; row: { taken_at: number | null } } }>(found: T[], question: string): T | null {
  const first = found[0];
  if (!first) return null;
  const way = legWay(question);
  if (!way) return first;
  const outward = OUTWARD.has(way);
  const near = (t: number | null) => t !== null && (first.ref.row.taken_at === null || Math.abs(t - first.ref.row.taken_at) <= LEG_REACH_MS);
  const legs = found.filter((f) => near(f.ref.row.taken_at) && f.ref.similarity >= first.ref.similarity * LEG_SHARE);
  if (legs.length < 2) return first;
  return legs.reduce((a, b) => ((outward ? b.ref.row.taken_at! < a.ref.row.taken_at! : b.ref.row.taken_at! > a.ref.row.taken_at!) ? b : a));
}
