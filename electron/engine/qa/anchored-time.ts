/**
 * "Since we moved", "before the baby was born", "after the marathon": a period bounded by something the
 * user did or lived through, not by a date. The date parser cannot place it and would leave its words
 * ("moved", "baby") among what is looked for; the occasion is found in the library instead — an event
 * of that name here, else the document that records it (anchor-occasion.ts).
 */
import type { QueryAnalysis } from '../../../shared/qa';
import { contentWords } from '../augment/similarity';
import { extractDateRange } from '../search/date-range';
import { nameMatches, sharingAWord } from './event-names';
import { isKindOf } from './kind-of';
import { irregularForms, morphy } from './lexicon/wordnet';
import { dayStart } from './wall-clock';

export type AnchorDirection = NonNullable<QueryAnalysis['anchor']>['direction'];

export interface TimeAnchor {
  direction: AnchorDirection;
  /** The occasion as said: "we moved", "the baby was born", "the marathon". */
  clause: string;
  /** Where the whole phrase sits in the question, to cut it out. */
  index: number;
  length: number;
}

/** A determiner, or a possessive that is one ("Mum's operation"; "it's", "that's" are a verb). */
const DETERMINER = String.raw`the|my|our|his|her|their|your|(?!(?:it|that|there|what|who|he|she|here)['’]s\b)\p{L}+['’]s`;
/**
 * The conjunction and what follows up to the end of the clause: a subject (a pronoun, or a determiner
 * and up to three words) or a determiner's noun phrase alone. A time of day or a number ("after 6pm",
 * "before 9:15") has neither.
 */
const ANCHOR = new RegExp(String.raw`\b(since|after|before|until|till)\s+((?:i|we|he|she|they|you|${DETERMINER})\s+[^?.!,;]+)`, 'giu');
/** "Since Mia was born": a name for a subject, capitalised (case matters, so apart from ANCHOR). */
const NAMED = /\b(since|after|before|until|till)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+[^?.!,;]+)/gu;
const NAME_SUBJECT = /^\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+/u;
const SUBJECT_VERB = new RegExp(String.raw`^(?:(?:i|we|he|she|they|you)|(?:${DETERMINER})(?:\s+[\p{L}'’-]+){1,3}?)\s+([\p{L}'’-]+)`, 'iu');
/** A noun phrase alone: "the move", "our wedding", "my knee operation". */
const NOUN_PHRASE = new RegExp(String.raw`^(?:${DETERMINER})((?:\s+[\p{L}'’-]+){1,3})$`, 'iu');
const UNIT_BEFORE = /\b(?:day|night|evening|morning|afternoon|week|weekend|month|year)s?\s+$/i;
/**
 * "How long since we moved", "how many days has it been since the baby was born": the time between is
 * asked (elapsed.ts, since-length.ts), not a period to look in. "How many days have I run since we
 * moved" counts days in one.
 */
const ASKS_BETWEEN = /\bhow\s+long\b|\bhow\s+many\s+(?:days|weeks|months|years)\s+(?:(?:has|have|had|is|was)\s+it\s+been\s+|is\s+it\s+|are\s+there\s+|left\s+)?(?:since|until|till|before|after)\b/i;

/** The phrase that bounds the question's period by an occasion, when it says one that is no date. */
export function findTimeAnchor(question: string, now: Date): TimeAnchor | null {
  if (ASKS_BETWEEN.test(question)) return null;
  for (const m of [...question.matchAll(ANCHOR), ...question.matchAll(NAMED)].sort((a, b) => a.index - b.index)) {
    const clause = m[2]!.trim();
    // "The weekend before the wedding" is a window beside the occasion (relative-time.ts), not up to it.
    if (UNIT_BEFORE.test(question.slice(0, m.index)) || !namesOccasion(clause) || extractDateRange(clause, now).range !== null) continue;
    const word = m[1]!.toLowerCase();
    return { direction: word === 'till' ? 'until' : (word as AnchorDirection), clause, index: m.index, length: m[0].length };
  }
  return null;
}

/**
 * A clause with a subject whose verb is in the past ("we moved", "I started the new job", "the baby was
 * born": the occasion has happened, so a document can show it), or a noun phrase WordNet takes for
 * something that happens or is done ("the move", "the wedding", "the marathon"), where "after the
 * bridge" or "before the starter" name a thing.
 */
function namesOccasion(clause: string): boolean {
  if (isClause(clause)) return true;
  const phrase = NOUN_PHRASE.exec(clause)?.[1]?.trim().toLowerCase();
  const head = phrase?.split(/\s+/).at(-1);
  return !!head && (isKindOf(head, 'event') || isKindOf(head, 'act'));
}

/** Whether the occasion is said as a clause with its subject and a past verb, not a noun phrase. */
export function isClause(said: string): boolean {
  return clauseVerb(said) !== null;
}

/**
 * The clause's verb, which names the occasion as a document labels its date ("we moved": "Moving date",
 * "I started": "Start date", "the baby was born": "Born"): after "was" or "were", the participle.
 */
export function clauseVerb(said: string): string | null {
  const named = NAME_SUBJECT.exec(said);
  const rest = named ? said.slice(named[0].length) : said;
  const m = named ? /^([\p{L}'’-]+)/u.exec(rest) : SUBJECT_VERB.exec(rest);
  const verb = m?.[1]?.toLowerCase();
  if (!m || !verb || !pastVerb(verb)) return null;
  return /^(?:was|were)$/.test(verb) ? (/^\s*([\p{L}'’-]+)/u.exec(rest.slice(m[0].length))?.[1]?.toLowerCase() ?? null) : verb;
}

function pastVerb(word: string): boolean {
  if (word === 'was' || word === 'were') return true;
  return morphy(word, 'v').some((base) => base !== word && (word.endsWith('ed') || irregularForms(base).includes(word)));
}

/**
 * The period after or up to an occasion spanning `start`–`end`, strict: "since" and "after" run from its
 * end to now, "before" and "until" up to its start. An occasion a document dates to a day spans its
 * day's first moment, so "after the concert" keeps that evening's dinner and "before we moved" leaves
 * the moving day out: which side of the day's hours a photo fell on is not known.
 */
function anchoredWindow(direction: AnchorDirection, start: number, end: number, now: number): { from: number; to: number } {
  return direction === 'since' || direction === 'after' ? { from: end, to: Math.max(now, end) } : { from: 0, to: start - 1 };
}

/** The question's time from an occasion spanning `start`–`end` (wall-clock ms read as UTC), with what it was anchored on. */
export function anchoredTime(anchor: Pick<TimeAnchor, 'direction' | 'clause'>, occasion: { start: number; end: number }, now: number): { from: string; to: string; text: string } {
  const window = anchoredWindow(anchor.direction, occasion.start, occasion.end, now);
  const day = dayStart(anchor.direction === 'since' || anchor.direction === 'after' ? occasion.end : occasion.start);
  return { from: iso(window.from), to: iso(window.to), text: anchorText(anchor, day) };
}

function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

/** "You moved", "your wedding": the occasion said back, in the asker's person. */
export function spokenBack(clause: string): string {
  return clause.replace(/^(?:i|we)\b/i, 'you').replace(/\b(?:my|our)\b/gi, 'your');
}

/** "Since you moved on 19 Jun 2027": what the period was anchored on. */
function anchorText(anchor: Pick<TimeAnchor, 'direction' | 'clause'>, day: number): string {
  return `${anchor.direction} ${spokenBack(anchor.clause)} on ${new Date(day).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}`;
}

/**
 * An event of the library named by the clause: its span dates the occasion. The clause says nothing
 * but the occasion, so a shorter name of it is enough ("after the marathon" is "City Marathon"); the
 * latest begun.
 */
export function anchorEvent<T extends { name: string; start: number; end: number }>(clause: string, events: readonly T[], now: number): T | null {
  const words = contentWords(clause);
  const named = sharingAWord(events, words, (e) => e.start <= now).filter((e) => nameMatches(clause, e.name, words) || [...words].every((w) => contentWords(e.name).has(w)));
  return named.sort((a, b) => a.start - b.start).at(-1) ?? null;
}
