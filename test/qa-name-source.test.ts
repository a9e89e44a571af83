import { describe, expect, it } from 'vitest';
import type { QueryAnalysis } from '../shared/qa';
import { composeAnswer } from '../electron/engine/qa/answer';
import type { Candidate } from '../electron/engine/qa/fusion';
import { memoryRow } from './support/memory-rows';

const HERE = { lat: 48.2, lon: 16.37 };

function ref(name: string, local: string, text: string, similarity: number): Candidate {
  const row = memoryRow(name, local, HERE);
  row.ocr_text = text;
  return { row, score: similarity, similarity, covers: similarity, why: text.split('\n').slice(-1)[0]! };
}

function asked(question: string, subject: string, time: QueryAnalysis['time'] = null, more: Partial<QueryAnalysis> = {}): QueryAnalysis {
  return {
    question, declarative: question, time, recency: false, places: [], people: [], events: [], terms: [subject], related: [], usedLLM: false, ...more,
    aggregation: null, answerType: { kind: 'name', subject },
  };
}

const compose = (a: QueryAnalysis, refs: Candidate[]) =>
  composeAnswer({ analysis: a, type: a.answerType, refs, layouts: new Map(), computed: null, eventsOn: () => [] }).answer;

describe('which memory a name is read from', () => {
  it('a period asked about is answered from a memory taken in it, though a bill of another month matches better', () => {
    const spring = ref('a.jpg', '2031-04-02T20:00:00', 'BLUE HERON\nSEAFOOD GRILL\nTOTAL 80.00', 0.3);
    const autumn = ref('b.jpg', '2030-10-20T20:00:00', 'CASA VERDE\nTOTAL 62.00', 0.25);
    const a = asked('Which restaurant did I go to around October?', 'restaurant', { from: '2030-10-01T00:00:00', to: '2030-10-31T23:59:59', text: 'around October', strict: false });
    expect(compose(a, [spring, autumn])).toMatch(/^CASA VERDE/);
    // Nothing taken in the period: the best match still answers.
    const none = asked('Which restaurant did I go to in June?', 'restaurant', { from: '2030-06-01T00:00:00', to: '2030-06-30T23:59:59', text: 'June', strict: false });
    expect(compose(none, [spring, autumn])).toMatch(/^BLUE HERON/);
  });

  it('a kind kept on documents is read from the memory printing that document\'s words, not a note that names the same occasion', () => {
    const note = ref('n.jpg', '2030-05-10T09:00:00', 'Things to get:\n- flowers\n- present for Bo', 0.4);
    const bill = ref('r.jpg', '2030-05-12T21:00:00', 'GOLDEN LOTUS\nTABLE 4\nTOTAL 51.20', 0.2);
    const a = asked("Which restaurant did we go to for Bo's birthday?", 'restaurant');
    expect(compose(a, [note, bill])).toMatch(/^GOLDEN LOTUS/);
    // When the best match is itself such a document, it stays the answer.
    const other = ref('o.jpg', '2030-05-01T13:00:00', 'RIVER CAFE\nTOTAL 12.00', 0.5);
    expect(compose(a, [other, bill])).toMatch(/^RIVER CAFE/);
  });

  it('a trip\'s days are no period asked about: the booking made before the trip still names its hotel', () => {
    const booking = ref('s.png', '2030-03-01T20:00:00', 'Stay confirmed\nTHE GULL HOTEL\nCheck-in: Tue 11 Mar', 0.8);
    const badge = ref('b.jpg', '2030-03-12T09:00:00', 'NORTHERN TRADE FAIR\nHALL 2', 0.5);
    const trip = { from: '2030-03-11T08:00:00', to: '2030-03-13T18:00:00', text: '', strict: true };
    const event = { id: 'e1', name: 'Trip to the coast', start: trip.from, end: trip.to };
    const a = asked('Which hotel did I stay at on my work trip?', 'hotel', trip, { events: [event] });
    expect(compose(a, [booking, badge])).toMatch(/GULL HOTEL/);
  });

  it('the best match stays when the question\'s own words name its document, or when it is no document of another kind', () => {
    const card = ref('c.jpg', '2030-09-01T12:00:00', 'CITY ART HALL\nMEMBER NO. 0012\nVALID THRU 2031', 0.4);
    const ticket = ref('t.jpg', '2030-12-01T12:00:00', 'HILL SHRINE\nADMISSION TICKET\nADULT 500', 0.2);
    const member = asked('Which museum am I a member of?', 'museum', null, { terms: ['museum', 'member'] });
    expect(compose(member, [card, ticket])).toMatch(/^CITY ART HALL/);
    const sign = ref('g.jpg', '2030-04-01T12:00:00', 'SUGAR RING\nFRESH EVERY MORNING', 0.3);
    const receipt = ref('r.jpg', '2030-04-01T11:00:00', 'PAGE & SPINE BOOKS\nTOTAL 33.99', 0.25);
    expect(compose(asked('What was the doughnut shop called?', 'shop', null, { terms: ['doughnut', 'shop'] }), [sign, receipt])).toMatch(/^SUGAR RING/);
  });
});
