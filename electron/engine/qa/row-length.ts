import { contentWords } from '../augment/similarity';
import { ORDINALS } from './analyze';
import { STATUS_BAR } from './text-lines';

/**
 * A table row that names a thing and ends in a clock-shaped reading ("5 Quick  1:58" on a washing
 * machine's programmes, "Lap 3  1:58.4" on a run, "Roast chicken  1:30"): asked how long the thing
 * takes or took, the reading is its length, not a time of day. The row that names most of the asked
 * words answers; a number asked ("lap 3") must be the row's.
 */

/** A reading at the row's end: hours and minutes, with seconds or a stopwatch's tenths. */
const READING = /(?<![\d:.,])(\d{1,2}:[0-5]\d(?::[0-5]\d)?(?:[.,]\d{1,2})?)\s*$/;
/** A clock with am/pm, or a second reading on the line, makes the row a time of day or a span. */
const TIME_OF_DAY = /\d\s*[ap]\.?m\b|\d{1,2}:[0-5]\d.*\d{1,2}:[0-5]\d/i;

export function rowLength(lines: readonly string[], terms: readonly string[], question: string): { value: string; line: string } | null {
  // "My second lap" is the row numbered 2.
  const ordinals = (question.toLowerCase().match(/\b\w+\b/g) ?? []).filter((w) => Object.hasOwn(ORDINALS, w));
  const numbers: string[] = [...(question.match(/\b\d+\b/g) ?? []), ...ordinals.map((w) => String(ORDINALS[w]))];
  const asked = new Set(terms.filter((t) => !/^\d+$/.test(t) && !Object.hasOwn(ORDINALS, t)));
  let best: { value: string; line: string; score: number } | null = null;
  for (const line of lines) {
    if (STATUS_BAR.test(line) || TIME_OF_DAY.test(line)) continue;
    const m = READING.exec(line);
    if (!m) continue;
    const label = line.slice(0, m.index);
    const labelNumbers: string[] = label.match(/\b\d+\b/g) ?? [];
    if (numbers.some((n) => !labelNumbers.includes(n))) continue;
    const words = [...contentWords(label)].filter((w) => asked.has(w)).length;
    const score = words + numbers.length;
    if (score > 0 && (!best || score > best.score)) best = { value: m[1]!, line: line.trim(), score };
  }
  return best && { value: best.value, line: best.line };
}
