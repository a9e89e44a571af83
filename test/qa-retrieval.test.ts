import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { unitGroup } from '../electron/engine/qa/coverage';
import { coverageInContext } from '../electron/engine/qa/fusion';
import { questionUnits } from '../electron/engine/qa/lexicon/related';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

/** Generated places: a town, its airfield 12 km out, nothing named after anything in an eval album. */
const TOWN = { lat: 47.0502, lon: 8.3093 };
const FIELD = { lat: 47.1502, lon: 8.3093 };

const groupsOf = (terms: string[]) => questionUnits(terms).map((forms) => unitGroup(forms, {}));

describe('coverage in context (a session-mate shows the word a memory lacks)', () => {
  const sign = memoryRow('lot.jpg', '2023-03-04T05:40:00', FIELD, { ocr_text: 'LONG STAY\nROW D - SPACE 8' });
  const pass = memoryRow('pass.png', '2023-03-04T06:15:00', null, { ocr_text: 'AIRPORT DEPARTURES\nBOARDING PASS\nSeat 3F' });
  const permit = memoryRow('permit.jpg', '2023-03-01T09:00:00', TOWN, { ocr_text: 'RESIDENT PARKING\nZONE 4' });
  const later = memoryRow('later.jpg', '2023-03-04T17:30:00', FIELD, { ocr_text: 'ROW A - SPACE 2' });

  it('fills a word the memory lacks from its session, at a share, and only there', () => {
    const groups = groupsOf(['car', 'airport']);
    const covers = coverageInContext([sign, pass, permit, later], groups);
    // The sign prints car-park words and nothing of the airport; the pass 35 minutes later names it,
    // which outweighs the one word the permit shares with boarding passes ("ZONE").
    expect(covers.get(sign.id)!).toBeGreaterThan(covers.get(permit.id)!);
    const alone = coverageInContext([sign], groups).get(sign.id)!;
    expect(covers.get(sign.id)!).toBeGreaterThan(alone);
    // Eleven hours later is another occasion: nothing is filled.
    expect(covers.get(later.id)!).toBeCloseTo(alone, 5);
  });

  it('does not make a memory with none of the words a match', () => {
    const photo = memoryRow('runway.jpg', '2023-03-04T06:00:00', FIELD, {});
    const covers = coverageInContext([photo, pass, sign], groupsOf(['car', 'airport']));
    expect(covers.get(photo.id)).toBe(0);
  });
});

describe('retrieval with session context, through the engine', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-retrieval');
    engine = await engineOver(base, [
      memoryRow('lot.jpg', '2023-03-04T05:40:00', FIELD, { ocr_text: 'LONG STAY\nROW D - SPACE 8' }),
      memoryRow('pass.png', '2023-03-04T06:15:00', null, { ocr_text: 'AIRPORT DEPARTURES\nBOARDING PASS\nSeat 3F' }),
      memoryRow('permit.jpg', '2023-03-01T09:00:00', TOWN, { ocr_text: 'RESIDENT PARKING\nZONE 4' }),
      memoryRow('garage.jpg', '2023-02-11T14:00:00', TOWN, { ocr_text: 'CITY GARAGE\nLEVEL 2 - BAY 19' }),
    ]);
  });
  afterAll(async () => engine?.close());

  it('ranks the car park by the airport above the other parking signs', async () => {
    const out = await engine.ask({ question: 'Where did I leave the car at the airport?', now: '2023-06-01T12:00:00Z', noLlm: true });
    const order = out.references.map((r) => r.path);
    expect(order).toContain('/photos/lot.jpg');
    for (const other of ['/photos/permit.jpg', '/photos/garage.jpg']) {
      if (order.includes(other)) expect(order.indexOf('/photos/lot.jpg')).toBeLessThan(order.indexOf(other));
    }
  });
});

describe('a question that is only a short time, through the engine', () => {
  let engine: Engine;
  // A busy Saturday (more photos than a filter takes), a quiet Sunday, and the Friday before.
  const saturday = Array.from({ length: 160 }, (_, i) => memoryRow(`sat-${String(i).padStart(3, '0')}.jpg`, new Date(Date.UTC(2023, 4, 6, 8, i)).toISOString().slice(0, 19), TOWN));
  const sunday = [memoryRow('sun-a.jpg', '2023-05-07T18:00:00', TOWN), memoryRow('sun-b.jpg', '2023-05-07T19:30:00', TOWN)];
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-short-window'), [memoryRow('fri.jpg', '2023-05-05T12:00:00', TOWN), ...saturday, ...sunday]);
  });
  afterAll(async () => engine?.close());

  it('takes every memory of a quiet day, newest first', async () => {
    const { results } = await engine.search({ text: 'What did I do yesterday?', now: '2023-05-08T12:00:00Z', limit: 200 });
    expect(results.map((r) => r.path)).toEqual(['/photos/sun-b.jpg', '/photos/sun-a.jpg']);
  });

  it('takes the newest of a window that holds more than it reads, not the first found', async () => {
    const paths = (await engine.search({ text: 'What did I do last weekend?', now: '2023-05-08T12:00:00Z', limit: 200 })).results.map((r) => r.path);
    expect(paths).toContain('/photos/sun-b.jpg');
    expect(paths).toContain('/photos/sat-159.jpg');
    // The Saturday's first photos are the oldest of 162: past what the filter takes.
    expect(paths).not.toContain('/photos/sat-000.jpg');
    expect(paths).not.toContain('/photos/fri.jpg');
  });
});
