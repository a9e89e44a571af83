import { describe, expect, it } from 'vitest';
import type { QueryAnalysis } from '../shared/qa';
import { composeAnswer } from '../electron/engine/qa/answer';
import { printedTally } from '../electron/engine/qa/count';
import { labelledDate } from '../electron/engine/qa/labelled-date';
import { printedClockSpan } from '../electron/engine/qa/printed-date';
import { dayLabel } from '../electron/engine/qa/facts';
import type { Candidate } from '../electron/engine/qa/fusion';
import { memoryRow } from './support/memory-rows';

const HERE = { lat: 48.2, lon: 16.37 };

function ref(name: string, local: string, text: string): Candidate {
  const row = memoryRow(name, local, HERE);
  row.ocr_text = text;
  return { row, score: 1, similarity: 1, covers: 1, why: text.split('\n')[0]! };
}

function asked(question: string, kind: 'date' | 'duration' | 'count', terms: string[]): QueryAnalysis {
  return {
    question, declarative: question, time: null, recency: false, places: [], people: [], events: [], terms, related: [], usedLLM: false,
    aggregation: kind === 'date' ? null : kind, answerType: { kind, subject: null },
  };
}

const compose = (a: QueryAnalysis, refs: Candidate[], computed: string | null = null) =>
  composeAnswer({ analysis: a, type: a.answerType, refs, layouts: new Map(), computed, eventsOn: () => [] }).answer;

describe('a duration from a printed start and end', () => {
  it('reads the first two labelled clock times in order, whatever their labels, and an hours line before them', () => {
    expect(printedClockSpan(['KAYAK HIRE', 'OUT 14:10 BACK 15:55'])).toEqual({ value: '1 h 45 min', line: 'OUT 14:10 BACK 15:55' });
    expect(printedClockSpan(['Begin 9.30am', 'Finish 1.05pm'])?.value).toBe('3 h 35 min');
    // Past midnight: a night shift.
    expect(printedClockSpan(['CLOCK ON 22:00', 'CLOCK OFF 06:30'])?.value).toBe('8 h 30 min');
    expect(printedClockSpan(['SIGN IN 08:00 SIGN OUT 10:00', 'TOTAL HOURS: 2.5'])?.value).toBe('2.5 hours');
    // One time, or times far apart in the text, are no span.
    expect(printedClockSpan(['PAID 12:30', 'THANK YOU'])).toBeNull();
    expect(printedClockSpan(['OPEN 10:00', 'Mon–Sat', 'CLOSE 22:00'])).toBeNull();
  });

  it('reads a length printed as a clock reading, and no time of day as one', () => {
    expect(printedClockSpan(['Evening Run', 'Distance 8.1 km', 'Moving time 0:41:07'])?.value).toBe('41 min 7 s');
    expect(printedClockSpan(['Lakeside loop', 'Elapsed time 2:05:30', 'Avg speed 18 km/h'])).toEqual({ value: '2 h 5 min', line: 'Elapsed time 2:05:30' });
    expect(printedClockSpan(['DURATION: 1:40'])?.value).toBe('1 h 40 min');
    expect(printedClockSpan(['Elapsed 45:10'])?.value).toBe('45 min 10 s');
    // A time of day after "time" is no length: one clock reading alone is no span either.
    expect(printedClockSpan(['ADMIT CARD', 'Reporting time 08:15'])).toBeNull();
  });

  it('answers "how long was…" of one occasion with the printed span, not a day of photos', () => {
    const slip = ref('hire.jpg', '2024-07-06T16:00:00', 'KAYAK HIRE\nOUT 14:10 BACK 15:55\nDEPOSIT PAID');
    const a = asked('How long was the kayak outing?', 'duration', ['kayak', 'outing']);
    expect(compose(a, [slip], '1 day (Jul 6, 2024 – Jul 6, 2024).')).toMatch(/^1 h 45 min — OUT 14:10 BACK 15:55/);
    // A count of days is a span of days.
    const days = asked('How many days was the kayak outing?', 'duration', ['kayak', 'outing']);
    expect(compose(days, [slip], '1 day (Jul 6, 2024 – Jul 6, 2024).')).toMatch(/^1 day/);
  });
});

describe('a date printed under a label the question asks for', () => {
  const taken = Date.parse('2024-03-05T10:00:00Z');

  it('relates the label to the question\'s verb by WordNet, not the document\'s other dates', () => {
    const card = ['LIBRARY CARD', 'ISSUED 05/03/2024', 'VALID UNTIL 04/03/2026'];
    expect(labelledDate(card, 'When does my library card expire?', taken)?.line).toBe('VALID UNTIL 04/03/2026');
    const slip = ['REPAIR SLIP', 'IN: 05/03', 'COLLECT 09/03 AFTER 4PM'];
    expect(labelledDate(slip, 'When can I pick up my boots?', taken)?.line).toBe('COLLECT 09/03 AFTER 4PM');
    const visit = ['VACCINATION RECORD', 'Given 5 Mar 2024', 'Next dose', '5 Sep 2024'];
    expect(dayLabel(labelledDate(visit, 'When should I get vaccinated again?', taken)!.day)).toBe('Sep 5, 2024');
    // No label that says so: nothing (the caller falls back to the photo's day).
    expect(labelledDate(['REPAIR SLIP', 'IN: 05/03'], 'When can I pick up my boots?', taken)).toBeNull();
  });

  it('answers with the labelled date, not the issue date or the day of the photo', () => {
    const card = ref('card.jpg', '2024-03-05T10:00:00', 'LIBRARY CARD\nISSUED 05/03/2024\nVALID UNTIL 04/03/2026');
    expect(compose(asked('When does my library card expire?', 'date', ['library', 'card', 'expire']), [card])).toMatch(/^Mar 4, 2026 \(VALID UNTIL 04\/03\/2026\)/);
  });
});

describe('a running number printed for "how many … altogether"', () => {
  it('reads "#N", "No. N" and "Nth" beside a word of the question, the largest', () => {
    expect(printedTally(['Swim club', 'Visit #14 · 3 Mar', 'Visit No. 15'], 'How many times have I visited the pool so far?')?.n).toBe(15);
    expect(printedTally(['Your 5th lesson today'], 'How many lessons have I had in total?')?.n).toBe(5);
    // A slip's serial number is not a count of visits.
    expect(printedTally(['TAILOR · SLIP NO. 2217'], 'How many times have I visited the tailor so far?')).toBeNull();
  });

  it('answers with the printed count when the library holds fewer occasions', () => {
    const card = ref('card.jpg', '2024-03-05T10:00:00', 'CLIMBING GYM\nVisit #12 · welcome back');
    const a = asked('How many times have I visited the climbing gym altogether?', 'count', ['visited', 'climbing', 'gym']);
    expect(compose(a, [card], '1 time — on Mar 5, 2024.')).toMatch(/^12 times — Visit #12/);
    // Without "altogether" it is the occasions photographed.
    const b = asked('How many times did I visit the climbing gym in March?', 'count', ['visit', 'climbing', 'gym']);
    expect(compose(b, [card], '1 time — on Mar 5, 2024.')).toBe('1 time — on Mar 5, 2024.');
  });
});
