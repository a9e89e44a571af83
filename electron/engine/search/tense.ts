import type * as chrono from 'chrono-node';

/**
 * What a question's tense says about the time it names: "on Saturday" asked of the past is the
 * Saturday that has been, asked of what is on or coming it is the day a plan, a timetable or a
 * forecast prints.
 */

/** A question in the present or future tense, with nothing that places it in the past. */
const PRESENT_TENSE = /^\s*(?:what(?:\s+time)?|when|where|which|who|how)(?:['’]s|\s+is|\s+are|\s+does|\s+do|\s+will|\s+should|\s+can)\b/i;
const PAST_WORDS = /\b(?:did|was|were|had|last|ago|previous|went|got)\b/i;
/** "Am I working", "do we have", "is my…", "will it…": asked of what is on, or coming. */
const ASKS_OF_NOW = /^\s*(?:will|shall)\b|\b(?:am|are|will|shall)\s+(?:i|we)\b|\b(?:do|does)\s+(?:i|we)\s+have\b|\b(?:is|are)\s+(?:my|our)\b/i;

export function asksAhead(query: string): boolean {
  return (PRESENT_TENSE.test(query) || ASKS_OF_NOW.test(query)) && !PAST_WORDS.test(query);
}

/**
 * "What club is…", "which class runs…": asked which thing a timetable prints against a day; "will it
 * rain on Saturday", "is there yoga on Tuesday", "is the pharmacy open on Sunday", "does the 42 run
 * on Sunday": whether a forecast, opening hours or a timetable set it on the day.
 */
const WHICH_THING_IS = /^\s*(?:what|which)\s+(?:[a-z]+\s+){1,2}(?:is|are|runs?|meets?)\b|^\s*(?:will|is|are)\s+(?:it|there)\b|^\s*(?:is|are|does|do)\s+the\b/i;

/**
 * The future seen from the past ("was it going to rain on Saturday", "what was the forecast for
 * Sunday", "when was the parcel due to arrive"): the day is the one the forecast or plan foresaw,
 * which the past tense does not make a day the photos were taken on.
 */
const FORESEEN = /\b(?:going|supposed|due|meant|expected|scheduled|set)\s+to\b|\bforecast/i;

export function foreseen(query: string): boolean {
  return FORESEEN.test(query);
}

export function scheduledWeekday(query: string, result: chrono.ParsedResult): boolean {
  const c = result.start;
  if (!c.isCertain('weekday') || c.isCertain('day') || c.isCertain('month')) return false;
  return foreseen(query) || ((PRESENT_TENSE.test(query) || WHICH_THING_IS.test(query)) && !PAST_WORDS.test(query));
}
