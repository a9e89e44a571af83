import type { Candidate } from './fusion';
import { askedPhrase, countUnitOf } from './count';
import { UNTIL_ASKED } from './elapsed';
import { isKindOf, isUnitWord } from './kind-of';
import { morphy, wordnet } from './lexicon/wordnet';
import { REMAINING } from './number';
import { joinStacked } from './stacked';
import { textOf } from './text-lines';

/**
 * "How many refills are left on my prescription", "how many sessions remain": what remains is a figure
 * a document prints (a label's count, a pass's balance), which no number of memories answers. A count of
 * photos or places, and the days left until a date (elapsed.ts), are other questions.
 */
export function asksRemainder(question: string): boolean {
  return REMAINING.test(question) && !UNTIL_ASKED.test(question) && countUnitOf(question).of === 'occasions';
}

/**
 * "REPEATS: 2", "Renewals = 1": a label of a word or three, then its whole number alone — not a time
 * ("Opens: 9:30"), a date, a decimal or a share.
 */
const LABELLED = /(\p{L}+(?:[ -]\p{L}+){0,2})\s*[:=]\s*(\d{1,3})(?![\d%]|[.,:/-]\d)/gu;

/**
 * "How many refills are left" asked of a label that prints "REPEATS: 2": the document names what remains
 * in its own word, which need not be the question's (a pharmacy's repeats are its refills, a library's
 * renewals, a gym's credits), so when neither the asked noun nor "left" is printed (count.ts) the best
 * match's one figure labelled with things counted — a plural noun, not a unit ("Minutes: 30") — is what
 * remains. Only the best match is read: it is the document about the asked thing. Two such figures
 * ("TABLETS: 28", "REPEATS: 2") cannot be told apart, and give none.
 */
export function labelledRemainder(best: Candidate | undefined): { value: string; line: string; ref: Candidate } | null {
  if (!best) return null;
  const db = wordnet();
  const counted = (word: string) => {
    const w = word.toLowerCase();
    const bases = morphy(w, 'n', db).filter((base) => base !== w);
    // "PASS: 3" ends in an s as no plural does ("pass" is no plural of "pas"); "Minutes: 30" is a length.
    return /[^s]s$/.test(w) && bases.length > 0 && !bases.some((base) => isUnitWord(base, db) || isKindOf(base, 'time unit', db));
  };
  const found = joinStacked(textOf(best.row)).flatMap((line) =>
    [...line.matchAll(LABELLED)].flatMap((m) => {
      const noun = m[1]!.split(/[ -]/).find(counted);
      return noun ? [{ value: `${m[2]} ${noun.toLowerCase()}`, line, ref: best }] : [];
    }),
  );
  return found.length === 1 ? found[0]! : null;
}

/**
 * What remains was asked and no document prints it: say so with the best match, rather than count the
 * memories that matched ("1 time") as though each were one of what is left.
 */
export function remainderUnprinted(question: string, best: Candidate, context: string): string {
  const asked = askedPhrase(question).join(' ');
  return `I couldn't find a printed figure for how many ${asked ? `${asked} ` : ''}are left. The closest match is ${context ? `from ${context}: ` : ''}${best.why}`;
}
