/**
 * "What was the high in Tenby": a day's high and low are its temperatures as a weather screen prints
 * them, after the word or its first letters ("H:24°  L:13°", "Hi 24", "Low 7°"), or as the higher and
 * lower of a pair ("13° / 21°"); not the first word under the town's name ("Sunny").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { printedTemperature } from '../electron/engine/qa/temperature';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };

describe('a day\'s high and low', () => {
  it('reads the degrees after the extreme\'s word or its first letters, else of a pair', () => {
    expect(printedTemperature(['Tenby', 'Sunny', 'H:24°  L:13°'], 'What was the high?', 'high')?.value).toBe('24°');
    expect(printedTemperature(['Tenby', 'Sunny', 'H:24°  L:13°'], 'What was the low?', 'low')?.value).toBe('13°');
    expect(printedTemperature(['Hi 19°C  Lo 8°C'], 'What was the low?', 'low')?.value).toBe('8°C');
    expect(printedTemperature(['Tomorrow', '13° / 21°'], 'What is the high tomorrow?', 'high')?.value).toBe('21°');
    expect(printedTemperature(['Feels like 22°', 'Low 7°'], 'What was the low?', 'low')?.value).toBe('7°');
  });

  describe('asked of two towns\' weather screens', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('day-high-low'), [
        doc('weather-a.png', '2025-06-12T07:00:00', ['Tenby', 'Sunny', 'H:24°  L:13°', 'Wind 12 mph', 'UV 7']),
        doc('weather-b.png', '2025-06-12T07:01:00', ['Aviemore', 'Cloudy', 'H:16°  L:7°', 'Wind 20 mph', 'UV 3']),
        doc('recipe.jpg', '2025-06-01T18:00:00', ['LEMON DRIZZLE', 'Preheat oven to 180C (160C fan)', 'Bake 45 min']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('answers the named town\'s high and low', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-06-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('What was the high in Tenby?')).toMatch(/^24°/);
      expect(await ask('What was the low in Aviemore?')).toMatch(/^7°/);
    });
  });
});
