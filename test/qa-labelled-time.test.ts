import { describe, expect, it } from 'vitest';
import type { QueryAnalysis } from '../shared/qa';
import { composeAnswer } from '../electron/engine/qa/answer';
import { labelledTime, pickLeg } from '../electron/engine/qa/labelled-date';
import type { Candidate } from '../electron/engine/qa/fusion';
import { memoryRow } from './support/memory-rows';

const HERE = { lat: 48.2, lon: 16.37 };

function ref(name: string, local: string, text: string, similarity = 1): Candidate {
  const row = memoryRow(name, local, HERE);
  row.ocr_text = text;
  return { row, score: similarity, similarity, covers: similarity, why: text.split('\n')[0]! };
}

function askedTime(question: string, terms: string[]): QueryAnalysis {
  return {
    question, declarative: question, time: null, recency: false, places: [], people: [], events: [], terms, related: [], usedLLM: false,
    aggregation: null, answerType: { kind: 'date', subject: 'time' },
  };
}

const compose = (a: QueryAnalysis, refs: Candidate[]) => composeAnswer({ analysis: a, type: a.answerType, refs, layouts: new Map(), computed: null, eventsOn: () => [] }).answer;

describe('a time of day printed beside the label the question names', () => {
  it('reads the time whose label is the asked verb, its abbreviation or a way of doing it, of several on a line', () => {
    const ticket = ['RIVER LINE', 'DEP 08:15 ARR 09:40', 'SEAT 22'];
    expect(labelledTime(ticket, 'What time did the boat arrive in the harbour?')).toEqual({ value: 'ARR 09:40', line: 'DEP 08:15 ARR 09:40' });
    // "Depart" is a way to "leave": its cut-short label fits.
    expect(labelledTime(ticket, 'What time did the boat leave?')?.value).toBe('DEP 08:15');
    // A label alone on its line labels the time under it; a date before the label is not part of it.
    expect(labelledTime(['COACH', 'Departs', '18:30', 'Arrives', '21:05'], 'What time did the coach arrive?')?.value).toBe('Arrives 21:05');
    // Asked with no verb, a journey's time is when it leaves, not boarding.
    expect(labelledTime(['BOARDING PASS', 'TA 512 AKL-WLG', 'Boarding 06:40', 'Departs 07:10'], 'What time was my flight?')?.value).toBe('Departs 07:10');
    expect(labelledTime(['FERRY', 'Check in 08:30', 'Dep 09:00'], 'What time was the ferry?')?.value).toBe('Dep 09:00');
    expect(labelledTime(['02.09.2024  DEP 07:05'], 'What time did the bus leave?')?.value).toBe('DEP 07:05');
    expect(labelledTime(['OPEN 9:00 CLOSE 17:30'], 'What time does the gallery close?')?.value).toBe('CLOSE 17:30');
  });

  it('reads nothing when no label fits: a word of its own is no abbreviation, and a noun asks no label', () => {
    // "OUT" is a word, not a cut-short "outbound"; "RETURN" is not leaving.
    expect(labelledTime(['HIRE AGREEMENT', 'OUT 12.07 07:30', 'RETURN 19.07 10:00'], 'What time did the boat leave?')).toBeNull();
    expect(labelledTime(['Arrival 15:00 - 16:00'], 'What time was our slot at the spa?')).toBeNull();
  });

  it('answers "what time did it arrive" with the arrival, not the ticket\'s first time', () => {
    const ticket = ref('ticket.jpg', '2024-09-02T07:58:00', 'RIVER LINE\nDEP 08:15 ARR 09:40\nSEAT 22');
    expect(compose(askedTime('What time did the boat arrive?', ['boat', 'arrive']), [ticket])).toMatch(/^ARR 09:40 — /);
  });
});

describe('the leg of a journey the question names', () => {
  const found = (local: string, similarity: number, value: string) => ({ ref: ref(`${local}.jpg`, local, value, similarity), found: { value, line: value } });
  const out = found('2024-09-02T07:58:00', 0.5, 'DEP 08:15');
  const back = found('2024-09-02T17:40:00', 0.5, 'DEP 18:00');

  it('takes the earlier of two tickets that match alike for the way out, the later for the way back', () => {
    expect(pickLeg([back, out], 'What time did the ferry out leave?')?.found.value).toBe('DEP 08:15');
    expect(pickLeg([out, back], 'What time did the ferry back leave?')?.found.value).toBe('DEP 18:00');
    expect(pickLeg([out, back], 'What time did the return ferry leave?')?.found.value).toBe('DEP 18:00');
  });

  it('keeps the best match when no leg is named or the other ticket matches much worse', () => {
    expect(pickLeg([back, out], 'What time did the ferry leave?')?.found.value).toBe('DEP 18:00');
    const weakOut = found('2024-09-02T07:58:00', 0.2, 'DEP 08:15');
    expect(pickLeg([back, weakOut], 'What time did the ferry out leave?')?.found.value).toBe('DEP 18:00');
    expect(pickLeg([], 'What time did the ferry out leave?')).toBeNull();
  });
});
