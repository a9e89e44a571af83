import { describe, expect, it } from 'vitest';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { extractAnswer } from '../electron/engine/qa/extract';
import { ocrRow } from './support/ocr-row';

/**
 * Values read off documents laid out as real ones are: a label over its value, a header row over a
 * row of values, two codes with the same head, lists numbered or run on after a colon. Made-up
 * documents, none from an eval album.
 */
function read(question: string, lines: Array<[string, number]>): string | null {
  return extractAnswer({ type: answerTypeOf(question, null), terms: [], question, evidence: [{ row: ocrRow('doc', lines), similarity: 1 }] })?.value ?? null;
}

describe('documents of other shapes', () => {
  it('a generic head is read where the asked qualifier labels it, not where another does first', () => {
    const bill = [['POWERGRID', 30], ['Account number', 14], ['7781 2290 11', 26], ['Meter number', 14], ['55 1209 8812', 26]] as Array<[string, number]>;
    expect(read('What is my meter number?', bill)).toBe('55 1209 8812');
    expect(read('What is my account number?', bill)).toBe('7781 2290 11');
  });

  it('a header row of position labels is no value: the row under it holds the seat', () => {
    expect(read('What seat was I in on the flight?', [['BOARDING PASS', 30], ['Flight Gate Seat', 12], ['KQ 402 B6 14C', 30]])).toContain('14C');
  });

  it('the amount a question names is read off its line, not the larger balance', () => {
    expect(read('How much was the deposit?', [['LAKESIDE VENUES', 30], ['Deposit paid    R 500.00', 18], ['Balance due   R 1 200.00', 18]])).toContain('500.00');
  });

  it('a code printed with its "#" under its label', () => {
    expect(read("What's the gate code?", [['WELCOME', 30], ['Gate code', 14], ['#4471', 30]])).toContain('4471');
  });

  it('a numbered list drops its numbers', () => {
    expect(read('What was on my packing list?', [['PACKING', 30], ['1. passport', 20], ['2. charger', 20], ['3. sunscreen', 20]])).toBe('passport, charger, sunscreen');
  });

  it('items run on after a heading\'s colon are the list', () => {
    expect(read('What was on my shopping list?', [['Shopping: milk, eggs, rye bread, lemons', 24]])).toBe('milk, eggs, rye bread, lemons');
  });
});
