import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSessionMates } from '../electron/engine/qa/sessions';
import type { Candidate } from '../electron/engine/qa/fusion';
import { Database } from '../electron/engine/store/database';
import type { MemoryRow } from '../electron/engine/store/schema';
import { memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

/** Generated places: a pier in a city away from home, a square 2 km from it, and a hall at home. */
const PIER = { lat: 48.1372, lon: 11.5756 };
const SQUARE = { lat: 48.1552, lon: 11.5756 };
const HALL = { lat: 47.0502, lon: 8.3093 };

const asCandidate = (row: MemoryRow, similarity: number): Candidate => ({ row, score: similarity, similarity, covers: similarity, why: row.ocr_text ?? '' });

describe('occasion-mates of a strong match (sessions.ts)', () => {
  let db: Database;
  // A trip: the pier's sign photographed once, the pier again on two later days, the square, and a
  // receipt at the pier (text of its own: scored on what it says).
  const sign = memoryRow('sign.jpg', '2023-05-10T15:00:00', PIER, { ocr_text: 'LAKESIDE PIER\nNO FISHING' });
  const pierAgain = memoryRow('pier-2.jpg', '2023-05-11T10:00:00', PIER);
  const pierLast = memoryRow('pier-3.jpg', '2023-05-12T17:00:00', PIER);
  const square = memoryRow('square.jpg', '2023-05-11T12:00:00', SQUARE);
  const receipt = memoryRow('kiosk.jpg', '2023-05-11T10:30:00', PIER, { ocr_text: 'KIOSK\nICE CREAM 3.50' });
  /** The same pier a year later, on no trip of these. */
  const nextYear = memoryRow('pier-later.jpg', '2024-05-11T10:00:00', PIER);
  // A day at home: the programme at noon, the photos that kept coming until the night, one after a
  // long gap, and the hall again the next day.
  const programme = memoryRow('programme.jpg', '2023-06-03T12:00:00', HALL, { ocr_text: 'ORDER OF CEREMONY\nANNA & BEN' });
  const afternoon = memoryRow('cake.jpg', '2023-06-03T15:30:00', HALL);
  const night = memoryRow('dance.jpg', '2023-06-03T19:15:00', HALL);
  const late = memoryRow('late.jpg', '2023-06-03T23:40:00', HALL);
  const nextDay = memoryRow('hall-next.jpg', '2023-06-04T11:00:00', HALL);
  /** Another match, weaker: what the mates rank above. */
  const other = memoryRow('other.jpg', '2023-03-01T09:00:00', HALL, { ocr_text: 'PIER TICKETS' });
  const trip = [sign, pierAgain, pierLast, square, receipt].map((r) => r.id);

  beforeAll(async () => {
    db = await Database.open(path.join(await tempDir('qa-session-mates'), 'library'));
    await db.upsertMemories([sign, pierAgain, pierLast, square, receipt, nextYear, programme, afternoon, night, late, nextDay, other]);
  });
  afterAll(async () => db?.close());

  const sources = () => ({
    db,
    tripMates: async (ids: string[]) => new Map(ids.filter((id) => trip.includes(id)).map((id) => [id, trip] as const)),
  });
  const paths = (out: Candidate[]) => out.map((c) => c.row.path.split('/').pop());

  it("takes the trip's photos at the match's spot on its other days, right after it, and nothing elsewhere, with text, or off the trip", async () => {
    const out = await withSessionMates(sources(), [asCandidate(sign, 1), asCandidate(other, 0.5)], 20);
    expect(paths(out)).toEqual(['sign.jpg', 'pier-2.jpg', 'pier-3.jpg', 'other.jpg']);
    expect(out[1]!.why).toMatch(/^same place as/);
  });

  it("takes the whole trip after them when the question names the place the match was taken in, text and all, oldest first", async () => {
    const town = { label: 'the city', lat: PIER.lat, lon: PIER.lon, radiusKm: 30 };
    const out = await withSessionMates(sources(), [asCandidate(sign, 1), asCandidate(other, 0.5)], 20, [town]);
    expect(paths(out)).toEqual(['sign.jpg', 'pier-2.jpg', 'pier-3.jpg', 'kiosk.jpg', 'square.jpg', 'other.jpg']);
    expect(out[3]!.why).toMatch(/^same trip as/);
    // A match taken elsewhere than the named place brings its spot, not the trip.
    const elsewhere = { ...town, lat: HALL.lat, lon: HALL.lon };
    expect(paths(await withSessionMates(sources(), [asCandidate(sign, 1)], 20, [elsewhere]))).toEqual(['sign.jpg', 'pier-2.jpg', 'pier-3.jpg']);
  });

  it('takes the photos of the day that keep coming near the match, hours later, and stops at a long gap and at midnight', async () => {
    const out = await withSessionMates(sources(), [asCandidate(programme, 1), asCandidate(other, 0.5)], 20);
    expect(paths(out)).toEqual(['programme.jpg', 'cake.jpg', 'dance.jpg', 'other.jpg']);
  });

  it('takes no other days without a trip', async () => {
    const out = await withSessionMates({ db }, [asCandidate(sign, 1)], 20);
    expect(paths(out)).toEqual(['sign.jpg']);
  });
});
