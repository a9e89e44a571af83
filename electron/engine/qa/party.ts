import { isKindOf } from './kind-of';

/**
 * A booking or a ticket order prints its party by kind of person ("2 Adults, 1 Child", "3 Adults 2
 * Children", "1 x Senior + 2 x Student"): "how many people are coming" is their sum, not the first
 * number. Which words name people is WordNet's is-a (adult, child, senior, student, infant are kinds of
 * person), so no list of ticket types is kept.
 */

/** "2 Adults", "1 x Child": a number, an optional "x", then one word. */
const PART = /\b(\d{1,2})\s*(?:x\s*)?(\p{L}{3,})\b/giu;
/** "People" is the plural WordNet files as a group, not as a kind of person. */
const PEOPLE = new Set(['people', 'persons', 'pax', 'guests', 'guest']);

// "Children": an irregular plural the lemmatiser does not undo.
const isPersonWord = (word: string) => PEOPLE.has(word.toLowerCase()) || [word, word.replace(/ren$/i, '')].some((w) => isKindOf(w, 'person'));

/** The sum of a line's counts of people by kind, when it prints two kinds or more; otherwise null. */
export function partyTotal(line: string): number | null {
  const parts = [...line.matchAll(PART)];
  // Every count on the line must be of people: "2 Adults, 1 Parking" is no party of three.
  if (parts.length < 2 || !parts.every((m) => isPersonWord(m[2]!))) return null;
  return parts.reduce((sum, m) => sum + Number(m[1]), 0);
}

/** The first line whose counts of people add up to a party, with that sum. */
export function partyOf(lines: readonly string[]): { n: number; line: string } | null {
  for (const line of lines) {
    const n = partyTotal(line);
    if (n !== null) return { n, line };
  }
  return null;
}
