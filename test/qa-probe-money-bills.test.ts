/**
 * Bills, receipts and payment screenshots, made up in the layouts they come in: a label set over its
 * value ("To" / a name, "PAYMENT DUE BY" / a date), a receipt's item asked by name, a bill's usage.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };

const TRANSFER = ['9:41', 'Transfer sent', '£200.00', 'To', 'Marek Kowalski', 'Reference', 'Van hire', 'Date', '8 Apr 2024, 20:14', 'Done'];
const WATER = ['AQUAVALE WATER', 'WATER AND SEWERAGE BILL', 'CUSTOMER REFERENCE', '4410 0983 221', 'BILL DATE', '01 APR 2024', 'TOTAL TO PAY', '£212.64', 'PAYMENT DUE BY', '22 APR 2024'];
const PHONE = ['Phone bill', 'Mobi Telecom', 'Account number 0733 220 198', 'Total due £18.99', 'Due on 2 April 2024', 'Data used 6.2GB'];
const GROCER = ['FRESHWAY SUPERMARKET', 'Whole Milk 2L        1.55', 'Free Range Eggs 12   3.10', 'Cheddar 400g         3.75', 'TOTAL               8.40', 'CARD PAYMENT        8.40'];
const GARAGE = ['KWIK AUTO GARAGE', 'Invoice #G-7731', 'MOT test 54.85', 'Front brake pads 62.00', 'Labour 1.5h 75.00', 'Total inc VAT 191.85'];
const GAS = ['NorthGas Ltd', 'Gas Statement', 'Your account no. NG-55120-887', 'Gas used 1,204 kWh', 'Balance to pay £74.30'];

describe('bills and payments in one library', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-money-bills');
    const doc = (name: string, local: string, kind: 'photo' | 'screenshot', text: string[]) => memoryRow(name, local, HOME, { kind, has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(base, [
      doc('transfer.png', '2024-04-08T20:15:00', 'screenshot', TRANSFER),
      doc('water.jpg', '2024-04-02T18:30:00', 'photo', WATER),
      doc('phone.png', '2024-03-19T12:10:00', 'screenshot', PHONE),
      doc('grocer.jpg', '2024-03-02T11:20:00', 'photo', GROCER),
      doc('garage.jpg', '2024-04-05T12:30:00', 'photo', GARAGE),
      doc('gas.jpg', '2024-02-20T08:00:00', 'photo', GAS),
      memoryRow('park.jpg', '2024-04-07T15:00:00', HOME, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2024-04-20T12:00:00Z', noLlm: true })).answer;

  it('names who a payment app says money went to, the label over the name', async () => {
    expect(await ask('who did I send 200 to')).toMatch(/^Marek Kowalski/);
    expect(await ask('Who did I transfer £200 to?')).toMatch(/^Marek Kowalski/);
  });

  it("reads a bill's deadline printed under its label", async () => {
    expect(await ask('when is the water bill due')).toMatch(/^Apr 22, 2024/);
    expect(await ask('when do I have to pay the water bill')).toMatch(/^Apr 22, 2024/);
  });
});
