import { contentWords } from '../augment/similarity';
import { isKindOf } from './kind-of';
import { morphy } from './lexicon/wordnet';
import type { TextLine } from './text-lines';

/**
 * A person's name alone on a line: two to four capitalised words, no digit ("Leo Martins", "Dr. A.
 * Shah"). One capitalised word may as well be the next label ("Studio", "Room").
 */
const NAME_LINE = /^\s*\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){1,3}\s*$/u;
/** A role printed alone as a label: one or two words, perhaps with its colon ("Instructor", "Your host:"). */
const ROLE_LINE = /^\s*(?:\p{L}+\s+)?(\p{L}+)\s*:?\s*$/u;

/**
 * "Instructor" over "Leo Martins": an app or a card prints the role on a line of its own and the name
 * of who fills it on the line under, with no colon between them. The role must be a word of the
 * question ("who is the instructor", "who hosted us": the verb's forms) or, by WordNet, a kind of
 * person ("Instructor" for "who is teaching the class"); the name line must be a name, not a figure.
 */
export function roleOverName(lines: TextLine[], question: string): { value: string; line: string } | null {
  const asked = new Set<string>();
  for (const w of contentWords(question)) if (w.length >= 3) for (const form of [w, ...morphy(w, 'v')]) asked.add(form);
  for (let i = 0; i + 1 < lines.length; i++) {
    const role = ROLE_LINE.exec(lines[i]!.text)?.[1]?.toLowerCase();
    if (!role || role.length < 3 || !(asked.has(role) || isKindOf(role, 'person'))) continue;
    const holder = lines[i + 1]!.text.trim();
    if (NAME_LINE.test(holder)) return { value: holder, line: `${lines[i]!.text.trim()} ${holder}` };
  }
  return null;
}
