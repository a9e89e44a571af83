/**
 * A timetable prints its run in time order, so "23:40 00:15" has gone past midnight: "is there a bus
 * after midnight" is yes with the times after the wrap, not every time since the day began, and a run
 * that stops before 24:00 says no with its last time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { firstOrLast, runBeyond } from '../electron/engine/qa/first-last';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const LATE = ['Bus 42 towards City Centre', 'Evening departures', '22:10 22:40 23:10', '23:40 00:15 00:45'];
const EARLY = ['Route 7 to Hospital', 'Evening departures', '21:05 21:35 22:05', '22:35 23:05 23:35'];

describe('a run past midnight', () => {
  it('counts the times after the wrap as past midnight', () => {
    expect(runBeyond(LATE, 'Is there a bus after midnight?')).toEqual({ verdict: 'Yes', line: '00:15 00:45' });
    expect(runBeyond(EARLY, 'Is there a bus after midnight?')).toEqual({ verdict: 'No', line: 'last 23:35' });
    expect(runBeyond(LATE, 'Is there a bus after 11pm?')).toEqual({ verdict: 'Yes', line: '23:10 23:40 00:15 00:45' });
    expect(runBeyond(EARLY, 'Are there any buses before 9pm?')).toEqual({ verdict: 'No', line: 'first 21:05' });
    expect(firstOrLast(LATE, 'When is the first bus after midnight?')).toEqual({ value: '00:15', line: '23:40 00:15 00:45' });
  });

  let engine: Engine;
  beforeAll(async () => {
    const photo = (name: string, at: string, lines: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: lines.join('\n') });
    engine = await engineOver(await tempDir('qa-past-midnight'), [
      photo('bus_stop.jpg', '2025-06-05T22:50:00', LATE),
      photo('receipt.jpg', '2025-06-01T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
      photo('poster.jpg', '2025-06-03T12:00:00', ['MIDNIGHT MARKET', 'Street food and music', 'Every Friday']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2025-06-16T09:00:00Z', noLlm: true })).answer;

  it('answers whether a bus runs after midnight from the run', async () => {
    expect(await ask('Is there a bus after midnight?')).toMatch(/^Yes — 00:15 00:45/);
    expect(await ask('When is the first bus after midnight?')).toMatch(/^00:15\b/);
  });
});
