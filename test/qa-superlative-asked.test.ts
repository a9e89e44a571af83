/**
 * "What's the furthest I've swum", "the longest I've walked": the superlative stands for its noun and
 * asks the measure itself, a number compared across every activity of the asked kind, not a thing to
 * name; the deed asked in its participle ("swum") is the one a summary prints by its stem ("swim").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const PERTH = { lat: -31.9523, lon: 115.8613 };
const NOW = '2027-10-01T10:00:00+08:00';

describe('a superlative asked as the thing itself', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('superlative-asked'), library(PERTH, (doc) => [
      doc('swim-1.png', '2027-02-06T08:10:00', ['FitTrack', 'Pool swim', 'Sat 6 Feb 2027 · 6:40 AM', 'Distance  1.8 km', 'Time  41:05']),
      doc('swim-2.png', '2027-03-13T08:20:00', ['FitTrack', 'Open water swim', 'Sat 13 Mar 2027 · 6:35 AM', 'Distance  3.6 km', 'Time  1:24:50']),
      doc('swim-3.png', '2027-04-17T08:05:00', ['FitTrack', 'Pool swim', 'Sat 17 Apr 2027 · 6:45 AM', 'Distance  2.2 km', 'Time  49:30']),
      // A longer distance of another deed is no swim's.
      doc('run-1.png', '2027-05-02T09:00:00', ['FitTrack', 'Sunday run', 'Sun 2 May 2027 · 7:00 AM', 'Distance  12.4 km', 'Time  1:05:12']),
    ]));
  });
  afterAll(async () => engine.close());

  it('answers the largest distance among the asked activities, as a number', async () => {
    const res = await engine.ask({ question: "What's the furthest I've swum in one go?", now: NOW, noLlm: true });
    expect(res.analysis.answerType).toEqual({ kind: 'number', subject: null });
    expect(res.answer).toMatch(/^3\.6 km\b/);
  });
});
