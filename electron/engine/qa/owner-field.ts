/**
 * "What's my router's IP address": a settings screen labels the phone's own "IP address" and prints
 * the router's beside its name ("Router 192.168.1.1"). The possessor the question names, printed as a
 * label with a value of the asked value's shape, holds the asked value: the asked label's is another's.
 */
import { escapeRegExp, type TextLine } from './text-lines';

/** The value the question's possessor labels, when it has the shape of `found`'s; else `found`. */
export function ownerField(lines: readonly TextLine[], question: string, found: { value: string; line: string } | null): { value: string; line: string } | null {
  if (!found) return found;
  const owner = POSSESSOR.exec(question)?.[1];
  if (!owner || new RegExp(`\\b${escapeRegExp(owner)}\\b`, 'iu').test(found.line)) return found;
  const labelled = new RegExp(`^\\s*${escapeRegExp(owner)}\\s*:?\\s+(\\S+)\\s*$`, 'iu');
  for (const l of lines) {
    const value = labelled.exec(l.text)?.[1];
    if (value && shape(value) === shape(found.value)) return { value, line: l.text.trim() };
  }
  return found;
}

/** "my router's", "the landlord's": the noun whose thing is asked, after its determiner ("What's" is a verb's "'s"). */
const POSSESSOR = /\b(?:the|my|our|your|his|her|their)\s+(\p{L}{3,})['’]s\s+\p{L}/iu;

/** A value's shape: its runs of letters and of digits as one sign each, its separators as printed ("9.9.9.9"). */
function shape(value: string): string {
  return value.replace(/\p{L}+/gu, 'a').replace(/\p{N}+/gu, '9');
}
