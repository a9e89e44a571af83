/**
 * "When is the February half term?": a year's plan prints the same thing once a term ("Half term: 27
 * October …", "Half term: 16 February …"); the month the question names tells which line it asks.
 */
const MONTH = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(?:uary|ruary|ch|il|e|y|ust|tember|ober|ember)?\b/gi;

function monthsIn(text: string): Set<string> {
  return new Set([...text.matchAll(MONTH)].map((m) => m[1]!.toLowerCase()));
}

/** The lines that print a month the question names, first; the rest after, in order. */
export function askedMonthFirst(lines: string[], question: string): string[] {
  const asked = monthsIn(question);
  // "May I…" is no month.
  asked.delete('may');
  if (/\bin\s+may\b|\bmay\s+(?:half|term|bank|holiday)\b/i.test(question)) asked.add('may');
  if (asked.size === 0) return lines;
  const naming = lines.filter((l) => [...monthsIn(l)].some((m) => asked.has(m)));
  return [...naming, ...lines.filter((l) => !naming.includes(l))];
}
