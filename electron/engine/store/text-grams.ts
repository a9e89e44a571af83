/**
 * Scripts written without spaces between words (Chinese, Japanese kana and kanji, Korean written
 * as one run on signs, Thai, Lao, Khmer, Myanmar). The full-text tokenizer cuts words at spaces
 * and punctuation, so "ポイ捨て禁止" would be one token and a query for "禁止" would never match it.
 */
const UNSPACED = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}ー々`;
const UNSPACED_RUN = new RegExp(`[${UNSPACED}]+`, 'gu');
const UNSPACED_CHAR = new RegExp(`[${UNSPACED}]`, 'u');
const NON_ASCII = /[^\u0020-\u007e\s]/;
/**
 * Tesseract's CJK models put a space between most characters ("港 区"), and users type either way:
 * spaces between two such characters are dropped before cutting so "港区" matches both.
 */
const SPACE_INSIDE_RUN = new RegExp(`(?<=[${UNSPACED}])\\s+(?=[${UNSPACED}])`, 'gu');

/** `text` without the spaces OCR puts between characters of unspaced scripts ("港 区" → "港区"). */
export function closeUnspacedGaps(text: string): string {
  return text.normalize('NFKC').replace(SPACE_INSIDE_RUN, '');
}

/**
 * Overlapping character bigrams of every unspaced-script run in `text` (a single character stays
 * itself), the usual way to index CJK without a dictionary (Lucene's CJKBigramFilter does the same).
 * The same function runs on stored text and on queries, so both sides cut alike; Latin text yields
 * nothing, which keeps its search unchanged.
 */
export function unspacedGrams(text: string): string[] {
  // Most rows are ASCII, which holds no unspaced script and which NFKC leaves as it is: the search
  // calls this on every candidate row.
  if (!NON_ASCII.test(text)) return [];
  // Accented Latin, Cyrillic or Greek text has none either: one test of the normalised text (NFKC
  // turns some symbols into such characters) skips closing gaps, whose look-behind runs at every position.
  const normal = text.normalize('NFKC');
  if (!UNSPACED_CHAR.test(normal)) return [];
  const grams: string[] = [];
  for (const [run] of closeUnspacedGaps(normal).matchAll(UNSPACED_RUN)) {
    const chars = [...run];
    if (chars.length === 1) grams.push(run);
    for (let i = 0; i + 1 < chars.length; i++) grams.push(chars[i]! + chars[i + 1]!);
  }
  return grams;
}

/** Lower case without accents: a ticket prints "Montreal" for the place geocoded "Montréal". */
export function foldAccents(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * The words of `text` that carry accents, folded ("figlmuller" for "FIGLMÜLLER"). The full-text index
 * stems a word before folding its accents, and the stemmer cuts an accented word elsewhere than its
 * folded form: a question typed without accents ("Figlmuller", "Brucke") would miss it. Stored beside
 * the text they come from, they are stemmed as a plain word is.
 */
export function foldedForms(text: string): string[] {
  if (!NON_ASCII.test(text)) return [];
  const out = new Set<string>();
  for (const [word] of text.toLowerCase().matchAll(/\p{L}+/gu)) {
    const folded = foldAccents(word);
    if (folded !== word && /^[a-z]+$/.test(folded)) out.add(folded);
  }
  return [...out];
}
