/**
 * Bills, receipts and payment screenshots, made up in the layouts they come in: a label set over its
 * value ("To" / a name, "PAYMENT DUE BY" / a date), a receipt's item asked by name, a bill's usage.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledAmount } from '../electron/engine/qa/number';
import type { TextLine } from '../electron/engine/qa/text-lines';
import { usedQuantity } from '../electron/engine/qa/usage';
import { relatedWords } from '../electron/engine/qa/lexicon/related';
import { strengthOf } from '../electron/engine/qa/dose';
import { purposeOf } from '../electron/engine/qa/purpose';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const lines = (texts: string[]): TextLine[] => texts.map((text) => ({ text, height: null }));

const TRANSFER = ['9:41', 'Transfer sent', '£200.00', 'To', 'Marek Kowalski', 'Reference', 'Van hire', 'Date', '8 Apr 2024, 20:14', 'Done'];
const WATER = ['AQUAVALE WATER', 'WATER AND SEWERAGE BILL', 'CUSTOMER REFERENCE', '4410 0983 221', 'BILL DATE', '01 APR 2024', 'TOTAL TO PAY', '£212.64', 'PAYMENT DUE BY', '22 APR 2024'];
const PHONE = ['Phone bill', 'Mobi Telecom', 'Account number 0733 220 198', 'Total due £18.99', 'Due on 2 April 2024', 'Data used 6.2GB'];
const GROCER = ['FRESHWAY SUPERMARKET', 'Whole Milk 2L        1.55', 'Free Range Eggs 12   3.10', 'Cheddar 400g         3.75', 'TOTAL               8.40', 'CARD PAYMENT        8.40'];
const GARAGE = ['KWIK AUTO GARAGE', 'Invoice #G-7731', 'MOT test 54.85', 'Front brake pads 62.00', 'Labour 1.5h 75.00', 'Total inc VAT 191.85'];
const DINNER = ['LA TAVOLA', 'Table 7  Covers 2', '1 Lasagne 13.90', 'Subtotal 45.90', 'Service 12.5% 5.74', 'Total 51.64'];
const PLUMBER = ['D. HARGREAVES PLUMBING & HEATING', 'INVOICE NO: 1042', 'Replace kitchen tap and isolation valve', 'Labour 2 hrs @ £45 ........ £90.00', 'Parts ..................... £38.50', 'TOTAL DUE ................. £153.50'];
const REPAIR = ['FIXIT PHONE REPAIR', 'Repair ticket 3307', 'Fault: cracked screen', 'Estimate £89', 'Collect from: 16/04/2024'];
const SLIP = ['EARNINGS STATEMENT', 'Pay Period 03/16/2024 - 03/29/2024', 'Gross Pay', '3,200.00', 'Federal Income Tax', '412.50', 'Social Security', '198.40', 'Net Pay', '2,301.55'];
const RENT = ['Payment sent', 'Amount', '$1,450.00', 'Recipient', 'Oakview Properties LLC', 'Memo', 'April rent', 'Date', 'Apr 1, 2024'];
const AMOXICILLIN = ['CITY PHARMACY', 'AMOXICILLIN 500MG CAPSULES', 'Take ONE capsule THREE times a day', 'Qty: 21', 'Dr. A. Patel', 'Refills: 0', '03/04/2024'];
const SERTRALINE = ['CITY PHARMACY', 'SERTRALINE 50 MG TABLETS', 'Take one tablet daily', 'Qty 28', 'Prescriber: Dr R. Okoye', 'Repeats remaining: 3', '20/03/2024'];
const GAS = ['NorthGas Ltd', 'Gas Statement', 'Your account no. NG-55120-887', 'Gas used 1,204 kWh', 'Balance to pay £74.30'];

describe('a bill line asked by what it is for', () => {
  it('reads an item priced on a receipt when the question names it, however it asks', () => {
    expect(labelledAmount(lines(GROCER), 'how much did eggs cost')?.value).toBe('3.10');
    expect(labelledAmount(lines(GROCER), 'How much did the cheddar cost?')?.value).toBe('3.75');
    expect(labelledAmount(lines(GARAGE), 'how much did I pay for the MOT')?.value).toBe('54.85');
    expect(labelledAmount(lines(GARAGE), 'how much were the brake pads at the garage')?.value).toBe('62.00');
  });

  it('reads a charge printed by its first word ("Service" for the service charge)', () => {
    expect(labelledAmount(lines(DINNER), 'how much was the service charge at the restaurant')?.value).toBe('5.74');
  });

  it('reads a part named before what it is on ("the labour on the invoice")', () => {
    expect(labelledAmount(lines(PLUMBER), 'how much was the labour on the plumber invoice')?.value).toBe('£90.00');
  });

  it('reads a deduction named with its modifier, or with no determiner, printed over its amount', () => {
    expect(labelledAmount(lines(SLIP), 'how much federal tax was taken out of my pay')?.value).toBe('412.50');
    expect(labelledAmount(lines(SLIP), 'how much was social security')?.value).toBe('198.40');
  });

  it('leaves the whole bill to its total', () => {
    expect(labelledAmount(lines(GARAGE), 'how much did the garage cost')).toBeNull();
    expect(labelledAmount(lines(GARAGE), 'how much did I pay for the bill')).toBeNull();
  });

  it('reads what a bill says was used, not its money', () => {
    expect(usedQuantity(lines(GAS), 'how much gas did I use')?.value).toBe('1,204 kWh');
    expect(usedQuantity(lines(PHONE), 'How much data have I used?')?.value).toBe('6.2GB');
    expect(usedQuantity(lines(GAS), 'how much water did we use')).toBeNull();
    expect(usedQuantity(lines(GAS), 'how much did I pay for gas')).toBeNull();
  });
});

describe('what a payment was for', () => {
  it('asks what a payment was for by a question ending in "for"', () => {
    expect(answerTypeOf('what was the £200 transfer for', null)).toEqual({ kind: 'name', subject: 'purpose' });
    expect(answerTypeOf('What did I pay Priya for?', null)).toEqual({ kind: 'name', subject: 'purpose' });
    expect(answerTypeOf('what was my electricity bill for February', null).kind).toBe('number');
  });
  it('reads the reference or memo a payment prints, beside its label or under it', () => {
    expect(purposeOf(lines(TRANSFER))?.value).toBe('Van hire');
    expect(purposeOf(lines(RENT))?.value).toBe('April rent');
    expect(purposeOf(lines(['You paid', '£45.00', 'to Priya Shah', 'for concert ticket']))?.value).toBe('concert ticket');
    expect(purposeOf(lines(['Transfer sent', 'Reference', '88213409', 'Thanks']))).toBeNull();
  });
});

describe("a medicine's strength", () => {
  it('reads the strength printed with the drug, not the pharmacy over it', () => {
    expect(strengthOf(lines(AMOXICILLIN), 'what dose of amoxicillin')?.value).toBe('500MG');
    expect(strengthOf(lines(['CALPOL', 'PARACETAMOL 120 mg/5 ml', 'ORAL SUSPENSION']), 'what strength is the paracetamol')?.value).toBe('120 mg/5 ml');
    expect(strengthOf(lines(AMOXICILLIN), 'who prescribed the amoxicillin')).toBeNull();
  });
});

describe('a worker asked for, a trade printed', () => {
  const words = (term: string) => relatedWords(term).map((r) => r.word);
  it('relates a worker to the trade WordNet files under occupations (-er to -ing)', () => {
    expect(words('plumber')).toContain('plumbing');
    expect(words('caterer')).toContain('catering');
  });
  it('leaves a worker whose -ing word is no occupation', () => {
    expect(words('printer')).not.toContain('printing');
    expect(words('driver')).not.toContain('driving');
  });
});

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
      doc('plumber.jpg', '2024-03-11T16:45:00', 'photo', PLUMBER),
      doc('amoxicillin.jpg', '2024-04-03T17:10:00', 'photo', AMOXICILLIN),
      doc('sertraline.jpg', '2024-03-20T17:10:00', 'photo', SERTRALINE),
      doc('rent.png', '2024-04-01T09:30:00', 'screenshot', RENT),
      doc('repair.jpg', '2024-04-12T11:00:00', 'photo', REPAIR),
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
    expect(await ask('who do I pay rent to')).toMatch(/^Oakview Properties LLC/);
  });

  it("reads a bill's deadline printed under its label", async () => {
    expect(await ask('when is the water bill due')).toMatch(/^Apr 22, 2024/);
    expect(await ask('when do I have to pay the water bill')).toMatch(/^Apr 22, 2024/);
  });

  it('answers an item, a usage and a total each from its own line', async () => {
    expect(await ask('how much did eggs cost')).toMatch(/^3\.10/);
    expect(await ask('how much did I pay for the MOT')).toMatch(/^54\.85/);
    expect(await ask('how much gas did I use')).toMatch(/^1,204 kWh/);
    expect(await ask('how much is the water bill')).toMatch(/^£212\.64/);
  });

  it('answers what a payment was for from its reference', async () => {
    expect(await ask('what was the £200 transfer for')).toMatch(/^Van hire/);
    expect(await ask('what was the rent payment for')).toMatch(/^April rent/);
  });

  it("answers a medicine's dose from its label", async () => {
    expect(await ask('what dose of sertraline am I on')).toMatch(/^50 MG/);
    expect(await ask('What is the dosage of my amoxicillin?')).toMatch(/^500MG/);
  });

  it('finds the tradesman by the trade his invoice prints', async () => {
    expect(await ask('how much was the plumber')).toMatch(/^£153\.50/);
    expect(await ask('what is the invoice number from the plumber')).toMatch(/^1042/);
  });
});
