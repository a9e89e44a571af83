/**
 * A trip through two towns: the nights "in Dublin" are the Dublin part, not the trip the Dublin
 * photos' last morning belongs to; the photos "from the market in Galway" are the Galway visit's,
 * not the day out to another town nor the morning before in Dublin; "when did we arrive in Galway"
 * is the first day of the stay there, and "when were we in Galway" the stay with the other visits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const DUBLIN = { lat: 53.3498, lon: -6.2603 };
const GALWAY = { lat: 53.2707, lon: -9.0568 };
const CLIFDEN = { lat: 53.4889, lon: -10.0194 };
const LEEDS = { lat: 53.8008, lon: -1.5491 };
const NOW = '2025-09-15T10:00:00Z';

describe('a stay in one town of a trip through two', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-stay-in-one-town'), [
      // An earlier weekend in Galway, on its own.
      memoryRow('e1.jpg', '2024-08-03T12:00:00', GALWAY, { kind: 'photo' }),
      memoryRow('e2.jpg', '2024-08-04T12:00:00', GALWAY, { kind: 'photo' }),
      memoryRow('d1.jpg', '2025-04-10T10:00:00', DUBLIN, { kind: 'photo' }),
      memoryRow('d2.jpg', '2025-04-11T12:00:00', DUBLIN, { kind: 'photo', has_text: true, ocr_text: 'THE QUAYSIDE HOTEL\nGuest: S. Carter\nArrival: 10 Apr 2025\n2 nights' }),
      memoryRow('d3.jpg', '2025-04-12T09:00:00', DUBLIN, { kind: 'photo' }),
      memoryRow('g1.jpg', '2025-04-12T15:00:00', GALWAY, { kind: 'photo' }),
      memoryRow('g2.jpg', '2025-04-13T11:00:00', GALWAY, { kind: 'photo', has_text: true, ocr_text: 'SATURDAY MARKET\nFood · Crafts · Music' }),
      memoryRow('g3.jpg', '2025-04-13T15:00:00', GALWAY, { kind: 'photo', has_text: true, ocr_text: 'SEAVIEW GUESTHOUSE\nCheck-in: 12/04/2025\nCheck-out: 15/04/2025\n3 nights · Room 4' }),
      memoryRow('c1.jpg', '2025-04-14T13:00:00', CLIFDEN, { kind: 'photo' }),
      memoryRow('g4.jpg', '2025-04-15T09:00:00', GALWAY, { kind: 'photo' }),
      // Home: where most photos are taken, over months — none during the trip, so it is one trip.
      ...Array.from({ length: 14 }, (_, i) => memoryRow(`h${i}.jpg`, `2025-0${5 + (i % 4)}-${String(1 + 2 * i).padStart(2, '0')}T18:00:00`, LEEDS, { kind: 'photo' })),
    ]);
  });
  afterAll(async () => engine.close());

  const ask = (question: string) => engine.ask({ question, now: NOW, noLlm: true });

  it('measures the stay in the town asked, not the trip around it', async () => {
    expect((await ask('How many nights were we in Dublin?')).answer).toMatch(/^2 nights \(Apr 10, 2025 – Apr 12, 2025\)/);
    expect((await ask('How many days was I in Dublin?')).answer).toMatch(/^3 days/);
    expect((await ask('How many nights did I stay in Galway?')).answer).toMatch(/^3 nights \(Apr 12, 2025 – Apr 15, 2025\)/);
  });

  it('cites the days in the town asked, not the trip through others', async () => {
    const refs = (await ask('How many nights did I stay in Galway?')).references.map((r) => path.basename(r.path));
    expect(refs).toEqual(expect.arrayContaining(['g1.jpg', 'g3.jpg', 'g4.jpg']));
    expect(refs).not.toContain('d1.jpg');
  });

  it('answers when we arrived and left with the ends of the stay there', async () => {
    expect((await ask('When did we arrive in Galway?')).answer).toMatch(/^On Apr 12, 2025 — the first day of the stay/);
    expect((await ask('What day did I get to Dublin?')).answer).toMatch(/^On Apr 10, 2025 — the first day/);
    expect((await ask('When did we leave Galway?')).answer).toMatch(/^On Apr 15, 2025 — the last day/);
  });

  it('answers when we were in a town with the stay there, and the other visits', async () => {
    expect((await ask('When were we in Galway?')).answer).toMatch(/^Apr 12, 2025 – Apr 15, 2025 — the stay in \S+; also Aug 3, 2024 – Aug 4, 2024\./);
    expect((await ask('When did we first go to Galway?')).answer).toMatch(/^Aug 3, 2024 – Aug 4, 2024 — the stay in \S+\.$/);
  });

  it('brings the visit to the town named, not the trip through others', async () => {
    const refs = (await ask('Show me photos from the market in Galway')).references.map((r) => path.basename(r.path));
    expect(refs[0]).toBe('g2.jpg');
    expect(refs).toEqual(expect.arrayContaining(['g1.jpg', 'g4.jpg']));
    expect(refs).not.toContain('d3.jpg');
    expect(refs).not.toContain('c1.jpg');
  });
});
