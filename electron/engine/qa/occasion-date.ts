/**
 * "When did I go to Lisbon?", "when was I in Rome?": the answer is when the trip ran, from its first
 * day to its last, not the day of whichever of its photos ranks first (the boarding pass home).
 */
import type { QueryAnalysis } from '../../../shared/qa';
import { dayLabel } from './facts';

/** Going somewhere, or having been there: what a "when" question about a place asks. */
const GOING = /\b(go|goes|went|gone|been|visit(?:ed)?|was|were|stay(?:ed)?|holiday(?:ed)?|vacation(?:ed)?)\b/i;

/** Whether a question asks when the user went to the places it names, and nothing more about them. */
export function asksWhenAt(question: string, terms: readonly string[], places: readonly unknown[]): boolean {
  return /^\s*when\b/i.test(question) && GOING.test(question) && places.length > 0 && terms.length === 0;
}

/**
 * The span of each event a "when" question asks about and says nothing more of (no words of its own
 * to match): "Jun 14 – Jun 19, 2024 (Trip to Barcelona, …)", several trips oldest first. Null when
 * the question has words of its own (the memory that shows them dates it) or names no event.
 */
export function occasionDates(analysis: Pick<QueryAnalysis, 'question' | 'terms' | 'events' | 'answerType'>): string | null {
  if (analysis.answerType.kind !== 'date' || !/^\s*when\b/i.test(analysis.question) || analysis.terms.length > 0 || analysis.events.length === 0) return null;
  return [...analysis.events]
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((e) => {
      const from = Date.parse(`${e.start}Z`);
      const to = Date.parse(`${e.end}Z`);
      const span = e.start.slice(0, 10) === e.end.slice(0, 10) ? `On ${dayLabel(from)}` : `From ${dayLabel(from)} to ${dayLabel(to)}`;
      return `${span} (${e.name})`;
    })
    .join('; ');
}
