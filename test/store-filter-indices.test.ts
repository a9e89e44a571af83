import { afterEach, describe, expect, it } from 'vitest';
import { placeSql } from '../electron/engine/qa/scope';
import { Database, NOT_DELETED_IN_WINDOW } from '../electron/engine/store/database';
import { memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const PARIS = { label: 'Paris', lat: 48.8566, lon: 2.3522, radiusKm: 30 };
const FILTER_COLUMNS = ['lat', 'lon', 'place_city', 'place_region', 'place_country', 'ocr_text', 'deleted_at'];

/**
 * The place filter's, the text scan's and the tombstone's scalar indices on a real LanceDB table: built once for a
 * library that lacks them, a row written after they were built (not yet folded in by optimize) is still found, and
 * one tombstoned after it is not.
 */
describe('place and text filter indices', () => {
  let db: Database | null = null;
  afterEach(async () => {
    await db?.close();
    db = null;
  });

  const paris = async () => (await db!.memoriesWhere(`deleted_at IS NULL AND ${placeSql(PARIS)}`, ['id'])).map((r) => r.id).sort();
  const withText = async (word: string) =>
    (await db!.memoriesWhere(`deleted_at IS NULL AND ocr_text IS NOT NULL AND lower(ocr_text) LIKE '%${word}%'`, ['id'])).map((r) => r.id).sort();
  const filterIndices = async () => (await db!.memories.listIndices()).filter((i) => FILTER_COLUMNS.includes(i.columns[0]!));

  it('are built for an existing library and find rows added after them', async () => {
    const dir = await tempDir('filter-indices');
    db = await Database.open(dir);
    const old = [
      memoryRow('louvre.jpg', '2020-03-01T10:00:00', { lat: 48.8606, lon: 2.3376 }),
      memoryRow('ticket.png', '2020-03-01T09:00:00', null, { place_city: 'Paris', ocr_text: 'Train to PARIS Nord' }),
      memoryRow('berlin.jpg', '2020-03-05T10:00:00', { lat: 52.52, lon: 13.405 }),
    ];
    await db.upsertMemories(old);
    await db.close();
    // Reopened as a library made before these indices: optimize() builds the missing ones once.
    db = await Database.open(dir);
    expect(await filterIndices()).toEqual([]);
    await db.optimize();
    expect((await filterIndices()).map((i) => i.columns[0]).sort()).toEqual([...FILTER_COLUMNS].sort());
    expect(await paris()).toEqual([old[0]!.id, old[1]!.id].sort());
    expect(await withText('paris')).toEqual([old[1]!.id]);

    const added = [
      memoryRow('eiffel.jpg', '2020-03-02T10:00:00', { lat: 48.8584, lon: 2.2945 }),
      memoryRow('menu.png', '2020-03-02T12:00:00', null, { place_region: 'Paris', ocr_text: 'Café de Paris menu' }),
      memoryRow('munich.jpg', '2020-03-06T10:00:00', { lat: 48.1351, lon: 11.582 }),
    ];
    await db.upsertMemories(added);
    // The new rows are outside every index until the next optimize(): the filter must scan them too.
    expect((await filterIndices()).every((i) => i.numUnindexedRows === added.length)).toBe(true);
    const expected = [old[0]!.id, old[1]!.id, added[0]!.id, added[1]!.id].sort();
    expect(await paris()).toEqual(expected);
    expect(await withText('paris')).toEqual([old[1]!.id, added[1]!.id].sort());
    await db.optimize();
    expect((await filterIndices()).every((i) => i.numUnindexedRows === 0)).toBe(true);
    expect(await paris()).toEqual(expected);
    expect(await withText('paris')).toEqual([old[1]!.id, added[1]!.id].sort());

    // Newest first, with a filter the indices answer whole (the read LanceDB could not plan without the ordering column).
    const newest = async () => (await db!.memoriesWhere(`deleted_at IS NULL AND ${placeSql(PARIS)}`, ['id'], { newestFirst: true, limit: 2 })).map((r) => r.id);
    expect(await newest()).toEqual([added[1]!.id, added[0]!.id]);
    // The tombstone test as written beside a time window: the same rows as `deleted_at IS NULL`, in a scan and as a full-text prefilter.
    const march = `taken_at >= ${Date.parse('2020-02-28T00:00:00Z')} AND taken_at <= ${Date.parse('2020-04-01T00:00:00Z')}`;
    const inMarch = async (live: string) => (await db!.memoriesWhere(`${march} AND ${live}`, ['id'])).map((r) => r.id).sort();
    const parisInMarch = async (live: string) => (await db!.searchText('paris', 10, `${march} AND ${live}`, ['id'])).map((r) => r.id).sort();
    expect(await inMarch(NOT_DELETED_IN_WINDOW)).toEqual([...old, ...added].map((r) => r.id).sort());
    const parisBefore = await parisInMarch(NOT_DELETED_IN_WINDOW);
    expect(parisBefore).toContain(added[1]!.id);
    expect(parisBefore).toEqual(await parisInMarch('deleted_at IS NULL'));
    await db.upsertMemories([{ ...added[1]!, deleted_at: Date.now(), deleted_reason: 'gone' }]);
    expect(await paris()).toEqual([old[0]!.id, old[1]!.id, added[0]!.id].sort());
    expect(await newest()).toEqual([added[0]!.id, old[0]!.id]);
    for (const live of ['deleted_at IS NULL', NOT_DELETED_IN_WINDOW]) {
      expect(await inMarch(live)).toEqual([...old, added[0]!, added[2]!].map((r) => r.id).sort());
      expect(await parisInMarch(live)).toEqual(parisBefore.filter((id) => id !== added[1]!.id));
    }
    await db.optimize();
    expect(await paris()).toEqual([old[0]!.id, old[1]!.id, added[0]!.id].sort());
    expect(await newest()).toEqual([added[0]!.id, old[0]!.id]);
    expect(await inMarch(NOT_DELETED_IN_WINDOW)).toEqual([...old, added[0]!, added[2]!].map((r) => r.id).sort());
    expect(await parisInMarch(NOT_DELETED_IN_WINDOW)).toEqual(parisBefore.filter((id) => id !== added[1]!.id));
  });
});
