/**
 * A booking app's screenshot: the phone's status bar prints its clock on the first line ("08:00 ⚡
 * 78%"); "what time is our table" is the time the booking prints under the day, not when the
 * screenshot was taken.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const BOOKING = ['08:00 ⚡ 78%', 'Reservation confirmed', 'The Ivy Garden', 'Friday, April 11', '8:00 PM', 'Party of 3', 'Modify', 'Cancel'];

describe('the time a booking prints, under a status bar', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-dining-status-bar');
    engine = await engineOver(base, [
      memoryRow('Screenshot_booking.png', '2025-04-01T08:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: BOOKING.join('\n') }),
      memoryRow('shop.jpg', '2025-03-21T20:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['Corner Shop', 'Bananas 0.95', 'TOTAL 0.95'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers with the booked time, not the phone\'s clock', async () => {
    const out = await engine.ask({ question: 'What time is our table on Friday?', now: '2025-04-03T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^8:00 PM —/);
  });

  it('still reads a status bar\'s clock when the screen prints no other time', async () => {
    const base = await tempDir('qa-probe-dining-status-bar-only');
    const only = await engineOver(base, [
      memoryRow('Screenshot_note.png', '2025-04-01T21:14:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: ['21:14 ⚡ 40%', 'Notes', 'Pick up the cake for dinner'].join('\n') }),
    ]);
    try {
      const out = await only.ask({ question: 'What time is on the cake note?', now: '2025-04-03T09:00:00Z', noLlm: true });
      expect(out.answer).toMatch(/21:14/);
    } finally {
      await only.close();
    }
  }, 120_000);
});
