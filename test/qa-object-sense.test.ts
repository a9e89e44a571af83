/**
 * A verb's sense as its object picks it: to "move house" is to change residence, WordNet's fourth
 * sense of "move", not to travel or to shift a thing. A removal firm's quote abroad prints that act as
 * a noun ("DÉMÉNAGEMENTS" in Lyon) and never the word for a house, which a guesthouse's key card and a
 * home insurance letter print.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { objectSenses, verbObjects } from '../electron/engine/qa/lexicon/object-sense';
import { loadTranslations } from '../electron/engine/qa/lexicon/translations';
import { wordRoles } from '../electron/engine/qa/lexicon/word-roles';
import { wordnet } from '../electron/engine/qa/lexicon/wordnet';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const LYON = { lat: 45.764, lon: 4.8357 };
const NOW = '2027-11-02T10:00:00+01:00';

describe("a verb's sense picked by its object", () => {
  it('keeps the senses whose definition names the object or a kind of it, seen in use', () => {
    const db = wordnet();
    const residence = objectSenses('move', 'house');
    expect(residence).toHaveLength(1);
    expect(db.synset(residence[0]!, 'v').definition).toMatch(/change residence/);
    // Inflected as asked.
    expect(objectSenses('moved', 'house')).toEqual(residence);
    // No definition names a car: the common senses stay.
    expect(objectSenses('move', 'car')).toEqual([]);
    // A rare sense naming the object ("book": register in a hotel booker) is not the one meant.
    expect(objectSenses('book', 'hotel')).toEqual([]);
  });

  it("reads a verb's object from the question, not a phrasal verb's particle", () => {
    const objects = (q: string, terms: string[]) => verbObjects(terms, wordRoles(q));
    expect(objects('When did we move house?', ['move', 'house'])).toEqual(new Map([['move', 'house']]));
    expect(objects('How much am I getting back from the tax office?', ['getting', 'back', 'tax', 'office']).size).toBe(0);
  });

  describe('a library in Lyon', () => {
    let engine: Engine;
    beforeAll(async () => {
      await loadTranslations(['fra']);
      engine = await engineOver(await tempDir('object-sense-lyon'), library(LYON, (doc) => [
        doc('quote.jpg', '2027-08-20T18:10:00', ['DÉMÉNAGEMENTS BELLECOUR', 'DEVIS N. 2231/27', 'CLIENT: J. MARTIN', 'DATE: MAR 14/09/2027 07H30', '2 PERSONNES + FOURGON 12 M3', 'TOTAL: 890,00 EUR TTC']),
        doc('keycard.jpg', '2027-07-12T16:00:00', ["Maison d'hôtes Les Tilleuls", 'Chambre 3', 'Wi-Fi: tilleuls-guest', 'Petit-déjeuner 8h - 10h']),
        doc('insurance.jpg', '2027-06-15T09:30:00', ['Assurance Habitation', 'Avis d’échéance', 'Contrat n. H-55120', 'Prime annuelle: 231,40 €']),
        doc('boarding.jpg', '2027-05-03T07:40:00', ['Boarding pass', 'LYS → OPO', 'Boarding 07:55 · Gate 12', 'Seat 14A']),
      ]));
    });
    afterAll(async () => engine.close());

    it('finds the removal quote first', async () => {
      const r = await engine.ask({ question: 'What day did we move house?', now: NOW, noLlm: true });
      expect(r.references[0]?.path).toMatch(/quote\.jpg$/);
    });
  });
});
