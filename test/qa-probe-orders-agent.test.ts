/**
 * Who did what to an order, as dispatch emails and refund screens print it: "delivered by Evri" in a
 * sentence, "Refunded to: Visa ending 4421" as a label; and a code that ends a sentence, whose full stop
 * is none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { verbAgent } from '../electron/engine/qa/verb-place';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const DISPATCH = ['Your order has been dispatched!', 'Hi Sam, good news: order #40-221-7781 is on its way.', 'It will be delivered by Evri on Thursday 12 March.', 'Your tracking number is H01HYA0012345678.', 'Order total: £64.97'];
const REFUND = ['Refund processed', 'Order #40-221-7781', 'Item: Trail running shoes', 'Refund amount: £49.99', 'Refunded to: Visa ending 4421', 'Allow 3-5 working days'];

describe('whoever stands after the asked verb', () => {
  it('is "by" whom, when the wh-phrase does the verb', () => {
    expect(verbAgent(DISPATCH, 'Which courier delivered my order?')?.value).toBe('Evri');
    expect(verbAgent(['Signed for by: J SMITH'], 'Who signed for the parcel?')?.value).toBe('J SMITH');
  });
  it('is after the preposition a question ends on', () => {
    expect(verbAgent(REFUND, 'Which card was I refunded to?')?.value).toBe('Visa ending 4421');
    expect(verbAgent(DISPATCH, 'Who was it delivered by?')?.value).toBe('Evri');
    expect(verbAgent(['Paid from: Joint account ••1234'], 'Which account was the rent paid from?')?.value).toBe('Joint account ••1234');
  });
  it('is not whoever did it when the question asks what was done to', () => {
    expect(verbAgent(['Table for 2 at Luigi’s', 'Booked by Sam'], 'Which restaurant did we book?')).toBeNull();
    expect(verbAgent(DISPATCH, 'What time was it delivered by?')).toBeNull();
  });
});

describe('an online order asked about', () => {
  let engine: Engine;
  beforeAll(async () => {
    const doc = (name: string, local: string, lines: string[]) => memoryRow(name, local, null, { kind: 'screenshot', has_text: true, ocr_text: lines.join('\n') });
    engine = await engineOver(await tempDir('qa-probe-orders-agent'), [
      doc('dispatch.png', '2026-03-10T09:00:00', DISPATCH),
      doc('refund.png', '2026-03-20T14:00:00', REFUND),
      doc('order.png', '2026-02-14T19:00:00', ['Thanks for your order', 'Order number: 1187-5521', 'Wireless earbuds  £39.00', 'Order total  £39.00']),
    ]);
  });
  afterAll(async () => {
    await engine.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2026-03-22T12:00:00Z', noLlm: true })).answer;

  it('names the courier and the card, not the email\'s or the screen\'s heading', async () => {
    expect(await ask('Which courier delivered my order?')).toMatch(/^Evri — /);
    expect(await ask('Which card was I refunded to?')).toMatch(/^Visa ending 4421 — /);
  });
  it('reads a code that ends a sentence without its full stop', async () => {
    expect(await ask('What is the tracking number for my order?')).toMatch(/^H01HYA0012345678 — /);
  });
});
