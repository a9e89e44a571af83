/**
 * Order confirmations and their return windows, made up in the layouts they come in: a shop prints
 * both its policy ("Free returns within 30 days") and the day it ends ("Return by: 16 June 2026"), and
 * "when can I return it until" asks the last day, printed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledDate } from '../electron/engine/qa/labelled-date';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const SHOES = ['Inbox', 'StrideWell <orders@stridewell.example>', 'Thanks for your order!', 'Order number: SW-2209381', 'Order date: 17 May 2026', 'Trail running shoes - Size 9 - Blue', 'Qty 1  £84.99', 'Free returns within 30 days.', 'Return by: 16 June 2026'];
const POLICY = ['Thanks for shopping with us', 'Order 55120', 'Linen shirt  £35.00', 'Returns accepted within 28 days'];
const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);

describe('the last day to return an order', () => {
  const taken = Date.UTC(2026, 4, 18, 8);

  it('reads the day printed for the return, not the window counted from the photo', () => {
    expect(labelledDate(SHOES, 'When can I return the shoes until?', taken)).toMatchObject({ day: day(2026, 6, 16), line: 'Return by: 16 June 2026' });
    expect(labelledDate(SHOES, 'When do the shoes have to be returned by?', taken)?.line).toBe('Return by: 16 June 2026');
  });

  it('still counts a window when the document prints no day', () => {
    expect(labelledDate(POLICY, 'When do I have to return the shirt by?', taken)?.line).toBe('Returns accepted within 28 days');
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-shopping-returns');
    engine = await engineOver(base, [
      memoryRow('shoes.png', '2026-05-18T08:02:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: SHOES.join('\n') }),
      memoryRow('receipt.jpg', '2026-06-03T15:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['URBAN THREADS', 'REFUND', 'Denim jacket M -£45.00', 'REFUND TOTAL -£45.00', '03/06/2026 14:56'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers "when can I return … until" with the printed last day', async () => {
    const out = await engine.ask({ question: 'When can I return the shoes until?', now: '2026-06-10T12:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^Jun 16, 2026 \(Return by: 16 June 2026\)/);
  });
});
