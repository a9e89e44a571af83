import { morphy, wordnet } from './lexicon/wordnet';

/**
 * A count asked for: "how many", "count", or "the number of …" — not a code's name: "the serial
 * number of my kettle" asks for the number printed on it, so "number of" counts only after a
 * determiner or the wh-word.
 */
const COUNT_WORDS = /\bhow many\b|\bcount\b|(?:^|\b(?:the|a|total|what|what['’]?s|is|are)\s+)number of\b/i;
/** "The number of the garage", "the number of my landlord": "number of" before one thing said whole, to the end. */
const NUMBER_OF_ONE = /\bnumber of\s+(?:the|my|our|your|his|her|their|this|that)\s+([\p{L}'’ -]+?)\s*[?.!]?\s*$/iu;
/** Words that open a clause: "the number of the photos I took", "of my friends who came". */
/** Nouns of many that WordNet files as words of their own (morphy undoes "children", "feet"). */
const PLURALS = new Set(['people', 'staff', 'folk']);
const CLAUSE = new Set(['i', 'we', 'you', 'they', 'he', 'she', 'it', 'who', 'whom', 'that', 'which', 'at', 'in', 'on', 'from', 'to', 'with', 'for']);

export function asksCount(question: string): boolean {
  return COUNT_WORDS.test(question) && !hasNumberOfOne(question);
}

/**
 * One thing after a determiner has a number, a phone's ("what's the number of the dog walker"); a
 * count is of several, in the plural ("the number of my friends", "the number of the people").
 */
function hasNumberOfOne(question: string): boolean {
  if (/\bhow many\b|\bcount\b/i.test(question)) return false;
  const words = NUMBER_OF_ONE.exec(question)?.[1]?.toLowerCase().replace(/['’]s\b/g, '').split(/\s+/);
  if (!words || words.length > 3 || words.some((w) => CLAUSE.has(w))) return false;
  const db = wordnet();
  return !words.some((w) => PLURALS.has(w) || (/[^s]s$/.test(w) && w.length > 3) || morphy(w, 'n', db).some((lemma) => lemma !== w));
}
