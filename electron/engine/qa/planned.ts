/**
 * A plan is photographed before the time it is for: next month's rota, a booking made for a trip, a
 * ticket bought weeks ahead, an appointment card. Asked about that time ("which nights am I working in
 * November", "what time is the dentist on the 12th"), the document that prints a day inside it is
 * about it, though taken before (up to search/date-range.ts PLAN_LEAD_DAYS ahead of it, a year's plan
 * up to YEAR_PLAN_LEAD_DAYS). A record is
 * photographed after: March's bill arrives in April, a receipt is kept and photographed days later.
 */
import * as chrono from 'chrono-node';
import { dateOrderOf, documentOrder, readInOrder, type DateOrder } from './date-order';
import { PLAN_LEAD_DAYS } from '../search/date-range';
import { HAS_MONEY } from './text-lines';
import { DAY_MS, dayStart } from './wall-clock';

/** The best matches taken in the lead-up or after that are read for a printed day (the rest are weaker matches still). */
export const PLAN_CANDIDATES = 30;
/** How long after a time its records are photographed: a month's bill comes in the next month. */
export const RECORD_LAG_DAYS = 62;
/**
 * A year's plan (school term dates, a season's fixtures, a year planner) is photographed when it is
 * handed out, up to a year before the days it lists. Further ahead than a season it is read only by
 * the dates it prints with their year: a bare "12 March" on an old flyer is last year's as often.
 */
export const YEAR_PLAN_LEAD_DAYS = 366;

const MONTH_OR_DIGIT = /\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

/**
 * Whether a document taken at `takenLocal` (local ms) prints a day inside the asked window (local ms,
 * both ends inclusive): a whole date whose day falls in it, or a month and year ("NOVEMBER 2025", a
 * rota's heading) that the window holds whole. Dates are read forward from when it was taken (a plan
 * prints what comes after it), or, for a record taken after the window, back from then.
 */
export function printsDayIn(text: string, takenLocal: number, window: { from: number; to: number }, order: DateOrder | null = documentOrder(text, takenLocal)): boolean {
  const ref = { instant: new Date(takenLocal), timezone: 0 };
  const forwardDate = takenLocal < window.from;
  const yearOnly = window.from - takenLocal > PLAN_LEAD_DAYS * DAY_MS;
  for (const line of text.split('\n')) {
    if (!MONTH_OR_DIGIT.test(line)) continue;
    const readings = readInOrder(line, ref, order, { forwardDate });
    // "01/02/26" on a card photographed on 1 February is that day, not 2 January: a date printed
    // either way round, when nothing says which, is the one that is the photo's own day, when one is.
    if (readings.some((reading) => isOwnDay(reading, takenLocal))) continue;
    for (const { start, end } of readings) {
      if (!start.isCertain('month')) continue;
      if (yearOnly && !start.isCertain('year') && !end?.isCertain('year')) continue;
      const year = start.get('year')!;
      const month = start.get('month')! - 1;
      if (start.isCertain('day')) {
        const day = Date.UTC(year, month, start.get('day')!);
        if (day >= dayStart(window.from) && day <= window.to) return true;
      } else if (start.isCertain('year')) {
        const first = Date.UTC(year, month, 1);
        const last = Date.UTC(year, month + 1, 1) - 1;
        if (first >= window.from && last <= window.to + DAY_MS - 1) return true;
      }
    }
  }
  return false;
}

/** A whole date read that is the day the photo was taken. */
function isOwnDay({ start }: chrono.ParsedResult, takenLocal: number): boolean {
  return start.isCertain('day') && Date.UTC(start.get('year')!, start.get('month')! - 1, start.get('day')!) === dayStart(takenLocal);
}

/** Whether a document taken at `takenLocal` prints that day itself: a plan looked at on the day it is for. */
export function printsOwnDay(text: string, takenLocal: number, order: DateOrder | null = documentOrder(text, takenLocal)): boolean {
  const ref = { instant: new Date(takenLocal), timezone: 0 };
  return text.split('\n').some((line) => MONTH_OR_DIGIT.test(line) && readInOrder(line, ref, order).some((reading) => isOwnDay(reading, takenLocal)));
}

/**
 * Whether a memory taken at `takenLocal`, outside the window, is about it by a day it prints: a plan
 * taken in the lead-up (a ticket bought in February for a gig "in late March"), a record taken after
 * (the bill for March, photographed in April).
 */
export function printedFor(text: string | null, takenLocal: number, window: { from: number; to: number }, country: string | null = null): boolean {
  if (!text || !aroundWindow(takenLocal, window)) return false;
  // Ranking, selection and the answer each ask of the same few memories: chrono reads them once.
  const key = `${takenLocal} ${window.from} ${window.to} ${country} ${text}`;
  let plans = read.get(key);
  if (plans === undefined) {
    if (read.size >= READ_LIMIT) read.clear();
    read.set(key, (plans = printsDayIn(text, takenLocal, window, dateOrderOf(text, takenLocal, [country]))));
  }
  return plans;
}

/** Taken in the lead-up to the window or in the lag after it. */
function aroundWindow(takenLocal: number, window: { from: number; to: number }): boolean {
  return (takenLocal < window.from && window.from - takenLocal <= YEAR_PLAN_LEAD_DAYS * DAY_MS) || (takenLocal > window.to && takenLocal - window.to <= RECORD_LAG_DAYS * DAY_MS);
}

const read = new Map<string, boolean>();
const READ_LIMIT = 2000;

/** A line that announces what is to come: "Your next appointment:", "Upcoming visit", "Reminder: …". */
const AHEAD = /\b(?:next|upcoming|reminder|booked for|see you on|scheduled)\b/i;
/** How far ahead an announced visit may be and still be read as one. */
const AHEAD_DAYS = 400;

/**
 * Whether a memory only announces a visit still to come at `now`: a line saying what is next ("Your
 * next appointment:"), it or the line under it printing a day after now. "When did I last see the
 * doctor" is not answered by the reminder of next month's appointment. A bill that also prints the
 * next one ("NEXT SERVICE DUE …") records the visit it was paid for.
 */
export function announcesAfter(text: string | null, takenLocal: number, now: number, order: DateOrder | null = text ? documentOrder(text, takenLocal) : null): boolean {
  if (!text || HAS_MONEY.test(text)) return false;
  const lines = text.split('\n');
  const window = { from: dayStart(now) + DAY_MS, to: now + AHEAD_DAYS * DAY_MS };
  // The label and its day are read in the whole card's order: its other dates say which way round it is.
  return lines.some((line, i) => AHEAD.test(line) && printsDayIn([line, lines[i + 1] ?? ''].join('\n'), takenLocal, window, order));
}

/** A line that prints a year with its date: "14/10/2027", "14.10.27", "9 December 2025". */
const WITH_YEAR = /(?:^|\D)(?:19|20)\d{2}(?!\d)|\d{1,2}\s?[/.-]\s?\d{1,2}\s?[/.-]\s?\d{2}(?!\d)/;

/**
 * Whether a memory prints a day still to come at `now`, with no money on it (a bill's due date is no
 * visit). Asked for what is next, a card need not say "next" itself: "consulta: 14/10/2027 às 9h00"
 * photographed in July is the appointment to come in September. Without such a word only a day
 * printed with its year is known to be ahead: a card's "MON 8 SEP" is the day it was given, not next year's.
 */
export function printsDayAhead(text: string | null, takenLocal: number, now: number, order: DateOrder | null = text ? documentOrder(text, takenLocal) : null): boolean {
  if (!text || HAS_MONEY.test(text)) return false;
  if (announcesAfter(text, takenLocal, now, order)) return true;
  const dated = text.split('\n').filter((line) => WITH_YEAR.test(line));
  return dated.length > 0 && printsDayIn(dated.join('\n'), takenLocal, { from: dayStart(now) + DAY_MS, to: now + AHEAD_DAYS * DAY_MS }, order);
}

/** Two dates joined as a span on one line: "1 Feb 2025 - 28 Feb 2025", "01/02 to 28/02". */
const SPAN = /\d[^\n]*?\s*(?:-|–|—|\bto\b|\buntil\b|\bthrough\b)\s*[^\n]*?\d/i;

/**
 * Whether a memory taken inside the window prints a span of days wholly outside it and none that
 * meets it: February's bill, issued and photographed on 4 March, is about February, not March.
 */
export function printsOtherPeriod(text: string | null, takenLocal: number, window: { from: number; to: number }, order: DateOrder | null = text ? documentOrder(text, takenLocal) : null): boolean {
  if (!text || !SPAN.test(text)) return false;
  const ref = { instant: new Date(takenLocal), timezone: 0 };
  let other = false;
  for (const line of text.split('\n')) {
    if (!SPAN.test(line) || !MONTH_OR_DIGIT.test(line)) continue;
    // A bill that does not say which way round its dates are is read day first, as most of the world prints them.
    for (const { start, end } of readInOrder(line, ref, order ?? 'day-first')) {
      if (!end || !start.isCertain('day') || !end.isCertain('day')) continue;
      const from = Date.UTC(start.get('year')!, start.get('month')! - 1, start.get('day')!);
      const to = Date.UTC(end.get('year')!, end.get('month')! - 1, end.get('day')!);
      if (from <= window.to && to >= dayStart(window.from)) return false;
      other = true;
    }
  }
  return other;
}
