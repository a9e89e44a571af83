import { describe, expect, it } from 'vitest';
import { contentWords } from '../electron/engine/augment/similarity';
import { stemsOf, unitCoverage, type TermGroup } from '../electron/engine/qa/coverage';
import { memoryRow } from './support/memory-rows';

const group = (words: Array<[string, number]>): TermGroup => ({ words: new Map(words), prints: new Set(), phrases: [], kinds: new Map(), documents: new Set(), goods: new Set(), consumed: new Set() });
const row = (ocr: string, path = 'scan.jpg') => memoryRow(path, '2023-05-01T10:00:00', null, { ocr_text: ocr });

describe('coverage by stem, through the per-question index of near words', () => {
  const question = [group([['pottery', 1], ['ceramicist', 0.7], ['kiln', 0.7], ['glazes', 0.4]])];

  it('matches a near word spelt otherwise, at the stem weight of its own weight', () => {
    expect(unitCoverage(row('POTTERIES OPEN DAY'), question)).toEqual([0.9]);
    expect(unitCoverage(row('CERAMICS STUDIO'), question)[0]).toBeCloseTo(0.7 * 0.9);
    // The index built once for the question gives what building it per row gives.
    expect(unitCoverage(row('CERAMICS STUDIO'), question, question.map(stemsOf))).toEqual(unitCoverage(row('CERAMICS STUDIO'), question));
  });

  it('leaves out far words, short words and short shared starts', () => {
    expect(unitCoverage(row('GLAZING CLASS'), question)).toEqual([0]);
    expect(unitCoverage(row('KILNED'), question)).toEqual([0]);
    expect(unitCoverage(row('POTTING SHED'), question)).toEqual([0]);
    expect(unitCoverage(row('nothing here'), [])).toEqual([]);
  });

  it('a word that is only the opening of a much longer near word is no stem of it', () => {
    // "photo" (every photo's kind) is the first five letters of "photoelectricity", a near word of electricity.
    const electricity = [group([['electricity', 1], ['photoelectricity', 0.6]])];
    expect(unitCoverage(row('PHOTO BOOTH STRIP'), electricity)).toEqual([0]);
    // A word most of whose letters the near word shares still matches by stem.
    expect(unitCoverage(row('ELECTRICAL SUPPLIES'), electricity)[0]).toBeCloseTo(0.9);
  });

  it('reads the file name by either separator', () => {
    const named = [group([['pottery', 1]])];
    expect(unitCoverage(memoryRow('shots\\pottery.jpg', '2023-05-01T10:00:00', null, {}), named)).toEqual([1]);
    expect(unitCoverage(memoryRow('pottery/IMG_1.jpg', '2023-05-01T10:00:00', null, {}), named)).toEqual([0]);
  });
});

describe('content words', () => {
  it('fold accents and cut unspaced scripts outside ASCII, and read ASCII alike', () => {
    expect([...contentWords('Café in Montréal, the Sessions')]).toEqual(['cafe', 'montreal', 'session']);
    expect([...contentWords('Cafe in Montreal, the Sessions')]).toEqual(['cafe', 'montreal', 'session']);
    expect([...contentWords('ポイ捨て禁止 Tokyo')]).toEqual(['tokyo', 'ポイ', 'イ捨', '捨て', 'て禁', '禁止']);
  });
});
