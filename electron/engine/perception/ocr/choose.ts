import type { OcrBox, Reading } from './result';

/** A letter of any script but Latin (kana, Hangul, Han, Thai…): what a non-Latin pack adds. */
const NON_LATIN_LETTER = /[^\P{L}\p{Script=Latin}]/u;
const NON_LATIN_ALL = /[^\P{L}\p{Script=Latin}]/gu;

/**
 * Picks between the readings of one image made with different language packs.
 *
 * Counting expected correct characters over whole readings (Reading.quality) is unfair across
 * scripts: a Hangul syllable or a kanji is one character where its romanisation is three to eight,
 * so the Latin-only reading of a bilingual sign ("Seoul 56Km 205Km") outscored the Korean one that
 * also read "서울". And the Latin parts of two readings differ for reasons unrelated to the script
 * (a Japanese pass once read the romanisation better, and read the Hangul as "Al").
 *
 * So the question asked is the one the passes exist for: what did a script's pack read that the
 * Latin reading did not? A script reading's evidence is its non-Latin words lying where the Latin
 * reading kept no word (expected correct characters of those words). Where the Latin reading kept a
 * word, the text there is Latin and a non-Latin guess over it is a misreading (a French sign read by
 * a Thai pack gave "พ” du LOUVRE"). The script reading with the most evidence is kept whole; with no
 * evidence anywhere, the Latin reading is. Without a Latin reading (no Latin pack enabled), the one
 * with the most expected correct characters is kept, as before.
 *
 * `readings[0]` is the Latin reading when `latinFirst`; the others are one per script.
 */
export function chooseReading(readings: readonly Reading[], latinFirst: boolean): Reading {
  if (readings.length === 0) throw new Error('no reading to choose from');
  if (!latinFirst) return readings.reduce((best, r) => (r.quality > best.quality ? r : best));
  const latin = readings[0]!;
  let best = latin;
  let bestEvidence = 0;
  for (const reading of readings.slice(1)) {
    const evidence = scriptEvidence(reading, latin);
    if (evidence > bestEvidence) {
      best = reading;
      bestEvidence = evidence;
    }
  }
  return best;
}

/** Expected correct non-Latin characters of `reading`'s words that overlap no word of `latin`. */
export function scriptEvidence(reading: Reading, latin: Reading): number {
  let evidence = 0;
  for (const word of reading.words) {
    if (!NON_LATIN_LETTER.test(word.text)) continue;
    if (latin.words.some((w) => overlaps(w.bbox, word.bbox))) continue;
    evidence += (word.text.match(NON_LATIN_ALL)?.length ?? 0) * (word.confidence / 100);
  }
  return evidence;
}

function overlaps(a: OcrBox, b: OcrBox): boolean {
  return Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0) && Math.min(a.y1, b.y1) > Math.max(a.y0, b.y0);
}
