/**
 * A hyphenated compound WordNet lists as one word is that word, not its parts: "Check-out 10am" on a
 * hotel card is the act of leaving (checkout), not the noun "check" a restaurant bill is. Compounds
 * WordNet does not know ("wood-fired", "KLL-Guest") keep their parts, as before.
 */
import { contentWords } from '../../augment/similarity';
import { commonSenses } from './common-senses';
import { morphy, POSES, wordnet, type WordNet } from './wordnet';

const COMPOUND = /[a-z]+(?:-[a-z]+)+/g;

/**
 * The text's content words, with each compound WordNet knows standing for itself instead of its parts;
 * `compounds` are those joined words, which are not to be stem-matched back to their first part.
 */
export function wordsWithCompounds(text: string, db: WordNet = wordnet()): { words: Set<string>; compounds: Set<string> } {
  // Most texts have no hyphen, and so no compound: the scan for them is skipped.
  const lower = text.includes('-') ? text.toLowerCase() : '';
  const known = new Set((lower.match(COMPOUND) ?? []).filter((c) => isLemma(c, db)));
  if (known.size === 0) return { words: contentWords(text), compounds: new Set() };
  // A part written on its own elsewhere ("CHECK 42 ... Check-out") is still there.
  const words = contentWords(lower.replace(COMPOUND, (c) => (known.has(c) ? ' ' : c)));
  const compounds = new Set([...known].map((c) => c.replace(/-/g, '')));
  for (const c of compounds) words.add(c);
  return { words, compounds };
}

function isLemma(compound: string, db: WordNet): boolean {
  return POSES.some((pos) => db.lookup(compound, pos) !== null || db.lookup(compound.replace(/-/g, ''), pos) !== null);
}

/** Ways to read a single word as two nouns of three letters or more, both in WordNet. */
export function closedCompoundParts(term: string, db: WordNet): Array<[string, string]> {
  if (!/^[a-z]{6,}$/.test(term)) return [];
  const out: Array<[string, string]> = [];
  for (let i = 3; i <= term.length - 3; i++) {
    const head = term.slice(0, i);
    const tail = term.slice(i);
    if (db.lookup(head, 'n') && (db.lookup(tail, 'n') || morphy(tail, 'n', db).length > 0)) out.push([head, tail]);
  }
  // "bookshop" splits once; a word that splits many ways ("carpet" → car+pet) is no compound to trust.
  return out.length === 1 ? out : [];
}

/**
 * The sense of its last word a noun phrase WordNet lists is a kind of, and whether that is one of the
 * word's common senses: "parking ticket" is a ticket as a summons (a rare sense), "bus ticket" and
 * "electric bill" as a pass and an invoice (common ones). Null when its last word names no kind of it.
 */
export function headSense(phrase: string, db: WordNet): { offset: number; common: boolean } | null {
  const words = phrase.split(/[ _]/);
  if (words.length < 2) return null;
  const first = db.lookup(words.join('_'), 'n')?.offsets[0];
  const head = db.lookup(words.at(-1)!, 'n');
  if (first === undefined || !head) return null;
  const kind = db.synset(first, 'n').pointers.find((p) => p.symbol === '@' && head.offsets.includes(p.offset));
  return kind ? { offset: kind.offset, common: commonSenses(head, db).includes(kind.offset) } : null;
}
