/**
 * A platform screen counts down to the next train ("Next train: 9 min") instead of printing its time:
 * "when is the next train" is that wait, not a bus timetable's times, and "how long until the next
 * train" reads it as a length.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { countdownOf } from '../electron/engine/qa/countdown';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const BOARD = ['Platform 2', 'Next train: 9 min', 'Following train: 24 min', 'Stopping service'];

describe('a countdown to the next departure', () => {
  it('reads the wait on the line naming what is asked, and no clock time', () => {
    expect(countdownOf(BOARD, 'When is the next train?')?.value).toBe('in 9 min');
    expect(countdownOf(['Bus 7 City Centre', 'Departs 09:12'], 'When is the next bus?')).toBeNull();
  });

  describe('asked of the photos', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('countdown'), [
        doc('platform.jpg', '2025-03-09T17:50:00', BOARD),
        doc('stop.jpg', '2025-03-07T07:00:00', ['Route 12 to City Centre', 'Market Square 07:10 07:40 08:10', 'Hospital 07:30 08:00 08:30']),
        doc('receipt.jpg', '2025-03-01T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'TOTAL  1.20']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('answers with the wait', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('When is the next train?')).toMatch(/\(in 9 min\) — Platform 2/);
      expect(await ask('How long until the next train?')).toMatch(/^9 min — Next train: 9 min/);
    });
  });
});
