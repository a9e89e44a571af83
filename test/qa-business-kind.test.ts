import { describe, expect, it } from 'vitest';
import { combineUnits, headedByOtherPlace, questionGroups, unitCoverage } from '../electron/engine/qa/coverage';
import { questionUnits } from '../electron/engine/qa/lexicon/related';
import { memoryRow } from './support/memory-rows';

const cafe = memoryRow('cafe.jpg', '2023-05-12T10:00:00', null, { ocr_text: 'LANTERN & FINCH\nCOFFEE HOUSE\n4 MILL ROW\n12/05/2023 09:58\nLATTE 3.60\nSCONE 2.80\nTOTAL 6.40\nTHANK YOU' });
const diner = memoryRow('diner.jpg', '2023-05-20T20:00:00', null, { ocr_text: "ROSA'S CRAB HOUSE\nHARBOUR ROAD\n05/20/2023 19:40\nCRAB CAKES 22.00\nTOTAL 22.00" });
const grocer = memoryRow('grocer.jpg', '2023-05-05T11:00:00', null, { ocr_text: 'NORTHFIELD\n8 QUAY STREET\n05/05/2023 11:02\nRYE BREAD 2.10\nEGGS 6PK 1.90\nTOTAL 4.00' });

describe('a bill headed by another kind of place than the asked shop', () => {
  it('tells a coffee house, a theatre or a "… HOUSE" from a shop by the header, not by an address', () => {
    expect(headedByOtherPlace(cafe.ocr_text)).toBe(true);
    expect(headedByOtherPlace(diner.ocr_text)).toBe(true);
    expect(headedByOtherPlace('GRAND THEATRE\nTHE PAPER KITES\nSEAT 14')).toBe(true);
    expect(headedByOtherPlace(grocer.ocr_text)).toBe(false);
    expect(headedByOtherPlace('HILLSIDE BAKERY\nTOTAL 3.00')).toBe(false);
    expect(headedByOtherPlace('CORNER STORE\nTOTAL 3.00')).toBe(false);
  });

  it('covers nothing of "grocery" or "supermarket" by what every receipt prints (TOTAL)', () => {
    for (const terms of [['grocery', 'shop'], ['supermarket', 'trip']]) {
      const groups = questionGroups(questionUnits(terms), {});
      expect(unitCoverage(cafe, groups)[0]).toBe(0);
      expect(unitCoverage(diner, groups)[0]).toBe(0);
      // The grocer's receipt, headed by a name alone, still covers the shop by its receipt's words.
      expect(unitCoverage(grocer, groups)[0]).toBeGreaterThan(0);
      expect(combineUnits(unitCoverage(grocer, groups))).toBeGreaterThan(combineUnits(unitCoverage(cafe, groups)));
    }
  });

  it('leaves a question about the kind of place itself alone ("the coffee house")', () => {
    const groups = questionGroups(questionUnits(['coffee', 'house']), {});
    expect(combineUnits(unitCoverage(cafe, groups))).toBeGreaterThan(0.5);
  });
});
