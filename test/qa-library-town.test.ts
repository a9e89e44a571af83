import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventsService } from '../electron/engine/augment/events/events';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { LibraryGrounding } from '../electron/engine/qa/grounding';
import { Database } from '../electron/engine/store/database';
import { buildSearchText } from '../electron/engine/store/memory-view';
import { emptyMemoryRow } from '../electron/engine/store/schema';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

/**
 * A place name read by where the library's photos were taken: the gazetteer reads "North Berwick" as
 * Berwick in Victoria, and knows Portree or Tobermory in no text at all; a library whose photos were
 * taken in Scotland says which places the user meant.
 */
describe('a town name read by where the library was', () => {
  let db: Database;
  let grounding: LibraryGrounding;
  const now = new Date('2025-09-01T12:00:00Z');
  const ask = async (question: string) => {
    const analysis = analyzeQuestion(question, now, { events: [], people: [] });
    await grounding.groundPlaces(analysis);
    return analysis;
  };

  beforeAll(async () => {
    db = await Database.open(await tempDir('library-town'));
    let n = 0;
    const photo = (city: string, lat: number, lon: number, text = '') => {
      const id = `p${n++}`;
      const row = {
        ...emptyMemoryRow(id, `/photos/${id}.jpg`, '/photos', Date.now()),
        status: 'ok',
        taken_at: Date.parse('2025-07-10T12:00:00Z') + n * 3_600_000,
        taken_at_local: new Date(Date.parse('2025-07-10T13:00:00Z') + n * 3_600_000).toISOString().slice(0, 19),
        lat,
        lon,
        place_city: city,
        place_region: 'Scotland',
        place_country: 'United Kingdom',
        place_country_code: 'GB',
        ocr_text: text || null,
      };
      return { ...row, search_text: buildSearchText(row) };
    };
    await db.upsertMemories([
      photo('Edinburgh', 55.953, -3.189, 'CITY CAFE\nSOUP OF THE DAY 6.50\nTOTAL 6.50'),
      photo('Edinburgh', 55.95, -3.2),
      photo('North Berwick', 56.058, -2.717, 'THE LOBSTER SHACK\nLUNCH FOR TWO\nTOTAL 38.00'),
      photo('North Berwick', 56.06, -2.72),
      photo('Tobermory', 56.622, -6.067),
      photo('Portree', 57.412, -6.196),
      photo('York', 53.958, -1.08),
    ]);
    grounding = new LibraryGrounding(db, await EventsService.open(db));
  });
  afterAll(() => db.close());

  it('takes the town of the name where the photos were, of two small towns so named', async () => {
    const tobermory = await ask('What did we eat in Tobermory?');
    expect(tobermory.places.map((p) => [p.label, Math.round(p.lon)])).toEqual([['Tobermory', -6]]);
  });

  it('leaves a name read whole to retrieval, which takes the namesake the photos were taken in by its name', async () => {
    const engine = await engineOver(await tempDir('library-town-perth'), [memoryRow('perth.jpg', '2025-07-20T12:00:00', { lat: 56.396, lon: -3.437 }), memoryRow('home.jpg', '2025-07-21T12:00:00', { lat: 55.953, lon: -3.189 })]);
    try {
      const perth = await engine.ask({ question: 'Show me the photos from Perth', now: '2025-09-01T12:00:00Z', noLlm: true });
      expect(perth.references.map((r) => r.path)).toEqual([expect.stringMatching(/perth\.jpg$/)]);
    } finally {
      await engine.close();
    }
  });

  it('reads the longer name the library was in over a shorter one inside it', async () => {
    const lunch = await ask('Where did we have lunch in North Berwick?');
    expect(lunch.places.map((p) => [p.label, Math.round(p.lat)])).toEqual([['North Berwick', 56]]);
  });

  it('reads a small town a journey names as its end, as it does a known one', async () => {
    const ferry = await ask('Which ferry did we take to Tobermory?');
    expect(ferry.places.map((p) => [p.label, p.route])).toEqual([['Tobermory', 'destination']]);
  });

  it('knows a small town the gazetteer leaves out of text when the library has photos there', async () => {
    const portree = await ask('How long were we in Portree?');
    expect(portree.places.map((p) => p.label)).toEqual(['Portree']);
    // Small: a city's 30 km would take in its neighbours.
    expect(portree.places[0]!.radiusKm).toBeLessThan(30);
  });

  it('leaves a name alone where the library has no photos, and a place read right', async () => {
    const away = await ask('What did we eat in Fort William?');
    expect(away.places).toEqual([]);
    const home = await ask('Show me the photos from Edinburgh');
    expect(home.places.map((p) => p.label)).toEqual(['Edinburgh']);
    // A town inside a longer name read as a place is no town of its own, though the library was in York.
    const state = await ask('Show me the photos from New York');
    expect(state.places.map((p) => p.label)).toEqual(['New York']);
  });
});

describe('asking about a town the library was in', () => {
  it('answers from the photos taken there, not "nothing in" a namesake across the world', async () => {
        const engine = await engineOver(await tempDir('library-town-ask'), [
      memoryRow('home-lunch.jpg', '2025-07-05T13:00:00', { lat: 55.953, lon: -3.189 }, { kind: 'photo', has_text: true, ocr_text: 'CITY CAFE\nLUNCH SPECIAL 9.50\nTOTAL 9.50' }),
      memoryRow('shack.jpg', '2025-07-12T13:10:00', { lat: 56.058, lon: -2.717 }, { kind: 'photo', has_text: true, ocr_text: 'THE LOBSTER SHACK\nHALF LOBSTER 24.00\nCHIPS 4.00\nTOTAL 28.00' }),
      memoryRow('beach.jpg', '2025-07-12T15:00:00', { lat: 56.06, lon: -2.72 }),
      memoryRow('skye.jpg', '2025-08-02T12:30:00', { lat: 57.412, lon: -6.196 }, { kind: 'photo', has_text: true, ocr_text: 'HARBOUR VIEW BISTRO\nSEAFOOD CHOWDER 8.50\nTOTAL 8.50' }),
    ]);
    try {
      const berwick = await engine.ask({ question: 'How much was lunch in North Berwick?', now: '2025-09-01T12:00:00Z', noLlm: true });
      expect(berwick.answer).toContain('28.00');
      const skye = await engine.ask({ question: 'What did I have for lunch in Portree?', now: '2025-09-01T12:00:00Z', noLlm: true });
      expect(skye.references[0]?.path).toMatch(/skye\.jpg$/);
      // The search bar cites what the answer would: the towns read the same way.
      for (const question of ['How much was lunch in North Berwick?', 'What did I have for lunch in Portree?', 'Show me the photos from North Berwick']) {
        const answered = await engine.ask({ question, now: '2025-09-01T12:00:00Z', noLlm: true });
        const searched = await engine.search({ text: question, now: '2025-09-01T12:00:00Z', limit: 10 });
        expect(searched.results.map((r) => r.path), question).toEqual(answered.references.map((r) => r.path));
      }
    } finally {
      await engine.close();
    }
  });
});
