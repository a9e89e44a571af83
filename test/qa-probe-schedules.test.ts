/**
 * Schedules people photograph: a school's term dates handed out in the summer, an after-school club
 * timetable set day over club, a lesson's card with the weekday on its own line, a theatre ticket, a
 * club's meeting night. Asked what a real parent asks: the half term of a month, the club on a weekday,
 * what day, what time it finishes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { extractDateRange } from '../electron/engine/search/date-range';
import { printsDayIn } from '../electron/engine/qa/planned';
import { dayRow } from '../electron/engine/qa/labelled-value';
import { weeklyDay } from '../electron/engine/qa/weekly';
import { askedClock, spanEnd } from '../electron/engine/qa/time-lead';
import { askedMonthFirst } from '../electron/engine/qa/asked-month';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 52.2053, lon: 0.1218 };
const TERMS = ['Hollybrook Primary School', 'Term Dates 2025-2026', 'Autumn Term', 'Starts: Wednesday 3 September 2025', 'Half term: 27 October - 31 October 2025', 'Ends: Friday 19 December 2025', 'Spring Term', 'Starts: Monday 5 January 2026', 'Half term: 16 February - 20 February 2026', 'Ends: Friday 27 March 2026'];
const CLUBS = ['AFTER SCHOOL CLUBS - AUTUMN', 'Monday', 'Chess Club 3.15-4.15', 'Tuesday', 'Netball 3.30-4.30', 'Wednesday', 'Coding Club 3.15-4.30', 'Thursday', 'Football 3.30-4.30'];
const SWIM = ['Swimming Lessons', 'Thursday', '5:00pm - 5:45pm', 'Leisure Pool, Lane 3', 'Starts 11 September'];
const TICKET = ['Your tickets', 'Macbeth', 'Playhouse Theatre', 'Feb 21, 2026 (SAT 21 FEB 2026 19:30)', 'Stalls Row F Seat 12'];
const SCOUTS = ['1st Millbrook Beavers', 'Meetings:', 'Tuesdays 6:30pm - 8:00pm', 'Scout Hut, Mill Lane'];
const NOW = new Date('2025-12-05T10:00:00Z');

describe('schedules: readers', () => {
  it('reads a weekday asked of what a timetable puts on it as no date', () => {
    expect(extractDateRange('What club is on Wednesday?', NOW).range).toBeNull();
    expect(extractDateRange('Which class is on Tuesday at the gym?', NOW).range).toBeNull();
    expect(extractDateRange('What club did I go to on Wednesday?', NOW).range).not.toBeNull();
  });

  it('reads a year plan photographed months ahead by the dates it prints with their year', () => {
    const feb = { from: Date.UTC(2026, 1, 1), to: Date.UTC(2026, 2, 1) - 1 };
    expect(printsDayIn(TERMS.join('\n'), Date.UTC(2025, 6, 10), feb)).toBe(true);
    // A bare "12 February" on a flyer seven months before is not read as next February's.
    expect(printsDayIn('Quiz night 12 February', Date.UTC(2025, 6, 10), feb)).toBe(false);
  });

  it('reads the line under a weekday heading as what is on that day', () => {
    const lines = CLUBS.map((text) => ({ text, height: null }));
    expect(dayRow(lines, 'What club is on Wednesday?')?.value).toBe('Coding Club 3.15-4.30');
    expect(dayRow(lines, 'Which club is on Wednesdays?')?.value).toBe('Coding Club 3.15-4.30');
    expect(dayRow(lines, 'What club is on Friday?')).toBeNull();
  });

  it('reads a weekday on its own line as the day a thing recurs on', () => {
    expect(weeklyDay(SWIM, 'What day is swimming?')?.value).toBe('Thursday 5:00pm');
    expect(weeklyDay(CLUBS, 'What day is football?')?.value).toMatch(/^Thursday\b/);
    // A dated line is one occasion.
    expect(weeklyDay(['Starts: Wednesday 3 September 2025'], 'When is the start?')).toBeNull();
  });

  it('reads the end of a span when the question asks when it finishes', () => {
    expect(spanEnd('-4.30', 'What time does football club finish?')).toBe('4.30');
    expect(spanEnd('-4.30', 'What time does football club start?')).toBeNull();
    expect(weeklyDay(SCOUTS, 'What time does Beavers finish?')?.value).toMatch(/^8:00pm\b/);
    expect(askedClock('SAT 21 FEB 2026 19:30', 'What time does Macbeth start?')).toBe('19:30');
    expect(askedClock('SAT 21 FEB 2026 19:30', 'When is Macbeth?')).toBeNull();
  });

  it('puts the line that prints the asked month first', () => {
    expect(askedMonthFirst(TERMS, 'When is the February half term?')[0]).toBe('Half term: 16 February - 20 February 2026');
    expect(askedMonthFirst(TERMS, 'When is half term?')).toEqual(TERMS);
  });
});

describe('schedules: asked of a library', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-schedules');
    const doc = (name: string, at: string, lines: string[], kind: 'photo' | 'screenshot' = 'photo') => memoryRow(name, at, HOME, { kind, has_text: true, ocr_text: lines.join('\n') });
    engine = await engineOver(base, [
      doc('terms.jpg', '2025-07-10T16:00:00', TERMS),
      doc('clubs.jpg', '2025-09-08T15:30:00', CLUBS),
      doc('swim.jpg', '2025-09-01T10:00:00', SWIM),
      doc('ticket.png', '2025-12-01T20:00:00', TICKET, 'screenshot'),
      doc('beavers.jpg', '2025-09-15T19:00:00', SCOUTS),
      doc('receipt.jpg', '2025-11-20T13:00:00', ['CORNER SHOP', 'Milk 1.20', 'Bread 0.95', 'TOTAL 2.15']),
      doc('dentist.jpg', '2025-11-02T12:00:00', ['BRIGHT SMILE DENTAL', 'APPOINTMENT CARD', 'Patient: Oliver', 'Date: Tue 18 Nov 2025', 'Time: 4:15 pm']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: NOW.toISOString(), noLlm: true })).answer;

  it('finds the half term of the asked month on a sheet photographed in the summer', async () => {
    expect(await ask('When is the February half term?')).toMatch(/^Feb 16, 2026/);
    expect(await ask('When is half term in February?')).toMatch(/^Feb 16, 2026/);
  });

  it('reads what club is on a weekday off the timetable', async () => {
    expect(await ask('What club is on Wednesday?')).toMatch(/^Coding Club/);
    expect(await ask('Which club is on Wednesdays?')).toMatch(/^Coding Club/);
  });

  it('answers the weekday, not the start date, for what day a lesson is', async () => {
    expect(await ask('What day is swimming?')).toMatch(/^Thursday/);
    expect(await ask('When are swimming lessons?')).toMatch(/^Thursday/);
  });

  it('leads with the time asked', async () => {
    expect(await ask('What time does football club finish?')).toMatch(/^4\.30\b/);
    expect(await ask('What time does Beavers finish?')).toMatch(/^8:00pm\b/);
    expect(await ask('What time does Macbeth start?')).toMatch(/^19:30 on Feb 21, 2026/);
  });
});
