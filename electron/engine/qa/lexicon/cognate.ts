/**
 * Whether two spellings are one word: the same stem spelt otherwise ("museu" for museum), or the same
 * word in another European language. Bills, lab results and clinic cards abroad print the Latin and
 * Greek words English shares with Portuguese, Spanish, Italian and French ("COLESTEROL", "CLINICA",
 * "DENTISTA", "VACINA", "FARMACIA"), and the user asks in English. No table of them: orthographic
 * cognate matching, as cross-language retrieval does it without a dictionary (Melamed 1999's longest
 * common subsequence ratio, LCSR; Pirkola et al. 2003's fuzzy translation), after folding the
 * spellings English keeps from Greek and Latin and its neighbours write plainly.
 */
import { contentWords } from '../../augment/similarity';
import { derivedOf } from './derived';
import { morphy, POSES, wordnet, type WordNet } from './wordnet';

/** A memory's word matched by its stem counts this much of the word it stands for. */
export const STEM_WEIGHT = 0.9;
/** Two words share a stem when they share at least this many first letters (most of the shorter one, half of the longer). */
export const STEM_MIN = 5;

export function sameStem(a: string, b: string): boolean {
  if (a === b || b.length < STEM_MIN) return false;
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  // "photo" (a photo's kind) is only the opening of "photoelectricity", a related word of electricity.
  return i >= STEM_MIN && i >= 0.75 * n && i * 2 >= Math.max(a.length, b.length);
}

/**
 * A printed cognate counts as a translation of the question's word (abroad.ts's own words, 0.55):
 * below the question's own words and its near ones (0.6), so a page that prints the English word, or
 * a synonym, still ranks first.
 */
export const COGNATE_WEIGHT = 0.55;
/**
 * Melamed took LCSR ≥ 0.58 beside a bitext's alignment; a question has no such context, so the bar is
 * high, above this: "colesterol" (0.91), "clinica" (0.86), "vacina" (0.83) pass, the Portuguese
 * "conserto" (a repair, 0.75 of "concert") does not, nor five letters one apart ("pagar", "pager").
 */
const MIN_LCSR = 0.8;
/** Shorter words are alike by chance: both must be at least this long. */
const MIN_LENGTH = 5;

/**
 * The spelling the languages share: Greek "ph", "th" and "y" are "f", "t" and "i" there
 * ("FARMACIA", "TERAPIA"), double letters are mostly single ("VACINA", "ANALISES"), and Latin's
 * endings are one ending each ("-ity": "-idad", "-idade", "-ità", "-ité"; "-tion": "-ción", "-ção",
 * "-zione"; "-ic": "-ico", "-ica", "-ique"; "-ium": "-io"), the longest part of a word the languages
 * write apart. Spanish and Portuguese open a word in "s" and a consonant with an "e" ("ESTADIO",
 * "ESTACIÓN", "ESTUDIO" for stadium, station, studio; French "école", "état" dropped the "s" after it):
 * the key goes without it.
 */
export function cognateKey(word: string): string {
  return word.replace(/ph/g, 'f').replace(/th/g, 't').replace(/y/g, 'i').replace(/(\p{L})\1+/gu, '$1').replace(/^es(?=[bcdfgklmpqrtv])/, 's')
    .replace(/(?:iti|ite|ita|idade?)$/, 'ita').replace(/(?:tion|cion|cao|zione)$/, 'cion').replace(/(?:ique|ico|ica)$/, 'ic').replace(/(?:ium|io)$/, 'io');
}

/** Ranking compares every candidate's words: each word's key is worked out once (bounded, as the words of a library are not). */
const KEYS = new Map<string, string>();
const KEYS_MAX = 50_000;

function keyOf(word: string): string {
  let key = KEYS.get(word);
  if (key === undefined) {
    if (KEYS.size >= KEYS_MAX) KEYS.clear();
    KEYS.set(word, (key = cognateKey(word)));
  }
  return key;
}

/** The longest common subsequence's length over the longer word's (Melamed's LCSR). */
export function lcsr(a: string, b: string): number {
  if (!a || !b) return 0;
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const row = [0];
    for (let j = 1; j <= b.length; j++) row[j] = a[i - 1] === b[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, row[j - 1]!);
    prev = row;
  }
  return prev[b.length]! / Math.max(a.length, b.length);
}

const english = new Map<string, boolean>();

/** Whether WordNet knows the word (in any inflection) as English. */
export function isEnglish(word: string, db: WordNet = wordnet()): boolean {
  let known = english.get(word);
  if (known === undefined) {
    if (english.size >= KEYS_MAX) english.clear();
    english.set(word, (known = POSES.some((pos) => morphy(word, pos, db).length > 0)));
  }
  return known;
}

/** Whether a question word's spelling is close enough to be worth comparing with printed words. */
function asksCognates(term: string, db: WordNet = wordnet()): boolean {
  // contentWords keys "analysis" as "analysi": WordNet knows it with its "s".
  return /^[a-z]+$/.test(term) && term.length >= MIN_LENGTH && (isEnglish(term, db) || isEnglish(`${term}s`, db));
}

/**
 * Whether a printed word (in contentWords' form) is the question's English word in another language:
 * alike by LCSR, starting alike, and no English word itself, so an English page ("convert" beside
 * "concert", "cynic" beside "clinic") is read as it always was.
 */
export function isCognate(term: string, printed: string, db: WordNet = wordnet()): boolean {
  if (printed === term || printed.length < MIN_LENGTH || !/^[a-z]+$/.test(printed)) return false;
  const a = keyOf(term);
  const b = keyOf(printed);
  // The subsequence is no longer than the shorter word: a length too far apart fails without it.
  if (a[0] !== b[0] || Math.min(a.length, b.length) <= MIN_LCSR * Math.max(a.length, b.length)) return false;
  return lcsr(a, b) > MIN_LCSR && asksCognates(term, db) && !isEnglish(printed, db);
}

/**
 * The English words a question word is compared with printed ones by, at what a match counts: the word
 * itself, then its derivations and relational adjectives (derived.ts), below it: a report abroad
 * prints "Frequência cardíaca" (cardiac) for the heart rate, an optician "CENTRO ÓPTICO" (optic) for
 * the eye, a word too short to compare itself.
 */
export function cognateWords(term: string, db: WordNet = wordnet()): ReadonlyArray<{ word: string; weight: number }> {
  // Ranking asks this of every candidate: worked out once a word.
  let words = COGNATE_WORDS.get(term);
  if (!words) {
    const derived = derivedOf(term, db).filter((d) => asksCognates(d.word, db));
    words = [...(asksCognates(term, db) ? [{ word: term, weight: COGNATE_WEIGHT }] : []), ...derived];
    if (COGNATE_WORDS.size > 5000) COGNATE_WORDS.clear();
    COGNATE_WORDS.set(term, words);
  }
  return words;
}
const COGNATE_WORDS = new Map<string, ReadonlyArray<{ word: string; weight: number }>>();

/** The question's own words (weight 1 in its groups) a memory's words print as cognates, or their derivations': how much that covers. */
export function cognateCoverage(words: ReadonlySet<string>, own: readonly string[], db: WordNet = wordnet()): number {
  let best = 0;
  for (const term of own) {
    for (const { word, weight } of cognateWords(term, db)) {
      if (weight <= best) continue;
      for (const w of words) {
        if (!isCognate(word, w, db)) continue;
        best = weight;
        break;
      }
    }
  }
  return best;
}

/**
 * The words the texts print for the question's own as cognates ("colesterol" for cholesterol,
 * "cardíaca" for the heart): the readers that look for the line about the asked thing match words,
 * and find it by these.
 */
export function printedCognates(terms: readonly string[], texts: readonly string[], db: WordNet = wordnet()): string[] {
  const asked = terms.flatMap((t) => cognateWords(t, db).map((c) => c.word));
  if (asked.length === 0) return [];
  const out = new Set<string>();
  for (const text of texts) for (const w of contentWords(text)) if (asked.some((t) => isCognate(t, w, db))) out.add(w);
  return [...out];
}

/** The lemmas WordNet reads a word form as, as a noun or a verb ("swimming" → "swim"). */
export function baseForms(word: string): string[] {
  return [...new Set([...morphy(word, 'n'), ...morphy(word, 'v')])].filter((b) => !b.includes('_'));
}

/**
 * Whether a memory's word is an inflection of the lemma ("seasons" of season), as WordNet reads it;
 * contentWords leaves a plural's "s" off ("pastrie"), so the plural is read too.
 */
export function inflectionOf(lemma: string, word: string): boolean {
  return baseForms(word).includes(lemma) || baseForms(`${word}s`).includes(lemma);
}
