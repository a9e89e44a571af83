/**
 * "What's my council tax account number": a bill prints the number as its reference or ID
 * ("Account reference: 60012345"), and that answers before a bank screen's "Account number" that says
 * nothing of council tax. Where the qualifier labels the number itself, that label still comes first,
 * and a bare "Ref:" with no qualifier before it is no number of anything asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { identifier } from '../electron/engine/qa/identifier';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));

describe('a number printed as a reference', () => {
  it('reads a reference or ID for the asked number, the number\'s own label first', () => {
    expect(identifier(lines(['COUNCIL TAX BILL', 'Account reference: 60012345']), 'council tax account number', false, true, '', true)?.value).toBe('60012345');
    expect(identifier(lines(['Payment ref: 99120', 'Account number 43819265']), 'account number', false, true, '', true)?.value).toBe('43819265');
    // A bare "Ref:" is a booking's code, not the number of whatever else is asked.
    expect(identifier(lines(['E-ticket', 'Ref: CX-5520417']), 'number', false, true)?.value).toBeUndefined();
    expect(identifier(lines(['DRY CLEANERS', 'TICKET NO. 4410']), 'number', false, true)?.value).toBe('4410');
  });

  describe('asked of a council tax bill among a bank screen', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('number-as-reference'), [
        doc('council.jpg', '2025-03-01T10:00:00', ['COUNCIL TAX BILL 2025/26', 'Account reference: 60012345', 'Property: 14 Elm Road', 'Band C', 'Amount due £1,842.00']),
        doc('bank.png', '2025-04-01T10:00:00', ['Current Account', 'Sort code 20-45-77', 'Account number 43819265', 'Balance £1,204.55']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('answers the bill\'s reference for its account number, the bank\'s for the current account', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-06-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask("What's my council tax account number?")).toMatch(/^60012345/);
      expect(await ask("What's my current account number?")).toMatch(/^43819265/);
    });
  });
});
