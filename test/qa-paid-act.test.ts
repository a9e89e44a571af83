/**
 * "Which castle did we pay to get into": money paid to do something is printed under the act's charge
 * ("ADMISSION"), which WordNet reaches from the verb ("get into": enter → entrance → admission, also
 * the entrance fee), not under "pay" — which any shop's receipt answers with its total.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { paidActNouns } from '../electron/engine/qa/acted-noun';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const EDINBURGH = { lat: 55.9533, lon: -3.1883 };
const NOW = '2027-09-01T10:00:00+01:00';

describe('the charge paid to do something', () => {
  it("reads the verb's act nouns that are also a sum paid", () => {
    expect(paidActNouns('Which castle did we pay to get into?')).toEqual(['admission']);
    expect(paidActNouns('What did I pay to enter the gallery?')).toEqual(['admission']);
    expect(paidActNouns('How much did we pay to ride the tram?')).toEqual(['fare']);
    // An act with no charge of its own adds nothing, nor does a question without "pay to".
    expect(paidActNouns('How much did we pay to park?')).toEqual([]);
    expect(paidActNouns('Which castle did we get into?')).toEqual([]);
  });

  describe('a library in Edinburgh', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('qa-paid-act'), library(EDINBURGH, (doc) => [
        doc('ticket.jpg', '2027-08-10T11:05:00', ['CRAIGMORE TOWER', 'ADMISSION TICKET', 'ADULT £12.50', 'EDINBURGH']),
        doc('shop.jpg', '2027-08-12T18:40:00', ['CORNER MART', 'NICOLSON ST', '12/08/2027 18:40', 'SANDWICH £3.20', 'CRISPS £1.10', 'WATER £0.95', 'TOTAL £5.25']),
      ]));
    }, 120_000);
    afterAll(async () => engine?.close());

    it("names the place from its admission ticket, not the shop's receipt", async () => {
      const { answer } = await engine.ask({ question: 'Which castle did we pay to get into in Edinburgh?', now: NOW, noLlm: true });
      expect(answer).toMatch(/^CRAIGMORE TOWER\b/);
    });
  });
});
