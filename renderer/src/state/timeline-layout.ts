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
  /** `items` is null while the day loads: `placeholders` grey cells stand in for it. */
  | { type: 'cells'; key: string; day: string; items: DisplayItem[] | null; placeholders: number };

export interface TimelineLayout {
  rows: TimelineRow[];
  /** Top of each row in px, and the total height. */
  offsets: number[];
  height: number;
  /** Index of each shown day's header row. */
  headerIndex: Map<string, number>;
}

/**
 * Each loaded day's items and rows, kept while its memories and the columns stay the same: a day
 * loading while scrolling then costs only its own rows, and unchanged rows keep their identity, so
 * React leaves them alone.
 */
const itemsCache = new WeakMap<MemorySummary[], DisplayItem[]>();
const rowsCache = new WeakMap<DisplayItem[], { columns: number; rows: TimelineRow[] }>();

function cachedItems(memories: MemorySummary[]): DisplayItem[] {
  let items = itemsCache.get(memories);
  if (!items) itemsCache.set(memories, (items = displayItems(memories)));
  return items;
}

function dayRows(day: string, count: number, shown: number, items: DisplayItem[] | null, columns: number): TimelineRow[] {
  const hit = items ? rowsCache.get(items) : undefined;
  if (hit?.columns === columns) return hit.rows;
  const rows: TimelineRow[] = [{ type: 'header', key: `h:${day}`, day, count, places: items ? placesOf(items) : [] }];
  const cells = items ? items.length : shown;
  for (let r = 0; r * columns < cells; r++) {
    const slice = items ? items.slice(r * columns, (r + 1) * columns) : null;
    rows.push({ type: 'cells', key: `r:${day}:${r}`, day, items: slice, placeholders: slice ? 0 : Math.min(columns, cells - r * columns) });
  }
  if (items) rowsCache.set(items, { columns, rows });
  return rows;
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

/**
 * The timeline as fixed-height rows: a header per day, then rows of `columns` cells. Days not loaded
 * yet get as many placeholder rows as their `shown` count needs, so the scrollbar is right from the
 * start; the engine filters, so the counts already are the filtered ones.
 */
export function layoutTimeline(input: {
  /** `shown` missing counts as `count` (a day list typed before `shown` existed). */
  days: ReadonlyArray<Pick<DayCount, 'day' | 'count'> & Partial<Pick<DayCount, 'shown'>>>;
  byDay: Record<string, MemorySummary[] | undefined>;
  /** Not read: the engine filters the days and their memories. Accepted so callers that pass it still compile. */
  filters?: TimelineFilters;
  columns: number;
  rowHeight: number;
  headerHeight: number;
}): TimelineLayout {
  const { days, byDay, rowHeight, headerHeight } = input;
  const columns = Math.max(1, input.columns);
  const rows: TimelineRow[] = [];
  const offsets: number[] = [];
  const headerIndex = new Map<string, number>();
  let y = 0;
  for (const { day, count, shown = count } of days) {
    const loaded = byDay[day];
    const items = loaded ? cachedItems(loaded) : null;
    // A day can come back empty when it changed between the counts and the listing.
    if (items && items.length === 0) continue;
    headerIndex.set(day, rows.length);
    for (const row of dayRows(day, count, shown, items, columns)) {
      offsets.push(y);
      rows.push(row);
      y += row.type === 'header' ? headerHeight : rowHeight;
    }
  }
  return { rows, offsets, height: y, headerIndex };
}

/** The index of the row at `y` px (binary search over the row tops). */
export function rowAt(offsets: number[], y: number): number {
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
