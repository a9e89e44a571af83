/**
 * A related word's base form is the word a document prints: "swimming" (of "swimming pool", a kind of
 * pool) is "SWIM" on a leisure centre's ticket, too short for the stem test.
 */
import { describe, expect, it } from 'vitest';
import { unitCoverage, unitGroup } from '../electron/engine/qa/coverage';
import { memoryRow } from './support/memory-rows';

const at = (ocr: string) => memoryRow('x.jpg', '2023-05-01T07:00:00', null, { ocr_text: ocr });

describe('base forms of related words', () => {
  it('let a ticket that prints the base word cover the question word', () => {
    const pool = [unitGroup(['pool'], {})];
    expect(unitCoverage(at('RIVERSIDE LEISURE\nEARLY LANE SWIM\nPAID 4.50'), pool)[0]).toBeGreaterThanOrEqual(0.5);
    expect(unitCoverage(at('RIVERSIDE LEISURE\nPAID 4.50'), pool)[0]).toBe(0);
  });
});
