/**
 * Fitness apps' summary screens and a child's lesson card, as people screenshot them: a tile's label
 * over or under its figure ("Calories" / "712 Cal", "1h 38m" / "Moving time"), a result's time that is
 * a length ("Time: 24:08"), a count labelled by the plural asked ("Lengths 60"), a card's "Day:" field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 52.2053, lon: 0.1218 };
const shot = (name: string, local: string, lines: string[]) => memoryRow(name, local, HOME, { kind: 'screenshot', has_text: true, ocr_text: lines.join('\n') });

describe('fitness app screens and lesson cards', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-fitness-apps');
    engine = await engineOver(base, [
      shot('run.png', '2025-06-08T09:41:00', ['Morning Run', 'Sunday, 8 June 2025 at 08:02', 'Distance', '10.21 km', 'Pace', '5:34 /km', 'Moving Time', '56:53', 'Calories', '712 Cal', 'Avg Heart Rate', '152 bpm']),
      shot('ride.png', '2025-06-07T15:30:00', ['Afternoon Ride', '7 Jun 2025', '42.6 km', 'Distance', '1h 38m', 'Moving time', '26.1 km/h', 'Avg speed']),
      shot('swim.png', '2025-06-09T07:50:00', ['Pool Swim', 'Mon, Jun 9', 'Distance 1,500 m', 'Lengths 60', 'Pool length 25 m', 'Time 34:10']),
      shot('watch.png', '2025-03-09T11:00:00', ['RUNNING', 'SUN, MAR 9 2025', 'DISTANCE 21.12 KM', 'TIME 1:52:40', 'AVG PACE 5:20 /KM', 'MAX HR 181', 'AVG HR 158', 'CALORIES 1,402']),
      shot('result.png', '2025-06-14T11:00:00', ['Park run results', 'S. REID', 'Event #512', '14/06/2025', 'Time: 24:08', 'Position: 143 of 512']),
      memoryRow('lessons.jpg', '2025-04-28T12:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['JUNIOR SWIM LESSONS - SUMMER TERM', 'Name: Lily Reid', 'Stage 4', 'Day: Wednesday', 'Time: 16:30 - 17:00', 'Term dates: 30 Apr - 16 Jul'].join('\n') }),
      memoryRow('receipt.jpg', '2025-06-13T13:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['CORNER SHOP', 'MILK 1.15', 'TOTAL 1.15', '13/06/25 12:58'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2025-06-16T12:00:00Z', noLlm: true })).answer;

  it('reads a unit asked from a tile that names it over its figure', async () => {
    expect(await ask('How many calories did I burn on my run?')).toMatch(/^712 Cal/);
  });

  it('reads hours and minutes as a tile figure, and a moving time as how long', async () => {
    expect(await ask('How long was my bike ride?')).toMatch(/^1 h 38 min/);
  });

  it('reads a result\'s time as the length it took, not a time of day', async () => {
    expect(await ask('What was my park run time?')).toMatch(/^24:08/);
  });

  it('counts by a plural label with its number beside it', async () => {
    expect(await ask('How many lengths did I swim?')).toMatch(/^60 lengths/);
  });

  it('reads a label that shortens the measure asked, word by word or by initials', async () => {
    expect(await ask('What was my average heart rate on the 21 km run in March?')).toMatch(/^158/);
  });

  it('reads a card\'s day field as the day a lesson recurs on', async () => {
    expect(await ask('What day is swimming lesson?')).toMatch(/^Wednesday 16:30/);
  });
});
