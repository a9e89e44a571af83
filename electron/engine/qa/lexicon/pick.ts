/**
 * Which of a question word's related words are kept: the list is capped (one full-text query per
 * word), and what the cap keeps decides which senses of the word a photo can be found by.
 */

/** Slots each source is sure of in a term's list before the rest are filled by weight. */
const PER_SOURCE_QUOTA = 6;

/**
 * Each later sense (by frequency) is sure of its strongest few words, the ones that name it
 * (a shelter as a protective covering); the rest of the cap goes as before, each source's strongest few first
 * (a word with many synonyms or kinds must leave room for the reverse view and the document kinds),
 * then by weight. First come, first kept, the common sense's many kinds filled the list and a rarer
 * sense never reached it; an equal share for each sense let its vague words ("collection" for a
 * garden) push out the common sense's kinds.
 */
export function pickBySense<T extends { source: string; sense: number }>(found: readonly T[], cap: number): Set<T> {
  const picked = new Set<T>();
  const perSense = new Map<number, number>();
  for (const r of found) {
    if (r.sense === 0) continue;
    const n = perSense.get(r.sense) ?? 0;
    perSense.set(r.sense, n + 1);
    if (n < SENSE_RESERVE && picked.size < cap) picked.add(r);
  }
  const quota = new Map<string, number>();
  const first = found.filter((r) => {
    const n = quota.get(r.source) ?? 0;
    quota.set(r.source, n + 1);
    return n < PER_SOURCE_QUOTA;
  });
  for (const r of [...first, ...found]) if (picked.size < cap) picked.add(r);
  return picked;
}

/** Slots each sense after the first is sure of. */
const SENSE_RESERVE = 3;
