/**
 * The library's trips are the user's own, found from where the photos were taken. "Their school trip",
 * "her holiday" is someone else's: the question names none of the user's trips of that time, and its
 * words are looked for instead (a school letter that lists the outing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const NOW = '2027-09-01T10:00:00+01:00';
const LEEDS = { lat: 53.8008, lon: -1.5491 };
const ORKNEY = { lat: 58.9809, lon: -2.9605 };

describe("someone else's trip", () => {
  const trip = { id: 't', name: 'Trip to Orkney, May 14–16, 2027', kind: 'trip', place: 'Orkney', start: Date.UTC(2027, 4, 14), end: Date.UTC(2027, 4, 16) };
  const eventsOf = (q: string) => analyzeQuestion(q, new Date(NOW), { events: [trip], people: [] }).events.map((e) => e.id);

  it('names none of the user\'s trips; "our trip" still does', () => {
    expect(eventsOf("Where did Sam's class go on their school trip in May?")).toEqual([]);
    expect(eventsOf('Where did my sister go on her holiday in May?')).toEqual([]);
    expect(eventsOf('Where did we go on our trip in May?')).toEqual(['t']);
  });

  describe('in a library', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('qa-others-trip'), [
        ...['2027-03-02', '2027-04-06', '2027-06-01', '2027-07-01'].map((d, i) => memoryRow(`home-${i}.jpg`, `${d}T12:00:00`, LEEDS)),
        ...['2027-05-14T13:00:00', '2027-05-15T11:00:00', '2027-05-15T16:00:00', '2027-05-16T10:00:00'].map((at, i) => memoryRow(`orkney-${i}.jpg`, at, ORKNEY, { caption: 'a stone circle on a hill' })),
        memoryRow('letter.jpg', '2027-05-04T18:00:00', LEEDS, { kind: 'photo', has_text: true, ocr_text: ['HILLSIDE PRIMARY SCHOOL', 'CLASS 4 NEWSLETTER - MAY', '11/05 SCHOOL TRIP: SCIENCE MUSEUM', '  (PACKED LUNCH AND HAT)', '24/05 SPORTS DAY'].join('\n') }),
      ]);
    });
    afterAll(async () => engine.close());

    it("finds the school's letter, not the user's trip of that month", async () => {
      const r = await engine.ask({ question: "Where did Sam's class go on their school trip in May?", now: NOW, noLlm: true });
      expect(r.references.slice(0, 3).map((ref) => ref.path)).toContain('/photos/letter.jpg');
    });
  });
});
