import { foldAccents, unspacedGrams } from '../store/text-grams';
const STOPWORDS = new Set('a an the of to in on at for and or with is are was were be been usually often their his her my your our they he she it this that from by as about into over'.split(' '));

export { foldAccents };

const WORD = /[a-z0-9]+/g;
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * A word as content words keep it: a plural ends as its singular does, so one form finds the other.
 * The last "s" goes from a word longer than four letters (as "glass" → "glas", so "sessions" and
 * "session" meet), from a four-letter plural ("keys", "fees"; not "plus", "this" or the verb "does"),
 * and "es" first where a plural adds it ("boxes", "lunches", "classes"). WordNet's morphy would know
 * "shelves" too, but this runs on every word of every candidate's text; coverage matches the rest by
 * their first letters.
 */
export function wordKey(word: string): string {
  if (word.length < 4 || !word.endsWith('s')) return word;
  if (word.length === 4) return /(?:ss|us|is|oes)$/.test(word) ? word : word.slice(0, 3);
  const base = /(?:ss|x|ch|sh)es$/.test(word) ? word.slice(0, -2) : word;
  return base.length > 4 && base.endsWith('s') ? base.slice(0, -1) : base;
}

/** Content words of a sentence, lower-cased and lightly stemmed ("sessions" → "session"). */
export function contentWords(text: string): Set<string> {
  // ASCII, most text, has no accents to fold and no script without spaces: retrieval splits every
  // candidate's text, so it skips the Unicode passes.
  const ascii = !NON_ASCII.test(text);
  const out = new Set<string>();
  for (const w of (ascii ? text.toLowerCase() : foldAccents(text)).match(WORD) ?? []) {
    if (w.length > 1 && !STOPWORDS.has(w)) out.add(wordKey(w));
  }
  // Scripts without spaces have no words to find: their character bigrams stand in, as in the index.
  if (!ascii) for (const gram of unspacedGrams(text)) out.add(gram);
  return out;
}

/**
 * Word-set overlap of two short texts (event names, knowledge statements). Used to merge what
 * overlapping windows say twice; text vectors refine it when the embedder is there.
 */
export function textSimilarity(a: string, b: string): number {
  const x = contentWords(a);
  const y = contentWords(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return shared / (x.size + y.size - shared);
}

export function memberOverlap(a: readonly string[], b: readonly string[]): number {
  const x = new Set(a);
  const shared = b.filter((m) => x.has(m)).length;
  return shared / (x.size + new Set(b).size - shared || 1);
}
