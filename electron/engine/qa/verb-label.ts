import { contentWords, wordKey } from '../augment/similarity';
import type { Candidate } from './fusion';
import { joinStacked } from './stacked';
import { morphy, wordnet, type WordNet } from './lexicon/wordnet';
import { AUXILIARIES } from './question-words';
import { textOf } from './text-lines';

/**
 * "How many does the cake serve", "how many tasks have I completed", "how many people does the room
 * hold": a document prints the figure under the asked verb itself ("Serves 8", "Completed: 2",
 * "Sleeps 6"), in the form that says what the thing does or what was done. A verb of having room
 * (WordNet's "accommodate, hold, admit" and its kinds: seat, sleep, house) is also printed as the
 * room's capacity ("Capacity 8", "Max occupancy: 12"). The count is that figure, not how many photos.
 */

/** The clause after "how many …": its auxiliary, then the subject and the verb. */
const ASKED = new RegExp(String.raw`\bhow many\b.*?\b(?:${AUXILIARIES}|am)\s+(.+?)\s*[?.!]*\s*$`, 'i');
/**
 * A label of one to three words and a whole number: "Serves 8", "Completed: 2", "Max occupancy - 12",
 * "Sleeps up to 6", "Items borrowed today: 3".
 */
const LABELLED = /^\s*(\p{L}+)((?:\s+\p{L}+){0,2})\s*[:\-–]?\s*(?:up to\s+)?(\d{1,4})(?![\d.,:/%\-–])(?:\s*(\p{L}+))?/iu;
/** How a room's or a vehicle's room is labelled. */
const ROOM_LABEL = /^(?:capacity|occupancy|max(?:imum)?)$/i;

let roomFor: Set<number> | null = null;

/** Whether a verb, in any sense, is having room for ("the hall holds 200", "the cabin sleeps 4"). */
function hasRoomFor(verb: string, db: WordNet): boolean {
  roomFor ??= new Set((db.lookup('accommodate', 'v')?.offsets ?? []).filter((o) => db.synset(o, 'v').words.includes('admit')));
  const senses = morphy(verb, 'v', db).flatMap((lemma) => db.lookup(lemma, 'v')?.offsets ?? []);
  return senses.some((o) => roomFor!.has(o) || db.synset(o, 'v').pointers.some((p) => p.symbol === '@' && roomFor!.has(p.offset)));
}

const PRONOUN = /^(?:i|we|you|they|he|she|it)$/;
export const DETERMINER = /^(?:the|this|that|these|those|my|our|your|their|his|her|its|a|an)$/;
const PREPOSITION = /^(?:in|on|at|for|to|of|from|with|by|per|during|over|this|last|so|today|altogether|in total)$/;
/** Words between a subject and its verb, or an auxiliary's "being". */
const FILLER = /^(?:already|still|ever|actually|really|just|being|been|got|getting)$/;

/**
 * The verb of the clause after the auxiliary: after a pronoun ("have I taken"), at the end of a
 * subject led by a determiner ("does the Oak room hold"), or first when the counted noun is the
 * subject ("were left in the class"). A noun of the subject ("the spin class") is no verb.
 */
function clauseVerb(words: readonly string[]): string | undefined {
  let i = 0;
  if (PRONOUN.test(words[0] ?? '')) i = 1;
  else if (DETERMINER.test(words[0] ?? '')) {
    let end = 1;
    while (end < words.length && !PREPOSITION.test(words[end]!)) end++;
    return end >= 3 ? words[end - 1] : undefined;
  }
  while (FILLER.test(words[i] ?? '')) i++;
  return words[i];
}

export function printedByVerb(lines: readonly string[], question: string, db: WordNet = wordnet()): { value: string; line: string } | null {
  const clause = ASKED.exec(question)?.[1];
  if (!clause) return null;
  const verb = clauseVerb(clause.toLowerCase().match(/[\p{L}']+/gu) ?? []);
  if (!verb || verb.length < 3 || morphy(verb, 'v', db).length === 0) return null;
  const roomy = hasRoomFor(verb, db);
  const asked = contentWords(question);
  for (const line of joinStacked(lines)) {
    const m = LABELLED.exec(line);
    if (!m) continue;
    const label = m[1]!.toLowerCase();
    // The verb as asked ("completed", "taken"), as the thing's doing ("serves", "sleeps") or as what
    // was done to the things counted ("Items borrowed today: 3" for "how many books did I borrow"). Its
    // bare form is an instruction ("Take 1-2 tablets"), no label of what was done. A label led by a
    // word asked ("Spaces left: 4", "Rewards points earned") names the counted noun: the reader of
    // quantities answers it with its noun.
    const rest = asked.has(wordKey(label)) ? [] : m[2]!.toLowerCase().split(/\s+/).filter(Boolean);
    const said = [label, ...rest].some((w) => doneBy(w, verb, db));
    if (!said && !(roomy && ROOM_LABEL.test(label))) continue;
    const unit = m[4] && !/^(?:of|per|and|or|to|at|on|in|for)$/i.test(m[4]) ? ` ${m[4]}` : '';
    return { value: `${m[3]}${unit}`, line };
  }
  return null;
}

/** Whether a printed word is a form of the asked verb that says it was done or is done, not its bare form. */
function doneBy(printed: string, verb: string, db: WordNet): boolean {
  if (printed === verb) return !morphy(verb, 'v', db).includes(verb);
  const lemmas = morphy(printed, 'v', db);
  return !lemmas.includes(printed) && lemmas.some((l) => l === verb || morphy(verb, 'v', db).includes(l));
}

/** The first of the best matches that prints the asked verb's figure, with it. */
export function verbLabelled(refs: readonly Candidate[], question: string): { value: string; line: string; ref: Candidate } | null {
  for (const ref of refs) {
    const found = printedByVerb(textOf(ref.row), question);
    if (found) return { ...found, ref };
  }
  return null;
}
