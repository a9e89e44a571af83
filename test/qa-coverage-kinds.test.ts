import { describe, expect, it } from 'vitest';
import { namesSubject, termGroup, unitCoverage, unitGroup } from '../electron/engine/qa/coverage';
import { memoryRow } from './support/memory-rows';

const row = (ocr: string) => memoryRow('scan.jpg', '2023-05-01T10:00:00', null, { ocr_text: ocr });

describe('coverage by kinds of the asked thing that the lexicon does not list', () => {
  it('counts a word WordNet files under the asked noun, below a near word', () => {
    const shelter = [unitGroup(['shelter'], {})];
    expect(shelter[0]!.words.has('kennel')).toBe(false);
    const [kind] = unitCoverage(row('KENNEL ROTA WEEK 3'), shelter);
    expect(kind).toBeGreaterThan(0);
    expect(kind).toBeLessThan(0.6);
    expect(unitCoverage(row('SHELTER ROTA WEEK 3'), shelter)).toEqual([1]);
    expect(unitCoverage(row('ROTA WEEK 3'), shelter)).toEqual([0]);
  });

  it('counts several distinct kinds more than one, through a synonym of the asked word', () => {
    const food = [unitGroup(['nutrient'], {})];
    expect(food[0]!.kinds.get('food')).toBeGreaterThan(0);
    const one = unitCoverage(row('PLUMS 2.10'), food)[0]!;
    // "ANCHOVIES" reads as "anchovie" in the memory's words; WordNet knows the plural.
    expect(unitCoverage(row('ANCHOVIES 4.00'), food)[0]).toBe(one);
    const three = unitCoverage(row('PLUMS 2.10 PARSNIPS 1.20 OATMEAL 3.40'), food)[0]!;
    expect(one).toBeGreaterThan(0);
    expect(three).toBeGreaterThan(one);
    expect(three).toBeLessThan(0.7);
  });

  it('knows an asked plural whose word form is not a lemma ("pastries" reads as "pastrie")', () => {
    const pastries = [unitGroup(['pastrie'], {})];
    expect(pastries[0]!.kinds.get('pastry')).toBe(1);
    expect(unitCoverage(row('CORNER BAKERY\nECLAIR 3.50\nSTRUDEL 4.00'), pastries)[0]).toBeGreaterThan(0);
    expect(unitCoverage(row('CORNER BAKERY\nTOTAL 7.50'), pastries)).toEqual([0]);
  });

  it('takes kinds of physical things only, by the commonest sense', () => {
    // Everything done is a kind of act, and "a while" shares a word ("piece") with a sense that is a thing.
    expect(unitGroup(['act'], {}).kinds.size).toBe(0);
    expect(unitGroup(['while'], {}).kinds.size).toBe(0);
    expect(unitGroup(['shelter'], {}).kinds.get('shelter')).toBe(1);
  });

  it('lets a memory that names a kind of the asked thing answer "which one"', () => {
    const book = termGroup('book', {});
    expect(namesSubject(row('THE SALT KITCHEN\nA COOKBOOK'), book)).toBe(true);
    expect(namesSubject(row('THE SALT KITCHEN\nSIGNED COPY'), book)).toBe(false);
  });
});
