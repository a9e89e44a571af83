/**
 * "The parking ticket I got outside the house": a preposition of place before a noun phrase says where,
 * which the phrase's own words search. Kept as a word to match, "outside" is WordNet's noun too (a
 * region), whose stem a heading's "REGIONAL" shares: a castle's entry ticket from a regional heritage
 * office outranked the parking fine itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { questionWords } from '../electron/engine/qa/question-words';
import { loadTranslations } from '../electron/engine/qa/lexicon/translations';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const VALENCIA = { lat: 39.4699, lon: -0.3763 };
const NOW = '2028-10-01T10:00:00+02:00';

describe('a preposition of place in a question', () => {
  it('is no word to look for before the place it relates to, and stays an adverb alone', () => {
    expect([...questionWords('How much was the parking ticket I got outside the house?')]).not.toContain('outside');
    expect([...questionWords('Where did I eat near the station?')]).not.toContain('near');
    expect([...questionWords('What was the temperature outside?')]).toContain('outside');
  });

  describe('a library in Spain', () => {
    let engine: Engine;
    beforeAll(async () => {
      await loadTranslations(['spa']);
      engine = await engineOver(await tempDir('place-preposition'), library(VALENCIA, (doc) => [
        doc('fine.jpg', '2028-02-14T09:20:00', ['POLICIA LOCAL', 'BOLETIN DE DENUNCIA', 'N. 2028/55310', 'MATRICULA: 8812-KLM', 'FECHA: 14/02/2028 09:05', 'ESTACIONAMIENTO EN ZONA RESERVADA', 'MULTA: 45,00 EUR']),
        doc('castle.jpg', '2028-08-03T11:40:00', ['SERVICIO REGIONAL DE PATRIMONIO', 'CASTILLO DE LA PENA', '03/08/2028 11:35', 'ENTRADA GENERAL X2 10,00', 'TOTAL 10,00 EUR']),
      ]));
    });
    afterAll(async () => engine.close());

    it("answers the fine's amount, not the castle's entry", async () => {
      const r = await engine.ask({ question: 'How much was that parking ticket I got outside the house?', now: NOW, noLlm: true });
      expect(r.answer).toMatch(/^45,00\b/);
    });
  });
});
