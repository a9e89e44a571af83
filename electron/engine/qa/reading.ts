/**
 * A row of a results table — a blood test, a meter, a report — prints a name, its value, a unit and
 * often the range that counts as normal: "TOTAL CHOLESTEROL  212  mg/dL  (<190)", "VITAMIN D 18 ng/mL
 * (30-100)". The value is the first number after the name; the range's numbers are no value.
 */
import { contentWords } from '../augment/similarity';
import { monthIndex } from '../search/spoken-spans';

export interface Reading {
  label: string;
  value: number;
  /** The value as printed with its unit ("212 mg/dL"). */
  shown: string;
  unit: string;
  /** The printed range, as printed ("<190", "30-100"), and its ends. */
  range: string | null;
  low: number | null;
  high: number | null;
  line: string;
}

const NUM = String.raw`\d+(?:[.,]\d+)?`;
const RANGE = String.raw`[<>≤≥]=?\s*${NUM}|${NUM}\s*[-–]\s*${NUM}`;
// A flag a lab prints beside a value out of range ("H", "L", "*") stands between the value and the range.
const ROW = new RegExp(String.raw`^(.*?\p{L}.*?)[\s:]+(${NUM})\s*([^\s\d()<>≤≥*][^\s()]*)?\s*(?:\b[HL]\b|\*+)?\s*(?:\(?\s*(${RANGE})\s*\)?)?\s*(?:\b[HL]\b|\*+)?\s*$`, 'iu');
const value = (printed: string) => Number(printed.replace(',', '.'));

/** The reading a line prints, when it is a name, a value, and a unit or a range; null for other lines. */
export function readingOn(line: string): Reading | null {
  const m = ROW.exec(line.trim());
  if (!m || (!m[3] && !m[4])) return null;
  // A unit is letters or a percent, not a currency or a date's rest.
  const unit = m[3] ?? '';
  if (unit && !/^[µμ\p{L}%][\p{L}\d/%.µμ^]*$/u.test(unit)) return null;
  // "Due 28 Oct": a day and its month, not a value and its unit.
  if (/^\p{L}+$/u.test(unit) && monthIndex(unit) >= 0) return null;
  const range = m[4]?.replace(/\s+/g, '') ?? null;
  const ends = range ? /^([<>≤≥])=?(.+)$/.exec(range) : null;
  const span = range && !ends ? range.split(/[-–]/).map(value) : null;
  return {
    label: m[1]!.trim(),
    value: value(m[2]!),
    shown: `${m[2]}${unit ? ` ${unit}` : ''}`,
    unit,
    range,
    low: ends ? (/[>≥]/.test(ends[1]!) ? value(ends[2]!) : null) : span ? span[0]! : null,
    high: ends ? (/[<≤]/.test(ends[1]!) ? value(ends[2]!) : null) : span ? span[1]! : null,
    line: line.trim(),
  };
}

/**
 * The reading whose name says the asked words: of several ("TOTAL CHOLESTEROL", "HDL CHOLESTEROL"),
 * the one naming most of them, then the first printed (a report leads with the headline figure).
 */
export function askedReading(lines: readonly string[], terms: readonly string[]): Reading | null {
  const wanted = new Set(terms.filter((t) => t.length >= 3));
  let best: { r: Reading; said: number } | null = null;
  for (const line of lines) {
    const r = readingOn(line);
    if (!r) continue;
    const said = [...contentWords(r.label)].filter((w) => wanted.has(w)).length;
    if (said > 0 && (!best || said > best.said)) best = { r, said };
  }
  return best?.r ?? null;
}

/** Where a reading stands against its printed range: below it, above it, or inside; null without a range. */
export function rangeStanding(r: Reading): 'low' | 'high' | 'in range' | null {
  if (!r.range) return null;
  // "<190" is the range below 190: 190 itself is out of it.
  const strict = /^[<>]/.test(r.range) && !/=/.test(r.range);
  if (r.low !== null && (strict ? r.value <= r.low : r.value < r.low)) return 'low';
  if (r.high !== null && (strict ? r.value >= r.high : r.value > r.high)) return 'high';
  return 'in range';
}
