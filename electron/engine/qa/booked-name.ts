import type { TextLine } from './text-lines';

/**
 * "What name is the table booked under": a booking prints the name it is held under after the verb
 * of booking and its preposition, not under a "Name:" label ("Booked under: Sarah Mitchell",
 * "Reserved for S. Mitchell", "In the name of: Mitchell"). The value is a name: capitalised words,
 * no figure ("Table for 4" is a party's size).
 */
export function bookedName(lines: TextLine[], question: string): { value: string; line: string } | null {
  if (!/\bnames?\b/i.test(question)) return null;
  for (const [i, l] of lines.entries()) {
    const value = BOOKED_UNDER.exec(l.text)?.[1]?.trim();
    if (value && PERSON_NAME.test(value)) return { value, line: l.text };
    // An app sets the label over the name ("Under the name" / "Chris Doyle").
    const below = BOOKED_LABEL.test(l.text) ? lines[i + 1]?.text.trim() : undefined;
    if (below && PERSON_NAME.test(below)) return { value: below, line: `${l.text.trim()} ${below}` };
  }
  return null;
}

const BOOKED_BY = String.raw`(?:(?:booked|reserved|held|booking|reservation|table)\s+(?:under|for|in)(?:\s+the\s+name\s+of)?|(?:in\s+the\s+)?name\s+of|under\s+the\s+name(?:\s+of)?|lead\s+(?:guest|booker|name))`;
const BOOKED_UNDER = new RegExp(String.raw`^\s*${BOOKED_BY}\s*[:-]?\s+(.+)$`, 'i');
/** The label alone on its line, its name under it. */
const BOOKED_LABEL = new RegExp(String.raw`^\s*${BOOKED_BY}\s*:?\s*$`, 'i');
/** One to four capitalised words or initials, no figure. */
const PERSON_NAME = /^(?:\p{Lu}[\p{L}'’.-]*\s*){1,4}$/u;
