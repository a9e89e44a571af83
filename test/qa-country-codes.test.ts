import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventsService } from '../electron/engine/augment/events/events';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { LibraryGrounding } from '../electron/engine/qa/grounding';
import { countriesByCode } from '../electron/engine/qa/place-alias';
import { Database } from '../electron/engine/store/database';
import { buildSearchText } from '../electron/engine/store/memory-view';
import { emptyMemoryRow } from '../electron/engine/store/schema';
import { tempDir } from './support/temp';

describe('a country written as its code', () => {
  const codes = (q: string) => countriesByCode(q).map((p) => p.countryCode);

  it('reads two capitals as the country they stand for, "UK" as Great Britain', () => {
    expect(codes('How many days were we in NZ for?')).toEqual(['NZ']);
    expect(codes('Photos from our UK trip')).toEqual(['GB']);
    expect(codes('When did we last go to the US?')).toEqual(['US']);
  });

  it('leaves codes that are words for something else, lower case, and questions all in capitals', () => {
    expect(codes('Where is my ID card?')).toEqual([]);
    expect(codes('When did I see the GP?')).toEqual([]);
    expect(codes('Photos from the LA trip')).toEqual([]);
    expect(codes('What did the IT desk say?')).toEqual([]);
    expect(codes('how many days in nz')).toEqual([]);
    expect(codes('HOW MANY DAYS IN NZ')).toEqual([]);
  });
});

describe('grounding a country code in the library', () => {
  let db: Database;
  let grounding: LibraryGrounding;
  const now = new Date('2025-06-01T12:00:00Z');
  beforeAll(async () => {
    db = await Database.open(await tempDir('country-codes'));
    const photo = (id: string, lat: number, lon: number, country: string) => {
      const row = { ...emptyMemoryRow(id, `/photos/${id}.jpg`, '/photos', Date.now()), status: 'ok', taken_at: Date.parse('2025-01-05T01:00:00Z'), taken_at_local: '2025-01-05T14:00:00', lat, lon, place_country: country };
      return { ...row, search_text: buildSearchText(row) };
    };
    await db.upsertMemories([photo('queenstown', -45.03, 168.66, 'New Zealand')]);
    grounding = new LibraryGrounding(db, await EventsService.open(db));
  });
  afterAll(() => db.close());

  it('filters by the country where the library has photos there', async () => {
    const trip = analyzeQuestion('How many days were we in NZ for?', now, { events: [], people: [] });
    expect(trip.places).toEqual([]);
    await grounding.groundPlaces(trip);
    expect(trip.places.map((p) => p.label)).toEqual(['New Zealand']);
  });

  it('leaves a country the library has never been to alone: it is more likely something else', async () => {
    const elsewhere = analyzeQuestion('What did I buy for the HK office?', now, { events: [], people: [] });
    await grounding.groundPlaces(elsewhere);
    expect(elsewhere.places).toEqual([]);
  });
});
