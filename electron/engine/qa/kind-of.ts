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

/** `senses`: how many of the word's commonest senses may be the kind. */
export function isKindOf(word: string, kind: string, db: WordNet = wordnet(), senses = SENSES): boolean {
  const w = word.toLowerCase();
  const k = kind.toLowerCase();
  if (w.length < 3 || w === k) return false;
  const key = `${w}\u0000${k}\u0000${senses}`;
  const memo = cache.get(key);
  if (memo !== undefined) return memo;
  const targets = new Set(morphy(k, 'n', db).flatMap((lemma) => db.lookup(lemma, 'n')?.offsets ?? []));
  let found = false;
  if (targets.size > 0) {
    const starts = morphy(w, 'n', db).flatMap((lemma) => (db.lookup(lemma, 'n')?.offsets ?? []).slice(0, senses));
    found = starts.some((offset) => hypernymSteps(offset, targets, MAX_DEPTH, db) > 0);
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, found);
  return found;
}

/**
 * Whether WordNet knows a name only as people ("Mary", "David"): a sense of it is a person and none a
 * place, in all its senses. A gazetteer town of that name in "who wrote Project Hail Mary" is no place
 * asked about; "Lincoln", "Victoria", "Paris" keep their cities.
 */
export function onlyAPerson(name: string, db: WordNet = wordnet()): boolean {
  return !/\s/.test(name.trim()) && isKindOf(name, 'person', db, ALL_SENSES) && !PLACE_KINDS.some((kind) => isKindOf(name, kind, db, ALL_SENSES));
}
/** A town is a region within isKindOf's depth where "location" is steps further up (a state capital). */
const PLACE_KINDS = ['location', 'region'];
const ALL_SENSES = 100;

/**
 * Whether a noun's commonest sense is a physical thing (a shelter, food, a shop), not an act, a
 * quantity or a change: every deed is a kind of "act", every figure a kind of "number", so kinds of
 * those say nothing of what a photo shows.
 */
export function isPhysical(noun: string, db: WordNet = wordnet()): boolean {
  const key = `p\u0000${noun.toLowerCase()}`;
  const memo = cache.get(key);
  if (memo !== undefined) return memo;
  const targets = new Set(db.lookup('physical_entity', 'n')?.offsets ?? []);
  const first = morphy(noun.toLowerCase(), 'n', db).flatMap((lemma) => (db.lookup(lemma, 'n')?.offsets ?? []).slice(0, 1));
  // The hierarchy's full depth: a boat is eleven steps below a physical entity.
  const found = first.some((offset) => targets.has(offset) || hypernymSteps(offset, targets, PHYSICAL_DEPTH, db) > 0);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, found);
  return found;
}
const PHYSICAL_DEPTH = 20;

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

/**
 * The kinds of doing a verb may be a kind of, each the verb synset that holds both words (its sense,
 * not the word's every sense): "collect" is a kind of having (amass → store → keep → have).
 */
const VERB_KINDS: Record<string, readonly [string, string]> = {
  get: ['get', 'acquire'],
  have: ['have', 'hold'],
  take: ['take', 'get_hold_of'],
  consume: ['consume', 'ingest'],
  travel: ['travel', 'trip'],
};
/** Steps up from a verb to the kind: verbs' hierarchies are shallow, and far up everything is a "change". */
const VERB_DEPTH = 4;
/** A verb's commonest senses: "collect" the hoarding, the taking in, the gathering. */
const VERB_SENSES = 4;

/** Whether a verb (any form) is, in one of its common senses, a kind of the verb kind named (VERB_KINDS). */
export function isVerbKindOf(word: string, kind: string, db: WordNet = wordnet()): boolean {
  const pair = VERB_KINDS[kind];
  if (!pair) throw new Error(`unknown verb kind ${kind}`);
  const key = `v\u0000${word.toLowerCase()}\u0000${kind}`;
  const memo = cache.get(key);
  if (memo !== undefined) return memo;
  const target = (db.lookup(pair[0], 'v')?.offsets ?? []).find((o) => db.synset(o, 'v').words.includes(pair[1]));
  let found = false;
  if (target !== undefined) {
    let frontier = morphy(word.toLowerCase(), 'v', db).flatMap((lemma) => (db.lookup(lemma, 'v')?.offsets ?? []).slice(0, VERB_SENSES));
    const seen = new Set(frontier);
    found = frontier.includes(target);
    for (let step = 0; step < VERB_DEPTH && !found && frontier.length > 0; step++) {
      frontier = frontier.flatMap((o) => db.synset(o, 'v').pointers.filter((p) => p.symbol === '@' && p.pos === 'v' && !seen.has(p.offset)).map((p) => p.offset));
      for (const o of frontier) seen.add(o);
      found = frontier.includes(target);
    }
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, found);
  return found;
}

/**
 * WordNet's lexicographer files of verbs done to things (lexnames(5WN)): changing one (replace, repair),
 * handling one (install, clean), making one, giving one (give, sell, supply) — not saying, thinking or
 * perceiving, whose object is words or a sight, nor a body's, a contest's or a social act.
 */
const DEEDS_ON_THINGS = new Set([30, 35, 36, 40]);
/** verb.stative: being or suiting ("fit" is first "be agreeable to"), no deed of a doer. */
const STATIVE = 42;

/**
 * Whether a verb's commonest sense of doing, past any stative senses before it, is done to things:
 * "what did the garage fit" is the fitting a mechanic did ("fit" is first "suit", then "make fit").
 */
export function isDeedOnThings(word: string, db: WordNet = wordnet()): boolean {
  const key = `d\u0000${word.toLowerCase()}`;
  const memo = cache.get(key);
  if (memo !== undefined) return memo;
  const offsets = morphy(word.toLowerCase(), 'v', db).flatMap((lemma) => db.lookup(lemma, 'v')?.offsets ?? []);
  // Read sense by sense: "give" has forty-four, and the first is the one wanted.
  let found = false;
  for (const offset of offsets) {
    const file = db.synset(offset, 'v').lexFile;
    if (file === STATIVE) continue;
    found = DEEDS_ON_THINGS.has(file);
    break;
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, found);
  return found;
}

/**
 * The word a short form stands for in its commonest sense, when WordNet lists the short form among
 * that sense's words: "mg" → milligram, "km" → kilometer. isKindOf skips words this short, where a
 * rare sense would make any two letters a kind of something ("mg" is also magnesium).
 */
export function spelledOut(short: string, db: WordNet = wordnet()): string | null {
  const w = short.toLowerCase();
  const first = db.lookup(w, 'n')?.offsets[0];
  if (first === undefined) return null;
  const words = db.synset(first, 'n').words;
  return words.some((x) => x.toLowerCase() === w) ? (words.find((x) => x.length > w.length && /^[a-z]+$/.test(x)) ?? null) : null;
}

/** Whether a noun's commonest sense is the kind itself, not a kind of it: "units" are units of measurement. */
export function namesKind(word: string, kind: string, db: WordNet = wordnet()): boolean {
  const targets = new Set(morphy(kind, 'n', db).flatMap((lemma) => db.lookup(lemma, 'n')?.offsets ?? []));
  return morphy(word, 'n', db).some((lemma) => targets.has(db.lookup(lemma, 'n')?.offsets[0] ?? -1));
}

/**
 * Whether a printed word names a unit of measure, its short forms too ("mg", "ml", "kg": WordNet files
 * "mg" with milligram), which isKindOf leaves alone for being under three letters.
 */
export function isUnitWord(word: string, db: WordNet = wordnet()): boolean {
  const w = word.toLowerCase();
  return (db.lookup(w, 'n')?.offsets ?? []).slice(0, SENSES).some((offset) => db.synset(offset, 'n').words.some((x) => x.length >= 3 && isKindOf(x, 'unit of measurement', db)));
}
