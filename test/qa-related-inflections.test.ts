/**
 * A related word stands for the question's word one loose step away already (a season ticket is a
 * kind of ticket). Matched by its stem too, it took two: a shop's "SEASONAL OFFER" stood for a ticket
 * at the aquarium and outranked the admission itself. Its inflections are still it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { coverage, termGroup } from '../electron/engine/qa/coverage';
import { library } from './support/located-library';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const BRISTOL = { lat: 51.4545, lon: -2.5879 };
const NOW = '2028-10-01T10:00:00+01:00';
const text = (ocr: string) => memoryRow('doc.jpg', '2028-05-01T10:00:00', BRISTOL, { kind: 'photo', has_text: true, ocr_text: ocr });

describe("a question word's related words, matched in a memory", () => {
  it('match by their inflections, not by another word of their stem', () => {
    const ticket = termGroup('ticket', {});
    expect(coverage(text('SEASON TICKETS ON SALE'), [ticket])).toBeGreaterThan(0);
    expect(coverage(text('TWO SEASONS'), [ticket])).toBeGreaterThan(0);
    expect(coverage(text('SEASONAL OFFER'), [ticket])).toBe(0);
  });

  describe('a library in England', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('related-inflections'), library(BRISTOL, (doc) => [
        doc('admission.jpg', '2028-04-12T10:15:00', ['HARBOUR AQUARIUM', '12/04/2028 10:10', 'ADULT 1', 'TOTAL 22.50']),
        doc('offer.jpg', '2028-04-12T13:05:00', ['HARBOUR AQUARIUM', '12/04/2028 13:02', 'SEASONAL OFFER', 'TOTAL 8.00']),
      ]));
    });
    afterAll(async () => engine.close());

    it("answers the admission's price, not the shop's offer", async () => {
      const r = await engine.ask({ question: 'How much was the ticket at the aquarium?', now: NOW, noLlm: true });
      expect(r.answer).toMatch(/^22\.50\b/);
    });
  });
});
