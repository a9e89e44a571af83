import { contentWords } from '../augment/similarity';
import { CLOCK, CLOCK_SOURCE, spanEnd } from './time-lead';
import { mostAsked, WEEKDAY_STEMS } from './text-lines';

/**
 * "When is choir practice", "what night is quiz night": a thing that recurs is asked in the present,
 * and a schedule prints the weekday it falls on as a habit ("Tuesdays 7:30pm, Adelaide Place", "every
 * Thursday"), not as one date. A question in the past ("when did I go") asks an occasion.
 */
const HABITUAL = /^\s*(?:when|(?:what|which)\s+(?:day|night|evening|morning|time)s?)\s+(?:is|are|do|does)\b/i;
/**
 * A weekday as a habit: its plural ("Tuesdays") or after "every", and so a habit every second week
 * ("every other Tuesday", "alternate Tuesdays", "fortnightly on Tuesday"), as bins are collected.
 */
const WEEKLY = new RegExp(String.raw`\b(?:every\s+(?:other\s+|second\s+|alternate\s+)?${WEEKDAY_STEMS}day|(?:fortnightly|biweekly)\s+(?:on\s+)?${WEEKDAY_STEMS}days?|(?:alternate\s+)?${WEEKDAY_STEMS}days)\b`, 'i');
/**
 * A day of the month as a habit: "Monthly on the 1st", "every month on the 15th", "on the 28th of each
 * month", "1st of every month": a standing order's or a bill's day, not one date.
 */
const MONTHLY = /\b(?:(?:monthly|every\s+month|each\s+month)\s*(?:,\s*)?on\s+the\s+\d{1,2}(?:st|nd|rd|th)\b|(?:on\s+the\s+)?\d{1,2}(?:st|nd|rd|th)(?:\s+day)?\s+of\s+(?:each|every|the)\s+month\b)/i;
/**
 * A weekday a timetable or a sign says the thing does not happen on ("No service on Sundays", "Except
 * Sundays"): the word that denies it comes before the day.
 */
const NEGATED = /\b(?:no|not|except|excluding|never)\b/i;
/** The time of day that follows it on the line: "7:30pm", "19:30", "7pm". */
const CLOCK_AFTER = new RegExp(String.raw`^[\s,:–-]*(?:at\s+)?(${CLOCK_SOURCE})`, 'i');

/**
 * The weekday a schedule says a thing recurs on, with its time when printed after it: of the lines that
 * print one, the first that shares a word with the question, else the first; without one, the day of
 * the month a monthly habit falls on. Null for a question about an occasion, or when no line prints a
 * weekly or monthly habit.
 */
export function weeklyDay(lines: string[], question: string): { value: string; line: string } | null {
  if (!HABITUAL.test(question)) return null;
  const asked = new Set([...contentWords(question)].filter((w) => w.length >= 3));
  const weekly = lines.filter((l) => WEEKLY.test(l) && !NEGATED.test(l.slice(0, WEEKLY.exec(l)!.index)));
  const line = mostAsked(weekly, asked, (l) => l) ?? weekly[0];
  if (!line) {
    const monthly = lines.find((l) => MONTHLY.test(l));
    return monthly ? { value: MONTHLY.exec(monthly)![0], line: monthly } : headedDay(lines, asked, question);
  }
  const m = WEEKLY.exec(line)!;
  const after = CLOCK_AFTER.exec(line.slice(m.index + m[0].length));
  const clock = after?.[1];
  // "What time does Cubs finish": of "Tuesdays 6:30pm - 8:00pm", the end.
  const end = after ? spanEnd(line.slice(m.index + m[0].length + after[0].length), question) : null;
  if (end) return { value: `${end} (${line.trim()})`, line };
  return { value: clock ? `${m[0]} ${clock}` : m[0], line };
}

/**
 * A weekday alone on its line: a timetable's heading ("Thursday" over "5:00pm - 5:45pm"), or a card's
 * field labelled as the day ("Day: Wednesday", "Lesson day - Tuesday").
 */
const LONE_DAY = new RegExp(String.raw`^\s*(?:(?:\p{L}+\s+)?days?\s*[:–-]\s*)?(${WEEKDAY_STEMS}day)s?\s*:?\s*$`, 'iu');

/**
 * A schedule that sets the day on its own line: the heading above the line that names the asked thing
 * ("Thursday" / "Football 3.30-4.30"), else, when it prints one day only, that day (a lesson's card:
 * "Swimming Lessons" / "Thursday" / "5:00pm"), with the time on the line under it. A dated line
 * ("Starts: Wednesday 3 September") is one occasion, not the day it recurs on.
 */
function headedDay(lines: string[], asked: Set<string>, question: string): { value: string; line: string } | null {
  const days = lines.flatMap((l, i) => (LONE_DAY.test(l) ? [i] : []));
  if (days.length === 0) return null;
  const named = lines.findIndex((l, i) => i > days[0]! && !LONE_DAY.test(l) && [...contentWords(l)].some((w) => asked.has(w)));
  const at = named >= 0 ? days.filter((i) => i < named).pop()! : days.length === 1 ? days[0]! : -1;
  if (at < 0) return null;
  const day = LONE_DAY.exec(lines[at]!)![1]!;
  const below = named >= 0 ? lines[named]! : lines[at + 1] ?? '';
  const m = CLOCK.exec(below);
  const end = m ? spanEnd(below.slice(m.index + m[0].length), question) : null;
  const value = end ? `${end} (${day} ${below.trim()})` : m ? `${day} ${m[0]}` : day;
  return { value, line: named >= 0 ? `${day} ${below}` : lines[at]! };
}
