import { isKindOf } from './kind-of';
import { KIND_PART, SORT_NOUNS } from './answer-type';
import { escapeRegExp, type TextLine } from './text-lines';
import { NEAR_RELATED, type TermGroup } from './coverage';

/**
 * "Which voice part do I sing", "what type of boat was it": a kind of the noun is asked, and a document
 * answers with the member's own word ("ALTO - ROW 2", "CATAMARAN"). That word is an everyday one as often
 * as a rare one (a soprano, a tenor), so it is read off the first line that prints a kind of the noun,
 * where a name's reading (title.ts) takes only words too rare to describe a place under its name.
 */
export function sortMember(lines: readonly TextLine[], subject: string, question: string): { value: string; line: string } | null {
  if (!asksSort(question, subject)) return null;
  for (const line of lines) {
    const member = (line.text.match(/\p{L}{3,}/gu) ?? []).find((w) => isKindOf(w, subject));
    if (member) return { value: member, line: line.text };
  }
  return null;
}

/**
 * The asked subject's group, whose kinds name it when the question asks for one of them: a voice is no
 * physical thing, so its kinds are not read for the question's words (coverage.ts), but "ALTO" is what
 * a sheet prints for "which voice part".
 */
export function withAskedKinds(group: TermGroup, subject: string, question: string): TermGroup {
  if (group.kinds.size > 0 || !asksSort(question, subject)) return group;
  // A far word ("alto", from a gloss of "voice") names no subject (namesSubject), and a kind the group
  // holds as a word is not read as a kind: only the near words stay, so the printed kind counts.
  const words = new Map([...group.words].filter(([, weight]) => weight >= NEAR_RELATED));
  return { ...group, words, kinds: new Map([[subject, 1]]) };
}

/** Whether the question asks a kind of the subject, with a sort noun before it or its part after it. */
function asksSort(question: string, subject: string): boolean {
  const noun = escapeRegExp(subject);
  const before = `(?:${[...SORT_NOUNS].join('|')})s?\\s+of\\s+(?:(?:a|an|the)\\s+)?${noun}`;
  const after = `${noun}\\s+${KIND_PART}s?`;
  return new RegExp(`\\b(?:${before}|${after})\\b`, 'i').test(question);
}
