/**
 * "When does the pool open again": after "does" and its subject, the word is the subject's verb. Read as
 * a noun ("the open": outdoors, a tournament), its kinds filled the question with a cart, a cup and a pie,
 * and a golf booking ("18 holes - cart") outranked the pool's notice that prints "POOL" itself. And a
 * notice's "REOPENS" is the asked verb done again: its date is the one asked, not the closure's first day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledDate } from '../electron/engine/qa/labelled-date';
import { wordRoles } from '../electron/engine/qa/lexicon/word-roles';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const BOISE = { lat: 43.615, lon: -116.2023 };
const NOW = '2028-05-25T10:00:00-06:00';
const NOTICE = ['MAPLE COURT RESIDENTS', 'POOL CLOSED FOR RETILING', 'MAY 2 THROUGH MAY 20', 'REOPENS TUESDAY MAY 21', 'OFFICE: 208-555-0199'];

describe('a word after "does" and its subject', () => {
  it('is a verb, unless another word that names something follows it', () => {
    expect(wordRoles('When does the pool open again?').get('open')).toBe('v');
    expect(wordRoles('What time does the bakery close on Sundays?').get('close')).toBe('v');
    expect(wordRoles('What did the doctor say?').get('say')).toBe('v');
    // A compound's first noun: the word after it is the head, and it stays a noun.
    expect(wordRoles('When did the parking fine arrive?').get('fine')).toBe('n');
  });

  it('reads the date labelled with the verb done again, for a question that asks "again"', () => {
    const taken = Date.UTC(2028, 3, 28, 9);
    expect(labelledDate(NOTICE, 'When does the pool open again?', taken)?.line).toBe('REOPENS TUESDAY MAY 21');
    // Without "again", "REOPENS" is not what the question's own verb labels.
    expect(labelledDate(NOTICE, 'When does the pool close?', taken)?.line).not.toBe('REOPENS TUESDAY MAY 21');
  });

  describe('a library in Idaho', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('verb-after-subject'), library(BOISE, (doc) => [
        doc('notice.jpg', '2028-04-28T09:14:00', NOTICE),
        doc('golf.jpg', '2028-03-24T17:03:00', ['Tee time confirmed', 'Riverside North', 'Tue, Mar 26 - 8:16 AM', '1 player - 18 holes - cart', 'Senior rate $38.00']),
        doc('bakery.jpg', '2028-05-11T14:05:00', ['CHERRY PIE SMALL $8.00', 'ICE CREAM CUP $3.50', 'TOTAL $11.50']),
      ]));
    });
    afterAll(async () => engine.close());

    it("answers the pool's reopening day from its notice", async () => {
      const r = await engine.ask({ question: 'When does the pool open again?', now: NOW, noLlm: true });
      expect(r.references[0]?.path).toMatch(/notice\.jpg$/);
      expect(r.answer).toMatch(/^May 21, 2028/);
    });
  });
});
