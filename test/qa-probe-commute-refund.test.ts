/**
 * A delay repay claim among a car-share booking, made up: "how much compensation will I get" is the
 * claim's amount. A receipt's short form is a non-word cut from its word's letters ("svc", "chg"); an
 * everyday word is one only when cut from the word's start ("disc", "sub"): the booking's "Estimated
 * cost" is no "compensation". And "will" before the clause's subject is the question's auxiliary, no
 * word to look for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledAmount } from '../electron/engine/qa/number';
import { questionWords } from '../electron/engine/qa/question-words';
import type { TextLine } from '../electron/engine/qa/text-lines';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const CLAIM = ['Delay Repay claim received', 'Claim reference: DR-2025-0031877', 'Journey date: 05/03/2025', 'From Stockport to Manchester Piccadilly', 'Scheduled departure 07:58', 'Delay: 32 minutes', 'Compensation: 50% of single fare', 'Amount: £3.10', "We'll respond within 20 working days."];
const BOOKING = ['Booking confirmed', 'Vauxhall Corsa · Hybrid', 'Pick up', 'Sat 22 Mar 10:00', 'Return', 'Sat 22 Mar 16:00', 'Bay', 'Chorlton Library car park', 'Estimated cost £38.50', '60 miles included', 'PIN to unlock: 4812'];
const lines = (texts: string[]): TextLine[] => texts.map((text) => ({ text }) as TextLine);

describe('a short form of the asked part of a bill', () => {
  it('is no everyday word spelt from its letters', () => {
    expect(labelledAmount(lines(BOOKING), 'How much compensation will I get?')).toBeNull();
  });
  it('is still a non-word or a word cut from its start', () => {
    expect(labelledAmount(lines(['Subtotal 40.00', 'Svc chg 5.00', 'Total 45.00']), 'How much was the service charge?')).toMatchObject({ value: '5.00' });
    expect(labelledAmount(lines(['Items 22.00', 'Disc 2.00', 'Total 20.00']), 'How much was the discount?')).toMatchObject({ value: '2.00' });
  });
});

describe('a modal before the subject', () => {
  it('is no word of the question\'s content', () => {
    expect([...questionWords('How much compensation will I get for the delayed train?')]).not.toContain('will');
    expect([...questionWords('Which bus should we take?')]).not.toContain('should');
    expect([...questionWords('What does my will say about the house?')]).toContain('will');
  });
});

let engine: Engine;
beforeAll(async () => {
  const base = await tempDir('qa-probe-commute-refund');
  engine = await engineOver(base, [
    memoryRow('claim.png', '2025-03-06T12:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: CLAIM.join('\n') }),
    memoryRow('booking.png', '2025-03-19T20:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: BOOKING.join('\n') }),
  ]);
}, 120_000);
afterAll(async () => {
  await engine?.close();
});

describe('asked of a library', () => {
  it('answers with the claim\'s amount, not the booking\'s cost', async () => {
    const out = await engine.ask({ question: 'How much compensation will I get for the delayed train?', now: '2025-03-20T12:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^£3\.10 — /);
  });
});
