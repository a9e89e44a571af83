import { contentWords } from '../augment/similarity';
import { isKindOf, synonymsOf } from './kind-of';

/**
 * "Who wrote it", "who is the author of …", "who's the book by": the asker wants a writer, a person
 * WordNet files under "writer" (an author, a novelist, a poet) or the one who did "write".
 */
export function asksAuthor(question: string): boolean {
  if (WROTE.test(question)) return true;
  return [...contentWords(question)].some((w) => w === 'writer' || synonymsOf(w).includes('writer') || isKindOf(w, 'writer'));
}

/**
 * A book's cover, a reading app or a club's note prints its writer under a label ("Author: Gabrielle
 * Zevin", "Written by …") or as a byline, "by" and a capitalised name alone on a line ("by Matt Haig").
 */
export function byline(lines: readonly string[]): { value: string; line: string } | null {
  for (const line of lines) {
    const m = LABELLED.exec(line) ?? BYLINE.exec(line);
    if (m) return { value: m[1]!.trim(), line: line.trim() };
  }
  return null;
}

const WROTE = /\bwho\s+(?:wrote|writes|has\s+written|authored)\b|\bwho\s+(?:was|is|'s)\s+(?:it|this|that|the\s+\p{L}+(?:\s+\p{L}+)?)\s+(?:written\s+)?by\b|\bwritten\s+by\s+whom\b/iu;
const NAME = String.raw`(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})`;
/** "Author: Gabrielle Zevin", "Writer - Sally Rooney", "Written by Ali Smith". */
const LABELLED = new RegExp(String.raw`^\s*(?:author|writer|written\s+by)\s*[:\-–]?\s*${NAME}\s*$`, 'iu');
/** "by Matt Haig", alone on its line. */
const BYLINE = new RegExp(String.raw`^\s*by\s+${NAME}\s*$`, 'u');
