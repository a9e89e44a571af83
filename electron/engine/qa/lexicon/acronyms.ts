/**
 * Initials documents print in place of a phrase, read as the phrase's words: a courier's "ETA" is when
 * a parcel arrives, a flight board's "ETD" when it leaves, a return label's "RMA" its authorisation.
 * General English (no names), as a dictionary lists them; WordNet lists none of these.
 */
const ACRONYMS: ReadonlyMap<string, readonly string[]> = new Map([
  ['eta', ['estimated', 'time', 'arrival']],
  ['etd', ['estimated', 'time', 'departure']],
  ['rma', ['return', 'merchandise', 'authorization']],
]);

/** The phrase's words an acronym stands for (lower case), or none. */
export function expansionOf(word: string): readonly string[] {
  return ACRONYMS.get(word.toLowerCase()) ?? [];
}

/** The acronyms whose phrase holds one of the words ("arrival" → "eta"); "time" and the like are in every one. */
export function acronymsHolding(words: Iterable<string>): string[] {
  const asked = new Set([...words].map((w) => w.toLowerCase()).filter((w) => !SHARED.has(w)));
  return [...ACRONYMS].filter(([, phrase]) => phrase.some((w) => asked.has(w))).map(([acronym]) => acronym);
}

/** Words several acronyms share: they tell none apart. */
const SHARED = new Set(['estimated', 'time']);
