import { contentWords } from '../augment/similarity';
import { isKindOf } from './kind-of';
import { measuredThing } from './ingredient';
import { REMAINING } from './number';
import { wordnet, type WordNet } from './lexicon/wordnet';
import type { TextLine } from './text-lines';

/**
 * "How much paint do I need", "how much linen did I buy": asked "how much" of a thing that is no money,
 * the answer is the measure a tin, a bag or a cutting receipt prints of it ("5L", "Size: 2.5 Litre",
 * "2.5m @ £12.00/m"), not the receipt's total. A recipe's ingredient lines are read before this
 * (ingredient.ts); this reads the measures of what is bought by volume, weight, length or area.
 */

/** A number with the word after it, where the word may be a unit ("5L", "2.5 Litre", "16 m²", "500g"). */
const MEASURE = /(?<![\p{Sc}\d.,@])(\d+(?:[.,]\d+)?)\s?(\p{L}{1,10})([²³]?)(?![\p{L}\d²³])/gu;
/** "£12.00/m", "16 m²/L": a rate per unit, not how much; "140cm wide": a size of the thing, not how much of it. */
const NOT_AN_AMOUNT = /^\s*(?:\/|wide\b|deep\b|high\b|tall\b|thick\b|long\b|x\s*\d)/i;
/** Whether a printed word is a unit of a measure one buys by: a volume, a weight, a length, an area, a store of data; a day is none. */
function boughtUnit(word: string, db: WordNet): boolean {
  const w = word.toLowerCase();
  return (db.lookup(w, 'n')?.offsets ?? []).slice(0, 3).some((offset) =>
    db.synset(offset, 'n').words.some((x) => x.length >= 3 && isKindOf(x, 'unit of measurement', db) && !isKindOf(x, 'time unit', db) && !isKindOf(x, 'monetary unit', db)),
  );
}

function measuresIn(text: string, db: WordNet): Array<{ value: string; at: number }> {
  return [...text.matchAll(MEASURE)]
    .filter((m) => boughtUnit(m[2]!, db) && !NOT_AN_AMOUNT.test(text.slice(m.index + m[0].length)))
    .map((m) => ({ value: m[0].trim(), at: m.index }));
}

/** Whether a line names the thing, in its singular or plural ("tin" for "tins"): content words key both alike. */
function names(text: string, noun: string): boolean {
  const key = [...contentWords(noun)][0];
  return key !== undefined && contentWords(text).has(key);
}

/** What follows a quantity reckoned at a price: "@ 145.9p", "x £6.50". */
const RECKONED = /^\s*[@x×]\s*\S*\d/;
/** A line that is only a measure, perhaps under a label of size ("5L", "Size: 2.5 Litre", "Net weight 500g"). */
const ALONE = /^\s*(?:[\p{L} ]{1,20}[:\-–]?\s*)?$/u;

export function measuredAmount(lines: TextLine[], question: string, db: WordNet = wordnet()): { value: string; line: string } | null {
  const noun = measuredThing(question);
  if (!noun) return null;
  // "How much data do I have left": what a plan says is left, not the first measure under its name.
  if (REMAINING.test(question)) {
    const left = lines.find((l) => REMAINING.test(l.text) && names(l.text, noun) && measuresIn(l.text, db).length > 0) ?? lines.find((l) => REMAINING.test(l.text) && measuresIn(l.text, db).length > 0);
    return left ? { value: measuresIn(left.text, db)[0]!.value, line: left.text } : null;
  }
  const texts = lines.map((l) => l.text);
  const named = texts.map((t) => names(t, noun));
  for (let i = 0; i < texts.length; i++) {
    if (!named[i]) continue;
    const on = measuresIn(texts[i]!, db)[0];
    if (on) return { value: on.value, line: texts[i]! };
    // A cutting receipt sets the item's name over its reckoning ("Cotton Poplin Navy" / "1.5m @ £6.50/m").
    const next = texts[i + 1];
    const under = next !== undefined ? measuresIn(next, db)[0] : undefined;
    if (under && under.at === next!.search(/\d/)) return { value: under.value, line: `${texts[i]} ${next}` };
  }
  // A tin or a bag names the thing once and prints its size on a line of its own; a pump's receipt
  // reckons what it sold at its price ("41.87 L @ 145.9p").
  if (!named.some(Boolean)) return null;
  for (const text of texts) {
    const only = measuresIn(text, db);
    const after = only.length === 1 ? text.slice(only[0]!.at + only[0]!.value.length) : '';
    if (only.length === 1 && ALONE.test(text.slice(0, only[0]!.at)) && (after.trim() === '' || RECKONED.test(after))) return { value: only[0]!.value, line: text };
  }
  return null;
}
