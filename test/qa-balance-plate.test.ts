/**
 * Amounts and codes whose label is not the question's word: what is left on an account after a payment
 * is not what was paid, what is still owed is the balance, a word symbol printed in capitals is still a
 * currency, and a number plate is printed after whatever the document calls the vehicle.
 */
import { describe, expect, it } from 'vitest';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { extractAnswer, type EvidenceRow } from '../electron/engine/qa/extract';
import { moneyIn } from '../electron/engine/qa/number';
import { ocrRow } from './support/ocr-row';

function extract(question: string, row: EvidenceRow) {
  return extractAnswer({ type: answerTypeOf(question, null), terms: [], question, evidence: [{ row, similarity: 1 }] });
}
const row = (id: string, texts: string[]) => ocrRow(id, texts.map((t) => [t, 22] as [string, number]));

describe('balances', () => {
  it('a payment text: the amount sent, not the balance printed under its label', () => {
    const text = row('sms', ['PAYLINK', 'QX81 Confirmed.', 'TSh 25,000.00 paid to', 'CITY GAS CO', 'on 3/4/26 at 9:12 AM.', 'Account balance is', 'TSh 310,500.00.']);
    expect(extract('How much was the gas bill?', text)?.value).toBe('TSh 25,000.00');
  });

  it('"how much do I still owe" is the balance after a deposit, not the total', () => {
    const slip = row('slip', ['ALTERATIONS & REPAIRS', 'JOB 0412', '2 TROUSERS - HEM', 'TOTAL TSH 30,000', 'PAID TSH 10,000', 'BALANCE TSH 20,000']);
    expect(extract('How much do I still owe for the trousers?', slip)?.value).toBe('TSH 20,000');
    expect(extract('How much were the trousers?', slip)?.value).toBe('TSH 30,000');
  });

  it('a word symbol printed in capitals is money', () => {
    expect(moneyIn('TOTAL KSH 3,500').map((m) => m.printed)).toEqual(['KSH 3,500']);
    expect(moneyIn('TOTAL Ksh 3,500').map((m) => m.printed)).toEqual(['Ksh 3,500']);
  });
});

describe('number plates', () => {
  it("the owner in \"my van's number plate\" is no label; the plate is the head", () => {
    expect(answerTypeOf("What's my van's number plate?", null)).toEqual({ kind: 'identifier', subject: 'number plate' });
  });

  it('a plate after an unknown label, not a bare number on the same receipt', () => {
    const receipt = row('fuel', ['HIGHWAY FUELS', 'PUMP 3', '102.450', 'LITRES 30.2', 'VEHICLE: XB 42 KLM']);
    expect(extract("What's my van's number plate?", receipt)?.value).toBe('XB 42 KLM');
  });
});
