import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { isFollowUp } from '../electron/engine/qa/follow-up';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { computeFacts } from '../electron/engine/qa/facts';
import type { Candidate } from '../electron/engine/qa/fusion';
import { utcOffsetOf, wallClock } from '../electron/engine/qa/wall-clock';
import { extractDateRange } from '../electron/engine/search/date-range';
import type { MemoryRow } from '../electron/engine/store/schema';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

/** A Sunday: the latest Saturday (Aug 31) and the latest March (2024) hold no photos below. */
const NOW = '2024-09-01T12:00:00Z';
/** A memory taken at `local` wall-clock time with no place, as if ingested elsewhere. */
const memory = (name: string, local: string, fields: Partial<MemoryRow> = {}): MemoryRow => memoryRow(name, local, null, fields);

describe('time as people mean it', () => {
  let engine: Engine;

  beforeAll(async () => {
    const base = await tempDir('qa-time');
    const rows = [
      // The same programme twice: the older ticket says it in fewer words (the better text match).
      memory('symphony-2023.jpg', '2023-01-10T19:30:00', { ocr_text: 'SYMPHONY TICKET' }),
      memory('symphony-2024.jpg', '2024-08-25T19:30:00', { ocr_text: 'SYMPHONY TICKET\nBENAROYA HALL\nORCHESTRA ROW K SEAT 12\nDOORS 7 PM' }),
      memory('climbing-2023.jpg', '2023-06-03T10:00:00', { ocr_text: 'VERTICAL WORLD\nCLIMBING DAY PASS' }),
      memory('climbing-feb.jpg', '2024-02-03T10:00:00', { ocr_text: 'VERTICAL WORLD\nCLIMBING DAY PASS' }),
      memory('climbing-jul.jpg', '2024-07-06T10:00:00', { ocr_text: 'VERTICAL WORLD\nCLIMBING DAY PASS' }),
      // Two equal receipts: two and a half weeks before NOW, and six months.
      memory('bookshop-aug.jpg', '2024-08-14T15:00:00', { ocr_text: 'ELLIOTT BAY BOOK COMPANY\nRECEIPT\nTOTAL 24.00' }),
      memory('bookshop-feb.jpg', '2024-02-20T15:00:00', { ocr_text: 'ELLIOTT BAY BOOK COMPANY\nRECEIPT\nTOTAL 24.00' }),
      memory('kayak.jpg', '2024-02-25T08:00:00', { ocr_text: 'KAYAK RENTAL\nAGUA VERDE PADDLE CLUB' }),
      memory('kite-2022.jpg', '2022-03-12T13:00:00', { ocr_text: 'KITE FESTIVAL 2022' }),
      memory('kite-2023.jpg', '2023-03-18T13:00:00', { ocr_text: 'KITE FESTIVAL 2023' }),
      // A Saturday, two weeks before the latest one.
      memory('market.jpg', '2024-08-17T11:00:00', { ocr_text: 'FARMERS MARKET\nFRESH PEACHES' }),
      // Christmas lunch, no text: only its day says what it is.
      memory('christmas.jpg', '2023-12-25T13:00:00'),
    ];
    engine = await engineOver(base, rows);
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
  });

  const names = (refs: Array<{ path: string }>) => refs.map((r) => path.basename(r.path));
  const ask = (question: string, conversationId?: string) => engine.ask({ question, now: NOW, noLlm: true, ...(conversationId ? { conversationId } : {}) });

  it('gives the newer memory a recency bonus only when the question asks for the latest', async () => {
    const plain = await ask('Show me my symphony ticket');
    expect(plain.analysis.recency).toBe(false);
    expect(names(plain.references).slice(0, 2)).toEqual(['symphony-2023.jpg', 'symphony-2024.jpg']);
    // Asked in the present tense, a document that comes again (the same heading over other details)
    // is read in its newest issue (newest-issue.ts), still without fusion's recency bonus.
    const held = await ask('Which symphony ticket do I have?');
    expect(held.analysis.recency).toBe(false);
    expect(names(held.references).slice(0, 2)).toEqual(['symphony-2024.jpg', 'symphony-2023.jpg']);
    const latest = await ask('What was my most recent symphony ticket?');
    expect(latest.analysis.recency).toBe(true);
    expect(names(latest.references)[0]).toBe('symphony-2024.jpg');
  });

  it('"the first time I …" is the earliest match; "my first trip" stays an ordinal over events', async () => {
    const out = await ask('When was the first time I went climbing?');
    expect(out.analysis.earliest).toBe(true);
    expect(out.analysis.recency).toBe(false);
    expect(names(out.references)[0]).toBe('climbing-2023.jpg');
    expect((await ask('When did I first go climbing?')).references[0]?.takenAtLocal).toBe('2023-06-03T10:00:00');
    const trips = [
      { id: 'a', name: 'Trip to Honolulu', kind: 'trip', place: 'Honolulu', start: Date.parse('2024-05-11T00:00:00Z'), end: Date.parse('2024-05-17T23:00:00Z') },
      { id: 'b', name: 'Trip to Honolulu', kind: 'trip', place: 'Honolulu', start: Date.parse('2024-08-03T00:00:00Z'), end: Date.parse('2024-08-05T23:00:00Z') },
    ];
    const trip = analyzeQuestion('Show me my first trip to Honolulu', new Date(NOW), { events: trips, people: [] });
    expect(trip.events.map((e) => e.id)).toEqual(['a']);
    expect(trip.earliest).toBeUndefined();
  });

  it('reads "a few weeks ago" as a soft window: nearer first, farther still found', async () => {
    const out = await ask('What did I buy at the bookshop a few weeks ago?');
    expect(out.analysis.time).toMatchObject({ text: 'a few weeks ago', strict: false });
    expect(names(out.references).slice(0, 2)).toEqual(['bookshop-aug.jpg', 'bookshop-feb.jpg']);
    expect(out.references[0]!.score).toBeGreaterThan(out.references[1]!.score * 2);
    // The only kayak rental was six months ago: the window ranks, it does not hide it.
    const kayak = await ask('Where did I kayak a few weeks ago?');
    expect(names(kayak.references)).toEqual(['kayak.jpg']);
  });

  it('takes the latest March with photos for "in March", and says which', async () => {
    const out = await ask('What did I do in March?');
    expect(out.analysis.time).toMatchObject({ from: '2023-03-01T00:00:00', text: 'March 2023 (the latest March with photos)', strict: true });
    expect(names(out.references)).toEqual(['kite-2023.jpg']);
  });

  it('takes the latest Saturday with photos for "on Saturday"', async () => {
    const out = await ask('What did I do on Saturday?');
    expect(out.analysis.time?.text).toBe('Saturday, 2024-08-17 (the latest Saturday with photos)');
    expect(names(out.references)).toEqual(['market.jpg']);
  });

  it('"last weekend" is the asker\'s: on a Monday morning east of UTC it is the weekend just ended', async () => {
    // 08:00 on Monday Aug 19 in UTC+11 is still Sunday Aug 18 in UTC.
    const out = await engine.ask({ question: 'What did I do last weekend?', now: '2024-08-19T08:00:00+11:00', noLlm: true });
    expect(out.analysis.time).toMatchObject({ from: '2024-08-17T00:00:00', to: '2024-08-18T23:59:59' });
    expect(names(out.references)).toEqual(['market.jpg']);
  });

  it('a holiday is its day: "photos from Christmas" are the latest Christmas with photos', async () => {
    const out = await ask('Show me photos from Christmas');
    expect(out.analysis.time).toMatchObject({ from: '2023-12-25T00:00:00', to: '2023-12-25T23:59:59', strict: true });
    expect(names(out.references)).toEqual(['christmas.jpg']);
  });

  it('finds nothing in a time with no photos, and says what it searched', async () => {
    const out = await ask('What did I do in March 2019?');
    expect(out.references).toEqual([]);
    expect(out.analysis.time).toMatchObject({ from: '2019-03-01T00:00:00', to: '2019-03-31T23:59:59', text: 'March 2019', strict: true });
    expect(out.answer).toMatch(/^I couldn't find that/);
  });

  it('carries the subject into a real follow-up only', async () => {
    const first = await ask('When did I go climbing?');
    const follow = await ask('And in February?', first.conversationId);
    expect(follow.analysis.terms).toContain('climbing');
    expect(names(follow.references)[0]).toBe('climbing-feb.jpg');
    const fresh = await ask('What was the name of that bookshop?', first.conversationId);
    expect(fresh.analysis.terms).not.toContain('climbing');
    expect(names(fresh.references)[0]).toMatch(/^bookshop-/);
  });
});

describe('holidays and the asker\'s clock', () => {
  const now = new Date('2024-06-15T12:00:00Z');
  const range = (q: string) => {
    const r = extractDateRange(q, now).range;
    return r && [new Date(r.from).toISOString().slice(0, 10), new Date(r.to).toISOString().slice(0, 10)];
  };
  it('a fixed-day holiday is its latest day that has been, unless a year is named', () => {
    expect(range('photos from Christmas')).toEqual(['2023-12-25', '2023-12-25']);
    expect(extractDateRange('photos from Christmas', now)).toMatchObject({ rest: 'photos', range: { recurs: { every: 'year', label: 'Christmas' } } });
    expect(range("New Year's Eve 2022")).toEqual(['2022-12-31', '2022-12-31']);
    expect(range('Halloween')).toEqual(['2023-10-31', '2023-10-31']);
    expect(range("Valentine's Day")).toEqual(['2024-02-14', '2024-02-14']);
  });
  it('the UTC offset is the one written on the time, else this machine\'s', () => {
    expect(utcOffsetOf('2025-03-17T09:00:00+11:00', now)).toBe(660);
    expect(utcOffsetOf('2024-09-01T10:00:00-07:00', now)).toBe(-420);
    expect(utcOffsetOf('2024-09-01T10:00:00Z', now)).toBe(0);
    expect(utcOffsetOf(undefined, now)).toBe(-now.getTimezoneOffset());
    expect(wallClock(new Date('2025-03-16T22:00:00Z'), 660).toISOString()).toBe('2025-03-17T09:00:00.000Z');
  });
});

describe('how long a stay was, without an event', () => {
  const day = (local: string) => ({ row: { taken_at: Date.parse(`${local}Z`), taken_at_local: local }, score: 1, similarity: 1, covers: 1, why: '' }) as unknown as Candidate;
  it('is the run of days around the best match, not stretched to a match weeks later', () => {
    const analysis = analyzeQuestion('How many nights was I away for the fair?', new Date(NOW), { events: [], people: [] });
    const refs = [day('2024-03-12T10:00:00'), day('2024-03-11T08:00:00'), day('2024-04-19T13:00:00'), day('2024-03-14T16:00:00')];
    expect(computeFacts(analysis, refs).answer).toBe('3 nights (Mar 11, 2024 – Mar 14, 2024).');
  });
});

describe('"last" and "first" after any subject', () => {
  const analyse = (q: string) => analyzeQuestion(q, new Date(NOW), { events: [], people: [] });
  it('reads "when did the dog last …" as the latest, keeping the verb and the noun as words to match', () => {
    const dog = analyse('When did Pepper last see the groomer?');
    expect(dog.recency).toBe(true);
    expect(dog.terms).toContain('groomer');
    const park = analyse('Where did I park last time?');
    expect(park.recency).toBe(true);
    expect(park.terms).toEqual(['park']);
    expect(analyse('When did the kids first ride the ferry?').earliest).toBe(true);
    // After an article, "first" and "last" describe the thing.
    expect(analyse('Did I have a last minute booking?').recency).toBe(false);
    // A period after "last" is a time, not an order.
    expect(analyse('Where did we go last summer?').recency).toBe(false);
  });
});

describe('what makes a follow-up', () => {
  const now = new Date(NOW);
  const follows = (q: string) => isFollowUp(q, analyzeQuestion(q, now, { events: [], people: [] }));
  it('continuations, elliptical questions and ones that only point back', () => {
    expect(follows('And in May?')).toBe(true);
    expect(follows('What about the second one?')).toBe(true);
    expect(follows('In May?')).toBe(true);
    expect(follows('Who was there?')).toBe(true);
    expect(follows('When was that?')).toBe(true);
  });
  it('not a full question that happens to say "that" or "it"', () => {
    expect(follows('What was the name of that restaurant?')).toBe(false);
    expect(follows('Is it true that I bought milk every week?')).toBe(false);
    expect(follows('What did I do in May?')).toBe(false);
  });
});

describe('a trip\'s structure and a library south of the equator', () => {
  let engine: Engine;
  const ASKED = '2025-06-15T10:00:00+10:00';
  // Home is south of the equator; the trip is 900 km away, four days in March.
  const HOME_AT = { lat: -37.81, lon: 144.96 };
  const AWAY = { lat: -33.87, lon: 151.21 };
  const VENUE = { lat: -33.8750, lon: 151.2000 };
  const ask = (question: string) => engine.ask({ question, now: ASKED, noLlm: true });
  const names = (refs: Array<{ path: string }>) => refs.map((r) => path.basename(r.path));

  beforeAll(async () => {
    const base = await tempDir('qa-trip');
    const at = (name: string, local: string, where: { lat: number; lon: number }, fields: Partial<MemoryRow> = {}) => memoryRow(name, local, where, fields);
    const rows = [
      // Everyday life at home, spread over the year, so home is where most photos are.
      ...Array.from({ length: 12 }, (_, i) => at(`home-${i}.jpg`, `2025-0${1 + (i % 6)}-${String(2 + i).padStart(2, '0')}T19:00:00`, HOME_AT)),
      // A summer break (January, southern summer) at the beach 100 km from home.
      at('beach-sign.jpg', '2025-01-06T15:00:00', { lat: -38.4, lon: 144.2 }, { ocr_text: 'SURF BEACH\nPATROLLED AREA' }),
      at('beach-2.jpg', '2025-01-07T15:00:00', { lat: -38.4, lon: 144.2 }),
      // Winter at home: a northern reading of "last summer" (June-August) would land here.
      at('winter-cafe.jpg', '2024-07-10T10:00:00', HOME_AT, { ocr_text: 'CORNER CAFE\nFLAT WHITE 5.00\nTOTAL 5.00' }),
      // The trip: a lodge checked into in the afternoon, dinner that evening, a fair the next days.
      at('lodge.jpg', '2025-03-11T15:10:00', AWAY, { ocr_text: 'HARBOUR LODGE\nROOM 12\nCHECK-OUT 14 MAR' }),
      at('dinner-1.jpg', '2025-03-11T19:40:00', AWAY, { ocr_text: 'BLUE DOOR KITCHEN\nFISH OF THE DAY 34.00\nTOTAL 34.00' }),
      at('dinner-2.jpg', '2025-03-12T20:00:00', AWAY, { ocr_text: 'NOODLE HOUSE\nDUMPLINGS 18.00\nTOTAL 18.00' }),
      at('fair-badge.jpg', '2025-03-12T09:00:00', VENUE, { ocr_text: 'BUILDING FAIR 2025\nVISITOR BADGE' }),
      // The fair's own photos: no text, taken in the hall the badge was photographed in.
      at('fair-hall-1.jpg', '2025-03-12T10:30:00', VENUE),
      at('fair-hall-2.jpg', '2025-03-12T11:45:00', VENUE),
      at('fair-badge-2.jpg', '2025-03-13T09:00:00', VENUE, { ocr_text: 'BUILDING FAIR 2025\nDAY 2' }),
      at('harbour.jpg', '2025-03-14T11:00:00', AWAY),
      // A party across town: the card names it, the rest of the evening's photos say nothing.
      at('party-card.jpg', '2025-05-03T17:30:00', { lat: -37.7, lon: 145.05 }, { ocr_text: 'HAPPY 40TH JO!' }),
      at('party-1.jpg', '2025-05-03T18:10:00', { lat: -37.7001, lon: 145.0502 }),
      at('party-2.jpg', '2025-05-03T21:00:00', { lat: -37.7, lon: 145.05 }),
    ];
    engine = await engineOver(base, rows);
  }, 120_000);
  afterAll(async () => engine?.close());

  it('"last summer" in a southern library is December to February', async () => {
    const out = await ask('Where did I go to the beach last summer?');
    expect(out.analysis.time?.from.slice(0, 7)).toBe('2024-12');
    expect(names(out.references)[0]).toBe('beach-sign.jpg');
  });

  it('"our first night" is the first day\'s evening meal, not the first photo of the trip', async () => {
    const out = await ask('Where did we eat on our first night in Sydney?');
    expect(out.analysis.earliest).toBe(true);
    expect(names(out.references)[0]).toBe('dinner-1.jpg');
    expect(out.answer).toMatch(/^BLUE DOOR KITCHEN/);
  });

  it('"show me" brings the photos taken with a match, at the same place that day', async () => {
    const out = await ask("Show me pictures from Jo's 40th");
    expect(names(out.references).slice(0, 3)).toEqual(['party-card.jpg', 'party-1.jpg', 'party-2.jpg']);
  });

  it('nights "away for" something are the nights of the trip it was on', async () => {
    const events = await engine.listEvents({});
    const trip = events.events.find((e) => e.kind === 'trip');
    expect(trip).toBeDefined();
    const out = await ask('How many nights was I away for the building fair?');
    expect(out.answer).toMatch(/^3 nights/);
  });
});
