/**
 * "How much did I spend at the bike shop": a ticket for a show whose title shares a word with the shop
 * may match best, but its price is another occasion's. The amount is read off the shop's receipt,
 * which covers the question about as well and is no ticket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const LEEDS = { lat: 53.8008, lon: -1.5491 };
const NOW = '2027-10-01T10:00:00+01:00';

describe('an amount read off a paper of the asked kind', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('asked-kind-amount'), library(LEEDS, (doc) => [
      doc('ticket.jpg', '2027-05-14T19:10:00', ['GRAND PICTURE HOUSE', 'THE BICYCLE SHOP', 'FRI 14 MAY 2027 7:30PM', 'SECTION B ROW F SEAT 9', '£18.50']),
      doc('receipt.jpg', '2027-03-06T11:02:00', ['SPOKE & CHAIN CYCLES', '06/03/2027 10:58', 'INNER TUBE 700C £6.99', 'CHAIN LUBE £8.50', 'TOTAL £15.49']),
      doc('lunch.jpg', '2027-04-02T13:15:00', ['THE CORNER DELI', 'SOUP OF THE DAY £4.20', 'TOTAL £4.20']),
    ]));
  });
  afterAll(async () => engine.close());

  it("reads the shop's total, not the ticket's price", async () => {
    const spent = await engine.ask({ question: 'How much did I spend at the bike shop?', now: NOW, noLlm: true });
    expect(spent.answer).toMatch(/^£15\.49\b/);
  });

  it('keeps a ticket that is the asked kind', async () => {
    const show = await engine.ask({ question: 'How much was the cinema ticket?', now: NOW, noLlm: true });
    expect(show.answer).toMatch(/^£18\.50\b/);
  });
});
