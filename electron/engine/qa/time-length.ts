import { contentWords } from '../augment/similarity';
import { escapeRegExp } from './text-lines';

/**
 * "What's my daily screen time", "what was the journey time": a phone's summary or a planner prints the
 * asked "… time" as a heading or a label and a length under or beside it in hours and minutes ("Screen
 * Time" … "Daily Average" / "4h 12m", "Journey time 2h 14m"): the time asked is that length, not a
 * time of day such a screen also prints (its status bar's clock).
 */

/** A length in hours and minutes, or in one of them: "4h 12m", "1 hr 5 mins", "48m", "25 minutes". */
const LENGTH = /(?<![\d:.,])(?:\d{1,2}\s?(?:h|hrs?|hours?)\s*\d{1,2}\s?(?:m|mins?|minutes?)|\d{1,3}\s?(?:h|hrs?|hours?|m|mins?|minutes?))(?![\p{L}\d])/iu;
/** Lines under the label a length may come: a period's tabs ("Week", "Day") and a figure's own label between. */
const UNDER_LINES = 4;

export function labelledLength(printed: readonly string[], question: string): { value: string; line: string } | null {
  const qualifier = /\b(\p{L}+)\s+time\b/iu.exec(question)?.[1];
  // "What time", "the time": no kind of time named.
  if (!qualifier || contentWords(qualifier).size === 0) return null;
  const label = new RegExp(`\\b${escapeRegExp(qualifier)}\\s+time\\b`, 'iu');
  const at = printed.findIndex((l) => label.test(l));
  if (at < 0) return null;
  for (let i = at; i < Math.min(printed.length, at + 1 + UNDER_LINES); i++) {
    const m = LENGTH.exec(printed[i]!);
    if (m) return { value: m[0].trim(), line: i === at ? printed[i]! : `${printed[at]!.trim()} ${printed[i]!.trim()}` };
  }
  return null;
}
