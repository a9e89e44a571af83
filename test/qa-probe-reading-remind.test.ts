/**
 * "Remind me of the seat number on my train": a code asked for with "remind me of", as "what is the
 * seat number …" asks it, not a request with no answer type whose "remind" is a word to match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { plainQuestion } from '../electron/engine/qa/preamble';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const NOW = '2026-06-10T12:00:00Z';

describe('"remind me of" a code', () => {
  it('asks "what is" the code', () => {
    expect(plainQuestion('Remind me of the seat number on my train to Leeds')).toBe('what is the seat number on my train to Leeds?');
    expect(plainQuestion('Can you remind me about the door code?')).toBe('what is the door code?');
    // Not a code: left as it was.
    expect(plainQuestion('Remind me about the dentist')).toBe('Remind me about the dentist');
  });

  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-probe-reading-remind'), [
      memoryRow('ticket.png', '2026-06-08T20:10:00', HOME, {
        kind: 'screenshot', has_text: true,
        ocr_text: ['Your e-ticket', 'Manchester Piccadilly to Leeds', 'Fri 12 Jun 2026 08:15', 'Coach C Seat 42', 'Off-peak single £18.40'].join('\n'),
      }),
      memoryRow('platform.jpg', '2026-06-01T08:00:00', HOME, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the seat', async () => {
    const out = await engine.ask({ question: 'Remind me of the seat number on my train to Leeds', now: NOW, noLlm: true });
    expect(out.answer).toMatch(/^(?:Seat\s+)?42\b|^C ?42\b/i);
  });
});
