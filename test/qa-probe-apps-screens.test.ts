/**
 * Phone app screenshots: a status bar's clock on the first line, then tiles of a label over its figure
 * or a figure over its label, and signed amounts in a bank app's list. Made-up screens of a maps app's
 * route, a step counter and a bank's recent transactions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { joinStacked } from '../electron/engine/qa/stacked';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const DRIVE = ['17:05', 'Your location', 'Home', '32 min', '(14.2 mi)', 'Fastest route now due to traffic conditions', 'via M60', 'Arrive 17:37', 'Start'];
const WALK = ['10:02', 'Walking', '18 min', '1.4 km', 'to Central Library', 'Mostly flat', 'Steps'];
const STEPS = ['21:58', 'Steps', '8,432', 'Distance', '6.1 km', 'Flights Climbed', '12'];
const BANK = ['12:30', 'Current Account', 'Recent transactions', 'Grocer', '-£23.40', 'Streaming', '−£10.99', 'Employer', '+£2,150.00'];

describe('an app screen under a status bar', () => {
  it('takes no status-bar clock for the figure of the tile under it, and joins signed amounts', () => {
    expect(joinStacked(STEPS)).toEqual(['21:58', 'Steps: 8,432', 'Distance: 6.1 km', 'Flights Climbed: 12']);
    expect(joinStacked(BANK)).toEqual(['12:30', 'Current Account', 'Recent transactions', 'Grocer: -£23.40', 'Streaming: −£10.99', 'Employer: +£2,150.00']);
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-apps-screens');
    const shot = (name: string, at: string, lines: string[]) => memoryRow(name, at, HOME, { kind: 'screenshot', has_text: true, ocr_text: lines.join('\n') });
    engine = await engineOver(base, [
      shot('Screenshot_drive.png', '2025-05-12T17:05:00', DRIVE),
      shot('Screenshot_walk.png', '2025-05-14T10:02:00', WALK),
      shot('Screenshot_steps.png', '2025-05-17T21:58:00', STEPS),
      shot('Screenshot_chat.png', '2025-05-15T16:40:00', ['16:40', 'Messages', 'Dad', 'Landed safely, see you at 6']),
      memoryRow('cafe.jpg', '2025-05-10T11:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['CORNER CAFE', 'Flat white 3.20', 'TOTAL 3.20'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = (question: string) => engine.ask({ question, now: '2025-05-19T09:00:00Z', noLlm: true });

  it('reads a route\'s duration under the line that names where or how, not a span of days', async () => {
    expect((await ask('How long is the drive home?')).answer).toMatch(/^32 min\b/);
    expect((await ask('How long is the walk to the library?')).answer).toMatch(/^18 min\b/);
  });

  it('counts the steps a tile prints, not the phone\'s clock', async () => {
    expect((await ask('How many steps did I do on Saturday?')).answer).toMatch(/^8,432\b/);
  });
});

const WEATHER = ['07:41', 'Manchester', '14°', 'Light Rain', 'H:16° L:9°', 'Rain expected around 15:00.', 'UV INDEX', '3', 'Moderate', 'SUNSET', '20:52', 'WIND', '12 mph', 'HUMIDITY', '81%', 'FEELS LIKE', '12°'];
const ALARMS = ['22:05', 'Alarm', 'Edit', '6:30 AM', 'Weekdays', '8:45 AM', 'Sat, Sun', '5:10 AM', 'Airport'];
const ACCOUNT = ['12:30', 'Current Account', '20-45-71 43128876', 'Available balance', '£1,284.56', 'Recent transactions', 'Grocer', '-£23.40', 'Employer', '+£2,150.00'];

describe('times and amounts an app sets as tiles', () => {
  it('joins degrees, and a day list with commas, as a tile\'s figure and label', () => {
    expect(joinStacked(WEATHER)).toContain('FEELS LIKE: 12°');
    expect(joinStacked(WEATHER)).toContain('HUMIDITY: 81%');
    expect(joinStacked(ALARMS)).toEqual(['22:05', 'Alarm', 'Edit', 'Weekdays: 6:30 AM', 'Sat, Sun: 8:45 AM', 'Airport: 5:10 AM']);
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-apps-tiles');
    const shot = (name: string, at: string, lines: string[]) => memoryRow(name, at, HOME, { kind: 'screenshot', has_text: true, ocr_text: lines.join('\n') });
    engine = await engineOver(base, [
      shot('Screenshot_weather.png', '2025-05-09T07:41:00', WEATHER),
      shot('Screenshot_alarms.png', '2025-05-11T22:05:00', ALARMS),
      shot('Screenshot_bank.png', '2025-05-16T12:30:00', ACCOUNT),
      memoryRow('cafe.jpg', '2025-05-10T11:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['CORNER CAFE', 'Flat white 3.20', 'TOTAL 3.20'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = (question: string) => engine.ask({ question, now: '2025-05-19T09:00:00Z', noLlm: true });

  it('reads the time under the asked label, not the first time the screen prints', async () => {
    expect((await ask('What time is sunset?')).answer).toMatch(/^SUNSET: 20:52\b/);
    expect((await ask('What time is the airport alarm?')).answer).toMatch(/^Airport: 5:10 AM\b/);
  });

  it('answers what is in an account with its balance, not the largest amount listed', async () => {
    expect((await ask('How much is in my current account?')).answer).toMatch(/^£1,284\.56 —/);
    expect((await ask('How much money do I have in my current account?')).answer).toMatch(/^£1,284\.56 —/);
  });
});

const SAVER = ['12:31', 'Easy Saver', 'Balance', '£6,420.00', 'Interest rate', '3.75% AER', 'Interest earned this year', '£118.22'];

describe('a savings account screen', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-apps-saver');
    engine = await engineOver(base, [
      memoryRow('Screenshot_saver.png', '2025-05-16T12:31:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: SAVER.join('\n') }),
      memoryRow('cafe.jpg', '2025-05-10T11:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['CORNER CAFE', 'Flat white 3.20', 'TOTAL 3.20'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = (question: string) => engine.ask({ question, now: '2025-05-19T09:00:00Z', noLlm: true });

  it('takes a percentage for a rate, never for an amount of money', async () => {
    expect((await ask('How much interest have I earned?')).answer).toMatch(/^£118\.22 —/);
    expect((await ask('What interest rate does my savings account pay?')).answer).toMatch(/^3\.75% —/);
  });
});
