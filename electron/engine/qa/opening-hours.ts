import { asksEnd, CLOCK_SOURCE } from './time-lead';
import { ASKED_WEEKDAY, weekdayIndex } from './text-lines';

/**
 * Opening hours set a day, or a run of days, before its hours: "Mon–Fri 9–17", "Saturday 10am-5pm",
 * "Sun closed", "Weekends 10:00 - 16:00". Asked of one day ("is the pharmacy open on Saturday", "what
 * time does the library close on Sunday") the row whose days hold it answers, not the first row: a
 * run of days covers every day between its ends, "Fri–Mon" across the weekend.
 */

const DAY = String.raw`(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?`;
/** An hour alone is a time on opening hours ("9–17"), as a clock is. */
const HOUR = String.raw`(?:${CLOCK_SOURCE}|(?:[01]?\d|2[0-4]))`;
const SPAN = new RegExp(String.raw`(?<![\d:.])(${HOUR})\s*(?:-|–|—|to|until|till)\s*(${HOUR})(?![\d:.]\d)`, 'i');
const CLOSED = /\bclosed\b/i;
/** The days a row begins with: one, a run, or a word for a run. */
const ROW_DAYS = new RegExp(String.raw`^\s*(?:(${DAY})(?:\s*(?:-|–|—|to|&|and)\s*(${DAY}))?|(weekdays?|weekends?|daily|every\s*day))\s*:?\s*(.*)$`, 'i');
/** A question about whether, or when, a place is open. */
const ASKS_OPEN = /\b(?:open(?:s|ed|ing)?|close[sd]?|closing|shut(?:s)?|hours)\b/i;

/** The days a row's head covers, Sunday 0. */
function daysOf(m: RegExpExecArray): Set<number> {
  const word = m[3]?.toLowerCase().replace(/\s+/g, '');
  if (word) return new Set(word.startsWith('weekday') ? [1, 2, 3, 4, 5] : word.startsWith('weekend') ? [0, 6] : [0, 1, 2, 3, 4, 5, 6]);
  const from = weekdayIndex(m[1]!);
  if (!m[2]) return new Set([from]);
  const to = weekdayIndex(m[2]);
  // "Sat & Sun" names two days; "Mon–Fri" every day between.
  if (/&|and/i.test(m[0].slice(m[1]!.length, m[0].indexOf(m[2], m[1]!.length)))) return new Set([from, to]);
  const days = new Set<number>();
  for (let d = from; ; d = (d + 1) % 7) {
    days.add(d);
    if (d === to) break;
  }
  return days;
}

/** The row of opening hours for the asked weekday: closed, or its opening and closing times. */
function hoursOn(lines: readonly string[], question: string): { closed: boolean; opens: string | null; closes: string | null; line: string } | null {
  if (!ASKS_OPEN.test(question)) return null;
  const asked = ASKED_WEEKDAY.exec(question)?.[1];
  if (!asked) return null;
  const day = weekdayIndex(asked);
  for (const line of lines) {
    const m = ROW_DAYS.exec(line);
    if (!m || (m[1] && weekdayIndex(m[1]) < 0) || !daysOf(m).has(day)) continue;
    const rest = m[4] ?? '';
    if (CLOSED.test(rest)) return { closed: true, opens: null, closes: null, line: line.trim() };
    const span = SPAN.exec(rest);
    if (span) return { closed: false, opens: span[1]!.trim(), closes: span[2]!.trim(), line: line.trim() };
  }
  return null;
}

/** "What time does it close on Sunday": the end of that day's hours; when it opens, the start. */
export function openingTime(lines: readonly string[], question: string): { value: string; line: string } | null {
  const row = hoursOn(lines, question);
  if (!row) return null;
  if (row.closed) return { value: `Closed (${row.line})`, line: row.line };
  const end = asksEnd(question) || /\bclos|\bshut/i.test(question);
  const asksStart = /\bopen(?:s|ing)?\b/i.test(question) && !/\bhours\b/i.test(question);
  const value = end ? row.closes : asksStart ? row.opens : `${row.opens}–${row.closes}`;
  return { value: `${value} (${row.line})`, line: row.line };
}

/** "Is the pharmacy open on Saturday": yes when the day's row prints hours, no when it says closed. */
export function openVerdict(lines: readonly string[], question: string): { verdict: 'Yes' | 'No'; line: string } | null {
  const row = hoursOn(lines, question);
  if (!row) return null;
  const askedClosed = /\b(?:closed|shut)\b/i.test(question);
  return { verdict: row.closed === askedClosed ? 'Yes' : 'No', line: row.line };
}
