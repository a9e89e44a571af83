import type { QueryAnalysis } from '../../../shared/qa';
import { TRAVEL } from './route-role';
import type { Candidate } from './fusion';

/** How deep among the best matches the ticket of the asked direction is looked for. */
const DEPTH = 3;
/** A route line is short: two ends and perhaps a station's code ("ST HILLFORD CENTRAL"). */
const ROUTE_WORDS = 5;

/**
 * "What's the booking reference for our train to Hillford": an outward and a return ticket print the same two
 * places, and a line with two places reads from where to where ("OAKTON HILLFORD" goes to Hillford,
 * "HILLFORD OAKTON" leaves it). When the best match prints the asked destination only where journeys
 * start and another of the best prints it where they end, that one answers. The gazetteer need not
 * know the place: the question's own word for it is looked up in the lines.
 */
export function destinationFirst(refs: Candidate[], analysis: Pick<QueryAnalysis, 'question' | 'places'>): Candidate[] {
  if (refs.length < 2 || !TRAVEL.test(analysis.question)) return refs;
  const place = destinationOf(analysis);
  if (!place) return refs;
  const ends = (c: Candidate) => routeLines(c, place);
  if (ends(refs[0]!).arrives) return refs;
  if (!ends(refs[0]!).leaves) return refs;
  const at = refs.slice(0, DEPTH).findIndex((c) => ends(c).arrives);
  return at > 0 ? [refs[at]!, ...refs.filter((_, i) => i !== at)] : refs;
}

/** The asked destination: a route place of the question, else the capitalised name after "to". */
function destinationOf(analysis: Pick<QueryAnalysis, 'question' | 'places'>): string | null {
  const known = analysis.places.find((p) => p.route === 'destination')?.label;
  if (known) return known.toLowerCase();
  return /\b(?:to|for)\s+(\p{Lu}[\p{L}-]{2,})/u.exec(analysis.question)?.[1]?.toLowerCase() ?? null;
}

/** Whether the memory prints the place first on a short route line (leaves it) or last after others (arrives). */
function routeLines(c: Candidate, place: string): { leaves: boolean; arrives: boolean } {
  let leaves = false;
  let arrives = false;
  for (const line of (c.row.ocr_text ?? '').toLowerCase().split('\n')) {
    const words: string[] = line.match(/\p{L}+/gu) ?? [];
    if (words.length < 2 || words.length > ROUTE_WORDS || /\d/.test(line)) continue;
    const at = words.indexOf(place);
    if (at === 0) leaves = true;
    else if (at === words.length - 1) arrives = true;
  }
  return { leaves, arrives };
}
