/**
 * A booking prints a check-in and a check-out under the same verb: the particle says which is asked,
 * however it is spelt ("check out", "check-out", "checkout"), and a time printed under the date under
 * its label ("Check-out" / "Tue 13 May" / "until 11:00") is still that label's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledDate, labelledTime } from '../electron/engine/qa/labelled-date';
import { namesOtherParticle, phrasalsIn } from '../electron/engine/qa/phrasal';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const STACKED = ['Your booking is confirmed', 'Hotel Lantern Quay', 'Check-in', 'Sat 10 May 2025', 'from 15:00', 'Check-out', 'Tue 13 May 2025', 'until 11:00', '3 nights, 1 room'];
const INLINE = ['Booking confirmation', 'Hotel Borgo Verde', 'Check-in: 8 October 2024 (from 14:00)', 'Check-out: 11 October 2024 (until 12:00)', 'Length of stay: 3 nights'];
const APP = ['Reservation confirmed', 'Check-in', 'Tue, 13 May', '4:00 PM', 'Checkout', 'Sat, 17 May', '10:00 AM', 'Guests', '2 guests'];
const BOOKED = Date.parse('2025-04-02T20:15:00Z');

describe('check-in or check-out', () => {
  it('reads a verb and its particle however written, only where WordNet lists the pair', () => {
    expect(phrasalsIn('what time is checkout').map((p) => `${p.head}_${p.particle}`)).toEqual(['check_out']);
    expect(phrasalsIn('CHECK-IN CLOSES 08:15').map((p) => `${p.head}_${p.particle}`)).toEqual(['check_in']);
    expect(phrasalsIn('when did we begin')).toEqual([]);
    expect(phrasalsIn('Breakfast on the terrace')).toEqual([]);
    expect(namesOtherParticle('Check-in', 'when do we check out')).toBe(true);
    expect(namesOtherParticle('Checkout', 'when do we check out')).toBe(false);
  });

  it('reads the check-out time, not the check-in one, in each layout', () => {
    for (const q of ['what time was check-out', 'what time is checkout', 'what time do we check out']) {
      expect(labelledTime(STACKED, q)?.value).toBe('Check-out 11:00');
      expect(labelledTime(INLINE, q)?.value).toMatch(/12:00$/);
      expect(labelledTime(APP, q)?.value).toBe('Checkout 10:00 AM');
    }
    expect(labelledTime(STACKED, 'what time was check-in')?.value).toBe('Check-in 15:00');
  });

  it('reads the check-out day, not the check-in one', () => {
    const day = (lines: string[], q: string) => new Date(labelledDate(lines, q, BOOKED)?.day ?? 0).toISOString().slice(0, 10);
    expect(day(STACKED, 'when did we have to check out of the hotel')).toBe('2025-05-13');
    expect(day(INLINE, 'when was checkout')).toBe('2024-10-11');
    expect(day(APP, 'what day is check-out')).toBe('2025-05-17');
    expect(day(APP, 'when do we check in')).toBe('2025-05-13');
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-travel-checkout');
    const home = { lat: 53.8008, lon: -1.5491 };
    engine = await engineOver(base, [
      memoryRow('booking.png', '2024-09-01T19:00:00', home, { kind: 'screenshot', has_text: true, ocr_text: INLINE.join('\n') }),
      memoryRow('receipt.jpg', '2024-09-03T12:00:00', home, { kind: 'photo', has_text: true, ocr_text: ['CORNER SHOP', 'MILK 1.45', 'TOTAL 1.45'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers when check-out was with the day the booking prints for it', async () => {
    const out = await engine.ask({ question: 'When was check out at Hotel Borgo Verde?', now: '2024-12-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^Oct 11, 2024/);
    const time = await engine.ask({ question: 'What time was checkout at Hotel Borgo Verde?', now: '2024-12-01T09:00:00Z', noLlm: true });
    expect(time.answer).toMatch(/12:00/);
    expect(time.answer).not.toMatch(/^\(?from 14:00/);
  });
});
