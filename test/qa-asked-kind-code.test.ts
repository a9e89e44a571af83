/**
 * "What number is on my fishing permit": the tackle shop's receipt for the permit prints the question's
 * words best, but its long number is the sale's. The code is read off the permit itself, which covers
 * the question about as well and is no purchase. Asked for the receipt's number, the receipt prints the
 * asked kind's words and stays, though the permit prints one of them too (FEE PAID).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const YORK = { lat: 53.959, lon: -1.0815 };
const NOW = '2027-10-01T10:00:00+01:00';

describe('a code read off a paper of the asked kind', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('asked-kind-code'), library(YORK, (doc) => [
      doc('receipt.jpg', '2027-04-03T09:12:00', ['RIVERSIDE TACKLE & BAIT', '03/04/2027 09:10', 'SEASON FISHING PERMIT £45.00', 'MAGGOTS 1 PINT £3.50', 'TOTAL £48.50', 'TRANSACTION 88412093']),
      doc('permit.jpg', '2027-04-03T09:20:00', ['OUSE VALLEY ANGLERS', 'SEASON PERMIT', 'J MORROW', 'A 5532 9017', 'FEE PAID', 'VALID TO 31/12/2027']),
      doc('lunch.jpg', '2027-04-03T13:15:00', ['THE CORNER DELI', 'SOUP OF THE DAY £4.20', 'TOTAL £4.20']),
    ]));
  });
  afterAll(async () => engine.close());

  it("reads the permit's number, not the receipt's", async () => {
    const code = await engine.ask({ question: 'What number is on my fishing permit?', now: NOW, noLlm: true });
    expect(code.answer).toMatch(/^A 5532 9017\b/);
  });

  it('keeps the receipt when its number is asked', async () => {
    const sale = await engine.ask({ question: 'What was the receipt number for my fishing permit?', now: NOW, noLlm: true });
    expect(sale.answer).toMatch(/88412093/);
  });
});
