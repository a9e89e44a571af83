/**
 * "When we moved out of the old house", "what did I pay for the new lock": after "the" and an adjective the
 * last word is the noun the adjective describes. Read in every part of speech, "lock" was also the
 * verb, whose doer, a "locker", is what a pool's locker hire prints.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { wordRoles } from '../electron/engine/qa/lexicon/word-roles';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const LEEDS = { lat: 53.8008, lon: -1.5491 };
const NOW = '2028-10-01T10:00:00+01:00';

describe('a last word after "the" and an adjective', () => {
  it('is a noun, and after a noun may still be the verb (after "did" and its subject, it is: qa-verb-after-subject)', () => {
    expect(wordRoles('What did I pay for the new lock?').get('lock')).toBe('n');
    expect(wordRoles('What did the gas meter show when we moved out of the old house?').get('house')).toBe('n');
    expect(wordRoles('What did the doctor say?').get('say')).toBe('v');
  });

  describe('a library in England', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('noun-after-adjective'), library(LEEDS, (doc) => [
        doc('hardware.jpg', '2028-03-02T16:20:00', ['KIRKGATE HARDWARE', '02/03/2028 16:14', 'BRASS PADLOCK 40MM 14.99', 'TOTAL 14.99']),
        doc('pool.jpg', '2028-05-20T09:10:00', ['WESTSIDE LEISURE POOL', '20/05/2028 09:02', 'LOCKER 2.00', 'TOTAL 2.00']),
      ]));
    });
    afterAll(async () => engine.close());

    it("answers the padlock's price, not the pool locker's", async () => {
      const r = await engine.ask({ question: 'What did I pay for the new lock?', now: NOW, noLlm: true });
      expect(r.answer).toMatch(/^14\.99\b/);
    });
  });
});
