/**
 * "What date is the water bill due", "which day does the rent go out": a day asked of money, which the
 * answer must read off the bill's date line, not its amount ("Amount due 42.10").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4816, lon: -3.1791 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe('a day asked of money', () => {
  it('types "what date is the bill due" as a date, and a rate by the day still as money', () => {
    expect(answerTypeOf('What date is the water bill due?', null).kind).toBe('date');
    expect(answerTypeOf('Which day does the rent go out?', null).kind).toBe('date');
    expect(answerTypeOf('What was the water bill?', null).kind).toBe('number');
    expect(answerTypeOf('What day rate did I pay?', null).kind).toBe('number');
  });

  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('day-of-money'), [
      doc('water.jpg', '2027-08-01T12:00:00', ['CITY WATER', 'Account 55120', 'Amount due 42.10', 'Pay by 25 August 2027']),
      doc('water-may.jpg', '2027-05-01T12:00:00', ['CITY WATER', 'Account 55120', 'Amount due 39.80', 'Pay by 25 May 2027']),
      doc('receipt.jpg', '2027-08-03T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'TOTAL  1.20']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the day the bill prints', async () => {
    const { answer } = await engine.ask({ question: 'What date is the water bill due?', now: '2027-08-05T09:00:00Z', noLlm: true });
    expect(answer).toMatch(/^Aug 25, 2027/);
  });
});
