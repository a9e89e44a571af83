/**
 * "What interest rate is my ISA", "what weight was the parcel", "what income will my pension give me": a
 * measure or a sum of money asked before its verb asks for a number, as "what is the interest rate"
 * does, not for a name (the account's, the statement's date).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe('a measure asked before its copula', () => {
  it('is a number', () => {
    expect(answerTypeOf('What interest rate is my ISA?', null)).toEqual({ kind: 'number', subject: 'interest rate' });
    expect(answerTypeOf('What weight was the parcel?', null)).toEqual({ kind: 'number', subject: 'weight' });
    expect(answerTypeOf('What income will my pension give me?', null)).toEqual({ kind: 'number', subject: 'income' });
    // A colour is named, whichever way it is asked.
    expect(answerTypeOf('What colour is my car?', null).kind).toBe('name');
  });

  describe('asked of the engine', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('measure-before-copula'), [
        doc('isa.png', '2025-08-02T09:00:00', ['Cash ISA', 'Balance £6,402.11', 'Interest rate 4.35% AER', 'Allowance used £2,500 of £20,000']),
        doc('mortgage.jpg', '2025-03-02T09:00:00', ['Mortgage offer', 'Loan amount £182,000', 'Initial interest rate 4.79% fixed until 31/03/2030', 'Term 25 years']),
        doc('pension.jpg', '2025-04-15T10:00:00', ['Annual pension statement', 'Statement date 05/04/2025', 'Your pot value: £48,312.77', 'Selected retirement age: 67', 'Projected income at retirement: £7,450 a year']),
        doc('receipt.jpg', '2025-07-01T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('reads the rate, not the account\'s name', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-10-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('What interest rate is my ISA?')).toMatch(/^4\.35% —/);
      expect(await ask('What interest rate is the mortgage?')).toMatch(/^4\.79% —/);
      expect(await ask('What income will my pension give me?')).toMatch(/^£7,450 —/);
    });
  });
});
