/**
 * Paper abroad has little room and prints its words short: a bank line says "REEMB IRS" for the
 * refund (reembolso), a receipt "FATURA SIMPL." — and a vaccine card joins a prefix to a word
 * ("ANTIRRÁBICA", "PRÉ-PAGO" written as one). Neither is in the language's table (translations.ts),
 * so the printed word would stand for nothing. Read the other way round, a printed word the table
 * lacks stands for the table's words it is a cut of, or for the word after its prefix.
 */
import { STEM_WEIGHT } from './cognate';
import { loadedLanguageCount, printedStarting, synsetsPrinting } from './translations';
import { isOrdinaryWord, wordnet, type WordNet } from './wordnet';

/**
 * A cut keeps this many letters at least: three letters start too many words of a language ("imp" is
 * import, impulse, imposto) and are often a word of their own.
 */
const MIN_CUT = 4;
/** As `shortens` reads a short form: it drops two letters at least, or it is the word with a letter lost. */
const MIN_DROPPED = 2;
/**
 * Prefixes the European languages share from Latin and Greek, before a word whose meaning stays the
 * compound's subject: an "anti-rabies" vaccine is about rabies, a "pre-paid" card about paying.
 */
const PREFIXES = ['anti', 'contra', 'pre', 'pos', 'post', 're', 'sub', 'sobre', 'super', 'auto', 'inter', 'semi', 'multi', 'extra'];
/** The stem after a prefix must be a word in its own right, not a syllable ("re" + "nda" is no word). */
const MIN_STEM = 4;

const memo = new Map<string, readonly string[]>();
const MEMO_LIMIT = 50_000;

/**
 * The loaded languages' words (contentWords keys) a printed word may stand for when their tables lack
 * it: the words it is a cut of ("reemb": reembolso, reembolsar; "trib": tributo, but tribunal too, which
 * a question's own translation tells apart), else the word after a shared prefix, whose first "r" or
 * "s" Portuguese and Spanish double after a vowel ("antirrábica"). None for an English word.
 */
export function tableFormsOf(key: string, db: WordNet = wordnet()): readonly string[] {
  let out = memo.get(key);
  if (!out) {
    out = /^[a-z]+$/.test(key) && key.length >= MIN_CUT && synsetsPrinting(key).length === 0 ? formsOf(key) : [];
    if (out.length > 0 && isOrdinaryWord(key, db)) out = [];
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, out);
  }
  return out;
}

function formsOf(key: string): string[] {
  const completions = printedStarting(key).filter((w) => w.length >= key.length + MIN_DROPPED);
  if (completions.length > 0) return completions;
  for (const prefix of PREFIXES) {
    if (!key.startsWith(prefix)) continue;
    let stem = key.slice(prefix.length);
    if (/[aeiou]$/.test(prefix) && /^(?:rr|ss)/.test(stem)) stem = stem.slice(1);
    if (stem.length >= MIN_STEM && synsetsPrinting(stem).length > 0) return [stem];
  }
  return [];
}

/**
 * The forms when they are one word's ("reembolso", "reembolsar"), read without a question to tell
 * them apart; none when the cut starts several ("desc": descrição, desconto).
 */
export function oneWord(key: string, forms: readonly string[]): readonly string[] {
  return forms.length > 0 && (forms.length === 1 || commonStart(forms).length >= key.length + MIN_DROPPED) ? forms : [];
}

function commonStart(words: readonly string[]): string {
  let start = words[0]!;
  for (const w of words) while (!w.startsWith(start)) start = start.slice(0, -1);
  return start;
}

/**
 * How much of an asked word a memory's words cover by printing one of its words (in `asked`, at their
 * weights: its translations) short or after a prefix: as a stem match counts, the word spelt another way.
 */
export function shortFormCoverage(words: Iterable<string>, asked: ReadonlyMap<string, number>): number {
  if (loadedLanguageCount() === 0) return 0;
  let best = 0;
  for (const w of words) for (const full of tableFormsOf(w)) best = Math.max(best, asked.get(full) ?? 0);
  return best * STEM_WEIGHT;
}

/** The cuts of a word a page may print (tableFormsOf's): "reem", "reemb" … "reembol" for reembolso. */
export function cutsOf(word: string): string[] {
  const out: string[] = [];
  for (let n = MIN_CUT; n <= word.length - MIN_DROPPED; n++) out.push(word.slice(0, n));
  return out;
}
