/**
 * A related lemma of several words stands for the question word only whole: "greasy spoon" is a
 * restaurant, "mobile" (of "mobile canteen") on a boarding pass is not.
 */
import { describe, expect, it } from 'vitest';
import { unitCoverage, unitGroup } from '../electron/engine/qa/coverage';
import { memoryRow } from './support/memory-rows';

const at = (ocr: string) => memoryRow('x.jpg', '2023-05-01T20:00:00', null, { ocr_text: ocr });

describe('related phrases', () => {
  const restaurant = [unitGroup(['restaurant'], {})];

  it('cover the question word when the whole phrase is printed', () => {
    expect(unitCoverage(at('THE GREASY SPOON\nOPEN 7 DAYS'), restaurant)[0]).toBeGreaterThanOrEqual(0.6);
  });

  it('count for little by one word of them', () => {
    const pass = unitCoverage(at('Mobile boarding pass\nGate 12 · Seat 23C'), restaurant)[0]!;
    expect(pass).toBeLessThan(0.5);
    // A bill prints what restaurants' bills print, and outranks it.
    expect(unitCoverage(at('TABLE 4\nSERVER: ANA\nTOTAL 42.00'), restaurant)[0]!).toBeGreaterThan(pass);
  });
});
