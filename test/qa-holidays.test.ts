/**
 * Holidays as people name them, dated by the calendars of the places the library lives in
 * (date-holidays), else by what the world's calendars agree on — not a hand list of fixed days.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { extractDateRange, previousOccurrence, type DateOptions } from '../electron/engine/search/date-range';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const now = new Date('2025-11-15T12:00:00Z');
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const span = (q: string, options: DateOptions = {}) => {
  const r = extractDateRange(q, now, options).range;
  return r && [day(r.from), day(r.to)];
};
const ONTARIO: DateOptions = { homes: [{ country: 'CA', region: 'Ontario' }] };
const OHIO: DateOptions = { homes: [{ country: 'US', region: 'Ohio' }] };
const SINGAPORE: DateOptions = { homes: [{ country: 'SG' }] };

describe('a holiday is dated by the calendar of where the library lives', () => {
  it('movable and national holidays: Thanksgiving in Ontario is October, in Ohio November', () => {
    expect(span('Where did we have Thanksgiving dinner?', ONTARIO)).toEqual(['2025-10-13', '2025-10-13']);
    // This year's (Nov 27) is still to come.
    expect(span('Where did we have Thanksgiving dinner?', OHIO)).toEqual(['2024-11-28', '2024-11-28']);
    const canada = extractDateRange('Show me the fireworks on Canada Day', now, ONTARIO);
    expect(canada.range).toMatchObject({ text: 'Canada Day', recurs: { every: 'year', label: 'Canada Day' } });
    expect(canada.range?.soft).toBeUndefined();
    expect(canada.rest).toBe('Show me the fireworks');
    expect(span('Canada Day 2023', ONTARIO)).toEqual(['2023-07-01', '2023-07-01']);
  });

  it('a festival its own calendar names, and the same night named elsewhere as a soft window around the world\'s date', () => {
    expect(span('Show me the Deepavali photos', SINGAPORE)).toEqual(['2025-10-20', '2025-10-20']);
    const diwali = extractDateRange('Show me our Diwali pictures', now, SINGAPORE).range!;
    expect(diwali.soft).toBe(true);
    expect(diwali.from).toBeLessThanOrEqual(Date.UTC(2025, 9, 20));
    expect(diwali.to).toBeGreaterThanOrEqual(Date.UTC(2025, 9, 21) - 1);
  });

  it('a year before is that year\'s holiday by its calendar, not the same date a year back', () => {
    const thanksgiving = extractDateRange('Where did we have Thanksgiving dinner?', now, ONTARIO).range!;
    const before = previousOccurrence(thanksgiving, thanksgiving.recurs!, 1);
    expect([day(before.from), day(before.to)]).toEqual(['2024-10-14', '2024-10-14']);
  });

  it('days every calendar keeps, and the short ways they are written', () => {
    expect(span("Where did we eat on Valentine's?")).toEqual(['2025-02-14', '2025-02-14']);
    expect(span('how much did i spend on valentines dinner')).toEqual(['2025-02-14', '2025-02-14']);
    expect(span('xmas photos')).toEqual(['2024-12-25', '2024-12-25']);
    expect(span('NYE party')).toEqual(['2024-12-31', '2024-12-31']);
    expect(span('photos from Christmas Eve')).toEqual(['2024-12-24', '2024-12-24']);
    // A longer name the world's calendars keep wins over the part the library's calendar keeps
    // (Ontario's has Christmas Day, not Christmas Eve or New Year's Eve).
    expect(span('photos from Christmas Eve', ONTARIO)).toEqual(['2024-12-24', '2024-12-24']);
    expect(span("Where were we on New Year's Eve?", ONTARIO)).toEqual(['2024-12-31', '2024-12-31']);
  });

  it('a holiday every country keeps on its own day is dated by the library\'s calendar, else not at all', () => {
    expect(span('Independence Day barbecue', OHIO)).toEqual(['2025-07-04', '2025-07-04']);
    expect(extractDateRange('Independence Day barbecue', now).range).toBeNull();
  });

  it('ordinary words are not holidays', () => {
    for (const q of ["What did I leave at my mother's house?", 'Where did we go for our anniversary dinner?', 'Where did I go on my summer holiday?', 'Show me my photos from Canada', 'Photos from Easter Island', 'What did the vet\'s bill say?', "Where is my father's watch?", "What did I get for Mother's birthday?", 'Photos from our family day out']) {
      expect(extractDateRange(q, now, ONTARIO).range, q).toBeNull();
      expect(extractDateRange(q, now).range, q).toBeNull();
    }
  });
});

describe('a holiday asked of a library', () => {
  let engine: Engine;
  const TORONTO = { lat: 43.6532, lon: -79.3832 };

  beforeAll(async () => {
    const base = await tempDir('qa-holidays');
    engine = await engineOver(base, [
      // Thanksgiving 2024 in Ontario (Monday, October 14), and the American one the same year: no text on either.
      memoryRow('turkey-oct.jpg', '2024-10-14T18:00:00', TORONTO),
      memoryRow('dinner-nov.jpg', '2024-11-28T18:00:00', TORONTO),
      memoryRow('street.jpg', '2025-03-02T12:00:00', TORONTO),
      memoryRow('park.jpg', '2025-06-21T12:00:00', TORONTO),
    ]);
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
  });

  it("is its day by the library's calendar, and the latest one with photos (not the date a year before)", async () => {
    // Asked in January 2026: Thanksgiving 2025 (October 13) holds no photos; 2024's was October 14.
    const out = await engine.ask({ question: 'Show me photos from Thanksgiving', now: '2026-01-10T12:00:00Z', noLlm: true });
    expect(out.analysis.time).toMatchObject({ from: '2024-10-14T00:00:00' });
    expect(out.references.map((r) => path.basename(r.path))).toEqual(['turkey-oct.jpg']);
  });
});
