/**
 * How a figure changed: the same labelled value on two dated documents (payslips, bills, fuel
 * receipts, blood tests), or one document printing the previous figure beside the new one (a renewal
 * notice). The answer states both values with their days and the difference; a yes-or-no question on
 * which way it moved leads with the verdict. The months a question names are the ends compared, not
 * a filter, and a reading's range is no value of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
const payslip = (at: string, date: string, basic: string, gross: string, net: string) =>
  doc(`payslip-${at}.jpg`, at, ['ACME LOGISTICS LTD', 'PAYSLIP', `Pay date: ${date}`, 'Employee No: 10442', 'Tax code: 1257L', `Basic Salary   ${basic}`, `Gross Pay   ${gross}`, 'Income Tax   -302.40', `Net Pay   ${net}`]);
const lab = (at: string, collected: string, cholesterol: string, vitaminD: string) =>
  doc(`lab-${at}.jpg`, at, ['CITY PATHOLOGY LAB', `Collected: ${collected}`, 'TEST  RESULT  UNITS  REF RANGE', `TOTAL CHOLESTEROL  ${cholesterol}  mg/dL  (<190)`, 'HDL CHOLESTEROL  50  mg/dL  (>40)', 'TRIGLYCERIDES  130  mg/dL  (<150)', `VITAMIN D  ${vitaminD}  ng/mL  (30-100)`]);

describe('a figure compared across documents', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('value-change'), [
      payslip('2025-03-28T18:00:00', '28/03/2025', '2,650.00', '2,770.00', '2,356.80'),
      payslip('2025-04-25T18:00:00', '25/04/2025', '2,700.00', '2,700.00', '2,301.10'),
      payslip('2025-06-27T18:00:00', '27/06/2025', '2,810.00', '2,810.00', '2,385.80'),
      doc('rent-2024.jpg', '2024-05-01T10:00:00', ['TENANCY STATEMENT', 'Monthly rent £950.00', 'Deposit held £1,100.00']),
      doc('rent-2025.jpg', '2025-05-01T10:00:00', ['TENANCY STATEMENT', 'Monthly rent £995.00', 'Deposit held £1,100.00']),
      doc('fuel-feb.jpg', '2025-02-14T08:00:00', ['STATION SERVICE', 'Pompe 4  SP95-E10', '35,12 L x 1,799 EUR/L', 'TOTAL 63,18 EUR', 'CB SANS CONTACT']),
      doc('fuel-aug.jpg', '2025-08-09T08:00:00', ['STATION SERVICE', 'Pompe 2  SP95-E10', '40,05 L x 1,889 EUR/L', 'TOTAL 75,65 EUR', 'CB SANS CONTACT']),
      doc('insurance.jpg', '2025-09-02T10:00:00', ['HOME INSURANCE RENEWAL NOTICE', 'Policy no. HH-220391', 'Renewal date: 01/10/2025', 'Annual premium: 214,36 €', 'Previous premium: 198,40 €', 'Monthly instalments: 17,86 €']),
      lab('2025-03-10T11:00:00', '08/03/2025', '212', '18'),
      lab('2025-08-20T11:00:00', '18/08/2025', '186', '34'),
      doc('cafe.jpg', '2025-06-10T10:00:00', ['CORNER CAFE', 'Flat white 3.20', 'Croissant 2.40', 'TOTAL 5.60']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2025-11-01T09:00:00Z', noLlm: true })).answer;

  it('compares the documents of the two months named, not a filter of the first', async () => {
    // April's payslip lies between the two asked and is no end.
    expect(await ask('By how much did my base salary go up between March and June?')).toMatch(/^160\.00 more — 2,650\.00 \(Mar 28, 2025.*then 2,810\.00 \(Jun 27, 2025/);
    expect(await ask('How much more did petrol cost per litre in August than in February?')).toMatch(/^0,090 EUR\/L more — 1,799 EUR\/L \(Feb 14, 2025.*then 1,889 EUR\/L \(Aug 9, 2025/);
  });

  it('reads "how much has it gone up" as a change, earliest to latest', async () => {
    expect(await ask('How much has my rent gone up?')).toMatch(/^£45\.00 more — £950\.00 \(May 1, 2024.*then £995\.00 \(May 1, 2025/);
  });

  it('answers which way a figure moved with a verdict and both values', async () => {
    expect(await ask('Is my rent more than it was last year?')).toMatch(/^Yes — £45\.00 more — £950\.00 \(May 1, 2024/);
    expect(await ask('Did my cholesterol come down between my two blood tests?')).toMatch(/^Yes — 26 mg\/dL less — 212 mg\/dL \(Mar 10, 2025.*then 186 mg\/dL \(Aug 20, 2025/);
    expect(await ask('Did my cholesterol go up?')).toMatch(/^No — 26 mg\/dL less/);
  });

  it('reads a measured value, not its printed range, off a results table', async () => {
    expect(await ask('How much did my cholesterol drop?')).toMatch(/^26 mg\/dL less/);
  });

  it('reads the previous and the new figure off one document that prints both', async () => {
    expect(await ask('How much more is the home insurance costing this year than last year?')).toMatch(/^€15,96 more — Previous premium: 198,40 €, then Annual premium: 214,36 €/);
  });
});
