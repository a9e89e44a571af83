import { execFile } from 'node:child_process';
import os from 'node:os';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AskJson, EventsJson, IndexJson, KnowledgeJson, ListJson, PlacesJson, SearchJson, StatusJson } from '../shared/cli';
import { fixture, haveFixtures } from './support/fixtures';
import { makeJpeg } from './support/media';
import { tempDir } from './support/temp';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '..');

/** An empty models folder: the model stages stay pending, whatever this machine has downloaded. */
const noModels = path.join(os.tmpdir(), `mnemo-cli-no-models-${process.pid}`);

/** Runs `mnemo <args> --json` and parses what it prints with the CLI's own schema for it. */
async function mnemo<S extends z.ZodType>(schema: S, ...args: string[]): Promise<z.output<S>> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(repo, 'electron', 'engine', 'cli', 'main.ts'), ...args, '--json'], {
    cwd: repo,
    env: { ...process.env, MNEMO_MODELS: noModels },
  });
  return schema.parse(JSON.parse(stdout));
}

describe('the mnemo CLI contract', () => {
  let library: string;
  let photos: string;

  beforeAll(async () => {
    const base = await tempDir('cli');
    library = path.join(base, 'library');
    photos = path.join(base, 'photos');
    await mkdir(photos, { recursive: true });
    await writeFile(path.join(photos, 'beach.jpg'), await makeJpeg({ seed: 7, dateTimeOriginal: '2024:05:12 10:00:00', offset: '-10:00', lat: 21.28, lon: -157.83 }));
    await writeFile(path.join(photos, 'coffee.jpg'), await makeJpeg({ seed: 8, dateTimeOriginal: '2024:06:10 08:30:00', lat: 47.61, lon: -122.33 }));
    await writeFile(path.join(photos, 'Screenshot 2024-06-12 at 09.15.00.png'), Buffer.from(await (await import('sharp')).default({ create: { width: 30, height: 60, channels: 3, background: '#fff' } }).png().toBuffer()));
  }, 60_000);

  it('index --json reports what it did', async () => {
    const folders = [photos, ...(haveFixtures('video') ? [fixture('video')] : [])];
    const out = await mnemo(IndexJson, 'index', ...folders, '--library', library);
    expect(out).toMatchObject({ indexed: folders.length === 2 ? 8 : 3, errors: 0 });
    // Everything the file lane does is done; only model stages wait (no models downloaded here).
    expect(Object.keys(out.pending).every((s) => ['clip', 'caption', 'text', 'speech'].includes(s))).toBe(true);
    expect(out.pending.text).toBe(out.indexed);
  }, 120_000);

  it('list --json gives every memory with time, offset, source, coordinates and place', async () => {
    const { memories } = await mnemo(ListJson, 'list', '--library', library);
    const beach = memories.find((m) => m.path.endsWith('beach.jpg'));
    expect(beach).toMatchObject({
      kind: 'photo', takenAt: '2024-05-12T20:00:00.000Z', takenAtLocal: '2024-05-12T10:00:00', offset: '-10:00',
      timeSource: 'exif', place: 'Honolulu, Hawaii, United States', status: 'ok', error: null,
    });
    expect(beach?.lat).toBeCloseTo(21.28, 4);
    const shot = memories.find((m) => m.path.includes('Screenshot'));
    expect(shot).toMatchObject({ kind: 'screenshot', takenAtLocal: '2024-06-12T09:15:00', timeSource: 'filename' });
    if (haveFixtures('video')) {
      const mov = memories.find((m) => m.path.endsWith('drew_with-gps.mov'));
      expect(mov).toMatchObject({ kind: 'video', takenAtLocal: '2019-07-24T11:25:40', offset: '+03:00', timeSource: 'quicktime', status: 'ok' });
      expect(mov?.lat).toBeCloseTo(32.0929, 4);
      expect(mov?.lon).toBeCloseTo(34.862, 4);
      expect(mov?.place).toBeTruthy();
      // MPEG-PS has no capture metadata: it falls back to the file time, and is still a memory.
      expect(memories.find((m) => m.path.endsWith('grid_bbaf2n.mpg'))).toMatchObject({ kind: 'video', timeSource: 'mtime' });
    }
  });

  it('search --json finds by place, by date relative to --now, and by file name', async () => {
    const byPlace = await mnemo(SearchJson, 'search', 'Honolulu', '--library', library);
    expect(byPlace.results.map((r) => path.basename(r.path))).toEqual(['beach.jpg']);
    expect(byPlace.results[0]).toMatchObject({ place: 'Honolulu, Hawaii, United States' });
    const lastWeek = await mnemo(SearchJson, 'search', 'last week', '--now', '2024-06-18T12:00:00Z', '--library', library);
    expect(lastWeek.results.map((r) => path.basename(r.path)).sort()).toEqual(['Screenshot 2024-06-12 at 09.15.00.png', 'coffee.jpg']);
    const seattleInMay = await mnemo(SearchJson, 'search', 'Seattle in May 2024', '--library', library);
    expect(seattleInMay.results).toEqual([]);
    const byName = await mnemo(SearchJson, 'search', 'coffee', '--library', library);
    expect(byName.results.map((r) => path.basename(r.path))).toEqual(['coffee.jpg']);
  });

  it('places --json gives each town with its point, count and memories (the screenshot has no GPS)', async () => {
    const out = await mnemo(PlacesJson, 'places', '--library', library);
    const { memories } = await mnemo(ListJson, 'list', '--library', library);
    const idOf = (file: string) => memories.find((m) => m.path.endsWith(file))!.id;
    const photos = [idOf('beach.jpg'), idOf('coffee.jpg')];
    expect(out.places.filter((p) => p.memoryIds.some((id) => photos.includes(id))).map(({ name, count, memoryIds }) => ({ name, count, memoryIds })).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Honolulu, Hawaii, United States', count: 1, memoryIds: [photos[0]] },
      { name: 'Seattle, Washington, United States', count: 1, memoryIds: [photos[1]] },
    ]);
    // Every memory with a real fix is on the map once (the fixture video with GPS too, when present).
    const located = memories.filter((m) => m.lat !== null && m.lon !== null && !(m.lat === 0 && m.lon === 0));
    expect(out.places.flatMap((p) => p.memoryIds).sort()).toEqual(located.map((m) => m.id).sort());
    const honolulu = out.places.find((p) => p.name.startsWith('Honolulu'))!;
    expect(honolulu.lat).toBeCloseTo(21.3, 1);
    expect(honolulu.lon).toBeCloseTo(-157.86, 1);
    for (const p of out.places) expect(Object.keys(p).sort()).toEqual(['count', 'lat', 'lon', 'memoryIds', 'name']);
  }, 120_000);

  it('status --json gives counts per stage', async () => {
    const status = await mnemo(StatusJson, 'status', '--library', library);
    expect(status.stages.probe?.done).toBe(status.memories);
    expect(status.stages.time).toMatchObject({ pending: 0, failed: 0 });
    // The file lane's stages first, in the order they run (the sidecar is read before the thumbnail is made).
    expect(Object.keys(status.stages).slice(0, 5)).toEqual(['probe', 'time', 'place', 'sidecar', 'thumbnail']);
    const reasons = status.stages.clip?.reasons ?? [];
    expect(reasons.join()).toMatch(/model clip-vit-b32 is not downloaded/);
  });

  it('events --json lists the trips the timeline shows', async () => {
    const base = await tempDir('cli-events');
    const dir = path.join(base, 'photos');
    await mkdir(dir, { recursive: true });
    let seed = 50;
    for (const d of ['01', '03', '05', '20']) {
      await writeFile(path.join(dir, `home-${d}.jpg`), await makeJpeg({ seed: seed++, dateTimeOriginal: `2024:05:${d} 19:00:00`, lat: 47.61, lon: -122.33 }));
    }
    for (const d of ['11', '12', '14']) {
      await writeFile(path.join(dir, `beach-${d}.jpg`), await makeJpeg({ seed: seed++, dateTimeOriginal: `2024:05:${d} 12:00:00`, offset: '-10:00', lat: 21.28, lon: -157.83 }));
    }
    const lib = path.join(base, 'library');
    await mnemo(IndexJson, 'index', dir, '--library', lib);
    const out = await mnemo(EventsJson, 'events', '--library', lib);
    expect(out.events).toEqual([
      { id: expect.any(String), name: 'Trip to Honolulu, May 11–14, 2024', start: '2024-05-11T12:00:00', end: '2024-05-14T12:00:00', place: 'Honolulu', memberCount: 3, origin: 'inferred' },
    ]);
  }, 120_000);

  it('knowledge --json lists facts (none without an LLM) and ask --json answers with references', async () => {
    expect(await mnemo(KnowledgeJson, 'knowledge', '--library', library)).toEqual({ knowledge: [] });
    const out = await mnemo(AskJson, 'ask', 'Where was I in May 2024?', '--no-llm', '--now', '2024-09-01T00:00:00Z', '--library', library);
    expect(out.usedLLM).toBe(false);
    expect(out.analysis.time?.from).toBe('2024-05-01T00:00:00');
    expect(out.references.map((r) => path.basename(r.path))).toContain('beach.jpg');
    expect(out.answer).toMatch(/Honolulu/);
  }, 60_000);
});
