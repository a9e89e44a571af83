/**
 * "Which gate did we go in at the football game": "gate" is the label the answer is printed beside,
 * and "football game" what it is asked about. A boarding pass prints "Gate 21" and holds a value of
 * the asked kind, so it may outscore the match ticket, which names the game; but its gate is another
 * thing's. Of the best matches, those that carry the rest of the question go before those that match
 * only by the label, so the value is read off the memory about the question's subject first.
 */
import type { AnswerType } from '../../../shared/qa';
import { contentWords } from '../augment/similarity';
import type { Candidate } from './fusion';

/** Answers asked by a noun the memory may print: an identifier's or an amount's label, a name's kind ("which restaurant"). */
const LABELLED = new Set(['identifier', 'number', 'name']);
/** How many of the best matches are reordered: the answer is read from the first few (extract.ts). */
const DEPTH = 5;
/** A match about the subject goes first only when it matches the question at this share of the best's similarity. */
const MIN_SHARE = 0.5;

/**
 * Which of the question's units (each a list of its forms) is the label of the value asked: the head
 * of an identifier's or an amount's subject ("gate", "password" of "wifi password"), or the kind a name
 * is asked of ("restaurant"). -1 when there is none, or when the label is all the question says
 * (nothing else to be about).
 */
export function labelUnit(type: AnswerType, units: readonly string[][]): number {
  if (!LABELLED.has(type.kind) || !type.subject || type.subject === 'place' || type.subject === 'person' || units.length < 2) return -1;
  const head = [...contentWords(type.subject)].pop();
  if (!head) return -1;
  return units.findIndex((forms) => forms.some((form) => form.split(' ').pop() === head));
}

/**
 * The best matches that cover the question's label alone (`about` 0), when one that covers some of the
 * rest, near the best in similarity, is among them: another thing's gate, another meal's restaurant.
 */
export function labelOnly(scored: readonly Candidate[]): Set<Candidate> {
  const head = scored.slice(0, DEPTH);
  const best = Math.max(0, ...head.map((c) => c.similarity));
  if (!head.some((c) => (c.about ?? 0) > 0 && c.similarity >= best * MIN_SHARE)) return new Set();
  return new Set(head.filter((c) => c.about === 0));
}

/**
 * Of the best matches for an identifier or an amount, those that cover some of the question beside its
 * label, near the best in similarity, go before the rest, each in the order it came; only when a match
 * that covers the label alone is among them to be passed.
 */
export function subjectFirst(type: AnswerType, scored: Candidate[]): Candidate[] {
  // A name's kind is no mere label: a memory of that kind ("… HOTEL") is about what is asked (name-source.ts reads a name's occasion).
  if (type.kind === 'name' || labelOnly(scored).size === 0) return scored;
  const head = scored.slice(0, DEPTH);
  const best = Math.max(0, ...head.map((c) => c.similarity));
  const onTopic = head.filter((c) => (c.about ?? 0) > 0 && c.similarity >= best * MIN_SHARE);
  return [...onTopic, ...head.filter((c) => !onTopic.includes(c)), ...scored.slice(DEPTH)];
}
