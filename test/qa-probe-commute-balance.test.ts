/**
 * A ticket machine's top-up receipt, made up: "what was my balance after topping up" asks a sum of
 * money (WordNet files an account's balance under a difference), the phrase asked ends before "after",
 * and the receipt prints the sum beside a qualified label without a colon ("New balance £23.45").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const TOPUP = ['TICKET MACHINE RECEIPT', 'STATION: Oxford Road', 'Date 10/03/2025 08:03', 'Card top-up', 'Pay as you go credit £20.00', 'New balance £23.45', 'Payment: Contactless Visa ****4421', 'Transaction 009813'];

describe('an account\'s balance asked for', () => {
  it('is a sum of money, the phrase ending before "after" or "before"', () => {
    expect(answerTypeOf('What was my balance after topping up?', null)).toEqual({ kind: 'number', subject: 'balance' });
    expect(answerTypeOf("What's the balance on my travel card?", null)).toMatchObject({ kind: 'number' });
    expect(answerTypeOf('What was the balance before the top up?', null)).toEqual({ kind: 'number', subject: 'balance' });
  });
});

let engine: Engine;
beforeAll(async () => {
  const base = await tempDir('qa-probe-commute-balance');
  engine = await engineOver(base, [
    memoryRow('topup.jpg', '2025-03-10T08:04:00', HOME, { kind: 'photo', has_text: true, ocr_text: TOPUP.join('\n') }),
    memoryRow('toll.jpg', '2025-03-11T17:53:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['BRIDGE TOLL', 'Lane 4', 'Amount paid 2.40'].join('\n') }),
  ]);
}, 120_000);
afterAll(async () => {
  await engine?.close();
});

describe('asked of a library', () => {
  it('answers with the sum beside the qualified label', async () => {
    const out = await engine.ask({ question: 'What was my balance after topping up?', now: '2025-03-20T12:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^£23\.45 — /);
  });
});
