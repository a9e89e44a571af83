/**
 * "What time does football finish?" asks the clock, and of a span ("3.30-4.30") its end; "what time does
 * the play start?" asks the clock, not the day the ticket prints it on. The answer leads with the time.
 */

/** A time of day: "10:30", "7.50 PM", "18h15", "9am". */
export const CLOCK_SOURCE = String.raw`(?:[01]?\d|2[0-3])[:.h][0-5]\d(?:\s*[ap]\.?m\.?)?|(?:1[0-2]|0?[1-9])\s*[ap]\.?m\.?`;
export const CLOCK = new RegExp(`(?<![\\d:.])(?:${CLOCK_SOURCE})(?![\\d:.]\\d)`, 'i');
/** The other end of a span that begins with the time just read: "-4.30", " to 8:00pm", "–17:00". */
const SPAN_END = new RegExp(`^\\s*(?:-|–|—|to|until|till)\\s*(${CLOCK_SOURCE})(?![\\d:.]\\d)`, 'i');
/** A question about when something stops. */
const ASKS_END = /\b(?:finish(?:es|ed)?|end(?:s|ed)?|close[sd]?|stop(?:s|ped)?|over|until|till|out|pick(?:ed)?\s+up|collect(?:ed)?)\b/i;

export function asksEnd(question: string): boolean {
  return /\bwhat\s+time\b|^\s*when\b/i.test(question) && ASKS_END.test(question);
}

/** The span's end printed straight after a time (`rest` is the text after it), when the question asks the end. */
export function spanEnd(rest: string, question: string): string | null {
  if (!asksEnd(question)) return null;
  return SPAN_END.exec(rest)?.[1]?.trim() ?? null;
}

/**
 * The time of day a date line prints ("SAT 21 FEB 2026 19:30"), for a question that asks what time:
 * the end of a span when it asks the end. Null without one, or when the question does not ask the time.
 */
export function askedClock(line: string, question: string): string | null {
  if (!/\bwhat\s+time\b|\bwhen\s+(?:does|do|will)\b.*\b(?:start|begin|finish|end|open|close)\b/i.test(question)) return null;
  const m = CLOCK.exec(line);
  if (!m) return null;
  return spanEnd(line.slice(m.index + m[0].length), question) ?? m[0].trim();
}
