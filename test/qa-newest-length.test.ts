/**
 * "How long is my meditation streak?": a length printed on a screen that comes again and again (a
 * streak, a membership, a subscription's months) is asked in the present tense for the one that holds
 * now, the newest issue's, not the one BM25 ranks first; asked in the past tense, it stays as matched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 55.9533, lon: -3.1883 };
const NOW = '2026-09-01T09:00:00Z';

describe('a printed length asked in the present tense', () => {
  let engine: Engine;
  beforeAll(async () => {
    const screen = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(await tempDir('newest-length'), [
      screen('calm-march.png', '2026-03-14T21:40:00', ['Stillwater', 'Meditation', '23 day streak', 'Mindful minutes: 410']),
      screen('calm-june.png', '2026-06-20T21:45:00', ['Stillwater', 'Meditation', '121 day streak', 'Mindful minutes this week: 95', 'Keep going! Your longest run yet']),
      screen('run.png', '2026-06-21T08:00:00', ['Morning Run', '5.2 km', 'Time 28:14', 'Pace 5:26 /km']),
    ]);
  });
  afterAll(() => engine?.close());

  it('reads the newest screen for "how long is"', async () => {
    const { answer } = await engine.ask({ question: 'How long is my meditation streak?', now: NOW, noLlm: true });
    expect(answer).toMatch(/^121 day/);
  });
});
