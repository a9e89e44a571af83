import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine, type Engine } from '../electron/engine/index';
import { withCheckedOutputs } from './support/checked-engine';
import { STAGES } from '../electron/engine/ingest/stages';
import { PeopleService } from '../electron/engine/perception/people/people-service';
import { faceRecordsOf } from '../electron/engine/perception/people/records';
import { arrow } from '../electron/engine/store/arrow';
import { Database } from '../electron/engine/store/database';
import { emptyMemoryRow, memoriesSchema, type MemoryRow } from '../electron/engine/store/schema';
import { buildSearchText } from '../electron/engine/store/memory-view';
import { tempDir } from './support/temp';

/**
 * The listing side of the API the timeline uses — days, pages, summaries, duplicates, filters,
 * status, media lookups — on a real LanceDB library whose rows are written directly (as the 100k
 * scale test does), so every case is known exactly.
 */

const HONOLULU = { place_city: 'Honolulu', place_region: 'Hawaii', place_country: 'United States', place_country_code: 'US', place_label: 'Honolulu, Hawaii, US' };
const FILE_STAGES = Object.fromEntries(STAGES.map((s) => [s.name, { status: 'done', version: s.version }]));

function row(id: string, local: string | null, extra: Partial<MemoryRow> = {}, root = '/lib'): MemoryRow {
  const r = emptyMemoryRow(id, `${root}/${id}.jpg`, root, 1);
  r.taken_at_local = local;
  r.taken_at = local ? Date.parse(`${local}Z`) : null;
  r.thumbnail = `thumbs/${id}.webp`;
  r.status = 'ok';
  r.stages_json = JSON.stringify(FILE_STAGES);
  Object.assign(r, extra);
  r.search_text = buildSearchText(r);
  return r;
}

/** A face descriptor: the same seed gives the same face, another seed a face far from it. */
function descriptor(seed: number): number[] {
  let x = seed * 2_654_435_761;
  return Array.from({ length: 1024 }, () => ((x = (x * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) - 0.5);
}

describe('timeline and listing API on a real library', () => {
  let engine: Engine;
  let photos: string;
  let personId: string;

  beforeAll(async () => {
    const base = await tempDir('timeline-api');
    const libraryDir = path.join(base, 'library');
    photos = path.join(base, 'photos');
    await mkdir(path.join(photos, 'old'), { recursive: true });
    const db = await Database.open(libraryDir);
    await db.upsertMemories([
      row('a', '2024-05-12T10:00:00', { ...HONOLULU, duplicate_group: 'g1' }),
      row('b', '2024-05-12T09:59:00', { ...HONOLULU, duplicate_group: 'g1' }),
      row('c', '2024-05-12T08:00:00', { kind: 'screenshot', ocr_text: 'Wi-Fi password: aloha42' }),
      row('d', '2024-05-11T10:00:00', { kind: 'video', transcript: 'happy birthday' }),
      row('e', '2024-05-10T12:00:00'),
      row('f', '2024-05-09T12:00:00', { ocr_text: '   ' }),
      row('u', null),
      row('gone', '2024-05-12T11:00:00', { deleted_at: 5, status: 'deleted' }),
      row('broken', '2024-05-08T12:00:00', {
        status: 'error',
        stages_json: JSON.stringify({ ...FILE_STAGES, time: { ...FILE_STAGES.time, warning: 'the EXIF metadata is damaged and was ignored' }, thumbnail: { ...FILE_STAGES.thumbnail, status: 'failed', error: 'bad pixels' } }),
      }, photos),
      row('old1', '2020-01-01T09:00:00', {}, path.join(photos, 'old')),
    ]);
    await db.upsertFiles([
      { path: path.join(photos, 'old', 'old1.jpg'), memory_id: 'old1', root: photos, size: 1, mtime: 1, seen_at: 1 },
    ]);
    const people = await PeopleService.open(db);
    await people.setFaces('e', faceRecordsOf('e', [{ box: { x: 0, y: 0, w: 10, h: 10 }, score: 0.9, descriptor: descriptor(1) }]));
    await people.setFaces('f', faceRecordsOf('f', [{ box: { x: 0, y: 0, w: 10, h: 10 }, score: 0.9, descriptor: descriptor(1) }]));
    await people.setFaces('c', faceRecordsOf('c', [{ box: { x: 0, y: 0, w: 10, h: 10 }, score: 0.9, descriptor: descriptor(2) }]));
    await db.close();
    engine = withCheckedOutputs(await openEngine({ libraryDir, modelsDir: path.join(base, 'models') }));
    await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
    personId = (await engine.listPeople({})).people.find((p) => p.faces.some((f) => f.memoryId === 'e'))!.id;
  }, 60_000);

  afterAll(() => engine?.close());

  const ids = (list: { memories: Array<{ id: string }> }) => list.memories.map((m) => m.id);

  it('lists days newest first, duplicates counted once for the grid, undated last, tombstones left out', async () => {
    const { days, total } = await engine.timeline({});
    expect(days).toEqual([
      { day: '2024-05-12', count: 3, shown: 2 },
      { day: '2024-05-11', count: 1, shown: 1 },
      { day: '2024-05-10', count: 1, shown: 1 },
      { day: '2024-05-09', count: 1, shown: 1 },
      { day: '2024-05-08', count: 1, shown: 1 },
      { day: '2020-01-01', count: 1, shown: 1 },
      { day: 'unknown', count: 1, shown: 1 },
    ]);
    expect(total).toBe(9);
    expect(ids(await engine.listMemories({ from: '2024-05-11', to: '2024-05-12' }))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(await engine.listMemories({ from: '2024-05-11', to: '2024-05-12', offset: 1, limit: 2 }))).toEqual(['b', 'c']);
  });

  it('lists the undated memories on their own', async () => {
    const undated = await engine.listMemories({ undated: true });
    expect(ids(undated)).toEqual(['u']);
    expect(undated.total).toBe(1);
    expect(ids(await engine.listMemorySummaries({ undated: true }))).toEqual(['u']);
    await expect(engine.listMemories({ undated: true, from: '2024-05-01' })).rejects.toThrow(/undated/);
  });

  it('gives the grid lean summaries, one per duplicate group with its count, and the group on request', async () => {
    const page = await engine.listMemorySummaries({ from: '2024-05-12', to: '2024-05-12' });
    expect(page.total).toBe(2);
    expect(page.memories).toEqual([
      { id: 'a', kind: 'photo', takenAt: '2024-05-12T10:00:00.000Z', takenAtLocal: '2024-05-12T10:00:00', place: { city: 'Honolulu', region: 'Hawaii', country: 'United States', countryCode: 'US', label: 'Honolulu, Hawaii, US' }, thumbnail: 'thumbs/a.webp', duplicateGroup: 'g1', duplicates: 2, thumbVersion: null },
      { id: 'c', kind: 'screenshot', takenAt: '2024-05-12T08:00:00.000Z', takenAtLocal: '2024-05-12T08:00:00', place: null, thumbnail: 'thumbs/c.webp', duplicateGroup: null, duplicates: 1, thumbVersion: null },
    ]);
    const group = await engine.listDuplicates({ duplicateGroup: 'g1' });
    expect(group.memories.map((m) => [m.id, m.duplicates])).toEqual([['a', 1], ['b', 1]]);
    expect((await engine.listDuplicates({ duplicateGroup: 'nope' })).memories).toEqual([]);
  });

  it('filters by kind, place (any case), person and text, in the day counts and the listings alike', async () => {
    expect(ids(await engine.listMemories({ kind: 'video' }))).toEqual(['d']);
    expect(ids(await engine.listMemories({ place: 'hawaii' }))).toEqual(['a', 'b']);
    expect(ids(await engine.listMemories({ person: personId }))).toEqual(['e', 'f']);
    expect(ids(await engine.listMemories({ person: 'no-such-person' }))).toEqual([]);
    // Whitespace is not text.
    expect(ids(await engine.listMemories({ hasText: true }))).toEqual(['c', 'd']);
    expect(ids(await engine.listMemories({ hasText: true, kind: 'screenshot' }))).toEqual(['c']);
    expect(ids(await engine.listMemorySummaries({ place: 'HONOLULU' }))).toEqual(['a']);
    expect(await engine.timeline({ hasText: true })).toEqual({ days: [{ day: '2024-05-12', count: 1, shown: 1 }, { day: '2024-05-11', count: 1, shown: 1 }], total: 2 });
    expect(await engine.timeline({ person: personId })).toEqual({ days: [{ day: '2024-05-10', count: 1, shown: 1 }, { day: '2024-05-09', count: 1, shown: 1 }], total: 2 });
    await expect(engine.timeline({ kind: 'painting' as never })).rejects.toThrow();
  });

  it('files a memory under the time, place and text the user gave, and back when they clear them', async () => {
    await engine.correctMemory({ id: 'e', field: 'takenAtLocal', value: '2023-12-24T18:00' });
    await engine.correctMemory({ id: 'e', field: 'place', value: 'Kyoto' });
    await engine.correctMemory({ id: 'e', field: 'ocrText', value: 'Merry Christmas' });
    const days = (await engine.timeline({})).days;
    expect(days.find((d) => d.day === '2024-05-10')).toBeUndefined();
    expect(days.find((d) => d.day === '2023-12-24')).toEqual({ day: '2023-12-24', count: 1, shown: 1 });
    const [moved] = (await engine.listMemories({ from: '2023-12-24', to: '2023-12-24' })).memories;
    expect(moved?.takenAtLocal).toBe('2023-12-24T18:00:00');
    expect(ids(await engine.listMemorySummaries({ place: 'kyoto' }))).toEqual(['e']);
    expect(ids(await engine.listMemories({ hasText: true }))).toEqual(['c', 'd', 'e']);
    await expect(engine.correctMemory({ id: 'e', field: 'takenAtLocal', value: 'Christmas' })).rejects.toThrow(/local wall clock/);

    await engine.correctMemory({ id: 'e', field: 'place', value: null });
    await engine.correctMemory({ id: 'e', field: 'ocrText', value: null });
    expect(ids(await engine.listMemories({ place: 'kyoto' }))).toEqual([]);
    expect(ids(await engine.listMemories({ hasText: true }))).toEqual(['c', 'd']);
  });

  it('keeps status and day counts current through writes, equal to a count from scratch', async () => {
    const before = await engine.status({});
    expect(before.memories).toBe(9);
    expect(before.deleted).toBe(1);
    expect(before.stages.probe).toMatchObject({ done: 9, pending: 0, failed: 0 });
    expect(before.stages.thumbnail).toMatchObject({ done: 8, failed: 1 });
    expect(before.errors).toEqual([{ id: 'broken', path: path.join(photos, 'broken.jpg'), stage: 'thumbnail', error: 'bad pixels' }]);
    expect(before.warnings.map((w) => [w.id, w.stage])).toEqual([['broken', 'time']]);

    // The media lookup is cached now; excluding the folder tombstones the memory, and both follow.
    expect(await engine.mediaMemory('old1')).toEqual({ id: 'old1', path: path.join(photos, 'old', 'old1.jpg'), paths: [path.join(photos, 'old', 'old1.jpg')], kind: 'photo', format: null, thumbnail: 'thumbs/old1.webp', status: 'ok' });
    await engine.setExclusions({ folders: [path.join(photos, 'old')], patterns: [] });
    expect((await engine.mediaMemory('old1'))?.status).toBe('deleted');
    expect(await engine.mediaMemory('nobody')).toBeNull();

    const after = await engine.status({});
    expect(after.memories).toBe(8);
    expect(after.deleted).toBe(2);
    expect(after.stages.probe).toMatchObject({ done: 8 });
    // The day counts followed the corrections and the tombstone as rows were written.
    const days = await engine.timeline({});
    expect(days.days.find((d) => d.day === '2020-01-01')).toBeUndefined();
    const { libraryDir } = { libraryDir: after.library };
    await engine.close();
    engine = withCheckedOutputs(await openEngine({ libraryDir, modelsDir: path.join(libraryDir, '..', 'models') }));
    const fresh = await engine.status({});
    expect({ ...after, stages: stripRates(after.stages) }).toEqual({ ...fresh, stages: stripRates(fresh.stages) });
    expect(await engine.timeline({})).toEqual(days);
  });
});

describe('a library made before the effective columns', () => {
  it('gets them on open, with the user\'s corrections in them', async () => {
    const base = await tempDir('timeline-migrate');
    const libraryDir = path.join(base, 'library');
    const old = new arrow.Schema(memoriesSchema.fields.filter((f) => !['effective_local', 'effective_place', 'has_text'].includes(f.name)));
    const lancedb = await import('@lancedb/lancedb');
    const conn = await lancedb.connect(path.join(libraryDir, 'db.lancedb'));
    const table = await conn.createEmptyTable('memories', old);
    const strip = ({ effective_local: _l, effective_place: _p, has_text: _t, ...rest }: MemoryRow) => rest;
    await table.add([
      strip(row('p', '2024-05-12T10:00:00', { ...HONOLULU, user_json: JSON.stringify({ place: 'Kyoto' }) })),
      strip(row('q', '2024-05-11T10:00:00', { ...HONOLULU, ocr_text: 'TOTAL 12.50' })),
      strip(row('r', '2024-05-10T10:00:00', { transcript: ' \n ' })),
    ]);
    table.close();
    conn.close();

    const engine = withCheckedOutputs(await openEngine({ libraryDir, modelsDir: path.join(base, 'models') }));
    try {
      expect((await engine.listMemories({ place: 'kyoto' })).memories.map((m) => m.id)).toEqual(['p']);
      expect((await engine.listMemories({ place: 'honolulu' })).memories.map((m) => m.id)).toEqual(['q']);
      expect((await engine.listMemories({ hasText: true })).memories.map((m) => m.id)).toEqual(['q']);
      expect((await engine.timeline({})).days.map((d) => d.day)).toEqual(['2024-05-12', '2024-05-11', '2024-05-10']);
    } finally {
      await engine.close();
    }
  });
});

describe('a library made before the duplicate group\'s column was named duplicate_group', () => {
  it('renames dup_group on open and finds its groups, in the listings and after a write', async () => {
    const base = await tempDir('timeline-migrate-duplicates');
    const libraryDir = path.join(base, 'library');
    // As such a library was written: `dup_group`, and none of the effective columns that came later.
    const later = ['effective_local', 'effective_place', 'has_text'];
    const old = new arrow.Schema(
      memoriesSchema.fields
        .filter((f) => !later.includes(f.name))
        .map((f) => (f.name === 'duplicate_group' ? new arrow.Field('dup_group', f.type, true) : f)),
    );
    const lancedb = await import('@lancedb/lancedb');
    const conn = await lancedb.connect(path.join(libraryDir, 'db.lancedb'));
    const table = await conn.createEmptyTable('memories', old);
    const asOld = ({ effective_local: _l, effective_place: _p, has_text: _t, duplicate_group, ...rest }: MemoryRow) => ({ ...rest, dup_group: duplicate_group });
    await table.add([
      asOld(row('a', '2024-05-12T10:00:00', { ...HONOLULU, duplicate_group: 'g1' })),
      asOld(row('b', '2024-05-12T09:59:00', { ...HONOLULU, duplicate_group: 'g1', user_json: JSON.stringify({ place: 'Kyoto' }) })),
      asOld(row('c', '2024-05-12T08:00:00')),
    ]);
    table.close();
    conn.close();

    let engine = await openEngine({ libraryDir, modelsDir: path.join(base, 'models') });
    try {
      expect((await engine.timeline({})).days).toEqual([{ day: '2024-05-12', count: 3, shown: 2 }]);
      const page = await engine.listMemorySummaries({});
      expect(page.memories.map((m) => [m.id, m.duplicateGroup, m.duplicates])).toEqual([['a', 'g1', 2], ['c', null, 1]]);
      expect((await engine.listDuplicates({ duplicateGroup: 'g1' })).memories.map((m) => m.id)).toEqual(['a', 'b']);
      // The corrected row was rewritten by the effective-columns upgrade, after the rename: its group stayed.
      expect((await engine.listMemories({ place: 'kyoto' })).memories.map((m) => [m.id, m.duplicateGroup])).toEqual([['b', 'g1']]);
      // A write after the upgrade keeps the group too.
      await engine.correctMemory({ id: 'a', field: 'caption', value: 'the pier' });
      expect((await engine.getMemory({ id: 'a' }))?.duplicateGroup).toBe('g1');
    } finally {
      await engine.close();
    }

    // Opening again finds the new name and changes nothing.
    const db = await Database.open(libraryDir);
    const names = (await db.memories.schema()).fields.map((f) => f.name);
    await db.close();
    expect(names).toContain('duplicate_group');
    expect(names).not.toContain('dup_group');
    engine = await openEngine({ libraryDir, modelsDir: path.join(base, 'models') });
    try {
      expect((await engine.listDuplicates({ duplicateGroup: 'g1' })).memories.map((m) => m.id)).toEqual(['a', 'b']);
    } finally {
      await engine.close();
    }
  });
});

function stripRates(stages: Record<string, { perSecond: number | null; etaSeconds: number | null }>) {
  return Object.fromEntries(Object.entries(stages).map(([name, s]) => [name, { ...s, perSecond: null, etaSeconds: null }]));
}
