/**
 * "Wifi password for where we stayed in Ghent": a question typed as a noun phrase whose object is a
 * clause. The wh-word after the preposition names the place, it does not open the question: the phrase
 * asks for the code as "what is the wifi password…" would, and the answer is the code, not a line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { plainQuestion } from '../electron/engine/qa/preamble';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const GHENT = { lat: 51.0543, lon: 3.7174 };
const NOW = '2028-10-01T10:00:00+02:00';

describe('a noun phrase whose object is a clause', () => {
  it('reads the phrase as asking for the code, and a question opened by its wh-word as before', () => {
    expect(plainQuestion('wifi password for where we stayed in Ghent')).toBe('what is wifi password for where we stayed in Ghent?');
    expect(plainQuestion('where did we stay in Ghent?')).toBe('where did we stay in Ghent?');
    expect(plainQuestion('photos from where we stayed')).toBe('photos from where we stayed');
  });

  describe('a weekend in Ghent', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('clause-object'), library(GHENT, (doc) => [
        doc('card.jpg', '2028-08-12T15:20:00', ['HUIS DE LINDE', 'CANAL-SIDE ROOMS', 'ROOM: GARDEN 3', 'WIFI: Linde_Guests', 'PASSWORD: tulip4471', 'CHECK-OUT 11:00']),
        doc('waffle.jpg', '2028-08-12T17:05:00', ['WAFELHUIS', '2 WAFELS 9.00', 'TOTAL EUR 9.00']),
      ]));
    });
    afterAll(async () => engine.close());

    it('answers the password itself', async () => {
      const r = await engine.ask({ question: 'wifi password for where we stayed in Ghent', now: NOW, noLlm: true });
      expect(r.answer).toMatch(/^tulip4471\b/);
    });
  });
});
