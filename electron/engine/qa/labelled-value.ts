import { contentWords } from '../augment/similarity';
import { abbreviates } from './lexicon/abbreviation';
import { escapeRegExp, WEEKDAY_NAME, type TextLine } from './text-lines';

/**
 * Values a document labels with the question's own words, whatever their shape: the asked noun as a
 * label ("Token:" over the code, "Venue: Hall 2"), the asked weekday as a plan's or timetable's row
 * ("THU - PRAWN RISOTTO").
 */

/**
 * The value a document labels with the asked noun itself ("Token:" over the code, "Venue: Hall 2"), or
 * its short form ("Rego", "Odo"), or the noun before it in the question ("the odometer reading" is
 * printed "Odometer"): after the colon, or the line under a label that stands alone, or a short value
 * with a digit beside a label without a colon ("Class 4B", "Odometer 48,210 km").
 */
export function labelledBy(lines: TextLine[], subject: string, question = ''): { value: string; line: string } | null {
  const head = subject.split(/\s+/).pop()!;
  // The asked noun's own label first: "Token:" over "Meter:" for "the meter token".
  const groups = [[head, ...shortFormsIn(lines, head)]];
  const modifier = new RegExp(`\\b(\\p{L}+)\\s+${escapeRegExp(head)}s?\\b`, 'iu').exec(question)?.[1]?.toLowerCase();
  if (modifier && contentWords(modifier).size > 0) groups.push([modifier, ...shortFormsIn(lines, modifier)]);
  for (const labels of groups) {
    const re = new RegExp(`^\\s*(?:${labels.map(escapeRegExp).join('|')})s?\\.?\\s*(?::\\s*(.*)|\\s(${BESIDE_VALUE}))$`, 'iu');
    for (let i = 0; i < lines.length; i++) {
      const m = re.exec(lines[i]!.text);
      if (!m) continue;
      if (m[2]) return { value: m[2].trim(), line: lines[i]!.text };
      const value = m[1]!.trim() || lines[i + 1]?.text.trim();
      if (value && !/:\s*$/.test(value)) return { value, line: m[1]!.trim() ? lines[i]!.text : `${lines[i]!.text} ${value}` };
    }
  }
  return null;
}

/** A value beside its label without a colon: one token with a digit, and perhaps a short unit ("48,210 km"). */
const BESIDE_VALUE = String.raw`\s*[\p{L}\p{N}#.,/-]*\p{N}[\p{L}\p{N}#.,/-]*(?:\s+\p{L}{1,3})?\s*`;

/**
 * The short forms of `word` a document prints where labels go, a line's first two words ("Rego",
 * "Acct No"), lower case: the labels it may use for the asked noun beside the usual ones.
 */
export function shortFormsIn(lines: TextLine[], word: string): string[] {
  const out = new Set<string>();
  for (const l of lines) {
    for (const token of l.text.trim().split(/[\s:#]+/, 2)) {
      const printed = /^\p{L}+\.?/u.exec(token)?.[0];
      if (printed && abbreviates(printed, word)) out.add(printed.replace(/\.$/, '').toLowerCase());
    }
  }
  return [...out];
}

/** The row a timetable or plan prints for the weekday the question names: "THU - PRAWN RISOTTO" → PRAWN RISOTTO. */
export function dayRow(lines: TextLine[], question: string): { value: string; line: string } | null {
  const day = WEEKDAY_NAME.exec(question)?.[0].toLowerCase();
  if (!day) return null;
  const re = new RegExp(`^\\s*(?:${day}|${day.slice(0, 3)})\\.?\\s*[-:–—]?\\s+(\\p{L}.*)$`, 'iu');
  for (const l of lines) {
    const m = re.exec(l.text);
    if (m) return { value: m[1]!.trim(), line: l.text };
  }
  return null;
}

/**
 * The figure a document prints after the asked measure's name, or its initials for a phrase ("Weight
 * 72.4 kg", "BP 118/76" for blood pressure): the rest of the line, which must hold a digit.
 */
export function labelledQuantity(lines: TextLine[], subject: string | null): { value: string; line: string } | null {
  if (!subject || !/^[a-z' ]+$/.test(subject)) return null;
  const words = subject.split(/\s+/);
  const forms = [subject, words[words.length - 1]!, ...(words.length > 1 ? [words.map((w) => w[0]).join('')] : [])];
  const re = new RegExp(`^\\s*(?:${forms.map(escapeRegExp).join('|')})s?\\b\\.?\\s*[:=]?\\s*(.*\\d.*)$`, 'i');
  for (const l of lines) {
    const m = re.exec(l.text);
    if (m) return { value: m[1]!.trim(), line: l.text };
  }
  return null;
}

