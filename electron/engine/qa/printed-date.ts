import * as chrono from 'chrono-node';
import { contentWords } from '../augment/similarity';
import { printedDay } from './facts';

const DAY_MS = 86_400_000;
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
export function printedDateLine(lines: string[], terms: string[], takenLocal: number, reachDays: number): { day: number; line: string } | null {
  const wanted = new Set(terms.filter((t) => t.length >= 3));
  const dated = lines
    // A span printed ("2 - 26 AUGUST") is when a festival runs, not the day it was gone to.
    .filter((line) => !chrono.parse(line).some((r) => r.end?.isCertain('day') && r.end.date().getTime() - r.start.date().getTime() >= DAY_MS))
    .map((line) => ({ line, day: printedDay(line, takenLocal) }))
    .filter((x): x is { line: string; day: number } => x.day !== null && Math.abs(x.day - dayStart(takenLocal)) <= reachDays * DAY_MS);
  if (dated.length === 0) return null;
  return dated.find((x) => [...contentWords(x.line)].some((w) => wanted.has(w))) ?? dated[0]!;
}

/**
 * A duration printed on the evidence beside what is asked ("Bake 220C for 25 min" for "how long does
 * the focaccia bake"): the number with its unit of time, from the first line that names a word of
 * the question. It beats a span of memories: one photo of a recipe says nothing about a day's length.
 */
export function printedDuration(lines: string[], terms: string[]): { value: string; line: string } | null {
  const stems = terms.filter((t) => t.length >= 4).map((t) => t.slice(0, 4));
  for (const line of lines) {
    const m = DURATION.exec(line);
    if (!m) continue;
    if (![...contentWords(line)].some((w) => w.length >= 4 && stems.includes(w.slice(0, 4)))) continue;
    return { value: `${m[1]} ${m[2]}`, line };
  }
  return null;
}

const DURATION = /(?<![\d.,:])(\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+)?)\s?(seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?)(?![\p{L}])/iu;

function dayStart(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}
