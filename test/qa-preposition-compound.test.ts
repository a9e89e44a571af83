/**
 * "Was I at dragon boat practice": after a preposition a noun phrase begins as after an article, so
 * a compound's last noun before an act ("boat" before "practice") is the means the act is done by, and
 * what is done is its verb (row, paddle, stroke) — which a crew's whiteboard prints ("STROKE RATE").
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { wordRoles } from '../electron/engine/qa/lexicon/word-roles';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const LEEDS = { lat: 53.8008, lon: -1.5491 };
const NOW = '2027-06-01T10:00:00+01:00';

describe('a compound after a preposition', () => {
  it('reads the craft before an act as its verb, as after an article', () => {
    expect(wordRoles('Was I at dragon boat practice in March?').get('boat')).toBe('v');
    expect(wordRoles('Did I go to river boat training?').get('boat')).toBe('v');
    expect(wordRoles('When was my first river boat training?').get('boat')).toBe('v');
  });

  describe('a library at home', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('preposition-compound'), library(LEEDS, (doc) => [
        doc('board.jpg', '2027-03-11T19:05:00', ['SQUAD 2  THU 11/3', 'WARM-UP 3KM', '4 x 750M', 'STROKE RATE 31']),
        doc('card.jpg', '2027-03-14T12:00:00', ['FOOD BANK', 'VOLUNTEER SHIFT CARD', '14/03/27  IN 10:00  OUT 13:00', 'TASK: SORTING']),
        doc('receipt.jpg', '2027-03-20T18:30:00', ['CORNER STORE', '20/03/2027 18:30', 'MILK 1.20', 'BREAD 1.45', 'TOTAL 2.65']),
      ]));
    });
    afterAll(async () => engine.close());

    it("finds the crew's board for the practice", async () => {
      const result = await engine.ask({ question: 'Was I at dragon boat practice in March?', now: NOW, noLlm: true });
      expect(path.basename(result.references[0]!.path)).toBe('board.jpg');
    });
  });
});
