/**
 * A parking ticket prints when it runs out as a clock time ("Exp 08:31"), with no day under that label:
 * "when does my parking expire" is that time, where a card that prints an expiry day still answers
 * with the day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };

describe('an expiry printed as a time', () => {
  let engine: Engine;
  beforeAll(async () => {
    const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(await tempDir('expiry-clock'), [
      doc('parking.jpg', '2025-03-10T06:31:00', ['PAY & DISPLAY', 'Tariff 2 hours', '£3.40', 'Exp 08:31', '10 MAR 25', 'Display on dashboard']),
      doc('railcard.jpg', '2025-01-04T12:00:00', ['16-25 RAILCARD', 'Valid from 04/01/2025', 'Expires 03/01/2026']),
      doc('receipt.jpg', '2025-03-09T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'TOTAL  1.20', '09/03/2025 10:02']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers with the time the ticket runs out, and a card with its day', async () => {
    const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-10T07:00:00Z', noLlm: true })).answer;
    expect(await ask('When does my parking expire?')).toMatch(/^Exp 08:31 —/);
    expect(await ask('When does my parking ticket run out?')).toMatch(/^Exp 08:31 —/);
    expect(await ask('When does my railcard expire?')).toMatch(/^Jan 3, 2026\b/);
  });
});
