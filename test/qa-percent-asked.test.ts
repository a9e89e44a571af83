/**
 * "What was the chance of rain": a probability (WordNet: chance is a synonym of probability, odds a
 * kind of it) is printed as a percentage, and the one on the line that says the question's words
 * answers ("Chance of rain 80%", not the phone's battery "87%"), not the town the screen shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { asksPercent, printedPercent } from '../electron/engine/qa/percent';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const WEATHER = ['09:41 87%', 'Bristol', '12°', 'Light rain', 'H:14° L:6°', 'Chance of rain 80%', 'Humidity 91%', 'Wind 18 mph SW'];

describe('a probability asked', () => {
  it('knows a chance and odds as probabilities', () => {
    expect(asksPercent('chance')).toBe(true);
    expect(asksPercent('odds')).toBe(true);
    expect(asksPercent('percentage')).toBe(true);
    expect(asksPercent('password')).toBe(false);
  });

  it('reads the percentage on the line that says the asked words', () => {
    expect(printedPercent(WEATHER, 'What was the chance of rain?')?.value).toBe('80%');
    expect(printedPercent(['Sale ends Sunday', 'Price £20'], 'What was the chance of rain?')).toBeNull();
  });

  describe('asked of a weather screen among others', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('percent-asked'), [
        doc('weather.jpg', '2025-03-12T07:30:00', WEATHER),
        doc('walk.jpg', '2025-03-15T11:00:00', ['Walking', '25 min', '1.9 km', 'ETA 11:32']),
        doc('receipt.jpg', '2025-03-03T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'TOTAL  1.20']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('answers the percentage, not the town', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('What was the chance of rain?')).toMatch(/^80% —/);
    });
  });
});
