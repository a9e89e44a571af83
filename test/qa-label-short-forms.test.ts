/**
 * A receipt with little room prints a code's qualifying word short ("GRG 14" for the garage): asked
 * for "our garage number", the short form is the word, in the search and in ranking, so a bar whose
 * name prints "GARAGE" in full does not answer for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { shortFormsOf } from '../electron/engine/qa/lexicon/abbreviation';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const LEEDS = { lat: 53.8008, lon: -1.5491 };
const NOW = '2027-10-01T10:00:00+01:00';

describe("an identifier's qualifying word printed short", () => {
  it("spells a word's short forms by its letters in order, for words short enough", () => {
    expect(shortFormsOf('garage')).toContain('grg');
    expect(shortFormsOf('house')).toContain('hse');
    expect(shortFormsOf('house')).not.toContain('hue');
    expect(shortFormsOf('room')).toEqual([]);
  });

  describe('a library in Leeds', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('short-label'), library(LEEDS, (doc) => [
        ...['07', '08', '09'].map((m) => doc(`rent-${m}.jpg`, `2027-${m}-03T18:10:00`, ['RECEIPT No. 2291', `DATE: 03/${m}/2027`, 'RECEIVED FROM: R. OKAFOR', '£ 85.00', `FOR: GRG 14 - ${m}/2027`, 'SIGNED: P. WELLS'])),
        doc('burger.jpg', '2027-08-21T20:05:00', ['THE GARAGE BURGER BAR', 'HEADINGLEY', '21/08/2027 19:58  TABLE 6', 'SMASH BURGER  11.50', 'FRIES  3.95', 'TOTAL  £15.45']),
      ]));
    });
    afterAll(async () => engine.close());

    it('reads the code after the short form', async () => {
      const r = await engine.ask({ question: 'What is our garage number?', now: NOW, noLlm: true });
      expect(r.answer).toMatch(/^14\b/);
    });
  });
});
