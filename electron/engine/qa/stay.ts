/**
 * How long something lasted, asked in the units it is counted in: "how many days was I in Lisbon",
 * "how many hours was my shift". The unit says how to measure, not what to match (no photo of the trip
 * prints "days"), and a count of days, nights or hours is a duration, not a count of memories. Time is
 * "spent" too, which is no money spent: a receipt's total does not say how long a trip was.
 */
export const DURATION_UNITS = new RegExp(String.raw`\bhow\s+many\s+(?:(?:days|nights)\b${notDoneOn()}|weeks|months|years|hours|hrs|minutes|mins)\b`, 'i');

/**
 * "How many nights am I working", "how many days did I go running": days or nights on which someone
 * does a thing are counted one by one (the nights a roster lists, the days a run was logged), not
 * spanned like a stay. The subject's own verb says which: a verb of doing asks a count; a verb of
 * being somewhere or of time passing ("were we", "did we spend", "did it last") asks a length, and so
 * does any question that says it is about a stay away, or ends asking what it was "for". A lookahead,
 * so the pattern stays one test.
 */
function notDoneOn(): string {
  const staying = 'be|been|being|stay|stayed|staying|spend|spent|spending|last|lasted|lasting|take|took|taken|taking|remain|remained|remaining|have|had|having|live|lived|living|sleep|slept|sleeping|travel|travelled|traveled|travelling|traveling|get|got|need';
  const doing = String.raw`(?:(?:am|are|is|was|were)\s+(?:i|we|you|he|she|they)\s+(?!(?:${staying})\b)[a-z]+ing|(?:do|does|did|will|can|could|should|must)\s+(?:i|we|you|he|she|they)\s+(?!(?:${staying})\b)[a-z]+)\b`;
  return String.raw`(?!\s+${doing}(?![^?]*(?:\b(?:away|trip|holiday|vacation|stay|there)\b|\bfor\s*[?.!]*\s*$)))`;
}
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
