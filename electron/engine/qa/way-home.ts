/**
 * "Did we fly home from X": the way home is the trip's last leg, which need not leave from X (the
 * trip may have gone on elsewhere). It returns to where the way out began: the travel document
 * before the first memory at X prints a route from home ("HOME → X"), and the way home is the first
 * travel document after the last memory at X whose route ends there ("Y → HOME"). A route line is
 * read as route-order.ts reads one: a short line, its first word where it leaves, its last where it
 * arrives.
 */
import type { QueryAnalysis } from '../../../shared/qa';
import type { Candidate } from './fusion';
import { matchesPlace, namesPlace, placeNamePatterns } from './scope';
import { modesShownBy } from './travel-mode';

/** The way home asked: "fly home from", "the train back from", "returning from". */
const HOMEWARD = /\b(?:back|home|homeward|return(?:s|ed|ing)?)\b/i;
/** A route line is short: two ends and perhaps a station's or an airport's name. */
const ROUTE_WORDS = 5;

/** The place the way home is asked from: "from X" in a question about going home or back. */
export function homeFrom(analysis: Pick<QueryAnalysis, 'question' | 'places'>): QueryAnalysis['places'][number] | null {
  if (!HOMEWARD.test(analysis.question)) return null;
  return analysis.places.find((p) => p.route === 'origin') ?? null;
}

function travels(c: Candidate): boolean {
  return modesShownBy(c.row).length > 0;
}

/** The ends of a memory's short lines without digits: where each leaves from and arrives at. */
function routeEnds(c: Candidate): Array<{ from: string; to: string }> {
  const out: Array<{ from: string; to: string }> = [];
  for (const line of (c.row.ocr_text ?? '').toLowerCase().split('\n')) {
    const words: string[] = line.match(/\p{L}+/gu) ?? [];
    if (words.length < 2 || words.length > ROUTE_WORDS || /\d/.test(line)) continue;
    out.push({ from: words[0]!, to: words[words.length - 1]! });
  }
  return out;
}

/**
 * The way home from the place among the candidates: the first travel document after the last memory
 * taken there whose route ends where the way out (the last travel document before the first memory
 * there) began. Null when the candidates hold no stay there, no way out or no such document.
 */
export function wayHome(place: QueryAnalysis['places'][number], candidates: readonly Candidate[]): Candidate | null {
  const dated = candidates.filter((c) => c.row.taken_at !== null);
  const stay = dated.filter((c) => c.row.lat !== null && matchesPlace(c.row, [place]));
  if (stay.length === 0) return null;
  const first = Math.min(...stay.map((c) => c.row.taken_at!));
  const last = Math.max(...stay.map((c) => c.row.taken_at!));
  const legs = dated.filter((c) => !stay.includes(c) && travels(c)).sort((a, b) => a.row.taken_at! - b.row.taken_at!);
  const out = legs.filter((c) => c.row.taken_at! < first).pop();
  if (!out) return null;
  const home = new Set(routeEnds(out).map((e) => e.from));
  return legs.find((c) => c.row.taken_at! > last && routeEnds(c).some((e) => home.has(e.to))) ?? null;
}

/** Whether the way home leaves from the asked place: taken there, or naming it. */
export function leavesFrom(leg: Candidate, place: QueryAnalysis['places'][number]): boolean {
  return matchesPlace(leg.row, [place]) || namesPlace(leg.row, placeNamePatterns([place]));
}
