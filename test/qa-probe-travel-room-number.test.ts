/**
 * "Room number", "gate number": the generic head "number" is printed by its qualifier alone ("ROOM 7"),
 * and another field's "NO" on the same card ("RESERVATION NO 55812") is not the room.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { identifier } from '../electron/engine/qa/identifier';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const CARD = ['THE HEATHERLEA GUEST HOUSE', '14 Moss Street', 'ARRIVAL 22/08/2025   DEPARTURE 24/08/2025', 'NO. OF NIGHTS 2', 'ROOM 7   ADULTS 2', 'RESERVATION NO 55812', 'CHECK OUT BY 10.30AM'];
const lines = (t: string[]) => t.map((text) => ({ text, height: null }));

describe('a number asked by what it numbers', () => {
  it('reads the room by its own label, not another field\'s number', () => {
    expect(identifier(lines(CARD), 'room number', false, true)?.value).toBe('7');
    expect(identifier(lines(['BOARDING PASS', 'BOOKING NO 88412', 'GATE B12 SEAT 14C']), 'gate number', false, true)?.value).toMatch(/B12/);
  });

  it('still reads a number labelled with both words, and the reservation by its own', () => {
    expect(identifier(lines(['Room no: 12', 'Booking no 55812']), 'room number', false, true)?.value).toBe('12');
    expect(identifier(lines(CARD), 'reservation number', false, false)?.value).toBe('55812');
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-travel-room-number');
    const there = { lat: 55.9533, lon: -3.1883 };
    engine = await engineOver(base, [
      memoryRow('card.jpg', '2025-08-22T22:30:00', there, { kind: 'photo', has_text: true, ocr_text: CARD.join('\n') }),
      memoryRow('castle.jpg', '2025-08-23T11:00:00', there, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers which room number we had with the room', async () => {
    const out = await engine.ask({ question: 'What room number did we have at the guest house?', now: '2025-09-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^7 —/);
  });
});
