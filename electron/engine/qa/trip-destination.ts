import { englishOf } from './lexicon/abroad';
import { isKindOf, isVerbKindOf } from './kind-of';

/**
 * "Where did Lena's class go on their school trip", "where did the club go on the outing": a school's
 * letter or a club's programme prints an outing as a label and where it goes as its value ("Field
 * trip: Science Museum", "14/05 VISITA DE ESTUDO: AQUARIO", "Ausflug: Zoo"). A label that names a
 * journey, as printed or in a language the library's documents use, holds the destination: where the
 * letter was photographed (home) is not where the class went. WordNet says which words are journeys
 * (an excursion, a tour, a trip) and that visiting is a kind of travelling, so no list of them is kept.
 */
export function tripDestination(lines: readonly string[], question: string): { value: string; line: string } | null {
  const asked = ON_TRIP.exec(question)?.[1]?.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (!asked.some((w) => isKindOf(w, 'journey'))) return null;
  for (const line of lines) {
    const m = LABELLED.exec(line);
    if (!m) continue;
    // A destination is a name: "Departure: 08:30", "Cost: 12,00" say when and how much of the outing.
    const value = m[2]!.trim();
    if (/\d/.test(value) || !/\p{L}{3,}/u.test(value)) continue;
    const words = m[1]!.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
    if (words.some(namesJourney)) return { value, line: line.trim() };
  }
  return null;
}

/** Whether a label's word, or what it is in English, is a journey or the act of travelling somewhere ("visit"). */
function namesJourney(word: string): boolean {
  return [word, ...englishOf(word)].some((w) => !w.includes(' ') && (isKindOf(w, 'journey') || isVerbKindOf(w, 'travel')));
}

/** "Go on their school trip", "went on the excursion": the words after "on", up to a word that says when or where. */
const ON_TRIP = /\bwhere\b.*?\b(?:go|goes|going|gone|went|head|headed)\s+on\s+((?:(?!(?:in|at|to|with|during|last|this|next)\b)[\p{L}'’]+\s*){1,4})/iu;
/** "Label words: value", after a day the line may open with ("12/05 VISITA DE ESTUDO: …"); the label has no digit. */
const LABELLED = /^\s*(?:\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?\s+)?(\p{L}[\p{L}\s'-]{1,30}?)\s*:\s*(\S.*)$/u;
