import { contentWords } from '../augment/similarity';
import { isKindOf } from './kind-of';
import { askedThings, printsAny } from './labelled-date';
import type { EvidenceRow } from './text-lines';
import { DEGREES, textOf } from './text-lines';

/**
 * "What temperature", "what oven temperature": the asked noun is a temperature (WordNet files "heat"
 * there too). "What was the high in Tenby": a day's high and low are its temperatures as forecasts
 * name them, which WordNet has only as air pressure.
 */
export function asksTemperature(subject: string | null): boolean {
  const head = subject?.split(/\s+/).pop();
  return head !== undefined && (head === 'temperature' || EXTREMES.has(head) || isKindOf(head, 'temperature'));
}

const EXTREMES = new Map([['high', 1], ['low', -1]]);

/**
 * The day's high or low a weather screen prints: the degrees after the word or its first letters
 * ("High 24°", "Hi 24", "H:24°  L:13°"), else the higher or lower of the two a line pairs ("13° / 24°").
 */
function extremeTemperature(lines: readonly string[], extreme: string): { value: string; line: string } | null {
  const sign = EXTREMES.get(extreme)!;
  const label = new RegExp(String.raw`(?<!\p{L})${extreme[0]}(?:${extreme.slice(1, 2)}(?:${extreme.slice(2)})?)?\s*[:.]?\s*(${DEGREES.source})`, 'iu');
  for (const line of lines) {
    const m = label.exec(line);
    if (m) return { value: tidy(m[1]!), line: line.trim() };
  }
  const all = new RegExp(DEGREES.source, 'gu');
  for (const line of lines) {
    const found = [...line.matchAll(all)].map((m) => m[0]);
    if (found.length !== 2) continue;
    const [a, b] = found.map((d) => parseFloat(d.replace('−', '-').replace(',', '.')));
    return { value: tidy(sign * (a! - b!) >= 0 ? found[0]! : found[1]!), line: line.trim() };
  }
  return null;
}

const tidy = (degrees: string) => degrees.replace(/\s+/g, ' ').replace(/\s?([°º])\s?/u, '$1');

/**
 * A temperature is printed as degrees whatever its label ("Oven 190°C / Gas 5", "Preheat oven to
 * 180C (160C fan)", "H:14°"): the first so printed on a line that says one of the question's words
 * ("oven"), else the first printed at all. A gas mark alone ("Gas 5") is the oven's setting too.
 */
export function printedTemperature(lines: readonly string[], question: string, subject: string | null = null): { value: string; line: string } | null {
  if (subject && EXTREMES.has(subject)) return extremeTemperature(lines, subject);
  const asked = contentWords(question);
  const saying = lines.filter((l) => [...contentWords(l)].some((w) => asked.has(w)));
  for (const line of [...saying, ...lines.filter((l) => !saying.includes(l))]) {
    const m = DEGREES.exec(line) ?? GAS_MARK.exec(line);
    if (m) return { value: tidy(m[0]), line: line.trim() };
  }
  return null;
}

/**
 * Of the best matches, those that print more of the things the question names besides the asked
 * measure come first: "what temperature does the lasagne go in at" is the lasagne's card, not the
 * roast chicken's that prints the word "temperature". Only matches about as near as the best: a far
 * weaker one that merely says the dish is no answer over a good match.
 */
export function namedThingsFirst<T extends { row: EvidenceRow; similarity: number }>(rows: readonly T[], question: string, subject: string): T[] {
  const things = askedThings(question).filter((t) => !printsAny([subject], [t]));
  if (things.length === 0) return [...rows];
  const best = rows[0]?.similarity ?? 0;
  const said = (r: T) => (r.similarity >= best * NEAR_SHARE ? things.filter((t) => printsAny(textOf(r.row), [t])).length : 0);
  return rows.map((r, i) => ({ r, i, n: said(r) })).sort((a, b) => b.n - a.n || a.i - b.i).map((x) => x.r);
}

/** How near the best a match must be to come before it for saying more of what is asked. */
const NEAR_SHARE = 0.5;
const GAS_MARK = /\bgas(?:\s+mark)?\s+\d{1,2}\b/i;
