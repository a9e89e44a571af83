/**
 * A savings pot's progress ("£640 of £1,500"), a standing order's day of the month ("Monthly on the
 * 1st") and a timesheet's total hours, among a payslip, a bank screen and a receipt, made up in the
 * layouts apps and forms print them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { statedAmount } from '../electron/engine/qa/number';
import { weeklyDay } from '../electron/engine/qa/weekly';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const NOW = '2026-04-25T12:00:00Z';
const doc = (name: string, local: string, lines: string[]) => memoryRow(name, local, null, { kind: 'screenshot', has_text: true, ocr_text: lines.join('\n') });

describe('an amount counted towards another', () => {
  it('is the amount there is; the whole is what it counts towards, and what is left the one less the other', () => {
    expect(statedAmount('£640 of £1,500')).toBe('£640');
    expect(statedAmount('£640 of £1,500', 'how much is left to save')).toBe('£860');
    expect(statedAmount('Spent $212.40 of $300.00 budget', 'how much do I still have to spend')).toBe('$87.60');
  });
  it('leaves a line of two amounts in another relation to its last', () => {
    expect(statedAmount('Tip 15%  $6.30')).toBe('$6.30');
    expect(statedAmount('Subtotal £12.00  Total £14.40', 'how much is left')).toBe('£14.40');
  });
});

describe('a day of the month as a habit', () => {
  it('reads a standing order or a bill that falls on one day each month', () => {
    expect(weeklyDay(['Frequency: Monthly on the 1st'], 'When is my rent paid?')?.value).toBe('Monthly on the 1st');
    expect(weeklyDay(['Collected on the 28th of each month'], 'When does the gym fee go out?')?.value).toBe('on the 28th of each month');
  });
  it('is no answer to when something happened once', () => {
    expect(weeklyDay(['Frequency: Monthly on the 1st'], 'When did I set up the rent payment?')).toBeNull();
  });
});

describe('money and hours asked of an app, a form and a payslip', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-probe-money-goals'), [
      doc('payslip.png', '2026-03-28T18:00:00', ['PAYSLIP', 'Pay date: 27/03/2026', 'Basic pay 2,916.67', 'Gross pay 3,100.87', 'Income tax 368.40', 'Net pay 2,435.32']),
      doc('bank.png', '2026-03-30T08:00:00', ['Current Account', 'Available balance', '£1,842.19', '28 Mar  SALARY   +2,435.32', '29 Mar  CITY ENERGY DD   -96.00']),
      doc('savings.png', '2026-03-31T21:00:00', ['Holiday pot', '£640 of £1,500', '43% saved', 'Next round-up: Monday']),
      doc('timesheet.png', '2026-03-20T17:30:00', ['Timesheet w/e 20 Mar', 'Mon 7.5', 'Tue 8.0', 'Wed 7.5', 'Thu 9.0', 'Fri 6.0', 'Total hours 38.0']),
      doc('standing-order.png', '2026-03-01T09:00:00', ['Standing order set up', 'To: HARTLEY LETTINGS', 'Amount: £950.00', 'Frequency: Monthly on the 1st', 'Reference: FLAT 4B RENT']),
      doc('receipt.png', '2026-03-29T11:00:00', ['GREENS GROCERS', 'Apples 2.10', 'Bread 1.80', 'TOTAL 23.40']),
    ]);
  });
  afterAll(async () => {
    await engine.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: NOW, noLlm: true })).answer;

  it('reads what a pot holds, and what is still to save', async () => {
    expect(await ask('How much is in my holiday pot?')).toMatch(/^£640\b/);
    expect(await ask('How much do I still need to save for the holiday?')).toMatch(/^£860\b/);
  });
  it('answers when a monthly payment goes out with its day of the month', async () => {
    expect(await ask('When is my rent paid?')).toMatch(/^Monthly on the 1st/);
  });
  it('reads the hours a timesheet totals, the week asked being when, not the unit', async () => {
    expect(await ask('How many hours did I work the week of 20 March?')).toMatch(/^38\.0 hours/);
  });
});
