/**
 * A timetable that prints each stop's name and then its row of times ("Market Square 07:10 07:40
 * 08:10"): "when does the bus leave Market Square" is that row's times, all of them, and the stop the
 * question names picks the row, not the first stop printed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { stopRow } from '../electron/engine/qa/first-last';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const STOPS = ['Route 12 to City Centre', 'Market Square 07:10 07:40 08:10', 'Station Road 07:18 07:48 08:18', 'Hospital 07:30 08:00 08:30'];

describe("a stop's row of times", () => {
  it('reads the named stop and no span of hours', () => {
    expect(stopRow(STOPS, 'What time does the bus leave the hospital?')?.value).toBe('07:30 08:00 08:30');
    expect(stopRow(['LIBRARY', 'Open 09:00-17:00', 'Closed Sundays'], 'When does the library open?')).toBeNull();
  });

  describe('asked of a timetable photo', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('stop-row'), [
        doc('stop.jpg', '2025-03-07T07:00:00', STOPS),
        doc('market.jpg', '2025-03-02T11:00:00', ['FARMERS MARKET', 'Every Saturday', 'Market Square', '9am - 1pm']),
        doc('receipt.jpg', '2025-03-01T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'TOTAL  1.20', '01/03/2025 10:02']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it("answers with the stop's times", async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('When does the bus leave Market Square?')).toMatch(/^07:10 07:40 08:10 —/);
      expect(await ask('What time does the bus leave the hospital?')).toMatch(/^07:30 08:00 08:30 —/);
    });
  });
});
