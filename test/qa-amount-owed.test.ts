/**
 * "How much tax do I owe": a debt is printed as the amount owed ("Amount you owe: £412.60"), the balance
 * or the amount due, and a letter that prints one answers before a better-ranked certificate whose
 * "Tax deducted" says the asked word but is no debt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe('the amount owed', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('amount-owed'), [
      doc('tax.jpg', '2025-06-10T10:00:00', ['Tax calculation letter', 'Your tax code for 2025-26', 'Tax code: 1257L', 'Simple Assessment', 'Amount you owe: £412.60', 'Pay by: 31 January 2026']),
      doc('p60.jpg', '2025-05-10T09:00:00', ['P60 End of Year Certificate', 'Tax year to 5 April 2025', 'Pay in this employment  £31,240.00', 'Tax deducted  £3,734.00', 'Final tax code  1257L']),
      doc('receipt.jpg', '2025-07-01T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('reads the debt, not another figure labelled with the asked word', async () => {
    const ask = async (question: string) => (await engine.ask({ question, now: '2025-10-20T09:00:00Z', noLlm: true })).answer;
    expect(await ask('How much tax do I owe?')).toMatch(/^£412\.60 —/);
    expect(await ask('How much tax was deducted from my pay?')).toMatch(/^£3,734\.00 —/);
  });
});
