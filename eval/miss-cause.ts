/**
 * Why ask did not find a question's evidence, read off what ask said it searched (its analysis) and
 * the first gold file missing from its top 5: outside the time window it searched, outside the place,
 * a photo without words, or by the words it shares with what retrieval searched — none, only far
 * related words (a hypernym two steps up, a gloss, a word a kind of document prints: a receipt's
 * TOTAL), or a term of the question or a near word, and ranked below; and, the evidence found, why
 * the answer still lacks the fact. It names no question, so it can be reported for the blind albums
 * too: it says which part of retrieval or reading the untuned misses fall to, without anyone reading them.
 */
import path from 'node:path';
import type { Memory } from '../shared/memory';
import type { QueryAnalysis } from '../shared/qa';
import { NEAR_RELATED, relatedOf } from '../electron/engine/qa/coverage';
import { wordRoles } from '../electron/engine/qa/lexicon/word-roles';
import { distanceKm } from '../electron/engine/place/geo';

export type MissCause = 'time' | 'place' | 'placeNamed' | 'scene' | 'words' | 'far' | 'near';

/** A wall-clock ISO string ("2024-05-03T09:00:00") as a number to compare, without a zone. */
const wallMs = (iso: string): number => Date.parse(`${iso.slice(0, 19)}Z`);

/** Lower-case words of three letters or more. */
const wordsOf = (text: string): string[] => text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
/** The same word or one that starts alike (five letters: "veterinary" for "veterinarian"). */
const alike = (a: string, b: string): boolean => a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));

/**
 * Why `gold` was missed. Time first: a strict window that leaves the memory out decides before its
 * words are compared; a vague one (which only ranks) and a recurring one (every March) are not
 * checked. Place: a photo with GPS outside every asked place's radius (`placeNamed` when its text
 * names the place: a ticket photographed at home). Scene: it has no words (no OCR text, no caption).
 * Then the words of its OCR text and caption, alike by five letters, against the question's terms
 * and near words, then every related word retrieval searches: `near`, `far` or none (`words`).
 */
export function missCause(analysis: QueryAnalysis, gold: Memory): MissCause {
  const { time, places } = analysis;
  if (time?.strict && !time.recurs && gold.takenAtLocal) {
    const t = wallMs(gold.takenAtLocal);
    if (t < wallMs(time.from) || t > wallMs(time.to)) return 'time';
  }
  if (places.length > 0 && gold.lat !== null && gold.lon !== null && !places.some((p) => distanceKm(p.lat, p.lon, gold.lat!, gold.lon!) <= p.radiusKm)) {
    // A ticket or booking for the place, photographed somewhere else, names it.
    const text = [gold.ocrText, gold.caption].filter(Boolean).join(' ').toLowerCase();
    return places.some((p) => text.includes(p.label.toLowerCase())) ? 'placeNamed' : 'place';
  }
  // Every related word retrieval searches (the analysis carries only the strongest few), near ones
  // (synonyms, derivations, a step up or down) apart from far ones and the words a kind of document prints.
  const related = relatedOf(analysis, { roles: wordRoles(analysis.question) });
  const near = [...analysis.terms, ...related.filter((r) => r.weight >= NEAR_RELATED && !r.printed).map((r) => r.word)].flatMap(wordsOf);
  const far = [...analysis.related, ...related.map((r) => r.word)].flatMap(wordsOf);
  const printed = wordsOf([gold.ocrText, gold.caption].filter(Boolean).join(' '));
  if (printed.length === 0) return 'scene';
  const shares = (asked: string[]) => printed.some((w) => asked.some((a) => alike(w, a)));
  return shares(near) ? 'near' : shares(far) ? 'far' : 'words';
}

/** The cause for the first gold file not in the top 5, by file name; null when all are there or a gold file is not in the library. */
export function firstMissCause(analysis: QueryAnalysis, ranked: readonly string[], gold: readonly string[], byName: ReadonlyMap<string, Memory>): MissCause | null {
  const top = new Set(ranked.slice(0, 5));
  const missing = gold.find((g) => !top.has(g));
  const memory = missing === undefined ? undefined : byName.get(path.basename(missing));
  return memory ? missCause(analysis, memory) : null;
}

/**
 * Why an answer missed the fact when its evidence was all in the top 5: an answer ask works out
 * (a count, a duration, a date, a yes or no) and got wrong; the fact not in the gold files' OCR text
 * (tesseract lost it, or it is printed in a form the keywords do not take); the answer taken from
 * another memory ranked first; or the right memory first and the wrong words read off it.
 */
export type MisreadCause = 'computed' | 'unread' | 'another' | 'line';
const COMPUTED: ReadonlySet<string> = new Set(['count', 'duration', 'date', 'yesno']);

export function misreadCause(
  question: { answer: string; keywords: string[]; match: 'all' | 'any' },
  ranked: readonly string[],
  gold: readonly string[],
  byName: ReadonlyMap<string, Memory>,
  hit: (text: string, keywords: string[], match: 'all' | 'any') => boolean | null,
): MisreadCause {
  if (COMPUTED.has(question.answer)) return 'computed';
  const printed = gold.map((g) => byName.get(path.basename(g))?.ocrText ?? '').join('\n');
  if (!hit(printed, question.keywords, question.match)) return 'unread';
  return ranked[0] !== undefined && gold.includes(ranked[0]) ? 'line' : 'another';
}
