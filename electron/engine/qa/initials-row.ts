/**
 * A form's row labelled by the initials of what it is about: an optician's prescription prints the
 * left eye's powers as "LE -2.00 -0.25 170" in English and "OE -2,00 cil -0,25 eixo 170" in Portugal
 * (olho esquerdo), "OI" in Spain (ojo izquierdo). Asked "the prescription for my left eye", the row
 * whose label is the initials of the asked pair of words, in English or in a language of the library,
 * is the answer. Only a two-letter label before a figure with decimals: a pair of letters alone is
 * any word's.
 */
import { foldAccents } from '../augment/similarity';
import { loadedLanguages, translated } from './lexicon/translations';
import { wordnet } from './lexicon/wordnet';
import type { TextLine } from './text-lines';

/** A row: a two-letter label, then a figure with decimals, signed or not ("-2,00", "+1.25", "0.75"). */
const ROW = /^\s*(\p{L}{2})\b[\s:.]*([+\-−]?\d{1,2}[.,]\d{2}\b.*)$/u;

/** "What's the prescription for my left eye": the row the asked pair's initials label; null when none does. */
export function initialsRow(lines: readonly TextLine[], question: string): { value: string; line: string } | null {
  const labels = labelsAsked(question);
  if (labels.size === 0) return null;
  for (const l of lines) {
    const m = ROW.exec(l.text);
    if (m && labels.has(m[1]!.toLowerCase())) return { value: m[2]!.trim(), line: l.text.trim() };
  }
  return null;
}

const memo = new Map<string, ReadonlySet<string>>();

/**
 * The initials a row may be labelled by: of each adjective and the noun after it ("left eye" → "le"),
 * and of their commonest senses' translations into the library's languages, in either order
 * (a Romance language puts the adjective after: "olho esquerdo" → "oe").
 */
function labelsAsked(question: string): ReadonlySet<string> {
  const languages = loadedLanguages();
  const key = `${languages.join(',')}|${question}`;
  let out = memo.get(key);
  if (out) return out;
  const labels = new Set<string>();
  const db = wordnet();
  const words = question.toLowerCase().match(/\p{L}+/gu) ?? [];
  for (let i = 0; i + 1 < words.length; i++) {
    const [modifier, noun] = [words[i]!, words[i + 1]!];
    if (!db.lookup(modifier, 'a') || !db.lookup(noun, 'n')) continue;
    labels.add(`${modifier[0]}${noun[0]}`);
    if (languages.length === 0) continue;
    const initial = (w: string) => foldAccents(w)[0];
    const modifiers = translated([{ lemma: modifier, pos: 'a' }], languages, db, 1).map(initial);
    const nouns = translated([{ lemma: noun, pos: 'n' }], languages, db, 1).map(initial);
    for (const a of modifiers) for (const n of nouns) labels.add(`${a}${n}`).add(`${n}${a}`);
  }
  if (memo.size > 200) memo.clear();
  memo.set(key, (out = labels));
  return out;
}
