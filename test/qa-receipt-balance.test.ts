/**
 * A till receipt prints its total as "BALANCE DUE" as often as "TOTAL": "which shop did I buy the
 * coffee beans from" is the receipt that lists them, not another that prints "Receipt" and "Total"
 * and no coffee.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, local: string, lines: string[]) => memoryRow(name, local, HOME, { kind: 'photo', has_text: true, ocr_text: lines.join('\n') });

describe('a receipt by its balance due', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-receipt-balance'), [
      doc('other-shop.jpg', '2026-05-23T17:05:00', ['MARKETSIDE FOODS', 'Receipt', 'Item Qty Price', 'Tomatoes vine 1 2.20', 'Basmati rice 2kg 1 3.80', 'Subtotal 6.00', 'Total £6.00', 'Paid by card']),
      doc('beans.jpg', '2026-06-02T18:40:00', ['HILLTOP STORES', 'SOURDOUGH LOAF          2.40', 'BUTTER 250G             2.10', 'COFFEE BEANS 1KG       11.00', 'BALANCE DUE           15.50']),
      doc('parking.jpg', '2026-05-30T19:00:00', ['CITY CAR PARKS', 'PAY AND DISPLAY', 'Expires 23:00', 'Tariff paid £4.50']),
    ]);
  });
  afterAll(async () => engine.close());

  it('finds the receipt that lists what was bought', async () => {
    for (const question of ['Which shop did I buy the coffee beans from?', 'Which shop did I buy coffee from?']) {
      const r = await engine.ask({ question, now: '2026-06-10T12:00:00Z', noLlm: true });
      expect(path.basename(r.references[0]!.path)).toBe('beans.jpg');
      expect(r.answer).toMatch(/^HILLTOP STORES/);
    }
  });
});
