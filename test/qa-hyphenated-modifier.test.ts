/**
 * A hyphenated modifier WordNet files as a shade of a plainer adjective is asked as that adjective
 * before an amount's noun: "take-home pay" is the payslip's "NET PAY", not a search for "take" and
 * "home" (a take-away menu, a maps screen from home). A shade only rare words name ("one-way" of
 * "unidirectional") is not plainer, and the question keeps its own words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { withPlainModifiers } from '../electron/engine/qa/amount-frame';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };

describe('a hyphenated modifier of an amount', () => {
  it('asks the plainer adjective in place of the parts', () => {
    expect(withPlainModifiers(['home'], 'What was my take-home pay?')).toEqual(['net']);
    // "One-way" is a shade of "unidirectional", which no ticket prints.
    expect(withPlainModifiers(['one', 'way', 'fare'], 'How much was the one-way fare?')).toEqual(['one', 'way', 'fare']);
  });

  describe('asked of a payslip among a take-away menu and a maps screen', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('hyphenated-modifier'), [
        doc('payslip.jpg', '2025-04-28T10:00:00', ['PAYSLIP', 'Pay date 28/04/2025', 'Gross pay 3,250.00', 'Tax 412.20', 'NI 198.40', 'NET PAY 2,639.40']),
        doc('menu.jpg', '2025-06-06T19:00:00', ['Golden Lantern', 'Take-away menu', 'Open 5pm - 11pm', 'Free delivery over £20']),
        doc('maps.png', '2025-05-25T16:00:00', ['Home → Oxford', 'via A40  32 min  24 miles', 'Start']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('reads the net pay', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-06-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('What was my take-home pay?')).toMatch(/^2,639\.40/);
      expect(await ask('How much was my take-home pay?')).toMatch(/^2,639\.40/);
    });
  });
});
