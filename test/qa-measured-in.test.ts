/**
 * "What did the electricity meter read": two meters photographed side by side print the same label
 * and a figure each, one in kWh, one in m3. WordNet defines a kilowatt as a unit of power, a sense of
 * electricity: the figure in kWh is the electricity meter's, the figure in cubic metres is not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { measuredIn, unitsMeasuring } from '../electron/engine/qa/lexicon/measured-in';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const PORTO = { lat: 41.1579, lon: -8.6291 };
const NOW = '2027-10-01T10:00:00+01:00';

describe('a figure in the unit of what the question names', () => {
  it("reads a unit's symbol, counted over time too, by the quantity WordNet defines it by", () => {
    const electric = unitsMeasuring('electricity');
    expect(measuredIn('METER 77 301 552\n18830 kWh', electric)).toBe(true);
    expect(measuredIn('Output 3.6 kW', electric)).toBe(true);
    expect(measuredIn('METER 40C 118 206\n01294 m3', electric)).toBe(false);
    // A symbol with no figure before it measures nothing.
    expect(measuredIn('kWh used this month', electric)).toBe(false);
  });

  describe('two meters read on moving day', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('measured-in'), library(PORTO, (doc) => [
        doc('meter-a.jpg', '2027-08-14T08:02:00', ['ALDERTON', 'CONTADOR 77 301 552', '18830 kWh']),
        doc('meter-b.jpg', '2027-08-14T08:06:00', ['BRAMWELL', 'CONTADOR 40 118 206', '01294 m3']),
      ]));
    });
    afterAll(async () => engine.close());

    it('answers the electricity meter with the figure in kWh', async () => {
      const r = await engine.ask({ question: 'What did the electricity meter read when we moved out?', now: NOW, noLlm: true });
      expect(r.answer).toMatch(/^18830 kWh\b/);
    });
  });
});
