/**
 * "Last night" is the evening before today's date through the small hours after it: a photo at 05:59
 * belongs to it, one at 07:30 does not, and asked at 2am it is the night still under way, not the
 * coming evening (chrono's reading before dawn).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { extractDateRange } from '../electron/engine/search/date-range';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };

describe('last night', () => {
  it('is the evening before today through the small hours, at any hour', () => {
    for (const now of ['2025-03-12T02:00:00Z', '2025-03-12T10:00:00Z', '2025-03-12T23:00:00Z']) {
      const range = extractDateRange('What did I eat last night?', new Date(now)).range!;
      expect([new Date(range.from).toISOString(), new Date(range.to).toISOString()]).toEqual(['2025-03-11T18:00:00.000Z', '2025-03-12T05:59:59.999Z']);
    }
  });

  describe('asked of the photos', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('last-night'), [
        doc('bar.jpg', '2025-03-11T22:30:00', ['COCKTAIL BAR', 'Mojito 8.00']),
        doc('late.jpg', '2025-03-12T01:10:00', ['KEBAB HOUSE', 'Chips 3.50']),
        doc('breakfast.jpg', '2025-03-12T07:30:00', ['BREAKFAST MENU', 'Full English 12.00']),
        doc('lunch.jpg', '2025-03-10T13:00:00', ['NOODLE BAR', 'Ramen 11.00']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('answers from the night under way when asked before dawn', async () => {
      const answer = (await engine.ask({ question: 'What did I eat last night?', now: '2025-03-12T02:00:00Z', noLlm: true })).answer;
      expect(answer).toMatch(/Mojito/);
      expect(answer).not.toMatch(/Full English|Ramen/);
    });
  });
});
