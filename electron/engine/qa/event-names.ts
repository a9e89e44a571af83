/**
 * Whether a question names an event, by the words of the event's name. A question is compared with
 * every event (thousands in a large library): the events are indexed by their distinctive words once
 * per list, so only those sharing a word with the question are compared at all.
 */
import { contentWords } from '../augment/similarity';

const MONTH_WORD = /^(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t|tember)?|oct(ober)?|nov(ember)?|dec(ember)?)$/;
const YEAR = /^\d{4}$/;
/** Per-name lookups are memoised: the same names come back on every question. */
const MEMO_LIMIT = 100_000;
const wordsMemo = new Map<string, string[]>();
const nameWordsMemo = new Map<string, Set<string>>();
/** Positions in an event list by distinctive word; the grounding hands the same list until the events change. */
const indexes = new WeakMap<readonly { name: string }[], Map<string, number[]>>();

/**
 * The events of `all`, in its order, that `keep` and that share a distinctive word with the question's
 * content words `q`: the only ones `nameMatches` and `nameMatchesWithoutYear` can accept.
 */
export function sharingAWord<T extends { name: string }>(all: readonly T[], q: Set<string>, keep: (event: T) => boolean = () => true): T[] {
  let byWord = indexes.get(all);
  if (!byWord) {
    byWord = new Map();
    for (let i = 0; i < all.length; i++) {
      for (const w of new Set(distinctiveWords(all[i]!.name))) {
        const at = byWord.get(w);
        if (at) at.push(i);
        else byWord.set(w, [i]);
      }
    }
    indexes.set(all, byWord);
  }
  const positions = new Set<number>();
  for (const w of q) for (const i of byWord.get(w) ?? []) positions.add(i);
  return [...positions].sort((a, b) => a - b).map((i) => all[i]!).filter(keep);
}

/**
 * An event name matches when its distinctive words are all in the question ("CHI 2024", "Sam's 30th").
 * `q` is the question's contentWords: the similarity is textSimilarity's, without splitting the
 * question again for each event that shares a word with it (a year, a city).
 */
export function nameMatches(question: string, name: string, q: Set<string>): boolean {
  const distinctive = distinctiveWords(name);
  if (distinctive.length > 0 && distinctive.every((w) => q.has(w))) return true;
  // Cheap reject before the similarity: a name sharing no word with the question is not it.
  return distinctive.some((w) => q.has(w)) && jaccard(q, nameWords(name)) >= 0.6;
}

/** A year tells one year's "HARVEST FAIR 2024" from another's; a question naming no year may mean it by its other words. */
export function nameMatchesWithoutYear(name: string, q: Set<string>, placeWords: Set<string>): boolean {
  const distinctive = distinctiveWords(name);
  const named = distinctive.filter((w) => !YEAR.test(w));
  return named.length > 0 && !named.every((w) => placeWords.has(w)) && named.length < distinctive.length && named.every((w) => q.has(w)) && ![...q].some((w) => YEAR.test(w));
}

/** The share of two sets' members that both hold. */
export function jaccard(x: ReadonlySet<string>, y: ReadonlySet<string>): number {
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return shared / (x.size + y.size - shared);
}

function nameWords(name: string): Set<string> {
  let words = nameWordsMemo.get(name);
  if (!words) {
    if (nameWordsMemo.size > MEMO_LIMIT) nameWordsMemo.clear();
    words = contentWords(name);
    nameWordsMemo.set(name, words);
  }
  return words;
}

/** The words of an event's name that identify it: years count ("CHI 2024"), ordinals do not ("Sam's 30th"). */
function distinctiveWords(name: string): string[] {
  let words = wordsMemo.get(name);
  if (!words) {
    if (wordsMemo.size > MEMO_LIMIT) wordsMemo.clear();
    words = [...contentWords(name)].filter(
      (w) => !['trip', 'to', 'day'].includes(w) && !MONTH_WORD.test(w) && (!/^\d/.test(w) || /^\d{4}$/.test(w)) && !/^\d+(st|nd|rd|th)$/.test(w),
    );
    wordsMemo.set(name, words);
  }
  return words;
}

/** A word that asks about a trip; the one list for both readings below. */
const TRIP_WORD = '(?:trip|vacation|holiday|visit|travel)';
const TRIP = new RegExp(String.raw`\b${TRIP_WORD}`, 'i');
/** A trip word a third person possesses, a word or two before it allowed ("their school trip", "her holiday"). */
const OTHERS_TRIP = new RegExp(String.raw`\b(?:his|her|their)\s+(?:\p{L}+\s+){0,2}${TRIP_WORD}`, 'iu');

/**
 * Whether the question asks about one of the user's own trips. The library's trips are the user's own
 * (found from where the photos were taken), so a question about someone else's ("their school trip")
 * names none of them, whenever it was.
 */
export function asksOwnTrip(question: string): boolean {
  return TRIP.test(question) && !OTHERS_TRIP.test(question);
}
