/**
 * A receipt prints what was due, the cash handed over and the change back, in whatever language
 * ("SUMME 8,40", "BAR 10,00", "RÜCKGELD 1,60"): the due and the change make up the cash, and what it
 * cost is the due, not the largest amount on the receipt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { billAmount } from '../electron/engine/qa/bill-amount';
import type { TextLine } from '../electron/engine/qa/text-lines';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const BERLIN = { lat: 52.52, lon: 13.405 };
const HOME = { lat: 51.4545, lon: -2.5879 };
const lines = (texts: string[]): TextLine[] => texts.map((text) => ({ text, height: null }));
const BAKERY = ['BÄCKEREI AM MARKT', '2 Brötchen 1,20', '1 Kaffee 3,20', '1 Kuchen 4,00', 'SUMME 8,40', 'BAR 10,00', 'RÜCKGELD 1,60'];
const KIOSK = ['TABAC PRESSE', 'Journal 2,50', 'Carnet tickets 16,90', 'A PAYER 19,40', 'ESPECES 20,00', 'RENDU 0,60'];
const doc = (name: string, local: string, where: { lat: number; lon: number }, text: string[]) => memoryRow(name, local, where, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe('cash handed over is not what it cost', () => {
  it('reads the due that the change makes up to the cash', () => {
    expect(billAmount(lines(BAKERY))?.value).toBe('8,40');
    expect(billAmount(lines(KIOSK))?.value).toBe('19,40');
    // Items that merely add up are not a due, cash and change: the due is at least every item before it.
    expect(billAmount(lines(['MARKET STALL', 'Apples 4.00', 'Pears 2.00', 'Plums 6.00', 'Cherries 4.00']))?.value).toBe('6.00');
  });

  describe('asked of a bakery receipt', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('qa-cash-handed-over'), [
        doc('bakery.jpg', '2025-07-03T09:00:00', BERLIN, BAKERY),
        doc('cafe.jpg', '2025-07-10T09:00:00', HOME, ['CORNER CAFE', 'Flat white 3.20', 'Croissant 2.40', 'TOTAL 5.60', 'CASH 10.00', 'CHANGE 4.40']),
      ]);
    }, 120_000);
    afterAll(async () => engine?.close());

    const ask = async (question: string) => (await engine.ask({ question, now: '2025-07-20T12:00:00Z', noLlm: true })).answer;

    it('reads the due, not the cash given', async () => {
      expect(await ask('How much did it cost at the bakery in Berlin?')).toMatch(/^8,40\b/);
      expect(await ask('How much did I pay at the corner cafe?')).toMatch(/^5\.60\b/);
    });
  });
});
