/**
 * Time phrases an everyday question says, read as the asker means them: "this week" is the week today
 * is in (Monday to Sunday), not the one before it; "this time last year" is the same weeks a year
 * back, not the whole of last year.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { extractDateRange } from '../electron/engine/search/date-range';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const WEDNESDAY = '2026-06-10T12:00:00Z';
const day = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString().slice(0, 10));

describe('"this week" on a weekday', () => {
  it('is the week today is in, Monday to Sunday', () => {
    const { range } = extractDateRange('How many hours did I work this week?', new Date(WEDNESDAY), { southern: false, homes: [] });
    expect([day(range?.from), day(range?.to)]).toEqual(['2026-06-08', '2026-06-14']);
    // On a Sunday it is the week that ends today; "last week" and "next week" stay as they were.
    const sunday = extractDateRange('this week', new Date('2026-06-14T12:00:00Z'), { southern: false, homes: [] }).range;
    expect([day(sunday?.from), day(sunday?.to)]).toEqual(['2026-06-08', '2026-06-14']);
    const last = extractDateRange('last week', new Date(WEDNESDAY), { southern: false, homes: [] }).range;
    expect([day(last?.from), day(last?.to)]).toEqual(['2026-06-01', '2026-06-07']);
  });

  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-probe-reading-spans'), [
      memoryRow('bakery-tuesday.jpg', '2026-06-02T08:40:00', null, { kind: 'photo', has_text: true, ocr_text: ['CORNER BAKERY', 'SOURDOUGH 6.50', 'TOTAL 6.50'].join('\n') }),
      memoryRow('bakery-monday.jpg', '2026-06-08T08:35:00', null, { kind: 'photo', has_text: true, ocr_text: ['CORNER BAKERY', 'RYE LOAF 5.80', 'TOTAL 5.80'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('finds this week\'s receipt, not last week\'s', async () => {
    const out = await engine.ask({ question: 'How much did I spend at the bakery this week?', now: WEDNESDAY, noLlm: true });
    expect(out.answer).toMatch(/5\.80/);
    expect(out.answer).not.toMatch(/6\.50/);
  });
});

describe('"this time last year"', () => {
  it('is the same weeks a year back', () => {
    const { range } = extractDateRange('What was I doing this time last year?', new Date(WEDNESDAY), { southern: false, homes: [] });
    expect([day(range?.from), day(range?.to), range?.soft ?? false]).toEqual(['2025-05-27', '2025-06-24', false]);
  });

  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-probe-reading-same-time'), [
      memoryRow('fuel-june.jpg', '2025-06-06T17:20:00', null, { kind: 'photo', has_text: true, ocr_text: ['FILLING STATION', 'UNLEADED 41.2 L', 'TOTAL £61.20'].join('\n') }),
      memoryRow('fuel-november.jpg', '2025-11-20T08:10:00', null, { kind: 'photo', has_text: true, ocr_text: ['FILLING STATION', 'UNLEADED 38.0 L', 'TOTAL £55.00'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('finds the receipt from those weeks, not the year\'s latest', async () => {
    const out = await engine.ask({ question: 'How much did I pay for petrol this time last year?', now: WEDNESDAY, noLlm: true });
    expect(out.answer).toMatch(/^£61\.20/);
  });
});
