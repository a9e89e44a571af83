/**
 * "How many refills are left on my prescription": what remains is a figure the document about the asked
 * thing prints, under its own word ("REPEATS: 2" on a pharmacy's label, "Renewals: 1" on a lending slip),
 * which need not be the question's. The number of memories that matched never answers it: with no such
 * figure the answer says none is printed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { asksRemainder } from '../electron/engine/qa/remainder';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const TORONTO = { lat: 43.6532, lon: -79.3832 };
const NOW = '2027-10-01T10:00:00-04:00';

describe('how many are left, as a document labels it', () => {
  it('asks a remainder only of what is left, not of leaving, photos or the days to a date', () => {
    expect(asksRemainder('How many refills do I have left on my prescription?')).toBe(true);
    expect(asksRemainder('How many sessions remain on my pass?')).toBe(true);
    expect(asksRemainder('How many times have I left my scarf at the gym?')).toBe(false);
    expect(asksRemainder('How many photos do I still have of the lake?')).toBe(false);
    expect(asksRemainder('How many days are left until my flight?')).toBe(false);
  });

  describe('a library in Toronto', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('remainder-toronto'), library(TORONTO, (doc) => [
        doc('label.jpg', '2027-09-12T16:05:00', ['QUEEN ST DRUG MART', 'LORATADINE 10MG TABLETS', 'ONE TABLET EVERY MORNING', 'QTY 60   REFILLS: 3', 'MR OWEN BRANDT  12/09/2027']),
        doc('loan.jpg', '2027-09-20T11:30:00', ['RIVERDALE BRANCH LIBRARY', 'Items borrowed: 1', 'The Long Winter  due 11/10/2027', 'Renewals: 1']),
        doc('bike.jpg', '2027-08-03T09:10:00', ['CITY BIKE SHARE', 'Ride ended 09:10', 'Dock: Union Station', 'Thank you for riding']),
        doc('bike-2.jpg', '2027-08-17T18:40:00', ['CITY BIKE SHARE', 'Ride ended 18:40', 'Dock: Harbourfront', 'Thank you for riding']),
      ]));
    });
    afterAll(async () => engine.close());

    it("reads what remains under the document's own word", async () => {
      const repeats = await engine.ask({ question: 'How many repeats have I got left on my prescription?', now: NOW, noLlm: true });
      expect(repeats.answer).toMatch(/^3 refills\b/);
    });

    it('gives no figure where two labelled counts cannot be told apart', async () => {
      const loan = await engine.ask({ question: 'How many extensions are left on my library book?', now: NOW, noLlm: true });
      expect(loan.answer).toMatch(/^I couldn't find a printed figure for how many extensions are left\./);
    });

    it('says none is printed rather than count the memories', async () => {
      const rides = await engine.ask({ question: 'How many rides are left on my bike share?', now: NOW, noLlm: true });
      expect(rides.answer).toMatch(/^I couldn't find a printed figure for how many rides are left\. The closest match is from/);
    });
  });
});
