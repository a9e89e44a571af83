/**
 * Reading the asked value off a document of labelled lines: the line whose label holds the question's
 * word, numbers grouped the Indian way and currencies printed as words, a rate "per" a unit, the total
 * of several scores, a code after a label with its abbreviation in brackets, a code in letter and
 * digit groups, and the day a document prints for the asked event over the day of a later photo.
 */
import { describe, expect, it } from 'vitest';
import type { QueryAnalysis } from '../shared/qa';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { composeAnswer } from '../electron/engine/qa/answer';
import { extractAnswer, type EvidenceRow } from '../electron/engine/qa/extract';
import type { Candidate } from '../electron/engine/qa/fusion';
import { moneyIn } from '../electron/engine/qa/number';
import { memoryRow } from './support/memory-rows';
import { ocrRow } from './support/ocr-row';

function extract(question: string, rows: Array<[EvidenceRow, number]>, recency = false) {
  return extractAnswer({ type: answerTypeOf(question, null), terms: [], question, recency, evidence: rows.map(([row, similarity]) => ({ row, similarity })) });
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

describe('a rate per a unit', () => {
  const pump = doc('pump', ['NORTHWAY FUELS', 'PRODUCT: DIESEL', 'PRICE: 1.689 EUR/L', 'QTY: 41.20 L', 'TOTAL EUR 69.59']);

  it('"what was diesel per litre" is a number: the price per litre, not the litres bought or the total', () => {
    expect(answerTypeOf('What was diesel per litre the last time I filled up?', null).kind).toBe('number');
    expect(extract('What was diesel per litre the last time I filled up?', [[pump, 1]])?.value).toBe('1.689 EUR/L');
  });

  it('reads "per night" in words, and a rate whose label says per what', () => {
    const stay = doc('stay', ['HARBOUR INN', 'Double room €95 per night', '3 nights', 'TOTAL €285.00']);
    expect(extract('How much was the room per night?', [[stay, 1]])?.value).toBe('95 per night');
    const receipt = doc('receipt', ['PUMP 6', 'PRICE/L: 1.859', 'LITRES 40.20']);
    expect(extract('What was fuel per litre?', [[receipt, 1]])?.value).toBe('1.859');
  });
});

describe('a score out of a maximum', () => {
  it('"what score did I get" is a number: the total among the parts\' scores', () => {
    const sheet = doc('sheet', ['Language Centre', 'Results', 'Reading 18/20 Listening 17/20', 'Writing 15/20 Speaking 19/20', 'Total 69/80 - good', 'PASS']);
    expect(answerTypeOf('What score did I get in the B1 test?', null)).toEqual({ kind: 'number', subject: 'score' });
    expect(extract('What score did I get in the B1 test?', [[sheet, 1]])?.value).toBe('69/80');
  });

  it('without a total line, the score out of the most; a date is no score', () => {
    const card = doc('card', ['Issued 12/05/2025', 'Theory 45/50', 'Practical 88/100']);
    expect(extract('What mark did I get?', [[card, 1]])?.value).toBe('88/100');
  });
});

describe('codes: a bracketed abbreviation after the label, letter and digit groups', () => {
  it('reads the code after "Label (ABBR):"', () => {
    const shot = doc('shot', ['Parcel ready', 'Order No. 88123', 'Pickup PIN (OTP): 5521']);
    expect(extract('What was the pickup pin for my parcel?', [[shot, 1]])?.value).toBe('5521');
  });

  it('a plate after "REG. NO" is read as a registration, without the model printed after it', () => {
    const card = doc('card', ['RIVERSIDE GARAGE', 'JOB CARD JC-4471 02-03-2026', 'REG. NO: RX 14 PQ 5521 ASTRA SPORT', 'TOTAL 310.00']);
    expect(extract("What's my car's registration number?", [[card, 1]])?.value).toBe('RX 14 PQ 5521');
  });

  it('a code in letter and digit groups goes on past a short letter group between numbers, not past a word', () => {
    const slip = doc('slip', ['VEHICLE NO: RX 14 PQ 5521']);
    expect(extract("What's my vehicle number?", [[slip, 1]])?.value).toBe('RX 14 PQ 5521');
    const order = doc('order', ['Order no 55 FOR 2 GUESTS']);
    expect(extract('What was my order number?', [[order, 1]])?.value).toBe('55');
  });
});

describe('the day a document prints for the asked event', () => {
  const results = doc('results', ['Driving school', 'Test results', 'Theory 45/50', 'PASSED']);
  const notice = doc('notice', ['DRIVING SCHOOL NORTH', 'THEORY TEST NOTICE', 'WRITTEN TEST: FRI 06.03.2026, 10:00', 'BRING YOUR ID']);

  it('a match about as good that prints the day beside the asked thing answers "when was", not the results\' photo', () => {
    expect(extract('When was my theory test?', [[results, 1], [notice, 0.9]])).toMatchObject({ memoryId: 'notice', value: 'WRITTEN TEST: FRI 06.03.2026, 10:00' });
  });

  it('not for "the last time", not from a much weaker match, not from a label for the next one', () => {
    expect(extract('When was my theory test?', [[results, 1], [notice, 0.9]], true)).toBeNull();
    expect(extract('When was my theory test?', [[results, 1], [notice, 0.5]])).toBeNull();
    const reminder = doc('reminder', ['DRIVING SCHOOL NORTH', 'NEXT TEST: FRI 06.03.2026, 10:00']);
    expect(extract('When was my theory test?', [[results, 1], [reminder, 0.9]])).toBeNull();
  });

  it('the answer leads with the printed day', () => {
    const shot = memoryRow('Screenshot_results.png', '2026-03-30T18:00:00', null, { ocr_text: results.ocr_text });
    const card = memoryRow('notice.jpg', '2026-02-20T09:00:00', null, { ocr_text: notice.ocr_text });
    const ref = (row: Candidate['row'], similarity: number): Candidate => ({ row, score: similarity, similarity, covers: 1, why: (row.ocr_text ?? '').split('\n').slice(1, 3).join(' · ') });
    const question = 'When was my theory test?';
    const analysis: QueryAnalysis = {
      question, declarative: question, time: null, recency: false, places: [], people: [], events: [], terms: ['theory', 'test'], related: [], usedLLM: false,
      aggregation: null, answerType: answerTypeOf(question, null),
    };
    const { answer } = composeAnswer({ analysis, type: analysis.answerType, refs: [ref(shot, 0.6), ref(card, 0.55)], layouts: new Map(), computed: null, eventsOn: () => [] });
    expect(answer).toMatch(/^On (Fri, )?Mar 6, 2026/);
  });
});
