import type { QueryAnalysis } from '../../../shared/qa';
import { contentWords } from '../augment/similarity';
import { namedFieldsText } from './field-codes';
import type { MemoryRow } from '../store/schema';
import { PARTICLES, RELATED_WEIGHTS, relatedWords, weightedRelatedTerms, type RelatedOptions } from './lexicon/related';
import { wordsWithCompounds } from './lexicon/compounds';
import { shortFormCoverage } from './lexicon/table-forms';
import { OWN_WEIGHT } from './lexicon/abroad';
import { askedShortForms } from './lexicon/abbreviation';
import { consumedBy, goodsOfTerm, namesGoods } from './lexicon/goods';
import { documentKindsOfTerm, type DocumentKind } from './lexicon/document-kinds';
import { kindsPrinted, mostOtherPrints, OTHER_KIND_MIN } from './other-kind';
import { lemmasOf, morphy, wordnet } from './lexicon/wordnet';
import { compoundTrade } from './lexicon/trade';
import { baseForms, COGNATE_WEIGHT, cognateCoverage, inflectionOf, sameStem, STEM_MIN, STEM_WEIGHT } from './lexicon/cognate';
import { isKindOf, isPhysical, synonymsOf } from './kind-of';
import { occasionCoverage, occasionsNamed, occasionOf, type Occasion } from './occasion';
import { onlyPlanned } from './done-verb';
import { measuredIn, unitsMeasuring } from './lexicon/measured-in';
import { escapeRegExp } from './text-lines';
import { headedByOtherModified, headedByOtherPlace, namesBuilding, SHOPS } from './place-header';

/**
 * How much of a question a memory covers: each unit of the question (a word, or a phrase WordNet
 * lists) with the words that stand for it at their weights, matched against the memory's words, by
 * stem where spellings differ. Retrieval ranks and counts by it; BM25 only orders equals.
 */

type Text = Pick<MemoryRow, 'ocr_text' | 'caption' | 'description' | 'transcript' | 'objects' | 'place_label' | 'kind' | 'make' | 'model' | 'path'>;

/** Related words at or above this weight are near: synonyms, derivations, one step up or down. */
export const NEAR_RELATED = 0.6;

/**
 * The related words retrieval searches: the lexicon's full weighted lists for the question's terms
 * (the analysis carries only the strongest few), with the sources an ablation switches off left out,
 * plus what an LLM added to `analysis.related`, at the near weight.
 */
export function relatedOf(analysis: QueryAnalysis, lexicon: RelatedOptions): Array<{ word: string; weight: number; printed: boolean }> {
  const kept = weightedRelatedTerms(analysis.terms, lexicon);
  const all = lexicon.off?.size ? new Set(weightedRelatedTerms(analysis.terms).map((r) => r.word)) : null;
  const out = new Map(kept.map((r) => [r.word, { weight: r.weight, printed: r.source === 'domain' || r.printed === true }]));
  for (const word of analysis.related) if (!out.has(word) && !all?.has(word)) out.set(word, { weight: NEAR_RELATED, printed: false });
  // "HRS" for the hours a question asks in: searched however far the word it shortens stands from the question's.
  for (const [short, weight] of askedShortForms(analysis.question, kept.map((r) => [r.word, r.weight] as const))) if (!out.has(short)) out.set(short, { weight, printed: true });
  // Two neighbouring words may be written as one ("bike lock" on a "BIKELOCK" receipt) where WordNet does
  // not list the joined form: searched for, at the near weight.
  for (const word of closedPairs(analysis.terms)) if (!out.has(word)) out.set(word, { weight: NEAR_RELATED, printed: false });
  return [...out].map(([word, r]) => ({ word, ...r }));
}

/** Each two neighbouring single words of the question, written as one. */
export function closedPairs(terms: readonly string[]): string[] {
  return terms.slice(1).flatMap((next, i) => (/^[a-z]+$/.test(terms[i]!) && /^[a-z]+$/.test(next) ? [`${terms[i]}${next}`] : []));
}

/**
 * The question's units as term groups, each single word knowing the next one's, so that a memory
 * writing the two as one word covers both.
 */
export function questionGroups(units: readonly string[][], lexicon: RelatedOptions, question = ''): TermGroup[] {
  const groups = units.map((forms) => unitGroup(forms, lexicon));
  // "The garden centre": a building's word after another the question writes before it, which says what kind.
  const asked = question.toLowerCase();
  units.forEach((forms, g) => {
    const before = units[g - 1];
    if (g > 0 && forms.length === 1 && before!.length === 1 && namesBuilding(forms[0]!) && new RegExp(`\\b${escapeRegExp(before![0]!)}\\p{L}*\\s+${escapeRegExp(forms[0]!)}`, 'u').test(asked)) groups[g]!.modifier = groups[g - 1]!.words;
  });
  // A compound's far word that another unit says nearly ("pay", in the window cleaner's definition, beside
  // "paid") is that unit's: any payment would cover both. A single word's stays ("bike rides": to bike is to ride).
  groups.forEach((g, i) => {
    if (units[i]![0]!.includes(' ')) for (const [w, weight] of g.words) if (weight < NEAR_RELATED && groups.some((h) => h !== g && (h.words.get(w) ?? 0) >= NEAR_RELATED)) g.words.delete(w);
  });
  units.forEach((forms, g) => {
    const next = units[g + 1];
    if (next && forms.length === 1 && next.length === 1) {
      const [closed] = closedPairs([forms[0]!, next[0]!]);
      if (closed) groups[g]!.closedWithNext = closed;
    }
  });
  return groups;
}

export interface TermGroup {
  /** The question word (1) and the words that stand for it, at their weights, in contentWords' form. */
  words: Map<string, number>;
  /** Words that documents of the kinds the word names print ("dist", "kcal", "pace" for a workout). */
  prints: Set<string>;
  /** Related lemmas of several words ("greasy spoon"), which stand for the question word only whole. */
  phrases: Array<{ words: string[]; weight: number }>;
  /** This word and the next unit's written as one ("bikelock" for "bike lock"): covers both. */
  closedWithNext?: string;
  /**
   * The word and its synonyms that name a physical thing in its commonest sense, at their weights,
   * whose kinds a memory may name instead, at any depth of WordNet's is-a: a "COOKBOOK" for
   * "book", "PLUMS" and "PARSNIPS" for "food".
   */
  kinds: Map<string, number>;
  /** The kinds of document the word names as their purpose (its prints are theirs). */
  documents: Set<DocumentKind>;
  /** What the place the word names sells or serves (goods.ts): kinds of these on a receipt are its prints. */
  goods: Set<string>;
  /** What the word, a verb, takes in ("eat": food; goods.ts): a receipt listing kinds of it is one print of a meal, however long. */
  consumed: Set<string>;
  /** The word itself when it names a kind of shop in its commonest sense ("grocery", "supermarket", "shop"). */
  shop?: string;
  /**
   * The words of the word before it in the question, when this one names a building ("garden" of "garden
   * centre"): a document headed by the building's word after another ("LEISURE CENTRE") is another place.
   */
  modifier?: ReadonlyMap<string, number>;
  /** The question word itself, when no candidate prints it (gather.ts): a page abroad may print its cognate ("COLESTEROL"). */
  cognates?: string[];
  /** The verb the question asks as done ("what did I buy"): a memory printing it only as a plan ("to buy") has not done it. */
  done?: string;
  /** The occasions the word names ("rugby": a match), which a ticket shows by its layout, not its words (occasion.ts). */
  occasions?: Set<Occasion>;
  /** The units of measure of the word ("electricity": kW, volt), whose figures stand for it (measured-in.ts). */
  measures?: ReadonlySet<string>;
}

/** Whether a memory's text names the asked kind of thing itself, a near word for it (not a printed word) or a kind of it. */
export function namesSubject(row: Pick<MemoryRow, 'ocr_text' | 'caption' | 'description'>, subject: TermGroup | null): boolean {
  if (!subject) return false;
  const words = contentWords([row.ocr_text, row.caption, row.description].filter(Boolean).join('\n'));
  for (const w of words) if ((subject.words.get(w) ?? 0) >= NEAR_RELATED && !subject.prints.has(w)) return true;
  // The asked word spelt another way or abroad ("Médica Dentista" for "what's the name of my dentist"),
  // as coverage reads it by its stem: else a near word (a language app's "doctor") names the kind and the card does not.
  const own = [...subject.words].flatMap(([w, weight]) => (weight === 1 ? [w] : []));
  for (const w of words) if (own.some((o) => sameStem(o, w))) return true;
  // A kind of it names it too: "A COOKBOOK" under a title answers "what book".
  return kindCoverage(words, subject) > 0;
}

/** A question unit's group: its forms ("work out", "workout") at 1, with each form's related words. */
export function unitGroup(forms: string[], lexicon: RelatedOptions): TermGroup {
  const measures = new Set<string>();
  const group: TermGroup = { words: new Map(), prints: new Set(), phrases: [], kinds: new Map(), documents: new Set(), goods: new Set(), consumed: new Set(), occasions: new Set(), measures };
  for (const form of forms) {
    const one = termGroup(form, lexicon);
    for (const m of one.measures ?? []) measures.add(m);
    for (const d of one.documents) group.documents.add(d);
    for (const o of one.occasions ?? []) group.occasions!.add(o);
    for (const g of one.goods) group.goods.add(g);
    for (const c of one.consumed) group.consumed.add(c);
    group.shop ??= one.shop;
    for (const [w, weight] of one.words) if ((group.words.get(w) ?? 0) < weight) group.words.set(w, weight);
    for (const [w, weight] of one.kinds) if ((group.kinds.get(w) ?? 0) < weight) group.kinds.set(w, weight);
    for (const w of one.prints) group.prints.add(w);
    group.phrases.push(...one.phrases);
  }
  // A phrase's own words alone are not the phrase ("out" is in everything). A compound noun's head is
  // what the phrase is a kind of ("car insurance" is insurance), one step up.
  if (forms[0]!.includes(' ')) {
    const words = forms[0]!.split(' ');
    for (const w of words) if (group.words.get(w) === 1) group.words.delete(w);
    const head = words[words.length - 1]!;
    if (morphy(forms[0]!, 'n').length > 0 && !PARTICLES.has(head) && (group.words.get(head) ?? 0) < RELATED_WEIGHTS.level1) group.words.set(head, RELATED_WEIGHTS.level1);
  }
  group.phrases.push(...modifiedPhrases(forms[0]!, lexicon));
  const trade = lexicon.off?.has('trade') ? null : compoundTrade(forms[0]!, wordnet());
  if (trade) group.phrases.push({ words: trade.flatMap((w) => [...contentWords(w)]), weight: RELATED_WEIGHTS.derivation });
  return group;
}

/**
 * A two-word phrase with its first word in another form: an "electric bill" is printed "ELECTRICITY
 * BILL", a "gas station" "PETROL STATION". The first word's near words (synonyms, derivations) with
 * the head, at their weights; the head stays as asked.
 */
function modifiedPhrases(form: string, lexicon: RelatedOptions): Array<{ words: string[]; weight: number }> {
  const parts = form.split(' ');
  if (parts.length !== 2) return [];
  const head = [...contentWords(parts[1]!)][0];
  if (!head) return [];
  return relatedWords(parts[0]!, lexicon).flatMap((r) => {
    const word = [...contentWords(r.word)];
    return r.source !== 'domain' && r.weight >= NEAR_RELATED && word.length === 1 && word[0] !== head ? [{ words: [word[0]!, head], weight: r.weight }] : [];
  });
}

export function termGroup(term: string, lexicon: RelatedOptions): TermGroup {
  const group: TermGroup = { words: new Map([[term, 1]]), prints: new Set(), phrases: [], kinds: kindsOf(term), documents: documentsOf(term), goods: lexicon.off?.has('gloss') ? new Set() : goodsOfTerm(term), consumed: new Set(lexicon.off?.has('gloss') ? [] : consumedBy(term)), occasions: occasionsNamed(term, lemmasOf(term)), measures: lexicon.off?.has('gloss') ? new Set() : unitsMeasuring(term) };
  if (/^[a-z]+$/.test(term) && (SHOPS.includes(term) || isKindOf(term, SHOPS[0]!, undefined, 1))) group.shop = term;
  for (const r of relatedWords(term, lexicon)) {
    const words = [...contentWords(r.word)];
    // A word of a related phrase alone is mostly something else: "mobile canteen" is a restaurant,
    // "mobile" (a boarding pass's "Mobile boarding pass") is not. The parts the lexicon finds telling
    // on their own ("resort" of "resort hotel") come from it as words of their own, at their weight.
    const part = words.length > 1 && r.source !== 'domain' ? PHRASE_PART_SHARE : 1;
    if (part < 1) group.phrases.push({ words, weight: r.weight });
    for (const w of words) {
      if ((group.words.get(w) ?? 0) < r.weight * part) group.words.set(w, r.weight * part);
      if (r.source === 'domain') group.prints.add(w);
    }
  }
  // A form's base word, too short for the stem test: "swimming" (of "swimming pool") is printed "SWIM".
  for (const [w, weight] of [...group.words]) {
    if (weight < NEAR_RELATED || group.prints.has(w)) continue;
    for (const base of baseForms(w)) if (base !== w && base.length >= 3 && (group.words.get(base) ?? 0) < weight * STEM_WEIGHT) group.words.set(base, weight * STEM_WEIGHT);
  }
  return group;
}

/**
 * The share of the question's words (each with the words that stand for it) that the memory has, a
 * related word counting at its weight. BM25 alone lets one rare word win: "rower" (3 photos)
 * outscored "cardio" (20) for "treadmill workouts", though only "cardio" stands for both words.
 * One word a kind of document prints is weak evidence of that kind ("LEVEL" is on parking signs and
 * exercise displays); several are strong (a display showing DIST, CAL and MIN is one).
 */
export function coverage(row: Text, groups: TermGroup[]): number {
  return combineUnits(unitCoverage(row, groups));
}

/** How well the memory covers each of the question's units (0–1 each), in the groups' order. */
export function unitCoverage(row: Text, groups: TermGroup[], stems: readonly Stems[] = groups.map(stemsOf)): number[] {
  // Nothing to cover: the row's words are not needed (a question that is all filter).
  if (groups.length === 0) return [];
  const text = [namedFieldsText(row.ocr_text), row.caption, row.description, row.transcript, row.objects, row.place_label, row.kind, row.make, row.model, fileName(row.path)];
  const { words, compounds } = wordsWithCompounds(text.filter(Boolean).join('\n'));
  const otherPlace = groups.some((g) => g.shop) ? headedByOtherPlace(row.ocr_text) : false;
  const occasion = groups.some((g) => g.occasions?.size) ? occasionOf(row.ocr_text) : null;
  let printedKinds: Map<number, number> | undefined;
  const units = groups.map((group, g) => {
    // A bill headed by another kind of place (a café, a theatre) is not of the asked shop, whatever
    // else it shares with a receipt ("TOTAL"): only the shop's own word printed on it counts.
    if (group.shop && otherPlace) return words.has(group.shop) ? 1 : 0;
    if (group.modifier && headedByOtherModified(row.ocr_text, (w) => (group.words.get(w) ?? 0) >= NEAR_RELATED, (w) => (group.modifier!.get(w) ?? 0) >= NEAR_RELATED)) return 0;
    let prints = 0;
    for (const w of words) if (group.prints.has(w) || (!group.words.has(w) && namesGoods(w, group.goods))) prints++;
    // A bill of four dishes is no more a meal out than one of two, and a list of foods alone is none.
    if (group.consumed.size > 0 && [...words].some((w) => !group.prints.has(w) && !group.words.has(w) && namesGoods(w, group.consumed))) prints++;
    const other = prints > 0 ? mostOtherPrints((printedKinds ??= kindsPrinted(words)), group.documents) : 0;
    const otherKind = other >= OTHER_KIND_MIN && other > prints;
    let best = 0;
    const planned = group.done && words.has(group.done) && onlyPlanned(row.ocr_text, group.done) ? group.done : null;
    // A print of two letters is an abbreviation of many things ("MG" a dose's milligrams or a milk's
    // fat): alone on a memory it is no evidence of the kind, beside another of its prints it is.
    const lone = prints < 2;
    for (const w of words) if (!(otherKind && group.prints.has(w)) && w !== planned && !(lone && w.length <= 2 && group.prints.has(w))) best = Math.max(best, group.words.get(w) ?? 0);
    for (const p of group.phrases) if (p.weight > best && p.words.every((w) => words.has(w))) best = p.weight;
    // The same stem spelt another way or in another language: "museu" for museum, "veterinary" for
    // veterinarian. Only the question's word and its near words, long enough to mean something. A kind
    // one step up or down (a season ticket for a ticket) is one loose step away already: only its
    // inflections ("seasons") are it, not another word of its stem (a "SEASONAL OFFER"). Synonyms and
    // derivations name the thing itself, and keep their stems ("pharmacist": a "PHARMACY" for the chemist).
    if (best < STEM_WEIGHT) {
      const byStart = stems[g]!;
      for (const w of words) {
        if (w.length < STEM_MIN || compounds.has(w)) continue;
        for (const [near, weight] of byStart.get(w.slice(0, STEM_MIN)) ?? []) if (weight * STEM_WEIGHT > best && stemMatches(near, weight, w)) best = weight * STEM_WEIGHT;
      }
    }
    // Or the word as another European language prints it: a translation cut short or after a prefix ("REEMB", a refund), or the own
    // word's cognate ("COLESTEROL"), only for a word no candidate prints (comparing every candidate's words cost a tenth of a search at 100k).
    if (best < STEM_WEIGHT) best = Math.max(best, shortFormCoverage(words, group.words));
    if (group.cognates && best < COGNATE_WEIGHT) best = Math.max(best, cognateCoverage(words, group.cognates));
    if (prints > 1 && !otherKind) best = Math.max(best, Math.min(PRINTS_MAX, PRINTS_FIRST + PRINTS_STEP * (prints - 1)));
    if (best < KIND_MAX) best = Math.max(best, kindCoverage(words, group));
    // A figure in a unit of the word ("18830 kWh" for electricity) stands for it as a near word would.
    if (best < NEAR_RELATED && group.measures?.size && row.ocr_text && measuredIn(row.ocr_text, group.measures)) best = NEAR_RELATED;
    if (occasion && group.occasions) best = occasionCoverage(best, occasion, group.occasions, () => [...words].some((w) => group.words.get(w) === 1));
    return best;
  });
  groups.forEach((group, g) => {
    if (group.closedWithNext && words.has(group.closedWithNext)) units[g] = units[g + 1] = 1;
  });
  return units;
}

/**
 * Whether a printed word is a near word by its stem. Synonyms and derivations keep their stems; a kind one
 * step away only its inflections; the question word's own translation (below the near words) only whole
 * inside the printed word ("BICICLETARIA" on "bicicleta"), not any word that shares its first letters.
 */
function stemMatches(near: string, weight: number, word: string): boolean {
  if (weight > RELATED_WEIGHTS.level1) return sameStem(near, word);
  if (weight >= NEAR_RELATED) return inflectionOf(near, word);
  return word.startsWith(near) && sameStem(near, word);
}

/**
 * A group's words that may match by stem (near ones, long enough), by their first STEM_MIN letters: a memory's
 * word is compared with those it starts like, not with every one. Built once per question, not once per candidate.
 * The question word's own translation too, but only whole inside a word built on it ("bicicletaria", a
 * bicycle shop, on "bicicleta"): a translation merely sharing a stem ("tributaria" for "tributo") is too
 * loose a match for a word the question did not print.
 */
export type Stems = ReadonlyMap<string, ReadonlyArray<readonly [string, number]>>;

export function stemsOf(group: TermGroup): Stems {
  const out = new Map<string, Array<readonly [string, number]>>();
  for (const [word, weight] of group.words) {
    if (weight < Math.min(NEAR_RELATED, OWN_WEIGHT) || word.length < STEM_MIN) continue;
    const start = word.slice(0, STEM_MIN);
    out.set(start, [...(out.get(start) ?? []), [word, weight]]);
  }
  return out;
}

/** The last part of a path, by either separator. */
function fileName(path: string): string {
  return path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
}

/**
 * The units' coverages as one share. A word left out counts twice: once as nothing found for it, once
 * as a memory about something else ("FARMERS MARKET" for "buy at the bookshop" has a word for buying
 * and none for the bookshop).
 */
export function combineUnits(units: readonly number[]): number {
  if (units.length === 0) return 1;
  const covered = units.reduce((sum, u) => sum + u, 0);
  const matched = units.filter((u) => u > 0).length;
  return (covered / units.length) * (matched / units.length);
}

/** One word of a related phrase, without the rest of it, counts this much of the phrase. */
const PHRASE_PART_SHARE = 0.5;
/**
 * The noun and the other words of its commonest sense, when that sense is a physical thing: a
 * synonym of another sense ("piece" of "a while") has kinds that are not the asked thing's.
 */
function kindsOf(term: string): Map<string, number> {
  if (!/^[a-z]+$/.test(term)) return new Map();
  // contentWords leaves "pastries" as "pastrie": WordNet knows the noun by the plural's lemma.
  const noun = isPhysical(term) ? term : morphy(`${term}s`, 'n').find((lemma) => lemma !== term && /^[a-z]+$/.test(lemma) && isPhysical(lemma));
  if (!noun) return new Map();
  return new Map([[noun, 1], ...synonymsOf(noun).filter((w) => /^[a-z]+$/.test(w)).map((w) => [w, RELATED_WEIGHTS.synonym] as const)]);
}

/**
 * Words of the memory that name kinds of the asked thing (or of a synonym of it) deeper than the
 * lexicon's lists go: one such word is an instance, a step below a near word ("PLUMS" is food, but
 * so is the one snack on a cinema ticket); each more distinct one adds a step, as printed words do.
 */
function kindCoverage(words: ReadonlySet<string>, group: TermGroup): number {
  let best = 0;
  let known = kindWords.get(group);
  if (!known) kindWords.set(group, (known = new Map()));
  for (const [kind, weight] of group.kinds) {
    let found = 0;
    let ofKind = known.get(kind);
    if (!ofKind) known.set(kind, (ofKind = new Map()));
    for (const w of words) {
      if (group.words.has(w)) continue;
      let is = ofKind.get(w);
      // contentWords drops a plural's last "s" only ("cherrie"): WordNet reads the plural itself.
      if (is === undefined) ofKind.set(w, (is = w.length >= 3 && /^[a-z]+$/.test(w) && (isKindOf(w, kind, undefined, KIND_SENSES) || isKindOf(`${w}s`, kind, undefined, KIND_SENSES))));
      if (is) found++;
    }
    if (found > 0) best = Math.max(best, weight * Math.min(KIND_MAX, KIND_FIRST + KIND_STEP * (found - 1)));
  }
  return best;
}

/**
 * Per group and kind, whether a memory's word is a kind of it: the hundreds of candidates of one
 * question share most of their words, and each word was tested against WordNet's cache (two keys
 * built, two look-ups) once per candidate that printed it.
 */
const kindWords = new WeakMap<TermGroup, Map<string, Map<string, boolean>>>();

/**
 * A memory's word is read in its two commonest senses only: a printed word is mostly what it commonly
 * means ("COACH 2 SEAT 31" is a bus or a trainer before it is a railway car, a kind of "car").
 */
const KIND_SENSES = 2;
const KIND_FIRST = 0.45;
const KIND_STEP = 0.1;
const KIND_MAX = 0.65;

/** The kinds of document a question word names, read as the lexicon reads it (related.ts). */
function documentsOf(term: string): Set<DocumentKind> {
  return documentKindsOfTerm(term, lemmasOf(term));
}

/** Several printed words of one kind of document: the first counts as a document kind's word, each more adds a step. */
const PRINTS_FIRST = 0.5;
const PRINTS_STEP = 0.15;
const PRINTS_MAX = 0.85;
/** BM25's share of a word match: it orders memories that cover the question as well as each other. */
export const BM25_SHARE = 0.4;
