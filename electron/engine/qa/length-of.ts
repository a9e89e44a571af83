import { isKindOf, isPhysical } from './kind-of';
import { hypernymSteps, morphy, wordnet, type WordNet } from './lexicon/wordnet';

/**
 * "How long is the garden", "how long was the baby", "how long is a roll of wallpaper": asked of a
 * thing one can lay a tape along, "how long" is its length as a listing, a health record or a label
 * prints it, not a span of time. Asked of an occasion ("the flight", "the film", "the queue", "the
 * walk") it stays a duration. WordNet tells the two apart: the thing's commonest sense is a physical
 * object, not an act, an event or a stretch of time. A conveyance is asked of for its journey ("how
 * long is the ferry"), so it keeps its duration.
 */

/** The question is "how long" and the copula and the thing, nothing after it that would make it last ("… valid", "… open for"). */
const LENGTH_OF = /^\s*how\s+long\s+(?:is|was|are|were)\s+(?:(?:the|my|our|your|his|her|their|this|that|a|an)\s+)?([a-z][a-z' -]*?)\s*[?.!]*\s*$/i;
/** A way somewhere or a time in a place ("the drive to Leeds", "the wait at the gate"): a journey or a stay, how long it takes. */
const JOURNEY = /\s(?:to|from|at|in|on|for|with|between|into|across|around|through)\s/;
/** A phrase's head and the noun after its "of" ("roll of wallpaper", "garden of the semi"). */
const OF = /^(.+?)\s+of\s+(?:(?:the|my|our|your|a|an|this|that)\s+)?(.+)$/;
/** Kinds that last: an act, an event, a stretch of time is no thing to measure with a tape. */
const LASTING = ['act', 'event', 'time_period'];
/** Kinds a recording of something is ("the film of the wedding", "the video of the garden"): it plays for a time. */
const PLAYED = ['communication', 'show'];
/** The hierarchy's full depth: a film is a show, a social event, an event. */
const DEPTH = 20;

export function asksLengthOf(question: string, db: WordNet = wordnet()): boolean {
  const phrase = LENGTH_OF.exec(question)?.[1]?.toLowerCase().replace(/'s\b/g, '');
  if (!phrase || JOURNEY.test(` ${phrase} `)) return false;
  const of = OF.exec(phrase);
  const words = (of ? of[1]! : phrase).trim().split(/\s+/);
  const head = words.at(-1);
  if (!head) return false;
  // "The drive home": a word of the phrase that lasts makes it a journey, whatever word ends it.
  if (!words.some((w) => kindOf(w, LASTING, db)) && measurable(head, db)) return true;
  // "A roll of wallpaper": the head says how the thing comes, the noun after "of" is what is measured.
  const thing = of ? lastWord(of[2]!) : undefined;
  return !!thing && !kindOf(head, PLAYED, db) && measurable(thing, db);
}

function lastWord(phrase: string): string | undefined {
  return phrase.trim().split(/\s+/).at(-1);
}

/** A physical thing by its commonest sense, and not also one that lasts (a film is a reel and a show), nor a conveyance. */
function measurable(noun: string, db: WordNet): boolean {
  return isPhysical(noun, db) && !isKindOf(noun, 'conveyance', db, 1) && !kindOf(noun, LASTING, db);
}

/** Whether the noun's commonest sense is, at any depth, a kind of one of `kinds`. */
function kindOf(noun: string, kinds: readonly string[], db: WordNet): boolean {
  const targets = new Set(kinds.flatMap((k) => db.lookup(k, 'n')?.offsets ?? []));
  const first = morphy(noun, 'n', db).flatMap((lemma) => (db.lookup(lemma, 'n')?.offsets ?? []).slice(0, 1));
  return first.some((o) => targets.has(o) || hypernymSteps(o, targets, DEPTH, db) > 0);
}
