/**
 * "What episode of the show am I on": a streaming app's "continue watching" row prints each show's
 * title over its episode, by season and number in one of several forms ("S2:E7 …", "Season 4 Episode 2").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { episodeOf } from '../electron/engine/qa/episode';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const lines = (t: string[]) => t.map((text) => ({ text, height: null }));
const HOME = { lat: 51.5074, lon: -0.1278 };
const WATCHING = ['Continue Watching', 'Glass Harbour', 'S2:E7 The Long Tide', '38m left', 'The Orchard', 'S3:E4 Windfall', 'Quiet Hours', 'Season 4 Episode 2'];

describe('the episode a watch list is up to', () => {
  it("reads the episode under the show's title the question names", () => {
    expect(episodeOf(lines(WATCHING), 'What episode of Glass Harbour am I on?')?.value).toBe('S2:E7 The Long Tide');
    expect(episodeOf(lines(WATCHING), 'Which episode of The Orchard was I watching?')?.value).toBe('S3:E4 Windfall');
    expect(episodeOf(lines(WATCHING), 'What episode am I on in Quiet Hours?')?.value).toBe('Season 4 Episode 2');
    expect(episodeOf(lines(['Now playing', 'Ridgeline', 'Ep. 5 The Pass']), 'What episode was I on?')?.value).toBe('Ep. 5 The Pass');
  });

  it('leaves a list that names no asked show, and lines with no episode, alone', () => {
    expect(episodeOf(lines(WATCHING), 'What episode was I up to?')).toBeNull();
    expect(episodeOf(lines(['Seats: H7, H8', 'Screen 4']), 'What episode of Dune?')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-events-episodes');
    engine = await engineOver(base, [
      memoryRow('watching.png', '2026-03-15T22:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: WATCHING.join('\n') }),
      memoryRow('cinema.png', '2026-01-17T18:02:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: ['Riverside Cinema', 'Glass Harbour: The Film', 'Screen 4', 'Seats: H7, H8'].join('\n') }),
      memoryRow('park.jpg', '2026-03-02T12:00:00', HOME, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the episode of the named show', async () => {
    const ask = (question: string) => engine.ask({ question, now: '2026-03-20T09:00:00Z', noLlm: true });
    expect((await ask('What episode of The Orchard am I on?')).answer).toMatch(/^S3:E4 Windfall — /);
    expect((await ask('Which episode of Glass Harbour was I watching?')).answer).toMatch(/^S2:E7 The Long Tide — /);
  });
});
