/**
 * "How much is my phone plan now?": "now" asks for the state as it stands, the latest the library
 * shows, not for photos taken in the minutes before the question (chrono reads "now" as this instant,
 * which the range would widen to today, finding nothing). "Just now" still is a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { extractDateRange } from '../electron/engine/search/date-range';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const NOW = '2026-11-20T09:00:00Z';

describe('"now" in a question', () => {
  it('is no time window, unless it is "just now"', () => {
    const now = new Date(NOW);
    expect(extractDateRange('How much is my phone plan now?', now).range).toBeNull();
    expect(extractDateRange("What's my gym's price right now?", now).range).toBeNull();
    expect(extractDateRange('What did I photograph just now?', now).range).not.toBeNull();
    expect(extractDateRange('Which hotel are we booked into two weeks from now?', now).range).not.toBeNull();
  });

  describe('asked of screens from months before', () => {
    let engine: Engine;
    beforeAll(async () => {
      const screen = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('present-now'), [
        screen('plan-march.png', '2026-03-02T10:00:00', ['My plan', 'Unlimited calls & texts', '30GB data', 'Monthly price £18.00', 'Next bill 28 Mar']),
        screen('plan-august.png', '2026-08-03T10:00:00', ['My plan', 'Unlimited calls & texts', '30GB data', 'Monthly price £21.50', 'Price change from 1 Aug']),
        screen('weather.png', '2026-11-20T08:58:00', ['Manchester', '7° Light rain', 'H:9° L:4°']),
      ]);
    });
    afterAll(() => engine?.close());

    it('answers from what the library shows, not from the last minutes', async () => {
      const { answer } = await engine.ask({ question: 'How much is my phone plan now?', now: NOW, noLlm: true });
      expect(answer).not.toMatch(/couldn't find/i);
      expect(answer).toMatch(/^Most recently \(Aug 3, 2026[^)]*\): £21\.50/);
      expect(answer).not.toMatch(/18\.00/);
    });

    it('reads "currently" the same way', async () => {
      const { answer, analysis } = await engine.ask({ question: "What's the monthly price of my plan currently?", now: NOW, noLlm: true });
      expect(analysis.recency).toBe(true);
      expect(answer).toMatch(/^Most recently \(Aug 3, 2026[^)]*\): £21\.50/);
      expect(answer).not.toMatch(/18\.00/);
    });
  });
});
