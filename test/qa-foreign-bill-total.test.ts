/**
 * A bill printed in another language ("TOTAL TTC 23,40 €", "Total a pagar 18,50") asked by the meal:
 * its total, not an item line whose foreign two-letter word ("Verre de vin") passed for a receipt's
 * short form of the asked word ("de" for "dinner").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { receiptShortForm } from '../electron/engine/qa/lexicon/abbreviation';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const LYON = { lat: 45.764, lon: 4.8357 };
const MADRID = { lat: 40.4168, lon: -3.7038 };
const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, local: string, where: { lat: number; lon: number }, lines: string[]) => memoryRow(name, local, where, { kind: 'photo', has_text: true, ocr_text: lines.join('\n') });

describe('a bill in another language asked by the meal', () => {
  it('takes no two letters keeping a vowel for a short form, unless the word starts with them', () => {
    expect(receiptShortForm('de', 'dinner')).toBe(false);
    expect(receiptShortForm('tx', 'tax')).toBe(false); // "tax" is too short to shorten
    expect(receiptShortForm('sc', 'service')).toBe(true);
    expect(receiptShortForm('de', 'delivery')).toBe(true);
  });

  describe('asked of the bills of two trips', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('qa-foreign-bill-total'), [
        doc('lyon.jpg', '2025-05-10T21:30:00', LYON, ['BRASSERIE DU PARC', 'Table 12  Couverts 2', '1 Quiche lorraine 9,50', '1 Verre de vin 5,90', '1 Café 2,00', 'TVA 10% 2,13', 'TOTAL TTC 23,40 €', 'Merci de votre visite']),
        doc('madrid.jpg', '2025-06-02T22:00:00', MADRID, ['TABERNA EL SOL', 'Mesa 4', '2 Cañas de cerveza 5,00', '1 Tortilla 8,50', '1 Pan 5,00', 'Base imponible 16,82', 'IVA 10% 1,68', 'Total a pagar 18,50']),
        doc('takeaway.jpg', '2025-06-10T19:00:00', HOME, ['GOLDEN DRAGON TAKEAWAY', 'Chicken chow mein 7.50', 'Egg fried rice 3.20', 'TOTAL 10.70']),
      ]);
    }, 120_000);
    afterAll(async () => engine?.close());

    const ask = async (question: string) => (await engine.ask({ question, now: '2025-06-20T12:00:00Z', noLlm: true })).answer;

    it('reads the total, not a line with a foreign "de"', async () => {
      expect(await ask('How much was dinner in Lyon?')).toMatch(/^23,40\b/);
      expect(await ask('How much was dinner in Madrid?')).toMatch(/^18,50\b/);
    });
  });
});
