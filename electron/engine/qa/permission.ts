import { contentWords } from '../augment/similarity';

/**
 * "Are hosepipes allowed on the allotment", "can I have a bonfire", "are dogs permitted": a question
 * of what is allowed, which a rule sheet or a sign answers in a line naming the thing.
 */
const PERMISSION_ASKED = /\b(?:allowed|permitted|allow|permit|permission)\b|^\s*(?:can|may)\s+(?:i|we|you)\b/i;
/** Words that forbid: "Hosepipes are not permitted", "No bonfires", "Smoking prohibited". A numbered "No. 4" is none. */
const FORBIDS = /\b(?:not|never|prohibited|forbidden|banned|disallowed|mustn't|cannot)\b|\bno\b(?!\.?\s*\d)|n't\b/i;
/** Words that allow: "Dogs welcome", "Barbecues are permitted in the picnic area". */
const PERMITS = /\b(?:allowed|permitted|welcome|permission)\b/i;
/** Asked words this short are no thing's name. */
const MIN_NOUN = 3;

/**
 * What a rule line says of the asked thing: a line naming one of the question's nouns (the first named
 * by any rule line, as the question names the thing it asks of first) with a word that forbids is a
 * no, with one that allows and none that forbids a yes. Null when no line names an asked noun with
 * either, or the question asks no permission.
 */
export function printedPermission(question: string, lines: readonly string[], nouns: readonly string[]): { verdict: 'Yes' | 'No'; line: string } | null {
  if (!PERMISSION_ASKED.test(question)) return null;
  for (const noun of nouns) {
    if (noun.length < MIN_NOUN) continue;
    const stem = noun.replace(/(?:es|s)$/, '');
    for (const line of lines) {
      if (![...contentWords(line)].some((w) => w.startsWith(stem))) continue;
      if (FORBIDS.test(line)) return { verdict: 'No', line: line.trim() };
      if (PERMITS.test(line)) return { verdict: 'Yes', line: line.trim() };
    }
  }
  return null;
}
