import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { plainQuestion } from '../electron/engine/qa/preamble';
import { composeAnswer } from '../electron/engine/qa/answer';
import type { Candidate } from '../electron/engine/qa/fusion';
import { memoryRow } from './support/memory-rows';

const NOW = new Date('2025-06-01T10:00:00Z');
const analyse = (q: string) => analyzeQuestion(q, NOW, { events: [], people: [] });

describe('a date question however it is phrased', () => {
  it('asks a date when a preposition leads the wh-word', () => {
    expect(answerTypeOf('On what day did I go bowling?', null)).toEqual({ kind: 'date', subject: 'day' });
    expect(answerTypeOf('At what time did the match start?', null)).toEqual({ kind: 'date', subject: 'time' });
    expect(answerTypeOf('In which year did I buy the kayak?', null)).toEqual({ kind: 'date', subject: 'year' });
    // A preposition that is not before a wh-word changes nothing.
    expect(answerTypeOf('In the photo, what is on the table?', null).kind).not.toBe('date');
  });

  it('does not match "date" itself when a date is what is asked: every document prints one', () => {
    expect(analyse('What date did I get my flu jab?').terms).toEqual(['flu', 'jab']);
    expect(analyse('What was the date of my last haircut?').terms).toEqual(['haircut']);
  });

  it('takes "my previous …" as the latest, and "the previous week" as a time', () => {
    const previous = analyse('When was my previous haircut?');
    expect(previous.recency).toBe(true);
    expect(previous.terms).toEqual(['haircut']);
    expect(analyse('What did I buy the previous week?').recency).toBe(false);
  });

  it('answers "what day did I …" with the day printed beside what was asked, as "when did I …"', () => {
    // A court booked on Tuesday for Saturday: the screenshot is from Tuesday, the game was on Saturday.
    const row = memoryRow('booking.png', '2025-05-20T19:00:00', null);
    row.ocr_text = 'Court booking confirmed\nSat, May 24 · 9:00 AM\nCourt 2';
    const ref: Candidate = { row, score: 1, similarity: 1, covers: 1, why: 'Court booking confirmed' };
    for (const question of ['What day did I play squash?', 'On which date did I play squash?']) {
      const analysis = analyse(question);
      const { answer } = composeAnswer({ analysis, type: analysis.answerType, refs: [ref], layouts: new Map(), computed: null, eventsOn: () => [] });
      expect(answer).toMatch(/^On May 24, 2025/);
    }
  });

  it('reads a question asked politely or embedded as the question it embeds', () => {
    expect(plainQuestion('Can you tell me when I last went swimming?')).toBe('when I last went swimming?');
    expect(plainQuestion('I don’t remember where I left the car')).toBe('where I left the car');
    // "Show me" asks for photos; no wh-word after the preamble leaves it whole.
    expect(plainQuestion('Show me where we had lunch')).toBe('Show me where we had lunch');
    expect(plainQuestion('Do you remember the hotel?')).toBe('Do you remember the hotel?');
    const swim = analyse('Do you remember when I last went swimming?');
    expect(swim.answerType.kind).toBe('date');
    expect(swim.recency).toBe(true);
    expect(swim.terms).toEqual(['swimming']);
    // Embedded, the wh-word's noun comes before the subject: "what time my bus leaves".
    expect(analyse('Could you remind me what time my bus leaves?').answerType).toEqual({ kind: 'date', subject: 'time' });
  });

  it('reads "how many weeks ago" as when, not as a count or a length', () => {
    const ago = analyse('How many weeks ago did I go to the dentist?');
    expect(ago.answerType.kind).toBe('date');
    expect(ago.aggregation).toBeNull();
    expect(ago.terms).toEqual(['dentist']);
  });
});
