import { readInOrder, type DateOrder } from './date-order';
import { CLOCK } from './time-lead';

/** A booking is made for the weeks ahead; a date further off on a screenshot is something else (an expiry). */
const BOOKED_AHEAD_DAYS = 60;
const DAY_MS = 86_400_000;

/**
 * When the occasion a booking is for takes place (local ms), read off the booking: a confirmation
 * screenshotted in the morning ("Yoga – Mon 20 Jan 18:00") is that evening's class, and one made a
 * week ahead is next week's. One line prints a whole date with its time of day, on or after the day
 * it was taken and within a couple of months; a document printing two such lines (a flight out and
 * back, a statement) names no one occasion, and a receipt's own date and time is when it was taken.
 * Null when the text names no such time, or when the memory has a place of its own (a photo taken
 * at the occasion is dated by itself). `order` is which way round its numeric dates are.
 */
export function bookedTime(text: string | null, takenLocal: number, placed: boolean, order: DateOrder | null): number | null {
  if (!text || placed) return null;
  const found: number[] = [];
  const ref = { instant: new Date(takenLocal), timezone: 0 };
  // In the order the booking or its country sets (date-order.ts); with none, day-first before month-first.
  const read = (line: string) => (order ? [order] : (['day-first', 'month-first'] as const)).flatMap((o) => readInOrder(line, ref, o, { forwardDate: true }));
  for (const line of text.split('\n')) {
    if (!CLOCK.test(line)) continue;
    const reading = read(line).find((r) => r.start.isCertain('day') && r.start.isCertain('month') && r.start.isCertain('hour'));
    if (!reading) continue;
    const s = reading.start;
    const at = Date.UTC(s.get('year')!, s.get('month')! - 1, s.get('day')!, s.get('hour')!, s.get('minute') ?? 0);
    if (Math.floor(at / DAY_MS) < Math.floor(takenLocal / DAY_MS) || at - takenLocal > BOOKED_AHEAD_DAYS * DAY_MS) continue;
    if (!found.includes(at)) found.push(at);
  }
  return found.length === 1 ? found[0]! : null;
}

/**
 * A question about occasions still to come, or about the bookings themselves ("how many classes have
 * I booked", "how many sessions are coming up"): a booking for a day after now still counts.
 */
const LOOKS_AHEAD = /\b(?:book(?:ed|ings?)?|reserv\w*|schedul\w*|upcoming|coming\s+up|will|going\s+to|next|left|remaining|planned|ahead|future)\b/i;

export function looksAhead(question: string): boolean {
  return LOOKS_AHEAD.test(question);
}
