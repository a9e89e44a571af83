/**
 * "The day after the wedding", "the week before my birthday": a time relative to an occasion. When the
 * library's events do not place the occasion, the question has no date to search by; it is not
 * relative to today ("the day after" alone is tomorrow, when no photo was taken yet).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const NOW = '2026-06-10T12:00:00Z';
const time = (q: string) => analyzeQuestion(q, new Date(NOW), { events: [], people: [] }).time;

describe('a day relative to an occasion no event places', () => {
  it('is no window around today', () => {
    expect(time('What did I do the day after my birthday?')).toBeNull();
    expect(time('What did we do the week before the wedding?')).toBeNull();
    expect(time('How much was lunch the day after the wedding?')).toBeNull();
    // Relative to today, still read.
    expect(time('What did I buy the day before yesterday?')?.text).toBe('the day before yesterday');
    expect(time('What did I buy last week?')?.text).toBe('last week');
  });

  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-probe-reading-anchor'), [
      memoryRow('order-of-service.jpg', '2026-05-16T14:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['Order of Service', 'The wedding of Anna and Tom', "St Mary's Church, 2pm"].join('\n') }),
      memoryRow('lunch-receipt.jpg', '2026-05-17T13:30:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['TRATTORIA LUCA', 'Restaurant & Pizzeria', '2 x Margherita 21.00', 'TOTAL £34.50'].join('\n') }),
      memoryRow('bakery.jpg', '2026-06-09T08:30:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['CORNER BAKERY', 'RYE LOAF 5.80', 'TOTAL 5.80'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('finds the lunch by its words, not in tomorrow\'s empty window', async () => {
    const out = await engine.ask({ question: 'How much was lunch the day after the wedding?', now: NOW, noLlm: true });
    expect(out.answer).toMatch(/^£34\.50/);
  });
});
