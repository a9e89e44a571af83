import { morphy, wordnet } from './lexicon/wordnet';
import type { TextLine } from './text-lines';

/**
 * "What was the £200 transfer for", "what did I pay Priya for": a payment prints what it was for under
 * a label the sender filled in ("Reference" / "Van hire", "Memo: April rent", "Description"), or as a
 * line that begins with "for" ("for concert ticket"), not the app's header or the amount. "Why did I
 * return the jacket" asks the same of a return form: its "Reason: Too small".
 */
export const ASKS_PURPOSE = /^\s*what\s+(?:was|were|is|are|did|do|does)\b.*\bfor\s*[?.!]?\s*$|^\s*why\s+(?:was|were|is|are|did|do|does)\b/i;
const LABEL = /^\s*(?:ref(?:erence)?|memo|note|notes|description|purpose|reason|payment for|for)\b\.?\s*:?\s*(.*)$/i;

export function purposeOf(lines: TextLine[], question = ''): { value: string; line: string } | null {
  const outcome = outcomeReason(lines, question);
  if (outcome) return outcome;
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

/** "Why was my application rejected", "why did my payment fail": the outcome asked, the question's last word. */
const WHY_OUTCOME = /^\s*why\s+(?:was|were|is|are|has|have|had|did|does|do)\b.*?\b(\p{L}{3,})\s*[?.!]?\s*$/iu;
/** A notice's outcome, perhaps after "Status", then why after a dash or a colon: "Rejected - proof of address older than 3 months". */
const OUTCOME_LINE = /^\s*(?:status\s*:?\s*)?(\p{L}+)\s*[-–—:]\s*(\p{L}.*)$/iu;
/** Senses of the asked verb whose words a notice may print for it: "refused" is WordNet's "reject", "decline", "turn down". */
const OUTCOME_SENSES = 3;

/**
 * A rejection or a failure notice prints the outcome and its reason on one line ("Rejected - proof of
 * address older than 3 months", "Declined: card expired"), with no "Reason" label: the words after the
 * outcome the question asks about, in its words or a synonym WordNet lists for the verb.
 */
function outcomeReason(lines: TextLine[], question: string): { value: string; line: string } | null {
  const asked = WHY_OUTCOME.exec(question)?.[1];
  if (!asked) return null;
  const db = wordnet();
  const said = new Set(morphy(asked, 'v', db).flatMap((lemma) => (db.lookup(lemma, 'v')?.offsets ?? []).slice(0, OUTCOME_SENSES).flatMap((o) => db.synset(o, 'v').words)));
  if (said.size === 0) return null;
  for (const { text } of lines) {
    const m = OUTCOME_LINE.exec(text);
    if (m && morphy(m[1]!, 'v', db).some((lemma) => said.has(lemma))) return { value: m[2]!.trim(), line: text };
  }
  return null;
}
