/**
 * Weekly timetables: a gym's classes set day over day ("TUESDAY" over its classes), a school week set
 * as "Tuesday: French, History", a weather app's week ("Sat" over its forecast) and a bin calendar whose
 * recycling goes every other week. Asked what a member, a parent or a householder asks: what is on a
 * weekday, when the recycling goes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { daySection } from '../electron/engine/qa/day-section';
import { weeklyDay } from '../electron/engine/qa/weekly';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 50.8225, lon: -0.1372 };
const GYM = ['PULSE FITNESS - CLASS TIMETABLE', 'MONDAY', '07:00 Spin', '18:30 Kettlebells', 'TUESDAY', '06:45 Circuits', '19:15 Yoga', 'WEDNESDAY', '12:30 Pilates', 'SATURDAY', '09:00 Bootcamp', '11:00 Aqua fit'];
const SCHOOL = ['Class 5B weekly timetable', 'Monday: Maths, Reading, PE', 'Tuesday: Science, Spelling, Music', 'Wednesday: Maths, Art, Swimming'];
const WEATHER = ['Brighton', '14°', 'Sunny intervals', '7-DAY FORECAST', 'Today', 'Cloudy', 'Fri', 'Light rain 70%', 'Sat', 'Sunny', 'Sun', 'Thunderstorms 80%'];
const BINS = ['Household waste collections', 'Recycling: every other Wednesday', 'Refuse: Thursdays', 'Food waste: every Thursday'];
const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));

describe('weekly timetables: readers', () => {
  it('reads everything under the asked day\'s heading, up to the next day', () => {
    expect(daySection(lines(GYM), 'What classes are on Tuesday?')?.value).toBe('06:45 Circuits, 19:15 Yoga');
    expect(daySection(lines(GYM), "What's on at the gym on Saturday?")?.value).toBe('09:00 Bootcamp, 11:00 Aqua fit');
    expect(daySection(lines(SCHOOL), 'What lessons are on Tuesday?')?.value).toBe('Science, Spelling, Music');
    // A forecast's day by its short form; "Sunny" is no Sunday.
    expect(daySection(lines(WEATHER), 'What is the weather like on Saturday?')?.value).toBe('Sunny');
    expect(daySection(lines(WEATHER), 'What is the weather like on Sunday?')?.value).toBe('Thunderstorms 80%');
  });

  it('leaves a day not printed, and a question about the past, alone', () => {
    expect(daySection(lines(GYM), 'What classes are on Friday?')).toBeNull();
    expect(daySection(lines(GYM), 'What did I do on Tuesday?')).toBeNull();
    expect(daySection(lines(['Swimming lessons', 'Thursday', '5:00pm - 5:45pm']), 'What is on Thursday?')).toBeNull();
  });

  it('reads a habit every other week as the day it recurs on', () => {
    expect(weeklyDay(BINS, 'When is the recycling collected?')?.value).toBe('every other Wednesday');
    expect(weeklyDay(['Green bin: fortnightly on Mondays'], 'When is the green bin collected?')?.value).toBe('fortnightly on Mondays');
    expect(weeklyDay(BINS, 'What day is refuse?')?.value).toBe('Thursdays');
  });
});

describe('weekly timetables: asked of a library', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-timetables-week');
    const doc = (name: string, at: string, texts: string[], kind: 'photo' | 'screenshot' = 'photo') => memoryRow(name, at, HOME, { kind, has_text: true, ocr_text: texts.join('\n') });
    engine = await engineOver(base, [
      doc('gym.jpg', '2025-09-01T10:00:00', GYM),
      doc('school.jpg', '2025-09-04T16:00:00', SCHOOL),
      doc('weather.png', '2025-10-02T07:30:00', WEATHER, 'screenshot'),
      doc('bins.jpg', '2025-04-01T09:00:00', BINS),
      doc('receipt.jpg', '2025-10-01T13:00:00', ['CORNER SHOP', 'Milk 1.20', 'Bread 0.95', 'TOTAL 2.15']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2025-10-02T09:00:00Z', noLlm: true })).answer;

  it('answers what is on the day from the day\'s heading, not the whole week', async () => {
    expect(await ask("What's on at the gym on Saturday?")).toMatch(/^09:00 Bootcamp, 11:00 Aqua fit —/);
    expect(await ask('What lessons are on Tuesday?')).toMatch(/^Science, Spelling, Music —/);
  });

  it('answers the every-other-week day the recycling goes', async () => {
    expect(await ask('When is the recycling collected?')).toMatch(/^every other Wednesday\b/);
  });
});
