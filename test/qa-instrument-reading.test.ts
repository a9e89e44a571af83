/**
 * "What did the gas meter read?", "what does the gauge say?": the verb of an instrument's display asks
 * its reading, a number, whatever the instrument (WordNet: a meter, a gauge, a thermometer is a
 * measuring instrument); "what did the letter say" stays a question about words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { loadTranslations } from '../electron/engine/qa/lexicon/translations';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const LYON = { lat: 45.764, lon: 4.8357 };
const NOW = '2027-10-01T10:00:00+02:00';

describe("an instrument's reading", () => {
  it('is asked as a number by the verb of its display', () => {
    expect(answerTypeOf('What did the gas meter read?', null).kind).toBe('number');
    expect(answerTypeOf('What does the tyre gauge say?', null).kind).toBe('number');
    expect(answerTypeOf('What did the thermometer show?', null).kind).toBe('number');
    expect(answerTypeOf('What did the letter say?', null).kind).not.toBe('number');
  });

  describe('a library in Lyon', () => {
    let engine: Engine;
    beforeAll(async () => {
      await loadTranslations(['fra']);
      engine = await engineOver(await tempDir('instrument-lyon'), library(LYON, (doc) => [
        doc('meter.jpg', '2027-09-12T08:05:00', ['GRDF', 'COMPTEUR GAZ', '03381 m3']),
        doc('bakery.jpg', '2027-09-13T09:10:00', ['BOULANGERIE DU PARC', '13/09/2027 09:10', 'BAGUETTE 1,10', 'TOTAL 1,10 EUR']),
      ]));
    });
    afterAll(async () => engine.close());

    it('answers the figure the meter shows', async () => {
      const read = await engine.ask({ question: 'What did the gas meter read?', now: NOW, noLlm: true });
      expect(read.answer).toMatch(/^03381 m3\b/);
    });
  });
});
