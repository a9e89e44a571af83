/**
 * "My summer holiday last year": a season heading a stretch of time (a holiday, a term) is that season
 * of the year said after it, not the whole year: April's day trip is no summer holiday.
 */
import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../electron/engine/qa/analyze';

const NOW = new Date('2028-02-10T10:00:00Z');
const trips = [
  { id: 'spring', name: 'Day trip to York, April 9, 2027', kind: 'trip', place: 'York', start: Date.UTC(2027, 3, 9, 9), end: Date.UTC(2027, 3, 9, 18) },
  { id: 'summer', name: 'Trip to Porto, July 3–9, 2027', kind: 'trip', place: 'Porto', start: Date.UTC(2027, 6, 3), end: Date.UTC(2027, 6, 9) },
];
const analysed = (q: string) => analyzeQuestion(q, NOW, { events: trips, people: [] });

describe('a season heading a stretch of time', () => {
  it('is that season of the year said after it', () => {
    const last = analysed('Where did I go on my summer holiday last year?');
    expect([last.time?.from, last.time?.to]).toEqual(['2027-06-01T00:00:00', '2027-08-31T23:59:59']);
    expect(last.events.map((e) => e.id)).toEqual(['summer']);
    const dated = analysed('What did we do over the winter holidays in 2027?');
    expect(dated.time?.from).toBe('2026-12-01T00:00:00');
  });

  it('leaves a season that heads no stretch of time alone', () => {
    expect(analysed('Where did I buy the spring rolls last year?').time?.from).toBe('2027-01-01T00:00:00');
  });
});
