/**
 * A timetable that prints its departures as one run with no day headings ("21:15 21:45 … 23:55"): "the
 * last bus" is the run's end, "the first bus after 11pm" the first time past it, and "is there a bus
 * after 11pm" is yes with the times that are; a clock time with no day ("after 11pm") is no date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { extractDateRange } from '../electron/engine/search/date-range';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };

describe('a run of departures', () => {
  it('reads a clock time alone as no date', () => {
    const now = new Date('2026-03-20T09:00:00Z');
    expect(extractDateRange('Is there a bus after 11pm?', now).range).toBeNull();
    expect(extractDateRange('What time is the last train after 23:00?', now).range).toBeNull();
    expect(extractDateRange('What did I do yesterday at 3pm?', now).range).not.toBeNull();
  });

  describe('asked of a timetable photo', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('timetable-run'), [
        doc('timetable.jpg', '2025-03-06T21:40:00', ['Route 7 Night Service', 'Departures from Bus Station', '21:15 21:45 22:15 22:45 23:20 23:55', 'Mon-Sat']),
        doc('receipt.jpg', '2025-03-01T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30', '01/03/2025 10:02']),
        doc('gym.jpg', '2025-02-11T12:00:00', ['GYM OPENING HOURS', 'Mon-Fri 06:00-22:00', 'Sat-Sun 08:00-20:00']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('reads the run, bounded by the asked time', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2026-03-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('What time is the last bus after 11pm?')).toMatch(/^23:55\b/);
      expect(await ask('What time is the last bus?')).toMatch(/^23:55\b/);
      expect(await ask('When is the first bus after 11pm?')).toMatch(/^23:20\b/);
      expect(await ask('Is there a bus after 11pm?')).toMatch(/^Yes — 23:20 23:55\b/);
      expect(await ask('Are there any buses before 9pm?')).toMatch(/^No — first 21:15\b/);
    });
  });
});
