import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryListing } from '../electron/engine/library/listing';
import type { PeopleIndex } from '../electron/engine/perception/people/people-index';
import { Database } from '../electron/engine/store/database';
import { emptyMemoryRow, type MemoryRow } from '../electron/engine/store/schema';
import { tempDir } from './support/temp';

/**
 * The unfiltered timeline's summaries come from a read-ahead cache of whole days (summary-days.ts):
 * fewer queries than chunks asked for, the same answers as a query, and never older than the table.
 */

const DAYS = 40;
const PER_DAY = 100;

function row(i: number, day: number, extra: Partial<MemoryRow> = {}): MemoryRow {
  const id = `m${String(i).padStart(5, '0')}`;
  const local = `2024-03-${String(1 + (day % 28)).padStart(2, '0')}T${String(8 + (i % 12)).padStart(2, '0')}:00:00`.replace('2024-03', day < 28 ? '2024-03' : '2024-04');
  const r = emptyMemoryRow(id, `/lib/${id}.jpg`, '/lib', 1);
  Object.assign(r, { taken_at_local: local, taken_at: Date.parse(`${local}Z`), thumbnail: `thumbs/${id}.webp`, status: 'ok', duplicate_group: i % 10 === 1 || i % 10 === 2 ? `g${Math.floor(i / 10)}` : null }, extra);
  return r;
}

describe('the timeline read ahead by day', () => {
  let db: Database;
  let listing: MemoryListing;

  beforeEach(async () => {
    db = await Database.open(path.join(await tempDir('summary-days'), 'library'));
    const rows: MemoryRow[] = [];
    for (let day = 0; day < DAYS; day++) for (let k = 0; k < PER_DAY; k++) rows.push(row(day * PER_DAY + k, day));
    await db.upsertMemories(rows);
    const people = async () => ({ memoriesOf: () => new Set<string>(), personOf: () => null }) as unknown as PeopleIndex;
    listing = new MemoryListing(db, people);
  });

  afterEach(async () => {
    listing.close();
    await db.close();
  });

  /** Day chunks newest first, as the page asks for them while scrolling down: one or two days each. */
  async function chunks(): Promise<Array<{ from: string; to: string }>> {
    const { days } = await listing.timeline({});
    return days.map((d, i) => ({ from: days[Math.min(days.length - 1, i + (i % 2))]!.day, to: d.day })).filter((_, i) => i % 2 === 0);
  }

  it('answers day by day with a few large reads, the same summaries a query for each chunk gives', async () => {
    const spans = await chunks();
    const reads = vi.spyOn(db, 'memoriesWhere');
    const answers = [];
    for (const span of spans) answers.push(await listing.summaries(span, 0, 5000));
    const cachedReads = reads.mock.calls.length;
    // 4,000 rows read 2,400 and 600 past the days asked at a time: two reads, not one per chunk.
    expect(cachedReads).toBeLessThanOrEqual(3);
    expect(spans.length).toBeGreaterThan(15);
    // The same memories as a query of each chunk's days, newest first.
    reads.mockRestore();
    for (const [i, span] of spans.entries()) {
      const where = `deleted_at IS NULL AND effective_local >= '${span.from}' AND effective_local <= '${span.to}T23:59:59'`;
      const ids = new Set((await db.memoriesWhere(where, ['id'])).map((r) => r.id));
      const cells = answers[i]!.memories;
      expect(cells.reduce((n, m) => n + m.duplicates, 0)).toBe(ids.size);
      expect(cells.every((m) => ids.has(m.id))).toBe(true);
      const times = cells.map((m) => m.takenAtLocal ?? '');
      expect(times).toEqual([...times].sort().reverse());
    }
  });

  it('drops the days a write touches: a moved, a deleted and a new memory show at once', async () => {
    const spans = await chunks();
    for (const span of spans) await listing.summaries(span, 0, 5000);
    const first = spans[0]!;
    const before = await listing.summaries(first, 0, 5000);
    const moved = before.memories.find((m) => !m.duplicateGroup)!;
    const gone = before.memories.find((m) => !m.duplicateGroup && m.id !== moved.id)!;
    const last = spans.at(-1)!;
    const all = await db.memoriesById([moved.id, gone.id]);
    const movedRow = all.find((r) => r.id === moved.id)!;
    const goneRow = all.find((r) => r.id === gone.id)!;
    await db.upsertMemories([
      { ...movedRow, taken_at_local: `${last.from}T07:00:00`, phash: '0123456789abcdef' },
      { ...goneRow, deleted_at: 5, status: 'deleted' },
      { ...row(99_999, 0), taken_at_local: `${first.to}T23:00:00` },
    ]);
    const after = (await listing.summaries(first, 0, 5000)).memories.map((m) => m.id);
    expect(after).not.toContain(moved.id);
    expect(after).not.toContain(gone.id);
    expect(after[0]).toBe('m99999');
    const older = await listing.summaries(last, 0, 5000);
    expect(older.memories.find((m) => m.id === moved.id)).toMatchObject({ takenAtLocal: `${last.from}T07:00:00`, thumbVersion: '0123456789abcdef' });
  });

  it('reads only the newest days for a first page without a start day, the same page a read of every row gives', async () => {
    await db.upsertMemories([{ ...row(99_998, 0), taken_at_local: null, taken_at: null }]);
    // 5,000 cells are more than the dated days hold: every row is read and sorted.
    const full = await listing.summaries({}, 0, 5000);
    const fullTo = await listing.summaries({ to: '2024-03-20' }, 0, 5000);
    expect(full.memories.at(-1)?.id).toBe('m99998');
    const reads = vi.spyOn(db, 'memoriesWhere');
    const first = await listing.summaries({}, 0, 250);
    const second = await listing.summaries({}, 250, 250);
    const older = await listing.summaries({ to: '2024-03-20' }, 0, 250);
    expect(first).toEqual({ memories: full.memories.slice(0, 250), total: full.total });
    expect(second).toEqual({ memories: full.memories.slice(250, 500), total: full.total });
    expect(older).toEqual({ memories: fullTo.memories.slice(0, 250), total: fullTo.total });
    // Each read is bounded to a span of days, not the whole table.
    expect(reads.mock.calls.length).toBeGreaterThan(0);
    for (const [where] of reads.mock.calls) expect(where).toMatch(/effective_local >= '2024-/);
  });
});
