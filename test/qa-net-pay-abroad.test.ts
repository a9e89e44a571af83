/**
 * "Take-home pay" is net pay: a payslip in Portugal prints it "LÍQUIDO A RECEBER", under the gross
 * "VENCIMENTO BASE". The hyphenated word is one word, so a bank screen paying a company called
 * "… HOMES" is no evidence of it, and the amount is the one on the line a loaded language labels net.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { relatedWords } from '../electron/engine/qa/lexicon/related';
import { loadTranslations } from '../electron/engine/qa/lexicon/translations';
import { labelledAmount } from '../electron/engine/qa/number';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const PORTO = { lat: 41.1579, lon: -8.6291 };
const NOW = '2027-10-01T10:00:00+01:00';
const lines = (...texts: string[]) => texts.map((text) => ({ text, height: null }));

describe('take-home pay abroad', () => {
  it('a hyphenated synonym is one word, not its parts', () => {
    const words = relatedWords('net').map((r) => r.word);
    expect(words).toContain('takehome');
    expect(words).not.toContain('home');
  });

  it('reads the amount on the line a loaded language labels net', async () => {
    await loadTranslations(['por']);
    const slip = lines('RECIBO DE VENCIMENTO', 'VENCIMENTO BASE 2.100,00', 'IRS (13,2%) -277,20', 'LIQUIDO A RECEBER 1.591,80');
    expect(labelledAmount(slip, 'What was my take-home pay in May?')?.value).toBe('1.591,80');
  });

  describe('a library in Porto', () => {
    let engine: Engine;
    beforeAll(async () => {
      await loadTranslations(['por']);
      engine = await engineOver(await tempDir('net-pay-porto'), library(PORTO, (doc) => [
        doc('payslip.jpg', '2027-05-31T20:10:00', ['CONSULTORA NORTE, LDA', 'RECIBO DE VENCIMENTO', 'PERIODO: 01/05/2027 A 31/05/2027', 'VENCIMENTO BASE 2.100,00', 'IRS (13,2%) -277,20', 'SEG. SOCIAL (11%) -231,00', 'LIQUIDO A RECEBER 1.591,80']),
        doc('transfer.png', '2027-05-12T09:00:00', ['Banco Digital', 'Transfer completed', '1.350,00 EUR', 'To: RIBEIRA HOMES LDA', 'Date: 12/05/2027']),
      ]));
    });
    afterAll(async () => engine.close());

    it('answers the payslip\'s net figure', async () => {
      const r = await engine.ask({ question: 'What was my take-home pay in May?', now: NOW, noLlm: true });
      expect(r.answer).toMatch(/^1\.591,80\b/);
    });
  });
});
