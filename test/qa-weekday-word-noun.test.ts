/**
 * "How much did Klara and the Sun cost": a weekday's short form that is an English word ("Sun",
 * "Sat"), after a determiner, is the noun in a title, not Sunday; "on Sun" and "Sun 14th" are days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { extractDateRange } from '../electron/engine/search/date-range';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const NOW = new Date('2025-03-20T09:00:00Z');

describe('a weekday short form that is a word', () => {
  it('reads no day after a determiner', () => {
    expect(extractDateRange('How much did Klara and the Sun cost?', NOW).range).toBeNull();
    expect(extractDateRange('What did I buy on Sun?', NOW).range).not.toBeNull();
  });

  describe('asked of a bookshop receipt', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('weekday-word-noun'), [
        doc('bookshop.jpg', '2025-03-10T12:00:00', ['BOOKSHOP', 'Klara and the Sun  £9.99', 'TOTAL £9.99']),
        doc('taxi.jpg', '2025-03-16T20:00:00', ['Your driver is 4 min away', 'Trip fare £14.20']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('answers the book\'s price, not a Sunday\'s fare', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: NOW.toISOString(), noLlm: true })).answer;
      expect(await ask('How much did Klara and the Sun cost?')).toMatch(/^£9\.99 —/);
    });
  });
});
