/**
 * A count whose matches print none of the question's words counts the series of look-alike documents
 * (select.ts `series`): a fuel receipt at each fill-up. OCR misreads a word of one copy ("30,05 LL x
 * 1,812 EUR/L"); that receipt is still one of the series, and a one-off sharing a word is not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const LISBON = { lat: 38.7369, lon: -9.1427 };
const receipt = (day: string, litres: string, price: string, total: string) =>
  ['POSTO AVENIDA', `${day} 10:01`, 'GASOLINA 95 SIMPLES', `${litres} x ${price} EUR/L`, `TOTAL ${total} EUR`, 'IVA 23% INCLUIDO'].join('\n');

describe('a series of receipts, one misread', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-count-series'), [
      memoryRow('a.jpg', '2027-02-06T10:52:00', LISBON, { has_text: true, ocr_text: receipt('06/02/2027', '34,20 L', '1,789', '61,18') }),
      memoryRow('b.jpg', '2027-03-20T10:31:00', LISBON, { has_text: true, ocr_text: receipt('20/03/2027', '30,05 LL', '1,812', '54,45') }),
      memoryRow('c.jpg', '2027-04-29T10:30:00', LISBON, { has_text: true, ocr_text: receipt('29/04/2027', '36,80 L', '1,829', '67,31') }),
      memoryRow('d.jpg', '2027-06-05T10:36:00', LISBON, { has_text: true, ocr_text: receipt('05/06/2027', '28,41 L', '1,859', '52,81') }),
      // A one-off that shares a word with the series: not a fill-up.
      memoryRow('e.jpg', '2027-05-10T18:00:00', LISBON, { has_text: true, ocr_text: ['LAVAGEM AUTO', 'PROGRAMA SIMPLES', 'TOTAL 8,00 EUR'].join('\n') }),
      memoryRow('f.jpg', '2027-05-12T12:00:00', LISBON),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('counts the misread receipt with the others', async () => {
    const out = await engine.ask({ question: 'How many times have I put petrol in the car this year?', now: '2027-09-05T10:00:00+01:00', noLlm: true });
    expect(out.answer).toMatch(/^4 times/);
    expect(out.answer).toContain('Mar 20, 2027');
    expect(out.answer).not.toContain('May 10');
  });
});
