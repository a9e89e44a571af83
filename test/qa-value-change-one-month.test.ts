/**
 * "Did my rent go up in April", "how much more was the gas bill in June": one month named is the later
 * end of the change, and the document before it the earlier — not the earliest one kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
const gas = (at: string, amount: string) => doc(`gas-${at}.jpg`, at, ['GAS BILL', 'Account 77120', `Total charges this period ${amount}`, `Amount to pay ${amount}`]);

describe('a change in the one month named', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('value-change-one-month'), [
      gas('2025-03-03T10:00:00', '£102.10'),
      gas('2025-04-03T10:00:00', '£95.20'),
      gas('2025-05-03T10:00:00', '£88.40'),
      gas('2025-06-03T10:00:00', '£61.15'),
      gas('2025-07-03T10:00:00', '£58.00'),
      doc('cafe.jpg', '2025-06-10T10:00:00', ['CORNER CAFE', 'Flat white 3.20', 'TOTAL 5.60']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2025-11-01T09:00:00Z', noLlm: true })).answer;

  it('compares the named month with the document before it', async () => {
    expect(await ask('How much did the gas bill drop in June?')).toMatch(/^£27\.25 less — £88\.40 \(May 3, 2025.*then £61\.15 \(Jun 3, 2025/);
    expect(await ask('Did the gas bill go down in April?')).toMatch(/^Yes — £6\.90 less — £102\.10 \(Mar 3, 2025.*then £95\.20 \(Apr 3, 2025/);
  });
});
