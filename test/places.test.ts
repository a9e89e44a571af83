import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateAlbum } from '../eval/album/generate';
import type { AlbumSpec } from '../eval/album/spec';
import { openEngine, type Engine } from '../electron/engine/index';
import { reverseGeocode } from '../electron/engine/place/gazetteer';
import { withCheckedOutputs } from './support/checked-engine';
import { fixture, haveFixtures } from './support/fixtures';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

/**
 * The map's places and the timeline's "On this day", through the engine's API: on rows written
 * directly (every case known exactly), on real fixture photos, and on a generated album with trips.
 */

const PARIS = [
  { lat: 48.8584, lon: 2.2945 }, // Eiffel Tower
  { lat: 48.8606, lon: 2.3376 }, // the Louvre
  { lat: 48.8867, lon: 2.3431 }, // Montmartre
];
const ROME = { lat: 41.8986, lon: 12.4769 };
const MID_ATLANTIC = { lat: 38.4, lon: -35.6 };

describe('places: towns with photos, from GPS and the gazetteer', () => {
  let engine: Engine;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const rows = {
      paris1: memoryRow('p1.jpg', '2023-05-11T10:00:00', PARIS[0]!),
      paris2: memoryRow('p2.jpg', '2023-05-12T10:00:00', PARIS[1]!),
      paris3: memoryRow('p3.jpg', '2021-01-01T10:00:00', PARIS[2]!),
      // The place stage has not named it yet: it still lands in its town.
      parisUnnamed: memoryRow('p4.jpg', '2022-07-01T10:00:00', null, { lat: 48.853, lon: 2.3499 }),
      // The user's own label is not a place on a map: the town comes from the GPS.
      parisRenamed: memoryRow('p5.jpg', '2020-07-01T10:00:00', PARIS[0]!, { user_json: JSON.stringify({ place: 'Grandma’s' }), effective_place: 'Grandma’s' }),
      parisGone: memoryRow('p6.jpg', '2023-05-11T11:00:00', PARIS[0]!, { deleted_at: 5, status: 'deleted' }),
      rome: memoryRow('r.jpg', '2011-01-13T14:00:00', ROME),
      sea1: memoryRow('s1.jpg', '2019-08-01T10:00:00', MID_ATLANTIC),
      sea2: memoryRow('s2.jpg', '2019-08-01T12:00:00', { lat: MID_ATLANTIC.lat + 0.2, lon: MID_ATLANTIC.lon + 0.2 }),
      noFix: memoryRow('z.jpg', '2019-08-02T10:00:00', null, { lat: 0, lon: 0 }),
      noGps: memoryRow('n.jpg', '2019-08-03T10:00:00', null),
    };
    for (const [name, row] of Object.entries(rows)) ids[name] = row.id;
    engine = await engineOver(await tempDir('places'), Object.values(rows));
  }, 60_000);

  afterAll(() => engine?.close());

  it('groups photos by town, most photos first, newest first within a town, at the town’s point', async () => {
    const { places } = await engine.places({});
    expect(places.map((p) => [p.name, p.count])).toEqual([
      ['Paris, Île-de-France, France', 5],
      ['38.5° N, 35.5° W', 2],
      ['Rome, Lazio, Italy', 1],
    ]);
    const paris = places[0]!;
    expect(paris.memoryIds).toEqual([ids.paris2, ids.paris1, ids.parisUnnamed, ids.paris3, ids.parisRenamed]);
    // The gazetteer's point for Paris, not the mean of the photos (which sits west of it).
    expect(paris.lat).toBeCloseTo(48.853, 1);
    expect(paris.lon).toBeCloseTo(2.349, 1);
    // Far from any town: the photos' mean, named by its coordinates.
    const sea = places[1]!;
    expect(sea.lat).toBeCloseTo(38.5, 5);
    expect(sea.lon).toBeCloseTo(-35.5, 5);
    expect(sea.memoryIds.sort()).toEqual([ids.sea1, ids.sea2].sort());
    // No fix (0,0), no GPS and the deleted photo are on no map.
    const all = places.flatMap((p) => p.memoryIds);
    for (const left of [ids.noFix, ids.noGps, ids.parisGone]) expect(all).not.toContain(left);
  });

  it('on this day: the memories from this month and day in earlier years, with their events', async () => {
    const trip = await engine.createEvent({ name: 'Paris weekend', start: '2023-05-11', end: '2023-05-12', memoryIds: [ids.paris1!, ids.paris2!] });
    const { years } = await engine.onThisDay({ today: '2024-05-11' });
    expect(years).toHaveLength(1);
    expect(years[0]).toMatchObject({ year: 2023, day: '2023-05-11', total: 1 });
    // The deleted photo of that day is not shown; the next day's is not this day.
    expect(years[0]!.memories.map((m) => m.id)).toEqual([ids.paris1]);
    expect(years[0]!.events.map((e) => e.id)).toEqual([trip.id]);

    // The same day in its own year is today, not a memory; a day without any is an empty list.
    expect((await engine.onThisDay({ today: '2023-05-11' })).years).toEqual([]);
    expect((await engine.onThisDay({ today: '2030-03-03' })).years).toEqual([]);
    const many = await engine.onThisDay({ today: '2030-08-01' });
    expect(many.years.map((y) => [y.year, y.total])).toEqual([[2019, 2]]);
    expect((await engine.onThisDay({ today: '2030-08-01', perYear: 1 })).years[0]).toMatchObject({ total: 2, memories: [expect.anything()] });
    await expect(engine.onThisDay({ today: 'May 11' } as never)).rejects.toThrow(/local day/);
  });
});

describe('on this day across years and the leap day', () => {
  let engine: Engine;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const rows = {
      y2020leap: memoryRow('a.jpg', '2020-02-29T09:00:00', null),
      y2020: memoryRow('b.jpg', '2020-02-28T09:00:00', null),
      y2019: memoryRow('c.jpg', '2019-02-28T23:59:00', null),
      y2016leap: memoryRow('d.jpg', '2016-02-29T12:00:00', null),
      undated: memoryRow('e.jpg', '2019-02-28T10:00:00', null, { taken_at_local: null, taken_at: null }),
    };
    for (const [name, row] of Object.entries(rows)) ids[name] = row.id;
    engine = await engineOver(await tempDir('on-this-day'), Object.values(rows));
  }, 60_000);

  afterAll(() => engine?.close());

  it('newest year first; on 28 February of a common year the leap days count too', async () => {
    const { years } = await engine.onThisDay({ today: '2023-02-28' });
    expect(years.map((y) => [y.year, y.memories.map((m) => m.id)])).toEqual([
      [2020, [ids.y2020leap, ids.y2020]],
      [2019, [ids.y2019]],
      [2016, [ids.y2016leap]],
    ]);
    // In a leap year the 28th is only the 28th, and the 29th has its own day.
    expect((await engine.onThisDay({ today: '2024-02-28' })).years.map((y) => y.year)).toEqual([2020, 2019]);
    expect((await engine.onThisDay({ today: '2024-02-29' })).years.map((y) => y.year)).toEqual([2020, 2016]);
  });
});

describe.skipIf(!haveFixtures('photos/exif'))('places on real fixture photos', () => {
  let engine: Engine;

  beforeAll(async () => {
    const base = await tempDir('places-fixtures');
    const photos = path.join(base, 'photos');
    await mkdir(photos, { recursive: true });
    // Three in Arezzo one afternoon, one in Rome, the same shot as JPEG and WebP in Pero (by Milan's
    // fair grounds; its own town in GeoNames), one in Dublin, and a phone's 0,0 "no fix".
    for (const name of [
      'ianare_gps_DSCN0010.jpg', 'ianare_gps_DSCN0012.jpg', 'ianare_gps_DSCN0021.jpg', 'drew_Apple_iPhone_4.jpg',
      'drew_HTC_Desire.jpg', 'drew_HTC_Desire.webp', 'drew_Nokia_Lumia_800.jpg', 'drew_Samsung_Galaxy_S.jpg',
    ]) {
      await copyFile(fixture('photos/exif', name), path.join(photos, name));
    }
    engine = withCheckedOutputs(await openEngine({ libraryDir: path.join(base, 'library'), modelsDir: path.join(base, 'models') }));
    await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
    await engine.indexOnce([photos]);
  }, 120_000);

  afterAll(() => engine?.close());

  it('names each town once with its photo count', async () => {
    const { places } = await engine.places({});
    const { memories } = await engine.listMemories({});
    const file = (id: string) => path.basename(memories.find((m) => m.id === id)!.path);
    expect(places.map((p) => [p.name.split(',')[0], p.count])).toEqual([['Arezzo', 3], ['Pero', 2], ['Dublin', 1], ['Rome', 1]]);
    expect(places[1]!.memoryIds.map(file).sort()).toEqual(['drew_HTC_Desire.jpg', 'drew_HTC_Desire.webp']);
    expect(places.flatMap((p) => p.memoryIds).map(file)).not.toContain('drew_Samsung_Galaxy_S.jpg');
  });
});

describe('places on a generated album with trips', () => {
  let engine: Engine;
  let spec: AlbumSpec;

  beforeAll(async () => {
    const base = await tempDir('places-album');
    const album = path.join(base, 'album');
    // A day trip by train from Seattle to Portland, and a road trip around Maui through four
    // towns; the screenshots have no GPS. (Two trips of the dev album: indexing more is slow.)
    spec = await generateAlbum(album, { scenarios: ['portland', 'maui'] });
    engine = withCheckedOutputs(await openEngine({ libraryDir: path.join(base, 'library'), modelsDir: path.join(base, 'models') }));
    await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
    await engine.indexOnce([album]);
  }, 300_000);

  afterAll(() => engine?.close());

  it('has one place per town the album was shot in, with as many photos as it took there', async () => {
    // What the gazetteer says for each file's GPS as the album wrote it (the plan's own town names
    // can differ from GeoNames': a harbour village there is a bigger neighbour's). The engine must
    // get there from the files: EXIF, the place stage, the aggregation.
    const expected = new Map<string, number>();
    for (const f of spec.files) {
      const town = f.gps ? reverseGeocode(f.gps.lat, f.gps.lon)?.city : undefined;
      if (town) expected.set(town, (expected.get(town) ?? 0) + 1);
    }
    const { places } = await engine.places({});
    expect(new Map(places.map((p) => [p.name.split(',')[0]!, p.count]))).toEqual(expected);
    // Home, the day trip's town and the Maui towns are each their own place.
    expect(expected.size).toBeGreaterThanOrEqual(5);
    expect(expected.has('Portland')).toBe(true);
    expect(places.reduce((n, p) => n + p.count, 0)).toBe(spec.files.filter((f) => f.gps).length);
  });
});
