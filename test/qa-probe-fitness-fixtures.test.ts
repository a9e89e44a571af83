/**
 * A club's fixture list prints a match a line, "Home v Away" with its day and kick-off ("KO 15:00"):
 * "who are we playing next" is the other side of the first match still to come, "what time is kick
 * off against X" the kick-off of the match naming X.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { fixtureAnswer, matchesOf } from '../electron/engine/qa/fixture';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 52.6309, lon: 1.2974 };
const LIST = [
  'MILLBROOK ROVERS FC',
  'FIXTURES 2025/26',
  'Sat 9 Aug   Millbrook Rovers v Ashford Town   KO 15:00',
  'Sat 16 Aug   Dunmore United v Millbrook Rovers   KO 15:00',
  'Tue 19 Aug   Millbrook Rovers vs Harcombe   KO 19:45',
  'Sat 23 Aug   Westleigh v Millbrook Rovers   KO 3pm',
];
const TAKEN = Date.UTC(2025, 6, 1, 12);

describe('a fixture list', () => {
  it('reads each match: the sides, the day and the kick-off', () => {
    const matches = matchesOf(LIST, TAKEN);
    expect(matches.map((m) => [m.home, m.away, m.kickOff])).toEqual([
      ['Millbrook Rovers', 'Ashford Town', '15:00'],
      ['Dunmore United', 'Millbrook Rovers', '15:00'],
      ['Millbrook Rovers', 'Harcombe', '19:45'],
      ['Westleigh', 'Millbrook Rovers', '3pm'],
    ]);
    expect(new Date(matches[1]!.day!).toISOString().slice(0, 10)).toBe('2025-08-16');
  });

  it('answers the next opponent after today, or the one on the day asked', () => {
    const now = Date.UTC(2025, 7, 12, 9);
    expect(fixtureAnswer(LIST, 'Who are we playing next?', TAKEN, now, null)?.value).toBe('Dunmore United (Sat 16 Aug, KO 15:00)');
    expect(fixtureAnswer(LIST, 'who did we play last', TAKEN, now, null)?.value).toMatch(/^Ashford Town/);
    const window = { from: Date.UTC(2025, 7, 19), to: Date.UTC(2025, 7, 19, 23, 59, 59) };
    expect(fixtureAnswer(LIST, 'who do we play on 19 August', TAKEN, now, window)?.value).toMatch(/^Harcombe/);
  });

  it('answers the kick-off or the day of the match against the side named', () => {
    expect(fixtureAnswer(LIST, 'What time is kick off against Harcombe?', TAKEN, undefined, null)?.value).toBe('KO 19:45');
    expect(fixtureAnswer(LIST, 'When do we play Westleigh?', TAKEN, undefined, null)?.value).toBe('Sat 23 Aug, KO 3pm');
    expect(fixtureAnswer(LIST, 'When do we play Oakfield?', TAKEN, undefined, null)).toBeNull();
  });

  it('leaves a line with no two sides alone', () => {
    expect(matchesOf(['Vitamin C 500 mg', 'Model v 2.1'], TAKEN)).toEqual([]);
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-fitness-fixtures');
    engine = await engineOver(base, [
      memoryRow('fixtures.jpg', '2025-07-01T12:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: LIST.join('\n') }),
      memoryRow('training.jpg', '2025-07-02T12:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['U9 TIGERS', 'TRAINING SCHEDULE', 'Tuesdays 17:30-18:30 - 3G pitch'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers from the list, not with its heading', async () => {
    const out = await engine.ask({ question: 'What time is kick off against Harcombe?', now: '2025-08-12T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^KO 19:45 — Tue 19 Aug/);
    const who = await engine.ask({ question: 'Who do Millbrook play on 16 August?', now: '2025-08-12T09:00:00Z', noLlm: true });
    expect(who.answer).toMatch(/^Dunmore United/);
  });
});
