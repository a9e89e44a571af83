/**
 * "How many books did I borrow": a loan slip prints the count under what was done to the things,
 * within a label of a few words ("Items borrowed today: 3"), and that answers, not a reading goal's
 * "12 of 20 books" that says the asked noun but nothing of borrowing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { printedByVerb } from '../electron/engine/qa/verb-label';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };

describe('a count printed under what was done', () => {
  it('reads the figure after a label that says the asked verb done', () => {
    expect(printedByVerb(['CENTRAL LIBRARY', 'Items borrowed today: 3'], 'How many books did I borrow?')?.value).toBe('3');
    expect(printedByVerb(['Parcels delivered today: 4'], 'How many did the courier deliver?')?.value).toBe('4');
    // A label led by the counted noun asked is the reader of quantities' ("Spaces left: 4").
    expect(printedByVerb(['Spaces left: 4'], 'How many spaces were left?')).toBeNull();
    // The bare verb is an instruction, not what was done.
    expect(printedByVerb(['Take 2 tablets'], 'How many tablets did I take?')).toBeNull();
  });

  describe('asked of a loan slip among a reading goal and a book club flyer', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('done-count-label'), [
        doc('loan.jpg', '2025-06-03T15:00:00', ['CENTRAL LIBRARY', 'Items borrowed today: 3', '1. Wolf Hall   Due 24/06/2025', '2. Atonement   Due 24/06/2025', '3. Small Island   Due 24/06/2025']),
        doc('goal.png', '2025-06-15T20:00:00', ['2025 Reading Challenge', '12 of 20 books', "You're 2 books ahead of schedule"]),
        doc('flyer.jpg', '2025-05-15T12:00:00', ['NORTHFIELD BOOK CLUB', 'June meeting', 'Book: The Remains of the Day', 'Thursday 26 June 7pm']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('counts the loans, and the goal for what was read', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-06-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('How many books did I borrow?')).toMatch(/^3 — Items borrowed/);
      expect(await ask('How many books have I read this year?')).toMatch(/^12 books/);
    });
  });
});
