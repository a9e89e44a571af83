/**
 * The asked part of a bill when no line prints it as "label … money": a schedule of cover prints
 * "Baggage £1,500" under a title that says what every amount is ("how much baggage cover"); a bill or
 * a quote may give the part as a share of the whole ("Less single person discount 25%", "Deposit
 * required 20% to secure date"), and the share is the answer then, not the bill's total.
 */
import { contentWords } from '../augment/similarity';
import type { TextLine } from './text-lines';
import type { WordNet } from './lexicon/wordnet';

/** A percentage as printed: "25%", "3.75 %". */
export const PERCENT = /(?<![\d.,])\d{1,3}(?:[.,]\d{1,2})?\s?%/;

/** The percentage on the first line that prints every word of one of the asked phrases; null when none does. */
export function labelledShare(lines: readonly TextLine[], asked: readonly string[][]): { value: string; line: string } | null {
  for (const l of lines) {
    const words = contentWords(l.text);
    if (!asked.some((phrase) => phrase.every((w) => words.has(w) || words.has(w.replace(/s$/, ''))))) continue;
    const m = PERCENT.exec(l.text);
    if (m) return { value: m[0].replace(/\s/, ''), line: l.text.trim() };
  }
  return null;
}

/** Nouns for the amount a policy or a plan allows for each of its sections: general English. */
const ALLOWED = new Set(['cover', 'coverage', 'limit', 'allowance', 'entitlement', 'benefit']);

/**
 * A two-word phrase of an allowed amount asked by its first word alone when no line prints its head
 * ("baggage cover"); "the soup dinner" is the dinner's bill, not the soup's line.
 */
export function unprintedHeads(lines: readonly TextLine[], asked: readonly string[][], holds: (words: readonly string[], w: string) => boolean): string[][] {
  const printed = lines.flatMap((l) => [...contentWords(l.text)]);
  return asked.filter((p) => p.length === 2 && p[0]!.length >= 4 && ALLOWED.has(p[1]!) && !holds(printed, p[1]!)).map((p) => [p[0]!]);
}

/**
 * "What was my take-home pay": an amount's two-word modifier that WordNet spells with a hyphen and
 * files as a shade of a plainer adjective ("take-home" of "net") is printed as that adjective, "NET
 * PAY 2,310.45". Only its most common sense, and only before the amount's noun (`isAmount`).
 */
export function plainModifiers(said: readonly string[], isAmount: (word: string) => boolean, db: WordNet): string[][] {
  const out: string[][] = [];
  for (let i = 2; i < said.length; i++) {
    if (!isAmount(said[i]!)) continue;
    const entry = db.lookupHyphenated(`${said[i - 2]}-${said[i - 1]}`, 'a');
    const sense = entry ? db.synset(entry.offsets[0]!, 'a') : undefined;
    const head = sense?.satellite ? sense.pointers.find((p) => p.symbol === '&') : undefined;
    const word = head ? db.synset(head.offset, head.pos).words[0]!.toLowerCase() : undefined;
    // Plainer only when in common use: "one-way" is a shade of "unidirectional", which no fare prints.
    if (word && (db.lookup(word, 'a')?.tagged ?? 0) > 0) out.push(word.split('_'));
  }
  return out;
}
