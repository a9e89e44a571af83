/**
 * "What day did we move house?" asked of a removal quote photographed weeks before the move: the quote
 * names the act in the library's language ("MUDANZAS", "UMZUG") and prints the day it is for under a
 * plain date label ("FECHA", "TERMIN"); that day is the answer, not the day the quote was photographed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { actDay } from '../electron/engine/qa/anchor-occasion';
import { loadTranslations } from '../electron/engine/qa/lexicon/translations';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const MADRID = { lat: 40.4168, lon: -3.7038 };
const NOW = '2027-09-01T10:00:00+02:00';
const TAKEN = Date.UTC(2027, 3, 10, 18);

describe("the day a plan prints for the asked act", () => {
  it('reads the one day ahead of the photo on a document naming the act, in a language loaded', async () => {
    await loadTranslations(['spa', 'deu']);
    const quote = ['MUDANZAS RIVERA S.L.', 'PRESUPUESTO N. 88/27', 'FECHA: VIE 14/05/2027 07:30', 'TOTAL 520,00 EUR'];
    expect(actDay(quote, TAKEN, ['move', 'house'], 'day-first')).toEqual({ day: Date.UTC(2027, 4, 14), line: 'FECHA: VIE 14/05/2027 07:30' });
    expect(actDay(['UMZUG KRAUSE', 'ANGEBOT 2231', 'TERMIN: FR 14.05.2027 07:30', 'GESAMT 520,00 EUR'], TAKEN, ['move'], 'day-first')?.day).toBe(Date.UTC(2027, 4, 14));
    // A document naming no word of the question is for something else; a day before the photo, or a
    // span, is not what a plan is for.
    expect(actDay(['TALLER LOPEZ', 'FECHA: VIE 14/05/2027', 'TOTAL 80,00 EUR'], TAKEN, ['move', 'house'], 'day-first')).toBeNull();
    expect(actDay(['MUDANZAS RIVERA S.L.', 'FECHA: LUN 05/04/2027'], TAKEN, ['move'], 'day-first')).toBeNull();
    expect(actDay(['MUDANZAS RIVERA S.L.', '14 - 16 MAYO 2027'], TAKEN, ['move'], 'day-first')).toBeNull();
  });

  describe('a library in Madrid', () => {
    let engine: Engine;
    beforeAll(async () => {
      await loadTranslations(['spa']);
      engine = await engineOver(await tempDir('plan-act-madrid'), library(MADRID, (doc) => [
        doc('quote.jpg', '2027-04-10T18:00:00', ['MUDANZAS RIVERA S.L.', 'PRESUPUESTO N. 88/27', 'DE: C. DEL PEZ 7', 'A: C. DE TOLEDO 90', 'FECHA: VIE 14/05/2027 07:30', 'TOTAL 520,00 EUR']),
        doc('bakery.jpg', '2027-06-02T09:10:00', ['PANADERIA LA ESPIGA', '02/06/2027 09:10', 'BARRA 1,20', 'TOTAL 1,20 EUR']),
      ]));
    });
    afterAll(async () => engine.close());

    it("answers the quote's day for the move", async () => {
      const moved = await engine.ask({ question: 'What day did we move house?', now: NOW, noLlm: true });
      expect(moved.answer).toMatch(/^On May 14, 2027/);
    });
  });
});
