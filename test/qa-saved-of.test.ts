/**
 * A savings or fundraising app prints its progress as "£1,350 saved of £2,000": the word between the
 * amount and "of" says what the first amount is, and the line still counts one amount towards the
 * other. Asked how much is saved, the first answers; asked how much more is needed, the rest to go.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe('an amount counted towards a whole, with a word before "of"', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('saved-of'), [
      doc('goal.png', '2025-07-10T10:00:00', ['Savings goal: Holiday', '£1,350 saved of £2,000', 'Target date 01 Sep 2025']),
      doc('fundraiser.png', '2025-05-02T10:00:00', ['Sponsored walk for the hospice', '£420 raised of £1,000', '18 supporters']),
      doc('receipt.jpg', '2025-07-01T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2025-10-20T09:00:00Z', noLlm: true })).answer;

  it('reads the amount there is, not the whole', async () => {
    expect(await ask('How much have I saved for the holiday?')).toMatch(/^£1,350 —/);
    expect(await ask('How much money was raised for the hospice?')).toMatch(/^£420 —/);
  });

  it('reckons what is still to go', async () => {
    expect(await ask('How much more do I need for the holiday?')).toMatch(/^£650 —/);
  });
});
