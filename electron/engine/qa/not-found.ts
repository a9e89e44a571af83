/**
 * The answer when nothing was found: what was searched (the time, places, events, people and words the
 * question was read as), so the user can tell a gap in the library from a question misread; and, for a
 * question in another language, that questions are understood in English.
 */
import type { QueryAnalysis } from '../../../shared/qa';
import { contentWords } from '../augment/similarity';

export const NOT_FOUND = "I couldn't find that in your library.";

export function notFound(analysis: QueryAnalysis): string {
  const searched = [
    analysis.time ? analysis.time.text || `${analysis.time.from.slice(0, 10)} to ${analysis.time.to.slice(0, 10)}` : null,
    ...analysis.places.map((p) => p.label),
    ...analysis.events.map((e) => e.name),
    ...analysis.people.map((p) => p.name),
    analysis.terms.length > 0 ? `the words ${analysis.terms.slice(0, 8).map((t) => `"${asAsked(t, analysis.question)}"`).join(', ')}` : null,
  ].filter(Boolean);
  // A stay that dates the question is both its time and its event ("when we were in …"): said once.
  const base = searched.length > 0 ? `${NOT_FOUND.slice(0, -1)} (searched: ${[...new Set(searched)].join('; ')}).` : NOT_FOUND;
  return english(analysis.question) ? base : `${base} I understand questions in English.`;
}

/**
 * A term as the question wrote it: terms are keyed as contentWords keys them ("address" as "addres",
 * "groceries" as "grocerie"), which is no word to show the user.
 */
function asAsked(term: string, question: string): string {
  for (const word of question.toLowerCase().match(/[\p{L}\d]+/gu) ?? []) if ([...contentWords(word)][0] === term) return word;
  return term;
}

/** English function words: a question with none of them is in another language (or is not a sentence). */
const ENGLISH = new Set('a an the what which who whom whose when where why how did do does was were is are am have has had i me my we our you your show find of in on at to for from with and or last first many much long photos photo pictures'.split(' '));

function english(question: string): boolean {
  const words = question.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  return words.length === 0 || words.some((w) => ENGLISH.has(w));
}
