/**
 * A statement that comes every year (a pension's, a council tax bill) is asked about in the present
 * tense for the figure that holds now: this year's issue answers, though last year's, shorter, matches
 * the words as well or better. A question in the past tense, or naming its time, keeps to the best match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe('the newest issue of a recurring statement', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('newest-issue'), [
      doc('pension-2025.jpg', '2025-04-15T10:00:00', ['Annual pension statement', 'Statement date 05/04/2025', 'Your pot value: £48,312.77', 'Contributions this year: £3,600.00', 'Selected retirement age: 67', 'Projected income at retirement: £7,450 a year', 'Charges this year: £121.30']),
      doc('pension-2024.jpg', '2024-04-15T10:00:00', ['Annual pension statement', 'Statement date 05/04/2024', 'Your pot value: £42,905.10', 'Contributions this year: £3,400.00', 'Projected income at retirement: £6,980 a year']),
      doc('receipt.jpg', '2025-07-01T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
      doc('goal.png', '2025-07-10T10:00:00', ['Savings goal: Holiday', '£1,350 saved of £2,000', 'Target date 01 Sep 2025']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2025-10-20T09:00:00Z', noLlm: true })).answer;

  it('reads the present figure off the newer statement', async () => {
    expect(await ask('How much is my pension worth?')).toMatch(/^£48,312\.77 —/);
    expect(await ask('How much have I got in my pension?')).toMatch(/^£48,312\.77 —/);
  });

  it('keeps to the statement a question dates itself', async () => {
    expect(await ask('How much was my pension worth in April 2024?')).toMatch(/^£42,905\.10 —/);
  });
});
