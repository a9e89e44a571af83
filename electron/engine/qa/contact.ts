/**
 * An email address asked for ("what's her email", "the email address on the card"): a business card
 * or a signature prints it with no label, and it has one shape everywhere.
 */
import type { TextLine } from './text-lines';

/** A mailbox, an at sign and a domain with a dot: the address's shape, which no other field has. */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
const SAYS_EMAIL = /\be-?mail\b/i;

/** The first email address printed, when the question asks for one; else null. */
export function emailAddress(lines: TextLine[], subject: string | null, question: string): { value: string; line: string } | null {
  // "Email address" is an address asked by its kind: the street reader must not answer it.
  if (!subject || !(SAYS_EMAIL.test(subject) || (subject === 'address' && SAYS_EMAIL.test(question)))) return null;
  for (const l of lines) {
    const m = EMAIL.exec(l.text);
    if (m) return { value: m[0], line: l.text };
  }
  return null;
}
