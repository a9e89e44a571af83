/**
 * "How many times did we eat out": a meal out leaves a bill that prints neither "restaurant" nor
 * "meal", only the dishes and drinks, each a kind of food to WordNet. Eating out is a kind of eating,
 * and to eat is to "take in solid food": the food a receipt lists is what the question is about, and a
 * hardware receipt or a parking slip that only shares its TOTAL is not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { consumedBy } from '../electron/engine/qa/lexicon/goods';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const GALWAY = { lat: 53.2707, lon: -9.0568 };
const NOW = '2027-09-01T10:00:00+01:00';

describe('what a verb takes in', () => {
  it('is the food or drink its definition ends on, or its broader verb’s', () => {
    expect(consumedBy('eat')).toContain('food');
    expect(consumedBy('dine')).toContain('supper');
    // "Eat out: eat at a restaurant": the place is where, eating says what.
    expect(consumedBy('eat out')).toContain('food');
    // A verb done to a thing or in one takes nothing in: "drive a vehicle", "travel through water".
    expect(consumedBy('drive')).toEqual([]);
    expect(consumedBy('swim')).toEqual([]);
  });
});

describe('meals out counted from their bills', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('eat-out'), library(GALWAY, (doc) => [
      doc('IMG_0812.jpg', '2027-08-12T19:44:00', ['HARBOUR LIGHT', 'TABLE 6', '12/08/2027 19:40', 'FISH PIE 16.50', 'MUSSELS 14.00', 'STOUT x2 11.00', 'TOTAL 41.50']),
      doc('IMG_0813.jpg', '2027-08-13T10:20:00', ['WESTSIDE HARDWARE', '13/08/2027 10:18', 'HINGES x2 8.40', 'WOOD GLUE 5.99', 'TOTAL 14.39']),
      doc('IMG_0814.jpg', '2027-08-14T13:10:00', ['CORNER KITCHEN', '14/08/2027 13:05', 'LAMB STEW 15.00', 'APPLE TART 6.50', 'TOTAL 21.50']),
      doc('IMG_0816.jpg', '2027-08-15T08:10:00', ['QUAYSIDE CAR PARK', 'ENTRY 08:02', 'PAID 4.50']),
      doc('IMG_0815.jpg', '2027-08-15T08:55:00', ['BLUE DOOR', '15/08/2027 08:50', 'PORRIDGE 7.00', 'SCONE 3.50', 'TEA 2.80', 'TOTAL 13.30']),
    ]));
  });
  afterAll(async () => engine.close());

  it('counts the three bills that list dishes, not the receipts that only share a total', async () => {
    const r = await engine.ask({ question: 'How many times did we eat out in Galway?', now: NOW, noLlm: true });
    expect(r.answer).toMatch(/^3 times\b/);
  });
});
