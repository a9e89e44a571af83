import type { QueryAnalysis } from '../../../shared/qa';
import { TRAVEL } from './route-role';
import { vehiclesNamed } from './travel-mode';
import type { Candidate } from './fusion';

/** How deep among the best matches the ticket of the asked direction is looked for. */
const DEPTH = 3;
/** A route line is short: two ends and perhaps a station's code ("ST HILLFORD CENTRAL"). */
const ROUTE_WORDS = 5;
/** A journey's end printed as a field, "Pickup: Home" over "Drop-off: Bristol Airport": a short label, a value with no figure. */
const END_FIELD = /^\s*\p{L}[\p{L} .'-]{0,20}:\s*(\D+?)\s*$/u;

/**
 * "What's the booking reference for our train to Hillford": an outward and a return ticket print the same two
 * places, and a line with two places reads from where to where ("OAKTON HILLFORD" goes to Hillford,
 * "HILLFORD OAKTON" leaves it). When the best match prints the asked destination only where journeys
 * start and another of the best prints it where they end, that one answers. The gazetteer need not
 * know the place: the question's own word for it is looked up in the lines. "The taxi home from the
 * airport" asks the ride that leaves it, the same way round.
 */
export function destinationFirst(refs: Candidate[], analysis: Pick<QueryAnalysis, 'question' | 'places'>): Candidate[] {
  if (refs.length < 2 || !(TRAVEL.test(analysis.question) || vehiclesNamed(analysis.question).length > 0)) return refs;
  const place = destinationOf(analysis);
  if (place) return endFirst(refs, (c) => routeLines(c, place), 'arrives', 'leaves');
  const origin = originOf(analysis);
  return origin ? endFirst(refs, (c) => routeLines(c, origin), 'leaves', 'arrives') : refs;
}

/** The best matches with the first of them that prints the place at the asked end first, when the best prints it only at the other. */
function endFirst(refs: Candidate[], ends: (c: Candidate) => { leaves: boolean; arrives: boolean }, asked: 'leaves' | 'arrives', other: 'leaves' | 'arrives'): Candidate[] {
  if (ends(refs[0]!)[asked] || !ends(refs[0]!)[other]) return refs;
  const at = refs.slice(0, DEPTH).findIndex((c) => ends(c)[asked]);
  return at > 0 ? [refs[at]!, ...refs.filter((_, i) => i !== at)] : refs;
}

/** The asked destination: a route place of the question, else the capitalised name after "to", or a place named with its article ("to the airport"). */
function destinationOf(analysis: Pick<QueryAnalysis, 'question' | 'places'>): string | null {
  const known = analysis.places.find((p) => p.route === 'destination')?.label;
  if (known) return known.toLowerCase();
  return (/\b(?:to|for)\s+(\p{Lu}[\p{L}-]{2,})/u.exec(analysis.question)?.[1] ?? /\bto\s+(?:the|my|our)\s+(\p{L}{3,})/iu.exec(analysis.question)?.[1])?.toLowerCase() ?? null;
}

/** The asked origin, the same way: "back from Lyon", "home from the airport". */
function originOf(analysis: Pick<QueryAnalysis, 'question' | 'places'>): string | null {
  const known = analysis.places.find((p) => p.route === 'origin')?.label;
  if (known) return known.toLowerCase();
  return /\bfrom\s+(?:the\s+)?(\p{L}{3,})/iu.exec(analysis.question)?.[1]?.toLowerCase() ?? null;
}

/**
 * Whether the memory prints the place first on a short route line (leaves it) or last after others
 * (arrives), or in the first or the second of two end fields one over the other.
 */
function routeLines(c: Candidate, place: string): { leaves: boolean; arrives: boolean } {
  let leaves = false;
  let arrives = false;
  const lines = (c.row.ocr_text ?? '').toLowerCase().split('\n');
  const fields = lines.map((line) => END_FIELD.exec(line)?.[1]);
  for (const [i, line] of lines.entries()) {
    const [field, next] = [fields[i], fields[i + 1]];
    if (field !== undefined && next !== undefined && field.includes(place) !== next.includes(place)) {
      if (field.includes(place)) leaves = true;
      else arrives = true;
    }
    // A field of such a pair is read by its place in the pair: "Pickup: Bristol Airport" leaves the airport.
    if (field !== undefined && (next !== undefined || fields[i - 1] !== undefined)) continue;
    const words: string[] = line.match(/\p{L}+/gu) ?? [];
    if (words.length < 2 || words.length > ROUTE_WORDS || /\d/.test(line)) continue;
    const at = words.indexOf(place);
    if (at === 0) leaves = true;
    else if (at === words.length - 1) arrives = true;
  }
  return { leaves, arrives };
}
