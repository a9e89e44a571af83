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
  const re = new RegExp(String.raw`(?:\b([\p{L}'’]+)\s+)?\b${escapeRegExp(head)}s?\s+(?:is|are|will\s+be|shall\s+be)(?:\s+([\p{Lu}\p{N}"“‘'].*?))?[\s.!:]*$`, 'iu');
  const asked = new Set(question.toLowerCase().match(/[\p{L}'’]+/gu) ?? []);
  const said: Array<{ value: string; line: string; pointed: boolean }> = [];
  for (const [i, l] of lines.entries()) {
    const m = re.exec(l.text);
    // A letter wraps its sentence: "your overall rating is" / "Exceeds Expectations." is one.
    const next = lines[i + 1]?.text.trim() ?? '';
    const rest = m?.[2] ?? (m && /^[\p{Lu}\p{N}"“‘']/u.test(next) ? next.replace(/[\s.!]+$/, '') : undefined);
    if (!m || !rest || !/^[\p{Lu}\p{N}"“‘']/u.test(rest)) continue;
    // The word before the noun: "This month's film", "our book" point, they do not qualify.
    const before = m[1]?.toLowerCase();
    // "The other book is Dune" for "the next book": a word of contrast says it is not the asked one.
    if (before && CONTRAST.has(before) && !asked.has(before)) continue;
    const pointed = !before || DETERMINERS.has(before) || /['’]s$/.test(before) || asked.has(before);
    const value = rest.replace(/^["“‘']|["”’']$/g, '').trim();
    if (value) said.push({ value, line: m[2] ? l.text.trim() : `${l.text.trim()} ${next}`, pointed });
  }
  // A qualified noun ("your overall rating") is the asked one when the document says no other: a
  // contrast ("the other book") needs a second.
  const found = said.find((x) => x.pointed) ?? (said.length === 1 ? said[0] : undefined);
  return found ? { value: found.value, line: found.line } : null;
}

/** Words that set a noun against another of its kind: general English. */
const CONTRAST = new Set(['other', 'another', 'previous', 'former', 'last', 'old']);
/** Words that point at a noun without saying which it is: general English determiners. */
const DETERMINERS = new Set(['the', 'a', 'an', 'our', 'my', 'your', 'their', 'this', 'that', 'his', 'her']);
