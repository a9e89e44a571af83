/**
 * A timer or a stopwatch shows its length as a clock would, alone under its name ("Timer" / "12:45"):
 * asked how long, that figure is the length, not the days between photos. Only a timepiece (WordNet)
 * is read so: a film's "19:30" on a cinema's screen is when it starts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { timepieceReading } from '../electron/engine/qa/timepiece';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const shot = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });

describe('a length a timepiece shows', () => {
  it('reads the figure under a timepiece the question names, and no other clock', () => {
    expect(timepieceReading(['Clock', 'Timer', '12:45', 'Pause  Cancel'], ['timer'])).toEqual({ value: '12:45', line: 'Timer · 12:45' });
    expect(timepieceReading(['Stopwatch', '1:02:37', 'Lap  Reset'], ['stopwatch'])?.value).toBe('1:02:37');
    expect(timepieceReading(['Now showing', 'Film', '19:30'], ['film'])).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('timepiece'), [
      shot('timer.png', '2027-08-04T12:30:00', ['Clock', 'Timer', '12:45', 'Pause  Cancel']),
      shot('timer-old.png', '2027-08-02T18:00:00', ['Clock', 'Alarm', '6:30', 'Mon–Fri']),
      shot('cinema.png', '2027-08-03T17:00:00', ['ODEON', 'Film', '19:30', 'Screen 4']),
      shot('recipe.png', '2027-08-01T17:00:00', ['LASAGNE', 'Bake for 40 min at 190C']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2027-08-05T09:00:00Z', noLlm: true })).answer;

  it('answers the timer, not the days between screenshots', async () => {
    expect(await ask('How long was the timer set for?')).toMatch(/^12:45 — Timer · 12:45/);
    expect(await ask('How long does the lasagne bake?')).toMatch(/^40 min/);
  });
});
