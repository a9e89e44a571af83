import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../electron/engine/store/database';
import { emptyMemoryRow } from '../electron/engine/store/schema';
import { tempDir } from './support/temp';

/**
 * memoriesById reads long id lists a few thousand ids a query (a trip's members, a person's photos):
 * every id asked for comes back once across the queries, the filter applies to each, and ids that
 * need quoting still name their row.
 */
describe('Database.memoriesById over more ids than one query takes', () => {
  const COUNT = 4_500;
  let db: Database;
  const ids = Array.from({ length: COUNT }, (_, i) => (i === 2_999 ? "o'brien-2999" : `m-${String(i).padStart(5, '0')}`));

  beforeAll(async () => {
    db = await Database.open(await tempDir('memories-by-id'));
    await db.upsertMemories(ids.map((id, i) => ({ ...emptyMemoryRow(id, `/lib/${id}.jpg`, '/lib', 0), taken_at: i * 1_000 })));
  });

  afterAll(async () => {
    await db.close();
  });

  it('returns every asked-for row once, whatever the list length', async () => {
    const asked = [...ids].reverse();
    const rows = await db.memoriesById(asked, ['id', 'taken_at']);
    expect(rows).toHaveLength(COUNT);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(ids));
    expect(rows.find((r) => r.id === "o'brien-2999")?.taken_at).toBe(2_999_000);
  });

  it('applies the filter in every query, and reads only the rows asked for', async () => {
    const asked = ids.filter((_, i) => i % 3 === 0);
    const rows = await db.memoriesById(asked, ['id', 'taken_at'], 'taken_at >= 1000000');
    const expected = asked.filter((_, k) => k * 3 * 1_000 >= 1_000_000);
    expect(rows.map((r) => r.id).sort()).toEqual(expected.sort());
  });
});
