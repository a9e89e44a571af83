import { copyFile, mkdir, open as openFile, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnowledgeService } from '../electron/engine/augment/knowledge/knowledge';
import { openEngine, type Engine } from '../electron/engine/index';
import { Database } from '../electron/engine/store/database';
import { EditJournal, JOURNAL_FILE } from '../electron/engine/store/edit-journal';
import { fixture, haveFixtures } from './support/fixtures';
import { makeJpeg } from './support/media';
import { tempDir } from './support/temp';

const OBAMA = ['fr_obama.jpg', 'fr_obama1_knn_test.jpg', 'fr_obama2.jpg', 'fr_obama3.jpg'];
const OTHERS = ['fr_biden.jpg', 'fr_biden2.jpg'];
const HONOLULU = { lat: 21.2793, lon: -157.8292 };
const SEATTLE = { lat: 47.6062, lon: -122.3321 };
/** Home is where photos are taken on the most days: the trip is away from it. */
const HOME = ['2023:06:20 18:00:00', '2023:06:22 08:00:00', '2023:06:25 12:00:00', '2023:07:05 19:30:00'];
/** A weekend away: photos over two days in one place far from anything else. */
const TRIP = ['2023:07:01 10:00:00', '2023:07:01 14:30:00', '2023:07:01 19:00:00', '2023:07:02 09:15:00', '2023:07:02 16:40:00'];

describe('the edit journal file', () => {
  it('skips a torn last line with a warning, and the next edit starts on a line of its own', async () => {
    const dir = await tempDir('journal-torn');
    const first = await EditJournal.open(dir);
    await first.append({ kind: 'correction', memoryId: 'm1', field: 'caption', value: 'kept' });
    // A crash in the middle of the second append leaves half a line.
    await writeFile(path.join(dir, JOURNAL_FILE), '{"kind":"correction","memoryId":"m2","fie', { flag: 'a' });
    const warnings: string[] = [];
    const reopened = await EditJournal.open(dir, (m) => warnings.push(m));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/torn last line/);
    expect(reopened.entries().map((e) => e.seq)).toEqual([1]);
    await reopened.append({ kind: 'correction', memoryId: 'm3', field: 'note', value: 'after the crash' });
    const third = await EditJournal.open(dir, () => undefined);
    expect([...third.correctionsFolded().keys()]).toEqual(['m1', 'm3']);
    expect((await stat(path.join(dir, JOURNAL_FILE))).mode & 0o777).toBe(0o600);
  });
});

describe.skipIf(!haveFixtures('faces'))('your edits survive a rebuild; a damaged database is detected on open', () => {
  let base: string;
  let library: string;
  let models: string;
  let photos: string;
  let engine: Engine;
  /** What the user did, to look for after the rebuild. */
  const edited = { caption: 'Sunset swim with the kids', person: 'Barack', event: 'Hawaii weekend', knowledge: 'Swims in the sea on holidays' };
  let captionedPath: string;
  let knowledgeId: string;

  const openLib = () => openEngine({ libraryDir: library, modelsDir: models });
  const memoryAt = async (e: Engine, file: string) => (await e.listMemories({})).memories.find((m) => m.path.endsWith(file));

  beforeAll(async () => {
    base = await tempDir('journal');
    library = path.join(base, 'library');
    models = path.join(base, 'models');
    photos = path.join(base, 'photos');
    await mkdir(photos, { recursive: true });
    for (const f of [...OBAMA, ...OTHERS]) await copyFile(fixture('faces', f), path.join(photos, f));
    for (const [i, when] of TRIP.entries()) {
      await writeFile(path.join(photos, `trip-${i}.jpg`), await makeJpeg({ seed: 100 + i, dateTimeOriginal: when, offset: '-10:00', ...HONOLULU }));
    }
    for (const [i, when] of HOME.entries()) {
      await writeFile(path.join(photos, `home-${i}.jpg`), await makeJpeg({ seed: 200 + i, dateTimeOriginal: when, offset: '-07:00', ...SEATTLE }));
    }
    captionedPath = 'trip-2.jpg';

    engine = await openLib();
    await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
    await engine.indexOnce([photos]);
    await engine.close();
    // A fact as the LLM's window pass would have inferred it (there is no LLM here), for the user to confirm.
    const db = await Database.open(library);
    try {
      const knowledge = await KnowledgeService.open(db);
      const evidence = (await db.memoriesWhere(null, ['id'])).map((r) => r.id).slice(0, 2);
      await knowledge.recompute([{ statement: 'Goes swimming on trips', evidenceIds: evidence, confidence: 0.6 }], new Set(evidence));
      knowledgeId = (await knowledge.list())[0]!.id;
    } finally {
      await db.close();
    }

    engine = await openLib();
    const captioned = await memoryAt(engine, captionedPath);
    await engine.correctMemory({ id: captioned!.id, field: 'caption', value: edited.caption });
    const obama = (await engine.listPeople({})).people.find((p) => p.memoryCount === OBAMA.length);
    expect(obama, 'the four photos of one face are one person').toBeDefined();
    await engine.namePerson({ id: obama!.id, name: edited.person });
    const trip = (await engine.listEvents({})).events.find((e) => e.memberIds.length >= 3);
    expect(trip, 'the weekend away is an event').toBeDefined();
    await engine.renameEvent({ id: trip!.id, name: edited.event });
    await engine.editKnowledge({ id: knowledgeId, statement: edited.knowledge });
    await engine.confirmKnowledge({ id: knowledgeId });
    await engine.close();
  }, 300_000);

  afterAll(() => engine?.close());

  async function expectEditsBack(e: Engine): Promise<void> {
    expect((await memoryAt(e, captionedPath))?.caption).toBe(edited.caption);
    const named = (await e.listPeople({})).people.find((p) => p.name === edited.person);
    expect(named?.memoryCount).toBe(OBAMA.length);
    const faces = new Set(await Promise.all(OBAMA.map(async (f) => (await memoryAt(e, f))!.id)));
    expect(named?.faces.every((f) => faces.has(f.memoryId))).toBe(true);
    const events = (await e.listEvents({})).events;
    expect(events.filter((ev) => ev.name === edited.event)).toHaveLength(1);
    expect(events.find((ev) => ev.name === edited.event)?.memberIds.length).toBeGreaterThanOrEqual(3);
    const fact = (await e.listKnowledge({})).knowledge.find((k) => k.id === knowledgeId);
    expect(fact).toMatchObject({ statement: edited.knowledge, status: 'confirmed' });
  }

  it('deleting db.lancedb and indexing again brings back the caption, the name, the event and the fact', async () => {
    await rm(path.join(library, 'db.lancedb'), { recursive: true, force: true });
    engine = await openLib();
    await engine.indexOnce([photos]);
    await expectEditsBack(engine);
    await engine.close();
    // Once more: a library that has all its edits replays nothing twice.
    engine = await openLib();
    await expectEditsBack(engine);
    expect((await engine.listEvents({})).events.filter((ev) => ev.name === edited.event)).toHaveLength(1);
    await engine.close();
  }, 300_000);

  it('a cut-short table file: open does not throw, status says damaged, rebuildLibrary restores the library with the edits', async () => {
    const data = path.join(library, 'db.lancedb', 'memories.lance', 'data');
    const files = (await readdir(data)).filter((f) => f.endsWith('.lance'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const handle = await open_(path.join(data, f));
      await handle.truncate(Math.floor((await handle.stat()).size / 2));
      await handle.close();
    }
    engine = await openLib();
    const status = await engine.status({});
    expect(status.damaged?.reason).toMatch(/memories/);
    await expect(engine.listMemories({})).rejects.toThrow(/damaged|rebuild/i);

    const { movedTo } = await engine.rebuildLibrary({});
    expect(movedTo).toMatch(/db\.lancedb\.damaged-/);
    expect((await readdir(path.join(movedTo!, 'memories.lance', 'data'))).length).toBe(files.length); // kept, not deleted
    expect((await engine.status({})).damaged).toBeNull();
    await engine.indexOnce([]);
    await expectEditsBack(engine);
    expect((await engine.status({})).memories).toBe(OBAMA.length + OTHERS.length + TRIP.length + HOME.length);
    await engine.close();
  }, 300_000);

  it('a cut-short version manifest is damage too', async () => {
    const versions = path.join(library, 'db.lancedb', 'events.lance', '_versions');
    for (const f of await readdir(versions)) await writeFile(path.join(versions, f), (await readFile(path.join(versions, f))).subarray(0, 10));
    engine = await openLib();
    expect((await engine.status({})).damaged?.reason).toMatch(/events/);
    await engine.rebuildLibrary({});
    await engine.indexOnce([]);
    await expectEditsBack(engine);
    await engine.close();
  }, 300_000);
});

function open_(file: string) {
  return openFile(file, 'r+');
}
