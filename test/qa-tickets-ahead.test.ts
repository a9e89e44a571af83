/**
 * A trip runs from the day it set out to the day it came home, which its tickets print: tickets bought
 * months ahead are screenshotted then, not on the travel days, and name the stations of the journey —
 * the town left from and one the photos away are not geocoded to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const INVERNESS = { lat: 57.4778, lon: -4.2247 };
const LEEDS = { lat: 53.8008, lon: -1.5491 };
const NOW = '2025-09-15T10:00:00Z';

const ticket = (name: string, taken: string, route: string, day: string) =>
  memoryRow(name, taken, null, { kind: 'photo', has_text: true, ocr_text: ['RAILBOOK', 'E-ticket confirmed', `Train 1S12 · ${route}`, day, 'Dep 07:10 · Arr 15:40', 'Coach C · Seats 14, 15'].join('\n') });

describe('a trip whose tickets were bought months ahead', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-tickets-ahead'), [
      ticket('t-out.png', '2025-04-02T20:10:00', 'LEEDS → HIGHLAND CENTRAL', '11-Jun-2025'),
      ticket('t-back.png', '2025-04-02T20:16:00', 'HIGHLAND CENTRAL → LEEDS', '15-Jun-2025'),
      memoryRow('i1.jpg', '2025-06-12T10:00:00', INVERNESS, { kind: 'photo' }),
      memoryRow('i2.jpg', '2025-06-13T14:00:00', INVERNESS, { kind: 'photo', has_text: true, ocr_text: 'HARBOUR FESTIVAL\nBoats · Music · Food' }),
      memoryRow('i3.jpg', '2025-06-14T16:00:00', INVERNESS, { kind: 'photo' }),
      // Home: where most photos are taken, over months — none during the trip, so it is one trip.
      ...Array.from({ length: 14 }, (_, i) => memoryRow(`h${i}.jpg`, `2025-0${3 + (i % 6)}-${String(1 + 2 * i).padStart(2, '0')}T18:00:00`, LEEDS, { kind: 'photo' })),
    ]);
  });
  afterAll(async () => engine.close());

  it('counts the days from the journey out to the journey home', async () => {
    const res = await engine.ask({ question: 'How many days were we away for the harbour festival in Inverness?', now: NOW, noLlm: true });
    expect(res.answer).toMatch(/^5 days \(Jun 11, 2025 – Jun 15, 2025\)/);
  });
});
