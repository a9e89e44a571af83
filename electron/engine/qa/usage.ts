import type { TextLine } from './text-lines';
import { moneyIn } from './number';

/**
 * "How much gas did I use", "how much data have we used": a utility bill or a phone plan prints what
 * was used beside its cost ("Gas used 1,204 kWh", "Data used 6.2GB", "Usage: 312 kWh"), and the
 * question asks the quantity, not the money the bill comes to.
 */
const USE_QUESTION = /\bhow much ([a-z]+(?: [a-z]+)?) (?:did|do|does|have|has|had) (?:i|we|you|they|it) (?:use|used|consume|consumed|burn|burnt|burned|go through|gone through)\b/i;
/** The words a bill labels a quantity used with. */
const USED = /\b(?:used|use|usage|consumed|consumption)\b/i;
/** A quantity with its unit as printed ("1,204 kWh", "6.2GB", "14 m³"). */
const QUANTITY = /(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*(?:[\p{L}³²/]+(?![\p{L}\d]))?/u;
/** A quantity, perhaps "of" the whole, then "used": the used quantity printed first. */
const USED_AFTER = new RegExp(String.raw`(?<![\d.,])(${QUANTITY.source})\s+(?:of\s+${QUANTITY.source}\s+)?used\b`, 'iu');

export function usedQuantity(lines: TextLine[], question: string): { value: string; line: string } | null {
  const asked = USE_QUESTION.exec(question)?.[1]?.toLowerCase().split(' ');
  if (!asked) return null;
  const thing = asked[asked.length - 1]!;
  const quantities = lines.filter((l) => USED.test(l.text) && moneyIn(l.text).length === 0 && QUANTITY.test(l.text));
  // The line naming the thing ("Gas used …") before one that names no thing ("Usage …"); a line
  // naming another thing ("Water used …") is not this one's.
  const named = quantities.find((l) => l.text.toLowerCase().includes(thing.slice(0, Math.max(3, thing.length - 1))));
  const line = named ?? (quantities.length === 1 && !/^\s*\p{L}+\s+used\b/iu.test(quantities[0]!.text) ? quantities[0] : undefined);
  if (!line) return null;
  // A phone's plan or storage prints the quantity before the word, and the whole after it or before
  // that ("12.4 GB used of 20 GB", "96.3 GB of 128 GB used"): the first quantity is what was used.
  const before = USED_AFTER.exec(line.text);
  if (before) return { value: before[1]!.trim(), line: line.text };
  const after = line.text.slice(USED.exec(line.text)!.index);
  const m = QUANTITY.exec(after) ?? QUANTITY.exec(line.text);
  return m ? { value: m[0].trim(), line: line.text } : null;
}
