import { contentWords } from '../augment/similarity';
import { POSES, wordnet } from './lexicon/wordnet';

/**
 * The words of a question that say what to look for, as memories print them. Two ways of asking put
 * words in the way that the question's content does not hold:
 * - a hyphen after a prefix or a short particle ("co-working", "to-dos", "e-mail", "wi-fi") splits
 *   the word into pieces that name nothing ("co", "dos"): it is one word, written closed up as
 *   documents often print it ("COWORKING", "TODO");
 * - the frame of a question about a name or an event's venue ("what was the inn called", "the name
 *   of", "where is the exam being held") is not what the document prints ("called" is a phone's word,
 *   "held" a library's HOLD);
 * - an adverb that is nothing else ("actually", "usually", "really", "already") says how the question
 *   is meant, not what a page prints: "has my refund actually come in" looks for the refund alone;
 * - a contraction's clitic ("I've", "we'll", "they're", "didn't") is an auxiliary or a pronoun's, split
 *   off by the apostrophe into pieces ("ve", "didn") that a page prints as other words or names;
 * - a preposition of place before the place it relates to (PLACE_PREPOSITION).
 */
/** The verbs that open a question's clause ("did", "is", "will"…), as an alternation for patterns. */
export const AUXILIARIES = 'did|do|does|has|have|had|was|were|is|are|can|could|will|would|should';

const HYPHENATED = /\p{L}+(?:-\p{L}+)+/gu;
/** "To do" as a noun: before the list it names, or ending the question ("what is left to do?"). */
const TO_DO = /\bto\s+do\b(?=\s+(?:list|lists|items?)\b|\s*[?.!:]*\s*$)/gi;
/**
 * A modal before the clause's subject ("how much compensation will I get", "which bus should we take")
 * is the question's auxiliary, no content: "will" and "can" are nouns too (a last will, a tin can),
 * which a determiner before them says ("what does my will say").
 */
const MODAL = /(?<!\b(?:the|my|a|an|his|her|our|their|your|this|that)\s+)\b(?:will|would|can|could|should|shall|must|might)(?=\s+(?:i|we|you|they|he|she|it|my|our|your|the|this|that)\b)/gi;
/** "What's my dentist's name?" asks what "the name of my dentist" does: a card names its dentist, it need not print "name". */
const POSSESSED_NAME = /(?<=\p{L}['’]s)\s+name(?=\s*[?.!]*\s*$)/giu;
/** The clitics of English contractions, after the word they are written onto; "'s" is a possessive as often, and stays. */
const CLITIC = /\b(?:ca|wo|sha)n['’]t\b|(?<=\p{L})(?:n['’]t|['’](?:ve|ll|re|d|m))(?!\p{L})/giu;
/**
 * "The ticket I got outside the flat", "the café near the station": a preposition of place before a
 * noun phrase says where, which the phrase's own words search; a page about the place never prints it,
 * and WordNet's noun "outside" (a region) would match a "REGIONAL" heading by its stem.
 */
const PLACE_PREPOSITION = /\b(?:outside|inside|behind|beside|beneath|underneath|opposite|near)(?=\s+(?:the|my|our|your|his|her|their|a|an|this|that)\b)/gi;
const FRAMES = [CLITIC, MODAL, PLACE_PREPOSITION, /\bthe\s+name\s+of\b/gi, POSSESSED_NAME, /\b(?:called|named)(?=\s*[?.!]*\s*$)/gi, /\b(?:being\s+)?(?:held|taking\s+place)(?=\s*[?.!]*\s*$)/gi];

export function questionWords(text: string): Set<string> {
  let plain = text;
  for (const frame of FRAMES) plain = plain.replace(frame, ' ');
  plain = plain.replace(/\p{L}+/gu, (word) => (onlyAnAdverb(word.toLowerCase()) ? ' ' : word));
  const closed: string[] = [];
  // "My to do list", "what do I need to do?": the things to be done, a note headed "TO DO" or "TODO",
  // whose two words are each too common to look for.
  plain = plain.replace(TO_DO, () => {
    closed.push('todo');
    return ' ';
  });
  plain = plain.replace(HYPHENATED, (word) => {
    const parts = word.split('-');
    if (!parts.some((p) => p.length <= 2 || contentWords(p).size === 0)) return word;
    closed.push(parts.join(''));
    // A part that is a word of its own still counts ("e-ticket" prints as "E-TICKET", read as "ticket").
    return parts.filter((p) => p.length >= 4).join(' ');
  });
  return new Set([...contentWords(`${closed.join(' ')} ${plain}`)]);
}

/** A word WordNet knows as an adverb and as nothing else: "abroad" (also an adjective) or "home" stay. */
function onlyAnAdverb(word: string): boolean {
  const db = wordnet();
  return db.lookup(word, 'r') !== null && !POSES.some((pos) => pos !== 'r' && db.lookup(word, pos));
}
