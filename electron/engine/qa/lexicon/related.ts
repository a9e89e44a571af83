/**
 * Words that stand for a question's word in what photos show, from WordNet 3.1 and the small table of
 * document kinds: a "workout" may be a treadmill's display, a "hotel" a motel's key card, a "shopping
 * list" a note that says "buy". Each word is weighted below the question's own (1.0) by how far it is.
 */
import { contentWords } from '../../augment/similarity';
import { otherNamesOf, printedAbroadFor } from './abroad';
import { acronymsHolding } from './acronyms';
import { closedCompoundParts } from './compounds';
import { documentKindsOfTerm } from './document-kinds';
import { objectSenses } from './object-sense';
import { pickBySense } from './pick';
import { tradeOfWorker, workersOf } from './trade';
import { commonSenses, MAX_COMMON_SENSES } from './common-senses';
import { irregularForms, lemmasOf, morphy, POSES, usuallyOtherThing, wordnet, type Pos, type Synset, type WordNet } from './wordnet';

export type RelatedSource = 'synonym' | 'hypernym' | 'hyponym' | 'derivation' | 'gloss' | 'domain' | 'trade' | 'abroad';
export interface RelatedWord {
  word: string;
  weight: number;
  source: RelatedSource;
  /** How documents abroad print a document kind's word ("BILHETE" for a ticket, abroad.ts): a label, searched however many words the question has. */
  printed?: true;
}

/**
 * Weights, from what a memory showing the word says about the question. A synonym names the same
 * thing (0.8). A derivation names the same thing as another part of speech ("fly" → "flight") (0.7).
 * A document kind's printed word is how that thing appears on paper (0.5): evidence of the kind of
 * document, weaker than a word for the thing itself ("CHECK-IN" is on hotel cards and tour tickets). One step up or down the
 * hierarchy is a near kind: a motel for a hotel, but also a building (0.6); two steps drift further
 * (0.45). Words of a definition are associations, not equivalents (0.3); a synset whose definition is
 * headed by the word ("treadmill: an exercise device…") is a kind of it one step removed (0.45).
 * Senses after the first count a little less each (0.9 per rank): WordNet lists them by frequency.
 */
export const RELATED_WEIGHTS = {
  synonym: 0.8,
  derivation: 0.7,
  domain: 0.5,
  level1: 0.6,
  level2: 0.45,
  genus: 0.45,
  gloss: 0.3,
  senseDecay: 0.9,
  /** A derivation that keeps the word whole ("parking" of "park", "booking" of "book"). */
  inflection: 0.95,
  /** A word of a multiword lemma alone says less than the phrase ("machine" of "rowing machine"). */
  part: 0.8,
  /** A phrasal verb's verb without its particle ("run" of "run out"): another verb, below the near words. */
  particleDropped: 0.5,
} as const;

/** Words kept per question word: enough for the kinds of a thing, few enough for one full-text query. */
const MAX_RELATED_PER_TERM = 40;
/** A word with many kinds (a "device") would flood the list: the first few of each synset are taken. */
const MAX_HYPONYMS_L1 = 16;
const MAX_HYPONYMS_L2 = 4;
/** A broader synset with more kinds than this says next to nothing ("put, set, place, lay" for parking; "travel" for walk). */
const MAX_HYPERNYM_KINDS = 60;
/** Definitions headed by a very general word ("a person who…") say nothing about it. */
const MAX_GENUS_HITS = 400;
const MAX_GENUS_TAKEN = 24;

/** Words that frame a definition rather than carry its content ("something used especially for"). */
const DEFINITION_FILLER = new Set(
  // Words that place a thing in a series (Saturday is "the seventh and last day of the week") say
  // nothing of what it is, and a question reads them as its own order ("the last time", "the first").
  'first second third fourth fifth sixth seventh eighth ninth tenth last next previous final latest earliest any some one ones something someone somebody thing things person people used use uses using usually especially often typically generally etc esp who whom which whose what where when that this those these such other another more most less very much many being having made make makes can may might will would should also not no yes its it than then into onto upon out up down off via per between within without very being been having way ways kind kinds type types sort form forms part parts act acts state quality instance various certain several same own'.split(
    ' ',
  ),
);

/** A definition's head: the words before the first of these ("an exercise device consisting of…"). */
const GENUS_BREAK = new Set(
  'that which who whose whom where when while consisting consists used designed intended performed providing provides made containing contains having has resembling like with by in on at from of to as or and but usually especially typically often esp'.split(' '),
);
const DETERMINERS = new Set(['a', 'an', 'the', 'any', 'one', 'some', 'something', 'someone', 'its', 'your', 'their']);

export interface RelatedOptions {
  /** Sources switched off (the eval harness's ablations). */
  off?: ReadonlySet<RelatedSource>;
  /**
   * How the question uses each word, when its grammar says (see `wordRoles`): "what book" is the noun,
   * "did I book" the verb. Only that part of speech's senses are followed; the other's are noise
   * ("book" → reserve, hold; "stay" → remain, stick).
   */
  roles?: ReadonlyMap<string, 'n' | 'v'>;
  /** The languages the library's documents may be printed in, for translations (abroad.ts). */
  languages?: readonly string[];
  /** A verb → its object, whose senses it picks, followed instead of its common ones (object-sense.ts: to "move house" is to relocate). */
  objects?: ReadonlyMap<string, string>;
}

const memo = new Map<string, RelatedWord[]>();
const MEMO_LIMIT = 20_000;

/** Words related to one question word (or phrase), strongest first, at most MAX_RELATED_PER_TERM. */
export function relatedWords(term: string, options: RelatedOptions = {}, db: WordNet = wordnet()): RelatedWord[] {
  const off = options.off ?? new Set<RelatedSource>();
  const role = options.roles?.get(term);
  const object = role === 'v' ? options.objects?.get(term) : undefined;
  const key = `${[...off].sort().join(',')}|${role ?? ''}|${options.languages?.join(',') ?? ''}|${object ?? ''}|${term}`;
  const cached = memo.get(key);
  if (cached) return cached;
  const senses = object ? objectSenses(term, object, db) : [];
  const found = collect(term.toLowerCase().trim(), db, role, senses).filter((r) => !off.has(r.source));
  const picked = pickBySense(found, MAX_RELATED_PER_TERM);
  const kept = found.filter((r) => picked.has(r)).map(({ word, weight, source }) => ({ word, weight, source }));
  const result = [...kept, ...(off.has('synonym') || off.has('abroad') ? [] : printedAbroadFor(term, kept, db, { languages: options.languages, lemmas: lemmasOf(term, db, role), derivations: !off.has('derivation'), senses }))].sort((a, b) => b.weight - a.weight);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, result);
  return result;
}

/**
 * A question's related words, each once at its best weight, strongest first. Neighbouring terms are
 * also tried as one lemma ("shopping list", "boarding pass"): WordNet has many such compounds.
 */
export function weightedRelatedTerms(terms: readonly string[], options: RelatedOptions = {}, db: WordNet = wordnet()): RelatedWord[] {
  // Analysis and retrieval both ask for the same question's words.
  const roles = terms.map((t) => options.roles?.get(t) ?? '').join('');
  const key = `${[...(options.off ?? [])].sort().join(',')}|${roles}|${options.languages?.join(',') ?? ''}|${terms.join(' ')}`;
  const cached = questionMemo.get(key);
  if (cached) return cached;
  const result = mergeTerms(terms, options, db);
  if (questionMemo.size >= MEMO_LIMIT) questionMemo.clear();
  questionMemo.set(key, result);
  return result;
}

const questionMemo = new Map<string, RelatedWord[]>();
/** The particles of phrasal verbs ("work out", "pick up"). */
export const PARTICLES = new Set(['out', 'up', 'off', 'in', 'on', 'over', 'down', 'away', 'back', 'around', 'about', 'through']);

function mergeTerms(terms: readonly string[], options: RelatedOptions, db: WordNet): RelatedWord[] {
  const own = new Set(terms);
  const queries = [...terms];
  for (let i = 0; i + 1 < terms.length; i++) {
    const phrase = `${terms[i]} ${terms[i + 1]}`;
    if (POSES.some((pos) => morphy(phrase, pos, db).length > 0)) {
      queries.push(phrase);
      // A phrasal verb's particle means nothing alone ("help out": not "extinct", "strikeout").
      if (PARTICLES.has(terms[i + 1]!)) queries.splice(queries.indexOf(terms[i + 1]!), 1);
    }
    const closed = `${terms[i]}${terms[i + 1]}`;
    if (isLemma(closed, db)) queries.push(closed);
  }
  const best = new Map<string, RelatedWord & { rank: number }>();
  // Two words WordNet knows are often printed as one ("desk lamp" on a "DESKLAMP" receipt) where WordNet
  // does not list the join: the closed form stands for the pair as a compound's parts stand for it (the reverse of `compoundParts`).
  for (let i = 0; i + 1 < terms.length; i++) {
    const closed = `${terms[i]}${terms[i + 1]}`;
    if (/^[a-z]{6,}$/.test(closed) && isLemma(terms[i]!, db) && isLemma(terms[i + 1]!, db) && !isLemma(closed, db) && !own.has(closed)) {
      best.set(closed, { word: closed, weight: RELATED_WEIGHTS.level1 * RELATED_WEIGHTS.part, source: 'derivation', rank: i });
    }
  }
  for (const q of queries) {
    relatedWords(q, options, db).forEach((r, rank) => {
      if (own.has(r.word)) return;
      const seen = best.get(r.word);
      if (!seen || r.weight > seen.weight) best.set(r.word, { ...r, rank: Math.min(rank, seen?.rank ?? rank) });
    });
  }
  // Equal weights interleave the terms' lists, so one word's many synonyms do not crowd out the rest.
  return [...best.values()].sort((a, b) => b.weight - a.weight || a.rank - b.rank).map(({ word, weight, source, printed }) => ({ word, weight, source, ...(printed ? { printed } : {}) }));
}

/**
 * The strongest words alone, for QueryAnalysis.related: what the analysis shows and the text-vector
 * query reads, and what leaves room for an LLM's related contexts (the merge keeps 24). Retrieval
 * takes the full weighted lists from the terms itself.
 */
export function relatedTerms(terms: readonly string[], options: RelatedOptions = {}): string[] {
  return weightedRelatedTerms(terms, options).slice(0, MAX_RELATED_IN_ANALYSIS).map((r) => r.word);
}

const MAX_RELATED_IN_ANALYSIS = 12;

function isLemma(word: string, db: WordNet): boolean {
  return POSES.some((pos) => morphy(word, pos, db).length > 0);
}

/**
 * The question's words as the units that carry meaning: two neighbours that WordNet lists together,
 * as a phrase ("work out", "shopping list") or closed up ("workout", "checkout"), are one unit — a
 * photo of a workout need say neither "work" nor "out". Each unit lists the forms it goes by.
 * So is a verb with the object its sense names ("move house": relocate), by the verb: the removal
 * firm's quote says "MUDANÇAS", not what was moved out of.
 */
export function questionUnits(terms: readonly string[], db: WordNet = wordnet(), objects?: ReadonlyMap<string, string>): string[][] {
  const units: string[][] = [];
  for (let i = 0; i < terms.length; i++) {
    const next = terms[i + 1];
    if (next !== undefined && objects?.get(terms[i]!) === next && objectSenses(terms[i]!, next, db).length > 0) {
      units.push([terms[i]!]);
      i++;
      continue;
    }
    if (next !== undefined) {
      const phrase = `${terms[i]} ${next}`;
      const closed = `${terms[i]}${next}`;
      const forms = [isLemma(phrase, db) ? phrase : null, isLemma(closed, db) ? closed : null].filter((f): f is string => f !== null);
      if (forms.length > 0) {
        units.push(forms);
        i++;
        continue;
      }
    }
    units.push([terms[i]!]);
  }
  return units;
}

function collect(term: string, db: WordNet, role: 'n' | 'v' | undefined, chosen: readonly number[]): Array<RelatedWord & { sense: number }> {
  const words = new Map<string, RelatedWord & { order: number; sense: number }>();
  // The sense (by frequency rank) a word comes through; words of the whole lemma count as the first.
  let sense = 0;
  const own = new Set<string>([term, ...contentWords(term)]);
  let order = 0;
  const add: Add = (lemma, weight, source, from, via = from) => {
    // Proper names (capitalised lemmas: cities, people, brands) are instances, not kinds of a thing.
    if (/[A-Z]/.test(lemma)) return;
    // A word stands for the question's only in the sense that relates them; printed, it means what it
    // usually means. "Deposit" names a depository (what a museum is a kind of) only in its eighth
    // sense: on a booking it is money. So a broader word counts less the rarer that sense is among its own.
    if (from) {
      const rank = db.lookup(lemma.toLowerCase(), from.pos)?.offsets.indexOf(from.offset) ?? -1;
      if (rank > 0) weight *= RELATED_WEIGHTS.senseDecay ** rank;
    }
    if (via && usuallyOtherThing(lemma.toLowerCase(), via, db)) return;
    // Particles and fillers go ("work out" → "work"): alone they match any text ("out" in a file name).
    const parts = [...contentWords(lemma.replace(/_/g, ' '))].filter((w) => !DEFINITION_FILLER.has(w) && !/^\d+$/.test(w));
    if (parts.length === 0) return;
    // But the verb left of a phrasal verb is another verb: "run out" (expire) is not "run" (a choir
    // sheet's "programme run 3"), "give up" not "give". It stays, below the near words.
    if (parts.length === 1 && lemma.includes('_')) weight *= RELATED_WEIGHTS.particleDropped;
    const put = (word: string, w: number) => {
      if (own.has(word)) return;
      const seen = words.get(word);
      if (!seen || w > seen.weight) words.set(word, { word, weight: w, source, order: seen?.order ?? order++, sense: seen && seen.sense < sense ? seen.sense : sense });
    };
    if (parts.length > 1) put(parts.join(' '), weight);
    // A hyphenated word is one word: "take-home" (net pay) is neither taking nor a home, and a bank
    // screen's "HOMES" is no evidence of it. It is printed closed up or apart; its parts alone only
    // where the rest is a letter or two ("e-mail", "t-shirt").
    const hyphenated = parts.length > 1 && /\p{L}-\p{L}/u.test(lemma);
    if (hyphenated) put(parts.join(''), weight);
    if (hyphenated && !lemma.split('-').some((p) => p.length <= 2)) return;
    // "resort hotel" for hotel: the other word names the kind, as much as the phrase does.
    const rest = parts.filter((p) => !own.has(p));
    for (const p of parts) put(p, parts.length > 1 && rest.length > 1 ? weight * RELATED_WEIGHTS.part : weight);
  };

  const lemmas = lemmasOf(term, db, role);
  for (const { lemma } of lemmas) for (const w of contentWords(lemma.replace(/_/g, ' '))) own.add(w);
  // "Did I pay": receipts print "PAID", which no stemmer brings back; "saw", "left" are printed as nouns.
  for (const { lemma, pos } of lemmas) if (pos === 'v') for (const form of irregularForms(lemma)) if (!db.lookup(form, 'n')) add(form, RELATED_WEIGHTS.inflection, 'derivation');

  for (const { lemma, pos } of lemmas) {
    const entry = db.lookup(lemma, pos);
    if (!entry) continue;
    (pos === 'v' && chosen.length > 0 ? chosen : commonSenses(entry, db)).forEach((offset, rank) => {
      sense = rank;
      const decay = RELATED_WEIGHTS.senseDecay ** rank;
      const synset = db.synset(offset, pos);
      const self = synset.words.findIndex((w) => w.toLowerCase() === lemma) + 1;
      // A name's short form is the same name as documents print it ("Sat" for Saturday, "Wed").
      for (const w of synset.words) {
        // Printed, the short form is the name, whatever else the word means ("WED" on a timetable).
        const short = /[A-Z]/.test(w) && lemma.startsWith(w.toLowerCase());
        add(short ? w.toLowerCase() : w, RELATED_WEIGHTS.synonym * decay, 'synonym', undefined, short ? undefined : { offset, pos });
      }
      for (const p of synset.pointers) {
        // Derivations link one word to one word ("fly" → "flight"), not whole synsets.
        if (p.symbol === '+' && (p.source === 0 || p.source === self)) {
          const target = db.synset(p.offset, p.pos);
          const word = p.target > 0 ? target.words[p.target - 1] : target.words[0];
          // The same stem in another part of speech ("park" → "parking") is the word itself.
          if (word) add(word, word.startsWith(lemma) && lemma.length >= 4 ? RELATED_WEIGHTS.inflection : RELATED_WEIGHTS.derivation * decay, 'derivation');
        }
        if (p.symbol === '\\' || p.symbol === '&') for (const w of db.synset(p.offset, p.pos).words) add(w, RELATED_WEIGHTS.derivation * decay, 'derivation');
      }
      walk(db, synset, '@', RELATED_WEIGHTS.level1 * decay, RELATED_WEIGHTS.level2 * decay, 'hypernym', add, 1);
      walk(db, synset, '~', RELATED_WEIGHTS.level1 * decay, RELATED_WEIGHTS.level2 * decay, 'hyponym', add, MAX_HYPONYMS_L1);
      for (const w of definitionWords(synset.definition)) add(w, RELATED_WEIGHTS.gloss * decay, 'gloss');
    });
  }

  // "The electric bill": a word the grammar reads as a noun may modify the next one as an adjective,
  // whose noun ("electricity") is what documents print. Only that noun, not the adjective's other relations.
  if (role === 'n') {
    for (const lemma of morphy(term, 'a', db)) {
      (db.lookup(lemma, 'a')?.offsets ?? []).slice(0, MAX_COMMON_SENSES).forEach((offset, rank) => {
        sense = rank;
        for (const p of db.synset(offset, 'a').pointers) if (p.symbol === '\\') for (const w of db.synset(p.offset, p.pos).words) add(w, RELATED_WEIGHTS.derivation * RELATED_WEIGHTS.senseDecay ** rank, 'derivation');
      });
    }
  }

  sense = 0;
  // The reverse view: synsets whose definitions are headed by the word are kinds of it.
  for (const { lemma, pos } of lemmas) {
    if (pos !== 'n' && pos !== 'v') continue;
    for (const hit of genusHits(lemma, pos, db)) for (const w of db.synset(hit.offset, hit.pos).words) add(w, RELATED_WEIGHTS.genus, 'gloss');
  }

  // A closed compound is its words ("bookshop": book, shop; "payslip": pay, slip): signs and receipts
  // print them apart ("BOOK COMPANY"), and WordNet lists the compound, not what it is made of.
  for (const [head, tail] of closedCompoundParts(term, db)) {
    add(head, RELATED_WEIGHTS.level1 * RELATED_WEIGHTS.part, 'derivation');
    add(tail, RELATED_WEIGHTS.level1 * RELATED_WEIGHTS.part, 'derivation');
  }

  for (const trade of tradeOfWorker(term, db)) add(trade, RELATED_WEIGHTS.derivation, 'trade');
  // Who does it for a living, read from definitions the other way round, like the genus.
  for (const worker of workersOf(term, db, role)) add(worker, RELATED_WEIGHTS.genus, 'trade');

  for (const kind of documentKindsOfTerm(term, lemmas)) for (const w of kind.prints) add(w, RELATED_WEIGHTS.domain, 'domain');
  for (const { lemma } of lemmas) for (const w of otherNamesOf(lemma, db)) add(w, RELATED_WEIGHTS.synonym, 'synonym'); // "Köln" is Cologne (abroad.ts)
  // "Arriving" is printed "ETA": initials stand for the phrase that holds the word or its derivation.
  for (const acronym of acronymsHolding([...own, ...[...words.values()].filter((r) => r.source === 'derivation').map((r) => r.word)])) add(acronym, RELATED_WEIGHTS.derivation, 'derivation');

  return [...words.values()].sort((a, b) => b.weight - a.weight || a.order - b.order).map(({ word, weight, source, sense }) => ({ word, weight, source, sense }));
}

/** One (hypernyms) or a few (hyponyms) synsets per step, two steps; instance pointers are left out. */
type Add = (w: string, weight: number, s: RelatedSource, from?: SynsetRef, via?: SynsetRef) => void;
type SynsetRef = { offset: number; pos: Pos };

function walk(db: WordNet, from: Synset, symbol: '@' | '~', w1: number, w2: number, source: RelatedSource, add: Add, width: number): void {
  const first = from.pointers.filter((p) => p.symbol === symbol).slice(0, symbol === '@' ? 2 : width);
  for (const p of first) {
    const s1 = db.synset(p.offset, p.pos);
    if (symbol === '@' && s1.pointers.filter((q) => q.symbol === '~').length > MAX_HYPERNYM_KINDS) continue;
    // A broader synset's words are the ones most often meant otherwise ("deposit" for a depository).
    const sense = (offset: number, pos: Pos) => (symbol === '@' ? { offset, pos } : undefined);
    for (const w of s1.words) add(w, w1, source, sense(p.offset, p.pos), { offset: p.offset, pos: p.pos });
    const second = s1.pointers.filter((q) => q.symbol === symbol).slice(0, symbol === '@' ? 1 : MAX_HYPONYMS_L2);
    for (const q of second) for (const w of db.synset(q.offset, q.pos).words) add(w, w2, source, sense(q.offset, q.pos), { offset: q.offset, pos: q.pos });
  }
}

/** The content words of a definition, as lemmas for `add`. */
function definitionWords(definition: string): string[] {
  return (definition.toLowerCase().match(/[a-z][a-z-]*/g) ?? []).filter((w) => w.length > 2 && !DEFINITION_FILLER.has(w) && !GENUS_BREAK.has(w));
}

/**
 * The noun and verb synsets whose definition's head names the lemma: the words before the first
 * break ("an exercise device consisting of…" → exercise, device) and the purpose after a "for" that
 * follows ("a long walk for exercise"). Common words first (those WordNet's tagged corpus saw), so
 * "treadmill" comes before "double leg circle".
 */
const genusMemo = new Map<string, Array<{ offset: number; pos: Pos }>>();

function genusHits(lemma: string, pos: 'n' | 'v', db: WordNet): Array<{ offset: number; pos: Pos }> {
  const key = `${pos}${lemma}`;
  const cached = genusMemo.get(key);
  if (cached) return cached;
  const hits: Array<{ offset: number; pos: Pos; primary: boolean; common: number }> = [];
  const word = lemma.replace(/_/g, ' ');
  const found = word.includes(' ') ? [] : db.headedBy(word, pos, genusWords);
  if (found.length <= MAX_GENUS_HITS) {
    for (const offset of found) {
      const d = { offset };
      const first = db.synset(d.offset, pos).words[0] ?? '';
      if (/[A-Z]/.test(first)) continue;
      const entry = db.lookup(first, pos);
      // A word whose main sense is a kind of the lemma (a treadmill) before one that is so only in
      // a rare sense (to "remember" as one exercises a skill).
      hits.push({ offset: d.offset, pos, primary: entry?.offsets[0] === d.offset, common: entry?.tagged ?? 0 });
    }
  }
  const ranked = hits.sort((a, b) => Number(b.primary) - Number(a.primary) || b.common - a.common || a.offset - b.offset).slice(0, MAX_GENUS_TAKEN).map(({ offset, pos }) => ({ offset, pos }));
  if (genusMemo.size >= MEMO_LIMIT) genusMemo.clear();
  genusMemo.set(key, ranked);
  return ranked;
}

export function genusWords(definition: string): string[] {
  // A leading domain label ("(gymnastics) an exercise…") is not the head.
  const tokens = definition.toLowerCase().replace(/^\([^)]*\)\s*/, '').match(/[a-z][a-z'-]*|[;,:(]/g) ?? [];
  let i = 0;
  while (i < tokens.length && DETERMINERS.has(tokens[i]!)) i++;
  const out: string[] = [];
  const take = (max: number) => {
    for (let n = 0; i < tokens.length && n < max; i++, n++) {
      const t = tokens[i]!;
      if (GENUS_BREAK.has(t) || t === 'for' || /^[;,:(]$/.test(t)) return;
      if (!DETERMINERS.has(t) && !DEFINITION_FILLER.has(t) && t.length > 2) out.push(t.replace(/'s$/, ''));
    }
  };
  take(4);
  if (tokens[i] === 'for') {
    i++;
    take(3);
  }
  return out;
}
