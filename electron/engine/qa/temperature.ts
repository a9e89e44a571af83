import { contentWords } from '../augment/similarity';
import { isKindOf } from './kind-of';
import { askedThings, printsAny } from './labelled-date';
import type { EvidenceRow } from './text-lines';
import { DEGREES, textOf } from './text-lines';

/** "What temperature", "what oven temperature": the asked noun is a temperature (WordNet files "heat" there too). */
export function asksTemperature(subject: string | null): boolean {
  const head = subject?.split(/\s+/).pop();
  return head !== undefined && (head === 'temperature' || isKindOf(head, 'temperature'));
}

/**
 * A temperature is printed as degrees whatever its label ("Oven 190°C / Gas 5", "Preheat oven to
 * 180C (160C fan)", "H:14°"): the first so printed on a line that says one of the question's words
 * ("oven"), else the first printed at all. A gas mark alone ("Gas 5") is the oven's setting too.
 */
export function printedTemperature(lines: readonly string[], question: string): { value: string; line: string } | null {
  const asked = contentWords(question);
  const saying = lines.filter((l) => [...contentWords(l)].some((w) => asked.has(w)));
  for (const line of [...saying, ...lines.filter((l) => !saying.includes(l))]) {
    const m = DEGREES.exec(line) ?? GAS_MARK.exec(line);
    if (m) return { value: m[0].replace(/\s+/g, ' ').replace(/\s?([°º])\s?/u, '$1'), line: line.trim() };
  }
  return null;
}

/**
 * Of the best matches, those that print more of the things the question names besides the asked
 * measure come first: "what temperature does the lasagne go in at" is the lasagne's card, not the
 * roast chicken's that prints the word "temperature". Only matches about as near as the best: a far
 * weaker one that merely says the dish is no answer over a good match.
 */
export function namedThingsFirst<T extends { row: EvidenceRow; similarity: number }>(rows: readonly T[], question: string, subject: string): T[] {
  const things = askedThings(question).filter((t) => !printsAny([subject], [t]));
  if (things.length === 0) return [...rows];
  const best = rows[0]?.similarity ?? 0;
  const said = (r: T) => (r.similarity >= best * NEAR_SHARE ? things.filter((t) => printsAny(textOf(r.row), [t])).length : 0);
  return rows.map((r, i) => ({ r, i, n: said(r) })).sort((a, b) => b.n - a.n || a.i - b.i).map((x) => x.r);
}

/** How near the best a match must be to come before it for saying more of what is asked. */
const NEAR_SHARE = 0.5;
const GAS_MARK = /\bgas(?:\s+mark)?\s+\d{1,2}\b/i;
