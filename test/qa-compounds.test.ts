import { describe, expect, it } from 'vitest';
import { closedPairs, questionGroups, unitCoverage, unitGroup } from '../electron/engine/qa/coverage';
import { questionUnits } from '../electron/engine/qa/lexicon/related';
import { wordsWithCompounds } from '../electron/engine/qa/lexicon/compounds';
import { memoryRow } from './support/memory-rows';

describe('hyphenated compounds WordNet knows', () => {
  it('stand for themselves, not their parts; unknown ones keep their parts', () => {
    expect([...wordsWithCompounds('Check-out by 11am').words]).toEqual(expect.arrayContaining(['checkout']));
    expect(wordsWithCompounds('Check-out by 11am').words.has('check')).toBe(false);
    // The part written on its own elsewhere is still a word of the text.
    expect(wordsWithCompounds('CHECK 12\nCheck-in 3pm').words.has('check')).toBe(true);
    expect([...wordsWithCompounds('STONE-BAKED PIZZA').words]).toEqual(expect.arrayContaining(['stone', 'baked', 'pizza']));
  });

  it('a card saying "Check-out" does not cover a question about the check', () => {
    const group = [unitGroup(['check'], {})];
    const card = memoryRow('card.jpg', '2023-02-01T15:00:00', null, { ocr_text: 'ROOM 4\nCheck-out 10am' });
    const bill = memoryRow('bill.jpg', '2023-02-01T21:00:00', null, { ocr_text: 'TABLE 6\nCHECK TOTAL 54.00' });
    expect(unitCoverage(card, group)[0]).toBe(0);
    expect(unitCoverage(bill, group)[0]).toBe(1);
  });
});

describe('two question words a memory writes as one', () => {
  it('cover both words ("bike lock" on a "BIKELOCK" receipt), and are searched for', () => {
    const groups = questionGroups(questionUnits(['bike', 'lock', 'repair']), {});
    const receipt = memoryRow('receipt.jpg', '2023-03-02T10:00:00', null, { ocr_text: 'NORTHWIND CYCLES\nBIKELOCK U-BAR 1\nTOTAL $34.00' });
    const other = memoryRow('other.jpg', '2023-03-03T10:00:00', null, { ocr_text: 'LOCKER 4\nKEY DEPOSIT 2.00' });
    expect(unitCoverage(receipt, groups).slice(0, 2)).toEqual([1, 1]);
    expect(unitCoverage(other, groups)[0]).toBe(0);
    expect(closedPairs(['bike', 'lock', 'repair'])).toEqual(['bikelock', 'lockrepair']);
  });

  it('leave a unit WordNet already joins, and words with other characters, alone', () => {
    expect(questionGroups(questionUnits(['work', 'out']), {}).every((g) => g.closedWithNext === undefined)).toBe(true);
    expect(closedPairs(['wi-fi', 'code'])).toEqual([]);
  });
});
