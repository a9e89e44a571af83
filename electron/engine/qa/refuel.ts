/**
 * "When did I last fill up the car", "where did I fill up on the drive", "the last time I filled up":
 * filling a car or its tank, or filling up with nothing named, is refuelling. WordNet lists "fill up"
 * only as making something full, so the question's verb would match any filled thing ("filler", a
 * water statement's "occupy") and never the fuel receipt, which prints a pump and litres, not "fill".
 * The verb is read as "refuel" (whose purpose names the fuel receipt, document-kinds.ts) then; a
 * named thing that is neither a vehicle nor a tank ("fill up the kettle") keeps the plain verb.
 */
import { isKindOf } from './kind-of';
import { morphy, wordnet, type WordNet } from './lexicon/wordnet';
import { DETERMINER } from './verb-label';

const FILL = 'fill';
const REFUEL = 'refuel';
/** What a driver fills: the vehicle or the tank (a fuel tank is a kind of tank). */
const FILLED_FOR_FUEL = ['vehicle', 'tank'];

/** The question's terms with the verb of filling read as refuelling where that is what it asks. */
export function asRefuelling(terms: readonly string[], question: string, db: WordNet = wordnet()): string[] {
  const isFill = (word: string) => morphy(word, 'v', db).includes(FILL);
  if (!terms.some(isFill) || !refuelling(question, isFill, db)) return [...terms];
  return [...new Set(terms.map((t) => (isFill(t) ? REFUEL : t)))];
}

/** Whether the question fills a vehicle, a tank, or nothing named (with "up"). */
function refuelling(question: string, isFill: (word: string) => boolean, db: WordNet): boolean {
  const words = question.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.some((word, i) => {
    if (!isFill(word)) return false;
    const up = words[i + 1] === 'up';
    const after = up ? i + 2 : i + 1;
    let at = after;
    while (at < words.length && DETERMINER.test(words[at]!)) at++;
    const object = at > after ? words[at] : undefined;
    // "Filled up?", "fill up on the way": the phrasal alone is a driver's word for refuelling.
    if (!object) return up;
    return object === 'tank' || FILLED_FOR_FUEL.some((kind) => isKindOf(object, kind, db));
  });
}
