/**
 * What a count counts when one document lists the answer: a roster or a timetable prints the days
 * under a label ("LATE: 5-6, 25"), and "how many late shifts" is the days it lists, not the one
 * photo of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { askedPhrase, listedDays } from '../electron/engine/qa/count';
import type { QueryAnalysis } from '../shared/qa';
import type { Candidate } from '../electron/engine/qa/fusion';
import { select } from '../electron/engine/qa/select';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const ROSTER = ['LEISURE CENTRE - LIFEGUARD ROTA', 'MARCH 2024', 'T. OKAFOR', 'EARLY: 2-4, 11, 20-22', 'LATE: 5-6, 25', 'REST: 1, 7-10'];

describe('a count of days a document lists', () => {
  it('reads the phrase counted, up to its verb', () => {
    expect(askedPhrase('How many late shifts do I have in March?')).toEqual(['late', 'shifts']);
    expect(askedPhrase('how many early shifts am I rostered on')).toEqual(['early', 'shifts']);
    expect(askedPhrase('How many times did I swim?')).toEqual(['times']);
    // A list asks by "which" or "what": the same phrase names what is listed.
    expect(askedPhrase('Which late shifts am I on in March?')).toEqual(['late', 'shifts']);
    expect(askedPhrase('what rest days do I get')).toEqual(['rest', 'days']);
    expect(askedPhrase('What did I buy?')).toEqual([]);
  });

  it('counts the days under the label that names what is asked, ranges in full', () => {
    expect(listedDays(ROSTER, 'How many late shifts do I have in March?')).toMatchObject({ n: 3, line: 'LATE: 5-6, 25' });
    expect(listedDays(ROSTER, 'How many early shifts am I on this month?')).toMatchObject({ n: 7, line: 'EARLY: 2-4, 11, 20-22' });
    expect(listedDays(ROSTER, 'How many rest days do I get?')).toMatchObject({ n: 5 });
  });

  it('leaves a lone quantity, a span of hours, a date and an unasked label alone', () => {
    // A booking's "NIGHTS: 3" is how many, not which: a quantity read elsewhere.
    expect(listedDays(['HOTEL LUMEN', 'NIGHTS: 3'], 'How many nights did we book?')).toBeNull();
    expect(listedDays(['OPENING HOURS: 9-17'], 'How many hours is it open?')).toBeNull();
    expect(listedDays(['VISIT: 27-06-26'], 'How many visits were there?')).toBeNull();
    expect(listedDays(ROSTER, 'How many night shifts do I have?')).toBeNull();
    expect(listedDays(ROSTER, 'How many times did I work?')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-count-precision');
    engine = await engineOver(base, [
      memoryRow('rota.jpg', '2024-02-26T18:10:00', HOME, { kind: 'photo', has_text: true, ocr_text: ROSTER.join('\n') }),
      memoryRow('garden.jpg', '2024-03-05T12:00:00', HOME, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers with the days the roster lists, not one occasion', async () => {
    const out = await engine.ask({ question: 'How many late shifts am I working?', now: '2024-03-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^3 late shifts — LATE: 5-6, 25/);
  });

  it('lists the days the roster lists when asked which', async () => {
    const out = await engine.ask({ question: 'Which late shifts am I working in March?', now: '2024-03-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^5-6, 25 \(LATE: 5-6, 25\)/);
    expect(out.extracted?.value).toBe('5-6, 25');
  });
});

function candidate(name: string, local: string, covers: number, why: string): Candidate {
  return { row: memoryRow(name, local, HOME), score: covers, similarity: covers, covers, why };
}

function countSelected(question: string, scored: Candidate[]): string[] {
  const analysis: QueryAnalysis = {
    question, declarative: question, time: null, recency: false, places: [], people: [], events: [], terms: ['kayaking'], aggregation: 'count',
    answerType: { kind: 'count', subject: null }, related: [], usedLLM: false,
  };
  const picked = select(analysis, { time: null, places: [], events: [] } as never, { eventIds: new Set(), withPeople: new Set(), filterOnly: false }, { scored, answers: new Set() }, undefined);
  return picked.map((c) => c.row.path.split('/').pop()!).sort();
}

describe('a count whose matches print no asked word', () => {
  it('counts the repeated look-alike documents, not a one-off sharing a related word', () => {
    // "Kayaking" is printed nowhere: the club's board matches by "PADDLE", a café bill by "WATER".
    const boards = ['b1', 'b2', 'b3'].map((n, i) => candidate(`${n}.jpg`, `2024-06-0${i + 1}T08:00:00`, 0.11, `PADDLE ${3 + i}KM · LAP ${i + 1}:0${i}`));
    const bill = candidate('bill.jpg', '2024-06-02T20:00:00', 0.12, 'STILL WATER 3.50 · TOTAL 21.00');
    expect(countSelected('How many times did I go kayaking?', [bill, ...boards])).toEqual(['b1.jpg', 'b2.jpg', 'b3.jpg']);
  });

  it('keeps every match when an asked word is printed, or when no series is most of them', () => {
    const printed = ['k1', 'k2', 'k3'].map((n, i) => candidate(`${n}.jpg`, `2024-06-0${i + 1}T08:00:00`, 0.5, `KAYAK HIRE ${i + 1}`));
    const other = candidate('k4.jpg', '2024-06-05T08:00:00', 0.45, 'KAYAKING CLUB');
    expect(countSelected('How many times did I go kayaking?', [...printed, other])).toHaveLength(4);
    const mixed = [
      candidate('m1.jpg', '2024-06-01T08:00:00', 0.1, 'PADDLE 3KM'),
      candidate('m2.jpg', '2024-06-02T08:00:00', 0.1, 'PADDLE 4KM'),
      candidate('m3.jpg', '2024-06-03T08:00:00', 0.1, 'RIVER TRIP'),
      candidate('m4.jpg', '2024-06-04T08:00:00', 0.1, 'LAKE DAY'),
    ];
    expect(countSelected('How many times did I go kayaking?', mixed)).toHaveLength(4);
  });
});
