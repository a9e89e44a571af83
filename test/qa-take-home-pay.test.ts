/**
 * "What was my take-home pay": WordNet files "take-home" as a shade of the adjective "net", and a
 * payslip prints the amount as "NET PAY", not the largest figure on it (the gross).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { plainModifiers } from '../electron/engine/qa/amount-label';
import { asksSpent } from '../electron/engine/qa/number';
import { wordnet } from '../electron/engine/qa/lexicon/wordnet';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const doc = (name: string, local: string, lines: string[]) => memoryRow(name, local, null, { kind: 'screenshot', has_text: true, ocr_text: lines.join('\n') });

describe('an amount asked by a modifier WordNet files under a plainer one', () => {
  it('reads "take-home" as the "net" a label prints, only before an amount', () => {
    const amount = (w: string) => w === 'pay';
    expect(plainModifiers(['what', 'was', 'my', 'take', 'home', 'pay'], amount, wordnet())).toEqual([['net']]);
    expect(plainModifiers(['take', 'home', 'exam'], amount, wordnet())).toEqual([]);
  });

  it('reads "pay" after "was my" as the wage, not the paying that adds up a month of bills', () => {
    expect(asksSpent('What was my take-home pay in March?')).toBe(false);
    expect(asksSpent("what's my net pay this month")).toBe(false);
    expect(asksSpent('How much did my wife pay in March?')).toBe(true);
    expect(asksSpent('how much was it to pay for parking in July')).toBe(true);
  });

  describe('asked of a payslip', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('qa-take-home-pay'), [
        doc('slip.png', '2025-03-28T18:00:00', ['ACME LOGISTICS LTD', 'PAYSLIP MARCH 2025', 'Employee No 4471', 'GROSS PAY 3,200.00', 'TAX 540.00', 'NATIONAL INSURANCE 349.55', 'NET PAY 2,310.45']),
        doc('gym.png', '2025-03-02T07:00:00', ['PULSE GYM', 'Membership renewed', 'Monthly fee £32.00']),
        doc('council.png', '2025-03-05T09:00:00', ['COUNCIL TAX BILL 2025/26', 'Band C', 'Annual charge £1,874.21', '10 monthly instalments of £187.42']),
      ]);
    }, 120_000);
    afterAll(async () => engine?.close());

    const ask = async (question: string) => (await engine.ask({ question, now: '2025-04-02T12:00:00Z', noLlm: true })).answer;

    it('reads the net pay, not the gross', async () => {
      expect(await ask('What was my take-home pay in March?')).toMatch(/^2,310\.45\b/);
      expect(await ask('How much was my take-home pay on the March payslip?')).toMatch(/^2,310\.45\b/);
    });
  });
});
