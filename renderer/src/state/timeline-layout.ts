import type { MemoryFilters, MemorySummary, MemoryKind } from '../../../shared/memory';

/**
 * One day of the `timeline` call: local day (YYYY-MM-DD, or "unknown"), how many memories match the
 * filters, and how many cells the grid shows for them (one per duplicate group).
 */
export interface DayCount {
  day: string;
  count: number;
  shown: number;
}

/** The filter form's state; the engine applies it (toApiFilters) to the day counts and the listings. */
export interface TimelineFilters {
  kind: MemoryKind | 'all';
  /** Part of the place's name, any case. */
  place: string;
  /** A person's id: memories where their face was found. */
  person: string;
  /** Only memories with words in them (OCR or transcript). */
  hasText: boolean;
}

export const noFilters: TimelineFilters = { kind: 'all', place: '', person: '', hasText: false };

export const filtersActive = (f: TimelineFilters): boolean => f.kind !== 'all' || f.place.trim() !== '' || f.person !== '' || f.hasText;

/** The form's filters as the API takes them: unset ones left out. */
export function toApiFilters(f: TimelineFilters): MemoryFilters {
  const place = f.place.trim();
  return {
    ...(f.kind !== 'all' ? { kind: f.kind } : {}),
    ...(place ? { place } : {}),
    ...(f.person ? { person: f.person } : {}),
    ...(f.hasText ? { hasText: true } : {}),
  };
}

/** A cell of the grid: a memory, standing for `duplicates` near-identical ones (itself included). */
export interface DisplayItem {
  memory: MemorySummary;
  duplicates: number;
}

export type TimelineRow =
  /** `places`: the day's places (cities), once its memories are loaded. */
  | { type: 'header'; key: string; day: string; count: number; places: string[] }
  /**
   * Row `index` of the day's cells. `items` is null while the day loads: `placeholders` grey cells
   * stand in for it.
   */
  | { type: 'cells'; key: string; day: string; index: number; items: DisplayItem[] | null; placeholders: number };

type LaidOutDay = Pick<DayCount, 'day' | 'count'>;

/**
 * Where every row is, not what is in it: a header per day, then as many rows of `columns` cells as
 * the day shows. It depends on the day list, the columns and the row heights only, so it is built
 * once per such change and a day's memories arriving leave it as it is (the engine's `shown` counts
 * already are the cells the loaded day will have). The rows themselves are made on demand, for the
 * rows on screen only (timelineRow): a 100k library has ~19,000 rows, and making them all on every
 * arrival of a few days was the garbage behind the grid's GC pauses.
 */
export interface TimelineLayout {
  /** The days shown, in order. */
  days: ReadonlyArray<LaidOutDay>;
  rowCount: number;
  /** Top of each row in px. */
  offsets: Float64Array;
  height: number;
  /** Index of each shown day's header row. */
  headerIndex: Map<string, number>;
  /** Index (in `days`) of the day each row belongs to. */
  rowDay: Int32Array;
  /** Cells each day has in this layout. */
  cells: Int32Array;
  columns: number;
  /** Rows of days not loaded, made once a row is asked for and kept, so React can skip them while nothing changes. */
  placeholderRows: Map<number, TimelineRow>;
}

const MAX_PLACEHOLDER_ROWS = 2_000;

/** The cells of a day's loaded memories, and the rows made of them so far (sparse: only rows that were shown). */
interface LoadedDay {
  items: DisplayItem[];
  columns: number;
  count: number;
  rows: Map<number, TimelineRow>;
}

const loadedDays = new WeakMap<MemorySummary[], LoadedDay>();

function loadedDay(memories: MemorySummary[], columns: number, count: number): LoadedDay {
  let hit = loadedDays.get(memories);
  if (!hit) loadedDays.set(memories, (hit = { items: displayItems(memories), columns, count, rows: new Map() }));
  // Rows of other columns, or with another count in the header, are other rows.
  else if (hit.columns !== columns || hit.count !== count) Object.assign(hit, { columns, count, rows: new Map() });
  return hit;
}

/** Up to three distinct cities of a day, most frequent first. */
function placesOf(items: DisplayItem[]): string[] {
  const counts = new Map<string, number>();
  for (const { memory } of items) {
    const name = memory.place?.city || memory.place?.label;
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([name]) => name);
}

/** The grid's cells for a day's summaries (the engine already kept one per duplicate group). */
export function displayItems(memories: MemorySummary[]): DisplayItem[] {
  return memories.map((memory) => ({ memory, duplicates: memory.duplicates }));
}

interface LayoutInput {
  /** `shown` missing counts as `count` (a day list typed before `shown` existed). */
  days: ReadonlyArray<Pick<DayCount, 'day' | 'count'> & Partial<Pick<DayCount, 'shown'>>>;
  /**
   * The loaded days. Only a day whose number of cells differs from its `shown` count (it changed
   * between the counts and the listing; an emptied day is left out) changes the layout; any other
   * change gives back the same layout object.
   */
  byDay: Record<string, MemorySummary[] | undefined>;
  /** Not read: the engine filters the days and their memories. Accepted so callers that pass it still compile. */
  filters?: TimelineFilters;
  columns: number;
  rowHeight: number;
  headerHeight: number;
}

/** The last layout made for each day list, with what else it was made from. */
const layouts = new WeakMap<object, { key: string; layout: TimelineLayout }>();

/**
 * The timeline as fixed-height rows: a header per day, then rows of `columns` cells. Days not loaded
 * yet get as many placeholder rows as their `shown` count needs, so the scrollbar is right from the
 * start; the engine filters, so the counts already are the filtered ones.
 */
export function layoutTimeline(input: LayoutInput): TimelineLayout {
  const { days, byDay, rowHeight, headerHeight } = input;
  const columns = Math.max(1, input.columns);
  const odd = cellsDiffering(days, byDay);
  const key = `${columns}/${rowHeight}/${headerHeight}/${[...odd].join(',')}`;
  const hit = layouts.get(days);
  if (hit?.key === key) return hit.layout;
  const layout = buildLayout(days, odd, columns, rowHeight, headerHeight);
  layouts.set(days, { key, layout });
  return layout;
}

/** Loaded days whose number of cells is not their `shown` count: the few that may move rows. */
function cellsDiffering(days: LayoutInput['days'], byDay: LayoutInput['byDay']): Map<string, number> {
  const out = new Map<string, number>();
  let shown: Map<string, number> | undefined;
  for (const day in byDay) {
    const list = byDay[day];
    if (!list) continue;
    shown ??= shownByDay(days);
    const expected = shown.get(day);
    if (expected !== undefined && (expected !== list.length || list.length === 0)) out.set(day, list.length);
  }
  return out;
}

const shownIndexes = new WeakMap<object, Map<string, number>>();

function shownByDay(days: LayoutInput['days']): Map<string, number> {
  let index = shownIndexes.get(days);
  if (!index) shownIndexes.set(days, (index = new Map(days.map((d) => [d.day, d.shown ?? d.count]))));
  return index;
}

function buildLayout(all: LayoutInput['days'], odd: Map<string, number>, columns: number, rowHeight: number, headerHeight: number): TimelineLayout {
  const shown: LaidOutDay[] = [];
  const cellCounts: number[] = [];
  let rowCount = 0;
  for (const d of all) {
    const cells = odd.get(d.day) ?? d.shown ?? d.count;
    // A day can come back empty when it changed between the counts and the listing.
    if (odd.get(d.day) === 0) continue;
    shown.push({ day: d.day, count: d.count });
    cellCounts.push(cells);
    rowCount += 1 + Math.ceil(cells / columns);
  }
  const offsets = new Float64Array(rowCount);
  const rowDay = new Int32Array(rowCount);
  const headerIndex = new Map<string, number>();
  let row = 0;
  let y = 0;
  for (let d = 0; d < shown.length; d++) {
    headerIndex.set(shown[d]!.day, row);
    const end = row + 1 + Math.ceil(cellCounts[d]! / columns);
    for (let first = row; row < end; row++) {
      offsets[row] = y;
      rowDay[row] = d;
      y += row === first ? headerHeight : rowHeight;
    }
  }
  return { days: shown, rowCount, offsets, height: y, headerIndex, rowDay, cells: Int32Array.from(cellCounts), columns, placeholderRows: new Map() };
}

/** The day row `i` belongs to. */
export function dayOfRow(layout: TimelineLayout, i: number): string | undefined {
  return i >= 0 && i < layout.rowCount ? layout.days[layout.rowDay[i]!]!.day : undefined;
}

/**
 * Row `i`: its day's header or one of its rows of cells, filled from `byDay` when the day is loaded.
 * The same row object comes back while its day's memories and the layout stay the same, so React
 * leaves unchanged rows alone; only the rows asked for are ever made.
 */
export function timelineRow(layout: TimelineLayout, byDay: LayoutInput['byDay'], i: number): TimelineRow | undefined {
  if (i < 0 || i >= layout.rowCount) return undefined;
  const d = layout.rowDay[i]!;
  const { day, count } = layout.days[d]!;
  const index = i - layout.headerIndex.get(day)! - 1;
  const { columns } = layout;
  const memories = byDay[day];
  if (!memories) {
    let row = layout.placeholderRows.get(i);
    if (!row) {
      // Kept for the rows near the screen; a long scroll would otherwise keep one per row of the library.
      if (layout.placeholderRows.size >= MAX_PLACEHOLDER_ROWS) layout.placeholderRows.clear();
      row =
        index < 0
          ? { type: 'header', key: `h:${day}`, day, count, places: [] }
          : { type: 'cells', key: `r:${day}:${index}`, day, index, items: null, placeholders: Math.min(columns, layout.cells[d]! - index * columns) };
      layout.placeholderRows.set(i, row);
    }
    return row;
  }
  const loaded = loadedDay(memories, columns, count);
  let row = loaded.rows.get(index);
  if (!row) {
    row =
      index < 0
        ? { type: 'header', key: `h:${day}`, day, count, places: placesOf(loaded.items) }
        : { type: 'cells', key: `r:${day}:${index}`, day, index, items: loaded.items.slice(index * columns, (index + 1) * columns), placeholders: 0 };
    loaded.rows.set(index, row);
  }
  return row;
}

/** The index of the row at `y` px (binary search over the row tops). */
export function rowAt(offsets: ArrayLike<number>, y: number): number {
  let lo = 0;
  let hi = offsets.length - 1;
  if (hi < 0) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offsets[mid]! <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The shown day closest to `date` (YYYY-MM-DD) going back in time: days are newest first. */
export function dayOnOrBefore(days: DayCount[], date: string): string | null {
  const known = days.filter((d) => d.day !== 'unknown');
  const hit = known.find((d) => d.day <= date);
  return hit?.day ?? known.at(-1)?.day ?? null;
}
