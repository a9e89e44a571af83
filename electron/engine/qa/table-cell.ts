/**
 * "What condition are the curtains in": an inventory, a price list or a schedule sets its entries as a
 * table, a header of column names over rows that each open with the entry's name ("Item  Condition
 * Notes" over "Curtains x2  Fair  faded"), columns set apart by wide gaps. The asked noun names the
 * column, the question's other words the row (any of its other cells); the cell is where they cross.
 */
import { contentWords } from '../augment/similarity';
import type { TextLine } from './text-lines';

/** A line's cells, set apart by two spaces or more, with where each starts. */
function cellsOf(text: string): Array<{ text: string; at: number }> {
  return [...text.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ text: m[0], at: m.index! }));
}

/** The cell under the column the asked noun heads, in the row the question's other words name; null when none. */
export function tableCell(lines: readonly TextLine[], head: string, question: string): { value: string; line: string } | null {
  const asked = new Set([...contentWords(question)].filter((w) => w !== head && !head.startsWith(w)));
  for (let h = 0; h < lines.length; h++) {
    const header = cellsOf(lines[h]!.text);
    // A header names its columns in words: no figure, two columns at least.
    if (header.length < 2 || /\d/.test(lines[h]!.text)) continue;
    const col = header.findIndex((c) => contentWords(c.text).has(head));
    if (col <= 0) continue;
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
