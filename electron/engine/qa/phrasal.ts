/**
 * A verb and its particle, however a document or a question spells it: "check out", "check-out" and
 * "checkout" are one thing, and not "check-in". A booking prints both under the same verb, so the verb
 * alone cannot tell which of its dates or times is asked; the particle can. A pair counts only where
 * WordNet lists it as a verb ("check_out", "pick_up", "drop_off"), so "begin" is not "beg in" and
 * "breakfast on the terrace" is no phrase.
 */
import { morphy, wordnet, type WordNet } from './lexicon/wordnet';

const PARTICLES = ['in', 'out', 'up', 'off', 'on', 'back', 'down', 'over'] as const;
const PARTICLE = PARTICLES.join('|');
/** A head and its particle written apart or hyphenated ("check out", "CHECK-IN"), or joined ("checkout"). */
const APART = new RegExp(String.raw`(?<![\p{L}])(\p{L}{3,})(?:\s*-\s*|\s+)(${PARTICLE})(?![\p{L}])`, 'giu');
const JOINED = new RegExp(String.raw`(?<![\p{L}])(\p{L}{3,})(${PARTICLE})(?![\p{L}])`, 'giu');

export interface Phrasal {
  head: string;
  particle: string;
  /** Where it is written in the text, and how. */
  index: number;
  written: string;
}

/** The phrasal verbs a text writes, in order, each as the verb WordNet lists (head inflections undone). */
export function phrasalsIn(text: string, db: WordNet = wordnet()): Phrasal[] {
  const out: Phrasal[] = [];
  for (const re of [APART, JOINED]) {
    for (const m of text.matchAll(re)) {
      const head = listedHead(m[1]!.toLowerCase(), m[2]!.toLowerCase(), db);
      if (head) out.push({ head, particle: m[2]!.toLowerCase(), index: m.index, written: m[0] });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

function listedHead(word: string, particle: string, db: WordNet): string | null {
  for (const lemma of [word, ...morphy(word, 'v', db)]) if (db.lookup(`${lemma}_${particle}`, 'v')) return lemma;
  return null;
}

/** The question with each phrasal verb written apart ("what time is checkout" → "… check out"), as verbs are read. */
export function phrasalsApart(question: string, db: WordNet = wordnet()): string {
  let out = question;
  for (const p of phrasalsIn(question, db).reverse()) out = `${out.slice(0, p.index)}${p.written.slice(0, p.written.length - p.particle.length).replace(/[\s-]+$/, '')} ${p.written.slice(-p.particle.length)}${out.slice(p.index + p.written.length)}`;
  return out;
}

/**
 * Whether a label names the other end of what the question asks: the question's verb with another
 * particle ("Check-in" for "when do we check out"), and not the asked one too.
 */
export function namesOtherParticle(label: string, question: string, db: WordNet = wordnet()): boolean {
  const asked = phrasalsIn(question, db);
  if (asked.length === 0) return false;
  const printed = phrasalsIn(label, db);
  const same = (a: Phrasal, b: Phrasal) => a.head === b.head && a.particle === b.particle;
  return printed.some((p) => asked.some((q) => q.head === p.head && q.particle !== p.particle)) && !printed.some((p) => asked.some((q) => same(p, q)));
}
