/**
 * "The electricity meter" over a display that prints "04512 kWh" and never "electricity": a figure
 * is printed in the unit of what it measures, and WordNet defines each unit by its quantity ("kilowatt:
 * a unit of power", and power is a sense of electricity). A question word's units are those defined as
 * units of it or of a word of its common senses; their symbols after a figure stand for the word, as
 * the water meter's "m3" (a unit of volume) does not.
 */
import { contentWords } from '../../augment/similarity';
import { commonSenses } from './common-senses';
import { wordnet, type WordNet } from './wordnet';

/** "A unit of power", "a unit of electrical potential": the quantity a unit's definition names, perhaps after an adjective. */
const UNIT_OF = /\bunit of (\w+)(?: (\w+))?/;
/** A figure and the unit printed after it ("04512 kWh", "11.2kW"). */
const MEASURED = /\d\s?([a-z]{1,4})\b/gi;
/** A unit's symbol as printed may carry what it is counted over ("kWh": kilowatts over hours), a letter or two more. */
const COUNTED_OVER = 2;
/** Symbols of one letter ("W", "V") stand for too much else beside a figure (a size, a row). */
const MIN_SYMBOL = 2;
/** Every candidate's coverage reads its question words' units: each word's are found once. */
const CACHE_LIMIT = 2_000;
const cache = new Map<string, Set<string>>();

/** The symbols and names (contentWords keys) of the units that measure the word, in its common senses. */
export function unitsMeasuring(term: string, db: WordNet = wordnet()): ReadonlySet<string> {
  const memo = cache.get(term);
  if (memo) return memo;
  const out = new Set<string>();
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(term, out);
  const entry = /^[a-z]+$/.test(term) ? db.lookup(term, 'n') : null;
  if (!entry) return out;
  const index = db.definitionIndex('unit-of', 'n', (definition) => {
    const m = UNIT_OF.exec(definition);
    return m ? [m[1]!, ...(m[2] ? [m[2]] : [])] : [];
  });
  const quantities = new Set([term, ...commonSenses(entry, db).flatMap((o) => db.synset(o, 'n').words.map((w) => w.toLowerCase()))]);
  for (const q of quantities) {
    // A unit named in words ("cubic meter") is printed by its symbol, which WordNet lists as one word.
    for (const unit of index.get(q) ?? []) for (const w of db.synset(unit, 'n').words) if (!w.includes('_')) for (const key of contentWords(w)) if (key.length >= MIN_SYMBOL) out.add(key);
  }
  return out;
}

/** Whether the text prints a figure in one of the units: its symbol, or its symbol counted over something ("kWh" for "kW"). */
export function measuredIn(text: string, units: ReadonlySet<string>): boolean {
  if (units.size === 0) return false;
  for (const m of text.matchAll(MEASURED)) {
    const printed = m[1]!.toLowerCase();
    for (let cut = 0; cut <= COUNTED_OVER && printed.length - cut >= MIN_SYMBOL; cut++) if (units.has(printed.slice(0, printed.length - cut))) return true;
  }
  return false;
}
