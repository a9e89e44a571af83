import { afterEach, describe, expect, it } from 'vitest';
import { Database } from '../electron/engine/store/database';
import { MemoryWriter } from '../electron/engine/store/memory-writer';
import { memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

/**
 * The writer's read-ahead (the thumbnail pass loads memories one by one; reading them in one query
 * saves a query each), on a real LanceDB table: it saves queries, and it never hands out a copy older
 * than a save.
 */
describe('MemoryWriter.readAhead', () => {
  let db: Database | null = null;
  afterEach(async () => {
    await db?.close();
    db = null;
  });

  async function setUp() {
    db = await Database.open(await tempDir('writer-read-ahead'));
    const rows = ['a.jpg', 'b.jpg', 'c.jpg'].map((name) => memoryRow(name, '2024-05-12T10:00:00', null, { caption: `first ${name}` }));
    await db.upsertMemories(rows);
    const writer = new MemoryWriter({ db });
    let queries = 0;
    /** While set, a query's answer (read from the table at once) is handed back only when the test says. */
    let hold: Promise<void> | null = null;
    const read = db.memoriesById.bind(db);
    db.memoriesById = async (...args: Parameters<Database['memoriesById']>) => {
      queries += 1;
      const held = hold;
      const rows = await read(...args);
      if (held) await held;
      return rows;
    };
    const holdAnswers = () => {
      let release = () => {};
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    };
    return { writer, ids: rows.map((r) => r.id), queries: () => queries, holdAnswers };
  }

  it('one query for the memories read ahead; each load then takes its copy, and a second load asks the table again', async () => {
    const { writer, ids, queries } = await setUp();
    await writer.readAhead(ids);
    expect(queries()).toBe(1);
    expect(ids.every((id) => writer.hasReadAhead(id))).toBe(true);
    expect((await writer.load(ids[0]!))?.caption).toBe('first a.jpg');
    expect((await writer.load(ids[1]!))?.caption).toBe('first b.jpg');
    expect(queries()).toBe(1);
    expect(writer.hasReadAhead(ids[0]!)).toBe(false);
    await writer.load(ids[0]!);
    expect(queries()).toBe(2);
    // Already read ahead or pending: not asked again.
    await writer.readAhead([ids[2]!]);
    expect(queries()).toBe(2);
  });

  it('a load while the read-ahead is out waits for it instead of asking the table again', async () => {
    const { writer, ids, queries } = await setUp();
    const out = writer.readAhead(ids);
    expect(writer.hasReadAhead(ids[2]!)).toBe(true);
    expect((await writer.load(ids[2]!))?.caption).toBe('first c.jpg');
    await out;
    expect(queries()).toBe(1);
    // A read-ahead that fails reads nothing, and the loads ask the table.
    db!.memoriesById = () => Promise.reject(new Error('the table is gone'));
    await expect(writer.readAhead(['x1', 'x2'])).resolves.toBeUndefined();
    expect(writer.hasReadAhead('x1')).toBe(false);
  });

  it('a save drops the copy read ahead: the next load has the saved change, also once it is written', async () => {
    const { writer, ids } = await setUp();
    await writer.readAhead(ids);
    await writer.update(ids[0]!, (row) => void (row.caption = 'edited'));
    await writer.flush();
    expect(writer.hasReadAhead(ids[0]!)).toBe(false);
    expect((await writer.load(ids[0]!))?.caption).toBe('edited');
  });

  it('a memory saved while the read-ahead query is out is not kept from that query', async () => {
    const { writer, ids, holdAnswers } = await setUp();
    const row = (await writer.load(ids[1]!))!;
    // The read-ahead reads the table now (the old caption) but answers only after the save is written.
    const release = holdAnswers();
    const out = writer.readAhead(ids);
    row.caption = 'saved meanwhile';
    writer.save(row);
    await writer.flush();
    release();
    await out;
    expect(writer.hasReadAhead(ids[1]!)).toBe(false);
    expect(writer.hasReadAhead(ids[0]!)).toBe(true);
    expect((await writer.load(ids[1]!))?.caption).toBe('saved meanwhile');
  });
});
