/**
 * Eating out, the booking: a confirmation names the place booked in a sentence ("Your table at La
 * Taverna is confirmed"), under an app's status line ("Booking confirmed") that names nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { bookedAt } from '../electron/engine/qa/place-label';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const BOOKING = ['Booking confirmed', 'Hi Sam,', 'Your table at La Taverna is confirmed.', 'Date: Saturday 22 March 2025', 'Time: 19:30', 'Party size: 6 guests', 'Deposit paid: £60.00', "Special requests: Birthday - mum's 60th"];
const BILL = ['The Spice Route', 'Indian Restaurant & Takeaway', 'Tbl: 7  Guests: 2', 'Chicken Tikka Masala 12.95', 'Pilau Rice 3.50', 'Total 16.45'];

describe('the place a booking is at', () => {
  it('reads the name after what was booked and "at"', () => {
    expect(bookedAt(BOOKING)?.value).toBe('La Taverna');
    expect(bookedAt(['Your reservation at The Old Mill, Sat 7pm'])?.value).toBe('The Old Mill');
    expect(bookedAt(['Thanks for your booking for two at Casa Lumen!'])?.value).toBe('Casa Lumen');
  });

  it('leaves a time, a lower-case word, and a line with no booking', () => {
    expect(bookedAt(['Table at 19:30'])).toBeNull();
    expect(bookedAt(['Your table at the window is confirmed'])).toBeNull();
    expect(bookedAt(['Dinner at Luigi’s'])).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-dining-bookings');
    engine = await engineOver(base, [
      memoryRow('Screenshot_booking.png', '2025-03-10T09:12:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: BOOKING.join('\n') }),
      memoryRow('curry.jpg', '2025-03-08T20:40:00', HOME, { kind: 'photo', has_text: true, ocr_text: BILL.join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('names the restaurant booked, not the app\'s status line', async () => {
    const out = await engine.ask({ question: "Which restaurant did we book for mum's birthday?", now: '2025-03-17T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^La Taverna —/);
  });

  it('says where the booked meal is', async () => {
    const out = await engine.ask({ question: "Where are we having mum's birthday meal?", now: '2025-03-17T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^La Taverna —/);
  });
});
