/**
 * "What hike did I do": a noun one does or goes on is read as the act (WordNet's first sense of "hike",
 * the walk), not as a rarer sense's figure (a price rise) read off a restaurant bill; and an act of
 * going is named by the way it went along, so the trail's sign answers among the trip's photos.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { wayOfAct } from '../electron/engine/qa/act-way';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const QUEENSTOWN = { lat: -45.0312, lon: 168.6626 };
const NOW = '2027-09-01T10:00:00+12:00';

describe('an act asked by what was done', () => {
  it('reads a noun done or gone on as the act, not a figure', () => {
    expect(answerTypeOf('What hike did I do in Queenstown?', null)).toEqual({ kind: 'name', subject: 'hike' });
    expect(answerTypeOf('Which hike did we go on?', null)).toEqual({ kind: 'name', subject: 'hike' });
    // A sum of money asked before its verb is still a figure.
    expect(answerTypeOf('What deposit did we pay?', null).kind).toBe('number');
  });

  it('names the way an act of going went along', () => {
    expect(wayOfAct('hike')).toBe('path');
    expect(wayOfAct('museum')).toBeNull();
  });

  describe('a library in Queenstown', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('qa-act-way'), library(QUEENSTOWN, (doc) => [
        doc('dinner.jpg', '2027-08-14T19:40:00', ['BLUE GULL KITCHEN', 'SHOTOVER ST', '14/08/2027 19:32', 'LAMB SHANK 42.00', 'PINOT NOIR 18.00', 'TOTAL 60.00']),
        doc('sign.jpg', '2027-08-16T08:10:00', ['TAWHARA RIDGE', 'SCENIC RESERVE', 'LOOKOUT TRAIL 2.4 KM']),
        doc('boarding.jpg', '2027-08-18T15:00:00', ['BOARDING PASS', 'ZQN AKL', 'Queenstown to Auckland', 'Flight NZ 612', 'Seat 14C']),
      ]));
    }, 120_000);
    afterAll(async () => engine?.close());

    it("names the way from its sign, not the dinner bill's total", async () => {
      const { answer } = await engine.ask({ question: 'What hike did I do in Queenstown?', now: NOW, noLlm: true });
      expect(answer).toMatch(/^TAWHARA RIDGE\b/);
    });
  });
});
