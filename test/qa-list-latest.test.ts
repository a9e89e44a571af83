/**
 * "What was in my last grocery shop": the newest match is the occasion asked about, and its list
 * answers, however well an older receipt's heading shares a related word of the question.
 */
import { describe, expect, it } from 'vitest';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { extractAnswer } from '../electron/engine/qa/extract';
import { ocrRow } from './support/ocr-row';

/** A receipt printed in one size. */
const receipt = (id: string, ...lines: string[]) => ocrRow(id, lines.map((l) => [l, 30] as [string, number]));
const newest = receipt('newest', 'HARBOUR MARKET', 'LOW STREET', '05/10/2031 11:40', 'RYE BREAD  £1.20', 'PEARS  £2.10', 'TOTAL  £3.30');
const older = receipt('older', 'CORNER FOOD STORE', 'MILL ROAD', '02/08/2031 19:10', 'SUN CREAM  £5.00', 'CRACKERS  £0.85', 'TOTAL  £5.85');

function listOf(question: string, recency: boolean) {
  return extractAnswer({ type: answerTypeOf(question, null), terms: ['grocery', 'shop', 'food'], question, recency, evidence: [newest, older].map((row) => ({ row, similarity: 1 })) });
}

describe('the list of the last occasion', () => {
  it('"the last shop" lists the newest match, not an older one whose heading shares a related word', () => {
    expect(listOf('What was in my last grocery shop?', true)).toMatchObject({ value: 'RYE BREAD, PEARS', memoryId: 'newest' });
  });

  it('without "last", the heading that says what is asked still chooses', () => {
    expect(listOf('What was in my grocery shop?', false)?.memoryId).toBe('older');
  });
});
