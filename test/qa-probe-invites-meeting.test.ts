/**
 * "Where are we meeting for book club" asks the place a plan prints ("Sat 7pm at Luigi's?"), not the
 * town the screenshot was taken in: "are we …ing" is a plan, unlike "where were we" or "where am I".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 54.9783, lon: -1.6178 };
const CHAT = ['Book Club 📚', 'Anya: Next book is The Salt Path 📚', "Tom: Thu 7pm at Marco's?", 'Anya: 👍 works for me', "Jess: I'll bring wine"];

describe('where a plan says we are meeting', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-invites-meeting');
    engine = await engineOver(base, [
      memoryRow('chat.png', '2025-02-10T20:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: CHAT.join('\n') }),
      memoryRow('receipt.jpg', '2025-02-11T12:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: 'GREGGS\nSAUSAGE ROLL 1.30\nTOTAL 1.30' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the place the chat names, not the photo\'s town', async () => {
    const a = await engine.ask({ question: 'Where are we meeting for book club?', now: '2025-02-12T09:00:00Z', noLlm: true });
    expect(a.answer).toMatch(/^Marco's/);
  });
});
