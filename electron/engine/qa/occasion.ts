/**
 * Which one occasion a document is for, read from its layout rather than its words, and which
 * occasions a question's word names. A question names the occasion by its kind ("the football game",
 * "the gig", "the play"), and the ticket prints no such word: a match ticket prints its two sides
 * ("CITY FC v UNITED"), a ground and a block; a concert ticket its doors and support act; a theatre
 * ticket its stalls or circle. Transport and lodging print the same labels ("Gate 4 · Seat 9C",
 * "Coach 3 - Seats 21-23", "ROOM 611"), so their own layout (a departure, a boarding time, a number of
 * nights) marks them as another occasion's, and a value read off them would be another occasion's
 * value. The words are lexicon/document-kinds.ts's, on the kinds of document that print them: it says
 * what kinds of paper a question's word may be found on (any ticket, for "the concert"); this reads
 * which one occasion a paper is for, so that a value is not read off the others.
 */
import { isKindOf } from './kind-of';
import { VERSUS } from './fixture';
import { DOCUMENT_KINDS, type Occasion } from './lexicon/document-kinds';
import { RELATED_WEIGHTS } from './lexicon/related';

export type { Occasion } from './lexicon/document-kinds';

/** Every kind of document's occasions; an occasion printed on several kinds (a journey) is read from all of them. */
const LAYOUTS = DOCUMENT_KINDS.flatMap((kind) => kind.occasions ?? []);

/** A question word names an occasion's class in its two commonest senses. */
const CLASS_SENSES = 2;

/** Each occasion's signs, from every kind of document printed for it. */
const SIGNS = new Map<Occasion, Set<string>>();
for (const { occasion, signs } of LAYOUTS) SIGNS.set(occasion, new Set([...(SIGNS.get(occasion) ?? []), ...signs]));
/** Sides round a dash or an "x" ("LIONS – TIGERS", "Reds x Blues"), letters only: a match, or a route's two ends. */
const DASHED_SIDES = /^\s*\p{L}[\p{L}.'& ]*?\s(?:x|–|—|-)\s\p{L}[\p{L}.'& ]*$/u;
/** An occasion is read when its signs count at least this much, and more than any other's. */
const READ_MIN = 2;

/**
 * The occasions a question word (keyed, with its WordNet lemmas) names, if any: by the word itself or
 * a WordNet class it is a kind of. Any athletic game ("rugby", "soccer") or kind of match ("final") is a match's.
 */
export function occasionsNamed(term: string, lemmas: ReadonlyArray<{ lemma: string; pos: string }>): Set<Occasion> {
  // "Who was playing": a verb's form names the act, not the occasion ("the play").
  if (/(?:ing|ed)$/.test(term) && lemmas.some((l) => l.pos === 'v' && l.lemma !== term)) return new Set();
  // A compound WordNet knows is read whole: a "video game" or a "board game" is no match, a "football game" is.
  const compound = lemmas.filter((l) => l.pos === 'n' && l.lemma.includes('_')).map((l) => l.lemma);
  const nouns = compound.length > 0 ? compound : [...term.split(/[ _-]+/), ...lemmas.filter((l) => l.pos === 'n').map((l) => l.lemma)];
  const out = new Set<Occasion>();
  for (const { occasion, names = [], nameClasses = [] } of LAYOUTS) {
    if (nouns.some((w) => names.includes(w) || nameClasses.some((c) => isKindOf(w, c, undefined, CLASS_SENSES)))) out.add(occasion);
  }
  return out;
}

/** The occasion a document's text is for, when its layout says so plainly; null for most documents. */
export function occasionOf(text: string | null): Occasion | null {
  if (!text) return null;
  const lines = text.split('\n');
  const words = new Set(text.toLowerCase().match(/\p{L}+(?:-\p{L}+)?/gu) ?? []);
  const counts = new Map<Occasion, number>();
  for (const [occasion, signs] of SIGNS) counts.set(occasion, [...signs].filter((s) => words.has(s)).length);
  // A match prints its two sides. Either side of "v" they are a match whatever else the paper prints;
  // round a dash they may be a route's two ends, so they count only beside a ground's or a stand's
  // word. Without them a stadium and a block are a concert's as much (a tour plays grounds).
  const ground = counts.get('match') ?? 0;
  const dashed = lines.some((l) => DASHED_SIDES.test(l));
  const sides = lines.some((l) => VERSUS.test(` ${l} `)) ? READ_MIN : ground > 0 && dashed ? 1 : 0;
  counts.set('match', sides > 0 ? ground + sides : 0);
  // Two ends round a dash with no ground's word are a route's ("LEEDS – YORK"): one journey sign,
  // so that a train ticket printing a coach and its route is not left unread and taken for a match's.
  if (dashed && sides === 0) counts.set('journey', (counts.get('journey') ?? 0) + 1);
  const [first, second] = [...counts].sort((a, b) => b[1] - a[1]);
  return first![1] >= READ_MIN && first![1] > second![1] ? first![0] : null;
}

/** A layout's occasion stands for the question's word as a synonym does: "rugby" is a match, not every match is rugby. */
const OCCASION_WEIGHT = RELATED_WEIGHTS.synonym;

/**
 * How well a document read as `read` covers a question word that names `named` occasions, from how
 * well its words do (`best`): a ticket whose layout shows the named occasion covers its name; one of
 * another occasion (a boarding pass, for "the football") only by printing the word itself, for what
 * it shares with the asked occasion's tickets ("SEAT", a coach that is also a trainer's) is another
 * occasion's.
 */
export function occasionCoverage(best: number, read: Occasion, named: ReadonlySet<Occasion>, printsWord: () => boolean): number {
  if (named.size === 0) return best;
  if (named.has(read)) return Math.max(best, OCCASION_WEIGHT);
  return printsWord() ? best : 0;
}
