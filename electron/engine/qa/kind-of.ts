import { hypernymSteps, morphy, wordnet, type WordNet } from './lexicon/wordnet';

/**
 * Whether a word names a kind of the thing a question asks for, by WordNet's is-a hierarchy: a printed
 * "amoxicillin" is a medicine (amoxicillin → penicillin → antibiotic → medicine), an "inn" a hotel, a
 * "bistro" a restaurant. This is how extraction recognises the line that holds a name of the asked-for
 * kind when the document does not print the kind's own word — with no list of drugs, venues or shops.
 */

/** Hypernym steps from a word's sense up to the asked kind: deep enough for drug → class → medicine. */
const MAX_DEPTH = 6;
/** A word's commonest senses only: rare senses make everything a kind of something ("lodge" the beaver's lodge). */
const SENSES = 3;
/** Senses whose words count as the same kind: the commonest only ("vet" the animal doctor, not the veteran). */
const SYNONYM_SENSES = 1;
const CACHE_LIMIT = 20_000;
const cache = new Map<string, boolean>();

export function isKindOf(word: string, kind: string, db: WordNet = wordnet()): boolean {
  const w = word.toLowerCase();
  const k = kind.toLowerCase();
  if (w.length < 3 || w === k) return false;
  const key = `${w}\u0000${k}`;
  const memo = cache.get(key);
  if (memo !== undefined) return memo;
  const targets = new Set(morphy(k, 'n', db).flatMap((lemma) => db.lookup(lemma, 'n')?.offsets ?? []));
  let found = false;
  if (targets.size > 0) {
    const starts = morphy(w, 'n', db).flatMap((lemma) => (db.lookup(lemma, 'n')?.offsets ?? []).slice(0, SENSES));
    found = starts.some((offset) => hypernymSteps(offset, targets, MAX_DEPTH, db) > 0);
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, found);
  return found;
}

/** The other words of a noun's commonest senses: "vet" → veterinarian, veterinary, veterinary surgeon. */
export function synonymsOf(noun: string, db: WordNet = wordnet()): string[] {
  const out = new Set<string>();
  for (const lemma of morphy(noun, 'n', db)) {
    for (const offset of (db.lookup(lemma, 'n')?.offsets ?? []).slice(0, SYNONYM_SENSES)) {
      for (const w of db.synset(offset, 'n').words) if (/^[a-z_]+$/.test(w) && w !== lemma) out.add(w);
    }
  }
  return [...out];
}
