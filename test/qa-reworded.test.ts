import { describe, expect, it } from 'vitest';
import type { QueryAnalysis } from '../shared/qa';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { composeAnswer } from '../electron/engine/qa/answer';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { extractAnswer } from '../electron/engine/qa/extract';
import { printedKindCount } from '../electron/engine/qa/count';
import type { Candidate } from '../electron/engine/qa/fusion';
import { printedDuration } from '../electron/engine/qa/printed-date';
import { asksStay } from '../electron/engine/qa/stay';
import { memoryRow } from './support/memory-rows';

/** The same question asked in other words gets the same kind of answer (task #13: rewordings). */
const NOW = new Date('2025-06-01T10:00:00Z');
const analyse = (q: string) => analyzeQuestion(q, NOW, { events: [], people: [] });

function ref(name: string, text: string): Candidate {
  const row = memoryRow(name, '2025-03-02T18:00:00', { lat: 45.5, lon: -73.6 });
  row.ocr_text = text;
  return { row, score: 1, similarity: 1, covers: 1, why: text.split('\n')[0]! };
}

function asked(question: string, kind: 'duration' | 'count', terms: string[], extra: Partial<QueryAnalysis> = {}): QueryAnalysis {
  return {
    question, declarative: question, time: null, recency: false, places: [], people: [], events: [], terms, related: [], usedLLM: false,
    aggregation: kind, answerType: { kind, subject: null }, ...extra,
  };
}

const compose = (a: QueryAnalysis, refs: Candidate[], computed: string | null = null) =>
  composeAnswer({ analysis: a, type: a.answerType, refs, layouts: new Map(), computed, eventsOn: () => [] }).answer;

describe('an amount asked as what something came to', () => {
  it('is a number, and its verb is no word to match', () => {
    expect(answerTypeOf('What did the picnic come to?', null).kind).toBe('number');
    expect(answerTypeOf('what did our lunch at the pier come to', null).kind).toBe('number');
    expect(analyse('What did the picnic come to?').terms).toEqual(['picnic']);
    // "What did I pay for …": the amount is asked; "pay" on a parking ticket is no match for the boiler repair.
    expect(analyse('What did I pay for the boiler repair?').terms).toEqual(['boiler', 'repair']);
  });
});

describe('a count asked as "number of …"', () => {
  it('does not look for the word "number"', () => {
    const a = analyse('Number of yoga classes in March?');
    expect(a.aggregation).toBe('count');
    expect(a.terms).toEqual(['yoga']);
  });

  it('counts classes as it counts sessions: the unit, not a word the photos show', () => {
    expect(analyse('how many ceramics classes did i take in March').terms).toEqual(['ceramic']);
    expect(analyse('When was my last ceramics class?').terms).toEqual(['ceramic']);
  });
});

describe('going out', () => {
  it('is no word to match: "go out to eat" is eating out, not a ticket\'s "OUT 14:10"', () => {
    expect(analyse('How many times did we go out to eat in March?').terms).toEqual(['eat']);
    expect(analyse('How often did we go out for dinner in May?').terms).toEqual(['dinner']);
    // "Go back" is to return: that particle stays.
    expect(analyse('When do my library books have to go back?').terms).toContain('back');
    // The particle of a verb that is content stays with it.
    expect(analyse('How many times did we eat out in March?').terms).toEqual(['eat', 'out']);
  });
});

describe('a length asked in hours', () => {
  it('is a duration whose unit is no word to match', () => {
    const a = analyse('How many hours was my last shift at the food bank?');
    expect(a.aggregation).toBe('duration');
    expect(a.answerType.kind).toBe('duration');
    expect(a.terms).not.toContain('hour');
    expect(analyse('How many minutes did the ferry take?').aggregation).toBe('duration');
    // A count of things is still a count.
    expect(analyse('How many hats did I buy?').aggregation).toBe('count');
  });
});

describe('what a top-up or payment was', () => {
  it('is its amount, not the balance left on the card after it', () => {
    const receipt = ref('topup.png', 'CityCard\nTop-up successful\nAmount  $20.00\nNew balance  $41.70');
    const read = (question: string) => extractAnswer({ type: answerTypeOf(question, null), terms: ['citycard'], question, evidence: [{ row: receipt.row, similarity: 1 }] })?.value;
    expect(read('How much did I put on my CityCard?')).toBe('$20.00');
    expect(read('How much did I top up my CityCard by?')).toBe('$20.00');
  });
});

describe('a date asked as "when am I booked in"', () => {
  it('is a scheduled date, read off the document as "when is my appointment" is', () => {
    const note = ref('calendar.png', 'Calendar\nPhysio appointment\nTue, Apr 8, 2025, 10:00 AM');
    const read = (question: string) => extractAnswer({ type: answerTypeOf(question, null), terms: ['physio'], question, evidence: [{ row: note.row, similarity: 1 }] })?.value;
    expect(read('When is my physio appointment?')).toBe('Tue, Apr 8, 2025, 10:00 AM');
    expect(read('When am I seeing the physio?')).toBe('Tue, Apr 8, 2025, 10:00 AM');
    expect(read("When am I booked in at the physio's?")).toBe('Tue, Apr 8, 2025, 10:00 AM');
  });
});

describe('a journey named by where it goes', () => {
  it('reads "my Lyon train" as the train to Lyon, and the one home as the train from there', () => {
    expect(analyse('What time did my Lyon train leave?').places.map((p) => p.route)).toEqual(['destination']);
    expect(analyse('What time was the Lyon train home?').places.map((p) => p.route)).toEqual(['origin']);
  });
});

describe('how long I stayed somewhere', () => {
  it('asks for the stay away, as "nights away" and "our holiday" do', () => {
    expect(asksStay('How long did I stay in Lisbon?', [])).toBe(true);
    expect(asksStay('how many days did we spend in Porto', [])).toBe(true);
    expect(asksStay('How long does the bread bake?', [])).toBe(false);
  });
});

describe('a duration in other words than the document', () => {
  it('reads the line whose verb WordNet defines with the asker\'s word', () => {
    // "bake": "cook and make edible by putting in a hot oven".
    expect(printedDuration(['GRANDMA ROSE BRIOCHE', 'Proof 1 hour', 'Bake 180C for 35 min'], ['brioche', 'oven'])).toEqual({ value: '35 min', line: 'Bake 180C for 35 min' });
    // A step the question does not ask about is still no answer.
    expect(printedDuration(['GRANDMA ROSE BRIOCHE', 'Proof 1 hour'], ['brioche', 'oven'])).toBeNull();
    const recipe = ref('brioche.jpg', 'GRANDMA ROSE BRIOCHE\n500g flour\nBake 180C for 35 min');
    const a = asked('How long does the brioche stay in the oven?', 'duration', ['brioche', 'oven']);
    expect(compose(a, [recipe], '1 day (Mar 2, 2025 – Mar 2, 2025).')).toMatch(/^35 min — Bake 180C/);
  });
});

describe('a count printed as a kind of what was asked', () => {
  it('reads "28 CAPSULES" for "how many pills", by WordNet is-a', () => {
    expect(printedKindCount(['CITY DRUGSTORE', 'IBUPROFEN 200MG', '28 CAPSULES'], 'pills')).toEqual({ value: '28 capsules', line: '28 CAPSULES' });
    expect(printedKindCount(['CITY DRUGSTORE', '28 CAPSULES'], 'hats')).toBeNull();
    const box = ref('box.jpg', 'CITY DRUGSTORE\nIBUPROFEN 200MG\n28 CAPSULES');
    expect(compose(asked('How many pills did I get from the drugstore?', 'count', ['pill', 'drugstore']), [box], '1 time — on Mar 2, 2025.')).toMatch(/^28 capsules/);
  });
});
