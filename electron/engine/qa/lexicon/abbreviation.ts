import { contentWords } from '../../augment/similarity';
import { isOrdinaryWord, wordnet, type WordNet } from './wordnet';

/**
 * Whether a word printed as a label is a short form of the asked word, as forms print them: "Rego" for
 * registration, "Acct" for account, "Tel." for telephone, "Odo" for odometer, "Qty" for quantity — the
 * word's first letter, then some of its letters in order, at least three and two fewer than the word.
 * An everyday word is itself ("Class" is not short for classification) unless printed with a full stop.
 * General English: no table of abbreviations to keep.
 */
export function abbreviates(printed: string, word: string): boolean {
  const dotted = printed.endsWith('.');
  const short = dotted ? printed.slice(0, -1) : printed;
  if (!shortens(short, word)) return false;
  if (dotted) return true;
  // Ranking reads every candidate's labels: the dictionary is asked once per word.
  const key = short.toLowerCase();
  let ordinary = ORDINARY.get(key);
  if (ordinary === undefined) {
    if (ORDINARY.size > 5000) ORDINARY.clear();
    ORDINARY.set(key, (ordinary = isOrdinaryWord(key)));
  }
  return !ordinary;
}

const ORDINARY = new Map<string, boolean>();

/** The letters alone: whether `short` is `word`'s first letter and some of its others in order (an everyday word too: "ref"). */
export function shortens(short: string, word: string): boolean {
  const s = short.toLowerCase();
  const full = word.toLowerCase();
  if (s.length < 3 || s.length > full.length - 2 || s[0] !== full[0] || !/^\p{L}+$/u.test(s)) return false;
  return inOrder(s, full);
}

/**
 * A receipt's short form of a word: its first letter and some of the rest in order ("svc" service, "chg"
 * charge). An everyday word is one only cut from the word's start ("disc" discount, "sub" subtotal):
 * "cost" spells no short "compensation".
 */
export function receiptShortForm(short: string, word: string): boolean {
  if (short.length < 2 || short.length > 4 || word.length < 5 || short[0] !== word[0] || !/^\p{L}+$/u.test(short)) return false;
  if (!word.startsWith(short) && isOrdinaryWord(short)) return false;
  // A short form drops letters, vowels first ("tx" tax): two letters keeping a vowel not at the word's
  // start are a word of their own, often of another language ("de" of "Verre de vin" is no "dinner").
  if (short.length === 2 && !word.startsWith(short) && /[aeiou]/.test(short[1]!)) return false;
  return inOrder(short, word);
}

/**
 * The short forms a document may print for a word ("hse" house, "bldg" building): its first letter and
 * some of its others in order, as `abbreviates` reads them, everyday words left out. Only for a word short
 * enough that the forms are few (a seven-letter word has some sixty).
 */
export function shortFormsOf(word: string): string[] {
  const full = word.toLowerCase();
  if (full.length < 5 || full.length > 7 || !/^\p{L}+$/u.test(full)) return [];
  const forms = new Set<string>();
  const grow = (form: string, from: number) => {
    if (form.length >= 3 && abbreviates(form, full)) forms.add(form);
    if (form.length >= full.length - 2) return;
    for (let i = from; i < full.length; i++) grow(form + full[i], i + 1);
  };
  grow(full[0]!, 1);
  return [...forms];
}

/**
 * "How many hours was my shift": a time card prints "HRS: 3.0". Of the words standing for the question's
 * (at their weights), those the question names itself, as the unit it asks in, count printed as the short
 * forms WordNet lists beside them. Only those: "HR" or "MIN" alone is as often staff or a minimum.
 */
export function askedShortForms(question: string, words: Iterable<readonly [string, number]>): Map<string, number> {
  const asked = contentWords(question);
  const out = new Map<string, number>();
  for (const [word, weight] of words) if (asked.has(word)) for (const short of listedShortForms(word)) if ((out.get(short) ?? 0) < weight) out.set(short, weight);
  return out;
}

/**
 * The short forms WordNet lists beside a noun in its commonest sense ("hr" of hour, "yr" of year, "km"
 * of kilometre), bare and plural as forms print them. Only a form of the noun's first letter and some
 * of its others in order: the synset's other words are synonyms, not short forms.
 */
function listedShortForms(noun: string, db: WordNet = wordnet()): string[] {
  const first = db.lookup(noun, 'n')?.offsets[0];
  if (first === undefined) return [];
  return db.synset(first, 'n').words.filter((w) => /^[a-z]{2,3}$/.test(w) && w.length < noun.length && w[0] === noun[0] && inOrder(w, noun)).flatMap((w) => [w, `${w}s`]);
}

/** Whether `short`'s letters after its first are `word`'s, in order. */
function inOrder(short: string, word: string): boolean {
  let at = 1;
  for (const ch of short.slice(1)) {
    at = word.indexOf(ch, at) + 1;
    if (at === 0) return false;
  }
  return true;
}
