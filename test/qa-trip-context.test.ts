import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { tripContext } from '../electron/engine/qa/trip-context';
import { select } from '../electron/engine/qa/select';
import { scopeOf } from '../electron/engine/qa/scope';
import { reverseGeocode } from '../electron/engine/place/gazetteer';
import { Database } from '../electron/engine/store/database';
import { memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

/** Generated places: home, and a city some hours away; the city's name is whatever the gazetteer says. */
const HOME = { lat: 47.0502, lon: 8.3093 };
const AWAY = { lat: 48.1372, lon: 11.5756 };
const city = reverseGeocode(AWAY.lat, AWAY.lon)!.city!;

describe('trip context (what names the trip\'s place belongs to it)', () => {
  let db: Database;
  const there = [memoryRow('fair.jpg', '2023-05-10T09:00:00', AWAY, { ocr_text: 'TRADE FAIR HALL 2' }), memoryRow('street.jpg', '2023-05-11T15:00:00', AWAY)];
  const booking = memoryRow('booking.png', '2023-04-20T21:00:00', null, { ocr_text: `Booking confirmed\nGrand Hotel ${city}\nCheck-in 9 May` });
  const ticket = memoryRow('ticket.jpg', '2023-05-09T08:00:00', HOME, { ocr_text: `RAIL\nHOME - ${city.toUpperCase()}\nSEAT 42` });
  /** The journey's start before the ticket out, with nothing to name the trip, and a photo at home that morning, hours earlier. */
  const parking = memoryRow('parking.jpg', '2023-05-09T07:10:00', HOME);
  const breakfast = memoryRow('breakfast.jpg', '2023-05-09T04:30:00', HOME);
  const home = memoryRow('receipt.jpg', '2023-05-01T12:00:00', HOME, { ocr_text: `${city} street bakery\nTOTAL 4.50` });
  const old = memoryRow('old.png', '2022-09-01T10:00:00', null, { ocr_text: `Flights to ${city}` });
  /** A booking the user deleted: in the window, naming the city, and no longer theirs to be shown. */
  const deleted = memoryRow('deleted.png', '2023-04-25T10:00:00', null, { ocr_text: `Hostel ${city}\nBooking confirmed`, deleted_at: Date.parse('2023-05-02T00:00:00Z'), status: 'deleted' });
  const event = { id: 'ev-1', name: 'TRADE FAIR 2023', start: '2023-05-10T09:00:00', end: '2023-05-11T15:00:00' };
  beforeAll(async () => {
    db = await Database.open(path.join(await tempDir('qa-trip'), 'library'));
    await db.upsertMemories([...there, booking, ticket, parking, breakfast, home, old, deleted]);
  });
  afterAll(async () => db?.close());

  const eventMembers = async (ids: string[]) => (ids.includes(event.id) ? there.map((r) => r.id) : []);
  const memberCities = async (ids: string[]) => new Map((await db.memoriesById(await eventMembers(ids), ['id', 'place_city'])).map((r) => [r.id, r.place_city]));
  const sources = () => ({ db, eventMembers, memberCities });

  it('takes the booking made from home, the ticket of the travel day and the journey just before it, not other mentions of the place nor deleted memories', async () => {
    const analysis = { ...analyzeQuestion('Show me the photos from the trade fair', new Date('2023-06-01T12:00:00Z'), { events: [], people: [] }), events: [event] };
    const { belonging } = await tripContext(analysis, sources());
    expect(new Set(belonging.get(event.id))).toEqual(new Set([booking.id, ticket.id, parking.id]));
  });

  it("widens a time window that is the event's own span to reach them, and no other", async () => {
    const base = analyzeQuestion('What did I eat at the trade fair', new Date('2023-06-01T12:00:00Z'), { events: [], people: [] });
    const own = { ...base, events: [event], time: { from: event.start, to: event.end, text: event.name, strict: true } };
    expect((await tripContext(own, sources())).time).toMatchObject({ from: '2023-04-20T21:00:00', to: event.end });
    const may = { ...own, time: { from: '2023-05-01T00:00:00', to: '2023-05-31T23:59:59', text: 'May', strict: true } };
    expect((await tripContext(may, sources())).time).toEqual(may.time);
  });
});

describe("a question naming the trip's place", () => {
  it('keeps what belongs to the trip though taken elsewhere, and drops the rest taken elsewhere', () => {
    const analysis = analyzeQuestion(`What did I see in ${city}?`, new Date('2023-06-01T12:00:00Z'), { events: [], people: [] });
    expect(analysis.places.length).toBeGreaterThan(0);
    const rows = [memoryRow('there.jpg', '2023-05-10T09:00:00', AWAY), memoryRow('parking.jpg', '2023-05-09T07:10:00', HOME), memoryRow('garden.jpg', '2023-05-09T07:20:00', HOME)];
    const scored = rows.map((row) => ({ row, score: 0.5, similarity: 0.5, covers: 0.5, why: '' }));
    const kept = select(analysis, scopeOf(analysis, {}), { eventIds: new Set(), withPeople: new Set(), filterOnly: false }, { scored, answers: new Set() }, 10, new Set([rows[1]!.id]));
    expect(kept.map((c) => c.row.id).sort()).toEqual([rows[0]!.id, rows[1]!.id].sort());
  });
});

describe('event names with a year', () => {
  const refs = [{ id: 'a', name: 'HARVEST FAIR 2023', kind: 'event', place: null, start: Date.parse('2023-09-01T10:00:00Z'), end: Date.parse('2023-09-02T18:00:00Z') },
    { id: 'b', name: 'HARVEST FAIR 2024', kind: 'event', place: null, start: Date.parse('2024-09-01T10:00:00Z'), end: Date.parse('2024-09-02T18:00:00Z') }];
  const now = new Date('2025-01-01T12:00:00Z');
  it('match a question that names no year, and only the year asked for when it does', () => {
    expect(analyzeQuestion('photos from the harvest fair', now, { events: refs, people: [] }).events.map((e) => e.id).sort()).toEqual(['a', 'b']);
    expect(analyzeQuestion('photos from the harvest fair 2024', now, { events: refs, people: [] }).events.map((e) => e.id)).toEqual(['b']);
  });
  it('leave trips named by a place to the place scope when the question names no year', () => {
    const trips = [2019, 2021].map((y, i) => ({ id: `t${i}`, name: `Trip to Paris ${y}`, kind: 'trip', place: 'Paris', start: Date.parse(`${y}-05-01T10:00:00Z`), end: Date.parse(`${y}-05-04T18:00:00Z`) }));
    const analysis = analyzeQuestion('Show me photos from Paris', now, { events: trips, people: [] });
    expect(analysis.places.map((p) => p.label)).toContain('Paris');
    expect(analysis.events).toEqual([]);
    expect(analyzeQuestion('photos from the trip to Paris 2021', now, { events: trips, people: [] }).events.map((e) => e.id)).toEqual(['t1']);
  });
});
