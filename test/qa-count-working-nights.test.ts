/**
 * "How many nights am I working" counts nights worked, one by one, not the length of a stay: a verb of
 * doing after "how many days/nights" asks a count, a verb of being somewhere or of time passing asks a
 * duration. To work nights is to work night shifts, so the count is read off a rota's shift lines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { DURATION_UNITS } from '../electron/engine/qa/stay';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const NOW = '2024-02-20T12:00:00Z';

describe('days and nights on which something is done', () => {
  it('asks a count after a verb of doing, a duration after one of being or staying', () => {
    expect(DURATION_UNITS.test('How many nights am I working in March?')).toBe(false);
    expect(DURATION_UNITS.test('How many days did I cycle to the office last month?')).toBe(false);
    expect(DURATION_UNITS.test('How many nights were we at the lake house?')).toBe(true);
    expect(DURATION_UNITS.test('How many days did we spend in the mountains?')).toBe(true);
    expect(DURATION_UNITS.test('How many days did we go away for?')).toBe(true);
    expect(DURATION_UNITS.test('How many nights are we staying?')).toBe(true);
    expect(DURATION_UNITS.test('How many hours did I work?')).toBe(true);
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-count-working-nights');
    engine = await engineOver(base, [
      memoryRow('rota.jpg', '2024-02-12T18:00:00', null, { ocr_text: 'ST LUKE CARE HOME\nDUTY ROTA - MARCH 2024\nJ. OKAFOR\nEARLY: 1-2, 6-8\nLATE: 11-13\nNIGHT: 18-19, 25-26\nLEAVE: 28-31' }),
      memoryRow('hotel.jpg', '2024-03-22T21:00:00', { lat: 53.4808, lon: -2.2426 }, { ocr_text: 'CITY LODGE\nROOM 214 - 1 NIGHT\nCHECK-OUT 23/03' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('counts the nights a rota lists', async () => {
    const out = await engine.ask({ question: 'How many nights am I working in March?', now: NOW, noLlm: true });
    expect(out.analysis.aggregation).toBe('count');
    expect(out.answer).toMatch(/^4 nights\b/);
  });
});
