/**
 * A player screen heads its title with what it is doing ("Now Playing"): a time adverb and a
 * participle name no song and no episode, so the title under it answers "what song was I listening to".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe("a player's status over its title", () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('player-status'), [
      doc('podcast.jpg', '2025-03-10T08:00:00', ['Now Playing', 'The Sunday Read: The Lost Orchard', 'The Daily', '12:34', '-28:10', '1x', 'Sleep Timer']),
      doc('music.jpg', '2025-03-11T08:00:00', ['Now Playing', 'Bohemian Rhapsody', 'Queen', '2:10', '-3:45']),
      doc('receipt.jpg', '2025-03-01T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'TOTAL  2.30']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the title under the status', async () => {
    const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true })).answer;
    expect(await ask('What song was I listening to?')).toMatch(/^Bohemian Rhapsody —/);
    expect(await ask("What's the title of the podcast episode I was listening to?")).toMatch(/^The Sunday Read: The Lost Orchard —/);
  });
});
