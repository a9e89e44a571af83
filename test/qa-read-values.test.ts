/**
 * Reading the asked value off a document of labelled lines: the line whose label holds the question's
 * word, numbers grouped the Indian way and currencies printed as words.
 */
import { describe, expect, it } from 'vitest';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { extractAnswer, type EvidenceRow } from '../electron/engine/qa/extract';
import { moneyIn } from '../electron/engine/qa/number';
import { ocrRow } from './support/ocr-row';

function extract(question: string, rows: Array<[EvidenceRow, number]>) {
  return extractAnswer({ type: answerTypeOf(question, null), terms: [], question, evidence: rows.map(([row, similarity]) => ({ row, similarity })) });
}
const doc = (id: string, texts: string[]) => ocrRow(id, texts.map((t) => [t, 24]));

describe('money: grouping and currencies as printed', () => {
  it('reads lakh grouping whole, never its first group as cents', () => {
    expect(moneyIn('DEPOSIT: Rs. 3,50,000').map((m) => m.value)).toEqual([350000]);
    expect(moneyIn('BALANCE ₹12,40,500.75').map((m) => m.value)).toEqual([1240500.75]);
    expect(moneyIn('UNITS 3,50,000')).toEqual([]);
  });

  it('a currency written as a word symbol ("Rs.", "kr", "zł") makes a whole number money; capitals alone do not', () => {
    expect(moneyIn('FEE: Rs. 4,200').map((m) => m.printed)).toEqual(['Rs. 4,200']);
    expect(moneyIn('BILET zł 45').map((m) => m.value)).toEqual([45]);
    expect(moneyIn('kr 120 per person').map((m) => m.value)).toEqual([120]);
    expect(moneyIn('GATE FC 300')).toEqual([]);
  });

  it('"how much rent" is the rent line of a lease, not its larger deposit', () => {
    const lease = doc('lease', ['TENANCY AGREEMENT', 'UNIT 12B, ORCHARD COURT', 'MONTHLY RENT: Rs. 27,500', 'SECURITY DEPOSIT: Rs. 1,65,000', 'TERM: 11 MONTHS']);
    expect(extract('How much rent do we pay for the apartment?', [[lease, 1]])?.value).toBe('Rs. 27,500');
  });
});
