import { contentWords } from '../augment/similarity';
import { isKindOf, synonymsOf } from './kind-of';
import { mostAsked } from './text-lines';

/**
 * "What was the chance of rain", "what are the odds", "what percentage": the asked noun is a
 * probability or a proportion (WordNet: chance is a probability's synonym, odds a kind of it), a
 * figure a screen prints as a percentage.
 */
export function asksPercent(subject: string | null): boolean {
  const head = subject?.split(/\s+/).pop()?.toLowerCase();
  return head !== undefined && PERCENT_KINDS.some((kind) => head === kind || synonymsOf(kind).includes(head) || synonymsOf(head).includes(kind) || isKindOf(head, kind));
}

/**
 * The percentage on the line that says most of the question's words ("Chance of rain 80%" for "the
 * chance of rain", not the battery's "87%"), none when no line with one says any.
 */
export function printedPercent(lines: readonly string[], question: string): { value: string; line: string } | null {
  const asked = contentWords(question);
  const line = mostAsked(lines.filter((l) => PERCENT.test(l)), asked, (l) => l);
  return line === undefined ? null : { value: PERCENT.exec(line)![0].replace(/\s+/g, ''), line: line.trim() };
}

const PERCENT_KINDS = ['probability', 'proportion', 'percentage'];
const PERCENT = /\d{1,3}(?:[.,]\d+)?\s?%/;
