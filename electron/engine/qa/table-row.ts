import type { TextLine } from './text-lines';

/**
 * A ticket sets its position as a table: a row of labels over a row of values ("Gate  Block  Row  Seat"
 * over "H  M42  18  233"), or, read a cell at a time, each label on its line and then each value on its
 * line ("BLOCK" / "ROW" / "SEAT" / "104" / "22" / "317"). Either is read as the line a printed form sets,
 * each label before its value ("Gate H Block M42 Row 18 Seat 233"), so the readers of a label and its
 * value, and of a whole position line, read it as they read any other.
 */
export function joinTableRows(lines: TextLine[], isLabel: (word: string) => boolean): TextLine[] {
  const out: TextLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    // A header row over its values, one line each.
    const labels = words(lines[i]!.text);
    const values = i + 1 < lines.length ? words(lines[i + 1]!.text) : [];
    if (headerRow(labels, isLabel) && valueRow(values) && values.length === labels.length) {
      out.push({ ...lines[i]!, text: labels.map((l, k) => `${l} ${values[k]}`).join(' ') });
      i++;
      continue;
    }
    // A column of labels, then a column of as many values.
    let n = 0;
    while (i + n < lines.length && words(lines[i + n]!.text).length === 1 && LABEL_WORD.test(lines[i + n]!.text.trim())) n++;
    const column = lines.slice(i, i + n).map((l) => l.text.trim());
    const cells = lines.slice(i + n, i + 2 * n).map((l) => l.text.trim());
    if (n >= 2 && headerRow(column, isLabel) && cells.length === n && valueRow(cells) && cells.every((c) => words(c).length === 1)) {
      out.push({ ...lines[i]!, text: column.map((l, k) => `${l} ${cells[k]}`).join(' ') });
      i += 2 * n - 1;
      continue;
    }
    out.push(lines[i]!);
  }
  return out;
}

function words(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

/** Two or more words, each a word alone, most of them labels of a position. */
function headerRow(labels: string[], isLabel: (word: string) => boolean): boolean {
  return labels.length >= 2 && labels.every((l) => LABEL_WORD.test(l)) && labels.filter((l) => isLabel(l.toLowerCase())).length * 2 > labels.length;
}

/** Short cells, a figure among them: "H  M42  18  233". */
function valueRow(values: string[]): boolean {
  return values.length >= 2 && values.every((v) => CELL.test(v)) && values.some((v) => /\d/.test(v));
}

const LABEL_WORD = /^\p{L}{2,12}$/u;
const CELL = /^[\p{L}\p{N}-]{1,6}$/u;
