/**
 * "How many hours was my last shelter shift?": the volunteer's card prints "HRS: 4.5", not "hours",
 * and neither "shelter" nor "shift". The unit the question asks in counts printed as the short form
 * WordNet lists beside it ("hr" of hour); a short form the question does not ask stays any word's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { askedShortForms } from '../electron/engine/qa/lexicon/abbreviation';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const PERTH = { lat: -31.9523, lon: 115.8613 };
const NOW = '2028-05-01T10:00:00+08:00';

describe("the asked unit's short form", () => {
  it('reads the short forms of the unit the question names', () => {
    expect([...askedShortForms('How many hours was my shift?', [['hour', 0.5], ['work', 0.6]]).keys()]).toEqual(['hr', 'hrs']);
    expect(askedShortForms('How long was my shift?', [['hour', 0.5]]).size).toBe(0);
  });

  describe('a volunteer in Perth', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('asked-short-form'), library(PERTH, (doc) => [
        doc('card-1.jpg', '2028-02-04T12:10:00', ['PAWS AND TAILS RESCUE', 'VOLUNTEER TIME CARD', 'J. OKAFOR', '04/02/28  IN 10:00  OUT 12:00', 'TASK: FEEDING', 'HRS: 2.0']),
        doc('card-2.jpg', '2028-03-11T14:40:00', ['PAWS AND TAILS RESCUE', 'VOLUNTEER TIME CARD', 'J. OKAFOR', '11/03/28  IN 09:30  OUT 14:00', 'TASK: GROOMING', 'HRS: 4.5']),
        doc('tailor.jpg', '2027-11-20T16:00:00', ['NORTHBRIDGE ALTERATIONS', 'SLIP NO. 3381', '1 JACKET - SHORTEN SLEEVES', 'TOTAL $45.00 PAID', 'READY: 27/11 AFTER 4PM']),
      ]));
    });
    afterAll(async () => engine.close());

    it('answers the hours of the last shift off its card', async () => {
      const r = await engine.ask({ question: 'How many hours was my last shelter shift?', now: NOW, noLlm: true });
      expect(r.answer).toMatch(/^4\.5 h/);
    });
  });
});
