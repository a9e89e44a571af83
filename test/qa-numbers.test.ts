/**
 * Numbers read from the line that says what was asked: an amount is money, never part of a date; a
 * part of a bill ("the tip") is its own line, not the total; a quantity is the number printed with
 * the unit asked (in the forms WordNet lists for it), or beside the thing asked when OCR lost the unit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { extractAnswer, linesOf, type EvidenceRow } from '../electron/engine/qa/extract';
import { labelledAmount, moneyIn, sumAmounts, unitQuantity } from '../electron/engine/qa/number';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';
import { ocrRow } from './support/ocr-row';

const lines = (texts: string[]) => linesOf(ocrRow('x', texts.map((t) => [t, 22])));

function extract(question: string, row: EvidenceRow, type = answerTypeOf(question, null), terms: string[] = []) {
  return extractAnswer({ type, terms, question, evidence: [{ row, similarity: 1 }] });
}

describe('money on a line', () => {
  it('a date or a time is no amount; a whole amount with its currency is one', () => {
    expect(moneyIn('03.11.2026  14:05').map((m) => m.printed)).toEqual([]);
    expect(moneyIn('2 BIKES + 1 TRAILER · NOK 1.450').map((m) => m.value)).toEqual([1450]);
    expect(moneyIn('TOTAL €18,40').map((m) => m.printed)).toEqual(['€18,40']);
  });

  it('the amount of a ticket that prints its date as dd.mm.yyyy is the priced line, not the date', () => {
    const ticket = ocrRow('ticket', [['LAKE SHUTTLE', 40], ['NORTH PIER - SOUTH PIER', 22], ['03.11.2026  14:05', 22], ['2 BIKES + 1 TRAILER · NOK 1.450', 22]]);
    expect(extract('How much did the shuttle cost?', ticket)?.value).toBe('NOK 1.450');
  });
});

describe('the asked part of a bill', () => {
  const bill = ocrRow('bill', [['CORNER BISTRO', 40], ['SOUP  9.50', 22], ['SUBTOTAL  31.00', 22], ['TIP  5.00', 22], ['TOTAL  36.00', 22]]);

  it('"how much was the tip" is the tip line; "how much was dinner" the total', () => {
    expect(labelledAmount(lines(['SOUP  9.50', 'TIP  5.00', 'TOTAL  36.00']), 'How much was the tip?')?.value).toBe('5.00');
    expect(extract('How much was the tip at the bistro?', bill)?.value).toBe('5.00');
    expect(extract('How much was dinner at the bistro?', bill)?.value).toBe('36.00');
  });

  it('"the service charge" is a compound WordNet files under costs, printed short on a receipt ("SVC CHG")', () => {
    const receipt = ['SOUP  9.50', 'SUBTOTAL  80.00', '10% SVC CHG  8.00', 'TOTAL  88.00'];
    expect(labelledAmount(lines(receipt), 'How much was the service charge at the bistro?')?.value).toBe('8.00');
    expect(labelledAmount(lines(['SOUP  9.50', 'CHARGE CARD  88.00']), 'How much was the service charge?')).toBeNull();
  });

  it('the asked part of a bill on any of the best matches comes before the first match\'s total', () => {
    const question = 'How much was the service charge at the birthday dinner?';
    const invoice = ocrRow('invoice', [['HANDY HOME SERVICES', 40], ['INVOICE 5521', 22], ['TOTAL  120.00', 22]]);
    const dinner = ocrRow('dinner', [['THE LANTERN', 40], ['SUBTOTAL  80.00', 22], ['SVC CHG  8.00', 22], ['TOTAL  88.00', 22]]);
    const found = extractAnswer({ type: answerTypeOf(question, null), terms: [], question, evidence: [{ row: invoice, similarity: 1 }, { row: dinner, similarity: 0.9 }] });
    expect(found).toMatchObject({ value: '8.00', memoryId: 'dinner' });
  });

  it('a word that is no part of a bill does not pick a line ("soup" is food, not a charge)', () => {
    expect(labelledAmount(lines(['SOUP  9.50', 'TOTAL  36.00']), 'How much was the soup dinner?')).toBeNull();
  });
});

describe('a quantity in the asked unit', () => {
  it('reads the unit in any of its WordNet forms, decimals whole', () => {
    expect(unitQuantity(lines(['TRAIL RUN', 'DIST 12.4 KM', 'TIME 1:05:12']), 'kilometres')?.value).toBe('12.4 KM');
    expect(unitQuantity(lines(['PETROL 95', '41,07 L', 'EUR 70,15']), 'litres')?.value).toBe('41,07 L');
  });

  it('a question in a unit reads that unit, not the money on the same receipt', () => {
    const pump = ocrRow('pump', [['FUEL STOP', 40], ['PETROL 95  41,07 L', 22], ['EUR 70,15', 22]]);
    expect(extract('How many litres of petrol did I buy?', pump, { kind: 'number', subject: 'litres' })?.value).toBe('41,07 L');
  });

  it('when OCR lost the unit, the number on the line that names what was asked', () => {
    const pump = ocrRow('pump', [['FUEL STOP', 40], ['PETROL 95  41,07 |', 22], ['EUR 70,15', 22]]);
    expect(extract('How many litres of petrol did I buy?', pump, { kind: 'number', subject: 'litres' }, ['petrol'])?.value).toBe('41,07');
  });
});

describe('money spent over a period', () => {
  it('adds amounts in one currency, keeps a decimal comma, and refuses to add two currencies', () => {
    expect(sumAmounts(['$4.50', '$12.25'])).toBe('$16.75');
    expect(sumAmounts(['12,00', '3,50'])).toBe('15,50');
    expect(sumAmounts(['$4.50', '€3.00'])).toBeNull();
    expect(sumAmounts(['$4.50'])).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-spent');
    const cafe = (name: string, local: string, total: string) =>
      memoryRow(name, local, null, { ocr_text: `HARBOUR BEANS COFFEE\nFLAT WHITE ${total}\nTOTAL $${total}` });
    engine = await engineOver(base, [
      cafe('c1.jpg', '2024-04-03T08:00:00', '4.50'),
      cafe('c2.jpg', '2024-04-10T08:00:00', '5.00'),
      cafe('c3.jpg', '2024-04-24T08:00:00', '4.50'),
      cafe('c4.jpg', '2024-05-02T08:00:00', '9.99'),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('"how much did I spend on coffee in April" is the sum of April\'s bills, each listed', async () => {
    const out = await engine.ask({ question: 'How much did I spend on coffee in April?', now: '2024-06-01T12:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^\$14\.00 in total — /);
    expect(out.answer).not.toContain('9.99');
  });
});
