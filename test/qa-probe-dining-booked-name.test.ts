/**
 * A booking app sets the name a table is held under as a label over the name ("Under the name" /
 * "Chris Doyle"), as it sets its other fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { bookedName } from '../electron/engine/qa/booked-name';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const BOOKING = ['Reservation confirmed', 'The Ivy Garden', 'Friday, April 11', '8:00 PM', 'Party of 3', 'Under the name', 'Chris Doyle', 'Modify', 'Cancel'];
const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));

describe('the name a booking is held under, set under its label', () => {
  it('reads the name on the line under the label alone', () => {
    expect(bookedName(lines(BOOKING), 'What name is the table under?')?.value).toBe('Chris Doyle');
    expect(bookedName(lines(['Booked under:', 'Sam Patel']), 'What name is it booked under?')?.value).toBe('Sam Patel');
  });

  it('leaves a label over a party size, and a label beside its value as before', () => {
    expect(bookedName(lines(['Table for', '4 people']), 'What name is the table booked under?')).toBeNull();
    expect(bookedName(lines(['Booked under: Sam Patel', 'Alex Morgan']), 'What name is it booked under?')?.value).toBe('Sam Patel');
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-dining-booked-name');
    engine = await engineOver(base, [
      memoryRow('Screenshot_booking.png', '2025-04-01T08:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: BOOKING.join('\n') }),
      memoryRow('shop.jpg', '2025-03-21T20:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['Corner Shop', 'Bananas 0.95', 'TOTAL 0.95'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the name the Ivy Garden table is booked under', async () => {
    const out = await engine.ask({ question: 'What name is the Ivy Garden booking under?', now: '2025-04-03T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^Chris Doyle —/);
  });
});
