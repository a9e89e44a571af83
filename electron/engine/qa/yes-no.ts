import { openVerdict } from './opening-hours';
import type { ExtractedAnswer, QueryAnalysis } from '../../../shared/qa';
import { contentWords } from '../augment/similarity';
import { dayLabel } from './facts';
import { printedDay } from './printed-date';
import { memoryOrder, type DateOrder } from './date-order';
import { linesOf, titleOf } from './extract';
import { textOf } from './text-lines';
import { withLayout, type LayoutSource } from './layouts';
import type { Candidate } from './fusion';
import { legAsked, legOf } from './ground-leg';
import { labelledDate } from './labelled-date';
import { homeFrom, leavesFrom } from './way-home';
import { wordRoles } from './lexicon/word-roles';
import { morphy } from './lexicon/wordnet';
import { moneyIn } from './number';
import { printedPermission } from './permission';
import { localMs, localWindow, matchesPlace, namesPlace, placeNamePatterns, aboutWindow } from './scope';
import { modeNames, modesInQuestion, modesOf, sameMode, modesShownBy } from './travel-mode';
import { DAY_MS } from './wall-clock';
import { dayVerdict } from './day-section';
import { runBeyond } from './first-last';
import { comparedRetrieval, comparesOverTime, verdictOnNothing } from './value-change';
import { rangeVerdict } from './reading';

/** A memory counts as part of the best match's journey at this share of its similarity. */
const MATCH_SHARE = 0.8;
/** A yes needs the question covered this fully (every word, or a near word for it). */
const YES_COVERS = 0.85;
/** Travel documents this many days from the best match belong to its journey (out and back of a short trip). */
const TRIP_DAYS = 2;
/** How deep among the matches the journey to an asked place is looked for. */
const JOURNEY_DEPTH = 5;
/** How deep among the matches a printed verdict, amount or validity date is read. */
const PRINTED_DEPTH = 3;
/** "Is my pass still valid", "has my licence expired", "will it still be good": a date the document is good until decides. */
const VALIDITY = /\b(valid|invalid|expire[sd]?|expiring|lapsed?|run out|ran out|under (?:warranty|guarantee)|in force|still (?:be )?good|good (?:until|till|through|thru|for))\b/i;
const EXPIRED = /\b(expired|lapsed|run out|ran out|invalid)\b/i;
/** The question labelled-date.ts reads an expiry date for: its WordNet relations reach "valid", "exp", "until". */
const EXPIRY_QUESTION = 'When does it expire?';

export interface YesNoInput {
  analysis: QueryAnalysis;
  refs: Candidate[];
  layouts: LayoutSource;
  /** The asker's wall clock (ms, as local dates are kept): "still valid" with no time asked is valid now. */
  now?: number;
  /** What was searched, said when nothing matches. */
  notFound: string;
  /** When and where a memory was taken ("Mar 5, 2024, <town>"). */
  contextOf: (ref: Candidate) => string;
  /** The full matches nearest the asked time on either side, when none is inside it (nearestEitherSide). */
  nearest?: readonly Candidate[];
}

/**
 * "Did I …?": Yes or No first, decided by the evidence, then what the evidence shows happened.
 * - "is it still valid / has it expired": the date the document is good until against the asked time;
 * - a verdict printed beside the asked thing decides ("GRAVEL PROTECTION: NO" is a no, whatever
 *   matched), and so does an amount printed under its name ("Deposit: $50.00" is a yes to "did I pay a
 *   deposit", "TIP 0.00" a no to "did I tip");
 * - "did I fly/drive/take the train": the way of travelling the best travel document among the first
 *   matches shows (travel-mode.ts, by WordNet): a train ticket says no to flying, and says it was a train;
 * - else yes only when a match inside the asked time covers every part of the question; a match
 *   outside it is said to be outside, and nothing found is no with what was searched.
 */
export function yesNo(input: YesNoInput): { answer: string; extracted: ExtractedAnswer | null; cited?: readonly Candidate[] } {
  const { analysis, refs, layouts, contextOf } = input;
  const inTime = refs.filter((r) => inWindow(r, analysis.time, analysis.home));
  const top = inTime[0] ?? refs[0]!;
  const lines = (ref: Candidate) => textOf(ref.row);
  const shownOf = (ref: Candidate) => {
    const context = contextOf(ref);
    // The evidence named by its title: "CAR D SEAT 42" alone does not say it was a train.
    const title = ref.row.ocr_text ? titleOf(linesOf(withLayout(ref, layouts))) : null;
    const shown = title && !squeeze(ref.why).includes(squeeze(title)) ? `${title} · ${ref.why}` : ref.why;
    return { shown, evidence: `${context ? `${context}: ` : ''}${shown}`, context };
  };
  // The asked time is when it must hold, not when the card was photographed: read it off every match.
  if (VALIDITY.test(analysis.question)) {
    for (const ref of refs.slice(0, PRINTED_DEPTH)) {
      const valid = validity(lines(ref), ref, analysis, input.now);
      if (valid) return { answer: `${valid.verdict} — ${valid.reason} (${valid.line}) — ${shownOf(ref).evidence}`, extracted: { value: `${valid.verdict} (${valid.reason})`, line: valid.line, memoryId: ref.row.id } };
    }
  }
  const nouns = askedNouns(analysis);
  for (const ref of inTime.slice(0, PRINTED_DEPTH)) {
    // A results table answers "was it low / out of range" by its printed ranges (reading.ts).
    const printed = rangeVerdict(lines(ref), analysis.question, analysis.terms) ?? printedVerdict(lines(ref), analysis.terms) ?? printedAmount(lines(ref), nouns) ?? printedPermission(analysis.question, lines(ref), nouns) ?? runBeyond(lines(ref), analysis.question);
    if (!printed) continue;
    return { answer: `${printed.verdict} — ${printed.line} (${contextOf(ref)})`, extracted: { value: `${printed.verdict} (printed: ${printed.line})`, line: printed.line, memoryId: ref.row.id } };
  }
  // Opening hours answer for the asked weekday's row, not the first that names a word of the question.
  for (const ref of refs.slice(0, PRINTED_DEPTH)) {
    const open = openVerdict(lines(ref), analysis.question);
    if (open) return { answer: `${open.verdict} — ${open.line} (${contextOf(ref)})`, extracted: { value: `${open.verdict} (printed: ${open.line})`, line: open.line, memoryId: ref.row.id } };
  }
  const day = dayVerdict(refs.slice(0, PRINTED_DEPTH).map((r) => linesOf(r.row)), analysis.question);
  if (day) {
    const ref = refs[day.index]!;
    return { answer: `${day.verdict} — ${day.line} (${contextOf(ref)})`, extracted: { value: `${day.verdict} (printed: ${day.line})`, line: day.line, memoryId: ref.row.id } };
  }
  const asked = journeyAsked(analysis.question) ? modesInQuestion(analysis.question) : [];
  // "Did we go to Oakton by train": the journey is the one to the asked place, anchored on the best
  // match taken there; a ferry ride elsewhere says nothing about how Oakton was reached.
  const there = analysis.places;
  // A ticket to the place bought where the journey began ("OAKTON - HILLFORD") is of it by its text.
  const named = placeNamePatterns(there);
  const ofPlace = (r: Candidate) => matchesPlace(r.row, there) || namesPlace(r.row, named);
  const anchor = there.length > 0 ? inTime.slice(0, JOURNEY_DEPTH).find(ofPlace) : top;
  // "Did we fly home from X": the first match, when it is a journey taken after every match at X and
  // not there, is the trip's last leg (way-home.ts, by which select.ts put it first); it answers both
  // how and from where.
  const from = asked.length > 0 ? homeFrom(analysis) : null;
  const last = inTime[0];
  if (from && last && wentOnFrom(last, from, inTime)) {
    const shows = modesShownBy(last.row);
    const verdict = sameMode(asked, shows) && leavesFrom(last, from) ? 'Yes' : 'No';
    const { shown, evidence } = shownOf(last);
    const names = modeNames(shows);
    const happened = verdict === 'Yes' ? '' : `the way home was by ${names.slice(0, 2).join(' / ')}${leavesFrom(last, from) ? '' : `, not from ${from.label}`} — `;
    return { answer: `${verdict} — ${happened}${evidence}`, extracted: { value: `${verdict} (the way home shows: ${names.join(', ')})`, line: shown, memoryId: last.row.id } };
  }
  // "Did I drive to the airport (for the trip to X)": the stretch before the flight, taken at home, not X (ground-leg.ts).
  const leg = asked.length > 0 ? legAsked(analysis.question) : null;
  const stretch = leg ? legOf(leg, inTime.slice(0, JOURNEY_DEPTH)) : null;
  if (asked.length > 0 && (anchor || stretch)) {
    // The journey asked about: matches nearly as good as the best, of the anchor's trip (a car park
    // of another day is no answer to "did I take the train to …"), and, when a place is asked, none
    // taken elsewhere (a screenshot has no place and may be the ticket there).
    const journey = stretch
      ? [stretch]
      : inTime
          .slice(0, JOURNEY_DEPTH)
          .filter((r) => r === anchor || (daysApart(r, anchor!) <= TRIP_DAYS && (there.length === 0 ? r.similarity >= anchor!.similarity * MATCH_SHARE : r.row.lat === null || ofPlace(r))));
    for (const ref of journey) {
      const shows = modesShownBy(ref.row);
      if (shows.length === 0) continue;
      const verdict = sameMode(asked, shows) ? 'Yes' : 'No';
      const { shown, evidence } = shownOf(ref);
      const names = modeNames(shows);
      // What really happened, not only the verdict: the way of travelling the evidence shows.
      const happened = verdict === 'No' ? `the evidence shows ${names.slice(0, 2).join(' / ')} — ` : '';
      return { answer: `${verdict} — ${happened}${evidence}`, extracted: { value: `${verdict} (the evidence shows: ${names.join(', ')})`, line: shown, memoryId: ref.row.id } };
    }
    // Nothing names the way of travelling: no, as nothing shows it, with what the trip to the place
    // holds (a ticket without a word for its vehicle), not the best match of another trip.
    if (there.length > 0) {
      // A screenshot without a place is shown by its own lines (a ticket's number, route and times).
      const seen = journey
        .filter((r) => r === anchor || r.row.ocr_text)
        .slice(0, SHOWN_DOCUMENTS)
        .map((r) => (r.row.lat === null && r.row.ocr_text ? `${shownOf(r).context ? `${shownOf(r).context}: ` : ''}${printedLines(lines(r))}` : shownOf(r).evidence))
        .join('; ');
      const way = modeNames(asked)[0]!;
      const place = there[0]!;
      return { answer: `No — nothing I found names ${/^[aeiou]/i.test(way) ? 'an' : 'a'} ${way} ${place.route === 'origin' ? 'from' : 'to'} ${place.label}. What that trip holds: ${seen}`, extracted: null };
    }
  }
  const { shown, evidence, context } = shownOf(top);
  const no = verdictOnNothing(analysis);
  if (inTime.length > 0 && top.covers >= YES_COVERS) return { answer: `Yes — ${evidence}`, extracted: null };
  // A no is plainer beside when it did happen: "not that weekend; the Saturday before and three weeks after".
  const nearest = input.nearest ?? [];
  if (nearest.length > 0 && no === 'No') {
    return { answer: `No — nothing I found is from ${analysis.time?.text || 'that time'}. The nearest: ${nearest.map((r) => shownOf(r).evidence).join('; ')}`, extracted: null, cited: nearest };
  }
  if (inTime.length === 0 && analysis.time) {
    return { answer: `${no} — nothing I found is from ${analysis.time.text || 'that time'}. The closest match is ${context ? `from ${context}: ` : ''}${shown}`, extracted: null };
  }
  return { answer: `${no} — ${input.notFound} The closest match is ${context ? `from ${context}: ` : ''}${shown}`, extracted: null };
}

/**
 * What to retrieve for a question: "is my pass still valid in December" asks about December, but the
 * pass was photographed long before; the asked time is checked against the evidence (validity), not
 * used to filter it.
 */
export function retrievalOf(analysis: QueryAnalysis): QueryAnalysis {
  if (comparesOverTime(analysis)) return comparedRetrieval(analysis);
  return analysis.answerType.kind === 'yesno' && analysis.time && VALIDITY.test(analysis.question) ? { ...analysis, time: null } : analysis;
}

/**
 * Whether a no would be said of an asked time with nothing inside it that covers the question as a yes
 * must: then the full matches nearest it on either side are looked for (nearestEitherSide). Not of a
 * validity or a change, whose time is read off the evidence rather than searched.
 */
export function wantsNearest(analysis: QueryAnalysis, refs: readonly Candidate[]): boolean {
  const { time } = analysis;
  if (analysis.answerType.kind !== 'yesno' || !time?.strict || analysis.terms.length === 0 || refs.length === 0) return false;
  if (VALIDITY.test(analysis.question) || comparesOverTime(analysis)) return false;
  return !refs.some((r) => r.covers >= YES_COVERS && inWindow(r, time, analysis.home));
}

/**
 * The matches of the question without its time that cover it as a yes must, nearest the asked time:
 * the last before it and the first after it ("did I go swimming the weekend we were away": the
 * bookings of the Saturday before and the one after).
 */
export function nearestEitherSide(untimed: readonly Candidate[], analysis: QueryAnalysis): Candidate[] {
  const { time } = analysis;
  if (!time) return [];
  const window = localWindow(time);
  const dated = untimed
    .filter((r) => r.covers >= YES_COVERS && !inWindow(r, time, analysis.home))
    .map((r) => ({ r, at: localMs(r.row) }))
    .filter((d): d is { r: Candidate; at: number } => d.at !== null);
  const before = dated.filter((d) => d.at < window.from).sort((a, b) => b.at - a.at)[0];
  const after = dated.filter((d) => d.at > window.to).sort((a, b) => a.at - b.at)[0];
  return [before, after].flatMap((d) => (d ? [d.r] : []));
}

/** A yes or a no printed after the asked thing's label ("GRAVEL PROTECTION: YES", "Dinner included (18:30)"). */
export function printedVerdict(lines: string[], terms: readonly string[]): { verdict: 'Yes' | 'No'; line: string } | null {
  const wanted = terms.filter((t) => t.length >= 3);
  if (wanted.length === 0) return null;
  for (const line of lines) {
    // A detail in brackets may follow the verdict: the time of the included dinner, the fee waived.
    const m = /^(.*?\p{L}.*?)\s*[:\-–=]?\s*(yes|no|✓|✔|✗|✘|included|declined|excluded|none|not included)\s*(?:\([^)]*\))?\s*$/iu.exec(line.trim());
    if (!m) continue;
    const label = new Set(contentWords(m[1]!));
    if (!wanted.some((t) => label.has(t))) continue;
    const word = m[2]!.toLowerCase();
    return { verdict: ['yes', '✓', '✔', 'included'].includes(word) ? 'Yes' : 'No', line: line.trim() };
  }
  return null;
}

/**
 * An amount printed under the name of the asked thing ("Deposit: $50.00 (refundable)" for "did I pay
 * a deposit"): more than nothing is a yes, nothing ("TIP 0.00") a no. The question's nouns only: a
 * verb ("pay") names no line.
 */
export function printedAmount(lines: string[], nouns: readonly string[]): { verdict: 'Yes' | 'No'; line: string } | null {
  if (nouns.length === 0) return null;
  for (const line of lines) {
    const amounts = moneyIn(line);
    if (amounts.length === 0) continue;
    const label = contentWords(line.slice(0, amounts[0]!.at));
    if (!nouns.some((n) => label.has(n))) continue;
    return { verdict: amounts[0]!.value > 0 ? 'Yes' : 'No', line: line.trim() };
  }
  return null;
}

/** The question's content words used as nouns (WordNet roles): what a printed label may name. */
function askedNouns(analysis: QueryAnalysis): string[] {
  const roles = wordRoles(analysis.question);
  return analysis.terms.filter((t) => t.length >= 3 && roles.get(t) !== 'v');
}

/**
 * Whether a document is good at the asked time: the date printed under a label of validity ("VALID
 * THRU 30 SEP 2026", "EXPIRES 04/27") against the end of the asked window, or now when none is asked.
 */
function validity(lines: string[], ref: Candidate, analysis: QueryAnalysis, now: number | undefined): { verdict: 'Yes' | 'No'; reason: string; line: string } | null {
  const taken = localMs(ref.row);
  if (taken === null) return null;
  const order = memoryOrder(ref.row, taken, analysis.home);
  const until = labelledDate(lines, EXPIRY_QUESTION, taken, undefined, order) ?? lastsUntil(lines, taken, order);
  if (!until) return null;
  const time = analysis.time;
  const at = time ? localWindow(time).to : now;
  if (at === undefined || Number.isNaN(at)) return null;
  const good = until.day + DAY_MS > at;
  const asked = time?.text ? ` (${time.text})` : '';
  const verdict = good !== EXPIRED.test(analysis.question) ? 'Yes' : 'No';
  const reason = good ? `valid until ${dayLabel(until.day)}${asked ? `, past the asked time${asked}` : ''}` : `it ran out on ${dayLabel(until.day)}${asked ? `, before the end of the asked time${asked}` : ''}`;
  return { verdict, reason, line: until.line };
}

/** A period a document is good for: "WARRANTY: 12 MONTHS", "valid for 1 year", "90 DAYS". */
const PERIOD = /\b(\d{1,3})\s*-?\s*(month|year|yr|week|day)s?\b/i;

/**
 * The day a document stops being good when it prints a period instead ("WARRANTY: 12 MONTHS" on a
 * card dated "PURCHASED: 2026/03/07"): its first printed date plus the period. The line says both.
 */
function lastsUntil(lines: string[], taken: number, order: DateOrder | null): { day: number; line: string } | null {
  const periodLine = lines.find((l) => PERIOD.test(l));
  const startLine = lines.find((l) => l !== periodLine && printedDay(l, taken, order) !== null);
  if (!periodLine || !startLine) return null;
  const [, count, unit] = PERIOD.exec(periodLine)!;
  const n = Number(count);
  const start = new Date(printedDay(startLine, taken, order)!);
  const u = unit!.toLowerCase();
  if (u === 'month' || u === 'year' || u === 'yr') start.setUTCMonth(start.getUTCMonth() + n * (u === 'month' ? 1 : 12));
  else start.setUTCDate(start.getUTCDate() + n * (u === 'week' ? 7 : 1));
  return { day: start.getTime(), line: `${startLine} · ${periodLine}` };
}

/** How many of a trip's memories an answer shows. */
const SHOWN_DOCUMENTS = 3;
/** How many of a document's lines stand for it in an answer. */
const SHOWN_LINES = 6;
/** A phone's status-bar clock, no part of what the screen shows. */
const STATUS_CLOCK = /^\s*\d{1,2}:\d{2}\b\W*$/;

/** A document's first lines, joined, without a screenshot's status-bar clock. */
function printedLines(lines: string[]): string {
  return lines.filter((l) => !STATUS_CLOCK.test(l)).slice(0, SHOWN_LINES).join(' · ');
}

/** Days between two memories' local days (Infinity when either is undated). */
function daysApart(a: Candidate, b: Candidate): number {
  const x = localMs(a.row);
  const y = localMs(b.row);
  return x === null || y === null ? Infinity : Math.abs(Math.floor(x / DAY_MS) - Math.floor(y / DAY_MS));
}

/** Whether a memory lies in the asked window (any memory when none is asked). */
function inWindow(ref: Candidate, time: QueryAnalysis['time'], home: string | undefined): boolean {
  return !time || aboutWindow(ref.row, time, home);
}

/** A journey taken after every match at the place and not there itself: the trip went on from it. */
function wentOnFrom(ref: Candidate, place: QueryAnalysis['places'][number], refs: readonly Candidate[]): boolean {
  const at = ref.row.taken_at;
  if (at === null || matchesPlace(ref.row, [place]) || modesShownBy(ref.row).length === 0) return false;
  const stay = refs.filter((r) => r !== ref && r.row.lat !== null && matchesPlace(r.row, [place]));
  return stay.length > 0 && stay.every((r) => r.row.taken_at !== null && r.row.taken_at < at);
}

/** Letters and digits only, lower case: a title set over two lines is still in "A · B". */
function squeeze(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Whether a question asks how someone travelled: its verb is one of getting somewhere or onto
 * something ("did I fly", "did we take the train", "did I get a taxi"), or it names where to or from.
 * "Did I pay the parking ticket" names a vehicle's place, not a journey.
 */
function journeyAsked(question: string): boolean {
  if (/\b(?:to|from|into|by)\s+\S/i.test(question)) return true;
  // The question's verb, by its grammar (after "did I", "have we", an adverb between): its base form.
  const verb = [...wordRoles(question)].find(([, role]) => role === 'v')?.[0];
  if (!verb) return true;
  return [verb, ...morphy(verb, 'v')].some((v) => JOURNEY_VERBS.has(v)) || modesOf(verb, 'v').length > 0;
}

/** Verbs that take a means of transport as their object ("take the ferry", "catch a bus"): general English, base forms. */
const JOURNEY_VERBS = new Set(['take', 'catch', 'ride', 'get', 'hire', 'rent', 'use', 'go', 'come', 'travel', 'book', 'board']);
