import { contentWords } from '../augment/similarity';
import { synonymsOf } from './kind-of';
import { printedDay } from './printed-date';
import { documentOrder, type DateOrder } from './date-order';

/**
 * "When does the kettle's warranty run out": a guarantee card, a membership or a plan prints how long
 * it lasts ("guaranteed for 2 years", "Warranty period: 24 months") and the day it started ("Date of
 * purchase: 12/04/2026"), not the day it ends; the end is the start plus the term.
 */

/** A term of whole months or years: "2 years", "24 months", "a 12-month", "one year". */
const TERM = /\b(\d{1,3}|an?|one|two|three|four|five|ten)[\s-]+(years?|yrs?|months?|mths?)\b/i;
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, ten: 10 };
/** The label of the day a term starts: a purchase, an issue, a start. */
const START = /\b(?:purchase[ds]?|purchasing|bought|issued?|start(?:s|ed|ing)?|joined|activated|valid from|effective)\b/i;

/**
 * The day a term printed on the document ends (local ms at midnight) and the lines it is read from:
 * the term on a line naming the asked thing (a word of the question, or WordNet's synonym of one:
 * "guarantee" for warranty), and a whole date under a start's label. Null without both.
 */
export function termEnd(lines: string[], question: string, takenLocal: number, order: DateOrder | null = documentOrder(lines.join('\n'), takenLocal)): { day: number; line: string } | null {
  const asked = [...contentWords(question)].filter((w) => w.length >= 4);
  const stems = new Set([...asked, ...asked.flatMap((w) => synonymsOf(w))].map((w) => w.slice(0, 5)));
  const termLine = lines.find((l) => TERM.test(l) && printedDay(l, takenLocal, order) === null && (l.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => w.length >= 4 && stems.has(w.slice(0, 5))));
  if (!termLine) return null;
  const startLine = lines.find((l) => START.test(l) && printedDay(l, takenLocal, order) !== null);
  if (!startLine) return null;
  const m = TERM.exec(termLine)!;
  const n = NUMBER_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
  const months = /^y/i.test(m[2]!) ? n * 12 : n;
  const start = new Date(printedDay(startLine, takenLocal, order)!);
  const day = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, start.getUTCDate());
  return { day, line: `${termLine.trim()} · ${startLine.trim()}` };
}
