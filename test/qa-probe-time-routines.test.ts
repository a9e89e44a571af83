/**
 * Everyday routines photographed over months: gym displays, run and ride summaries, step counters,
 * pharmacy labels, barber receipts. Questions ask what one of them prints ("how many mg", "how often do
 * I take it", "my step count", "my longest run", "my heart rate") and how long ago something was;
 * each is a printed value or a time since, not a count of the photos. Made-up documents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { spelledOut } from '../electron/engine/qa/kind-of';
import { asksHowOften, printedFrequency } from '../electron/engine/qa/how-often';
import { withElapsed } from '../electron/engine/qa/elapsed';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.8008, lon: -1.5491 };
const STATIN = ['ATORVASTATIN 20MG TABLETS', 'Take ONE tablet at night', 'Qty: 28 tablets', 'Mr S. Carter', 'Northside Pharmacy 18/03/25'];
const PPI = ['OMEPRAZOLE 20 mg', 'gastro-resistant capsules', 'Take ONE capsule TWICE a day before food', '56 capsules', 'Keep out of reach of children'];

describe('short forms of units, directions and times since', () => {
  it('spells out a unit written short, by its commonest sense', () => {
    expect(spelledOut('mg')).toBe('milligram');
    expect(spelledOut('km')).toBe('kilometer');
  });

  it('reads how often from directions, and only when asked what one does', () => {
    expect(asksHowOften('how often do I take omeprazole')).toBe(true);
    expect(asksHowOften('how often did I go to the gym')).toBe(false);
    expect(printedFrequency(PPI, 'how often do I take omeprazole')).toEqual({ value: 'TWICE a day', line: 'Take ONE capsule TWICE a day before food' });
    expect(printedFrequency(STATIN, 'how often should I take the atorvastatin')?.value).toBe('at night');
    expect(printedFrequency(['Every 3 hours', 'Free parking'], 'how often do I take omeprazole')).toBeNull();
    // Directions in the passive, or a rate with no number: still how often.
    expect(printedFrequency(['LANSOPRAZOLE 30MG CAPS', 'ONE to be taken EACH MORNING'], 'how often do I take lansoprazole')?.value).toBe('EACH MORNING');
    expect(printedFrequency(['Salbutamol 100 micrograms inhaler', 'Inhale 2 puffs when required'], 'how often can I use my inhaler')?.value).toBe('when required');
    // A shop's hours are no directions.
    expect(printedFrequency(['PUREFIT GYM', 'Open daily 6am-10pm'], 'how often do I go to the gym')).toBeNull();
    expect(asksHowOften('how many times a day can I take ibuprofen')).toBe(true);
  });

  it('puts the time since the day found after its part of the answer', () => {
    const now = Date.UTC(2025, 5, 12, 10);
    expect(withElapsed("Most recently on Apr 26, 2025, in Leeds — Men's cut", 'how long ago was my last haircut', now)).toBe("Most recently on Apr 26, 2025, in Leeds (7 weeks ago) — Men's cut");
    expect(withElapsed('On Feb 20, 2025 — dentist', 'how many days ago did I see the dentist', now)).toBe('On Feb 20, 2025 (112 days ago) — dentist');
    expect(withElapsed('On Jun 12, 2025', 'how long ago was the dentist', now)).toBe('On Jun 12, 2025 (today)');
    expect(withElapsed('On Jun 20, 2025 — dentist', 'how long ago was the dentist', now)).toBe('On Jun 20, 2025 — dentist');
    expect(withElapsed('On Apr 26, 2025', 'when was my last haircut', now)).toBe('On Apr 26, 2025');
  });
});

describe('routines over months', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-time-routines');
    const doc = (name: string, local: string, kind: 'photo' | 'screenshot', lines: string[]) => memoryRow(name, local, HOME, { kind, has_text: true, ocr_text: lines.join('\n') });
    engine = await engineOver(base, [
      doc('treadmill.jpg', '2025-04-03T07:15:00', 'photo', ['WORKOUT SUMMARY', 'TIME 32:15', 'DISTANCE 5.02 KM', 'CALORIES 356', 'AVG PACE 6:25 /KM', 'AVG HEART RATE 148']),
      doc('run1.png', '2025-04-12T10:05:00', 'screenshot', ['Morning Run', 'Saturday, April 12, 2025', 'Distance 10.24 km', 'Moving Time 58:41', 'Avg Pace 5:44 /km']),
      doc('run2.png', '2025-04-20T19:30:00', 'screenshot', ['Evening Run', 'Sunday, April 20, 2025', 'Distance 5.01 km', 'Time 24:58', 'Pace 4:59 /km']),
      doc('run3.png', '2024-07-13T09:00:00', 'screenshot', ['Morning Run', 'July 13, 2024', 'Distance 6.80 km', 'Time 41:02']),
      doc('ride.png', '2025-05-10T16:20:00', 'screenshot', ['Afternoon Ride', 'May 10, 2025', 'Distance 42.6 km', 'Moving time 1:48:22', 'Avg speed 23.6 km/h']),
      doc('steps.png', '2025-05-20T22:10:00', 'screenshot', ['Steps', 'Today', '11,482', 'steps', 'Daily average: 8,930', '7.9 km', '412 kcal']),
      doc('statin.jpg', '2025-03-18T17:00:00', 'photo', STATIN),
      doc('ppi.jpg', '2025-05-02T16:40:00', 'photo', PPI),
      doc('barber1.jpg', '2025-02-15T11:30:00', 'photo', ['SHARP CUTS BARBERS', "Men's cut £18.00", 'Beard trim £6.00', 'Total £24.00', '15/02/2025']),
      doc('barber2.jpg', '2025-04-26T10:45:00', 'photo', ['SHARP CUTS BARBERS', "Men's cut £18.00", 'Total £18.00', '26/04/2025']),
      doc('ibuprofen.jpg', '2025-05-20T16:40:00', 'photo', ['IBUPROFEN 400MG TABLETS', 'Take 1 tablet 3 times daily with food', '24 tablets']),
      doc('pb.png', '2025-05-25T09:30:00', 'screenshot', ['Evening Run', '5.01 km in 24:52', 'New PB! 5K 24:52']),
      doc('efforts.png', '2025-05-18T09:30:00', 'screenshot', ['Sunday Run', '10.24 km · 58:41', 'Best efforts: 10K 57:20 · 5K 28:05']),
      doc('cafe.jpg', '2025-05-05T08:14:00', 'photo', ['THE DAILY GRIND', 'Flat White 3.40', 'Almond Croissant 2.95', 'TOTAL £6.35']),
      memoryRow('dog.jpg', '2025-05-11T14:00:00', HOME, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2025-06-12T10:00:00Z', noLlm: true })).answer;

  it('reads "how many mg" as the printed strength, not a count of labels', async () => {
    expect(await ask('how many mg is my atorvastatin')).toMatch(/^20 MG — ATORVASTATIN 20MG TABLETS/i);
    expect(await ask('how many mg of omeprazole do I take')).toMatch(/^20 mg — OMEPRAZOLE 20 mg/);
  });

  it('answers "how often do I take it" from the directions, and what was done from the photos', async () => {
    expect(await ask('how often do I take omeprazole')).toMatch(/^TWICE a day — Take ONE capsule TWICE a day before food/);
    expect(await ask('how often should I take my atorvastatin')).toMatch(/^at night — Take ONE tablet at night/);
    expect(await ask('how often did I go running')).toMatch(/times a week/);
    expect(await ask('how many times a day can I take ibuprofen')).toMatch(/^3 times daily — /);
  });

  it('reads a named count as the printed number', async () => {
    expect(await ask("what's my step count on 20 May")).toMatch(/^11,482\b/);
  });

  it('compares the distances of runs for the longest, leaving the ride out', async () => {
    expect(await ask('what was my longest run')).toMatch(/^10\.24 km/);
    expect(await ask('what is the furthest I have run')).toMatch(/^10\.24 km/);
  });

  it('compares the times a label names within a line, a time being better the less', async () => {
    expect(await ask('what is my fastest 5k')).toMatch(/^24:52 — /);
    expect(await ask('what was my fastest 5k time')).toMatch(/^24:52 — /);
  });

  it('reads a display figure beside a longer label without a colon', async () => {
    expect(await ask('what was my heart rate on the treadmill')).toMatch(/^148 — /);
  });

  it('says how long ago, after the day found', async () => {
    expect(await ask('how long ago was my last haircut')).toMatch(/^Most recently on Apr 26, 2025, in .* \(7 weeks ago\) — /);
    expect(await ask('how many weeks ago did I get my hair cut')).toMatch(/Apr 26, 2025.*\(7 weeks ago\)/);
  });
});
