/**
 * A timetable set as a grid: a header of column names over rows of cells. A departure board prints
 * "Time  Destination  Plat  Expected" over "17:52 Cardiff Central 7 Delayed"; a rota prints "Name Mon
 * Tue …" over "Priya OFF 9-5 …". Photographed, each row is a line, or (OCR reading a cell at a time)
 * each header cell and then each row's cells have a line of their own. "Which platform is the Cardiff
 * train", "what shift is Priya on Thursday": the question names the row by what one of its cells says
 * and the column by its header (a weekday by its short form), and the answer is the cell where they
 * cross. "Who is off on Wednesday": the first column's cells of the rows whose cell under the day says it.
 */
import { ASKED_WEEKDAY as ASKED_DAY } from './text-lines';

export interface GridRow { cells: string[]; line: string }
export interface Grid { header: string[]; rows: GridRow[] }

/** A header's cell: a word or two, no figure ("Destination", "Plat.", "Due at"). */
const HEADER_CELL = /^\p{L}[\p{L}'’.-]*(?:\s\p{L}[\p{L}'’.-]*)?$/u;
const WORD = /^\p{L}[\p{L}'’.-]*$/u;
/** A cell that is a figure alone: a time, a platform, a span of hours ("17:52", "7", "9-5", "12a"). */
const FIGURE = /^[\d:.\-–/]+[a-z]?$/i;
const CLOCK_CELL = /^(?:[01]?\d|2[0-3])[:.h][0-5]\d$/;
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
/** Fewest columns and rows that make a grid rather than a label over its value. */
const MIN_COLUMNS = 3;
const MIN_ROWS = 2;
/**
 * A determiner heads a phrase, not a column: "Your energy bill" over "Customer number 88123401" is a
 * title over labelled values ("To" and "From" do head a board's columns).
 */
const DETERMINER = /^(?:the|a|an|your|my|our|their|his|her|its|this|these|those)$/i;
/** Question words that name neither a row nor a column. */
const ASKING = new Set(['what', 'which', 'when', 'who', 'whos', 'where', 'does', 'did', 'the', 'for', 'from', 'and', 'next', 'this', 'that', 'there', 'with', 'working', 'work', 'shift', 'shifts', 'leave', 'leaves', 'train', 'bus', 'coach', 'ferry', 'tram', 'service', 'going', 'get']);

/** The grids a document prints, each row line by line or cell by cell. */
export function gridsOf(lines: readonly string[]): Grid[] {
  const texts = lines.map((l) => l.trim());
  const out: Grid[] = [];
  for (let i = 0; i < texts.length; i++) {
    const grid = rowGrid(texts, i) ?? cellGrid(texts, i);
    if (!grid) continue;
    out.push(grid.grid);
    i = grid.end - 1;
  }
  return out;
}

/** A header line over lines of as many cells. */
function rowGrid(texts: string[], h: number): { grid: Grid; end: number } | null {
  const header = splitCells(texts[h]!);
  if (header.length < MIN_COLUMNS || !header.every((c) => WORD.test(c)) || header.some((c) => DETERMINER.test(c))) return null;
  const rows: GridRow[] = [];
  let i = h + 1;
  for (; i < texts.length; i++) {
    const cells = cellsOf(texts[i]!, header.length);
    if (!cells || !cells.some((c) => /\d/.test(c))) break;
    rows.push({ cells, line: texts[i]! });
  }
  return rows.length >= MIN_ROWS ? { grid: { header, rows }, end: i } : null;
}

/** Header cells a line each, then each row's cells a line each, every row alike in which are figures. */
function cellGrid(texts: string[], h: number): { grid: Grid; end: number } | null {
  let run = 0;
  while (h + run < texts.length && HEADER_CELL.test(texts[h + run]!)) run++;
  // The header is the end of the run: a title may stand above it ("Departures" over "Time").
  for (let k = run; k >= MIN_COLUMNS; k--) {
    const start = h + run;
    const shape = (at: number): string => texts.slice(at, at + k).map((c) => (FIGURE.test(c) ? 'f' : 't')).join('');
    const first = shape(start);
    if (first.length < k || !first.includes('f')) continue;
    const rows: GridRow[] = [];
    let at = start;
    while (at + k <= texts.length && shape(at) === first) {
      rows.push({ cells: texts.slice(at, at + k), line: texts.slice(at, at + k).join(' ') });
      at += k;
    }
    if (rows.length >= MIN_ROWS) return { grid: { header: texts.slice(start - k, start), rows }, end: at };
  }
  return null;
}

function splitCells(text: string): string[] {
  const wide = text.split(/\s{2,}|\t/).filter(Boolean);
  return wide.length >= 2 ? wide : text.split(/\s+/).filter(Boolean);
}

/**
 * A row's `k` cells: set apart by wide gaps, else word by word, else with each run of words one cell
 * ("Cardiff Central", "On time"), as a board's names and statuses are.
 */
function cellsOf(text: string, k: number): string[] | null {
  const wide = text.split(/\s{2,}|\t/).filter(Boolean);
  if (wide.length === k) return wide;
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === k) return words;
  const merged: string[] = [];
  for (const w of words) {
    if (merged.length > 0 && WORD.test(w) && merged[merged.length - 1]!.split(' ').every((x) => WORD.test(x))) merged[merged.length - 1] += ` ${w}`;
    else merged.push(w);
  }
  return merged.length === k ? merged : null;
}

/** One word for another as a header prints it: whole, cut short ("Plat" for "platform"), or plural. */
function sameWord(printed: string, asked: string): boolean {
  const a = printed.toLowerCase().replace(/[.'’]/g, '');
  if (a === asked || a === `${asked}s` || asked === `${a}s`) return true;
  const [short, long] = a.length <= asked.length ? [a, asked] : [asked, a];
  return short.length >= 3 && long.startsWith(short);
}

function questionWords(question: string): string[] {
  return (question.toLowerCase().match(/[a-z][a-z'’-]*/g) ?? []).map((w) => w.replace(/['’]s$/, '')).filter((w) => w.length >= 3 && !ASKING.has(w));
}

/** The column the question asks by its header, by a weekday, or by asking what time. */
function askedColumn(grid: Grid, question: string, words: string[]): { col: number; day: number } {
  const dayName = ASKED_DAY.exec(question)?.[1]?.slice(0, 3).toLowerCase();
  const day = dayName ? grid.header.findIndex((h) => h.toLowerCase().startsWith(dayName) && DAYS.includes(h.toLowerCase().slice(0, 3))) : -1;
  const named = grid.header.findIndex((h) => !DAYS.includes(h.toLowerCase().slice(0, 3)) && words.some((w) => sameWord(h, w)));
  if (named >= 0) return { col: named, day };
  if (day >= 0) return { col: day, day };
  if (/^\s*(?:when\b|what\s+time\b|(?:at\s+)?what\s+time\b)/i.test(question)) {
    return { col: grid.header.findIndex((_, c) => grid.rows.every((r) => CLOCK_CELL.test(r.cells[c]!))), day };
  }
  return { col: -1, day };
}

/** "Which platform is the Cardiff train", "what shift is Priya on Thursday": the cell asked, or null. */
export function gridCell(lines: readonly string[], question: string): { value: string; line: string } | null {
  const words = questionWords(question);
  for (const grid of gridsOf(lines)) {
    const rowWords = words.filter((w) => !grid.header.some((h) => sameWord(h, w)) && !ASKED_DAY.test(w));
    const { col, day } = askedColumn(grid, question, words);
    // "Who is off on Wednesday": the rows whose cell under the day says what the question says.
    if (/^\s*who\b/i.test(question) && day > 0) {
      const who = grid.rows.filter((r) => rowWords.some((w) => sameWord(r.cells[day]!, w)));
      if (who.length > 0) return { value: who.map((r) => r.cells[0]!).join(', '), line: who.map((r) => r.line).join(' · ') };
      continue;
    }
    if (col < 0) continue;
    let best: { row: GridRow; n: number } | null = null;
    for (const row of grid.rows) {
      const n = rowWords.filter((w) => row.cells.some((c, k) => k !== col && c.toLowerCase().split(/[\s-]+/).some((x) => sameWord(x, w)))).length;
      if (n > (best?.n ?? 0)) best = { row, n };
    }
    if (best) return { value: best.row.cells[col]!, line: best.row.line };
  }
  return null;
}

/** The names a question gives mid-sentence ("the next train to Cardiff"): capitalised words after its first. */
function namesIn(question: string): string[] {
  return [...question.slice(1).matchAll(/\b\p{Lu}\p{Ll}{2,}\b/gu)].map((m) => m[0].toLowerCase());
}

/**
 * When some of the best matches hold a timetable's grid, what one match answers: a grid its cell, and
 * another document its own reading only when it prints the places or people the question names. A
 * board whose rows name no Cardiff does not answer "the next train to Cardiff" with its first labelled
 * time, nor does a ticket to London; the board that lists Cardiff does.
 */
export function gridOrNamed<T>(lines: readonly string[], question: string, other: () => T | null): { value: string; line: string } | T | null {
  if (gridsOf(lines).length > 0) return gridCell(lines, question);
  return printsNames(lines, question) ? other() : null;
}

/** Whether a document prints every name the question gives. */
export function printsNames(lines: readonly string[], question: string): boolean {
  const text = lines.join(' ').toLowerCase();
  return namesIn(question).every((n) => text.includes(n));
}

export function holdsGrid(lines: readonly string[]): boolean {
  return gridsOf(lines).length > 0;
}
