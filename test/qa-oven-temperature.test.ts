/**
 * "What temperature does the lasagne go in at": a recipe prints its oven's temperature as degrees
 * whatever it labels them ("Oven 190°C / Gas 5", "Preheat oven to 180C (160C fan)"), and of the best
 * matches the one about the dish named answers, not another recipe that prints the word "temperature".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { printedTemperature } from '../electron/engine/qa/temperature';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };

describe('an oven temperature on a recipe', () => {
  it('reads degrees on the line that says the asked words first', () => {
    expect(printedTemperature(['Serves 6', 'Oven 190°C / Gas 5'], 'What temperature is the oven?')?.value).toBe('190°C');
    expect(printedTemperature(['3 ripe bananas', 'Preheat oven to 180C (160C fan)'], 'What temperature for the banana bread?')?.value).toBe('180C');
    expect(printedTemperature(['Soft 50g', 'Oven Gas mark 6'], 'What oven temperature?')?.value).toBe('Gas mark 6');
    // A price or a count is no temperature.
    expect(printedTemperature(['Flour £1.20', '2 eggs'], 'What temperature?')).toBeNull();
  });

  describe('asked of several recipes', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('oven-temperature'), [
        doc('lasagne.jpg', '2025-02-01T18:00:00', ['CLASSIC BEEF LASAGNE', 'Serves 6', 'Prep 30 mins  Cook 45 mins', 'Oven 190°C / Gas 5', '500g beef mince', '12 lasagne sheets']),
        doc('banana-bread.jpg', '2025-02-10T10:00:00', ['Banana Bread', 'Preheat oven to 180C (160C fan)', '3 ripe bananas', '100g butter, melted']),
        doc('roast.jpg', '2025-03-01T12:00:00', ['Roast chicken', 'Oven temperature: 200°C', 'Roasting time: 1 hr 30 min']),
        doc('receipt.jpg', '2025-03-03T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'TOTAL  1.20']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('answers from the named dish', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('What temperature does the lasagne go in the oven?')).toMatch(/^190°C —/);
      expect(await ask('What oven temperature for the lasagne?')).toMatch(/^190°C —/);
      expect(await ask('What temperature for the banana bread?')).toMatch(/^180C —/);
      expect(await ask('What temperature do I roast the chicken at?')).toMatch(/^200°C —/);
    });
  });
});
