/**
 * A verb asked as done ("what did I buy") against a text that prints it only as a plan: a shopping
 * list is what was to be bought, not what was.
 */

/** Whether a text prints a verb only as a plan: after "to" ("Remember to buy:", "THINGS TO GET"). */
export function onlyPlanned(ocr: string | null, verb: string): boolean {
  if (!ocr) return false;
  const all = ocr.match(new RegExp(`\\b${verb}\\b`, 'gi'))?.length ?? 0;
  const planned = ocr.match(new RegExp(`\\bto\\s+${verb}\\b`, 'gi'))?.length ?? 0;
  return all > 0 && planned === all;
}

/**
 * The verb a question asks as done, "what did I buy", "what did we get": not one asked as a plan
 * ("what did I need to buy", "what was I meant to get").
 */
export function doneVerb(question: string): string | null {
  if (/\bto\s+\p{L}+/iu.test(question.replace(/\b(?:went|go|going|been|trip|way)\s+to\b/gi, ''))) return null;
  return /\bdid\s+(?:i|we)\s+([a-z]+)\b/i.exec(question)?.[1]?.toLowerCase() ?? null;
}
