/**
 * How long something lasted, asked in the units it is counted in: "how many days was I in Lisbon",
 * "how many hours was my shift". The unit says how to measure, not what to match (no photo of the trip
 * prints "days"), and a count of days, nights or hours is a duration, not a count of memories. Time is
 * "spent" too, which is no money spent: a receipt's total does not say how long a trip was.
 */
export const DURATION_UNITS = /\bhow\s+many\s+(?:days|nights|weeks|months|years|hours|hrs|minutes|mins)\b/i;
const FRAME_WORD = /^(?:days?|nights?|weeks?|months?|years?|hours?|hrs?|minutes?|mins?|spend|spent|spending)$/;

/** A duration question's terms without the units it is counted in and the verb it is spent with. */
export function withoutDurationFrame(terms: string[]): string[] {
  return terms.filter((t) => !FRAME_WORD.test(t));
}

/** A duration asked of a stay away from home ("nights away", "the trip", "how long did I stay"): the whole trip counts. */
const AWAY = /\b(away|trip|holiday|vacation|travel(?:l?ed|l?ing)?|nights?|stay(?:ed|ing)?|spen[dt]|spending)\b/i;

/**
 * Whether a duration asks how long a stay somewhere lasted: said so ("away", "stay", "spend"), or asked
 * of a place the user was in ("how many days was I in Porto") rather than of a thing done there, which
 * a document prints ("how long was the ferry ride" names a route, not a place of stay).
 */
export function asksStay(question: string, places: ReadonlyArray<{ route?: unknown }>): boolean {
  return AWAY.test(question) || (places.some((p) => !p.route) && /\b(?:was|were)\s+(?:i|we)\s+in\b|\bin\s+\S+\s+for\s*[?.!]*\s*$/i.test(question));
}
