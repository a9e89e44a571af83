import { isKindOf } from '../kind-of';
import { morphy, wordnet, type WordNet } from './wordnet';

/**
 * What a kind of shop or eatery sells or serves, as WordNet's definitions say it: a bookshop is "a
 * shop where books are sold", a greengrocer "a grocer who sells fresh fruits and vegetables", a
 * pub "provides light meals" and its kinds serve ale and beer. A receipt rarely prints what the place
 * is (a name like "THE COPPER KETTLE"), but it lists what was bought, and those are kinds of the goods: TEA and WINE
 * on a bill are what a restaurant serves, SCREWS what a hardware store sells. No list of shops or
 * goods: the definitions are read.
 */

/** The phrases a definition names goods by: "where X are sold", "selling X", "a dealer in X", "a retailer of X". */
const PATTERNS = [
  /\bwhere\s+(.+?)\s+(?:are|is|can\s+be|may\s+be)\s+(?:[a-z]+\s+(?:and|or)\s+)?(?:sold|served|available|made)\b/,
  // Not what a thing is used as ("an elevated place serving as a seat").
  /\b(?:selling|sells|sell|serving|serves|serve)\s+(?!as\b)(.+)/,
  /\b(?:dealer|dealers|deals)\s+in\s+(.+)/,
  /\b(?:retailer|seller|vendor)\s+of\s+(.+)/,
];
/** Where the goods phrase ends: "sells gasoline" / "for consumption elsewhere", "over a counter". */
const PHRASE_END = /\b(?:yourself|themselves|for|to|over|that|which|who|on|at|in|from|by|with|usually|often|as\s+well\s+as)\b|[;:]/;
/** Words before the goods that do not name them ("fresh fruits", "other articles"). */
const QUALIFIERS = new Set(['a', 'an', 'the', 'some', 'other', 'various', 'fresh', 'light', 'cheap', 'ready-to-eat', 'small']);
/** Goods so general that everything is a kind of them. */
const GENERAL = new Set(['article', 'thing', 'item', 'product', 'good', 'object', 'service', 'merchandise', 'commodity', 'people', 'person', 'supply', 'material', 'want']);
/**
 * A word whose kinds together sell more than this is a general kind of shop ("shop", "store"): what
 * its kinds sell is everything, and says nothing of one receipt.
 */
const MAX_GOODS = 10;
/** Kinds of the word read when its own definition names no goods ("restaurant": "where people go to eat"). */
const MAX_KINDS_READ = 30;

const memo = new Map<string, string[]>();
const MEMO_LIMIT = 5_000;

/** The goods (noun lemmas) the commonest sense of a noun sells or serves, or []. */
export function goodsOf(noun: string, db: WordNet = wordnet()): string[] {
  const cached = memo.get(noun);
  if (cached) return cached;
  const out = new Set<string>();
  for (const lemma of morphy(noun, 'n', db)) {
    const offset = db.lookup(lemma, 'n')?.offsets[0];
    if (offset === undefined) continue;
    const synset = db.synset(offset, 'n');
    const own = goodsIn(synset.definition, db);
    for (const g of own) out.add(g);
    if (own.length > 0) continue;
    for (const p of synset.pointers.filter((p) => p.symbol === '~').slice(0, MAX_KINDS_READ)) for (const g of goodsIn(db.synset(p.offset, p.pos).definition, db)) out.add(g);
  }
  const result = out.size <= MAX_GOODS ? [...out] : [];
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(noun, result);
  return result;
}

/** The goods a definition names, as noun lemmas ("alcoholic_beverage", "fruit", "vegetable"). */
export function goodsIn(definition: string, db: WordNet = wordnet()): string[] {
  // A parenthesis lists the goods too: "baked goods (breads and cakes and pastries)".
  const text = definition.toLowerCase().replace(/[()]/g, ' , ');
  for (const re of PATTERNS) {
    const match = re.exec(text);
    if (!match) continue;
    const phrase = match[1]!.split(PHRASE_END)[0]!;
    const out: string[] = [];
    for (const chunk of phrase.split(/,|\band\b|\bor\b/)) {
      const words = chunk.trim().split(/\s+/).filter((w) => /^[a-z-]+$/.test(w) && !QUALIFIERS.has(w));
      if (words.length === 0) continue;
      // The whole chunk when WordNet knows it ("dairy products"), else its head ("writing materials" → material).
      const lemma = morphy(words.join('_'), 'n', db)[0] ?? morphy(words[words.length - 1]!, 'n', db)[0];
      if (lemma && !GENERAL.has(lemma) && !GENERAL.has(lemma.split('_').pop()!)) out.push(lemma);
    }
    if (out.length > 0) return out;
  }
  return [];
}

/** A question's word, as contentWords leaves it ("grocerie" of "groceries"): WordNet knows the noun by the plural's lemma. */
export function goodsOfTerm(term: string): Set<string> {
  if (!/^[a-z]+$/.test(term)) return new Set();
  const own = goodsOf(term);
  if (own.length > 0) return new Set(own);
  // Asked in the plural, a word may mean its "usually plural" sense: "groceries" are the goods a
  // grocer sells (foodstuff), not the shop.
  return new Set([...goodsOf(`${term}s`), ...pluralSense(`${term}s`)]);
}

/** What is eaten or drunk: WordNet files a meal, a dish and a beverage under it. */
const FOOD = 'food';

/**
 * What a verb takes in, as its definition says: to eat is to "take in solid food", to dine to "have
 * supper", and "eat out" is to "eat at a restaurant", a kind of eating. A bill or a receipt seldom
 * prints the verb (no "MEAL" on "OCTOPUS CURRY · BEER · TOTAL"), but what it lists is kinds of what
 * was taken in. Only food or drink counts: a verb done to a thing ("drive: operate a vehicle") or in
 * one ("swim: travel through water") names nothing a receipt lists as what it was for.
 */
export function consumedBy(term: string, db: WordNet = wordnet()): string[] {
  const out = new Set<string>();
  for (const lemma of morphy(term.replace(/ /g, '_'), 'v', db)) {
    const offset = db.lookup(lemma, 'v')?.offsets[0];
    if (offset === undefined) continue;
    const synset = db.synset(offset, 'v');
    // "Eat out" says where, not what: the verb it is a kind of says what, read in its commonest sense
    // ("eat": take in solid food), as a printed word is.
    const broader = synset.pointers.filter((p) => p.symbol === '@').slice(0, 1).flatMap((p) => {
      const first = db.lookup(db.synset(p.offset, 'v').words[0]!.toLowerCase(), 'v')?.offsets[0];
      return first === undefined ? [] : [db.synset(first, 'v')];
    });
    for (const s of [synset, ...broader]) {
      const last = s.definition.toLowerCase().split(/[;,(]|\bor\b/)[0]!.trim().split(/\s+/).pop() ?? '';
      const noun = morphy(last, 'n', db)[0];
      if (noun && (noun === FOOD || isKindOf(noun, FOOD, db, 1))) out.add(noun);
    }
  }
  return [...out];
}

/** The other words of a noun's senses WordNet marks as usually plural, when the word is written in the plural. */
function pluralSense(plural: string, db: WordNet = wordnet()): string[] {
  const marker = db.lookup('plural_form', 'n')?.offsets[0];
  const out: string[] = [];
  for (const lemma of morphy(plural, 'n', db)) {
    if (lemma === plural) continue;
    for (const offset of db.lookup(lemma, 'n')?.offsets ?? []) {
      const synset = db.synset(offset, 'n');
      if (synset.pointers.some((p) => p.symbol === ';u' && p.offset === marker)) out.push(...synset.words.filter((w) => w !== lemma && /^[a-z_]+$/.test(w)));
    }
  }
  return out;
}

/** A printed word's two commonest senses: rarer ones make anything a kind of something. */
const GOODS_SENSES = 2;
/** Per set of goods (one question's word), what each printed word was found to be: a question's candidates share most words. */
const named = new WeakMap<ReadonlySet<string>, Map<string, boolean>>();

/** Whether a printed word names a kind of the goods (TEA on a bill, for what a restaurant serves). */
export function namesGoods(word: string, goods: ReadonlySet<string>): boolean {
  if (goods.size === 0 || word.length < 3 || !/^[a-z]+$/.test(word)) return false;
  let known = named.get(goods);
  if (!known) named.set(goods, (known = new Map()));
  let is = known.get(word);
  if (is === undefined) known.set(word, (is = [...goods].some((g) => word === g || isKindOf(word, g, undefined, GOODS_SENSES) || isKindOf(`${word}s`, g, undefined, GOODS_SENSES))));
  return is;
}
