/**
 * Delivery-app and order screenshots, made up in the layouts they come in: the app names who brings
 * the order in a sentence ("Your rider Tomasz is on the way"), asked "who delivered" or "what was the
 * rider's name"; an order line prints the size among its options ("Trail running shoes - Size 9 - Blue").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const THAI = ['19:52', 'Order #48213', 'Bangkok Garden', 'On its way', 'Your rider Tomasz is on the way', 'Arriving 20:10 - 20:20', '1x Pad Thai chicken £10.95', 'Delivery fee £2.49', 'Total £13.44'];
const PARCEL = ['09:15', 'Track your parcel', 'SwiftPost', 'Tracking number', 'SP 4471 9920 3GB', 'Out for delivery', 'Your driver is Anil'];
const SHOES = ['Inbox', 'Thanks for your order!', 'Order number: SW-2209381', 'Trail running shoes - Size 9 - Blue', 'Qty 1  £84.99', 'Return by: 16 June 2026'];

describe('who brings an order, and what was ordered', () => {
  it('asks a person for "the rider\'s name" and an identifier for "what size"', () => {
    expect(answerTypeOf("What was the rider's name?", null)).toEqual({ kind: 'name', subject: 'person' });
    expect(answerTypeOf("What's the delivery driver's name?", null)).toEqual({ kind: 'name', subject: 'person' });
    expect(answerTypeOf("What was the restaurant's name?", null).subject).not.toBe('person');
    expect(answerTypeOf('What size are the running shoes I ordered?', null).kind).toBe('identifier');
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-shopping-orders');
    const row = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(base, [
      row('thai.png', '2026-06-05T19:52:00', THAI),
      row('parcel.png', '2026-06-08T09:15:00', PARCEL),
      row('shoes.png', '2026-05-18T08:02:00', SHOES),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = async (question: string) => (await engine.ask({ question, now: '2026-06-10T12:00:00Z', noLlm: true })).answer;

  it('names the one an app says is bringing the order', async () => {
    expect(await ask('Who delivered the Thai food?')).toMatch(/^Tomasz — /);
    expect(await ask("What was the rider's name?")).toMatch(/^Tomasz — /);
    expect(await ask('Who is delivering my parcel?')).toMatch(/^Anil — /);
  });

  it('reads the size among an order line\'s options', async () => {
    expect(await ask('What size are the running shoes I ordered?')).toMatch(/^9 — /);
  });
});
