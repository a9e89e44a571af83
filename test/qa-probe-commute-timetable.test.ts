/**
 * A bus stop's timetable, made up: the departures run under the days they run on, the last one is
 * named, and a line says when there is no service. "What time is the last bus" is that named time, and
 * "when is the first bus on weekdays" the first time under the weekdays' heading, not a day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { firstOrLast } from '../electron/engine/qa/first-last';
import { weeklyDay } from '../electron/engine/qa/weekly';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const STOP = ['Stop 14B High Street', 'Route 42 to Airport', 'Monday to Friday', '06:15 06:45 07:10 07:35 08:00', 'then every 20 minutes until 18:40', 'Saturday', '07:30 08:30 09:30 then hourly until 17:30', 'Last bus 23:10', 'No service on Sundays'];
const TRAM = ['CITY TRAMS', 'Mon-Fri', 'First tram 05:52', 'Last tram 00:14', 'Sat & Sun', 'First tram 06:30', 'Last tram 00:44'];

describe('the first or last departure of a timetable', () => {
  it('reads the time printed after the word asked', () => {
    expect(firstOrLast(STOP, 'What time is the last bus?')).toMatchObject({ value: '23:10' });
    expect(firstOrLast(TRAM, 'When is the last tram on Saturday?')).toMatchObject({ value: '00:44' });
    expect(firstOrLast(TRAM, 'What time is the first tram on weekdays?')).toMatchObject({ value: '05:52' });
  });

  it('reads the first or last time of the asked days\' run', () => {
    expect(firstOrLast(STOP, 'When is the first bus on weekdays?')).toMatchObject({ value: '06:15' });
    expect(firstOrLast(STOP, 'When is the first bus on Saturdays?')).toMatchObject({ value: '07:30' });
    expect(firstOrLast(STOP, 'What time is the last bus Monday to Friday?')).toMatchObject({ value: '18:40' });
  });

  it('leaves an occasion in the past and other ends alone', () => {
    expect(firstOrLast(STOP, 'When was my last visit to the dentist?')).toBeNull();
    expect(firstOrLast(['Last updated 10:32', 'Bus 42 due 5 min'], 'When is the last bus?')).toBeNull();
  });
});

describe('a weekday a schedule says there is none on', () => {
  it('is not the day the thing recurs on', () => {
    expect(weeklyDay(['FARMERS MARKET', 'No market on Sundays', 'Open Saturdays 8am'], 'When is the farmers market?')).toMatchObject({ value: 'Saturdays 8am' });
    expect(weeklyDay(['Yoga with Priya', 'Every Tuesday 7pm', 'Except Tuesdays in August'], 'When is yoga?')).toMatchObject({ value: 'Every Tuesday 7pm' });
  });
});

let engine: Engine;
beforeAll(async () => {
  const base = await tempDir('qa-probe-commute-timetable');
  engine = await engineOver(base, [
    memoryRow('stop.jpg', '2025-02-20T17:30:00', HOME, { kind: 'photo', has_text: true, ocr_text: STOP.join('\n') }),
    memoryRow('ticket.jpg', '2025-03-14T07:43:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['METRO BUS', 'DAY RIDER', 'VALID: 14 MAR 2025', 'FARE £5.20'].join('\n') }),
  ]);
}, 120_000);
afterAll(async () => {
  await engine?.close();
});

describe('asked of a library', () => {
  it('answers with the time, not a weekday', async () => {
    const now = '2025-03-20T12:00:00Z';
    expect((await engine.ask({ question: 'What time is the last bus from High Street?', now, noLlm: true })).answer).toMatch(/23:10 — /);
    expect((await engine.ask({ question: 'When is the first bus on weekdays?', now, noLlm: true })).answer).toMatch(/^06:15 — /);
  });
});

describe('a first or last that is no departure', () => {
  it('is left to the other readers', () => {
    expect(firstOrLast(['ROTA', 'Saturday', '09:00-17:00'], 'When is my last shift on Saturday?')).toBeNull();
  });
});
