/**
 * A table: a header of column names over rows that each open with what the row is about. The asked noun
 * names the column, the question's other words the row; the answer is the cell where they cross, not
 * the header nor the first row. Two layouts: a results sheet whose rows end in marks ("Subject
 * Attainment  Effort" over "Science  8  1"), and one whose cells are set apart by wide gaps.
 */
import { contentWords } from '../augment/similarity';
import { abbreviates } from './lexicon/abbreviation';
import type { TextLine } from './text-lines';

/** "What grade did I get in Biology", "what condition are the curtains in": the cell asked, or null. */
export function tableCell(lines: readonly TextLine[], subject: string, question: string): { value: string; line: string } | null {
  const head = subject.split(/\s+/).pop()!.toLowerCase();
  return markedCell(lines, subject, question) ?? gappedCell(lines, head, question);
}

/**
 * A results table, a report card or a grade sheet ("Qualification  Grade" over "GCSE Biology  9"): the
 * row naming most of the question's words, its mark in the asked column.
 */
function markedCell(lines: readonly TextLine[], subject: string, question: string): { value: string; line: string } | null {
  const head = subject.split(/\s+/).pop()!.toLowerCase();
  const texts = lines.map((l) => l.text.trim());
  for (let h = 0; h < texts.length; h++) {
    const columns = headerCells(texts[h]!);
    if (columns.length < 2 || !columns.every((c) => HEADER_CELL.test(c))) continue;
    // A form heads its columns with short forms ("SPH  CYL  AXIS" for sphere, cylinder, axis).
    const col = columns.findIndex((c) => sameWord(c.toLowerCase(), head) || abbreviates(c, head));
    if (col < 0) continue;
    const asked = [...contentWords(question)].filter((w) => w !== head && !columns.some((c) => sameWord(c.toLowerCase(), w)));
    // The row that names most of the question's words: "GCSE English" is not the first GCSE row.
    let best: { value: string; line: string; n: number } | null = null;
    for (const text of texts.slice(h + 1, h + 1 + MAX_ROWS)) {
      const row = rowOf(text);
      if (!row) break;
      // The first column names the rows and the asked noun must name a column of values: each value column
      // has its cell, or the asked column is the last and the row ends with it. A row with a mark under every
      // heading has a label column the header leaves blank (a prescription's "R" and "L" under "SPH  CYL").
      const k = row.values.length === columns.length ? col : col < 1 ? -1 : row.values.length === columns.length - 1 ? col - 1 : col === columns.length - 1 ? row.values.length - 1 : -1;
      if (k < 0) continue;
      const names = [...contentWords(row.label)];
      // A row labelled by a letter alone stands for the word it begins ("R" the right eye, "L" the left).
      const initial = /^\p{Lu}$/u.test(row.label) ? row.label.toLowerCase() : null;
      const n = asked.filter((w) => names.some((x) => sameWord(x, w)) || (initial !== null && w.startsWith(initial))).length;
      if (n > (best?.n ?? 0)) best = { value: row.values[k]!, line: text, n };
    }
    if (best) return { value: best.value, line: best.line };
  }
  return null;
}

/** How many rows under a header are read: a report's subjects, an exam's papers. */
const MAX_ROWS = 20;
/** A header's cell: a word or two, no figure ("Subject", "Target Grade"). */
const HEADER_CELL = /^\p{L}[\p{L}'-]*(?:\s\p{L}[\p{L}'-]*)?$/u;
/** A table's cell: a mark, a grade, a percentage, a signed power ("8", "7.5", "A*", "B+", "92%", "-2.25"). */
const MARK = /^(?:[+\-−]?\d{1,3}(?:[.,]\d{1,2})?%?|[A-G][*+-]?)$/;

/** A header's cells: split at wide gaps when the OCR kept them, else word by word. */
function headerCells(text: string): string[] {
  const wide = text.split(/\s{2,}|\t/).filter(Boolean);
  return wide.length >= 2 ? wide : text.split(/\s+/).filter(Boolean);
}

/** A row: its label (words, perhaps a code) and the marks that end it, one or more. */
function rowOf(text: string): { label: string; values: string[] } | null {
  const words = text.split(/\s+/).filter(Boolean);
  let n = 0;
  while (n < words.length - 1 && MARK.test(words[words.length - 1 - n]!)) n++;
  if (n === 0) return null;
  const label = words.slice(0, words.length - n).join(' ');
  return /\p{L}{3,}|^\p{Lu}$/u.test(label) ? { label, values: words.slice(words.length - n) } : null;
}

/** One word for another as a table prints it: plural, or cut short ("Maths" for "Mathematics", "Eng Lang"). */
function sameWord(a: string, b: string): boolean {
  if (a === b || a === `${b}s` || b === `${a}s`) return true;
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  return p >= 4 && p >= Math.min(a.length, b.length) - 1;
}

/**
 * A results sheet whose rows are the things measured ("Test  Result  Range" over "Cholesterol  5.8 mmol/L
 * (< 5.0)"): asked the thing itself ("what was my cholesterol"), the answer is its row's first value, the
 * cell under the first heading after the rows' names, not the header nor the range beside it.
 */
function namedRow(lines: readonly TextLine[], h: number, head: string): { value: string; line: string } | null {
  for (let r = h + 1; r < lines.length; r++) {
    const row = cellsOf(lines[r]!.text);
    if (row.length < 2) break;
    if (contentWords(row[0]!.text).has(head) && /\d/.test(row[1]!.text)) return { value: row[1]!.text, line: lines[r]!.text.trim() };
  }
  return null;
}

/** A line's cells, set apart by two spaces or more, with where each starts. */
function cellsOf(text: string): Array<{ text: string; at: number }> {
  return [...text.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ text: m[0], at: m.index! }));
}

/**
 * An inventory, a price list or a schedule sets its columns apart by wide gaps ("Item  Condition  Notes"
 * over "Curtains x2  Fair  faded"): the cell under the column the asked noun heads, in the row any of
 * whose other cells the question's other words name; null when none.
 */
function gappedCell(lines: readonly TextLine[], head: string, question: string): { value: string; line: string } | null {
  const asked = new Set([...contentWords(question)].filter((w) => w !== head && !head.startsWith(w)));
  for (let h = 0; h < lines.length; h++) {
    const header = cellsOf(lines[h]!.text);
    // A header names its columns in words: no figure, two columns at least.
    if (header.length < 2 || /\d/.test(lines[h]!.text)) continue;
    const col = header.findIndex((c) => contentWords(c.text).has(head));
    if (col < 0) {
      const named = namedRow(lines, h, head);
      if (named) return named;
      continue;
    }
    if (col === 0) continue;
    for (let r = h + 1; r < lines.length; r++) {
      const row = cellsOf(lines[r]!.text);
      if (row.length < 2) break;
      // A row with an empty cell has fewer cells than the header: the cell is the one starting nearest the column.
      const cell = row.length === header.length ? row[col]! : row.slice(1).reduce((a, b) => (Math.abs(b.at - header[col]!.at) < Math.abs(a.at - header[col]!.at) ? b : a));
      // The row is named by its other cells ("Lounge  Sofa  1  45 cu ft" for "the volume of the sofa").
      if (cell === row[0] || !row.some((c) => c !== cell && [...contentWords(c.text)].some((w) => asked.has(w)))) continue;
      return { value: cell.text, line: `${lines[h]!.text.trim()} / ${lines[r]!.text.trim()}` };
    }
  }
  return null;
}
