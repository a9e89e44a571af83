import { describe, expect, it } from 'vitest';
import { combineUnits, questionGroups, unitCoverage } from '../electron/engine/qa/coverage';
import { headedByOtherPlace } from '../electron/engine/qa/place-header';
import { doneVerb } from '../electron/engine/qa/done-verb';
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

describe('a list of things to buy is the plan, not the purchase', () => {
  const list = memoryRow('list.jpg', '2023-06-02T18:00:00', null, { ocr_text: 'Remember to buy:\n- oat milk\n- light bulbs\n- birthday card' });
  const receipt = memoryRow('receipt.jpg', '2023-05-30T11:00:00', null, { ocr_text: 'MAPLE MART\n30/05/2023 10:58\nOAT MILK 1.80\nRICE 2.40\nTOTAL 4.20' });

  it('reads the verb a question asks as done, not one asked as a plan', () => {
    expect(doneVerb('What did I buy at the shop last time?')).toBe('buy');
    expect(doneVerb('what did we get on the last trip to the market')).toBe('get');
    expect(doneVerb('What did I need to buy?')).toBeNull();
    expect(doneVerb('What do I have to buy?')).toBeNull();
  });

  it('"what did I buy" is not covered by a list printing "to buy"; a list is when the plan is asked', () => {
    const groups = questionGroups(questionUnits(['buy', 'shop']), {});
    const asPlan = unitCoverage(list, groups)[0]!;
    groups[0]!.done = doneVerb('What did I buy at the shop?')!;
    expect(unitCoverage(list, groups)[0]).toBeLessThan(asPlan);
    expect(combineUnits(unitCoverage(receipt, groups))).toBeGreaterThan(combineUnits(unitCoverage(list, groups)));
    // A receipt that prints the verb as done ("BUY 2 GET 1") keeps it.
    const offer = memoryRow('offer.jpg', '2023-05-30T11:00:00', null, { ocr_text: 'MAPLE MART\nBUY 2 SAVE 1.00\nTOTAL 4.20' });
    expect(unitCoverage(offer, groups)[0]).toBe(1);
  });
});
