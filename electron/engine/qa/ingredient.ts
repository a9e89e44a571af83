import { englishOf } from './lexicon/abroad';
import { isKindOf } from './kind-of';
import { hasMoney, MONEY_KINDS } from './number';
import type { TextLine } from './text-lines';

/**
 * "How much flour for the pancakes", "how much milk goes in": a recipe, a shopping list or a pack
 * prints the quantity of a thing it names, before it ("200g plain flour", "½ tsp salt") or after its
 * label ("Milk: 300 ml"). Asked "how much" of a thing that is no money, the answer is that quantity,
 * not a price nor a bill's total on another match.
 */

/** "How much flour …": the noun asked the quantity of, with no auxiliary between ("how much did …" asks money). */
const HOW_MUCH_OF = /^\s*how much\s+([a-z]{3,})\b(?:\s+([a-z]{3,}))?/i;
/** Words after "how much" that begin a clause or ask for money, never the thing measured. */
const NOT_A_THING = new Set(['did', 'does', 'was', 'were', 'are', 'has', 'had', 'have', 'will', 'would', 'should', 'could', 'can', 'money', 'cash', 'time', 'longer', 'more', 'less', 'each', 'per', 'left', 'altogether', 'total', 'cost', 'price', 'bill', 'amount', 'sum']);
/** "How much deposit did I pay": money, whatever the noun. */
const MONEY_VERB = /\b(?:pay|paid|pays|cost|costs|spend|spent|charge|charged|owe|owed|earn|earned|save|saved|tip|tipped)\b/i;
/** A list's bullet, no part of the quantity after it. */
const BULLET = String.raw`[-–•*·]\s+`;
const BULLET_START = new RegExp(`^${BULLET}`);
/** A quantity that starts the line, after a list's bullet: a whole number, a decimal, a fraction ("1/2", "½"), a range ("2-3"). */
const LEADING = new RegExp(String.raw`^\s*(?:${BULLET})?((?:\d+(?:[.,]\d+)?(?:\s*[-–/]\s*\d+)?|[½¼¾⅓⅔⅛])(?:\s*[½¼¾⅓⅔⅛])?)\s*(?:x\s+)?(\p{L}[\p{L}.]*)?`, 'iu');
/** Words between a leading quantity and the thing it measures ("200g plain flour", "1 tbsp caster sugar"). */
const MAX_BETWEEN = 3;
/** An ingredient or a pack's line is short: a sentence that mentions the thing and a number is no quantity of it. */
const MAX_WORDS = 7;

/** The thing asked "how much" of, when it is no amount of money (WordNet's costs and payments). */
export function measuredThing(question: string): string | null {
  const m = HOW_MUCH_OF.exec(question);
  const noun = m?.[1]?.toLowerCase();
  if (!noun || NOT_A_THING.has(noun) || m![2]?.toLowerCase() === 'cost') return null;
  if (MONEY_VERB.test(question) || MONEY_KINDS.some((k) => isKindOf(noun, k))) return null;
  return noun;
}

/**
 * The singular and plural a printed word may take ("egg" for "eggs", "tomatoes" for "tomato"), or the
 * word a recipe abroad prints for it ("1 litro de leite" for the milk; lexicon/abroad.ts).
 */
function sameWord(printed: string, noun: string): boolean {
  const a = printed.toLowerCase();
  const stem = (w: string): string => w.replace(/(?:es|s)$/, '');
  return a === noun || stem(a) === stem(noun) || englishOf(printed).some((e) => e === noun || stem(e) === stem(noun));
}

/**
 * The line printing a quantity of the asked thing: the thing within a few words after a quantity
 * that opens the line, or its label followed by a number and unit to the line's end. A line with money
 * is a price ("MILK 4PT 1.45"), not how much of it. Null when no line prints one.
 */
export function ingredientQuantity(lines: TextLine[], question: string): { value: string; line: string } | null {
  const noun = measuredThing(question);
  if (!noun) return null;
  for (const { text } of lines) {
    const words = text.match(/\p{L}+/gu) ?? [];
    if (words.length > MAX_WORDS || hasMoney(text) || !words.some((w) => sameWord(w, noun))) continue;
    const lead = LEADING.exec(text);
    if (lead) {
      const after = text.slice(lead.index + lead[1]!.length).match(/\p{L}+/gu) ?? [];
      const at = after.findIndex((w) => sameWord(w, noun));
      if (at >= 0 && at <= MAX_BETWEEN) return { value: text.trim().replace(BULLET_START, ''), line: text };
    }
    const labelled = new RegExp(String.raw`\b${noun.replace(/(?:es|s)$/, '')}\p{L}*\s*[:\-–]?\s*(\d+(?:[.,]\d+)?\s*\p{L}{0,5}\.?)\s*$`, 'iu').exec(text);
    if (labelled) return { value: labelled[1]!.trim(), line: text };
  }
  return null;
}
