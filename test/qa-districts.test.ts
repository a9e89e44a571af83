/**
 * A county, province or district a question names ("photos from Bohol", "lunch in the Barossa", "our
 * days in Door County") is a place: the disc around its towns, read when the library has photos in it
 * and the gazetteer read the name as no place of its own. A town of the name the photos were taken in
 * still wins over a district elsewhere; an everyday word cut from a district's name ("Door") is no place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventsService } from '../electron/engine/augment/events/events';
import type { Engine } from '../electron/engine/index';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { LibraryGrounding } from '../electron/engine/qa/grounding';
import { Database } from '../electron/engine/store/database';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const NOW = '2025-09-01T12:00:00Z';

const TAGBILARAN = { lat: 9.6475, lon: 123.8556 };
const CHOCOLATE_HILLS = { lat: 9.829, lon: 124.14 };
const ANDA = { lat: 9.744, lon: 124.576 };
const MANILA = { lat: 14.5995, lon: 120.9842 };
const SINGAPORE = { lat: 1.29, lon: 103.85 };
const TANUNDA = { lat: -34.523, lon: 138.96 };
const ANGASTON = { lat: -34.501, lon: 139.046 };
const ADELAIDE = { lat: -34.928, lon: 138.6 };
const DARTMOOR = { lat: 50.57, lon: -3.92 };
const SALCOMBE = { lat: 50.238, lon: -3.77 };
const DEVON_ALBERTA = { lat: 53.362, lon: -113.73 };
const EDMONTON = { lat: 53.546, lon: -113.49 };
const FISH_CREEK = { lat: 45.128, lon: -87.246 };
const STURGEON_BAY = { lat: 44.834, lon: -87.377 };
const MILWAUKEE = { lat: 43.039, lon: -87.906 };
const GALWAY = { lat: 53.2707, lon: -9.0568 };
const CLIFDEN = { lat: 53.4889, lon: -10.0194 };
const KILLARNEY = { lat: 52.06, lon: -9.51 };
const PORTMAGEE = { lat: 51.88, lon: -10.37 };
const DUBLIN = { lat: 53.3498, lon: -6.2603 };
const WICKLOW_TOWN = { lat: 52.98, lon: -6.045 };
const LONDON = { lat: 51.507, lon: -0.128 };
const CANTERBURY = { lat: 51.28, lon: 1.08 };
const WHITSTABLE = { lat: 51.36, lon: 1.03 };
const KENT_WASHINGTON = { lat: 47.381, lon: -122.235 };
const KANSAS_CITY = { lat: 39.0997, lon: -94.5786 };
const INDEPENDENCE = { lat: 39.05, lon: -94.4 };
const ST_IVES = { lat: 50.211, lon: -5.48 };
const TINTAGEL = { lat: 50.663, lon: -4.75 };

const ask = (engine: Engine, question: string) => engine.ask({ question, now: NOW, noLlm: true });

describe('a province the library has photos in', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('districts-bohol'), [
      memoryRow('tagbilaran.jpg', '2025-03-02T10:00:00', TAGBILARAN),
      memoryRow('hills.jpg', '2025-03-03T09:30:00', CHOCOLATE_HILLS),
      memoryRow('anda-beach.jpg', '2025-03-04T16:00:00', ANDA),
      memoryRow('manila.jpg', '2025-03-06T12:00:00', MANILA),
      memoryRow('manila-2.jpg', '2025-03-06T15:00:00', MANILA),
      memoryRow('home.jpg', '2025-04-01T12:00:00', SINGAPORE),
    ]);
  });
  afterAll(() => engine.close());

  it('counts the photos taken across it', async () => {
    const bohol = await ask(engine, 'How many photos did I take in Bohol?');
    expect(bohol.answer).toMatch(/\b3\b/);
    expect(bohol.references.map((r) => r.path).sort()).toEqual([expect.stringMatching(/anda-beach/), expect.stringMatching(/hills/), expect.stringMatching(/tagbilaran/)]);
  });
});

describe('a wine district named with "the"', () => {
  let engine: Engine;
  beforeAll(async () => {
    const receipt = (name: string, at: string, where: { lat: number; lon: number }, lines: string[]) => memoryRow(name, at, where, { kind: 'photo', has_text: true, ocr_text: lines.join('\n') });
    engine = await engineOver(await tempDir('districts-barossa'), [
      receipt('adelaide-lunch.jpg', '2025-02-14T13:00:00', ADELAIDE, ['CENTRAL MARKET KITCHEN', 'LUNCH MENU', 'LUNCH - 2 COURSES 48.00', 'FLAT WHITE 5.00', 'TOTAL 53.00']),
      receipt('barossa-lunch.jpg', '2025-02-12T12:45:00', TANUNDA, ['VINTNERS TABLE', 'LUNCH - 2 COURSES 58.00', 'GLASS SHIRAZ 14.00', 'TOTAL 72.00']),
      memoryRow('vines.jpg', '2025-02-12T15:00:00', ANGASTON),
      memoryRow('city.jpg', '2025-02-11T10:00:00', ADELAIDE),
    ]);
  });
  afterAll(() => engine.close());

  it('answers from the document taken there', async () => {
    const lunch = await ask(engine, 'Where did we have lunch in the Barossa?');
    expect(lunch.references[0]?.path).toMatch(/barossa-lunch\.jpg$/);
    expect(lunch.answer).toMatch(/vintners table/i);
    // The city's lunch, 50 km off, is no lunch in the Barossa.
    expect(lunch.references.map((r) => r.path)).not.toContainEqual(expect.stringMatching(/adelaide/));
  });

  it('leaves a question naming no place as it was', async () => {
    const lunch = await ask(engine, 'How much was the flat white?');
    expect(lunch.answer).toContain('5.00');
  });
});

describe('a county and its namesakes', () => {
  const now = new Date(NOW);
  const analysed = async (rows: Parameters<typeof memoryRow>[], question: string) => {
    const db = await Database.open(await tempDir('districts-grounding'));
    try {
      await db.upsertMemories(rows.map((r) => memoryRow(...r)));
      const analysis = analyzeQuestion(question, now, { events: [], people: [] });
      await new LibraryGrounding(db, await EventsService.open(db)).groundPlaces(analysis);
      return analysis;
    } finally {
      db.close();
    }
  };
  const grounded = async (rows: Parameters<typeof memoryRow>[], question: string) => (await analysed(rows, question)).places;

  it('reads the English county where the photos are, not the Alberta town', async () => {
    const places = await grounded([['moor.jpg', '2025-05-02T11:00:00', DARTMOOR], ['harbour.jpg', '2025-05-03T11:00:00', SALCOMBE], ['edmonton.jpg', '2025-06-01T11:00:00', EDMONTON]], 'Where did we stay in Devon?');
    expect(places.map((p) => [p.label, Math.round(p.lat)])).toEqual([['Devon', 51]]);
    expect(places[0]!.radiusKm).toBeGreaterThan(50);
  });

  it('reads the town of the name where the photos are over a county elsewhere', async () => {
    const places = await grounded([['devon-ab.jpg', '2025-05-02T11:00:00', DEVON_ALBERTA], ['edmonton.jpg', '2025-06-01T11:00:00', EDMONTON], ['moor.jpg', '2025-05-02T11:00:00', DARTMOOR]], 'Where did we stay in Devon?');
    expect(places.map((p) => [p.label, Math.round(p.lat)])).toEqual([['Devon', 53]]);
  });

  it('reads a county written whole, but not the everyday word its name is made of', async () => {
    const rows: Parameters<typeof memoryRow>[] = [['fish-creek.jpg', '2025-08-02T11:00:00', FISH_CREEK], ['lighthouse.jpg', '2025-08-03T11:00:00', STURGEON_BAY], ['milwaukee.jpg', '2025-08-05T11:00:00', MILWAUKEE]];
    const county = await grounded(rows, 'How many days were we in Door County?');
    expect(county.map((p) => [p.label, Math.round(p.lat)])).toEqual([['Door County', 45]]);
    expect(await grounded(rows, 'Show me the photos by the Door')).toEqual([]);
    expect(await grounded(rows, 'Which photos show a Door?')).toEqual([]);
  });

  it('leaves a town the gazetteer read under its other name to that town, not its county', async () => {
    const places = await grounded([['quay.jpg', '2025-04-12T15:00:00', GALWAY], ['clifden.jpg', '2025-04-14T13:00:00', CLIFDEN], ['bay.jpg', '2025-04-14T15:00:00', CLIFDEN]], 'Show me photos from the market in Galway');
    expect(places.map((p) => p.label)).toEqual(['Gaillimh']);
  });

  it('reads the word a question puts around a county\'s name as saying a county is meant, and no word to match', async () => {
    const kerry = await analysed([['killarney.jpg', '2023-07-01T12:00:00', KILLARNEY], ['skellig.jpg', '2023-07-03T12:00:00', PORTMAGEE], ['home.jpg', '2023-08-01T12:00:00', DUBLIN]], 'When were we in County Kerry?');
    expect(kerry.places.map((p) => [p.label, Math.round(p.lat)])).toEqual([['Kerry', 52]]);
    expect(kerry.terms).not.toContain('county');
    // The county, though the photos were all taken in its town of the same name.
    const wicklow = await grounded([['harbour.jpg', '2024-05-01T12:00:00', WICKLOW_TOWN], ['home.jpg', '2024-06-01T12:00:00', LONDON]], 'Where did we walk in County Wicklow?');
    expect(wicklow.map((p) => p.label)).toEqual(['Wicklow']);
    expect(wicklow[0]!.radiusKm).toBeGreaterThan(30);
    const town = await grounded([['harbour.jpg', '2024-05-01T12:00:00', WICKLOW_TOWN], ['home.jpg', '2024-06-01T12:00:00', LONDON]], 'Where did we walk in Wicklow?');
    expect(town[0]!.radiusKm).toBeLessThan(30);
  });

  it('reads the county where the photos are for a name read as a town that holds none', async () => {
    // The gazetteer reads "Kent" as the city in Washington, and "Cornwall" as the one in Ontario.
    const kent = await grounded([['canterbury.jpg', '2025-07-05T13:00:00', CANTERBURY], ['whitstable.jpg', '2025-07-06T13:00:00', WHITSTABLE], ['home.jpg', '2025-07-20T13:00:00', LONDON]], 'Show me the photos from Kent');
    expect(kent.map((p) => [p.label, Math.round(p.lat), Math.round(p.lon)])).toEqual([['Kent', 51, 1]]);
    const cornwall = await analysed([['st-ives.jpg', '2025-06-02T13:00:00', ST_IVES], ['tintagel.jpg', '2025-06-04T12:00:00', TINTAGEL]], 'Where did we have lunch in Cornwall?');
    expect(cornwall.places.map((p) => [p.label, Math.round(p.lat)])).toEqual([['Cornwall', 50]]);
    expect(cornwall.terms).toEqual(['lunch']);
    // The town read holds photos: it is the place meant.
    const town = await grounded([['kent-wa.jpg', '2025-07-05T13:00:00', KENT_WASHINGTON], ['canterbury.jpg', '2025-07-05T13:00:00', CANTERBURY]], 'Show me the photos from Kent');
    expect(town.map((p) => [p.label, Math.round(p.lat)])).toEqual([['Kent', 47]]);
  });

  it('reads a county named for a person only where the question puts a place', async () => {
    // Kansas City lies in Jackson County; the gazetteer reads "Jackson" as the city in Mississippi.
    const rows: Parameters<typeof memoryRow>[] = [['kc.jpg', '2025-06-04T12:00:00', KANSAS_CITY], ['independence.jpg', '2025-06-05T12:00:00', INDEPENDENCE]];
    const person = await analysed(rows, 'What did Jackson quote for the deck?');
    expect(person.places).toEqual([]);
    expect(person.terms).toContain('jackson');
    expect((await grounded(rows, 'Show me the photos from Jackson')).map((p) => [p.label, Math.round(p.lat)])).toEqual([['Jackson', 39]]);
  });
  it('asks a name of districts only, none of them where the question puts a place, without failing', async () => {
    // "Maui" names a county and no town; "on Maui" is no place position, so no district is a candidate.
    const rows: Parameters<typeof memoryRow>[] = [['wailea.jpg', '2024-08-19T12:00:00', { lat: 20.687, lon: -156.442 }], ['home.jpg', '2024-09-01T12:00:00', { lat: 47.62, lon: -122.32 }]];
    const maui = await analysed(rows, 'What snorkelling trip did I do on Maui?');
    expect(maui.terms).toContain('maui');
  });
});
