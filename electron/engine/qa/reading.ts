/**
 * A row of a results table — a blood test, a meter, a report — prints a name, its value, a unit and
 * often the range that counts as normal: "TOTAL CHOLESTEROL  212  mg/dL  (<190)", "VITAMIN D 18 ng/mL
 * (30-100)". The value is the first number after the name; the range's numbers are no value.
 */
import { contentWords } from '../augment/similarity';
import { monthIndex } from '../search/spoken-spans';
import { escapeRegExp } from './text-lines';

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
  // "COACH 7 SEAT 54-56": a word and a span of numbers after it are another label and its values. A
  // lab prints its range in brackets or with a sign, or after a unit that is no word ("mg/dL", "%").
  if (m[4] && /^\p{L}{3,}$/u.test(unit) && /^\s*\d/.test(m[4]) && !/\(\s*$/.test(line.slice(0, line.lastIndexOf(m[4])))) return null;
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
export function askedReading(lines: readonly string[], terms: readonly string[], question = ''): Reading | null {
  const wanted = new Set(terms.filter((t) => t.length >= 3));
  let best: { r: Reading; said: number } | null = null;
  for (const line of lines) {
    const r = readingOn(line);
    if (!r) continue;
    // A name said whole outranks one that shares a word: "vitamin D" is not "VITAMIN B12".
    const whole = new RegExp(`\\b${escapeRegExp(r.label)}\\b`, 'i').test(question) ? 1 : 0;
    const said = [...contentWords(r.label)].filter((w) => wanted.has(w)).length + whole;
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

/** "Was it low", "was my cholesterol high", "was anything out of range", "is it normal": what a reading is asked to be. */
const ASKED_STANDING: Array<[RegExp, (s: 'low' | 'high' | 'in range') => boolean]> = [
  [/\b(?:out\s+of\s+(?:the\s+)?(?:normal\s+)?range|outside\s+(?:the\s+)?(?:normal\s+)?range|abnormal|flagged)\b/i, (s) => s !== 'in range'],
  [/\b(?:low|deficient|below)\b/i, (s) => s === 'low'],
  [/\b(?:high|raised|elevated|above)\b/i, (s) => s === 'high'],
  [/\b(?:normal|in\s+(?:the\s+)?(?:normal\s+)?range|within\s+(?:the\s+)?(?:normal\s+)?range|ok|okay|fine|healthy)\b/i, (s) => s === 'in range'],
];
const SAID: Record<'low' | 'high' | 'in range', string> = { low: 'below', high: 'above', 'in range': 'within' };
const told = (r: Reading, s: 'low' | 'high' | 'in range') => `${r.label} ${r.shown}, ${SAID[s]} its range (${r.range})`;

/**
 * A yes or no on where a printed reading stands against its printed range: "Was my vitamin D low?"
 * reads the named row ("VITAMIN D 18 ng/mL (30-100)": yes, below it); a question naming none ("was
 * anything out of range") reads every row with a range and says which fall outside. Null when the
 * question asks no standing or the lines print no range.
 */
export function rangeVerdict(lines: readonly string[], question: string, terms: readonly string[]): { verdict: 'Yes' | 'No'; line: string } | null {
  const asked = ASKED_STANDING.find(([re]) => re.test(question));
  if (!asked) return null;
  const named = askedReading(lines, terms, question);
  if (named) {
    const standing = rangeStanding(named);
    return standing ? { verdict: asked[1](standing) ? 'Yes' : 'No', line: told(named, standing) } : null;
  }
  const rows = lines.map(readingOn).filter((r): r is Reading => r !== null && r.range !== null);
  if (rows.length === 0) return null;
  const out = rows.filter((r) => rangeStanding(r) !== 'in range');
  if (asked[1]('in range')) return { verdict: out.length === 0 ? 'Yes' : 'No', line: out.length === 0 ? `all ${rows.length} results within their ranges` : out.map((r) => told(r, rangeStanding(r)!)).join('; ') };
  const matching = rows.filter((r) => asked[1](rangeStanding(r)!));
  return { verdict: matching.length > 0 ? 'Yes' : 'No', line: matching.length > 0 ? matching.map((r) => told(r, rangeStanding(r)!)).join('; ') : `all ${rows.length} results within their ranges` };
}

/**
 * "What was my vitamin D level", "what's my HDL": the value of the results row the question names,
 * with where it stands against its range ("18 ng/mL" — its row, which prints the range — "below its range"). Only rows that print
 * a range: a gate or a seat ("Gate 12 B") is no measurement.
 */
export function rangedReading(lines: readonly string[], terms: readonly string[], question: string): { value: string; line: string; standing: string } | null {
  const r = askedReading(lines.filter((l) => readingOn(l)?.range), terms, question);
  const standing = r ? rangeStanding(r) : null;
  return r && standing ? { value: r.shown, line: r.line, standing: `${SAID[standing]} its range` } : null;
}
