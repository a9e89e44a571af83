import type { ExtractedAnswer } from '../../../shared/qa';
import { escapeRegExp, unmeasuredLinesOf, type EvidenceRow } from './text-lines';

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
export function extremeOf(evidence: ReadonlyArray<{ row: EvidenceRow }>, measure: string, word: string): ExtractedAnswer | null {
  const label = new RegExp(`^\\s*${escapeRegExp(measure)}s?\\b\\s*[:=]?\\s*(.+)$`, 'i');
  const found: Array<{ value: string; line: string; size: number; memoryId: string }> = [];
  for (const { row } of evidence) {
    for (const line of unmeasuredLinesOf(row)) {
      const m = label.exec(line.text);
      const size = m ? magnitude(m[1]!) : null;
      if (m && size !== null) {
        found.push({ value: m[1]!.trim(), line: line.text, size, memoryId: row.id });
        break;
      }
    }
  }
  if (found.length < 2) return null;
  const most = wantsMost(word, measure);
  const best = found.reduce((a, b) => ((most ? b.size > a.size : b.size < a.size) ? b : a));
  return { value: best.value, line: best.line, memoryId: best.memoryId };
}
