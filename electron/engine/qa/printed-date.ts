import * as chrono from 'chrono-node';
import { contentWords } from '../augment/similarity';
import { documentOrder, readInOrder, type DateOrder } from './date-order';
import { morphy, wordnet, type WordNet } from './lexicon/wordnet';
import { joinStacked } from './stacked';
import { timepieceReading } from './timepiece';
import { DAY_MS, dayStart } from './wall-clock';

/**
 * How far from the photo a printed date may be and still be when a past thing happened: a booking is
 * screenshotted days before the game, a ticket on the day; a date months off (an expiry, the next
 * check-up) is another thing's.
 */
export const PAST_REACH_DAYS = 7;

/**
 * The date a document prints for what was asked ("Sat, Jun 7 · 9:00 AM" on a court booking for "when
 * did I play"): the line that says what the question asks and prints a whole date, else the first
 * line that prints one — within `reachDays` of when the photo was taken (local ms). The day (local ms
 * at midnight) and the line as printed; null when the document prints none near it.
 */
export function printedDateLine(lines: string[], terms: string[], takenLocal: number, reachDays: number, order: DateOrder | null = documentOrder(lines.join('\n'), takenLocal)): { day: number; line: string } | null {
  const wanted = new Set(terms.filter((t) => t.length >= 3));
  const dated = lines
    // A span printed ("2 - 26 AUGUST") is when a festival runs, not the day it was gone to.
    .filter((line) => !printsSpan(line))
    .map((line) => ({ line, day: printedDay(line, takenLocal, order) }))
    .filter((x): x is { line: string; day: number } => x.day !== null && Math.abs(x.day - dayStart(takenLocal)) <= reachDays * DAY_MS);
  if (dated.length === 0) return null;
  return dated.find((x) => [...contentWords(x.line)].some((w) => wanted.has(w))) ?? dated[0]!;
}

/** Whether a line prints a span of days ("2 - 26 AUGUST"): when a thing runs, not one day of it. */
export function printsSpan(line: string): boolean {
  return chrono.parse(line).some((r) => r.end?.isCertain('day') && r.end.date().getTime() - r.start.date().getTime() >= DAY_MS);
}

/**
 * A label that says when a thing comes again or must be done by, not when it was: "Next check-up:
 * 5 Sep", "PAY BY 24-05-2031" (a deadline: the bill was paid whenever it was photographed).
 */
const COMING = /\b(?:next|again|due|until|valid|expir\w*)\b|\bby\s*[:.-]?\s*$/i;

/** Whether the label before a date says when a thing comes again or is due, not when it was (COMING). */
export function labelsComing(label: string): boolean {
  return COMING.test(label);
}

/**
 * "When was my driving test": the line of a document whose label names the asked thing by a word of the
 * question and prints a whole date beside it ("WRITTEN TEST: FRI 06.03.2026, 10:00" on a test notice,
 * "Wedding: 14 June 2025" on an invitation). The document states the day; a photo of the results,
 * taken weeks after, does not. A label for the next occasion is not when it was.
 */
export function namedDateLine(lines: string[], question: string): string | null {
  const wanted = new Set([...contentWords(question)].filter((w) => w.length >= 3 && /^\p{L}+$/u.test(w)));
  if (wanted.size === 0) return null;
  for (const line of lines) {
    const dates = wholeDates(line);
    if (dates.length === 0) continue;
    const label = line.slice(0, Math.min(...dates.map((r) => r.index)));
    if (COMING.test(label)) continue;
    if ([...contentWords(label)].some((w) => wanted.has(w))) return line;
  }
  // "EASTER CANTATA" over "SUNDAY 19 APRIL 2026": a notice headed by the asked thing states its day on
  // the first dated line under the heading; a sheet that only lists it in its body ("1. Easter
  // programme") is dated for something else.
  const heading = lines[0] ?? '';
  if (wholeDates(heading).length > 0 || ![...contentWords(heading)].some((w) => wanted.has(w))) return null;
  for (const line of lines.slice(1, 1 + HEADED_LINES)) {
    const dates = wholeDates(line);
    if (dates.length === 0) continue;
    return COMING.test(line.slice(0, Math.min(...dates.map((r) => r.index)))) ? null : line;
  }
  return null;
}

/**
 * The one day a document prints after the day it was photographed, not as when something is due or
 * expires: what a quote or a booking is for ("DATA: SAB 19/06/2027" on a removal quote photographed a
 * month before the move) — it is written before the day it names. The day and the first line that
 * prints it; null when it prints none or several.
 */
export function dayAhead(lines: string[], takenLocal: number, order: DateOrder | null): { day: number; line: string } | null {
  const ahead = new Map<number, string>();
  for (const line of lines) {
    const dates = wholeDates(line);
    if (dates.length === 0 || COMING.test(line.slice(0, Math.min(...dates.map((r) => r.index))))) continue;
    const day = printedDay(line, takenLocal, order);
    if (day !== null && day > dayStart(takenLocal) && !ahead.has(day)) ahead.set(day, line);
  }
  return ahead.size === 1 ? { day: [...ahead.keys()][0]!, line: [...ahead.values()][0]! } : null;
}

/** How far under its heading a notice prints its day: a venue line or two between. */
const HEADED_LINES = 3;

/** The dates a line prints with their day and month (either order: US or British). */
export function wholeDates(line: string): chrono.ParsedResult[] {
  return [...chrono.en.parse(line), ...chrono.en.GB.parse(line)].filter((r) => r.start.isCertain('day') && r.start.isCertain('month'));
}

/** Chrono's readings of a text in the document's order (both when unknown, date-order.ts), relative to the photo's day. */
function readingsOf(text: string, takenLocal: number, order: DateOrder | null): chrono.ParsedResult[] {
  const read = text.replace(SECOND_MONTH, '$1').replace(SPACED_DATE, '$1/$2/$3');
  return readInOrder(read, new Date(takenLocal), order).filter((r) => !(OFFSET.test(r.text) && FROM_EVENT.test(read.slice(r.index + r.text.length))));
}

/**
 * "Within 10 days of agreement at the end of the tenancy": an offset from an event the document does
 * not date, not from the day it was photographed; from the letter itself ("of receipt", "of this
 * notice") it still counts from about then.
 */
const OFFSET = /^(?:within|in)\s/i;
const FROM_EVENT = /^\s+(?:of|after|following)\s+(?!(?:the\s+date\s+of\s+)?(?:this|today|receipt|issue)\b)/i;

/**
 * A passport prints its months in two languages ("04 JUL /JUIL 29"): the second, after the slash, is
 * dropped so the year after it is read with the day and month, not left for the photo's year.
 */
const SECOND_MONTH = /\b((?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\.?)\s*\/\s*\p{L}{3,9}\.?(?=\s+\d)/giu;

/**
 * An identity document prints its dates as numbers apart ("11 08 2031", "28 03 2019"): two of a day and
 * a month, then a year, and no other figure either side (a reference's groups are not a date).
 */
const SPACED_DATE = /(?<![\d.,/-]\s?)\b(0?[1-9]|[12]\d|3[01]) (0?[1-9]|1[0-2]) ((?:19|20)\d{2})\b(?!\s?[\d.,/-])/g;

/**
 * A date printed on a document, read as a day (local ms at midnight) in the order the document's
 * evidence or its country sets (date-order.ts; by default what the text itself shows). Where neither
 * says, of the day-first and month-first readings ("03/09/2025") the one nearest the day the photo was
 * taken — a ticket, a bill or a due date is photographed near the day it names. Null when the text
 * prints no whole date.
 */
export function printedDay(text: string, takenLocal: number, order: DateOrder | null = documentOrder(text, takenLocal)): number | null {
  return nearestDay(readingsOf(text, takenLocal, order), takenLocal);
}

function nearestDay(parsed: chrono.ParsedResult[], takenLocal: number): number | null {
  const readings = parsed
    .filter((p) => p.start.isCertain('day') && p.start.isCertain('month'))
    .map((p) => Date.UTC(p.start.get('year')!, p.start.get('month')! - 1, p.start.get('day')!));
  if (readings.length === 0) return null;
  return readings.sort((a, b) => Math.abs(a - takenLocal) - Math.abs(b - takenLocal))[0]!;
}

/** A card's month and year ("VALID THRU 08/27", "EXP 11/2026"): no third part, so not a day and month. */
const MONTH_YEAR = /(?<![\d/.-])(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|20\d{2})(?![\d/.-])/;

/**
 * The day a line prints, read once for every form: with `ending` ("when does it expire / run out /
 * end"), the end of a span ("Period of cover: 01/06/2024 to 31/05/2025") or of a month printed without
 * its day ("AUGUST 2027", a card's "VALID THRU 08/27": what is valid through a month is valid to its
 * end), else the whole date nearest the photo (printedDay); without, the whole date, else a month
 * printed with its year and no day ("Next check-up: March 2026") as its first day. `month` says only
 * the month was printed. Local ms at midnight; null when the line prints none of these.
 */
export function dayPrinted(line: string, takenLocal: number, ending: boolean, order: DateOrder | null = documentOrder(line, takenLocal)): { day: number; month: boolean } | null {
  const readings = readingsOf(line, takenLocal, order);
  const monthOnly = readings.find((r) => !r.start.isCertain('day') && r.start.isCertain('month') && r.start.isCertain('year'));
  const firstOfMonth = monthOnly ? Date.UTC(monthOnly.start.get('year')!, monthOnly.start.get('month')! - 1, 1) : null;
  if (ending) {
    // Of the day-first and month-first readings of a span, the one that runs forward from nearest the photo.
    const spans = readings
      .filter((r) => r.end?.isCertain('day') && r.start.isCertain('day') && r.end.date().getTime() > r.start.date().getTime())
      .sort((a, b) => Math.abs(a.start.date().getTime() - takenLocal) - Math.abs(b.start.date().getTime() - takenLocal));
    const end = spans[0]?.end;
    if (end) return { day: Date.UTC(end.get('year')!, end.get('month')! - 1, end.get('day')!), month: false };
    const card = MONTH_YEAR.exec(line);
    const month = card ? Date.UTC(Number(card[2]!.length === 2 ? `20${card[2]}` : card[2]), Number(card[1]) - 1, 1) : firstOfMonth;
    if (month !== null) return { day: monthEnd(month), month: true };
  }
  const day = nearestDay(readings, takenLocal);
  if (day !== null) return { day, month: false };
  return firstOfMonth !== null && !ending ? { day: firstOfMonth, month: true } : null;
}

/** The last day of the month that `first` (UTC ms) falls in. */
function monthEnd(first: number): number {
  const d = new Date(first);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0);
}

/**
 * A duration printed on the evidence beside what is asked ("Bake 220C for 25 min" for "how long does
 * the focaccia bake"): the number with its unit of time, from the first line that names a word of
 * the question. It beats a span of memories: one photo of a recipe says nothing about a day's length.
 */
export function printedDuration(lines: string[], terms: string[], question = '', related: readonly string[] = []): { value: string; line: string } | null {
  const stemsOf = (words: readonly string[]) => words.filter((t) => t.length >= 4).map((t) => t.slice(0, 4));
  const own = stemsOf(terms);
  const stems = [...own, ...stemsOf(related)];
  // An app's tiles ("Remaining" over "14 days") are read as the label and its figure on one line.
  const printed = joinStacked(lines).flatMap((line) => {
    const words = [...contentWords(line)];
    // "2h 10m left", "1 hr 25 mins": hours and minutes together are one length.
    const hm = HOURS_MINUTES.exec(line);
    if (hm) return [{ value: `${hm[1]} h ${hm[2]} min`, unit: 'hour', line, words, label: [...contentWords(line.slice(0, hm.index))] }];
    // "Prep 30 mins  Cook 45 mins": each length is labelled by the words since the one before it. After
    // a comma the words still qualify the length before ("2 weeks during probation, 1 month thereafter").
    const all = [...line.matchAll(new RegExp(DURATION.source, 'giu'))];
    const gaps = all.slice(1).map((m, i) => line.slice(all[i]!.index + all[i]![0].length, m.index));
    if (all.length > 1 && gaps.every((g) => !/[,;]/.test(g))) return all.map((m, i) => ({ value: `${m[1]!} ${m[2]!.toLowerCase()}`, unit: unitStem(m[2]!), line, words, label: [...contentWords(line.slice(i === 0 ? 0 : all[i - 1]!.index + all[i - 1]![0].length, m.index))] }));
    const m = DURATION.exec(line) ?? UNIT_LABELLED.exec(line);
    if (!m) return [];
    const [amount, unit] = m.groups?.n ? [m.groups.n, m[1]!] : [m[1]!, m[2]!];
    return [{ value: `${amount} ${unit.toLowerCase()}`, unit: unitStem(unit), line, words, label: [...contentWords(line.slice(0, m.index))] }];
  });
  // "How many hours a week is my contract": the unit asked names the duration ("37.5 hours per week"),
  // not the contract's holiday in days, and a timesheet's "Total hours 38.0" answers it alone.
  const asked = ASKED_UNIT.exec(question)?.[1];
  const inUnit = asked ? printed.filter((x) => x.unit === unitStem(asked)) : [];
  const timed = inUnit.length > 0 ? inUnit : printed;
  // The line naming most of the asked words, in the label before its figure first: "notice period" is
  // not the probationary period above it, nor is "probation" the notice "during probation".
  // A label that prints the question's own word beats one that prints a word standing for it ("Prep 30 mins
  // Cook 45 mins" for "how long does it cook": to cook is also to prepare).
  const hits = (words: string[], of = stems) => new Set(words.filter((w) => w.length >= 4 && of.includes(w.slice(0, 4))).map((w) => w.slice(0, 4))).size;
  const score = (x: (typeof timed)[number]) => hits(x.label, own) * 200 + hits(x.label) * 100 + hits(x.words);
  const named = timed.reduce<(typeof timed)[number] | undefined>((best, x) => (score(x) > (best ? score(best) : 0) ? x : best), undefined);
  // "How long does it go in the oven" for "Bake 220C for 25 min": the line's verb is defined by the
  // asker's word (WordNet: bake, "cook and make edible by putting in a hot oven").
  const wanted = new Set([...terms, ...related].filter((t) => t.length >= 3));
  // "How long did the vacuum take": what it took is the length a report labels as such ("Time" / "52 min").
  const took = TOOK.test(question) ? timed.filter((x) => x.label.length > 0 && x.label.every((w) => LENGTH_LABEL.has(w))) : [];
  const found = named ?? aloneBeside(lines, stems) ?? timed.find((x) => x.words.some((w) => definedWith(w, wanted))) ?? (inUnit.length === 1 ? inUnit[0] : undefined) ?? (took.length === 1 ? took[0] : undefined);
  return found ? { value: found.value, line: found.line } : timepieceReading(lines, [...terms, ...related]);
}

/** A question about how long something took or lasted, and the words that label a length as no more than that. */
const TOOK = /\b(?:take|takes|took|taken|last|lasts|lasted)\b/i;
const LENGTH_LABEL = new Set(['time', 'duration', 'length', 'elapsed', 'total']);

/**
 * An app screen sets a duration alone on its line, its label on the line above or below ("Walking" /
 * "18 min", a route's "Home" / "32 min"): the duration whose neighbour names a word of the question.
 * A route's line may give its distance beside it ("Directions to Heathrow" / "2 hr 10 min (118 miles)").
 */
function aloneBeside(lines: string[], stems: string[]): { value: string; line: string } | null {
  for (let i = 0; i < lines.length; i++) {
    const hm = HOURS_MINUTES.exec(lines[i]!);
    const m = hm ?? DURATION.exec(lines[i]!);
    if (!m || lines[i]!.replace(m[0], '').replace(DISTANCE, '').replace(/[\s\p{P}]/gu, '') !== '') continue;
    const beside = [lines[i - 1], lines[i + 1]].find((l) => l !== undefined && [...contentWords(l)].some((w) => w.length >= 4 && stems.includes(w.slice(0, 4))));
    if (beside !== undefined) return { value: hm ? `${hm[1]} h ${hm[2]} min` : `${m[1]} ${m[2]}`, line: `${beside} · ${lines[i]!.trim()}` };
  }
  return null;
}

/** A distance printed beside a route's length: "118 miles", "1.9 km". */
const DISTANCE = /\d+(?:[.,]\d+)?\s?(?:miles?|mi|km|kilomet(?:re|er)s?|m)\b/giu;

/** "How many hours", "how many weeks' notice": the unit of time the question counts in. */
const ASKED_UNIT = /\bhow\s+many\s+(hours?|days?|weeks?|months?|years?|minutes?)\b/i;
/** A unit's stem, "hrs" and "hours" alike. */
function unitStem(unit: string): string {
  return unit.toLowerCase().replace(/^hrs?$/, 'hour').replace(/^mins?$/, 'minute').replace(/^yrs?$/, 'year').replace(/s$/, '');
}
/** A timesheet's total, its unit as the label before the figure: "Total hours 38.0", "Hours worked: 37.5". */
const UNIT_LABELLED = /\b(hours|hrs)\b(?:\s+\p{L}+)?\s*:?\s*(?<n>\d{1,3}(?:[.,]\d{1,2})?)\s*$/iu;

/** Senses whose definition is read: the commonest, as a recipe or a ticket means them. */
const DEFINED_SENSES = 2;

/** Whether a word's commonest senses (as a verb or a noun) are defined with one of the wanted words. */
function definedWith(word: string, wanted: ReadonlySet<string>, db: WordNet = wordnet()): boolean {
  if (word.length < 3 || /\d/.test(word)) return false;
  return (['v', 'n'] as const).some((pos) =>
    morphy(word, pos, db).some((lemma) => (db.lookup(lemma, pos)?.offsets ?? []).slice(0, DEFINED_SENSES).some((offset) => [...contentWords(db.synset(offset, pos).definition)].some((x) => wanted.has(x)))),
  );
}

const HOURS_MINUTES = /(?<![\d.,:])(\d{1,2})\s?(?:h|hrs?|hours?)\s*(\d{1,2})\s?(?:m|mins?|minutes?)(?![\p{L}])/iu;
const DURATION = /(?<![\d.,:])(\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+)?)\s?(seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?|yrs?)(?![\p{L}])/iu;


/**
 * How long one occasion lasted, as its document prints it: an hours or duration line ("TOTAL HOURS: 2.5",
 * "DURATION 1h 40m"), else the first two labelled clock times read in order, one line or the next
 * apart ("OUT 14:10 BACK 15:55", "Begin 9.30am / Finish 1.05pm"): the first the start, the second the end, whatever
 * the labels' words. Null when the document prints neither, or the second time is not after the first.
 */
export function printedClockSpan(printed: string[]): { value: string; line: string } | null {
  // An app's tile ("Moving Time" over "52:18") is read as the label and its length on one line.
  const lines = joinStacked(printed);
  for (const line of lines) {
    const e = ELAPSED.exec(line);
    if (e) return { value: elapsedValue(e), line };
    const m = HOURS_LINE.exec(line);
    // "Duration 45 min": a unit printed after the figure is its own, whatever the label.
    const unit = m?.[4] ? /^\s*(min|hour|hr|sec)/i.exec(line.slice(m.index + m[0].length))?.[1]?.toLowerCase() : undefined;
    if (m) return { value: m[2] ? `${m[2]} h ${m[3]} min` : `${m[4]} ${unit === 'sec' ? 'seconds' : unit === 'min' || (!unit && /^min/i.test(m[1]!)) ? 'minutes' : 'hours'}`, line };
  }
  const timed = lines.find((line) => STOPWATCH.test(line));
  if (timed) return { value: STOPWATCH.exec(timed)![0], line: timed };
  const times = lines.flatMap((line, at) => [...line.matchAll(LABELLED_CLOCK)].map((m) => ({ at, line, label: m[1]!.toLowerCase(), minutes: clockMinutes(m[2]!, m[3]!, m[4]) })));
  for (let i = 0; i + 1 < times.length; i++) {
    const [a, b] = [times[i]!, times[i + 1]!];
    if (b.at - a.at > 1 || a.label === b.label) continue;
    // An end before its start is past midnight (a night shift "IN 22:00 OUT 06:00").
    const span = (b.minutes - a.minutes + DAY_MIN) % DAY_MIN;
    if (span === 0 || span > MAX_SPAN_MIN) return null;
    const h = Math.floor(span / 60);
    const value = h === 0 ? `${span} minutes` : `${h} h${span % 60 ? ` ${span % 60} min` : ''}`;
    return { value, line: a.at === b.at ? a.line : `${a.line} ${b.line}` };
  }
  return null;
}

/**
 * "TOTAL HOURS: 2.5", "DURATION: 1h 40m", "MINS: 45": the label first, then the length. A bare "time"
 * is a length only in hours and minutes ("Moving time 1h 38m"); "Time 7" is no length. A unit after
 * a number is no label: "2 hr 10 min" is not ten hours.
 */
const HOURS_LINE = /(?<!\d\s*)\b(hrs?|hours?|mins?|minutes?|duration|total time|time(?=\s*[:=]?\s*\d{1,2}\s*h\s*\d{1,2}\s*m\b))\b\s*[:=]?\s*(?:(\d{1,2})\s*h\s*(\d{1,2})\s*m|(\d+(?:[.,]\d+)?)(?![\d:.,]))/i;
/**
 * A length printed as a clock reading: "Ride time 4:12:35", "ELAPSED 0:48:10", "DURATION 1:40". Hours,
 * minutes and seconds after "time" are a length; hours and minutes only after a word that says length
 * ("Reporting time 08:15" is a time of day), or after "time" when the first figure is past 23: no clock
 * reads "Time 34:10", a swim's minutes and seconds.
 */
const ELAPSED = /\b(?:(?:duration|elapsed|time)\s*[:=]?\s*(\d{1,3}):([0-5]\d):([0-5]\d)|(?:duration|elapsed(?:\s+time)?|total\s+time|time(?=\s*[:=]?\s*(?:2[4-9]|[3-5]\d):))\s*[:=]?\s*(\d{1,2}):([0-5]\d))(?![:\d])/i;

/**
 * "What was my parkrun time": a result's time is how long it took, printed as a clock reading no clock
 * shows ("Time: 24:08", "Chip time 50:44", "Finish time 1:58:12"); a time of day is read elsewhere.
 */
export function printedElapsed(printed: string[]): { value: string; line: string } | null {
  const lines = joinStacked(printed);
  for (const line of lines) {
    const e = ELAPSED.exec(line);
    if (e) return { value: e[1] !== undefined ? `${e[1]}:${e[2]}:${e[3]}` : `${e[4]}:${e[5]}`, line };
  }
  const timed = lines.find((line) => STOPWATCH.test(line));
  return timed ? { value: STOPWATCH.exec(timed)![0], line: timed } : null;
}

/**
 * A stopwatch's reading, labelled or not: minutes and seconds with their tenths or hundredths ("21:34.5",
 * "1:02:11.3") — no clock shows a time of day so. One per some distance ("2:09.4 /500m") is a pace.
 */
const STOPWATCH = /(?<![\d:.,])(?:\d{1,2}:)?\d{1,2}:[0-5]\d[.,]\d{1,2}(?![\d:]|\s*\/)/;

function elapsedValue(m: RegExpExecArray): string {
  if (m[1] !== undefined) return Number(m[1]) > 0 ? `${Number(m[1])} h ${Number(m[2])} min` : `${Number(m[2])} min ${Number(m[3])} s`;
  // "Elapsed 45:10" on a short run is minutes and seconds: no one occasion lasts 45 hours.
  return Number(m[4]) >= 24 ? `${Number(m[4])} min ${Number(m[5])} s` : `${Number(m[4])} h ${Number(m[5])} min`;
}

/** A word, then a time of day: "BACK 15:55", "START 7:15 PM". */
const LABELLED_CLOCK = /(\p{L}{2,})\.?\s*[:-]?\s*(\d{1,2})[:.h](\d{2})\s*(am|pm)?(?![\d])/giu;
/** Longer than this is not one occasion's start and end (a day's opening hours are not a visit). */
const MAX_SPAN_MIN = 16 * 60;
const DAY_MIN = 24 * 60;

/** A clock time in minutes of the day; `half` is "am" or "pm" when printed. */
export function clockMinutes(h: string, m: string, half: string | undefined): number {
  const hour = Number(h) % 12 + (half?.toLowerCase() === 'pm' ? 12 : half ? 0 : Number(h) >= 12 ? 12 : 0);
  return hour * 60 + Number(m);
}
