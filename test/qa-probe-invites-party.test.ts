/**
 * A booking or a ticket order prints its party by kind of person ("2 Adults, 1 Child"): "how many
 * people are coming" adds the kinds up, and so does "how many tickets".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { partyTotal } from '../electron/engine/qa/party';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 52.2053, lon: 0.1218 };
const BOOKING = ['Table booked!', 'The Olive Grove', 'Thu 12 Jun 2025, 19:00', '2 Adults, 1 Child', 'Ref: OG4471'];
const ORDER = ['Your tickets', 'Aladdin - Family Panto', 'Corn Exchange', 'Sun 14 Dec 2025 13:00', '3 Adults 2 Children', 'Order 880213'];

describe('a party printed by kind of person', () => {
  it('adds the counts when every one is of people', () => {
    expect(partyTotal('2 Adults, 1 Child')).toBe(3);
    expect(partyTotal('3 Adults 2 Children')).toBe(5);
    expect(partyTotal('1 x Senior + 2 x Student')).toBe(3);
    expect(partyTotal('2 Adults, 1 Parking')).toBeNull();
    expect(partyTotal('4 guests')).toBeNull();
    expect(partyTotal('Sun 14 Dec 2025 13:00')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-invites-party');
    engine = await engineOver(base, [
      memoryRow('booking.png', '2025-05-30T09:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: BOOKING.join('\n') }),
      memoryRow('order.png', '2025-05-31T09:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: ORDER.join('\n') }),
      memoryRow('receipt.jpg', '2025-06-01T12:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: 'CO-OP\nMILK 1.20\nTOTAL 1.20' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers how many people with the whole party', async () => {
    const a = await engine.ask({ question: 'How many people did I book the table for?', now: '2025-06-05T09:00:00Z', noLlm: true });
    expect(a.answer).toMatch(/^3 people/);
    const b = await engine.ask({ question: 'how many people is the Olive Grove table for', now: '2025-06-05T09:00:00Z', noLlm: true });
    expect(b.answer).toMatch(/^3 people/);
  });

  it('answers how many tickets with every kind of ticket', async () => {
    const a = await engine.ask({ question: 'How many tickets did I get for the panto?', now: '2025-06-05T09:00:00Z', noLlm: true });
    expect(a.answer).toMatch(/^5 tickets/);
    const b = await engine.ask({ question: 'how many people are going to Aladdin', now: '2025-06-05T09:00:00Z', noLlm: true });
    expect(b.answer).toMatch(/^5 people/);
  });
});
