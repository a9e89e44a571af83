import { wordnet, type WordNet } from './lexicon/wordnet';

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
