/**
 * A device's screen prints a setting as its verb and the value after "to", "at" or "for" ("Set to
 * 21.0°", "Set for 06:30"): "what is the thermostat set to" is that value, not the screen's title.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledBy } from '../electron/engine/qa/labelled-value';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const lines = (t: string[]) => t.map((text) => ({ text, height: null }));
const THERMOSTAT = ['Living Room', 'Heating', 'Set to 21.0°', 'Inside now 19.5°', 'Humidity 48%', 'Schedule', '06:30 Comfort 21°', '22:30 Eco 17°'];
const shot = (name: string, local: string, text: string[]) => memoryRow(name, local, HOME, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });

describe('a setting printed with its verb', () => {
  it('reads the value after the verb and its preposition', () => {
    expect(labelledBy(lines(THERMOSTAT), 'set', 'What is the thermostat set to?')?.value).toBe('21.0°');
    expect(labelledBy(lines(['Alarm', 'Set for 06:45', 'Mon–Fri', 'Snooze 9 min']), 'set', 'What is my alarm set for?')?.value).toBe('06:45');
    // A word after the preposition is no setting's figure.
    expect(labelledBy(lines(['Mode', 'Set to auto']), 'set', 'What is the mode set to?')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-setting-value'), [
      shot('thermostat.png', '2025-11-22T08:15:00', THERMOSTAT),
      shot('oven.png', '2025-11-21T18:00:00', ['Oven', 'Fan 180°C', 'Timer 25:00']),
      shot('weather.png', '2025-11-22T07:00:00', ['Manchester', 'Light rain', '7°', 'H:9° L:3°']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers what the thermostat is set to', async () => {
    const out = await engine.ask({ question: 'What is the thermostat set to?', now: '2025-11-23T12:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^21\.0°/);
  });
});
