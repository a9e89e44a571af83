/**
 * "Our house number" on a receipt that prints "BEING: HSE B7": a form with little room prints a code's
 * label short, and the word that says whose code it is with it. An identifier question reads those
 * short forms of its qualifying words as the words themselves, in the search and in ranking; any other
 * question does not (three letters of a word are too often another word's).
 */
import type { AnswerType } from '../../../shared/qa';
import { shortFormsOf } from './lexicon/abbreviation';

/** The short forms of each of the identifier's qualifying words that the question asks, by word. */
export function qualifierShortForms(type: AnswerType, terms: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (type.kind !== 'identifier' || !type.subject) return out;
  for (const word of type.subject.split(/\s+/).slice(0, -1)) {
    const forms = terms.includes(word) ? shortFormsOf(word) : [];
    if (forms.length > 0) out.set(word, forms);
  }
  return out;
}

/** The question's units with a qualifying word's short forms among its forms. */
export function withQualifierShortForms(units: readonly string[][], type: AnswerType, terms: readonly string[]): string[][] {
  const short = qualifierShortForms(type, terms);
  return short.size === 0 ? [...units] : units.map((forms) => (forms.length === 1 && short.has(forms[0]!) ? [...forms, ...short.get(forms[0]!)!] : forms));
}
