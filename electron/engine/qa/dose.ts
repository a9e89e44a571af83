import { contentWords } from '../augment/similarity';
import { mostAsked, type TextLine } from './text-lines';

/**
 * "What dose of amoxicillin", "what strength is the sertraline": a medicine's label prints its
 * strength beside the drug's name ("AMOXICILLIN 500MG CAPSULES", "SERTRALINE 50 MG TABLETS"), in the
 * units doses are measured in; the pharmacy's name over it is no answer.
 */
const ASKS_DOSE = /\b(?:dose|doses|dosage|strength)\b/i;
/** A strength as labels print it: "500MG", "50 mg", "0.5 mg/ml", "100 mcg", "10 mg/5 ml". */
const STRENGTH = /\d+(?:[.,]\d+)?\s?(?:mg|mcg|µg|g|ml|iu)(?:\s?\/\s?(?:\d+\s?)?ml)?(?![\p{L}\d])/iu;

export function strengthOf(lines: TextLine[], question: string): { value: string; line: string } | null {
  if (!ASKS_DOSE.test(question)) return null;
  const asked = new Set([...contentWords(question)].filter((w) => w.length >= 4));
  const printed = lines.filter((l) => STRENGTH.test(l.text));
  // The line naming the asked drug first: a label may print a second strength (a liquid's per 5 ml).
  const line = mostAsked(printed, asked, (l) => l.text) ?? printed[0];
  return line ? { value: STRENGTH.exec(line.text)![0], line: line.text } : null;
}
