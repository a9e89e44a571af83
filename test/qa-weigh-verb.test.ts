/**
 * "How much does the parcel weigh": the verb asks how heavy it is, a number with a unit of weight
 * ("WEIGHT: 2.4 kg"), not the postage printed on the same label.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { MEASURE_QUESTION } from '../electron/engine/qa/dimension';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, local: string, text: string[]) => memoryRow(name, local, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe('a weight asked with the verb "weigh"', () => {
  it('asks a measure, not an amount of money', () => {
    expect(MEASURE_QUESTION.test('How much does the parcel weigh?')).toBe(true);
    expect(MEASURE_QUESTION.test('what did the suitcase weigh')).toBe(true);
    expect(MEASURE_QUESTION.test('How much was the weigh-in fee?')).toBe(false);
    expect(MEASURE_QUESTION.test('How much did the weighing scales cost?')).toBe(false);
  });

  describe('asked of labels', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('qa-weigh-verb'), [
        doc('parcel.jpg', '2025-08-01T12:00:00', ['PARCEL EXPRESS', 'TRACKING NO PX 4471 2290 GB', 'WEIGHT: 2.4 kg', 'POSTAGE £7.95', 'DELIVER TO: 12 ELM ROAD']),
        doc('bag.jpg', '2025-08-10T06:00:00', ['BAG TAG', 'LHR → BCN', 'FLIGHT VY7821', 'PIECES 1', 'WEIGHT 21 KG', 'EXCESS FEE £0.00']),
        doc('receipt.jpg', '2025-08-03T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
      ]);
    }, 120_000);
    afterAll(async () => engine?.close());

    const ask = async (question: string) => (await engine.ask({ question, now: '2025-08-20T12:00:00Z', noLlm: true })).answer;

    it('reads the weight, not the postage', async () => {
      expect(await ask('How much does the parcel weigh?')).toMatch(/^2\.4 kg\b/);
      expect(await ask('What did my bag weigh on the flight?')).toMatch(/^21 KG\b/);
    });
  });
});
