/**
 * Yes or no of a weekday a forecast or a timetable sets out: "will it rain on Saturday" asks the
 * forecast's Saturday, not photos taken on a Saturday; "is there yoga on Wednesday" the classes under
 * the gym's WEDNESDAY; "is there a bus on Sunday" a timetable that says "No service on Sundays".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { dayVerdict } from '../electron/engine/qa/day-section';
import { extractDateRange } from '../electron/engine/search/date-range';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 55.9533, lon: -3.1883 };
const WEATHER = ['Edinburgh', '8°', 'Overcast', '10-DAY FORECAST', 'Today', 'Cloudy', '6° 10°', 'Thu', 'Drizzle 60%', '5° 9°', 'Fri', 'Sunny', '3° 11°', 'Sat', 'Heavy rain 90%', '7° 10°'];
const GYM = ['CLASS TIMETABLE', 'MONDAY', '18:00 Spin', 'TUESDAY', '19:00 Yoga', 'WEDNESDAY', '12:30 Pilates'];
const BUS = ['Route 26', 'Seton Sands - Clermiston', 'Monday to Saturday', 'Princes St 06:10 06:40 07:10', 'No service on Sundays'];
const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));

describe('a weekday\'s yes or no: readers', () => {
  it('reads "will it", "is there" with a bare weekday as a forecast\'s or a timetable\'s day, not a date', () => {
    const now = new Date('2025-11-12T08:00:00Z');
    expect(extractDateRange('Will it rain on Saturday?', now).range).toBeNull();
    expect(extractDateRange('Is there yoga on Tuesday?', now).range).toBeNull();
    expect(extractDateRange('Did it rain on Saturday?', now).range).not.toBeNull();
  });

  it('decides by what is set under the day, or by a line that denies the day', () => {
    expect(dayVerdict([lines(WEATHER)], 'Will it rain on Saturday?')).toMatchObject({ verdict: 'Yes' });
    expect(dayVerdict([lines(WEATHER)], 'Will it rain on Friday?')).toMatchObject({ verdict: 'No' });
    expect(dayVerdict([lines(WEATHER)], 'Is it going to be sunny on Friday?')).toMatchObject({ verdict: 'Yes' });
    expect(dayVerdict([lines(GYM)], 'Is there yoga on Wednesday?')).toMatchObject({ verdict: 'No', line: 'WEDNESDAY 12:30 Pilates' });
    expect(dayVerdict([lines(['Receipt', 'TOTAL 4.50']), lines(BUS)], 'Is there a bus on Sunday?')).toMatchObject({ verdict: 'No', line: 'No service on Sundays', index: 1 });
  });

  it('leaves a day the best match prints otherwise, and the past, to the other readers', () => {
    expect(dayVerdict([lines(['OPENING HOURS', 'Sunday 10am - 4pm']), lines(BUS)], 'Is it open on Sunday?')).toBeNull();
    expect(dayVerdict([lines(WEATHER)], 'Did it rain on Saturday?')).toBeNull();
  });
});

describe('a weekday\'s yes or no: asked of a library', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-timetables-forecast');
    const doc = (name: string, at: string, texts: string[], kind: 'photo' | 'screenshot' = 'photo') => memoryRow(name, at, HOME, { kind, has_text: true, ocr_text: texts.join('\n') });
    engine = await engineOver(base, [
      doc('weather.png', '2025-11-12T07:30:00', WEATHER, 'screenshot'),
      doc('gym.jpg', '2025-10-01T10:00:00', GYM),
      doc('bus.jpg', '2025-09-20T22:00:00', BUS),
      doc('receipt.jpg', '2025-11-08T13:00:00', ['CORNER SHOP', 'Milk 1.20', 'TOTAL 1.20']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2025-11-12T09:00:00Z', noLlm: true })).answer;

  it('answers from the forecast\'s day, not from photos taken on that weekday', async () => {
    expect(await ask('Will it rain on Saturday?')).toMatch(/^Yes — Sat Heavy rain 90%/);
    expect(await ask('Will it rain on Friday?')).toMatch(/^No — Fri Sunny/);
  });

  it('answers from the timetable\'s day', async () => {
    expect(await ask('Is there yoga on Wednesday?')).toMatch(/^No — WEDNESDAY 12:30 Pilates/);
    expect(await ask('Is there a bus on Sunday?')).toMatch(/^No — No service on Sundays/);
  });
});
