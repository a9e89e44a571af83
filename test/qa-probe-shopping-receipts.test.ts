/**
 * Receipts, shelf labels, card slips and bill-splitting screens, made up in the layouts they come in:
 * a weighed item's price under its name, a shelf label's rate per kilo and former price beside the
 * price, a money noun asked before its verb ("what tip did I leave"), one person's share of a bill.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { labelledAmount, SPENT } from '../electron/engine/qa/number';
import { billAmount } from '../electron/engine/qa/bill-amount';
import { shareAmount } from '../electron/engine/qa/share';
import type { TextLine } from '../electron/engine/qa/text-lines';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const lines = (texts: string[]): TextLine[] => texts.map((text) => ({ text, height: null }));

const GREENLEAF = ['GREENLEAF SUPERSTORE', 'Harbour Road', 'VAT No. 284 1190 22', 'SEMI SKIMMED MILK 4PT   1.45', 'BANANAS LOOSE', '0.842 kg @ £0.94/kg     0.79', 'CHICKEN THIGHS 1KG      4.50', 'PASTA PENNE 500G', '2 @ 0.85                1.70', 'MULTIBUY 2 FOR £1.20   -0.50', 'FREE RANGE EGGS 6       1.95', 'BALANCE DUE            9.89', 'VISA CONTACTLESS        9.89', 'VAT RATE   NET    VAT', 'A 0%      9.89   0.00', 'CLUBCARD POINTS THIS VISIT 9', 'CLUBCARD BALANCE 1,274', '09/05/26 11:18 ST 2231 TILL 4'];
const MARKETSIDE = ['MARKETSIDE FOODS', 'Receipt', 'Item Qty Price', 'Tomatoes vine 1 2.20', 'Basmati rice 2kg 1 3.80', 'Greek yoghurt 2 3.00', 'Washing-up liquid 1 1.60', 'Subtotal 10.60', 'Rewards savings -0.80', 'Total £9.80', 'Paid by Mastercard', 'VAT summary', 'Rate 20% Net 1.33 VAT 0.27', 'Rate 0% Net 8.20 VAT 0.00', 'Rewards points earned: 49', '23 May 2026 16:58'];
const JUNE = ['GREENLEAF SUPERSTORE', 'COFFEE BEANS 1KG       11.00', 'BUTTER 250G             2.10', 'BALANCE DUE           13.10', '02/06/26 18:37'];
const SHELF = ['Cherry Tomatoes', '250g', '£1.35', '£5.40 per kg', 'Was £1.60'];
const SLIP = ['THE COPPER KETTLE CAFE', 'MERCHANT ID 00412290', 'SALE', 'AMOUNT       £14.20', 'TIP           £2.50', 'TOTAL        £16.70', 'CONTACTLESS', '06/06/26 10:27'];
const BILL = ['TRATTORIA DEL PONTE', 'Table: 14', 'Covers: 4', 'Server: Giulia', '2 x Pizza margherita 22.00', 'Subtotal             85.00', 'Optional service charge 12.5%   10.63', 'TOTAL                95.63'];
const FRESH = ['FRESH MART #112', 'ORGANIC BANANAS   1.29', 'WHOLE MILK GAL    4.59', 'SUBTOTAL         5.88', 'TOTAL            5.88', 'YOU SAVED $3.20', '06/01/26 09:58'];
const BURGERS = ['8:30', 'Order delivered', 'Order number', '#A7F3', 'Smash Burger Co.', 'Delivered by', 'Marco', '2 Double cheeseburger  $25.98', 'Delivery Fee  $3.99', 'Total  $29.97'];
const STEAK = ['PRIME CUT STEAKHOUSE', 'Tbl 22   Guests: 6', 'Srv: Devon', 'Ribeye 16oz x2   96.00', 'Subtotal       96.00', 'Tax             8.52', 'Total          104.52'];
const SPLIT = ['Split the bill', 'Trattoria dinner', 'Total £95.63', 'Split between 4', 'Each pays £23.91', 'Requests sent'];

describe('receipts and shelf labels', () => {
  it('reads a weighed or multiplied item by the reckoning under its name', () => {
    expect(labelledAmount(lines(GREENLEAF), 'How much did the bananas cost?')?.value).toBe('0.79');
    expect(labelledAmount(lines(GREENLEAF), 'How much was the pasta?')?.value).toBe('1.70');
  });

  it('prices a shelf label by its price, not its rate per kilo nor its former price', () => {
    expect(billAmount(lines(SHELF))?.value).toBe('£1.35');
    // A bill's own total still wins.
    expect(billAmount(lines(MARKETSIDE))?.value).toBe('£9.80');
  });

  it('reads what a multibuy or a loyalty scheme took off, printed with a minus', () => {
    expect(labelledAmount(lines(GREENLEAF), 'How much did I save with the multibuy?')?.value).toBe('0.50');
    expect(labelledAmount(lines(MARKETSIDE), 'How much did I save at Marketside?')?.value).toBe('0.80');
    expect(labelledAmount(lines(FRESH), 'How much did I save at Fresh Mart?')?.value).toBe('$3.20');
  });

  it('reads "what did the X cost" as the item asked', () => {
    expect(labelledAmount(lines(JUNE), 'What did the coffee beans cost?')?.value).toBe('11.00');
  });

  it('takes a money noun asked before its verb for an amount', () => {
    expect(answerTypeOf('What tip did I leave at the cafe?', null).kind).toBe('number');
    expect(answerTypeOf('What deposit did we pay?', null).kind).toBe('number');
    expect(answerTypeOf('What book did I buy?', null).kind).not.toBe('number');
  });

  it('adds up what a thing "cost me" over a month, as what I spent', () => {
    expect(SPENT.test('What did groceries cost me in May?')).toBe(true);
    expect(SPENT.test('What did the coffee beans cost?')).toBe(false);
  });

  it("reads one person's share of a split bill", () => {
    expect(shareAmount(lines(SPLIT), 'How much each when we split the bill?')?.value).toBe('£23.91');
    expect(shareAmount(lines(SPLIT), 'What was my share of the dinner?')?.value).toBe('£23.91');
    expect(shareAmount(lines(SPLIT), 'How much was the dinner?')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-shopping-receipts');
    const row = (name: string, at: string, kind: 'photo' | 'screenshot', text: string[]) => memoryRow(name, at, HOME, { kind, has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(base, [
      row('greenleaf.jpg', '2026-05-09T11:20:00', 'photo', GREENLEAF),
      row('marketside.jpg', '2026-05-23T17:05:00', 'photo', MARKETSIDE),
      row('june.jpg', '2026-06-02T18:40:00', 'photo', JUNE),
      row('shelf.jpg', '2026-05-23T16:40:00', 'photo', SHELF),
      row('slip.jpg', '2026-06-06T10:30:00', 'photo', SLIP),
      row('bill.jpg', '2026-05-30T21:45:00', 'photo', BILL),
      row('burgers.png', '2026-06-05T20:30:00', 'screenshot', BURGERS),
      row('steak.jpg', '2026-05-16T22:00:00', 'photo', STEAK),
      row('split.png', '2026-05-30T22:00:00', 'screenshot', SPLIT),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = async (question: string) => (await engine.ask({ question, now: '2026-06-10T12:00:00Z', noLlm: true })).answer;

  it('answers the tip asked "what tip"', async () => {
    expect(await ask('What tip did I leave at the Copper Kettle?')).toMatch(/^£2\.50 — /);
  });

  it('answers the price on a shelf label and a share of the bill', async () => {
    expect(await ask('What was the price of the cherry tomatoes?')).toMatch(/^£1\.35 — /);
    expect(await ask('How much each when we split the trattoria bill?')).toMatch(/^£23\.91 — /);
  });

  it('reads who served or delivered under the label that names the role', async () => {
    expect(await ask('Who was our waiter at the trattoria?')).toMatch(/^Giulia — /);
    // The label shortened on a bill, and a label of a verb and "by" set over the name.
    expect(await ask('Who served us at the steakhouse?')).toMatch(/^Devon — /);
    expect(await ask('Who delivered my burgers?')).toMatch(/^Marco — /);
  });
});
