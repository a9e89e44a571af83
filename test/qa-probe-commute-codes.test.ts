/**
 * Codes asked for on commuting documents, made up: a congestion charge's payment reference, a delay
 * repay claim's reference. "What is the payment reference for the congestion charge" asks for a code:
 * the money word after the code's label only says which document. And "delay repay claim reference" is
 * one compound noun: "repay" there is no verb of "delay".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const CHARGE = ['Congestion Charge', 'Payment confirmation', 'Vehicle registration', 'LK19 XYZ', 'Date of travel', 'Wednesday 12 March 2025', 'Amount paid', '£15.00', 'Payment reference', 'CC-88912345'];
const CLAIM = ['Delay Repay claim received', 'Claim reference: DR-2025-0031877', 'Journey date: 05/03/2025', 'From Stockport to Manchester Piccadilly', 'Delay: 32 minutes', 'Amount: £3.10'];
const TOLL = ['BRIDGE TOLL', 'Lane 4', 'Amount paid 2.40', 'Receipt no 55120'];

describe('a code asked for on a document about money', () => {
  it('is an identifier when a code label heads the phrase asked', () => {
    expect(answerTypeOf('What is the payment reference for the congestion charge?', null)).toEqual({ kind: 'identifier', subject: 'payment reference' });
    expect(answerTypeOf("What's the booking number for the parking fee?", null)).toEqual({ kind: 'identifier', subject: 'booking number' });
    // The money is still asked when the money word heads it.
    expect(answerTypeOf('What was the congestion charge?', null).kind).toBe('number');
    expect(answerTypeOf('What was the booking fee?', null).kind).toBe('number');
  });

  it('keeps a verb\'s bare form after a singular noun inside the phrase', () => {
    expect(answerTypeOf('What is my delay repay claim reference?', null)).toEqual({ kind: 'identifier', subject: 'delay repay claim reference' });
    expect(answerTypeOf("What's the auto renew date?", null)).toMatchObject({ kind: 'date', subject: 'date' });
    // A verb after its subject still ends the phrase.
    expect(answerTypeOf('Which doctor prescribed my pills?', null)).toEqual({ kind: 'name', subject: 'doctor' });
    expect(answerTypeOf('Which trains terminate at Leeds?', null)).toMatchObject({ subject: 'train' });
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-commute-codes');
    engine = await engineOver(base, [
      memoryRow('charge.png', '2025-03-12T21:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: CHARGE.join('\n') }),
      memoryRow('claim.png', '2025-03-06T12:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: CLAIM.join('\n') }),
      memoryRow('toll.jpg', '2025-03-11T17:53:00', HOME, { kind: 'photo', has_text: true, ocr_text: TOLL.join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers with the code, not the amount or the delay', async () => {
    const now = '2025-03-20T12:00:00Z';
    expect((await engine.ask({ question: 'What is the payment reference for the congestion charge?', now, noLlm: true })).answer).toMatch(/^CC-88912345 — /);
    expect((await engine.ask({ question: 'What is my delay repay claim reference?', now, noLlm: true })).answer).toMatch(/^DR-2025-0031877 — /);
  });
});
