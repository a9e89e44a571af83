/**
 * "Where did Marco's class go on their school trip": a school's letter prints the outing as a label and
 * where it went as the value ("18/04 GITA SCOLASTICA: MUSEO DI STORIA NATURALE"). A label that names a
 * journey (WordNet's excursions, tours and trips; visiting, a kind of travelling), printed in English
 * or in a language the library loads, holds the destination — not the town the letter was photographed in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { tripDestination } from '../electron/engine/qa/trip-destination';
import { loadTranslations } from '../electron/engine/qa/lexicon/translations';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const TURIN = { lat: 45.0703, lon: 7.6869 };
const NOW = '2028-09-01T10:00:00+02:00';

describe("where someone's outing went", () => {
  it('reads the value of a label naming a journey, in English and abroad', async () => {
    const letter = ['Year 4 news', 'Trip cost: 12.50', 'Field trip: Science Museum', 'Swimming: Tuesdays'];
    expect(tripDestination(letter, 'Where did the kids go on their field trip?')).toEqual({ value: 'Science Museum', line: 'Field trip: Science Museum' });
    // Not asked about an outing, the letter's labels say nothing of where.
    expect(tripDestination(letter, 'Where did I park?')).toBeNull();
    await loadTranslations(['por']);
    expect(tripDestination(['TURMA 2.A', '09/03 VISITA DE ESTUDO: JARDIM BOTANICO', 'PARTIDA: 09H00'], 'Where did her class go on the school trip?')?.value).toBe('JARDIM BOTANICO');
    // A value with a figure is when or how much of the outing, not where.
    expect(tripDestination(['VISITA DE ESTUDO: 09/03 09H00'], 'Where did her class go on the school trip?')).toBeNull();
  });

  describe('a library in Italy', () => {
    let engine: Engine;
    beforeAll(async () => {
      await loadTranslations(['ita']);
      engine = await engineOver(await tempDir('trip-destination'), library(TURIN, (doc) => [
        doc('letter.jpg', '2028-04-03T17:45:00', ['SCUOLA PRIMARIA STATALE', 'AVVISO ALLE FAMIGLIE - APRILE 2028', 'CLASSE 2A', '18/04 GITA SCOLASTICA: MUSEO DI STORIA NATURALE', '  (PORTARE PRANZO AL SACCO)', '29/04 RECITA DI FINE ANNO 17H']),
        doc('cake.jpg', '2028-04-20T12:10:00', ['PASTICCERIA DEL PONTE', 'ORDINE N. 512', 'TORTA ALLA FRUTTA 1,5 KG', 'SCRITTA: AUGURI MARCO 8 ANNI', 'RITIRO: SAB 22/04 ORE 10', 'TOTALE 36,00 EUR']),
      ]));
    });
    afterAll(async () => engine.close());

    it('answers the destination the letter prints', async () => {
      const r = await engine.ask({ question: "Where did Marco's class go on their school trip in April?", now: NOW, noLlm: true });
      expect(r.answer).toMatch(/^MUSEO DI STORIA NATURALE\b/);
    });
  });
});
