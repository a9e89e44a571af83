/**
 * A training session named by the craft it is done in ("dragon boat sessions", "club boat training"):
 * the club's board prints what is done in it (a scull, a stroke rate), the kinds of the craft's verb,
 * not another craft's name. The craft's noun before an act is read as that verb.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { wordRoles } from '../electron/engine/qa/lexicon/word-roles';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOBART = { lat: -42.8821, lon: 147.3272 };
const NOW = '2027-08-01T10:00:00+10:00';

describe('sessions named by the craft they are done in', () => {
  it("reads a compound's last noun before an act as the act's verb", () => {
    expect(wordRoles('How many club boat sessions did I do in June?').get('boat')).toBe('v');
    expect(wordRoles('When was my first club boat training?').get('boat')).toBe('v');
    // A noun before no act keeps its noun: "the boat ticket" is the thing.
    expect(wordRoles('Where is my club boat ticket?').get('boat')).toBe('n');
  });

  describe('a rowing club in Hobart', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('workout-kinds-hobart'), library(HOBART, (doc) => [
        doc('board-1.jpg', '2027-05-22T07:40:00', ['SQUAD 2  SAT 22/5', 'WARM-UP 3KM', 'ROW 4 x 1000M', 'SPLIT 2:06']),
        doc('board-2.jpg', '2027-06-05T07:35:00', ['SQUAD 2  SAT 5/6', 'WARM-UP 3KM', 'SCULL 6 x 500M', 'SPLIT 2:01']),
        doc('board-3.jpg', '2027-06-19T07:45:00', ['SQUAD 2  SAT 19/6', 'WARM-UP 3KM', 'ROW 3 x 2000M', 'SPLIT 2:09']),
        doc('groceries.jpg', '2027-06-12T18:10:00', ['CORNER GROCER', '12/06/2027 18:10', 'APPLES 1KG 4.50', 'BREAD 5.20', 'TOTAL 9.70']),
      ]));
    });
    afterAll(async () => engine.close());

    it('counts the sessions of a month by their boards', async () => {
      const june = await engine.ask({ question: 'How many club boat sessions did I do in June?', now: NOW, noLlm: true });
      expect(june.answer).toMatch(/^2 times\b/);
    });

    it('dates the first training', async () => {
      const first = await engine.ask({ question: 'When was my first club boat training?', now: NOW, noLlm: true });
      expect(first.answer).toMatch(/May 22, 2027/);
    });
  });
});
