/**
 * Spans people say that chrono misreads or does not read: "earlier this week" is this week up to now
 * (chrono: last week), "the past two weeks" the fourteen days to now, "the week before last" two weeks
 * back, "a fortnight ago", "March last year", "the spring of last year", "the last week of August",
 * "the other day".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { extractDateRange } from '../electron/engine/search/date-range';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

// Thursday 2025-09-04, 10:00.
const now = new Date('2025-09-04T10:00:00Z');
const span = (q: string, at: Date = now) => {
  const r = extractDateRange(q, at).range;
  return r && { from: new Date(r.from).toISOString().slice(0, 10), to: new Date(r.to).toISOString().slice(0, 10), soft: r.soft === true };
};

describe('spans as people say them', () => {
  it('reads "earlier this week / month / year" from its start up to now', () => {
    expect(span('What did I buy earlier this week?')).toEqual({ from: '2025-09-01', to: '2025-09-04', soft: false });
    expect(span('earlier this month')).toMatchObject({ from: '2025-09-01', to: '2025-09-04' });
    expect(span('earlier in the year')).toMatchObject({ from: '2025-01-01', to: '2025-09-04' });
  });

  it('reads "the past / last N units" as the days up to now, not a calendar week or month', () => {
    expect(span('photos from the past two weeks')).toMatchObject({ from: '2025-08-21', to: '2025-09-04' });
    expect(span('in the last 3 days')).toMatchObject({ from: '2025-09-01', to: '2025-09-04' });
    expect(span('over the past month')).toMatchObject({ from: '2025-08-05', to: '2025-09-04' });
    // The calendar ones stay calendar ones.
    expect(span('last week')).toMatchObject({ from: '2025-08-25', to: '2025-08-31' });
    expect(span('last month')).toMatchObject({ from: '2025-08-01', to: '2025-08-31' });
  });

  it('reads "the week before last", fortnights and "the other day"', () => {
    expect(span('the week before last')).toMatchObject({ from: '2025-08-18', to: '2025-08-24' });
    expect(span('the month before last')).toMatchObject({ from: '2025-07-01', to: '2025-07-31' });
    expect(span('a fortnight ago')).toEqual({ from: '2025-08-18', to: '2025-08-24', soft: true });
    expect(span('over the last fortnight')).toMatchObject({ from: '2025-08-21', to: '2025-09-04' });
    expect(span('What did I buy the other day?')).toEqual({ from: '2025-08-28', to: '2025-09-03', soft: true });
  });

  it('reads a month or season of last year, and the first or last week of a month', () => {
    expect(span('March last year')).toMatchObject({ from: '2024-03-01', to: '2024-03-31' });
    expect(span('last year in June')).toMatchObject({ from: '2024-06-01', to: '2024-06-30' });
    expect(span('in the spring of last year')).toMatchObject({ from: '2024-03-01', to: '2024-05-31' });
    const october = new Date('2025-10-15T10:00:00Z');
    expect(span('the last week of August', october)).toMatchObject({ from: '2025-08-25', to: '2025-08-31' });
    expect(span('the first week of May 2024', october)).toMatchObject({ from: '2024-05-01', to: '2024-05-07' });
    // "The past week" is no week of a month; "the last day in Paris" (no number) is no span up to now.
    expect(span('in the past week', october)).toMatchObject({ from: '2025-10-08', to: '2025-10-15' });
    expect(span('in the last couple of weeks', october)).toMatchObject({ from: '2025-10-01', to: '2025-10-15' });
    expect(extractDateRange('What did we eat on the last day in Paris?', october).range?.to).not.toBe(october.getTime());
  });

  it('reads "on the 12th" as the latest such day (the next when asked ahead), weekends back, and Easter by its date that year', () => {
    expect(span('What did I do on the 12th?')).toMatchObject({ from: '2025-08-12', to: '2025-08-12' });
    expect(span('What did I do on the 2nd?')).toMatchObject({ from: '2025-09-02' });
    expect(span("What's on on the 20th?")).toMatchObject({ from: '2025-09-20' });
    expect(span('two weekends ago')).toMatchObject({ from: '2025-08-23', to: '2025-08-24' });
    expect(span('the weekend before last')).toMatchObject({ from: '2025-08-23', to: '2025-08-24' });
    // Easter 2025 was 20 April, 2023's 9 April: Good Friday to Easter Monday.
    expect(span('Where did we go at Easter?')).toMatchObject({ from: '2025-04-18', to: '2025-04-21' });
    expect(span('Easter Monday 2023')).toMatchObject({ from: '2023-04-10', to: '2023-04-10' });
    expect(span('at Easter', new Date('2025-03-01T10:00:00Z'))).toMatchObject({ from: '2024-03-29', to: '2024-04-01' });
    expect(span('photos from Easter Island')).toBeNull();
    expect(span('Where did I park on the 3rd floor?')).toBeNull();
  });

  it('reads a part of this, last or "the" month, and the season before last', () => {
    const mid = new Date('2025-09-15T10:00:00Z');
    expect(span('at the start of the month', mid)).toEqual({ from: '2025-09-01', to: '2025-09-10', soft: true });
    // The end of "the month" has not begun on the 15th: last month's.
    expect(span('What did I pay at the end of the month?', mid)).toMatchObject({ from: '2025-08-21', to: '2025-08-31' });
    expect(span('early last month', mid)).toMatchObject({ from: '2025-08-01', to: '2025-08-10' });
    expect(span('the summer before last', mid)).toEqual({ from: '2024-06-01', to: '2024-08-31', soft: true });
    expect(extractDateRange('the winter before last', mid).range?.recurs).toBeUndefined();
  });

  it('the words leave the rest of the question to search', () => {
    expect(extractDateRange('What did I buy earlier this week?', now).rest).toBe('What did I buy ?');
    expect(extractDateRange('photos of the beach from the past two weeks', now).rest).toBe('photos of the beach');
  });
});

describe('asked of a library', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('spoken-spans'), [
      memoryRow('last-week.jpg', '2025-08-27T12:00:00', null, { ocr_text: 'CORNER BAKERY\nSOURDOUGH 6.50\nTOTAL 6.50' }),
      memoryRow('this-week.jpg', '2025-09-02T12:00:00', null, { ocr_text: 'CORNER BAKERY\nRYE LOAF 5.80\nTOTAL 5.80' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('"earlier this week" finds this week\'s receipt, not last week\'s', async () => {
    const out = await engine.ask({ question: 'What did I buy at the bakery earlier this week?', now: '2025-09-04T10:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/RYE LOAF/);
    expect(out.answer).not.toMatch(/SOURDOUGH/);
  });
});
