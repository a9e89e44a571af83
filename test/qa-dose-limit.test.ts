/**
 * A medicine label's ceiling: "Do not take more than 6 tablets in 24 hours" answers "what's the most I
 * can take in a day" and "how many can I take in 24 hours", not the directions' "1-2 tablets" or the
 * pack's "16 tablets"; "how many at once" is the directions' one dose; and "in a day", "in 24 hours"
 * asked of a quantity are a rate's span, not the day that far ahead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { extractDateRange } from '../electron/engine/search/date-range';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };

describe('a dose limit', () => {
  it('reads "in a day" asked of a quantity as no date', () => {
    const now = new Date('2025-03-20T09:00:00Z');
    expect(extractDateRange('How many tablets can I take in 24 hours?', now).range).toBeNull();
    expect(extractDateRange("What's the most I can take in a day?", now).range).toBeNull();
    // A span ahead asked of what happens is still a date.
    expect(extractDateRange("What's on in a week?", now).range).not.toBeNull();
  });

  describe('asked of a label', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('dose-limit'), [
        doc('label.jpg', '2025-03-05T18:00:00', ['PARACETAMOL 500mg TABLETS', '16 tablets', 'Dosage: Adults and children over 16:', 'Take 1-2 tablets every 4-6 hours.', 'Do not take more than 6 tablets in 24 hours.', 'Keep out of the reach of children']),
        doc('hayfever.jpg', '2025-03-02T09:00:00', ['CETIRIZINE 10mg', '30 tablets', 'Take one tablet daily', 'Max 1 tablet in 24 hours']),
        doc('receipt.jpg', '2025-03-01T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('answers with the ceiling the label prints', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask("What's the most paracetamol I can take in a day?")).toMatch(/^6 tablets in 24 hours/);
      expect(await ask('How many paracetamol tablets can I take in 24 hours?')).toMatch(/^6 tablets in 24 hours/);
      expect(await ask('What is the maximum dose of cetirizine?')).toMatch(/^1 tablet in 24 hours/);
    });

    it('answers "how many at once" with the directions\' one dose', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('How many paracetamol can I take at once?')).toMatch(/^1-2 tablets — Take 1-2 tablets/);
    });
  });
});
