import { escapeRegExp, type TextLine } from './text-lines';

/**
 * "What's the next book": a message or a note says it in a sentence, the asked noun as its subject
 * and the name after "is" ("Next book is The Remains of the Day", "This month's film will be Paris,
 * Texas"). The word before the noun is the question's own ("next"), or none but a determiner: "the
 * other book is on the shelf" names no next book. The value is a name or a code, so it opens with a
 * capital or a figure; "the book is great" says what it is like, not which.
 */
export function namedInSentence(lines: readonly TextLine[], subject: string, question: string): { value: string; line: string } | null {
  const head = subject.split(/\s+/).pop()!;
  if (head.length < 3) return null;
  const re = new RegExp(String.raw`(?:\b([\p{L}'’]+)\s+)?\b${escapeRegExp(head)}s?\s+(?:is|are|will\s+be|shall\s+be)\s+([\p{Lu}\p{N}"“‘'].*?)[\s.!]*$`, 'iu');
  const asked = new Set(question.toLowerCase().match(/[\p{L}'’]+/gu) ?? []);
  for (const l of lines) {
    const m = re.exec(l.text);
    if (!m || !/^[\p{Lu}\p{N}"“‘']/u.test(m[2]!)) continue;
    // The word before the noun: "This month's film", "our book" point, they do not qualify.
    const before = m[1]?.toLowerCase();
    if (before && !DETERMINERS.has(before) && !/['’]s$/.test(before) && !asked.has(before)) continue;
    const value = m[2]!.replace(/^["“‘']|["”’']$/g, '').trim();
    if (value) return { value, line: l.text.trim() };
  }
  return null;
}

/** Words that point at a noun without saying which it is: general English determiners. */
const DETERMINERS = new Set(['the', 'a', 'an', 'our', 'my', 'your', 'their', 'this', 'that', 'his', 'her']);
