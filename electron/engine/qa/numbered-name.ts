import { morphy } from './lexicon/wordnet';

/** Labels that print a count after them with no colon ("Qty 28 tablet"): the number is still how many. */
const QUANTITY_WORD = /^(?:qty|quantity|contains|pack|x)$/i;

/**
 * A count's match (its first group the number) whose number names one thing rather than counting
 * them (`numbersAName`): only a number followed by its noun, as in "3 lessons", is read so.
 */
export function matchNamesOne(line: string, m: RegExpExecArray, stem: string): boolean {
  const at = m[0].lastIndexOf(m[1]!);
  const after = m[0].slice(at + m[1]!.length);
  // The counted noun is the word that starts as the asked one does, after any words describing it
  // ("2 large eggs", "5 swims left").
  const noun = /^\s*\p{L}/u.test(after) ? (after.match(/\p{L}+/gu) ?? []).find((w) => w.toLowerCase().startsWith(stem)) : undefined;
  return noun !== undefined && numbersAName(line.slice(0, m.index + at), m[1]!, noun);
}

/**
 * "Stage 3 lesson", "Level 2 class", "Week 4 session": a number between a word and a singular noun
 * names which one (the third stage's lesson), it is not how many. English puts a count above one
 * before the plural ("3 lessons"), so a singular noun after a number other than one, with a word
 * right before the number, is a name's number. `before` is the line up to the number, `noun` the word
 * printed after it.
 */
export function numbersAName(before: string, digits: string, noun: string): boolean {
  if (Number(digits) === 1) return false;
  const word = /(\p{L}+)\s+$/u.exec(before)?.[1];
  if (!word || QUANTITY_WORD.test(word)) return false;
  const lower = noun.toLowerCase();
  // A plural is its own lemma's other form ("lessons" → "lesson"); a singular's only lemma is itself.
  const lemmas = morphy(lower, 'n');
  return lemmas.length > 0 && lemmas.every((l) => l === lower);
}
