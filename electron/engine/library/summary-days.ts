import { sqlString, type Database } from '../store/database';
import type { MemoryRow } from '../store/schema';
import { dayOf, type DayCount } from './day-counts';

/** About this many memories are read past the days asked for, in each direction the timeline scrolls. */
export const READ_AHEAD_ROWS = { older: 2_400, newer: 600 } as const;
/** Rows kept at most (whole days, least recently used dropped first): a few thousand timeline cells either side of the screen. */
export const MAX_CACHED_ROWS = 12_000;

/**
 * The unfiltered timeline's listing rows by day, read in a few large queries instead of one per chunk
 * the page asks for. LanceDB's cost of a range query is mostly per query (planning, the index, the
 * deleted_at check: ~13 ms of CPU for 600 rows, 36 ms for 2,400 on a 2-core VM), and a scrolling
 * page asks for every day or two that come into view. So a miss reads READ_AHEAD_ROWS past the days
 * asked for (mostly older: the timeline scrolls from the newest) and keeps every day of that span.
 *
 * A written row drops its day, and the day it was in before, so what is served is never older than
 * the table; a read that overlapped a write is used for its answer but not kept.
 */
export class SummaryDays<Row extends Pick<MemoryRow, 'id' | 'effective_local'>> {
  private readonly days = new Map<string, Row[]>();
  /** The cached day of each cached row: a write that moves a row to another day drops both. */
  private readonly dayOfId = new Map<string, string>();
  private rows = 0;
  private writes = 0;
  private readonly stopListening: () => void;

  constructor(
    private readonly db: Database,
    private readonly columns: ReadonlyArray<keyof MemoryRow>,
    private readonly max = MAX_CACHED_ROWS,
  ) {
    this.stopListening = db.onMemoriesWritten((rows) => {
      this.writes += 1;
      for (const row of rows) {
        const before = this.dayOfId.get(row.id);
        if (before !== undefined) this.drop(before);
        this.drop(dayOf(row.effective_local));
      }
    });
  }

  close(): void {
    this.stopListening();
    this.days.clear();
    this.dayOfId.clear();
  }

  /**
   * The live rows of the days from `from` to `to` (YYYY-MM-DD, inclusive), in no particular order.
   * `list` is the timeline's day list, newest first (DayCounts): which days exist and how many rows each has.
   */
  async between(from: string, to: string, list: readonly DayCount[]): Promise<Row[]> {
    const inRange = list.filter((d) => d.day >= from && d.day <= to);
    if (inRange.every((d) => this.days.has(d.day))) return inRange.flatMap((d) => this.touch(d.day));
    const span = this.widen(from, to, list);
    const writes = this.writes;
    const rows = (await this.db.memoriesWhere(
      `deleted_at IS NULL AND effective_local >= ${sqlString(span.from)} AND effective_local <= ${sqlString(`${span.to}T23:59:59`)}`,
      [...this.columns],
    )) as unknown as Row[];
    const byDay = new Map<string, Row[]>(span.days.map((day) => [day, []]));
    for (const row of rows) {
      const day = dayOf(row.effective_local);
      let entry = byDay.get(day);
      if (!entry) byDay.set(day, (entry = []));
      entry.push(row);
    }
    if (writes === this.writes) for (const [day, dayRows] of byDay) this.keep(day, dayRows);
    return inRange.flatMap((d) => byDay.get(d.day) ?? []);
  }

  /** The days asked for plus about READ_AHEAD_ROWS of the days older and newer next to them. */
  private widen(from: string, to: string, list: readonly DayCount[]): { from: string; to: string; days: string[] } {
    const dated = list.filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d.day));
    let newest = dated.findIndex((d) => d.day <= to);
    if (newest === -1) return { from, to, days: [] };
    let oldest = newest;
    while (oldest + 1 < dated.length && dated[oldest + 1]!.day >= from) oldest += 1;
    // Outside the asked days only days not cached yet are worth reading.
    for (let rows = 0; oldest + 1 < dated.length && rows < READ_AHEAD_ROWS.older && !this.days.has(dated[oldest + 1]!.day); ) rows += dated[++oldest]!.count;
    for (let rows = 0; newest > 0 && rows < READ_AHEAD_ROWS.newer && !this.days.has(dated[newest - 1]!.day); ) rows += dated[--newest]!.count;
    const days = dated.slice(newest, oldest + 1).map((d) => d.day);
    return { from: days.at(-1) ?? from, to: days[0] ?? to, days };
  }

  private touch(day: string): Row[] {
    const rows = this.days.get(day)!;
    this.days.delete(day);
    this.days.set(day, rows);
    return rows;
  }

  private keep(day: string, rows: Row[]): void {
    this.drop(day);
    this.days.set(day, rows);
    this.rows += rows.length;
    for (const row of rows) this.dayOfId.set(row.id, day);
    for (const oldest of this.days.keys()) {
      if (this.rows <= this.max) break;
      this.drop(oldest);
    }
  }

  private drop(day: string): void {
    const rows = this.days.get(day);
    if (!rows) return;
    this.days.delete(day);
    this.rows -= rows.length;
    for (const row of rows) if (this.dayOfId.get(row.id) === day) this.dayOfId.delete(row.id);
  }
}
