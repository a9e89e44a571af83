/**
 * A record is photographed after the time it is for: March's electricity bill arrives, and is
 * photographed, in April; February's, photographed on 4 March, is about February.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Engine } from '../electron/engine/index';
import { printedFor, printsOtherPeriod } from '../electron/engine/qa/planned';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.8008, lon: -1.5491 };
const NOW = '2025-09-01T10:00:00Z';
const bill = (period: string, issued: string, amount: string) =>
  ['CITY POWER CO', 'Electricity bill', `Billing period: ${period}`, `Issue date: ${issued}`, `Amount due: £${amount}`, 'Account 4410-2291'].join('\n');
const MARCH = { from: Date.UTC(2025, 2, 1), to: Date.UTC(2025, 3, 1) - 1 };

describe('a record photographed after the time it is for', () => {
  it('reads a period printed for the window, after it, and one printed for another', () => {
    const april5 = Date.UTC(2025, 3, 5, 19);
    expect(printedFor(bill('1 Mar 2025 - 31 Mar 2025', '4 Apr 2025', '74.10'), april5, MARCH)).toBe(true);
    expect(printedFor(bill('1 Apr 2025 - 30 Apr 2025', '5 May 2025', '61.35'), Date.UTC(2025, 4, 6), MARCH)).toBe(false);
    // Too long after to be the record of it.
    expect(printedFor(bill('1 Mar 2025 - 31 Mar 2025', '4 Apr 2025', '74.10'), Date.UTC(2025, 8, 1), MARCH)).toBe(false);
    const march4 = Date.UTC(2025, 2, 4, 19);
    expect(printsOtherPeriod(bill('1 Feb 2025 - 28 Feb 2025', '3 Mar 2025', '88.20'), march4, MARCH)).toBe(true);
    expect(printsOtherPeriod(bill('15 Feb 2025 - 14 Mar 2025', '15 Mar 2025', '80.00'), Date.UTC(2025, 2, 16), MARCH)).toBe(false);
    expect(printsOtherPeriod('CORNER SHOP\n03/03/2025\nMilk 1.15', march4, MARCH)).toBe(false);
  });

  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-record-after-period'), [
      memoryRow('e-feb.jpg', '2025-03-04T19:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: bill('1 Feb 2025 - 28 Feb 2025', '3 Mar 2025', '88.20') }),
      memoryRow('e-mar.jpg', '2025-04-05T19:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: bill('1 Mar 2025 - 31 Mar 2025', '4 Apr 2025', '74.10') }),
      memoryRow('e-apr.jpg', '2025-05-06T19:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: bill('1 Apr 2025 - 30 Apr 2025', '5 May 2025', '61.35') }),
      memoryRow('shop.jpg', '2025-03-15T12:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: 'CORNER SHOP\nMilk 1.15\nTotal 1.15' }),
      ...Array.from({ length: 10 }, (_, i) => memoryRow(`h${i}.jpg`, `2025-0${2 + (i % 4)}-${String(1 + 2 * i).padStart(2, '0')}T18:00:00`, HOME, { kind: 'photo' })),
    ]);
  });
  afterAll(async () => engine.close());

  const ask = async (question: string) => {
    const r = await engine.ask({ question, now: NOW, noLlm: true });
    return { answer: r.answer, first: path.basename(r.references[0]?.path ?? '') };
  };

  it('answers a month\'s bill with the one printed for it, not the one photographed in it', async () => {
    expect(await ask('How much was my March electricity bill?')).toMatchObject({ first: 'e-mar.jpg', answer: expect.stringMatching(/^£74\.10/) });
    expect((await ask('How much was the electricity bill for March?')).answer).toMatch(/^£74\.10/);
    expect((await ask('How much was my February electricity bill?')).answer).toMatch(/^£88\.20/);
    // One bill for the month, not February's paid in it added to it.
    expect((await ask('How much did I pay for electricity in March?')).answer).toMatch(/^£74\.10/);
  });
});
