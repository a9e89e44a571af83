/**
 * A document that comes again and again (a pension statement each April, a balance screen, a council
 * tax bill each year) is asked about in the present tense for the figure that holds now: "how much is
 * my pension worth" is this year's statement, not last year's, which BM25 may rank higher only because
 * its text is shorter. The newer issue of the best match's document, matching the question about as
 * well, goes first.
 */
import type { QueryAnalysis } from '../../../shared/qa';
import type { Candidate } from './fusion';
import { textOf } from './text-lines';

/** "Is", "are", "have I saved", "what will it pay": the question asks what holds now, or from now on. */
const PRESENT = /\b(?:is|are|am|do|does|have|has|will)\b|'s\b/i;
/** "Was", "did", "last year": the question names its own time, which a newer issue does not answer. */
const PAST = /\b(?:was|were|did|had|used to|ago|last|previous|old)\b/i;
/** How many of the best matches are read for another issue of the best one's document. */
const DEPTH = 5;
/** A newer issue answers when it covers this share of what the best match covers. */
const MIN_SHARE = 0.9;

/** A document's title with its numbers set aside: each issue prints the same heading over other figures. */
export function heading(c: Candidate): string | null {
  const first = textOf(c.row).find((line) => /\p{L}{3}/u.test(line));
  return first ? first.toLowerCase().replace(/\d+/g, '#').replace(/[^\p{L}#]+/gu, ' ').trim() : null;
}

export function newestIssueFirst(analysis: Pick<QueryAnalysis, 'question' | 'time'>, scored: Candidate[]): Candidate[] {
  if (analysis.time || !PRESENT.test(analysis.question) || PAST.test(analysis.question)) return scored;
  const best = scored[0];
  const title = best && best.row.taken_at !== null ? heading(best) : null;
  if (!best || !title) return scored;
  const newer = scored.slice(1, DEPTH).filter((c) => (c.row.taken_at ?? -Infinity) > best.row.taken_at! && c.covers >= best.covers * MIN_SHARE && heading(c) === title);
  if (newer.length === 0) return scored;
  const newest = newer.reduce((a, b) => (b.row.taken_at! > a.row.taken_at! ? b : a));
  return [newest, ...scored.filter((c) => c !== newest)];
}
