import { contentWords } from '../augment/similarity';
import { monthIndex } from '../search/spoken-spans';
import { monthLabel } from './facts';
import { mostAsked } from './text-lines';

/**
 * "How long have I been a member", "how many years have we banked with them": a card prints when the
 * state began ("Member since 2019", "Customer since March 2015"), and the length is from then to the
 * day the card was photographed, when it was last seen to hold, not a span of the photos' days.
 */
const ASKS_STATE = /\bhow\s+(?:long|many\s+(?:years|months))\s+(?:have|has)\s+\p{L}+\s+(?:been|had|banked|owned|lived|worked|used)\b/iu;
/** "since 2019", "since Mar 2015", "since 03/2015", "member since: 2019". */
const SINCE = /\bsince\s*:?\s*(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+|(\d{1,2})\s*[/.-]\s*)?((?:19|20)\d{2})\b/i;

export function sinceLength(lines: string[], question: string, takenLocal: number | null): { value: string; line: string } | null {
  if (!ASKS_STATE.test(question) || takenLocal === null) return null;
  const since = lines.filter((l) => SINCE.test(l));
  // The line that says what is asked ("Member since"); a card with one such line says it of its holder.
  const line = mostAsked(since, contentWords(question), (l) => l) ?? (since.length === 1 ? since[0] : undefined);
  if (!line) return null;
  const m = SINCE.exec(line)!;
  const month = m[1] ? monthIndex(m[1]) : m[2] ? Number(m[2]) - 1 : null;
  const taken = new Date(takenLocal);
  const months = (taken.getUTCFullYear() - Number(m[3])) * 12 + (month === null ? 0 : taken.getUTCMonth() - month);
  if (months < 0 || (month !== null && month > 11)) return null;
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  // A year alone is known to the year: "about 6 years".
  const length = months < 12 ? plural(months, 'month') : `${month === null ? 'about ' : ''}${plural(Math.floor(months / 12), 'year')}`;
  return { value: length, line };
}

/**
 * "When did I join the gym", "when did I become a customer": asked when a state began, a card's
 * "Member since 03/2023" is the day, not the day the card was photographed. The verbs say a state's
 * start (joining is becoming a member, opening an account becoming its holder).
 */
const ASKS_START = /\bwhen\s+(?:did|have|had)\s+\p{L}+\s+(?:first\s+)?(?:join(?:ed)?|become|became|start(?:ed)?|begin|began|enrol(?:l?ed)?|enroll|register(?:ed)?|sign(?:ed)?\s+up|subscribe[d]?|open(?:ed)?)\b/iu;

export function sinceBegan(lines: string[], question: string): { value: string; line: string } | null {
  if (!ASKS_START.test(question)) return null;
  const since = lines.filter((l) => SINCE.test(l));
  const line = mostAsked(since, contentWords(question), (l) => l) ?? (since.length === 1 ? since[0] : undefined);
  if (!line) return null;
  const m = SINCE.exec(line)!;
  const month = m[1] ? monthIndex(m[1]) : m[2] ? Number(m[2]) - 1 : null;
  if (month !== null && month > 11) return null;
  return { value: month === null ? m[3]! : monthLabel(Date.UTC(Number(m[3]), month, 1)), line };
}
