/**
 * OCR takes a glyph for another: a ticket home printed "BRISTOI" is still Bristol's, and the day it
 * prints is the trip's last. A name is read with one letter wrong only when it is long enough that
 * another word so near is unlikely.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const GALWAY = { lat: 53.2707, lon: -9.0568 };
const BRISTOL = { lat: 51.4545, lon: -2.5879 };
const NOW = '2025-11-20T10:00:00Z';

const ticket = (name: string, taken: string, route: string, day: string) =>
  memoryRow(name, taken, null, { kind: 'photo', has_text: true, ocr_text: ['WESTLINK', 'Your flight', route, day, 'Dep 07:05 · Arr 08:25', 'Seat 14C'].join('\n') });

describe('a ticket whose town OCR misread a letter of', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-misread-station'), [
      ticket('t-out.png', '2025-08-02T20:10:00', 'BRISTOL → CONNEMARA WEST', '03-Oct-2025'),
      ticket('t-back.png', '2025-08-02T20:16:00', 'CONNEMARA WEST → BRISTOI', '07-Oct-2025'),
      memoryRow('g1.jpg', '2025-10-04T10:00:00', GALWAY, { kind: 'photo' }),
      memoryRow('g2.jpg', '2025-10-05T14:00:00', GALWAY, { kind: 'photo', has_text: true, ocr_text: 'OYSTER FESTIVAL\nMarquee · Music' }),
      memoryRow('g3.jpg', '2025-10-06T16:00:00', GALWAY, { kind: 'photo' }),
      ...Array.from({ length: 14 }, (_, i) => memoryRow(`h${i}.jpg`, `2025-0${3 + (i % 6)}-${String(1 + 2 * i).padStart(2, '0')}T18:00:00`, BRISTOL, { kind: 'photo' })),
    ]);
  });
  afterAll(async () => engine.close());

  it('counts the days to the journey home', async () => {
    const res = await engine.ask({ question: 'How many days were we away for the oyster festival in Galway?', now: NOW, noLlm: true });
    expect(res.answer).toMatch(/^5 days \(Oct 3, 2025 – Oct 7, 2025\)/);
  });
});
