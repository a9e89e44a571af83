/**
 * "What's our new address?" names no word a bill or a removal quote prints: the address is the line
 * shaped like one (a house number and a street word, in English or a loaded language's "Calle",
 * "Avenida"). "New" asks the newest the household's documents print, "old" the one before it; a shop
 * that heads its own receipts with its street is not the household's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { namesStreet, streetAddress } from '../electron/engine/qa/address';
import { loadTranslations } from '../electron/engine/qa/lexicon/translations';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const VALENCIA = { lat: 39.4699, lon: -0.3763 };
const NOW = '2027-09-20T10:00:00+02:00';

const lines = (...texts: string[]) => texts.map((text) => ({ text, height: null }));

describe('a street address read by the shape of its line', () => {
  it("knows a loaded language's street words, not an English word that is one too", async () => {
    await loadTranslations(['spa']);
    expect(namesStreet('Calle')).toBe(true);
    expect(namesStreet('Avenida')).toBe(true);
    expect(namesStreet('via')).toBe(false);
    expect(streetAddress(lines('FERRETERIA NUEVA', 'CALLE DEL OLIVO 23', 'TOTAL 12,40'))?.value).toBe('CALLE DEL OLIVO 23');
    expect(streetAddress(lines('Travel via Gate 12'))).toBeNull();
  });

  describe('a household that moved', () => {
    let engine: Engine;
    beforeAll(async () => {
      await loadTranslations(['spa']);
      engine = await engineOver(await tempDir('street-address'), library(VALENCIA, (doc) => [
        doc('gas-jan.jpg', '2027-01-14T09:00:00', ['GASLUZ LEVANTE', 'Factura enero 2027', 'Importe: 48,20 €', 'Calle del Olivo 23, 1 B']),
        doc('gas-mar.jpg', '2027-03-14T09:00:00', ['GASLUZ LEVANTE', 'Factura marzo 2027', 'Importe: 51,75 €', 'Calle del Olivo 23, 1 B']),
        doc('removals.jpg', '2027-05-02T18:30:00', ['TRANSPORTES BRISA', 'PRESUPUESTO 118/27', 'ORIGEN: CALLE DEL OLIVO 23, 1 B', 'DESTINO: AVENIDA DE LOS NARANJOS 76, 3 C', 'TOTAL: 560,00 EUR']),
        doc('fibre-jul.jpg', '2027-07-11T09:00:00', ['ONDARED', 'Factura julio 2027', 'Importe: 32,90 €', 'Avenida de los Naranjos 76']),
        doc('bakery.jpg', '2027-08-30T08:15:00', ['HORNO SANTA RITA', 'Calle Mayor 9', 'PAN 1,20', 'TOTAL 1,20']),
        doc('bakery-2.jpg', '2027-09-06T08:10:00', ['HORNO SANTA RITA', 'Calle Mayor 9', 'PAN 1,20', 'CROISSANT 1,10', 'TOTAL 2,30']),
      ]));
    });
    afterAll(async () => engine.close());

    it('answers "new" with the newest address the household is sent', async () => {
      const r = await engine.ask({ question: "What's our new address?", now: NOW, noLlm: true });
      expect(r.answer).toMatch(/^Avenida de los Naranjos 76\b/i);
    });

    it('answers "old" with the address before it', async () => {
      const r = await engine.ask({ question: 'What was our old address?', now: NOW, noLlm: true });
      expect(r.answer).toMatch(/^(?:ORIGEN: )?Calle del Olivo 23\b/i);
    });
  });
});
