/**
 * Which of a document's figures its label marks as the earlier one ("Previous premium", "Last year's
 * rent") and which as the new one ("New balance", "Annual premium"), in English and, once the
 * library's languages are loaded, as documents abroad print it ("Anuidade anterior", "Premio
 * precedente", "Cotisation précédente", "Vorige premie" beside "Prémio anual").
 */
import { contentWords } from '../augment/similarity';
import { synsetsPrinting } from './lexicon/translations';
import { commonSenses } from './lexicon/common-senses';
import { wordnet, type Pos } from './lexicon/wordnet';

/** A label of the earlier figure ("Previous premium", "Last year's rent", "Old price"). */
const BEFORE = /\b(?:previous|prior|former|old|last\s+year['’]?s?|last\s+(?:month|bill|period)['’]?s?)\b/i;
/** A label of the new figure where it shares no noun with the earlier ("This bill", "New balance", "Renewal price"). */
const NOW = /\b(?:this|new|current|renewal|renewed|next|annual)\b/i;

/**
 * The English adjectives whose common senses a translated label word must print. Their senses, not
 * every synonym's: "late" shares a synset with "former", but a late fee is no earlier figure, and
 * only a word the loaded languages print in that very sense ("anterior", "precedente", "vorig")
 * counts.
 */
const EARLIER_LEMMAS = ['previous', 'prior', 'former'];
const NEW_LEMMAS = ['new', 'current', 'annual', 'yearly'];

const senseSets = new Map<string, ReadonlySet<string>>();
/** The lemmas' common adjective senses, as translations.ts names synsets ("a01734051"). */
function sensesOf(lemmas: readonly string[]): ReadonlySet<string> {
  const key = lemmas.join(',');
  let out = senseSets.get(key);
  if (!out) {
    const db = wordnet();
    const pos: Pos = 'a';
    out = new Set(lemmas.flatMap((lemma) => {
      const entry = db.lookup(lemma, pos);
      return entry ? commonSenses(entry, db).map((offset) => `${pos}${String(offset).padStart(8, '0')}`) : [];
    }));
    senseSets.set(key, out);
  }
  return out;
}

/**
 * An adjective as its table lists it, from its printed form: French and Dutch add -e ("précédente",
 * "vorige"), German -e, -er, -es, -en or -em ("ehemaliger", "alte") to the form a dictionary lists.
 */
const INFLECTED = /(?:e[mnrs]?)$/;

/** The label's words that a loaded language prints in one of the senses (contentWords keys). */
function wordsInSense(label: string, senses: ReadonlySet<string>): string[] {
  return [...contentWords(label)].filter((w) => [w, w.replace(INFLECTED, '')].some((form) => form.length >= 3 && synsetsPrinting(form).some((id) => senses.has(id))));
}

/** Whether the label marks its figure as the earlier one. */
export function marksEarlier(label: string): boolean {
  return BEFORE.test(label) || wordsInSense(label, sensesOf(EARLIER_LEMMAS)).length > 0;
}

/** Whether the label marks its figure as the new one. */
export function marksNew(label: string): boolean {
  return NOW.test(label) || wordsInSense(label, sensesOf(NEW_LEMMAS)).length > 0;
}

/** The label's words besides those marking it earlier: the noun an earlier figure's label shares with the new one's ("premium"). */
export function earlierNoun(label: string): string[] {
  const marks = new Set(wordsInSense(label, sensesOf(EARLIER_LEMMAS)));
  return [...contentWords(label.replace(BEFORE, ' '))].filter((w) => !marks.has(w));
}
