/**
 * A phrase WordNet lists whose tables give it no translation is a kind of its last word in one sense
 * of it: a parking ticket is a ticket as a summons, not as a pass. Abroad it is printed by the act of
 * that sense (to ticket, to fine: "MULTA", "AMENDE"), not by the pass's word ("ENTRADA", "BILLET").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { relatedWords } from '../electron/engine/qa/lexicon/related';
import { loadTranslations } from '../electron/engine/qa/lexicon/translations';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const VALENCIA = { lat: 39.4699, lon: -0.3763 };
const NOW = '2027-10-01T10:00:00+02:00';

describe("a phrase read in its head's sense abroad", () => {
  it("translates a parking ticket by the fine it is, and a removal company by its act as before", async () => {
    await loadTranslations(['spa', 'fra']);
    const words = (term: string) => relatedWords(term, { languages: ['spa', 'fra'] }).map((r) => r.word);
    expect(words('parking ticket')).toEqual(expect.arrayContaining(['multa', 'amende']));
    expect(words('removal company')).toContain('mudanza');
  });

  describe('a library in Valencia', () => {
    let engine: Engine;
    beforeAll(async () => {
      await loadTranslations(['spa']);
      engine = await engineOver(await tempDir('compound-sense-valencia'), library(VALENCIA, (doc) => [
        doc('museum.jpg', '2027-04-10T11:00:00', ['MUSEO DE BELLAS ARTES', '10/04/2027 11:00', 'BILLETE GENERAL X2 16,00', 'TOTAL 16,00 EUR']),
        doc('bus.jpg', '2027-04-12T08:10:00', ['EMT', 'BILLETE SENCILLO', 'LINEA 19', 'PRECIO 1,50 EUR']),
        doc('castle.jpg', '2027-06-03T10:40:00', ['CASTILLO DE SAGUNTO', 'BILLETE REDUCIDO 3,00', 'BILLETE GENERAL 5,00', 'TOTAL 8,00 EUR']),
        doc('train.jpg', '2027-06-20T07:55:00', ['CERCANIAS', 'BILLETE IDA Y VUELTA', 'VALENCIA NORD - GANDIA', 'IMPORTE 8,10 EUR']),
        doc('zoo.jpg', '2027-07-09T10:05:00', ['BIOPARC', 'BILLETE ADULTO X2 53,00', 'TOTAL 53,00 EUR']),
        doc('cinema.jpg', '2027-08-15T21:30:00', ['CINES LYS', 'BILLETE SALA 4 FILA F', 'PRECIO 7,50 EUR']),
        doc('fine.jpg', '2027-05-14T09:30:00', ['AJUNTAMENT - POLICIA LOCAL', 'DENUNCIA N. 88213', 'VEHICULO: 4471-KPD', 'ESTACIONAMIENTO SIN TITULO', 'MULTA: 45,00 EUR', 'PAGAR ANTES DEL 03/06/2027']),
      ]));
    });
    afterAll(async () => engine.close());

    it('answers the parking ticket from the fine, not the admission ticket', async () => {
      const fine = await engine.ask({ question: 'How much was that parking ticket I got?', now: NOW, noLlm: true });
      expect(fine.answer).toMatch(/^45,00\b/);
      expect(fine.references[0]?.path).toBe('/photos/fine.jpg');
    });
  });
});
