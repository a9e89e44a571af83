/**
 * "What did the garage replace", "what did the vet give the cat": a deed someone else did to things is
 * what their bill lists, item by item, not its total. Which verbs are deeds on things is WordNet's
 * (its verb files of changing, handling, making and giving), so "what did the meter read" is not one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { isDeedOnThings } from '../electron/engine/qa/kind-of';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const LEEDS = { lat: 53.8008, lon: -1.5491 };
const NOW = '2027-10-01T10:00:00+01:00';

describe("what someone else did to things", () => {
  it('asks for a list when a third party did a deed on things', () => {
    expect(answerTypeOf('What did the garage replace?', null).kind).toBe('list');
    expect(answerTypeOf('What did the vet give the cat in March?', null).kind).toBe('list');
    // "Fit" is first "suit" (a state), then "make fit": the deed is the first sense of doing.
    expect(isDeedOnThings('fit')).toBe(true);
    expect(answerTypeOf('What did the plumber fit last week?', null).kind).toBe('list');
    // Saying and reading are no deeds on things.
    expect(isDeedOnThings('say')).toBe(false);
    expect(answerTypeOf('What did the doctor say?', null).kind).not.toBe('list');
    expect(answerTypeOf('What did the gas meter read in May?', null).kind).not.toBe('list');
  });

  describe('a library in Leeds', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('others-deed'), library(LEEDS, (doc) => [
        doc('garage.jpg', '2027-05-14T16:05:00', ['KIRKSTALL MOTOR REPAIRS', 'INVOICE 5521', '14/05/2027', 'FRONT BRAKE PADS  64.00', 'WIPER BLADES  18.50', 'LABOUR 1HR  55.00', 'TOTAL  137.50 GBP']),
        doc('vet.jpg', '2027-03-09T11:20:00', ['MEANWOOD ANIMAL CLINIC', 'PATIENT: MOSS (FELINE)', '09/03/2027', 'CONSULTATION  42.00', 'FLEA SPOT-ON  14.75', 'WORMING TABLET  9.20', 'TOTAL  65.95 GBP']),
        doc('groceries.jpg', '2027-08-20T19:38:00', ['CORNER STORES', '20/08/2027 19:38', 'MILK 2L  1.65', 'BANANAS  0.98', 'TOTAL  2.63 GBP']),
      ]));
    });
    afterAll(async () => engine.close());

    it("lists the bill's items, not its total", async () => {
      const garage = await engine.ask({ question: 'What did the garage replace?', now: NOW, noLlm: true });
      expect(garage.answer).toMatch(/^FRONT BRAKE PADS, WIPER BLADES\b/);
      const vet = await engine.ask({ question: 'What did the vet give the cat in March?', now: NOW, noLlm: true });
      expect(vet.answer).toMatch(/FLEA SPOT-ON, WORMING TABLET/);
    });
  });
});
