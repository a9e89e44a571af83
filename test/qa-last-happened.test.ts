/**
 * "When did I last see the dentist" asks what happened: a reminder of the next appointment, photographed
 * last, has not happened yet. A bill that also prints when the next visit is due still records its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { announcesAfter } from '../electron/engine/qa/planned';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 52.2053, lon: 0.1218 };
const NOW = '2025-11-25T10:00:00Z';
const REMINDER = ['Riverside Dental', 'Reminder: your next check-up is on', 'Tuesday 9 December 2025 at 14:30', 'Reply C to cancel'];
const CARD = ['RIVERSIDE DENTAL PRACTICE', 'APPOINTMENT CARD', 'MON 8 SEP  09:15', 'DR S. OYELARAN'];
const GARAGE = ['MILL ROAD MOTORS', 'FULL SERVICE  £240.00', 'NEXT SERVICE DUE 10/05/2026'];
const doc = (name: string, local: string, lines: string[], kind: 'photo' | 'screenshot' = 'photo') => memoryRow(name, local, HOME, { kind, has_text: true, ocr_text: lines.join('\n') });

describe('the last time is one that happened', () => {
  it('reads a reminder of what is next as ahead, and a bill that prints its next visit as one', () => {
    const now = Date.parse(NOW);
    expect(announcesAfter(REMINDER.join('\n'), Date.parse('2025-11-20T09:00:00Z'), now)).toBe(true);
    expect(announcesAfter(CARD.join('\n'), Date.parse('2025-09-08T09:00:00Z'), now)).toBe(false);
    expect(announcesAfter(GARAGE.join('\n'), Date.parse('2025-11-10T16:00:00Z'), now)).toBe(false);
    // A reminder whose day has passed was a visit that happened.
    expect(announcesAfter(REMINDER.join('\n'), Date.parse('2025-11-20T09:00:00Z'), Date.parse('2025-12-20T10:00:00Z'))).toBe(false);
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-last-happened');
    engine = await engineOver(base, [
      doc('card.jpg', '2025-09-08T09:40:00', CARD),
      doc('reminder.png', '2025-11-20T09:00:00', REMINDER, 'screenshot'),
      doc('garage.jpg', '2025-11-10T16:00:00', GARAGE),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the last visit from the card, not the reminder of the next', async () => {
    const out = await engine.ask({ question: 'When did I last go to the dentist?', now: NOW, noLlm: true });
    expect(out.answer).toMatch(/Sep 8, 2025/);
  });

  it('still answers the next visit from the reminder', async () => {
    const out = await engine.ask({ question: 'When is my next dentist appointment?', now: NOW, noLlm: true });
    expect(out.answer).toMatch(/Dec 9, 2025/);
  });
});
