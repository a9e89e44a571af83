/**
 * "When did I go to Lisbon?", "when was I in Rome?": the answer is when the trip ran, from its first
 * day to its last, not the day of whichever of its photos ranks first (the boarding pass home).
 */
import type { QueryAnalysis } from '../../../shared/qa';
import { dayLabel, STAY_GAP_DAYS } from './facts';

/** Going somewhere, coming back, or having been there: what a "when" question about a place asks. */
const GOING = /\b(go|goes|went|gone|been|visit(?:ed)?|was|were|stay(?:ed)?|holiday(?:ed)?|vacation(?:ed)?|back|return(?:ed)?|leave|left|arrive[d]?|head(?:ed)?)\b/i;
/** Those words as the question's terms: they say which way the trip went, not what to match. */
const TRAVEL_WORDS = new Set(['go', 'goe', 'went', 'gone', 'been', 'visit', 'visited', 'stay', 'stayed', 'holiday', 'holidayed', 'vacation', 'vacationed', 'back', 'return', 'returned', 'leave', 'left', 'arrive', 'arrived', 'head', 'headed', 'trip', 'ago']);
/** "When …", "how long ago …": the date of something, asked either way. */
export const WHEN = /^\s*(?:when|how\s+long\s+ago)\b/i;

/** Whether a question asks when the user went to (or came back from) the places it names, and nothing more about them. */
export function asksWhenAt(question: string, terms: readonly string[], places: readonly unknown[]): boolean {
  return WHEN.test(question) && GOING.test(question) && places.length > 0 && ownTerms(terms).length === 0;
}

function ownTerms(terms: readonly string[]): string[] {
  return terms.filter((t) => !TRAVEL_WORDS.has(t));
}

/**
 * The span of each event a "when" question asks about and says nothing more of (no words of its own
 * to match): "Jun 14 – Jun 19, 2024 (Trip to Prague, …)", several trips oldest first. Null when
 * the question has words of its own (the memory that shows them dates it) or names no event.
 */
export function occasionDates(analysis: Pick<QueryAnalysis, 'question' | 'terms' | 'events' | 'answerType'>): string | null {
  if (analysis.answerType.kind !== 'date' || !WHEN.test(analysis.question) || ownTerms(analysis.terms).length > 0 || analysis.events.length === 0) return null;
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

/** Coming to a place, or going from it: which end of the stay there "when did I …" asks. */
const ARRIVING = /\b(?:arriv(?:e|ed|al)|got\s+to|get\s+to|reach(?:ed)?|land(?:ed)?\s+in)\b/i;
const LEAVING = /\b(?:leave|left|depart(?:ed|ure)?)\b/i;
/** "What day did I …", "on which date did we …". */
const WHAT_DAY = /^\s*(?:on\s+)?(?:what|which)\s+(?:day|date)\b/i;
const DAY_MS = 86_400_000;
/** Other visits listed beside the stay: the latest few, as a sentence can hold them. */
const MAX_OTHER_VISITS = 5;

export type StayEnd = 'first' | 'last' | 'whole';

/**
 * "When did I arrive in Galway", "when did we leave Dublin": the first or the last day of the stay
 * there, not the day of whichever photo ranks first; "when was I in Galway", with no trip named for
 * it (a trip through two towns is named for neither), the whole stay. Null when the question asks
 * something else or has words of its own to match.
 */
export function asksStayEnd(analysis: Pick<QueryAnalysis, 'question' | 'terms' | 'places' | 'answerType' | 'events'>): StayEnd | null {
  const { question } = analysis;
  if (analysis.answerType.kind !== 'date' || !(WHEN.test(question) || WHAT_DAY.test(question)) || !analysis.places.some((p) => !p.route) || ownTerms(analysis.terms).length > 0) return null;
  return ARRIVING.test(question) ? 'first' : LEAVING.test(question) ? 'last' : analysis.events.length === 0 && GOING.test(question) ? 'whole' : null;
}

/**
 * The stay's first or last day, or its span, as the answer. A whole stay asked without "last" or
 * "first" lists the other visits to the place (`visited`: local ms of photos taken there), oldest first.
 */
export function stayEndAnswer(end: StayEnd, span: { from: number; to: number }, place: string, visited: readonly number[]): string {
  const stay = `${dayLabel(span.from)} – ${dayLabel(span.to)}`;
  if (end !== 'whole') return `On ${dayLabel(end === 'first' ? span.from : span.to)} — the ${end} day of the stay in ${place} (${stay}).`;
  const others = visitsOf(visited).filter((v) => v.to < Math.floor(span.from / DAY_MS) * DAY_MS || v.from > span.to).slice(-MAX_OTHER_VISITS);
  return `${stay} — the stay in ${place}${others.length > 0 ? `; also ${others.map((v) => (v.from === v.to ? dayLabel(v.from) : `${dayLabel(v.from)} – ${dayLabel(v.to)}`)).join(', ')}` : ''}.`;
}

/** Runs of days (day starts, local ms) no more than a stay's gap apart (facts.ts), oldest first. */
function visitsOf(times: readonly number[]): Array<{ from: number; to: number }> {
  const days = [...new Set(times.map((t) => Math.floor(t / DAY_MS)))].sort((a, b) => a - b);
  const out: Array<{ from: number; to: number }> = [];
  for (const d of days) {
    const last = out.at(-1);
    if (last && d - last.to / DAY_MS <= STAY_GAP_DAYS) last.to = d * DAY_MS;
    else out.push({ from: d * DAY_MS, to: d * DAY_MS });
  }
  return out;
}
