/**
 * A return request prints why the item goes back under a label ("Reason: Too small"): "why did I return
 * the jacket" asks that line, as "what was the transfer for" asks a payment's reference.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 52.4862, lon: -1.8904 };
const RETURN = ['Return request received', 'Order WL-55823', 'Item: Quilted jacket, Olive, M', 'Reason: Too small', 'Please send back by 29 November 2026', 'Return code: RTN-88341'];
const REFUND = ['Your refund is on its way', 'Order WL-55823', 'Quilted jacket', 'Refund amount', '£74.99', 'Refunded to: Visa ending 4421'];

describe('why an order went back', () => {
  it('asks a why-question for the reason, as a what-for question', () => {
    expect(answerTypeOf('Why did I return the jacket?', null)).toEqual({ kind: 'name', subject: 'purpose' });
    expect(answerTypeOf('Why was the boots order sent back?', null)).toEqual({ kind: 'name', subject: 'purpose' });
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-deliveries-reason');
    const shot = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(base, [
      shot('return.png', '2026-11-15T20:11:00', RETURN),
      shot('refund.png', '2026-11-27T09:40:00', REFUND),
      shot('coffee.png', '2026-11-24T08:10:00', ['BEAN THERE', 'FLAT WHITE 3.20', 'TOTAL 5.30']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers with the reason the return form prints', async () => {
    const out = await engine.ask({ question: 'Why did I return the jacket?', now: '2026-11-28T12:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^Too small — /);
  });
});
