import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEngine } from '../electron/engine/index';
import { Library } from '../electron/engine/library/library';
import { createMediaService } from '../electron/engine/media/media-service';
import type { PerceptionStage } from '../electron/engine/perception/stage';
import { RecentFirst } from '../electron/engine/pipeline/recent-first';
import { parsePaths } from '../electron/engine/store/memory-view';
import type { MemoryRow } from '../electron/engine/store/schema';
import { makeJpeg } from './support/media';
import { tempDir } from './support/temp';

/** Photos taken on these days, named in another order: the engine must sort them itself. */
const DAYS = [1, 14, 3, 27, 9, 21, 18];

async function photosIn(dir: string, month = '2024:05', place = { lat: 48.8566, lon: 2.3522 }): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [i, day] of DAYS.entries()) {
    const jpeg = await makeJpeg({ seed: 700 + i + month.length * 31, width: 320, height: 240, dateTimeOriginal: `${month}:${String(day).padStart(2, '0')} 10:00:00`, offset: '+02:00', ...place });
    await writeFile(path.join(dir, `IMG_${i}.jpg`), jpeg);
  }
}

const dayOf = (row: Pick<MemoryRow, 'taken_at_local'>) => Number(row.taken_at_local?.slice(8, 10));
const byRecent = [...DAYS].sort((a, b) => b - a);

describe('the first run serves value first', () => {
  let previous: string | undefined;
  beforeEach(() => {
    // One file at a time: the order of the lane's work is then exactly its scheduling.
    previous = process.env.MNEMO_INGEST_CONCURRENCY;
    process.env.MNEMO_INGEST_CONCURRENCY = '1';
  });
  afterEach(() => {
    if (previous === undefined) delete process.env.MNEMO_INGEST_CONCURRENCY;
    else process.env.MNEMO_INGEST_CONCURRENCY = previous;
  });

  it('puts every photo on the timeline (time, place) before any thumbnail, then makes thumbnails most recent first', async () => {
    const base = await tempDir('first-run');
    await photosIn(path.join(base, 'photos'));
    const lib = await Library.open(path.join(base, 'library'));
    const saves: MemoryRow[] = [];
    lib.writer.onSaved((row) => saves.push(structuredClone(row)));
    try {
      await lib.addRoots([path.join(base, 'photos')]);
      await lib.idle();
      const n = DAYS.length;
      expect(saves).toHaveLength(2 * n);
      const listed = saves.slice(0, n);
      expect(listed.every((r) => r.thumbnail === null && r.taken_at !== null && r.place_city !== null)).toBe(true);
      const thumbed = saves.slice(n);
      expect(thumbed.every((r) => r.thumbnail !== null && r.phash !== null)).toBe(true);
      expect(thumbed.map(dayOf)).toEqual(byRecent);
      const rows = await lib.db.memoriesWhere(null);
      expect(rows.every((r) => r.thumbnail !== null && r.status === 'ok')).toBe(true);
    } finally {
      await lib.close();
    }
  });

  it('makes a thumbnail the media route asks for before the others waiting', async () => {
    const base = await tempDir('first-run-media');
    const photos = path.join(base, 'photos');
    await photosIn(photos);
    const libraryDir = path.join(base, 'library');
    const lib = await Library.open(libraryDir);
    const media = createMediaService({
      libraryDir,
      getMemory: async (id) => {
        const row = await lib.writer.load(id);
        return row && { id: row.id, path: row.path, paths: parsePaths(row), kind: 'photo', format: row.format, thumbnail: row.thumbnail, status: 'ok' };
      },
      roots: [photos],
      thumbnailNow: (id) => lib.ingest.thumbnailNow(id),
    });
    const thumbnailOrder: number[] = [];
    let asked: Promise<Awaited<ReturnType<typeof media>>> | null = null;
    let oldest: string | null = null;
    lib.writer.onSaved((row) => {
      if (row.thumbnail !== null) thumbnailOrder.push(dayOf(row));
      // The last photo is going on the timeline (its file row comes next): the user scrolls to the
      // oldest photo, whose thumbnail is not made yet.
      else if (oldest && !asked && lib.ingest.knownFiles().size === DAYS.length - 1) asked = media('thumb', oldest);
      if (row.thumbnail === null && dayOf(row) === 1) oldest = row.id;
    });
    try {
      await lib.addRoots([photos]);
      await lib.idle();
      expect(asked).not.toBeNull();
      const answer = await asked!;
      expect(answer.ok).toBe(true);
      if (answer.ok) expect((await sharp(answer.path).metadata()).format).toBe('jpeg');
      // The one asked for goes first, or second if the lane took the next one while the request
      // was on its way; the rest most recent first. Without the jump it would come last.
      expect(thumbnailOrder.indexOf(1)).toBeLessThanOrEqual(1);
      expect(thumbnailOrder.filter((d) => d !== 1)).toEqual(byRecent.filter((d) => d !== 1));
    } finally {
      await lib.close();
    }
  });

  it('runs the heavy stages on the most recent photos first', async () => {
    const base = await tempDir('first-run-heavy');
    await photosIn(path.join(base, 'photos'));
    const seen: number[] = [];
    // The runner is what is tested here: a stage that only notes which memory it was given.
    const noting: PerceptionStage = {
      name: 'noting',
      version: 1,
      appliesTo: () => true,
      ready: async () => null,
      run: async (ctx) => {
        seen.push(dayOf(ctx.row));
        return {};
      },
    };
    const lib = await Library.open(path.join(base, 'library'), { perceptionStages: [noting] });
    try {
      await lib.addRoots([path.join(base, 'photos')]);
      await lib.idle();
      await lib.perceiveAll();
      // Two memories are in work at once (runner MEMORIES_IN_FLIGHT), so the second one taken may
      // reach its stage before the first: each memory is run no later than one place after its
      // place in recency order, and every one is run once.
      expect([...seen].sort((a, b) => b - a)).toEqual(byRecent);
      seen.forEach((day, i) => expect(byRecent.slice(0, i + 2)).toContain(day));
    } finally {
      await lib.close();
    }
  });
});

describe('the background lane', () => {
  it('runs a quick stage for every memory before any model stage, whatever the stages\' order', async () => {
    const base = await tempDir('first-run-quick');
    await photosIn(path.join(base, 'photos'));
    const started: string[] = [];
    const noting = (name: string, quick: boolean): PerceptionStage => ({
      name,
      version: 1,
      quick,
      appliesTo: () => true,
      ready: async () => null,
      run: async (ctx) => {
        started.push(`${name} ${dayOf(ctx.row)}`);
        return {};
      },
    });
    // Indexed first, so every memory is due when the lane starts (as in a library made before a new quick stage).
    const indexing = await Library.open(path.join(base, 'library'));
    await indexing.addRoots([path.join(base, 'photos')]);
    await indexing.idle();
    await indexing.close();
    const lib = await Library.open(path.join(base, 'library'), { perceptionStages: [noting('model', false), noting('quick', true)] });
    try {
      await lib.perceiveAll();
      expect(started).toHaveLength(2 * DAYS.length);
      // Two memories are in work at once (runner MEMORIES_IN_FLIGHT): the last quick one may still be
      // loading when the first model stage starts, no more.
      const firstModel = started.findIndex((s) => s.startsWith('model'));
      expect(started.slice(firstModel).filter((s) => s.startsWith('quick')).length).toBeLessThanOrEqual(1);
      // The quick pass keeps the lane's order too: the most recent photos first.
      expect(started.slice(0, 2).map((s) => Number(s.split(' ')[1]))).toEqual(expect.arrayContaining(byRecent.slice(0, 2)));
    } finally {
      await lib.close();
    }
  });

  it('keeps two memories in work, so a stage always has the next one waiting, and never works on one twice', async () => {
    const base = await tempDir('first-run-in-flight');
    await photosIn(path.join(base, 'photos'));
    const started: number[] = [];
    let active = 0;
    let most = 0;
    let release: () => void = () => undefined;
    const bothIn = new Promise<void>((resolve) => (release = resolve));
    // Each memory holds the stage until a second one has come in: one memory at a time never gets past
    // the first (the test times out), three at a time would show in `most`.
    const holding: PerceptionStage = {
      name: 'holding',
      version: 1,
      appliesTo: () => true,
      ready: async () => null,
      run: async (ctx) => {
        started.push(dayOf(ctx.row));
        most = Math.max(most, ++active);
        if (active === 2) release();
        await bothIn;
        active--;
        return {};
      },
    };
    const lib = await Library.open(path.join(base, 'library'), { perceptionStages: [holding] });
    try {
      await lib.addRoots([path.join(base, 'photos')]);
      await lib.idle();
      await lib.perceiveAll();
      expect(most).toBe(2);
      expect(started).toHaveLength(DAYS.length);
      expect(new Set(started).size).toBe(DAYS.length);
    } finally {
      await lib.close();
    }
  }, 30_000);
});

describe('RecentFirst', () => {
  it('keeps keys most recent first, undated last, ties by key, and moves a key whose time changes', () => {
    const order = new RecentFirst();
    order.set('b', 10);
    order.set('undated', null);
    order.set('a', 10);
    order.set('c', 30);
    order.set('d', 20);
    expect([...order]).toEqual(['c', 'd', 'a', 'b', 'undated']);
    order.set('b', 40); // a corrected date
    order.set('c', 30); // unchanged: stays put
    expect(order.delete('d')).toBe(true);
    expect(order.delete('d')).toBe(false);
    expect([...order]).toEqual(['b', 'c', 'a', 'undated']);
    expect(order.size).toBe(4);
    expect(order.has('d')).toBe(false);
  });

  it('takes many keys at once in the order one at a time gives, moving keys it already has', () => {
    const entries: Array<[string, number | null]> = [['b', 10], ['undated', null], ['a', 10], ['c', 30], ['d', 20], ['e', 5]];
    const one = new RecentFirst();
    const many = new RecentFirst();
    for (const order of [one, many]) order.set('c', 1);
    for (const [key, time] of entries) one.set(key, time);
    many.setMany(entries);
    expect([...many]).toEqual(['c', 'd', 'a', 'b', 'e', 'undated']);
    expect([...many]).toEqual([...one]);
    many.delete('a');
    expect(many.has('a')).toBe(false);
    expect(many.size).toBe(5);
  });
});

describe('a question asked during indexing', () => {
  it('is answered from what is indexed, without waiting for the rest', async () => {
    const base = await tempDir('first-run-ask');
    const may = path.join(base, 'may');
    await photosIn(may);
    const engine = await openEngine({ libraryDir: path.join(base, 'library'), modelsDir: path.join(base, 'models') });
    try {
      await engine.indexOnce([may]);
      // A big import starts: noisy 2 MP photos, slow to thumbnail.
      const later = path.join(base, 'later');
      await mkdir(later, { recursive: true });
      const noise = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 120, sigma: 50 } } }).jpeg({ quality: 85 }).toBuffer();
      for (let i = 0; i < 40; i++) await writeFile(path.join(later, `IMG_${i}.jpg`), Buffer.concat([noise.subarray(0, -2), Buffer.from(`file ${i}`), noise.subarray(-2)]));
      await engine.addRoot({ path: later });
      const answer = await engine.ask({ question: 'photos from May 2024', now: '2024-12-01T12:00:00Z', noLlm: true });
      const busy = (await engine.status({})).queued;
      // Had the answer waited for the import, nothing would be queued any more.
      expect(busy).toBeGreaterThan(0);
      expect(answer.references.length).toBe(DAYS.length);
      expect(answer.references.every((r) => r.takenAtLocal?.startsWith('2024-05'))).toBe(true);
    } finally {
      await engine.close();
    }
  }, 120_000);
});
