import type { QueryAnalysis } from '../../../shared/qa';

/** Explicit continuations of the previous question ("and in May?", "what about the second one?"). */
const CONTINUATION = /^\s*(and|what about|how about|also|then|same|which one|the (first|second|third|last) one|what else|anything else)\b/i;
/** Words that point back at what was just said. */
const ANAPHOR = /\b(there|that|it|them|those|then|one)\b/i;
/** "In May?", "Who else?": too short to be a question of their own. */
const ELLIPTICAL_WORDS = 3;

/**
 * Whether a question continues the previous one: an explicit continuation ("and in May?", "what
 * about …"), or one with no content words of its own that is elliptical ("In May?") or points back
 * ("Who was there?", "When was that?") or names nothing at all. A full question that happens to say
 * "that" ("what was the name of that café?") stands on its own.
 */
export function isFollowUp(question: string, analysis: QueryAnalysis): boolean {
  if (CONTINUATION.test(question)) return true;
  if (analysis.terms.length > 0) return false;
  const words = question.match(/[\p{L}\p{N}']+/gu) ?? [];
  const namesNothing = !analysis.time && analysis.places.length + analysis.people.length + analysis.events.length === 0;
  return words.length <= ELLIPTICAL_WORDS || ANAPHOR.test(question) || namesNothing;
}
