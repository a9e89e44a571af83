/**
 * A banking app lists its standing orders as entries, each named on a line alone over its details
 * ("Gym" / "£29.99 monthly, next payment 5 Jul"): asked when the next gym payment is, the date is read
 * from the lines that start at the asked entry's name, not the first entry's "next payment".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe('the date of the asked entry in a list of entries', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('entry-date'), [
      doc('so.png', '2025-07-04T19:00:00', ['Standing orders', 'Rent', '£850.00 monthly, next payment 28 Jul', 'Gym', '£29.99 monthly, next payment 5 Jul', 'Savings pot', '£100.00 weekly, next payment 7 Jul']),
      doc('bank.png', '2025-07-03T19:00:00', ['Current Account', 'Available balance', '£1,243.18', 'Recent transactions', '02 Jul  Transfer to Savings  -£200.00', '01 Jul  SALARY  +£2,315.40']),
      doc('receipt.jpg', '2025-07-01T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('reads the asked entry\'s next payment', async () => {
    const ask = async (question: string) => (await engine.ask({ question, now: '2025-07-04T20:00:00Z', noLlm: true })).answer;
    expect(await ask('When is the next gym payment?')).toMatch(/^Jul 5, 2025 /);
    expect(await ask('When does my next rent payment go out?')).toMatch(/^Jul 28, 2025 /);
    expect(await ask('When is the next payment into my savings pot?')).toMatch(/^Jul 7, 2025 /);
  });
});
