/**
 * "Keys issued: 2 front door, 1 window, 1 bike store", "Bags: 1 cabin, 2 hold": one label over the count
 * of each kind of the thing, a comma or "and" between them. How many of the thing is their sum; the
 * count of one kind when the question names that kind ("how many front door keys").
 */
import { contentWords } from '../augment/similarity';

/** A count and the words of its kind, then more of them: at least two, to the line's end. */
const ITEM = /(\d{1,3})\s+(\p{L}[\p{L}' -]*?)\s*(?=,|\band\b|&|;|$)/gu;
const LIST = /^\d{1,3}\s+\p{L}[\p{L}' -]*(?:\s*(?:,|&|;|\band\b)\s*\d{1,3}\s+\p{L}[\p{L}' -]*)+\s*$/u;

/** The counts after a label, from the first of them (`rest`), added up or the asked kind's; null when not such a list. */
export function countsByKind(rest: string, question: string): number | null {
  if (!LIST.test(rest)) return null;
  const items = [...rest.matchAll(ITEM)].map((m) => ({ n: Number(m[1]), kind: [...contentWords(m[2]!)] }));
  if (items.length < 2) return null;
  const asked = contentWords(question);
  const named = items.filter((i) => i.kind.length > 0 && i.kind.every((w) => asked.has(w)));
  return named.length === 1 ? named[0]!.n : items.reduce((sum, i) => sum + i.n, 0);
}
