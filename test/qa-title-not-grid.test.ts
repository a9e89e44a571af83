/**
 * "What's my energy customer number": a bill's title ("Your energy bill") over lines of three words
 * ("Customer number 88123401") is no timetable grid whose "energy" column crosses the customer row at
 * "number". A determiner heads a phrase, not a column; the labelled values are read as labels.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { holdsGrid } from '../electron/engine/qa/timetable-grid';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const BILL = ['Your energy bill', 'Customer number 88123401', 'Account number A-4471-220', 'Amount due £96.12'];

describe('a title over labelled values', () => {
  it('is no grid, while a board headed "Time To Plat" is', () => {
    expect(holdsGrid(BILL)).toBe(false);
    expect(holdsGrid(['Time  To  Plat', '17:52  Cardiff  7', '18:05  Swansea  4'])).toBe(true);
  });

  describe('asked of the bill among a bank screen', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('title-not-grid'), [
        doc('energy.jpg', '2025-03-05T10:00:00', BILL),
        doc('bank.png', '2025-04-01T10:00:00', ['Current Account', 'Sort code 20-45-77', 'Account number 43819265', 'Balance £1,204.55']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('reads the asked label\'s value', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-06-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask("What's my energy customer number?")).toMatch(/^88123401/);
      expect(await ask("What's my energy account number?")).toMatch(/^A-4471-220/);
    });
  });
});
