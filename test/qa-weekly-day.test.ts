/**
 * "When is choir practice" asks a habit: a schedule prints the weekday it recurs on ("Tuesdays 7:30pm"),
 * not a date, and a one-off date on the same sheet (the concert) is another thing's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { weeklyDay } from '../electron/engine/qa/weekly';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 55.8642, lon: -4.2518 };
const SCHEDULE = ['HILLSIDE COMMUNITY CHOIR', 'Rehearsal schedule - Spring', 'Tuesdays 7:30pm, Adelaide Place', 'Concert: Sat 17 May, 7pm, Cottier Theatre'];
const CLUB = ['RIVERSIDE RUNNERS', 'Club runs: every Thursday at 18:30 from the boathouse', 'Parkrun: Saturdays 9am'];
const doc = (name: string, local: string, lines: string[]) => memoryRow(name, local, HOME, { kind: 'photo', has_text: true, ocr_text: lines.join('\n') });

describe('a weekly habit', () => {
  it('reads the weekday a schedule prints as a habit, the one that shares a word with the question first', () => {
    expect(weeklyDay(SCHEDULE, 'When is choir practice?')?.value).toBe('Tuesdays 7:30pm');
    expect(weeklyDay(CLUB, 'What day is parkrun?')?.value).toBe('Saturdays 9am');
    expect(weeklyDay(CLUB, 'When are club runs?')?.value).toBe('every Thursday 18:30');
  });

  it('leaves a question about an occasion alone', () => {
    expect(weeklyDay(SCHEDULE, 'When was the choir concert?')).toBeNull();
    expect(weeklyDay(SCHEDULE, 'When did I last go to choir?')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-weekly'), [
      doc('schedule.jpg', '2025-03-04T19:00:00', SCHEDULE),
      doc('bill.jpg', '2025-03-06T12:00:00', ['CORNER CAFE', 'Soup 4.50', 'Total 4.50']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the habit, not the concert printed beside it', async () => {
    const r = await engine.ask({ question: 'When is choir practice?', now: '2025-04-01T10:00:00Z', noLlm: true });
    expect(r.answer).toMatch(/^Tuesdays 7:30pm/);
  });
});
