/**
 * "The last Thursday of January", "the second Monday in May": one day, counted from the month's first
 * such weekday or back from its last. chrono reads the weekday alone (the latest one with photos) and
 * leaves the month as a word to match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { extractDateRange } from '../electron/engine/search/date-range';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const CORK = { lat: 51.8985, lon: -8.4756 };
const NOW = '2027-06-20T10:00:00+01:00';
const day = (q: string, at = new Date('2027-06-20T10:00:00Z')) => {
  const r = extractDateRange(q, at).range;
  return r && { from: new Date(r.from).toISOString().slice(0, 16), to: new Date(r.to).toISOString().slice(0, 16) };
};

describe('a weekday counted within a month', () => {
  it('reads the nth or the last such weekday of the month that has begun', () => {
    expect(day('on the last Wednesday of March')).toEqual({ from: '2027-03-31T00:00', to: '2027-03-31T23:59' });
    expect(day('the first Wednesday of March')).toEqual({ from: '2027-03-03T00:00', to: '2027-03-03T23:59' });
    expect(day('the second Monday in May 2025')).toEqual({ from: '2025-05-12T00:00', to: '2025-05-12T23:59' });
    // A month still to come this year is last year's.
    expect(day('the first Friday of November')).toEqual({ from: '2026-11-06T00:00', to: '2026-11-06T23:59' });
  });

  describe('a library of weekly set lists', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('weekday-of-month'), library(CORK, (doc) => [
        doc('set-1.jpg', '2027-03-03T22:10:00', ['WEDNESDAY 03/03/2027  8 PM', 'SESSION TUNES:', '1. The Silver Spear', '2. Drowsy Maggie']),
        doc('set-2.jpg', '2027-03-17T22:05:00', ['WEDNESDAY 17/03/2027  8 PM', 'SESSION TUNES:', '1. The Kesh Jig', '2. Cooley\'s Reel']),
        doc('set-3.jpg', '2027-03-31T22:12:00', ['WEDNESDAY 31/03/2027  8 PM', 'SESSION TUNES:', '1. The Butterfly', '2. Out on the Ocean']),
        doc('set-4.jpg', '2027-04-14T22:01:00', ['WEDNESDAY 14/04/2027  8 PM', 'SESSION TUNES:', '1. The Musical Priest', '2. Morrison\'s Jig']),
      ]));
    });
    afterAll(async () => engine.close());

    it("answers from that day's list, not the latest such weekday's", async () => {
      const last = await engine.ask({ question: 'Which tunes did we play on the last Wednesday of March?', now: NOW, noLlm: true });
      expect(last.answer).toMatch(/Butterfly/);
      expect(last.answer).not.toMatch(/Musical Priest/);
      const first = await engine.ask({ question: 'Which tunes did we play on the first Wednesday of March?', now: NOW, noLlm: true });
      expect(first.answer).toMatch(/Silver Spear/);
    });
  });
});
