/**
 * A club's own fixture list names only the other side, with the ground ours plays at: "Braga (H)",
 * "Vitoria (A)", "@ Porto". "When is the next home game" is the first match at home still to come,
 * "our last home game" the newest one played; "next", like "last", orders what is asked and is no word
 * a document must print (an appointment card's "Next appointment" is no game).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { matchesOf } from '../electron/engine/qa/fixture';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 41.55, lon: -8.42 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
const LIST = ['FIXTURES', 'Sat 28 Aug Braga (H) 20:30', 'Sun 12 Sep Vitoria (A) 18:00', 'Sat 18 Sep Porto (H) 21:15', 'Sun 26 Sep Benfica (A) 19:00', 'Kick-off times are local'];

describe('a fixture list naming only the other side', () => {
  it('reads the ground ours plays at beside the other side', () => {
    const taken = Date.UTC(2027, 7, 20, 19);
    expect(matchesOf(LIST, taken).map((m) => [m.home || m.away, m.venue, m.kickOff])).toEqual([['Braga', 'home', '20:30'], ['Vitoria', 'away', '18:00'], ['Porto', 'home', '21:15'], ['Benfica', 'away', '19:00']]);
    expect(matchesOf(['Sat 2 Oct  @ Famalicao  19:00', 'Sat 9 Oct  vs Arouca  15:30'], taken).map((m) => [m.home || m.away, m.venue])).toEqual([['Famalicao', 'away'], ['Arouca', 'home']]);
    // A ground in words holds only down a list of matches: one dated line is a plan.
    expect(matchesOf(['Mon 3 May  Work from home  09:00'], taken)).toEqual([]);
  });

  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('fixture-ground'), [
      doc('fixtures.png', '2027-08-20T19:00:00', LIST),
      doc('fixtures-2026.png', '2026-08-10T19:00:00', ['FIXTURES', 'Sat 14 Aug Maritimo (H) 20:30', 'Sun 22 Aug Famalicao (A) 18:00', 'Kick-off times are local']),
      doc('dentist-old.jpg', '2027-01-20T10:00:00', ['SMILE DENTAL CLINIC', 'Next appointment: 15/03/2027 at 10:30', 'Please call 24h ahead to cancel']),
      doc('dentist.jpg', '2027-07-12T11:00:00', ['SMILE DENTAL CLINIC', 'Next appointment: 14/10/2027 at 9:00', 'Please call 24h ahead to cancel']),
      doc('receipt.jpg', '2027-08-03T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'TOTAL  1.20']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string, now: string) => (await engine.ask({ question, now, noLlm: true })).answer;

  it('answers the next home game, not the card that prints "Next"', async () => {
    expect(await ask('When is the next home game?', '2027-08-30T09:00:00Z')).toMatch(/^Sat 18 Sep, KO 21:15, Porto — Sat 18 Sep Porto \(H\)/);
    expect(await ask('When was our last home game?', '2027-09-20T09:00:00Z')).toMatch(/^Sat 18 Sep, KO 21:15, Porto/);
  });

  it('still reads the dentist card for the next appointment', async () => {
    expect(await ask('When is my next dentist appointment?', '2027-08-05T09:00:00Z')).toMatch(/^Oct 14, 2027/);
  });
});
