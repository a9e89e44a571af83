import { describe, expect, it } from 'vitest';
import { goodsIn, goodsOf, goodsOfTerm } from '../electron/engine/qa/lexicon/goods';
import { questionGroups, unitCoverage } from '../electron/engine/qa/coverage';
import { questionUnits } from '../electron/engine/qa/lexicon/related';
import { memoryRow } from './support/memory-rows';

describe('what a kind of place sells, read off its WordNet definition', () => {
  it('reads the goods a definition names, and not the general words around them', () => {
    expect(goodsIn('a shop where books are sold')).toEqual(['book']);
    expect(goodsIn('a grocer who sells fresh fruits and vegetables')).toEqual(['fruit', 'vegetable']);
    expect(goodsIn('a store that sells alcoholic beverages for consumption elsewhere')).toEqual(['alcoholic_beverage']);
    expect(goodsIn('a retail shop where medicine and other articles are sold')).toEqual(['medicine']);
    expect(goodsIn('a building where people go to eat')).toEqual([]);
    // What a thing serves as is no goods.
    expect(goodsIn('an elevated place serving as a seat')).toEqual([]);
  });

  it('reads a place’s kinds when its own definition names no goods, and gives up on a general shop', () => {
    expect(goodsOf('bookshop')).toEqual(['book']);
    // "a building where people go to eat": its kinds serve drinks, snacks, wine, tea, meals.
    expect(goodsOf('restaurant')).toEqual(expect.arrayContaining(['drink', 'wine', 'tea']));
    // A shop's kinds sell everything: nothing is told of one receipt by that.
    expect(goodsOf('shop')).toEqual([]);
  });
});

describe('a bill that lists what the asked place serves covers the place', () => {
  const bill = memoryRow('IMG_0101.jpg', '2023-05-12T21:00:00', null, { ocr_text: 'THE COPPER KETTLE\n12/05/2023 20:41\nRED WINE 9.00\nESPRESSO 3.20\nTOTAL 12.20' });
  const slip = memoryRow('IMG_0102.jpg', '2023-05-13T12:00:00', null, { ocr_text: 'PARK LANE ALTERATIONS\nHEM TROUSERS 14.00\nTOTAL 14.00\nCOLLECT FRIDAY' });
  const books = memoryRow('IMG_0103.jpg', '2023-05-14T12:00:00', null, { ocr_text: 'THE READING NOOK\nCOOKBOOK 18.00\nNOVEL 9.99\nTOTAL 27.99' });

  it('"which restaurant": the wine and the espresso on a bill, not an alterations slip that also prints a total', () => {
    const [restaurant] = questionGroups(questionUnits(['restaurant']), {});
    const [billCovers] = unitCoverage(bill, [restaurant!]);
    const [slipCovers] = unitCoverage(slip, [restaurant!]);
    expect(billCovers!).toBeGreaterThan(slipCovers!);
  });

  it('"the bookshop": a receipt listing kinds of book', () => {
    const [bookshop] = questionGroups(questionUnits(['bookshop']), {});
    expect(unitCoverage(books, [bookshop!])[0]!).toBeGreaterThan(unitCoverage(slip, [bookshop!])[0]!);
  });
});

describe('a word asked in the plural in its "usually plural" sense', () => {
  const food = memoryRow('IMG_0104.jpg', '2023-05-15T12:00:00', null, { ocr_text: 'HILLCREST\n15/05/2023 11:02\nEGGS 6PK 2.10\nWHOLEMEAL BREAD 1.40\nMILK 2L 1.65\nTOTAL 5.15' });
  const fuel = memoryRow('IMG_0105.jpg', '2023-05-16T12:00:00', null, { ocr_text: 'RIDGEWAY FUELS\nPUMP 3 UNLEADED 38.2 L\nTOTAL 61.40\nCARD ****1234' });

  it('"groceries" are what a grocer sells, not only the shop', () => {
    // contentWords leaves "groceries" as "grocerie".
    expect([...goodsOfTerm('grocerie')]).toContain('foodstuff');
    const [groceries] = questionGroups(questionUnits(['grocerie']), {});
    expect(unitCoverage(food, [groceries!])[0]!).toBeGreaterThan(unitCoverage(fuel, [groceries!])[0]!);
  });
});
