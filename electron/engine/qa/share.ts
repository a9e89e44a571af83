import { moneyIn } from './number';
import type { TextLine } from './text-lines';

/**
 * "How much each when we split the bill", "what was my share": a bill split between people prints
 * each one's part beside the whole ("Total £95.63" / "Split between 4" / "Each pays £23.91"), and the
 * share asked is that part, not the whole the document leads with.
 */

/** A question after one person's part of a shared amount. */
const ASKS_SHARE = /\b(?:each|apiece|per\s+(?:person|head)|my\s+(?:share|part|portion|cut)|split)\b/i;
/** The line printing one person's part: "Each pays", "£23.91 each", "Per person", "Your share", "pp". */
const SHARE_LINE = /\b(?:each|apiece|per\s+(?:person|head)|(?:your|my)\s+(?:share|part)|pp)\b/i;

export function shareAmount(lines: TextLine[], question: string): { value: string; line: string } | null {
  if (!ASKS_SHARE.test(question)) return null;
  for (const { text } of lines) {
    const money = SHARE_LINE.test(text) ? moneyIn(text) : [];
    if (money.length > 0) return { value: money[money.length - 1]!.printed, line: text };
  }
  return null;
}
