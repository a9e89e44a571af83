/**
 * A figure printed with its currency after it ("950,00 €", "84,20 EUR") keeps it when two documents
 * are compared: a rent in euros on the old lease and one in pounds on the new have no difference to
 * state, and the answer says they are in two currencies; two bills in one currency still compare.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const NOW = '2025-11-01T09:00:00Z';
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe('a figure compared across two currencies', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-change-currency'), [
      doc('lease-2024.jpg', '2024-05-01T10:00:00', ['TENANCY AGREEMENT', 'Monthly rent 950,00 €', 'Deposit 1.900,00 €']),
      doc('lease-2025.jpg', '2025-05-01T10:00:00', ['TENANCY STATEMENT', 'Monthly rent £995.00', 'Deposit held £1,100.00']),
      doc('gas-jan.jpg', '2025-01-05T10:00:00', ['GAS BILL', 'Amount due 84,20 EUR']),
      doc('gas-apr.jpg', '2025-04-05T10:00:00', ['GAS BILL', 'Amount due 91,70 EUR']),
      doc('cafe.jpg', '2025-06-10T10:00:00', ['CORNER CAFE', 'Flat white 3.20', 'TOTAL 3.20']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: NOW, noLlm: true })).answer;

  it('states no difference between euros and pounds', async () => {
    expect(await ask('How much has my rent gone up?')).toMatch(/^The two are in different currencies: 950,00 € \(May 1, 2024.*then £995\.00 \(May 1, 2025/);
    expect(await ask('Did my rent go up?')).toMatch(/^Can't tell — the two are in different currencies/);
  });

  it('still compares two bills in one currency', async () => {
    expect(await ask('How much has my gas bill gone up?')).toMatch(/^EUR 7,50 more — 84,20 EUR \(Jan 5, 2025.*then 91,70 EUR \(Apr 5, 2025/);
    expect(await ask('Did my gas bill go up?')).toMatch(/^Yes — EUR 7,50 more/);
  });
});
