import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventsService } from '../electron/engine/augment/events/events';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { LibraryGrounding } from '../electron/engine/qa/grounding';
import { townBeside, unknownNames } from '../electron/engine/qa/place-alias';
import { Database } from '../electron/engine/store/database';
import { buildSearchText } from '../electron/engine/store/memory-view';
import { emptyMemoryRow } from '../electron/engine/store/schema';
import { tempDir } from './support/temp';

describe('a name the gazetteer does not know, for a town it does', () => {
  it('takes the capitalised words that are no everyday word and no known name', () => {
    expect(unknownNames('How long was our Lakeland trip with Tom?', ['Tom'])).toEqual(['Lakeland']);
    // Everyday words written with a capital are not names of places.
    expect(unknownNames('Where did we eat during the Fringe?', [])).toEqual([]);
    expect(unknownNames('Show me the Museum photos', [])).toEqual([]);
    // A possessive is whose it is: a person, not a place.
    expect(unknownNames("Where did we go for Priya's birthday?", [])).toEqual([]);
  });

  it('reads the town printed beside the name, address-style, either way round', () => {
    expect(townBeside('Lakeland', [['Your stay is booked', 'Fellside Cottage', 'Keswick, Lakeland', '2 nights'].join('\n')])?.city).toBe('Keswick');
    expect(townBeside('Lakeland', ['LAKELAND, KESWICK'])?.city).toBe('Keswick');
    // The name alone, or beside words that name no town, says nothing.
    expect(townBeside('Lakeland', ['Lakeland Outdoor Shop', 'Lakeland, best fudge'])).toBeNull();
  });
});

describe('grounding a name in the library\'s documents', () => {
  let db: Database;
  let grounding: LibraryGrounding;
  const now = new Date('2025-06-01T12:00:00Z');
  beforeAll(async () => {
    db = await Database.open(await tempDir('place-alias'));
    const doc = (id: string, text: string) => {
      const row = { ...emptyMemoryRow(id, `/photos/${id}.png`, '/photos', Date.now()), kind: 'screenshot' as const, status: 'ok', taken_at: Date.parse('2024-10-11T15:00:00Z'), taken_at_local: '2024-10-11T15:00:00', ocr_text: text };
      return { ...row, search_text: buildSearchText(row) };
    };
    // Removed memories that print the name beside another town, more often than the booking does: not the library's any more.
    const removed = (id: string) => ({ ...doc(id, 'Lakeland, Penrith\nBoat hire'), status: 'deleted', deleted_at: Date.parse('2025-01-01T00:00:00Z') });
    await db.upsertMemories([doc('booking', 'Your stay is booked\nFellside Cottage\nKeswick, Lakeland\n2 nights'), doc('leaflet', 'Farmers market\nPenrith, October 2024'), removed('gone-1'), removed('gone-2')]);
    grounding = new LibraryGrounding(db, await EventsService.open(db));
  });
  afterAll(() => db.close());

  it('takes the town a document prints beside the name', async () => {
    const trip = analyzeQuestion('How long was our Lakeland trip?', now, { events: [], people: [] });
    await grounding.groundPlaces(trip);
    expect(trip.places.map((p) => p.label)).toEqual(['Keswick']);
  });

  it('spends no search on the words the question\'s time was read from: a month printed beside a town is no area', async () => {
    const month = analyzeQuestion('What did I buy in October 2024?', now, { events: [], people: [] });
    expect(month.time?.text).toContain('October');
    await grounding.groundPlaces(month);
    expect(month.places).toEqual([]);
  });
});
