/**
 * A ticket is a journey by its layout when it names no way of travelling: an e-ticket printing two
 * stations, a departure and an arrival time and its berths says neither "train" nor "rail". Bought
 * months ahead, it still marks the days a trip set out and came home.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { modesInText } from '../electron/engine/qa/travel-mode';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const INVERNESS = { lat: 57.4778, lon: -4.2247 };
const BRISTOL = { lat: 51.4545, lon: -2.5879 };
const NOW = '2025-09-15T10:00:00Z';

const lines = (route: string, day: string, times: string) => ['ZEPHORA', 'E-ticket booked', 'Ref 7731902455', '20417 NORTHERN EXP', route, day, times, 'S3 · Berths 12, 14'];
const ticket = (name: string, taken: string, text: string[]) => memoryRow(name, taken, null, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe('a trip whose tickets print no way of travelling', () => {
  const out = lines('BRISTOL → HIGHLAND CENTRAL', '11-Jun-2025', 'Dep 21:05 · Arr 08:20');
  const back = lines('HIGHLAND CENTRAL → BRISTOL', '15-Jun-2025', 'Dep 09:40 · Arr 18:55');
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-journey-layout-leg'), [
      ticket('t-out.png', '2025-04-02T20:10:00', out),
      ticket('t-back.png', '2025-04-02T20:16:00', back),
      memoryRow('i1.jpg', '2025-06-12T10:00:00', INVERNESS, { kind: 'photo' }),
      memoryRow('i2.jpg', '2025-06-13T14:00:00', INVERNESS, { kind: 'photo', has_text: true, ocr_text: 'HARBOUR FESTIVAL\nBoats · Music · Food' }),
      memoryRow('i3.jpg', '2025-06-14T16:00:00', INVERNESS, { kind: 'photo' }),
      // Home: where most photos are taken, over months — none during the trip, so it is one trip.
      ...Array.from({ length: 14 }, (_, i) => memoryRow(`h${i}.jpg`, `2025-0${3 + (i % 6)}-${String(1 + 2 * i).padStart(2, '0')}T18:00:00`, BRISTOL, { kind: 'photo' })),
    ]);
  });
  afterAll(async () => engine.close());

  it('prints no word of a conveyance', () => {
    expect(modesInText(out.join('\n'))).toEqual([]);
  });

  it('counts the days from the journey out to the journey home', async () => {
    const res = await engine.ask({ question: 'How many days were we away for the harbour festival in Inverness?', now: NOW, noLlm: true });
    expect(res.answer).toMatch(/^5 days \(Jun 11, 2025 – Jun 15, 2025\)/);
  });
});
