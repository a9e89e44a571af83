/**
 * What occasion a document is for, read from its layout rather than its words. A question names the
 * occasion by its kind ("the football game", "the gig", "the play"), and the ticket prints no such
 * word: a match ticket prints its two sides ("CITY FC v UNITED"), a ground and a block; a concert
 * ticket its doors and support act; a theatre ticket its stalls or circle. Transport and lodging print
 * the same labels ("Gate 4 · Seat 9C", "Coach 3 - Seats 21-23", "ROOM 611"), so their own layout
 * (a departure, a boarding time, a number of nights) marks them as another occasion's, and a value
 * read off them would be another occasion's value. lexicon/document-kinds.ts says what kinds of paper
 * a question's word may be found on (any ticket, for "the concert"); this says which one occasion a
 * paper is for, so that a value is not read off the others. The two lists overlap and should become one.
 */
import { isKindOf } from './kind-of';
import { VERSUS } from './fixture';
import { RELATED_WEIGHTS } from './lexicon/related';

export type Occasion = 'match' | 'concert' | 'stage' | 'journey' | 'stay';

/**
 * The occasions a question may name, by the word itself or a WordNet class it is a kind of in its two
 * commonest senses: any athletic game ("rugby", "soccer") or kind of match ("final") is a match's.
 */
const NAMED: ReadonlyArray<{ occasion: Occasion; words: readonly string[]; classes: readonly string[] }> = [
  { occasion: 'match', words: ['match', 'game', 'fixture', 'derby'], classes: ['athletic game', 'match'] },
  { occasion: 'concert', words: ['concert', 'gig', 'show', 'performance', 'festival'], classes: ['concert', 'musical organization'] },
  { occasion: 'stage', words: ['play', 'theatre', 'theater', 'show', 'performance', 'opera', 'musical', 'ballet', 'panto', 'pantomime'], classes: ['dramatic composition', 'stage dancing'] },
];
const CLASS_SENSES = 2;

/**
 * Words each occasion's documents print, and no other's as much. Labels every ticket shares ("seat",
 * "row", "gate", "entrance") are left out: they are what the question asks, not what it is about.
 */
const SIGNS: Readonly<Record<Occasion, readonly string[]>> = {
  match: ['stadium', 'arena', 'ground', 'ballpark', 'stand', 'block', 'turnstile', 'terrace', 'tribune', 'ko', 'kickoff', 'kick-off', 'home', 'away'],
  concert: ['doors', 'support', 'standing', 'ga', 'tour', 'live', 'headliner', 'presents'],
  stage: ['stalls', 'circle', 'balcony', 'mezzanine', 'matinee', 'interval', 'theatre', 'theater', 'auditorium'],
  journey: ['departure', 'departs', 'depart', 'dep', 'arrival', 'arrives', 'arr', 'platform', 'boarding', 'flight', 'coach', 'carriage', 'terminal', 'class', 'railcard', 'route', 'via'],
  stay: ['nights', 'night', 'checkout', 'check-out', 'check-in', 'hotel', 'guest', 'guests', 'suite', 'room'],
};
/** Sides round a dash or an "x" ("LIONS – TIGERS", "Reds x Blues"), letters only: a match, or a route's two ends. */
const DASHED_SIDES = /^\s*\p{L}[\p{L}.'& ]*?\s(?:x|–|—|-)\s\p{L}[\p{L}.'& ]*$/u;
/** An occasion is read when its signs count at least this much, and more than any other's. */
const READ_MIN = 2;

/** The occasions a question word (keyed, with its WordNet lemmas) names, if any. */
export function occasionsNamed(term: string, lemmas: ReadonlyArray<{ lemma: string; pos: string }>): Set<Occasion> {
  // "Who was playing": a verb's form names the act, not the occasion ("the play").
  if (/(?:ing|ed)$/.test(term) && lemmas.some((l) => l.pos === 'v' && l.lemma !== term)) return new Set();
  // A compound WordNet knows is read whole: a "video game" or a "board game" is no match, a "football game" is.
  const compound = lemmas.filter((l) => l.pos === 'n' && l.lemma.includes('_')).map((l) => l.lemma);
  const nouns = compound.length > 0 ? compound : [...term.split(/[ _-]+/), ...lemmas.filter((l) => l.pos === 'n').map((l) => l.lemma)];
  const out = new Set<Occasion>();
  for (const { occasion, words, classes } of NAMED) {
    if (nouns.some((w) => words.includes(w) || classes.some((c) => isKindOf(w, c, undefined, CLASS_SENSES)))) out.add(occasion);
  }
  return out;
}

/** The occasion a document's text is for, when its layout says so plainly; null for most documents. */
export function occasionOf(text: string | null): Occasion | null {
  if (!text) return null;
  const lines = text.split('\n');
  const words = new Set(text.toLowerCase().match(/\p{L}+(?:-\p{L}+)?/gu) ?? []);
  const counts = new Map<Occasion, number>();
  for (const [occasion, signs] of Object.entries(SIGNS) as Array<[Occasion, readonly string[]]>) counts.set(occasion, signs.filter((s) => words.has(s)).length);
  // A match prints its two sides. Either side of "v" they are a match whatever else the paper prints;
  // round a dash they may be a route's two ends, so they count only beside a ground's or a stand's
  // word. Without them a stadium and a block are a concert's as much (a tour plays grounds).
  const ground = counts.get('match')!;
  const sides = lines.some((l) => VERSUS.test(` ${l} `)) ? READ_MIN : ground > 0 && lines.some((l) => DASHED_SIDES.test(l)) ? 1 : 0;
  counts.set('match', sides > 0 ? ground + sides : 0);
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
