/**
 * "What time would I arrive", "what size should I order": a modal auxiliary ends the asked noun as
 * "did" or "will" does, so "what time would …" asks a time, not a thing called "time would".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };

describe('a modal after the asked noun', () => {
  it('ends the noun at would, could and should', () => {
    expect(answerTypeOf('What time would I arrive at Heathrow?', null)).toEqual({ kind: 'date', subject: 'time' });
    expect(answerTypeOf('What time could we check in?', null)).toEqual({ kind: 'date', subject: 'time' });
    expect(answerTypeOf('What time will I arrive?', null)).toEqual({ kind: 'date', subject: 'time' });
  });

  describe('asked of a route screen', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('modal-asked-noun'), [
        doc('route.jpg', '2025-03-14T08:00:00', ['Directions to Heathrow Terminal 5', '2 hr 10 min (118 miles)', 'via M4', 'Arrive 10:15']),
        doc('receipt.jpg', '2025-03-03T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'TOTAL  1.20']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('answers the arrival time', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('What time would I arrive at Heathrow?')).toMatch(/^Arrive 10:15 —/);
    });
  });
});
