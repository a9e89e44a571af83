/**
 * A weather app's screenshot prints its days as rows, its own "Today" and "Tomorrow" first and then
 * weekdays, each with its temperatures before the words ("Tomorrow 15° Sunny intervals", "Mon 11°
 * Cloudy"). "What's the weather tomorrow" asked the day it was taken is the Tomorrow row, "on Monday"
 * the Monday row, and "will it rain tomorrow" is decided by the Tomorrow row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };

describe("a forecast's day rows", () => {
  let engine: Engine;
  beforeAll(async () => {
    const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(await tempDir('forecast-rows'), [
      doc('weather.png', '2025-03-08T08:00:00', ['Weather', 'Bristol', 'Today 12° Light rain', 'Tomorrow 15° Sunny intervals', 'Mon 11° Cloudy', 'Tue 9° Showers']),
      doc('old-weather.png', '2025-02-20T08:00:00', ['Weather', 'Bristol', 'Today 4° Sleet', 'Tomorrow 2° Snow', 'Sat 3° Cloudy']),
      doc('receipt.jpg', '2025-03-07T10:00:00', ['CORNER SHOP', 'UMBRELLA  6.00', 'TOTAL  6.00']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('reads the asked day\'s row, temperatures first', async () => {
    const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-08T09:00:00Z', noLlm: true })).answer;
    expect(await ask("What's the weather tomorrow?")).toMatch(/^15° Sunny intervals —/);
    expect(await ask("What's the weather on Monday?")).toMatch(/^11° Cloudy —/);
  });

  it("decides a yes or no by the Tomorrow row, not Today's", async () => {
    const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-08T09:00:00Z', noLlm: true })).answer;
    expect(await ask('Will it rain tomorrow?')).toMatch(/^No — Tomorrow 15° Sunny intervals/);
    expect(await ask('Will it be sunny tomorrow?')).toMatch(/^Yes — Tomorrow 15° Sunny intervals/);
  });
});
