import type { ExtractedAnswer } from '../../../shared/qa';
import { escapeRegExp, unmeasuredLinesOf, type EvidenceRow } from './text-lines';
import { joinStacked } from './stacked';
import { contentWords } from '../augment/similarity';
import { morphy } from './lexicon/wordnet';

/**
 * "What's my fastest swim time", "my highest score", "the cheapest fill-up": one value compared across
 * every matching memory, not read off the best one. The value is the one each document prints under
 * the asked noun as its label ("Time: 26:58", "Score 41"), compared as a number (a clock-style
 * duration in seconds); the adjective says which end is asked for. General English adjectives.
 */

/** Adjectives whose extreme is the smallest value. */
const LEAST = ['fastest', 'quickest', 'shortest', 'lowest', 'cheapest', 'smallest', 'least'];
/** Adjectives whose extreme is the largest value. */
const MOST = ['slowest', 'longest', 'highest', 'biggest', 'largest', 'most', 'heaviest', 'furthest', 'farthest', 'dearest', 'top'];
/** "Best" and "worst" depend on the measure: the best time is the least, the best score the most. */
const JUDGED = ['best', 'worst', 'personal best'];
const SUPERLATIVE = new RegExp(`\\b(${[...LEAST, ...MOST, ...JUDGED].join('|')})\\b`, 'i');
/** Measures of which less is better: times, and places in a field (1st is the best). */
const LESS_IS_BETTER = /^(?:time|duration|pace|split|lap|finish|position|place|placing|rank|ranking|handicap)$/;

/** The superlative a question asks with, or null. */
export function superlativeIn(question: string): string | null {
  return SUPERLATIVE.exec(question)?.[1]?.toLowerCase() ?? null;
}

/** Adjectives of distance: "my longest run", "the furthest I have cycled" ask how far, which a run's or a ride's summary prints as its distance. */
const HOW_FAR = new Set(['longest', 'furthest', 'farthest']);

/**
 * The labels to compare under, in turn: the asked noun's own ("my fastest time"), then, for an adjective
 * of distance, the distance a thing done prints ("my longest run": no line is labelled "run"), compared
 * only across the documents that name the thing (a ride's distance is no run's).
 */
export function superlativeMeasures(subject: string | null | undefined, word: string, question: string): Array<{ measure: string; about?: Set<string>; judged?: string }> {
  const words = subject?.split(/\s+/) ?? [];
  const noun = words[words.length - 1];
  // "My best 5k time": a display labels the time by the distance it is of ("5K 24:52").
  const modifier = words.length > 1 ? words[words.length - 2] : noun ? new RegExp(`(\\S+)\\s+${escapeRegExp(noun)}\\b`, 'i').exec(question)?.[1] : undefined;
  // "The furthest I've ridden": the deed is asked in its participle, the summary prints it as "Ride".
  const about = new Set([...contentWords(question)].filter((w) => !SUPERLATIVE.test(w) && !GENERIC.has(w)).flatMap((w) => [w, ...morphy(w, 'v')]));
  return [...(noun ? [{ measure: noun }] : []), ...(modifier && !SUPERLATIVE.test(modifier) && contentWords(modifier).size > 0 ? [{ measure: modifier, judged: noun }] : []), ...(HOW_FAR.has(word) && noun !== 'distance' && about.size > 0 ? [{ measure: 'distance', about }] : [])];
}
/** Words of a question that name no thing done. */
const GENERIC = new Set(['what', 'which', 'ever', 'far', 'distance']);

/** Whether the question asks for the largest of the measure (else the smallest). */
function wantsMost(word: string, measure: string): boolean {
  if (word === 'best' || word === 'personal best') return !LESS_IS_BETTER.test(measure);
  if (word === 'worst') return LESS_IS_BETTER.test(measure);
  return MOST.includes(word);
}

/** A printed value as a number: "26:58" → 1618 s, "1:02:10" → 3730 s, "R 1 512.55" → 1512.55. */
function magnitude(text: string): number | null {
  const clock = /(?<![\d:])(\d{1,2}):([0-5]\d)(?::([0-5]\d))?(?![\d:])/.exec(text);
  if (clock) return clock[3] !== undefined ? Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]) : Number(clock[1]) * 60 + Number(clock[2]);
  const number = /(?<![\d.,])(\d{1,3}(?:[ ,]\d{3})+|\d+)(?:[.,](\d{1,2}))?(?![\d])/.exec(text);
  return number ? Number(`${number[1]!.replace(/[ ,]/g, '')}.${number[2] ?? '0'}`) : null;
}

/**
 * The extreme of the values labelled with `measure` across the evidence, or null when fewer than two
 * memories print one (one value is no comparison: the ordinary reading answers it).
 */
export function extremeOf(evidence: ReadonlyArray<{ row: EvidenceRow }>, measure: string, word: string, about?: Set<string>, judged = measure): ExtractedAnswer | null {
  // A label may open a line or one of its parts: "Best efforts: 10K 57:20 · 5K 28:05", "New PB! 5K 24:52".
  const label = new RegExp(`(?:^|[·|;:!]\\s)\\s*${escapeRegExp(measure)}s?\\b\\s*[:=]?\\s*([^·|;]+)`, 'i');
  const found: Array<{ value: string; line: string; size: number; memoryId: string }> = [];
  for (const { row } of evidence) {
    if (about && ![...contentWords(row.ocr_text ?? '')].some((w) => about.has(w))) continue;
    // An app's tile prints its label over its figure ("Distance" / "10.24 km"): read joined.
    for (const line of joinStacked(unmeasuredLinesOf(row).map((l) => l.text))) {
      const m = label.exec(line);
      const size = m ? magnitude(m[1]!) : null;
      if (m && size !== null) {
        found.push({ value: m[1]!.trim(), line, size, memoryId: row.id });
        break;
      }
    }
  }
  if (found.length < 2) return null;
  // "The best 5K time" is judged as a time, whatever label it is read under.
  const most = wantsMost(word, judged);
  const best = found.reduce((a, b) => ((most ? b.size > a.size : b.size < a.size) ? b : a));
  return { value: best.value, line: best.line, memoryId: best.memoryId };
}
