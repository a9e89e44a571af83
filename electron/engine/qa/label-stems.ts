/**
 * The stems of the words a date's or a time's label may use for what the question asks (labelled-date.ts):
 * the question verb's synonyms and definitions in WordNet, and a printed label's initials or its words
 * abroad read back to English.
 */
import { contentWords } from '../augment/similarity';
import { englishOf } from './lexicon/abroad';
import { expansionOf } from './lexicon/acronyms';
import { morphy, type WordNet } from './lexicon/wordnet';
import { phrasalsApart } from './phrasal';

/**
 * Senses of a question verb followed, by frequency (WordNet's order): the synonyms of the first few
 * ("collect" is the fourth sense of "pick up"), the definitions of the first two (rarer senses'
 * definitions are noise).
 */
const SYNONYM_SENSES = 4;
const DEFINITION_SENSES = 2;
/** Words that say nothing of which date is asked. */
export const ASKING = new Set(['is', 'are', 'was', 'were', 'get', 'got', 'let', 'make', 'when', 'what', 'which', 'date', 'day', 'time', 'can', 'could', 'will', 'would', 'should', 'does', 'did', 'have', 'has', 'need', 'again', 'next', 'until', 'from']);

/** The question's verb stems, reading a phrasal verb written as one word ("checkout") as the verb it is. */
export function verbStems(question: string, db: WordNet, narrower = false): Set<string> {
  const wanted = askedStems(question, db, narrower);
  return wanted.size > 0 ? wanted : askedStems(phrasalsApart(question, db), db, narrower);
}

/**
 * The stems of the words a date's label may use for what the question asks: its verbs' (a noun names
 * the document, whose title line may print any of its dates). A word is taken as a verb when WordNet's
 * tagged senses say it is used as one at least as often as a noun ("water" is not, "expire" is).
 * `narrower`: the one-word ways of doing the verb's usual sense too ("depart" for "leave").
 */
function askedStems(question: string, db: WordNet, narrower = false): Set<string> {
  const words = question.toLowerCase().replace(BE_BACK, 'come back').match(/\p{L}+(?:\s+(?:up|off|out|back))?/gu) ?? [];
  const out = new Set<string>();
  const verbs = new Set<string>();
  const things = new Set<string>();
  for (const w of words) {
    const head = w.split(/\s+/)[0]!;
    // "go back": a phrasal verb of a short head is read whole; the head alone says nothing ("go").
    const short = head.length < 3;
    if ((short && w === head) || ASKING.has(head)) continue;
    if (!short) things.add(stem(head));
    for (const form of w === head ? [w] : [w.replace(/\s+/g, '_'), ...(short ? [] : [head])]) {
      for (const lemma of morphy(form, 'v', db)) {
        const verb = db.lookup(lemma, 'v');
        const noun = db.lookup(lemma, 'n');
        if (!verb || (noun && noun.tagged > verb.tagged && !(narrower && usedAsVerb(head, question)))) continue;
        out.add(stem(head));
        verbs.add(stem(head));
        for (const [rank, offset] of verb.offsets.slice(0, SYNONYM_SENSES).entries()) {
          const synset = db.synset(offset, 'v');
          for (const x of synset.words) addWords(out, x);
          if (rank < DEFINITION_SENSES) for (const x of contentWords(synset.definition)) if (!ASKING.has(x) && x.length >= 3) out.add(stem(x));
          for (const p of synset.pointers) {
            if (p.symbol === '~' && narrower && rank === 0) for (const x of db.synset(p.offset, p.pos).words) if (!x.includes('_') && !ASKING.has(x)) out.add(stem(x));
            if (p.symbol !== '+') continue;
            for (const x of db.synset(p.offset, p.pos).words) addWords(out, x);
          }
        }
      }
    }
  }
  // What the question names is the document's title, not a label of one of its dates: "invigilate" is
  // defined by "watch over students taking an exam", and the exam is on every exam notice.
  for (const thing of things) if (!verbs.has(thing)) out.delete(thing);
  return out;
}

/** "When am I back", "when is she back in the office": being back is coming back (WordNet: return). */
const BE_BACK = /\b(?:am|is|are|be|was|were|get|gets|got)\s+(?:(?:i|we|you|he|she|they|it)\s+)?back\b/g;

/**
 * A word the question uses as a verb, however often WordNet's texts use it as a noun: its -ing form
 * ("what time was boarding"), or the last word after "did" ("what time did the flight board").
 */
function usedAsVerb(word: string, question: string): boolean {
  if (word.endsWith('ing')) return true;
  const last = /\b(?:did|does|do|will)\b.*?(\p{L}+)\s*[?.!]*\s*$/iu.exec(question);
  return last?.[1]?.toLowerCase() === word;
}

function addWords(out: Set<string>, lemma: string): void {
  for (const part of lemma.toLowerCase().split(/[_\s-]+/)) if (part.length >= 3 && !ASKING.has(part)) out.add(stem(part));
}

/** A label word that is an asked stem, or initials of a phrase that holds one ("ETA" for "arrive"). */
export function named(word: string, wanted: ReadonlySet<string>): boolean {
  // Initials spell a label out ("ETD"); a ticket abroad prints it in its language ("Abfahrt").
  return wanted.has(stem(word)) || [...expansionOf(word), ...englishOf(word)].some((w) => wanted.has(stem(w)));
}

/** Five letters: "validity" and "valid", "collection" and "collect", "expiry" and "expire" meet. */
export function stem(word: string): string {
  return word.toLowerCase().slice(0, 5);
}
