/**
 * "The garden centre": WordNet lists no such place, and its last word names a building of any kind.
 * A receipt headed "… LEISURE CENTRE" prints the word but names another centre; a name before the
 * word the dictionary does not know ("ASHCOMBE CENTRE") may be the asked one's.
 */
import { describe, expect, it } from 'vitest';
import { combineUnits, questionGroups, unitCoverage } from '../electron/engine/qa/coverage';
import { questionUnits } from '../electron/engine/qa/lexicon/related';
import { headedByOtherModified, namesBuilding } from '../electron/engine/qa/place-header';
import { memoryRow } from './support/memory-rows';

const LEEDS = { lat: 53.8008, lon: -1.5491 };
const centre = (w: string) => w === 'centre';
const garden = (w: string) => w === 'garden';
const nursery = memoryRow('nursery.jpg', '2026-04-11T10:00:00', LEEDS, { ocr_text: 'OAKRIDGE NURSERY\nHEADINGLEY\n11/04/2026  09:52\nFIG TREE 30CM  £29.00\nHERB SEEDS X3  £9.80\nTOTAL  £38.80' });
const squash = memoryRow('squash.jpg', '2026-05-02T18:00:00', LEEDS, { ocr_text: 'KIRKGATE LEISURE CENTRE\nTAX INVOICE\n02/05/2026  17:41\nSQUASH COURT HIRE  £14.00\nTOTAL INCL VAT  £14.00\nCARD APPROVED' });

describe('a building headed by another word than the asked one', () => {
  it('tells a kind word before the building from a name', () => {
    expect(namesBuilding('centre')).toBe(true);
    // A bill's brim and a bird's bill are structures, no buildings: "power bill" names no place.
    expect(namesBuilding('bill')).toBe(false);
    expect(headedByOtherModified(squash.ocr_text, centre, garden)).toBe(true);
    expect(headedByOtherModified('ASHCOMBE CENTRE\nTOTAL 14.00', centre, garden)).toBe(false);
    expect(headedByOtherModified('HILLTOP GARDEN CENTRE\nTOTAL 14.00', centre, garden)).toBe(false);
  });

  it('covers "the garden centre" by the nursery more than by the leisure centre that prints "centre"', () => {
    const question = 'What did I buy at the garden centre?';
    const groups = questionGroups(questionUnits(['buy', 'garden', 'centre']), {}, question);
    expect(unitCoverage(squash, groups)[2]).toBe(0);
    expect(combineUnits(unitCoverage(nursery, groups))).toBeGreaterThan(combineUnits(unitCoverage(squash, groups)));
    // Written apart in the question ("the garden of the centre"), the words name no such place.
    expect(unitCoverage(squash, questionGroups(questionUnits(['garden', 'centre']), {}, 'the garden by the centre'))[1]).toBeGreaterThan(0);
  });
});
