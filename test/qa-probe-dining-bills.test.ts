/**
 * Eating out, the bill and the order: a delivery app prices its fees beside the food, and a
 * restaurant's bill sets its fields side by side ("Table 12   Server: Giulia").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledRole } from '../electron/engine/qa/role-line';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const DELIVERY = ['Your order is on its way', 'Golden Dragon', 'Arriving at 19:35', 'Your rider Tomasz is on the way', 'Order #4821', '1x Salt & Pepper Chicken', '1x Beef in Black Bean Sauce', '2x Spring Rolls', 'Subtotal £31.40', 'Delivery fee £2.49', 'Service fee £0.99', 'Total £34.88'];
const BILL = ['TRATTORIA DA NONNA', '14 Deansgate, Manchester', 'Table 12   Server: Giulia', 'Covers: 4', '2 Bruschetta        13.00', '1 Risotto Funghi    16.50', 'SUBTOTAL            29.50', 'Service 12.5%        3.69', 'TOTAL               33.19'];
const lines = (texts: string[]) => texts.map((text) => ({ text }));

describe('a role labelled beside another field', () => {
  it('reads the role after the wide gap, and still a label that opens the line', () => {
    expect(labelledRole(lines(BILL), lines(BILL), new Set(['server']), 'Who was our server?')?.value).toBe('Giulia');
    expect(labelledRole(lines(['Chair:  Dr P. Okonkwo']), lines(['Chair:  Dr P. Okonkwo']), new Set(['chair']), 'Who chaired it?')?.value).toBe('Dr P. Okonkwo');
  });

  it('leaves a line whose fields label no asked role', () => {
    expect(labelledRole(lines(['Table 12   Covers: 4']), lines(['Table 12   Covers: 4']), new Set(['server']), 'Who was our server?')).toBeNull();
  });
});

describe('eating out: the order and the bill', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-dining-bills');
    engine = await engineOver(base, [
      memoryRow('Screenshot_delivery.png', '2025-03-13T19:02:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: DELIVERY.join('\n') }),
      memoryRow('bill.jpg', '2025-03-14T22:05:00', HOME, { kind: 'photo', has_text: true, ocr_text: BILL.join('\n') }),
      memoryRow('shop.jpg', '2025-03-05T12:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['Corner Shop', 'Milk 1.45', 'Bread 1.20', 'TOTAL 2.65', 'VISA'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('lists the food a delivery order counts, not its fees', async () => {
    const out = await engine.ask({ question: 'What did I order from Golden Dragon?', now: '2025-03-17T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^Salt & Pepper Chicken, Beef in Black Bean Sauce, Spring Rolls —/);
  });

  it('names the server printed beside the table number', async () => {
    const out = await engine.ask({ question: 'Who was our server at the trattoria?', now: '2025-03-17T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^Giulia —/);
  });
});
