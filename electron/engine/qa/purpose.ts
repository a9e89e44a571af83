import type { TextLine } from './text-lines';

/**
 * "What was the £200 transfer for", "what did I pay Priya for": a payment prints what it was for under
 * a label the sender filled in ("Reference" / "Van hire", "Memo: April rent", "Description"), or as a
 * line that begins with "for" ("for concert ticket"), not the app's header or the amount. "Why did I
 * return the jacket" asks the same of a return form: its "Reason: Too small".
 */
export const ASKS_PURPOSE = /^\s*what\s+(?:was|were|is|are|did|do|does)\b.*\bfor\s*[?.!]?\s*$|^\s*why\s+(?:was|were|is|are|did|do|does)\b/i;
const LABEL = /^\s*(?:ref(?:erence)?|memo|note|notes|description|purpose|reason|payment for|for)\b\.?\s*:?\s*(.*)$/i;

export function purposeOf(lines: TextLine[]): { value: string; line: string } | null {
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!.text;
    const m = LABEL.exec(text);
    if (!m) continue;
    const beside = m[1]!.trim();
    // A reference number is the bank's, not what the payment was for.
    if (beside && !/\d{4,}/.test(beside)) return { value: beside, line: text };
    const under = lines[i + 1]?.text.trim();
    if (!beside && under && /\p{L}/u.test(under) && !/\d{4,}/.test(under)) return { value: under, line: `${text.trim()} ${under}` };
  }
  return null;
}
