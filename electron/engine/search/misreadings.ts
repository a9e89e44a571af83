import type * as chrono from 'chrono-node';

/**
 * Where chrono-node misreads a question's words as a date, or misses one: the guards `extractDateRange`
 * reads its results through.
 */

/**
 * A part of the day alone ("my first night in Barcelona", "in the morning") names no date: chrono reads it as today's.
 * After a plural's apostrophe ("parents' evening", "girls' night") chrono's text keeps the space before it:
 * an occasion's name, no date either.
 */
export const BARE_DAY_PART = /^\s*(?:(?:the|a|an|my|our|one|that)\s+)?(?:morning|afternoon|evening|night|noon|midday|midnight)$/i;

/** A weekday between a determiner and a noun: "the Saturday swim", not "the Saturday before", "my Friday night". */
const ATTRIBUTIVE_WEEKDAY = /\b(?:the|my|our|a|your|his|her|their)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:['’]s)?\s+(?!(?:morning|afternoon|evening|night|before|after|of|in|at|on|we|i|when|that|just|gone|last|next|and|or|to|with|for)\b)[\p{L}\d]/giu;

/** Whether chrono's reading is such a weekday: it says which routine, not when. */
export function attributiveWeekday(query: string, result: chrono.ParsedResult): boolean {
  for (const m of query.matchAll(ATTRIBUTIVE_WEEKDAY)) {
    const at = m.index + m[0].indexOf(m[1]!);
    if (result.index <= at && at < result.index + result.text.length) return true;
  }
  return false;
}

/**
 * "Klara and the Sun", "the Sat nav": a weekday's short form that is an English word, after a
 * determiner, is the noun, not the day; "on Sun", "Sun 14th" still are days.
 */
export function nounNotWeekday(query: string, result: chrono.ParsedResult): boolean {
  return /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)$/i.test(result.text) && /\b(?:the|a|an|my|our|your)\s+$/i.test(query.slice(0, result.index));
}

/**
 * "What did Mum text me about Sunday", "what did the email say about next week": a day talked about is
 * what a message is about, written before it, not when the photo was taken. A figure ("about 3pm") is
 * a time said roughly, still read.
 */
export function topicTime(query: string, result: chrono.ParsedResult): boolean {
  return !/\d/.test(result.text) && /\b(?:about|regarding)\s+$/i.test(query.slice(0, result.index));
}

/**
 * "The most I can take in a day", "how many tablets in 24 hours": a span a quantity is counted over is a
 * rate, as a label's "not more than 6 in 24 hours" prints it; chrono reads it as the day that far ahead.
 */
export function ratePeriod(query: string, result: chrono.ParsedResult): boolean {
  return /^(?:in|within)\s+(?:a|an|one|\d+)\s+(?:hours?|days?|weeks?)$/i.test(result.text.trim()) && ASKS_QUANTITY.test(query);
}

const ASKS_QUANTITY = /\bhow\s+(?:many|much)\b|\b(?:most|max|maximum|limit|allowed)\b/i;

/**
 * "The last bus after 11pm", "is there a train before 7:00": a time of day with no day to it is a time on
 * a timetable or a clock, not a date; chrono puts it on today, which the range then widens to the year.
 */
export function bareClock(result: chrono.ParsedResult): boolean {
  const c = result.start;
  return c.isCertain('hour') && !(['day', 'weekday', 'month', 'year'] as const).some((u) => c.isCertain(u)) && /^[\d\s:.apm]+$/i.test(result.text);
}

/**
 * "How much is our rent now?", "what's my number right now": "now" asks for the state as it stands,
 * the latest one the library shows, not for photos taken in the last minutes (chrono's reading, which
 * the range widens to today). "Just now", "a week from now" still are times.
 */
export function presentNow(query: string, result: chrono.ParsedResult): boolean {
  return /^(?:right\s+)?now$/i.test(result.text.trim()) && !/\bjust\s+$/i.test(query.slice(0, result.index));
}

/**
 * chrono reads "May" as the month only after "in"/"on" and the like, for fear of the verb: "the rent
 * for May" goes unread. After "for", "of" or "during", and not before a subject ("for May I…"), it is
 * the month when nothing else was read; the words are swapped for "in" at the same length, so the
 * parse's index still fits the query.
 */
export function monthMay(query: string): string {
  return query.replace(/\b(for|of|during)(\s+May)\b(?!\s+(?:i|we|you|he|she|it|they)\b)/gi, (_, prep: string, may: string) => `${' '.repeat(prep.length - 2)}in${may}`);
}
