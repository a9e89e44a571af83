/**
 * A setting kept for some days of the week prints each time with its days, beside or under it (an
 * alarm list's "6:30" / "Mon–Fri" / "8:00" / "Sat Sun"): asked of a day, the time whose days hold it
 * answers, not the first time on the screen. A row of opening hours (a span) is no such setting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { timeForDays } from '../electron/engine/qa/days-time';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 55.9533, lon: -3.1883 };
const ALARMS = ['Alarms', '6:30', 'Mon–Fri', '8:00', 'Sat Sun', '+'];
const shot = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });

describe('a time set for some days of the week', () => {
  it('reads the time whose days hold the asked ones', () => {
    expect(timeForDays(ALARMS, 'What time is my alarm on weekends?')?.value).toBe('8:00');
    expect(timeForDays(ALARMS, 'What time is my alarm on Wednesdays?')?.value).toBe('6:30');
    expect(timeForDays(ALARMS, 'What time is my weekday alarm?')).toEqual({ value: '6:30', line: '6:30 · Mon–Fri' });
    expect(timeForDays(['Bins', 'Weekdays 7:15', 'Saturdays 9:00'], 'When do the bins go out on Saturdays?')?.value).toBe('9:00');
    // Opening hours print spans, which opening-hours.ts reads.
    expect(timeForDays(['Mon–Fri 9:00–17:00', 'Sat 10:00–16:00'], 'What time does it open on Saturdays?')).toBeNull();
    expect(timeForDays(ALARMS, 'What time is my alarm?')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('days-time'), [
      shot('alarms.png', '2027-08-04T07:00:00', ALARMS),
      shot('pharmacy.png', '2027-08-02T12:00:00', ['HIGH STREET PHARMACY', 'Opening hours', 'Mon–Fri 9:00–18:00', 'Sat 9:00–13:00']),
      shot('recipe.png', '2027-08-01T17:00:00', ['LASAGNE', 'Bake for 40 min at 190C']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2027-08-05T09:00:00Z', noLlm: true })).answer;

  it('answers the alarm of the asked days', async () => {
    expect(await ask('What time is my alarm on weekends?')).toMatch(/^8:00 — 8:00 · Sat Sun/);
    expect(await ask('What time is my weekday alarm?')).toMatch(/^6:30 — 6:30 · Mon–Fri/);
    expect(await ask('What time does the pharmacy close on Saturdays?')).toMatch(/13:00/);
  });
});
