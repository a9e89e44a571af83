/**
 * Exam and training probes: where an occasion is held is its "Venue:", whatever the occasion is
 * called; a leave balance's tiles ("Remaining" over "14 days") are read as label and duration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledPlace } from '../electron/engine/qa/place-label';
import { printedDuration } from '../electron/engine/qa/printed-date';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.752, lon: -1.2577 };
const EXAM = ['Exam timetable', 'ECON2002 Macroeconomics', 'Date: 21 May 2026', 'Start: 14:00', 'Duration: 3 hours', 'Venue: Examination Schools, South Room', 'Seat: 88'];
const COURSE = ['Booking confirmed', 'Course: Fire Marshal Training', 'Date: Tuesday 9 June 2026', 'Time: 10:00 - 13:00', 'Venue: Conference Room B, Level 2'];
const BALANCE = ['Leave balance', 'Entitlement', '25 days', 'Taken', '7 days', 'Remaining', '18 days'];

describe('where an occasion is held', () => {
  it('is its venue, whatever the question calls it', () => {
    expect(labelledPlace(EXAM, 'Where is my exam?')).toMatchObject({ value: 'Examination Schools, South Room' });
    expect(labelledPlace(COURSE, 'Where is the training course?')).toMatchObject({ value: 'Conference Room B, Level 2' });
  });
  it('leaves a label for where a thing merely is alone', () => {
    expect(labelledPlace(['ParkRight', 'Location: Riverside', 'Bay 14'], 'where did I park?')).toBeNull();
  });
});

describe('a leave balance\'s tiles', () => {
  it('reads the figure under the label the question names', () => {
    expect(printedDuration(BALANCE, ['holiday', 'left', 'remaining'], 'How many days holiday do I have remaining?')).toMatchObject({ value: '18 days' });
    expect(printedDuration(BALANCE, ['entitlement'], 'What is my holiday entitlement?')).toMatchObject({ value: '25 days' });
  });
});

describe('asked of a library of exam and training bookings', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-education-venue');
    const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(base, [
      doc('exam.png', '2026-04-28T20:00:00', EXAM),
      doc('course.png', '2026-05-20T09:00:00', COURSE),
      doc('balance.png', '2026-05-01T12:00:00', BALANCE),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = (question: string) => engine.ask({ question, now: '2026-05-25T09:00:00Z', noLlm: true });

  it('answers where by the venue', async () => {
    expect((await ask('Where is my macroeconomics exam?')).answer).toMatch(/^Examination Schools, South Room — /);
    expect((await ask('Where is the fire marshal course?')).answer).toMatch(/^Conference Room B, Level 2 — /);
  });

  it('answers the days left on a leave balance', async () => {
    expect((await ask('How many days of leave are remaining?')).answer).toMatch(/^18 days — /);
  });
});
