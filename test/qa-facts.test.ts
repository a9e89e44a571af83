import { describe, expect, it } from 'vitest';
import type { QueryAnalysis } from '../shared/qa';
import { bookedStay, computeFacts, dayLabel, sessionsOf, travelDays } from '../electron/engine/qa/facts';
import { printedDay } from '../electron/engine/qa/printed-date';
import { composeAnswer } from '../electron/engine/qa/answer';
import type { Candidate } from '../electron/engine/qa/fusion';
import { memoryRow } from './support/memory-rows';

const POOL = { lat: 51.5007, lon: -0.1246 };
const CAFE = { lat: 51.5155, lon: -0.0922 };

function ref(name: string, local: string, where: { lat: number; lon: number } | null): Candidate {
  return { row: memoryRow(name, local, where), score: 1, similarity: 1, covers: 1, why: name };
}

function analysis(question: string, aggregation: QueryAnalysis['aggregation']): QueryAnalysis {
  return {
    question, declarative: question, time: null, recency: false, places: [], people: [], events: [], terms: [], aggregation,
    answerType: { kind: aggregation === 'duration' ? 'duration' : 'count', subject: null }, related: [], usedLLM: false,
  };
}

describe('counting occasions, not photos or days', () => {
  it('takes photos of one morning at one place as one session, and a second place or a second sitting that day as another', () => {
    const refs = [
      ref('swim-1.jpg', '2024-05-03T07:05:00', POOL),
      ref('swim-2.jpg', '2024-05-03T07:40:00', POOL),
      ref('swim-3.jpg', '2024-05-03T08:20:00', POOL),
      // The same day, across town: another occasion.
      ref('cafe.jpg', '2024-05-03T09:30:00', CAFE),
      // The same pool that evening, hours later: another session.
      ref('swim-4.jpg', '2024-05-03T19:00:00', POOL),
      ref('swim-5.jpg', '2024-05-09T07:00:00', POOL),
    ];
    const sessions = sessionsOf(refs);
    expect(sessions.map((s) => s.map((r) => r.row.path.split('/').pop()))).toEqual([
      ['swim-1.jpg', 'swim-2.jpg', 'swim-3.jpg'], ['cafe.jpg'], ['swim-4.jpg'], ['swim-5.jpg'],
    ]);
    const { answer, facts } = computeFacts(analysis('How many times did I go out?', 'count'), refs);
    expect(answer).toMatch(/^4 times — on /);
    // Two occasions on one day are told apart by the time of day.
    expect(answer).toContain('May 3, 2024 (morning');
    expect(answer).toContain('May 3, 2024 (evening');
    expect(answer).toContain('May 9, 2024');
    expect(facts[0]).toMatch(/^4 distinct occasions/);
  });

  it('keeps a screenshot without a place with the photos of its hours, and leaves undated memories out', () => {
    const refs = [
      ref('class.jpg', '2024-06-01T10:00:00', CAFE),
      ref('screenshot.png', '2024-06-01T10:30:00', null),
      { ...ref('undated.jpg', '2024-06-02T10:00:00', CAFE), row: { ...memoryRow('undated.jpg', '2024-06-02T10:00:00', CAFE), taken_at: null, taken_at_local: null } },
    ];
    expect(sessionsOf(refs)).toHaveLength(1);
    expect(computeFacts(analysis('How many lessons did I take?', 'count'), refs).answer).toBe('1 time — on Jun 1, 2024.');
  });
});

describe('how long a stay was', () => {
  const HOME = { lat: 53.4839, lon: -2.2446 };
  const AWAY = { lat: 55.9533, lon: -3.1883 };

  it('counts the days taken in the place asked about, not a booking photographed at home the day before', () => {
    const refs = [
      ref('castle.jpg', '2024-03-09T11:00:00', AWAY),
      ref('dinner.jpg', '2024-03-11T19:30:00', AWAY),
      ref('train-ticket.jpg', '2024-03-07T20:00:00', HOME),
      ref('museum.jpg', '2024-03-12T10:00:00', AWAY),
    ];
    const asked = analysis('How many nights was I in Edinburgh?', 'duration');
    asked.places = [{ label: 'Edinburgh', lat: AWAY.lat, lon: AWAY.lon, radiusKm: 25 }];
    const { answer } = computeFacts(asked, refs);
    expect(answer).toBe('3 nights (Mar 9, 2024 – Mar 12, 2024).');
    // Without the place, every match is the stay (the ticket two days earlier is within a stay's gap).
    expect(computeFacts(analysis('How many nights was I away?', 'duration'), refs).answer).toBe('5 nights (Mar 7, 2024 – Mar 12, 2024).');
  });

  it('ends the stay with the last memory about it: a check-out date printed on the hotel card, a return ticket without a place', () => {
    const asked = analysis('How long was my holiday in Edinburgh?', 'duration');
    asked.places = [{ label: 'Edinburgh', lat: AWAY.lat, lon: AWAY.lon, radiusKm: 25 }];
    const key = ref('key-card.jpg', '2024-08-09T15:00:00', AWAY);
    key.row.ocr_text = 'GRAND HOTEL\nRoom 12\nCheck-out 12/08/2024 11:00';
    const refs = [key, ref('castle.jpg', '2024-08-10T11:00:00', AWAY)];
    // Day-first or month-first, the reading that falls where the stay ends.
    expect(computeFacts(asked, refs).answer).toBe('4 days (Aug 9, 2024 – Aug 12, 2024).');
    const home = ref('return-pass.png', '2024-08-11T18:00:00', null);
    home.row.ocr_text = 'Boarding pass\nEdinburgh to Manchester';
    expect(computeFacts(asked, [refs[1]!, home]).answer).toBe('2 days (Aug 10, 2024 – Aug 11, 2024).');
    // A ticket without a place before the first photo there does not move the start.
    const outbound = ref('outbound.png', '2024-08-08T18:00:00', null);
    outbound.row.ocr_text = 'Boarding pass\nManchester to Edinburgh';
    expect(computeFacts(asked, [refs[1]!, outbound]).answer).toBe('1 day (Aug 10, 2024 – Aug 10, 2024).');
  });
});

describe('a date printed on a document, in words', () => {
  it('reads day-first or month-first, whichever falls nearest the day the photo was taken', () => {
    const taken = Date.parse('2025-03-07T10:00:00Z');
    // The same print is March 9 near March and September 3 near September.
    expect(dayLabel(printedDay('RETURN BY 03/09/2025', taken)!)).toBe('Mar 9, 2025');
    expect(dayLabel(printedDay('RETURN BY 03/09/2025', Date.parse('2025-08-28T10:00:00Z'))!)).toBe('Sep 3, 2025');
    expect(dayLabel(printedDay('Check-in: Tue 11 Mar', taken)!)).toBe('Mar 11, 2025');
    expect(printedDay('DEP 18:30', taken)).toBeNull();
  });

  it('leads a date answer read off a document with the day in words, the printed form after it', () => {
    // Taken in the US, where "03/09" is month first (date-order.ts); in London it would be the 3rd of September.
    const loan = ref('loan.jpg', '2025-03-07T10:00:00', { lat: 40.7536, lon: -73.9832 });
    loan.row.ocr_text = 'CITY LIBRARY\nLOAN RECEIPT\nDUE 03/09/2025';
    const asked = { ...analysis('When is my library book due?', null), answerType: { kind: 'date' as const, subject: null }, terms: ['library', 'book', 'due'] };
    const { answer } = composeAnswer({ analysis: asked, type: asked.answerType, refs: [loan], layouts: new Map(), computed: null, eventsOn: () => [] });
    expect(answer).toMatch(/^Mar 9, 2025 \(DUE 03\/09\/2025\) — /);
  });
});

describe('the nights a booking states', () => {
  const row = (local: string, text: string) => ({ ocr_text: text, taken_at: Date.parse(`${local}Z`), taken_at_local: local });
  const from = Date.parse('2025-03-12T08:00:00Z');
  const to = Date.parse('2025-03-13T18:00:00Z');

  it('widens the days photographed away to the check-in and check-out printed on a confirmation', () => {
    const stay = bookedStay([row('2025-03-10T21:14:00', 'Booking confirmed\nHarbour Hotel\nCheck-in: Tue 11 Mar  Check-out: Fri 14 Mar')], from, to);
    expect([dayLabel(stay.from), dayLabel(stay.to)]).toEqual(['Mar 11, 2025', 'Mar 14, 2025']);
  });

  it('leaves the stay alone for a booking of another stay, or one without both dates', () => {
    expect(bookedStay([row('2025-03-01T10:00:00', 'Check-in 20/04/2025\nCheck-out 23/04/2025')], from, to)).toEqual({ from, to });
    expect(bookedStay([row('2025-03-10T21:14:00', 'Check-in from 15:00')], from, to)).toEqual({ from, to });
  });
});


describe('dates and durations printed on the evidence', () => {
  const dateQuestion = (question: string, terms: string[]) => ({ ...analysis(question, null), answerType: { kind: 'date' as const, subject: null }, terms });
  const compose = (asked: QueryAnalysis, refs: Candidate[], computed: string | null = null) =>
    composeAnswer({ analysis: asked, type: asked.answerType, refs, layouts: new Map(), computed, eventsOn: () => [] }).answer;

  it('"when did I…" is the day a booking prints, not the evening it was screenshotted; the photo\'s day when none is printed', () => {
    const booking = ref('booking.png', '2024-10-02T21:15:00', null);
    booking.row.ocr_text = 'Squash Centre\nCourt reserved\nThu, Oct 3 · 18:00-19:00\nRef 771';
    const asked = dateQuestion('When did I play squash?', ['play', 'squash']);
    expect(compose(asked, [booking])).toMatch(/^On Oct 3, 2024 \(Thu, Oct 3 · 18:00-19:00\)/);
    const court = ref('court.jpg', '2024-10-05T10:00:00', CAFE);
    expect(compose(asked, [court])).toMatch(/^On Oct 5, 2024/);
    // A date months from the photo (an expiry, the next visit) is another thing's.
    const card = ref('card.jpg', '2024-10-05T10:00:00', CAFE);
    card.row.ocr_text = 'Squash Centre\nMember card\nValid until Mar 31, 2025';
    expect(compose(asked, [card])).toMatch(/^On Oct 5, 2024/);
    // A span printed (a festival's run) holds the day gone to: the photo's day says which.
    const poster = ref('poster.jpg', '2024-10-05T10:00:00', CAFE);
    poster.row.ocr_text = 'SQUASH OPEN\n1 - 12 OCTOBER 2024';
    expect(compose(asked, [poster])).toMatch(/^On Oct 5, 2024/);
  });

  it('a duration printed beside what is asked beats the span of the memories', () => {
    const recipe = ref('recipe.jpg', '2024-01-14T12:00:00', CAFE);
    recipe.row.ocr_text = 'LENTIL STEW\n2 onions\nSimmer for 40 minutes';
    const asked = { ...analysis('How long does the stew simmer?', 'duration'), terms: ['stew', 'simmer'] };
    expect(compose(asked, [recipe], '1 day (Jan 14, 2024 – Jan 14, 2024).')).toMatch(/^40 minutes — Simmer for 40 minutes/);
    // A duration that does not name what is asked is no answer to it.
    recipe.row.ocr_text = 'LENTIL STEW\nRest 10 minutes';
    expect(compose(asked, [recipe], '1 day (Jan 14, 2024 – Jan 14, 2024).')).toBe('1 day (Jan 14, 2024 – Jan 14, 2024).');
  });

  it('a trip spans its travel days: the ticket of the day before and the boarding pass of the day after', () => {
    const AWAY = { lat: 55.9533, lon: -3.1883 };
    const asked = analysis('How long was our Edinburgh weekend?', 'duration');
    asked.events = [{ id: 'e1', name: 'Edinburgh', start: '2024-08-10T09:00:00', end: '2024-08-11T20:00:00' }];
    const photos = [ref('castle.jpg', '2024-08-10T11:00:00', AWAY), ref('hill.jpg', '2024-08-11T15:00:00', AWAY)];
    expect(computeFacts(asked, photos).answer).toBe('2 days (Aug 10, 2024 – Aug 11, 2024).');
    const out = ref('out.png', '2024-08-09T18:00:00', null);
    out.row.ocr_text = 'Boarding pass\nFlight XY 12\nFri 9 Aug 2024';
    // Screenshotted the evening before, the pass home prints its own day.
    const home = ref('home.png', '2024-08-11T21:00:00', null);
    home.row.ocr_text = 'Rail ticket\nTrain to Manchester\n12/08/2024';
    expect(computeFacts(asked, [...photos, out, home]).answer).toBe('4 days (Aug 9, 2024 – Aug 12, 2024).');
    // Two days before is another journey, not this trip's travel day.
    const early = ref('early.png', '2024-08-08T18:00:00', null);
    early.row.ocr_text = 'Boarding pass\nFlight XY 10';
    expect(computeFacts(asked, [...photos, early]).answer).toBe('2 days (Aug 10, 2024 – Aug 11, 2024).');
  });

  it('read from outside the matches, a ticket counts only when it names where the trip was, accents aside', () => {
    const from = Date.parse('2024-05-17T00:00:00Z');
    const to = Date.parse('2024-05-19T00:00:00Z');
    const pass = (local: string, text: string) => ({ ocr_text: text, taken_at: Date.parse(`${local}Z`), taken_at_local: local });
    const out = pass('2024-05-16T17:00:00', 'Boarding pass\nToronto to Montreal\nFri, May 16, 2024');
    const other = pass('2024-05-20T08:00:00', 'Boarding pass\nToronto to Halifax\nMon, May 20, 2024');
    const span = travelDays(from, to, [out, other], ['Montréal', 'Quebec']);
    expect([dayLabel(span.from), dayLabel(span.to)]).toEqual(['May 16, 2024', 'May 19, 2024']);
  });
});
