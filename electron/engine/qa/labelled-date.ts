import * as chrono from 'chrono-node';
import { contentWords } from '../augment/similarity';
import { printedDay } from './facts';
import { morphy, wordnet, type WordNet } from './lexicon/wordnet';

/**
 * Senses of a question verb followed, by frequency (WordNet's order): the synonyms of the first few
 * ("collect" is the fourth sense of "pick up"), the definitions of the first two (rarer senses'
 * definitions are noise).
 */
const SYNONYM_SENSES = 4;
const DEFINITION_SENSES = 2;
/** Question words that ask for the coming occasion of something done before: "when can I go again". */
const AGAIN = /\b(again|next)\b/i;
/** Words that say nothing of which date is asked. */
const ASKING = new Set(['is', 'are', 'was', 'were', 'get', 'got', 'let', 'make', 'when', 'what', 'which', 'date', 'day', 'time', 'can', 'could', 'will', 'would', 'should', 'does', 'did', 'have', 'has', 'need', 'again', 'next', 'until', 'from']);

/**
 * The date a document prints beside a label that says what the question asks ("VALID UNTIL 04/03/2026"
 * for "when does it expire", "COLLECT 09/03" for "when can I pick it up", "Next dose: 5 Sep" for
 * "when should I go again"), rather than the day the photo was taken or another printed date (the
 * issue date). A label relates to the question by WordNet: the question word's synonyms, its
 * derivations and their synonyms, and its definition's words (expire: "lose validity" → valid).
 * The day (local ms at midnight, the reading nearest the photo) and the line; null when no label fits.
 */
export function labelledDate(lines: string[], question: string, takenLocal: number, db: WordNet = wordnet()): { day: number; line: string } | null {
  const wanted = askedStems(question, db);
  const again = AGAIN.test(question);
  if (wanted.size === 0 && !again) return null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const day = printedDay(line, takenLocal);
    if (day === null) continue;
    // A date alone on its line is labelled by the line above ("VALID UNTIL" over "04/03/2026").
    const own = [...contentWords(undated(line))].filter((w) => /\p{L}{3,}/u.test(w));
    const label = own.length > 0 ? own : [...contentWords(lines[i - 1] ?? '')];
    const fits = label.some((w) => wanted.has(stem(w)) || (again && w === 'next'));
    if (fits) return { day, line: i > 0 && own.length === 0 ? `${lines[i - 1]} ${line}` : line };
  }
  return null;
}

/**
 * The stems of the words a date's label may use for what the question asks: its verbs' (a noun names
 * the document, whose title line may print any of its dates). A word is taken as a verb when WordNet's
 * tagged senses say it is used as one at least as often as a noun ("water" is not, "expire" is).
 */
function askedStems(question: string, db: WordNet): Set<string> {
  const words = question.toLowerCase().match(/\p{L}+(?:\s+(?:up|off|out|back))?/gu) ?? [];
  const out = new Set<string>();
  for (const w of words) {
    const head = w.split(/\s+/)[0]!;
    if (head.length < 3 || ASKING.has(head)) continue;
    for (const form of w === head ? [w] : [w.replace(/\s+/g, '_'), head]) {
      for (const lemma of morphy(form, 'v', db)) {
        const verb = db.lookup(lemma, 'v');
        const noun = db.lookup(lemma, 'n');
        if (!verb || (noun && noun.tagged > verb.tagged)) continue;
        out.add(stem(head));
        for (const [rank, offset] of verb.offsets.slice(0, SYNONYM_SENSES).entries()) {
          const synset = db.synset(offset, 'v');
          for (const x of synset.words) addWords(out, x);
          if (rank < DEFINITION_SENSES) for (const x of contentWords(synset.definition)) if (!ASKING.has(x) && x.length >= 3) out.add(stem(x));
          for (const p of synset.pointers) {
            if (p.symbol !== '+') continue;
            for (const x of db.synset(p.offset, p.pos).words) addWords(out, x);
          }
        }
      }
    }
  }
  return out;
}

/** A line without the dates chrono reads in it: "5 Sep 2024" leaves no label words. */
function undated(line: string): string {
  return [...chrono.en.parse(line), ...chrono.en.GB.parse(line)].reduce((text, r) => text.replace(r.text, ' '), line);
}

function addWords(out: Set<string>, lemma: string): void {
  for (const part of lemma.toLowerCase().split(/[_\s-]+/)) if (part.length >= 3 && !ASKING.has(part)) out.add(stem(part));
}

/** Five letters: "validity" and "valid", "collection" and "collect", "expiry" and "expire" meet. */
function stem(word: string): string {
  return word.toLowerCase().slice(0, 5);
}
