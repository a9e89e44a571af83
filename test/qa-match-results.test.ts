/**
 * A club's results list prints each match played with its score: our side's letter before it with only
 * the other side named ("W 2–1 v Ashby"), or the score between both sides ("Oakhill 2-1 Ashby"). "What
 * was the score against Ashby", "did we beat Ripley", "how did we get on against Denholm" are answered
 * by the result, as our side's; and a town a side is named after is no place the photo was taken.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { fixtureAnswer, matchesOf, namedAsSide } from '../electron/engine/qa/fixture';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const OWN = ['OAKHILL U12 RESULTS', '06 Sep  W 2–1 v Ashby', '13 Sep  D 1–1 v Denholm', '20 Sep  L 0–3 v Castleford', '27 Sep  W 4–0 v Ripley'];
const BOTH = ['Sat 6 Sep  Oakhill 2-1 Ashby', 'Sat 13 Sep  Denholm 1-1 Oakhill', 'Sat 20 Sep  Castleford 3 - 0 Oakhill', 'Sat 4 Oct  Oakhill v Ripley  KO 10:30'];
const TAKEN = Date.UTC(2025, 9, 5, 12);

describe('a list of results', () => {
  it('reads each result, its score and the day it was played', () => {
    expect(matchesOf(OWN, TAKEN).map((m) => [m.away, m.result])).toEqual([
      ['Ashby', { letter: 'W', home: 2, away: 1 }],
      ['Denholm', { letter: 'D', home: 1, away: 1 }],
      ['Castleford', { letter: 'L', home: 0, away: 3 }],
      ['Ripley', { letter: 'W', home: 4, away: 0 }],
    ]);
    const both = matchesOf(BOTH, TAKEN);
    expect(both.map((m) => [m.home, m.away])).toEqual([['Oakhill', 'Ashby'], ['Denholm', 'Oakhill'], ['Castleford', 'Oakhill'], ['Oakhill', 'Ripley']]);
    // Played before the list was photographed: this September, not next.
    expect(new Date(both[0]!.day!).toISOString().slice(0, 10)).toBe('2025-09-06');
  });

  it('answers the result as our side\'s, whichever side is at home', () => {
    expect(fixtureAnswer(OWN, 'What was the score against Ashby?', TAKEN, TAKEN, null)?.value).toBe('Won 2–1 (06 Sep)');
    expect(fixtureAnswer(OWN, 'How did we get on against Denholm?', TAKEN, TAKEN, null)?.value).toBe('Drew 1–1 (13 Sep)');
    expect(fixtureAnswer(BOTH, 'Did we win against Castleford?', TAKEN, TAKEN, null)?.value).toBe('Lost 0–3 (Sat 20 Sep)');
    expect(fixtureAnswer(OWN, 'Who did we play last?', TAKEN, TAKEN, null)?.value).toBe('Ripley (27 Sep)');
    // A match still to come has a kick-off, no result.
    expect(fixtureAnswer(BOTH, 'What time is kick off against Ripley?', TAKEN, TAKEN, null)?.value).toBe('KO 10:30');
  });

  it('takes two words round an hour\'s span for no match', () => {
    expect(matchesOf(['Mon 3 Mar  Yoga 10-11 Studio A', 'Tue 4 Mar  Pilates 18-19 Studio B'], TAKEN)).toEqual([]);
  });

  it('reads a town after "against" or "play" as a side', () => {
    expect(namedAsSide('Did we win against Castleford?', 'Castleford')).toBe(true);
    expect(namedAsSide('When do we play Ashby?', 'Ashby')).toBe(true);
    expect(namedAsSide('Where did we eat in Castleford?', 'Castleford')).toBe(false);
  });

  let engine: Engine;
  beforeAll(async () => {
    const photo = (name: string, local: string, text: string[]) => memoryRow(name, local, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(await tempDir('qa-match-results'), [
      photo('results.jpg', '2025-10-05T12:00:00', OWN),
      photo('fixtures.jpg', '2025-08-20T12:00:00', ['OAKHILL U12', 'FIXTURES', 'Sat 11 Oct  Oakhill v Thornbury  KO 10:00', 'Sat 18 Oct  Hatton v Oakhill  KO 10:30']),
      photo('receipt.jpg', '2025-10-04T13:00:00', ['CORNER SHOP', 'MILK 1.15', 'TOTAL 1.15', '04/10/25 12:58']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2025-10-06T12:00:00Z', noLlm: true })).answer;

  it('answers from the results, not the fixtures or the place', async () => {
    expect(await ask('What was the score against Ashby?')).toMatch(/^Won 2–1 \(06 Sep\)/);
    expect(await ask('Did we win against Castleford?')).toMatch(/^Lost 0–3/);
  });
});
