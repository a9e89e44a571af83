/**
 * What the parts of a phrase say alone: a compound noun is a kind of its head ("car insurance" is
 * insurance) and is kept on its head's documents, not its modifier's; a phrasal verb's verb without
 * its particle is another verb ("run out", what "expire" means, is not "run").
 */
import { describe, expect, it } from 'vitest';
import { combineUnits, questionGroups, unitCoverage, unitGroup } from '../electron/engine/qa/coverage';
import { questionUnits, relatedWords } from '../electron/engine/qa/lexicon/related';
import { memoryRow } from './support/memory-rows';

const at = (ocr: string) => memoryRow('x.jpg', '2031-05-01T12:00:00', null, { ocr_text: ocr });
const weightOf = (term: string, word: string) => relatedWords(term).find((r) => r.word === word)?.weight ?? 0;

describe('the parts of a phrase', () => {
  it('a compound noun\'s head alone counts as one step up; its modifier brings no document words', () => {
    expect(unitGroup(['car insurance'], {}).words.get('insurance')).toBeGreaterThanOrEqual(0.6);
    // "car" is what parking tickets are kept for: "ROW" and "LEVEL" are not an insurance document's.
    expect(weightOf('car insurance', 'row')).toBe(0);
    expect(weightOf('car insurance', 'level')).toBe(0);
    // A phrasal verb is its verb: "eat out" still asks for what a restaurant's bill prints.
    expect(weightOf('eat out', 'table')).toBeGreaterThan(0);
  });

  it('a phrasal verb\'s verb without its particle is below the near words', () => {
    // On the old reading "run" stood for "expire" as a synonym (0.8).
    expect(weightOf('expire', 'run')).toBeLessThan(0.6);
    expect(weightOf('expire', 'die')).toBeGreaterThanOrEqual(0.6);
  });

  it('"when does my car insurance expire": the certificate covers it better than a rehearsal sheet\'s "run" and "row"', () => {
    const groups = questionGroups(questionUnits(['car', 'insurance', 'expire']), {});
    const cover = (ocr: string) => combineUnits(unitCoverage(at(ocr), groups));
    const certificate = cover('CERTIFICATE OF INSURANCE\nPRIVATE VEHICLE\nPOLICY NO. 4471-B\nVALID 01/03/2031 TO 28/02/2032');
    const sheet = cover('TUESDAY 7:00 PM\nTENOR - ROW 4\nTONIGHT:\n1. Spring programme run 2');
    expect(certificate).toBeGreaterThan(sheet);
  });
});
