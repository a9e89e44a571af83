/**
 * A boarding pass prints its times under short labels, one under the other ("Departs" / "07:05",
 * "Boarding" / "06:25"): the one the question names in its own word is asked, even where WordNet
 * uses that word more as a noun ("board") and a synonym's label ("depart" for "start") comes first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledTime } from '../electron/engine/qa/labelled-date';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const PASS = ['09:41', 'Boarding pass', 'MAN → OPO', 'Manchester to Porto', 'Passenger', 'MR SAM HOLT', 'Flight', 'XY1331', 'Date', '10 May 2025', 'Departs', '07:05', 'Boarding', '06:25', 'Gate', 'B12', 'Seat', '14C'];

describe('which of a boarding pass\'s times', () => {
  it('reads boarding when asked by its own word, as a gerund or as the last verb', () => {
    expect(labelledTime(PASS, 'what time did boarding start for the Porto flight')?.value).toBe('Boarding 06:25');
    expect(labelledTime(PASS, 'what time was boarding')?.value).toBe('Boarding 06:25');
    expect(labelledTime(PASS, 'what time did the Porto flight board?')?.value).toBe('Boarding 06:25');
  });

  it('still reads departure for leaving, by synonym', () => {
    expect(labelledTime(PASS, 'what time did the Porto flight leave')?.value).toBe('Departs 07:05');
    expect(labelledTime(PASS, 'what time was the flight to Porto')?.value).toBe('Departs 07:05');
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-travel-boarding');
    const airport = { lat: 53.3537, lon: -2.275 };
    engine = await engineOver(base, [
      memoryRow('pass.png', '2025-05-10T06:12:00', airport, { kind: 'screenshot', has_text: true, ocr_text: PASS.join('\n') }),
      memoryRow('coffee.jpg', '2025-05-10T05:40:00', airport, { kind: 'photo', has_text: true, ocr_text: ['AIRSIDE COFFEE', 'FLAT WHITE 3.40', 'TOTAL 3.40'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers when boarding started with the boarding time', async () => {
    const out = await engine.ask({ question: 'What time did boarding start for our flight to Porto?', now: '2025-06-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^Boarding 06:25/);
  });
});
