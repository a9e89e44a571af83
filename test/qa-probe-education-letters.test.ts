/**
 * School and work letters probes: a sentence the letter wraps over two lines ("your overall rating is" /
 * "Exceeds Expectations."), and a schedule's time for the person the question names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { namedInSentence } from '../electron/engine/qa/copula';
import { timeWith } from '../electron/engine/qa/time-with';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.8008, lon: -1.5491 };
const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));
const REVIEW = ['STRICTLY CONFIDENTIAL', 'Dear Priya,', 'Mid-Year Review 2026', 'Thank you for meeting with me on 3 June. Your overall rating is', 'Fully Meets Expectations.', 'Kind regards,', 'Tom Hale'];
const EVENING = ['Year 11 Consultation Evening', 'Wednesday 12 November', 'Appointments 15:30 - 18:30', 'Dr Okafor (Physics) 16:05', 'Ms Lindqvist (English) 16:20', 'Mr Brandt (History) 17:45'];

describe('a sentence wrapped over two lines', () => {
  it('reads the value the next line opens with', () => {
    expect(namedInSentence(lines(REVIEW), 'rating', 'What was my performance rating?')).toMatchObject({ value: 'Fully Meets Expectations' });
  });
  it('reads the one a document sets a previous one against, and leaves two qualified alike alone', () => {
    expect(namedInSentence(lines(['Your previous rating is', 'Meets Expectations.', 'Your current rating is', 'Exceeds.']), 'rating', 'What is my rating?')?.value).toBe('Exceeds');
    expect(namedInSentence(lines(['Your team rating is', 'Meets Expectations.', 'Your personal rating is', 'Exceeds.']), 'rating', 'What is my rating?')).toBeNull();
    expect(namedInSentence(lines(['The rating is', 'pending.']), 'rating', 'What is my rating?')).toBeNull();
  });
});

describe('the time beside the person the question names', () => {
  it('reads the named person\'s line, not the session\'s span', () => {
    expect(timeWith(EVENING, 'What time is my appointment with Ms Lindqvist?')).toMatchObject({ value: '16:20' });
    expect(timeWith(EVENING, 'what time am I seeing Mr Brandt')).toMatchObject({ value: '17:45' });
    expect(timeWith(EVENING, 'What time is the consultation evening?')).toBeNull();
  });
});

describe('asked of a library of letters and schedules', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-education-letters');
    const doc = (name: string, at: string, kind: 'photo' | 'screenshot', text: string[]) => memoryRow(name, at, HOME, { kind, has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(base, [
      doc('review.jpg', '2026-06-10T12:00:00', 'photo', REVIEW),
      doc('evening.png', '2026-11-01T19:00:00', 'screenshot', EVENING),
      doc('menu.jpg', '2026-10-20T13:00:00', 'photo', ['CANTEEN', 'Soup of the day 2.10', 'Jacket potato 3.40']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = (question: string) => engine.ask({ question, now: '2026-11-05T09:00:00Z', noLlm: true });

  it('answers the rating a review letter gives', async () => {
    expect((await ask('What was my performance rating?')).answer).toMatch(/^Fully Meets Expectations — /);
  });

  it('answers the time of one teacher\'s appointment', async () => {
    expect((await ask('What time is my appointment with Dr Okafor?')).answer).toMatch(/^16:05 — /);
  });
});
