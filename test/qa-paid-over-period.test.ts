/**
 * "How much did I pay for parking in July" adds up the month's tickets, as "spend" does: two pay-and-display
 * tickets of July are two payments, not one answer and one distractor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HILLS = { lat: 54.2368, lon: -2.3648 };
const TOWN = { lat: 53.959, lon: -1.0815 };
const doc = (name: string, local: string, where: { lat: number; lon: number }, lines: string[]) => memoryRow(name, local, where, { kind: 'photo', has_text: true, ocr_text: lines.join('\n') });

describe('what was paid over a period', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-paid-period'), [
      doc('hills.jpg', '2025-07-12T09:10:00', HILLS, ['NATIONAL PARK', 'PAY & DISPLAY', 'CAR PARK', '12 JUL 2025 09:08', 'ALL DAY', '£6.00']),
      doc('town.jpg', '2025-07-26T10:00:00', TOWN, ['CITY COUNCIL', 'RIVERSIDE CAR PARK', '26/07/2025 10:02', 'EXPIRES 14:02', 'AMOUNT PAID £9.80']),
      doc('cafe.jpg', '2025-07-26T13:00:00', TOWN, ['TEA ROOMS', 'Scone 4.95', 'Tea 4.50', 'Total £9.45']),
      doc('june.jpg', '2025-06-14T10:00:00', TOWN, ['CITY COUNCIL', 'RIVERSIDE CAR PARK', '14/06/2025 10:02', 'AMOUNT PAID £7.40']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('adds up the payments of the month', async () => {
    const r = await engine.ask({ question: 'How much did I pay for parking in July?', now: '2025-11-25T10:00:00Z', noLlm: true });
    expect(r.answer).toMatch(/^£15\.80 in total/);
  });
});
