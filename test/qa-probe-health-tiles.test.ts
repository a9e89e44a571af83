/**
 * Fitness-app and booking screens print each figure as a tile, its label on a line of its own and the
 * figure above or below it ("Moving Time" / "52:18", "42.7 km" / "Distance"), and a role over the name
 * of who fills it ("Instructor" / "Leo Martins"). Made-up screens from a fitness and activities life.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { joinStacked } from '../electron/engine/qa/stacked';
import { printedClockSpan } from '../electron/engine/qa/printed-date';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const RUN = ['Morning Run', 'Sunday, 21 September 2025', 'Distance', '10.42 km', 'Moving Time', '52:18', 'Avg Pace', '5:01 /km', 'Avg Heart Rate', '152 bpm'];
const RIDE = ['Afternoon Ride', '42.7 km', 'Distance', '1:38:05', 'Moving Time', '26.1 km/h', 'Avg Speed', '480 m', 'Elevation Gain'];
const SWIM = ['Pool Swim', '1,500 m', '60 lengths · 25 m pool', 'Time 34:10', 'Avg pace 2:16 /100m'];
const STEPS = ['Activity', 'Saturday', 'Steps', '12,483', 'Distance 8.9 km', 'Floors 14'];
const SPIN = ['Booking confirmed', 'SPIN 45', 'Wed 17 Sep · 18:30–19:15', 'Instructor', 'Leo Martins', 'Studio 2'];
const YOGA = ['Booking confirmed', 'VINYASA YOGA', 'Fri 19 Sep · 07:00–08:00', 'Instructor', 'Hannah Cole', 'Studio 1'];

describe('an app screen of tiles', () => {
  it('joins each label to its figure, whichever is on top', () => {
    expect(joinStacked(RUN)).toEqual(['Morning Run', 'Sunday, 21 September 2025', 'Distance: 10.42 km', 'Moving Time: 52:18', 'Avg Pace: 5:01 /km', 'Avg Heart Rate: 152 bpm']);
    // A heading over figure-over-label tiles keeps its line.
    expect(joinStacked(RIDE)).toEqual(['Afternoon Ride', 'Distance: 42.7 km', 'Moving Time: 1:38:05', 'Avg Speed: 26.1 km/h', 'Elevation Gain: 480 m']);
    expect(joinStacked(STEPS)).toContain('Steps: 12,483');
    // A role over a name is no tile: names are not figures.
    expect(joinStacked(SPIN)).toEqual(SPIN);
  });

  it('reads the length an app prints as a tile, and minutes past 23 after "time"', () => {
    expect(printedClockSpan(RIDE)?.value).toBe('1 h 38 min');
    expect(printedClockSpan(RUN)?.value).toBe('52 min 18 s');
    expect(printedClockSpan(SWIM)?.value).toBe('34 min 10 s');
    // A time of day after "time" is still no length.
    expect(printedClockSpan(['Reporting time 08:15'])).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-health-tiles');
    const doc = (name: string, local: string, lines: string[]) => memoryRow(name, local, HOME, { kind: 'screenshot', has_text: true, ocr_text: lines.join('\n') });
    engine = await engineOver(base, [
      doc('run.png', '2025-09-21T10:30:00', RUN),
      doc('ride.png', '2025-09-27T12:00:00', RIDE),
      doc('swim.png', '2025-09-18T08:00:00', SWIM),
      doc('steps.png', '2025-09-27T22:00:00', STEPS),
      doc('spin.png', '2025-09-15T07:00:00', SPIN),
      doc('yoga.png', '2025-09-16T07:00:00', YOGA),
      doc('report.jpg', '2025-07-18T17:00:00', ['OAKFIELD PRIMARY SCHOOL', 'END OF YEAR REPORT', 'Class teacher: Mrs K. Adeyemi', 'Attendance: 96.4%']),
      memoryRow('beach.jpg', '2025-08-10T15:00:00', HOME, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2025-10-01T09:00:00Z', noLlm: true })).answer;

  it('answers how long a ride or swim took from its printed length, not the day it was on', async () => {
    expect(await ask('How long was the bike ride?')).toMatch(/^1 h 38 min — Moving Time: 1:38:05/);
    expect(await ask('How long did the ride take?')).toMatch(/^1 h 38 min/);
    expect(await ask('How long did the swim take?')).toMatch(/^34 min 10 s/);
  });

  it('counts the steps an activity screen prints under its label, thousands grouped', async () => {
    expect(await ask('How many steps did I walk?')).toMatch(/^12,483 steps/);
    expect(await ask('How many steps did I do on Saturday?')).toMatch(/^12,483 steps/);
  });

  it('names who fills a role printed over the name, asked by the role or by its verb', async () => {
    expect(await ask('Which instructor took the spin class?')).toMatch(/^Leo Martins/);
    expect(await ask("Who's the instructor for spin?")).toMatch(/^Leo Martins/);
    expect(await ask('Who is teaching the yoga class?')).toMatch(/^Hannah Cole/);
  });
});
