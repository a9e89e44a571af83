/**
 * "Duration 45 min" on an appointment's confirmation is 45 minutes: the unit printed after the figure
 * is its own, not the hours a bare "Duration 2.5" would mean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { printedClockSpan } from '../electron/engine/qa/printed-date';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const SALON = ['12:00', 'Appointment confirmed', 'Cut & blow dry', 'Thu 19 Jun, 10:30 – 11:15', 'Duration 45 min'];

describe('a labelled length with its unit', () => {
  it('reads the unit after the figure', () => {
    expect(printedClockSpan(SALON)?.value).toBe('45 minutes');
    expect(printedClockSpan(['Session', 'Duration 2 hrs'])?.value).toBe('2 hours');
    expect(printedClockSpan(['Timesheet', 'TOTAL HOURS: 2.5'])?.value).toBe('2.5 hours');
  });

  let engine: Engine;
  beforeAll(async () => {
    const doc = (name: string, at: string, lines: string[]) => memoryRow(name, at, HOME, { kind: 'screenshot', has_text: true, ocr_text: lines.join('\n') });
    engine = await engineOver(await tempDir('qa-duration-unit'), [
      doc('Screenshot_salon.png', '2025-06-10T12:00:00', SALON),
      doc('Screenshot_chat.png', '2025-06-02T16:40:00', ['16:40', 'Messages', 'Dad', 'See you at 6']),
      memoryRow('receipt.jpg', '2025-06-01T10:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['CORNER SHOP', 'MILK  1.20', 'TOTAL  1.20'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers how long the appointment is in minutes', async () => {
    expect((await engine.ask({ question: 'How long is my appointment?', now: '2025-06-16T09:00:00Z', noLlm: true })).answer).toMatch(/^45 minutes — Duration 45 min/);
  });
});
