import { isAmountNoun } from './number';
import { morphy, wordnet, type WordNet } from './lexicon/wordnet';

/**
 * "How many times did I pick up my phone": an app counts the act under the noun English closes the
 * verb and its particle into ("Pickups 86", "Logins 12", "Check-ins" printed "Checkins"), which
 * WordNet lists as one word. The plural of that noun is what the question counts.
 */
const ACTED = /\bhow many times\s+(?:did|do|does|have|has|had)\s+(?:i|we|you|they|he|she)\s+([a-z]+)\s+(up|in|out|on|off|down|over)\b/i;

export function actedNoun(question: string, db: WordNet = wordnet()): string | undefined {
  const m = ACTED.exec(question);
  if (!m) return undefined;
  const closed = `${m[1]}${m[2]}`.toLowerCase();
  return db.lookup(closed, 'n') ? `${closed}s` : undefined;
}

/**
 * "Which temple did we pay to get into", "what did we pay to go in": money paid to do something is
 * printed under the act's name as a charge ("ADMISSION", "TOLL"), not under the verb. WordNet says
 * which: the verb's act nouns (enter: entrance, entry) and their kinds, of which those that are also a
 * sum paid ("admission", also the entrance fee) are what the ticket prints. A phrasal verb is read as
 * the one verb WordNet lists it as ("get into": enter), so no list of fees or places is needed.
 */
const PAID_TO = /\bpa(?:y|ys|id|ying)\s+to\s+([a-z]+)(?:\s+([a-z]+))?/i;

export function paidActNouns(question: string, db: WordNet = wordnet()): string[] {
  const m = PAID_TO.exec(question);
  if (!m) return [];
  const verb = m[1]!.toLowerCase();
  const next = m[2]?.toLowerCase();
  const lemmas = morphy(verb, 'v', db);
  // "get into": WordNet's own verb for the pair before the bare "get", which is every kind of getting.
  const phrasal = next ? lemmas.map((l) => `${l}_${next}`).find((l) => db.lookup(l, 'v')) : undefined;
  const entry = db.lookup(phrasal ?? lemmas[0] ?? verb, 'v');
  if (!entry) return [];
  const out = new Set<string>();
  for (const offset of entry.offsets) {
    for (const derived of db.synset(offset, 'v').pointers.filter((p) => p.symbol === '+' && p.pos === 'n')) {
      const act = db.synset(derived.offset, 'n');
      const kinds = act.pointers.filter((p) => p.symbol === '~').map((p) => db.synset(p.offset, 'n'));
      for (const w of [act, ...kinds].flatMap((s) => s.words)) if (/^[a-z]+$/.test(w) && isAmountNoun(w, db)) out.add(w);
    }
  }
  return [...out];
}
