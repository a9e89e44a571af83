/**
 * A word WordNet's tagged corpus never saw has no sense first by use: "bike" is listed a motorcycle
 * first and a bicycle second, and only the bicycle was seen, as "bicycle". Its translations are then
 * the bicycle's ("bicicleta"), and a bicycle repair is found over a motorcycle's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { commonSenses } from '../electron/engine/qa/lexicon/common-senses';
import { loadTranslations } from '../electron/engine/qa/lexicon/translations';
import { wordnet } from '../electron/engine/qa/lexicon/wordnet';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const MADRID = { lat: 40.4168, lon: -3.7038 };
const NOW = '2027-10-01T10:00:00+02:00';

describe('the sense of a word the corpus never saw', () => {
  it('is, for a noun, the one sense the corpus saw through a synonym, else the first listed', () => {
    const db = wordnet();
    const bike = db.lookup('bike', 'n')!;
    expect(db.synset(commonSenses(bike, db)[0]!, 'n').words).toContain('bicycle');
    // "centre": several senses were seen, as "center"; the corpus does not tell them apart.
    const centre = db.lookup('centre', 'n')!;
    expect(commonSenses(centre, db)).toEqual([centre.offsets[0]]);
    // An untagged verb keeps its listed first sense: "centre" is "center", not "concentrate".
    const centreVerb = db.lookup('centre', 'v')!;
    expect(commonSenses(centreVerb, db)).toEqual([centreVerb.offsets[0]]);
  });

  describe('a library in Madrid', () => {
    let engine: Engine;
    beforeAll(async () => {
      await loadTranslations(['spa']);
      engine = await engineOver(await tempDir('unseen-word-sense'), library(MADRID, (doc) => [
        doc('motos.jpg', '2027-05-11T17:20:00', ['TALLER LAS ACACIAS', 'FACTURA 11/05/2027', 'REPARACION MOTO 85,00', 'TOTAL 85,00 EUR']),
        doc('bicis.jpg', '2027-06-14T12:05:00', ['TALLER DEL PUENTE', 'FACTURA 14/06/2027', 'REPARACION BICICLETA 32,00', 'TOTAL 32,00 EUR']),
      ]));
    });
    afterAll(async () => engine.close());

    it('finds the bicycle repair', async () => {
      const res = await engine.ask({ question: 'How much was the bike repair?', now: NOW, noLlm: true });
      expect(res.answer).toMatch(/32,00/);
    });
  });
});
