/**
 * A street address as documents print it without a label: a house number and a street ("14 Minto
 * Street", "Minto Street 14"), the street known by WordNet as a kind of thoroughfare ("street", "road",
 * "lane", "avenue") or by its usual short form.
 */
import { isKindOf } from './kind-of';
import type { TextLine } from './text-lines';

/** Short forms of street words as addresses print them (English). */
const SHORT_STREET = new Set(['st', 'rd', 'ave', 'av', 'ln', 'dr', 'blvd', 'pl', 'sq', 'ct', 'cres', 'hwy', 'pde', 'tce']);

/** WordNet files a street under thoroughfare, a lane or a drive under road. */
const STREET_KINDS = ['thoroughfare', 'road'];

/** The first line that prints a street address; null when none does. */
export function streetAddress(lines: TextLine[]): { value: string; line: string } | null {
  for (const l of lines) {
    const words = l.text.match(/\p{L}+/gu) ?? [];
    const numbered = /(?:^|[\s,])\d{1,5}[a-z]?(?=[\s,]|$)/i.test(l.text);
    if (!numbered || words.length < 2) continue;
    if (words.some(namesStreet)) return { value: l.text.trim(), line: l.text };
  }
  return null;
}

/** Whether a printed word is a street's: a kind of thoroughfare or road by WordNet, or its short form. */
export function namesStreet(word: string): boolean {
  const w = word.toLowerCase();
  return SHORT_STREET.has(w) || (w.length >= 4 && STREET_KINDS.some((k) => w === k || isKindOf(w, k)));
}
