/**
 * A document abroad often prints not the asked noun but its adjective or another derivation: an
 * appointment card says "Clínica Dentária" for the dentist (dental), a check-up's report "Frequência
 * cardíaca" for the heart rate (cardiac), an optician's sign "Ottica" or "Centro Óptico" for the eye
 * (optic, optical), a donor card "Grupo sanguíneo" for the blood type. The user asks by the noun.
 *
 * WordNet links a word to its derivations ("+": blood, bloody) and an adjective to the noun it pertains
 * to ("\": dental → tooth), which is read here the other way round: a noun's relational adjectives.
 * It also names a thing by a phrase whose adjective is such a one ("dental practitioner", a dentist).
 * abroad.ts translates these words and cognate.ts compares them with printed ones, below the
 * question word's own translation: they say what the document is about, not what it names.
 */
import { commonSenses } from './common-senses';
import { lemmasOf, wordnet, type Pos, type Synset, type WordNet } from './wordnet';

export interface Derived {
  word: string;
  pos: Pos;
  /** The synset the word is derived in: "optic" pertains to the eye in one of its senses, to light in another. */
  offset: number;
  weight: number;
}

/**
 * A derived word's translation or cognate counts this much of the question word: below the word's own
 * translation (abroad.ts, 0.55) and its document kind's printed words (0.5 is the most they count).
 */
const DERIVED_WEIGHT = 0.5;
/**
 * Derived words kept per question word, first senses and commoner words first: a noun may have a dozen
 * relational adjectives ("skin": cutaneous, dermal, hypodermic, intradermal…), and each is translated
 * into every language of the library and compared with every printed word of a candidate.
 */
export const MAX_DERIVED = 4;
/** As related.ts counts WordNet's senses after the first (0.9 a rank) and a phrase's word alone (0.8). */
const SENSE_DECAY = 0.9;
const PHRASE_PART = 0.8;

const memo = new Map<string, Derived[]>();
const MEMO_LIMIT = 20_000;

/** The question word's derivations and relational adjectives, strongest first, at most MAX_DERIVED. */
export function derivedOf(term: string, db: WordNet = wordnet(), lemmas?: ReadonlyArray<{ lemma: string; pos: Pos }>): Derived[] {
  // The word's own lemmas are looked up only when the memo lacks it: the readers ask for every question word.
  const key = lemmas ? `${term}|${lemmas.map((l) => `${l.pos}${l.lemma}`).join(',')}` : term;
  let out = memo.get(key);
  if (!out) {
    out = collect(term, lemmas ?? lemmasOf(term, db), db);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, out);
  }
  return out;
}

function collect(term: string, lemmas: ReadonlyArray<{ lemma: string; pos: Pos }>, db: WordNet): Derived[] {
  const own = new Set([term, ...lemmas.map((l) => l.lemma)]);
  // "gaming", "seating", "toothy": a derivation on the word's own stem is spelt abroad as the word's
  // cognate already is, and names another thing (a bet, not a match); only another root is new ("dental").
  const stems = [...own].map((w) => (w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w));
  const found = new Map<string, Derived>();
  const add = (written: string, pos: Pos, offset: number, share: number) => {
    // An adjective's syntactic marker ("galore(ip)") is no part of it; phrases and names are not derivations.
    const word = written.replace(/\([a-z]+\)$/, '');
    if (!/^[a-z]+$/.test(word) || own.has(word) || stems.some((s) => word.startsWith(s))) return;
    const seen = found.get(word);
    if (!seen || seen.weight < DERIVED_WEIGHT * share) found.set(word, { word, pos, offset, weight: DERIVED_WEIGHT * share });
  };
  for (const { lemma, pos } of lemmas) {
    const entry = db.lookup(lemma, pos);
    if (!entry) continue;
    commonSenses(entry, db).forEach((offset, rank) => {
      const share = SENSE_DECAY ** rank;
      const synset = db.synset(offset, pos);
      const self = synset.words.findIndex((w) => w.toLowerCase() === lemma) + 1;
      for (const p of synset.pointers) {
        // Derivations and pertainyms link one word to one word: the asked one's, not its synonyms'.
        // A verb is printed conjugated or not at all: a label abroad is a noun or an adjective.
        if ((p.symbol !== '+' && p.symbol !== '\\') || (p.source !== 0 && p.source !== self) || p.pos === 'v') continue;
        const target = db.synset(p.offset, p.pos);
        for (const w of p.target > 0 ? [target.words[p.target - 1]!] : target.words) add(w, p.pos, p.offset, share);
      }
      if (pos === 'n') for (const [w, adjective] of adjectivesOf(offset, self, db)) add(w, 'a', adjective, share);
      // Only the commonest sense's phrases: "ethical drug" names a prescription only in its second.
      if (rank === 0) {
        for (const w of synset.words) {
          for (const part of w.includes('_') ? w.split('_') : []) {
            const relational = relationalSense(part, db);
            if (relational !== null) add(part, 'a', relational, PHRASE_PART);
          }
        }
      }
    });
  }
  // The commoner first, and of two as common the shorter: an affix makes a further derivation ("subcutaneous" of "cutaneous").
  const common = (d: Derived) => db.lookup(d.word, d.pos)?.tagged ?? 0;
  return [...found.values()].sort((a, b) => b.weight - a.weight || common(b) - common(a) || a.word.length - b.word.length).slice(0, MAX_DERIVED);
}

/**
 * The adjectives that pertain to a noun synset's word (`self`, 1-based) or to the whole synset:
 * "dental" to tooth, "ocular", "optic", "optical" to eye. WordNet records the pointer on the adjective
 * only; an index of them by noun is built on first need, one pass over the adjectives.
 */
function adjectivesOf(offset: number, self: number, db: WordNet): Array<[string, number]> {
  const index = db.definitionIndex('pertainyms', 'a', (_definition, _lexFile, line) => [...line.matchAll(/ \\ (\d{8}) n /g)].map((m) => m[1]!));
  const out: Array<[string, number]> = [];
  for (const a of index.get(String(offset).padStart(8, '0')) ?? []) {
    const adjective = db.synset(a, 'a');
    for (const p of adjective.pointers) {
      if (p.symbol !== '\\' || p.pos !== 'n' || p.offset !== offset || (p.target !== 0 && p.target !== self)) continue;
      for (const w of p.source > 0 ? [adjective.words[p.source - 1]!] : adjective.words) out.push([w, a]);
    }
  }
  return out;
}

/** The commonest sense of an adjective when in it the word pertains to a noun ("dental", "cardiac"; not "red"), else null. */
function relationalSense(word: string, db: WordNet): number | null {
  const first = db.lookup(word, 'a')?.offsets[0];
  return first !== undefined && db.synset(first, 'a').pointers.some((p) => p.symbol === '\\') ? first : null;
}

/**
 * Whether the verb morphology reads off a noun ("training" → train) is, as a noun, another thing than
 * that noun's act. Tables keyed by words without a sense (document kinds, what tickets print abroad)
 * read "train" as the railway's; "training" derives from the verb only in its senses of teaching and
 * exercising, while the noun "train" is tied to the verb's sense of travelling by rail. WordNet's
 * derivation pointers join senses, not spellings: the verb's noun is another thing when its common
 * senses are tied to senses of the verb the question's noun does not derive from, and to none it does
 * ("booking": a book). A verb whose noun is the same act ("parking": to park, a park) or that is no
 * noun at all stands for the question's noun.
 */
export function verbNamesOtherThing(term: string, verb: string, db: WordNet): boolean {
  const noun = db.lookup(term, 'n');
  const verbsNoun = db.lookup(verb, 'n');
  if (!noun || !verbsNoun) return false;
  const ownSenses = new Set(noun.offsets);
  // Every sense of the question's noun: an untagged one ("riding") has no order to pick its common ones by.
  const derived = new Set(noun.offsets.flatMap((offset) => verbSensesTied(db.synset(offset, 'n'), term, verb, db)));
  let other = false;
  for (const offset of commonSenses(verbsNoun, db)) {
    if (ownSenses.has(offset)) return false;
    for (const sense of verbSensesTied(db.synset(offset, 'n'), verb, verb, db)) {
      if (derived.has(sense)) return false;
      other = true;
    }
  }
  return other;
}

/** The senses of the verb `verb` a noun synset's word `from` is derivationally tied to. */
function verbSensesTied(synset: Synset, from: string, verb: string, db: WordNet): number[] {
  const self = synset.words.findIndex((w) => w.toLowerCase() === from) + 1;
  const tied = (p: Synset['pointers'][number]) => p.target === 0 || db.synset(p.offset, 'v').words[p.target - 1]?.toLowerCase() === verb;
  return synset.pointers.filter((p) => p.symbol === '+' && p.pos === 'v' && (p.source === 0 || p.source === self) && tied(p)).map((p) => p.offset);
}
