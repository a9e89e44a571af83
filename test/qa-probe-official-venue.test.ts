/**
 * A poll card or a summons sets its place's label alone on a line ("Your polling station:") over the
 * venue and its address: "where do I vote" is the venue under the label, not the label.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { venueBelowHeader } from '../electron/engine/qa/title';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const POLL = ['POLL CARD', 'UK Parliamentary General Election', 'Thursday 4 July 2024', 'Polls open 7am to 10pm', 'Your polling station:', 'St Mary Redcliffe Church Hall', 'Colston Parade, Bristol BS1 6RA', 'Elector number: BR2-1184'];
const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));

describe('a venue under its label', () => {
  it('reads the line under a label that ends with a colon, with its address', () => {
    expect(venueBelowHeader(lines(POLL))).toBe('St Mary Redcliffe Church Hall, Colston Parade, Bristol BS1 6RA');
  });

  it('still reads a venue printed under the heading itself', () => {
    expect(venueBelowHeader(lines(['SPRING CONCERT', 'Saturday 3 May', 'Riverside Community Hall', '14 Mill Lane, Bath']))).toBe('Riverside Community Hall, 14 Mill Lane, Bath');
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-official-venue');
    engine = await engineOver(base, [
      memoryRow('poll-card.jpg', '2024-06-12T17:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: POLL.join('\n') }),
      memoryRow('park.jpg', '2024-06-15T12:00:00', HOME, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers where to vote with the polling station', async () => {
    for (const question of ['Where do I vote?', 'Where is my polling station?']) {
      expect((await engine.ask({ question, now: '2024-06-20T09:00:00Z', noLlm: true })).answer).toMatch(/^St Mary Redcliffe Church Hall/);
    }
  });
});
