import { isKindOf } from '../kind-of';
import { closedCompoundParts } from './compounds';
import { hypernymSteps, morphy, type WordNet } from './wordnet';

/**
 * The trade a worker's noun names, where WordNet links none: a tradesman's invoice is headed by the
 * trade ("… PLUMBING & HEATING", "… ROOFING"), a question by the worker ("how much was the plumber").
 * English makes the one from the other, -er to -ing (plumber → plumbing, roofer → roofing, caterer →
 * catering); the -ing word counts only when WordNet files it under occupations, so "diner" is not
 * "dining" and "printer" (a machine) not "printing".
 */
export function tradeOfWorker(term: string, db: WordNet): string[] {
  const out: string[] = [];
  for (const lemma of morphy(term, 'n', db)) {
    if (!/^\p{L}{3,}er$/u.test(lemma) || !isKindOf(lemma, 'person', db)) continue;
    const trade = `${lemma.slice(0, -2)}ing`;
    if (db.lookup(trade, 'n') && isKindOf(trade, 'occupation', db)) out.push(trade);
  }
  return out;
}

/**
 * The trade a two-word worker's noun names: a "window cleaner" is paid as "A JONES WINDOW CLEANING", a
 * "dog walker" as "… DOG WALKING". The head makes its -ing form as `tradeOfWorker` does; the first word
 * keeps the pair specific, so the -ing form need not be filed under occupations ("cleaning" is an act).
 * The pair's words, or null when the head is no person's -er noun.
 */
export function compoundTrade(phrase: string, db: WordNet): string[] | null {
  const parts = phrase.split(' ');
  const head = parts.at(-1)!;
  if (parts.length !== 2 || !/^\p{L}{3,}er$/u.test(head) || !isKindOf(head, 'person', db)) return null;
  const trade = `${head.slice(0, -2)}ing`;
  return morphy(trade, 'v', db).length > 0 || db.lookup(trade, 'n') ? [parts[0]!, trade] : null;
}

/**
 * Who does a thing for a living, from the definitions of WordNet's people: a "haircut" is what a
 * "barber: a hairdresser who cuts hair…" gives, "flowers" what a "florist: someone who grows and deals
 * in flowers" sells, "glasses" what an "optician: a worker who makes glasses…" makes. A receipt or a
 * sign prints the trade ("THE GENTS BARBER"); the question names the thing. WordNet links neither way,
 * but the trade's definition names the thing.
 */

/** WordNet's lexicographer file of people (noun.person). */
const PEOPLE = 18;
/** The roots people by occupation are kinds of: workers, traders and shopkeepers, professionals. */
const OCCUPATIONS = ['worker', 'businessperson', 'professional'];
const OCCUPATION_DEPTH = 6;
/** A thing many trades handle ("car": chauffeur, mechanic, dealer…) names none of them. */
const MAX_TRADES = 4;

/**
 * The words of the occupations whose definition names the term (a noun) or every part of a closed
 * compound ("haircut" → hair, cut).
 */
export function workersOf(term: string, db: WordNet, role?: 'n' | 'v'): string[] {
  if (role === 'v') return [];
  // "Gardener" of "garden" is the question's own word to a stemming full-text index: counted twice.
  return [[term], ...closedCompoundParts(term, db)].flatMap((parts) => occupationsNaming(parts, db)).filter((w) => !w.startsWith(term));
}

function occupationsNaming(parts: readonly string[], db: WordNet): string[] {
  const index = db.definitionIndex('people', 'n', (definition, lexFile) => (lexFile === PEOPLE ? definitionLemmas(definition) : []));
  let hits: number[] | null = null;
  for (const part of parts) {
    // The word as asked first: "glasses" are what an optician makes; "glass", what a glazier cuts.
    const asked = index.get(part) ?? [...new Set([...morphy(part, 'n', db), ...morphy(part, 'v', db)])].flatMap((f) => index.get(f) ?? []);
    const found = new Set(asked);
    hits = hits === null ? [...found] : hits.filter((o) => found.has(o));
  }
  const roots = new Set(OCCUPATIONS.flatMap((w) => db.lookup(w, 'n')?.offsets.slice(0, 1) ?? []));
  const trades = (hits ?? []).filter((offset) => {
    const first = db.synset(offset, 'n').words[0] ?? '';
    // Named people ("Burbank: horticulturist who…") are instances, not trades.
    return !/[A-Z]/.test(first) && hypernymSteps(offset, roots, OCCUPATION_DEPTH, db) > 0;
  });
  if (trades.length > MAX_TRADES) return [];
  // A trade is printed as one word ("FLORIST"); a phrase's parts alone ("landscape" of "landscape
  // gardener", "maker" of "lens maker") say little.
  return trades.flatMap((offset) => db.synset(offset, 'n').words.filter((w) => /^[a-z]+$/.test(w)));
}

/**
 * A definition's words with their plural or third-person "s" taken off ("cuts" → cut, "dishes" →
 * dish, "flowers" → flower): morphy on every word of 11,000 definitions would cost seconds.
 */
function definitionLemmas(definition: string): string[] {
  const words = definition.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  return words.flatMap((w) => (w.endsWith('ies') ? [w, `${w.slice(0, -3)}y`] : /(s|x|z|ch|sh)es$/.test(w) ? [w, w.slice(0, -2)] : w.endsWith('s') ? [w, w.slice(0, -1)] : [w]));
}
