import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { routeEdges } from '../electron/engine/qa/trip-context';
import { reverseGeocode } from '../electron/engine/place/gazetteer';
import { Database } from '../electron/engine/store/database';
import { memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

/** Generated places: home, and a city some hours away; the city's name is whatever the gazetteer says. */
const HOME = { lat: 47.0502, lon: 8.3093 };
const AWAY = { lat: 48.1372, lon: 11.5756 };
const city = reverseGeocode(AWAY.lat, AWAY.lon)!.city!;
const place = (route: 'origin' | 'destination') => ({ label: city, lat: AWAY.lat, lon: AWAY.lon, radiusKm: 25, route });

describe('routeEdges (GPS-less tickets at a journey\'s edges, by when they were taken)', () => {
  let db: Database;
  const there = [memoryRow('lunch.jpg', '2032-03-06T12:00:00', AWAY), memoryRow('street.jpg', '2032-03-07T11:00:00', AWAY)];
  // The arrow is lost to OCR: the line names both ends with nothing between them.
  const out = memoryRow('out.png', '2032-03-05T21:00:00', null, { ocr_text: `E-ticket\nNorth Terminal ${city} Central\nSeat 14` });
  const during = memoryRow('return.png', '2032-03-06T18:00:00', null, { ocr_text: `E-ticket\n${city} Central North Terminal\nSeat 9` });
  const back = memoryRow('back.png', '2032-03-07T17:00:00', null, { ocr_text: `E-ticket\n${city} Central North Terminal\nSeat 9` });
  const unrelated = memoryRow('note.png', '2032-01-10T10:00:00', null, { ocr_text: `Ideas: a weekend in ${city}` });
  /** Booked from home the evening before and photographed at home: edges too, but further from the stay than the ticket. */
  const booking = memoryRow('booking.png', '2032-03-05T19:00:00', null, { ocr_text: `Guesthouse ${city}\nCheck-in 6 Mar` });
  const located = memoryRow('home.jpg', '2032-03-05T20:00:00', HOME, { ocr_text: `${city} bakery` });
  const rows = [out, during, back, unrelated, booking, located];
  beforeAll(async () => {
    db = await Database.open(path.join(await tempDir('qa-route-edges'), 'library'));
    await db.upsertMemories([...there, ...rows]);
  });
  afterAll(async () => db?.close());

  it('the way out is the one naming the destination taken the day before the first photos there, the nearest them', async () => {
    expect([...(await routeEdges(rows, [place('destination')], db))]).toEqual([out.id]);
  });
  it('the way back from a place is the one naming it taken after the last photos there, not one screenshotted during the stay', async () => {
    expect([...(await routeEdges(rows, [place('origin')], db))]).toEqual([back.id]);
  });
});

describe('which end of a journey a question names', () => {
  const roles = (question: string) => analyzeQuestion(question, new Date('2032-06-01T12:00:00Z'), { events: [], people: [] }).places.map((p) => p.route ?? null);

  it('the way home from a trip leaves its place, however the trip is named', () => {
    expect(roles(`Which seat was I in flying back from my second trip to ${city}?`)).toEqual(['origin']);
    expect(roles(`What was my seat on the flight home from my ${city} trip?`)).toEqual(['origin']);
    expect(roles(`When was I returning from my holiday in ${city} by train?`)).toEqual(['origin']);
  });
  it('the way there, and a way back that goes to the place, arrive at it', () => {
    expect(roles(`Which seat did I have on the flight to ${city}?`)).toEqual(['destination']);
    expect(roles(`Which seat did I have on the flight from home on my trip to ${city}?`)).toEqual(['destination']);
    expect(roles(`What time was my flight back to ${city}?`)).toEqual(['destination']);
  });
});
