/**
 * "Where was the awards dinner": a ticket or invitation prints the venue's name with no label and
 * no word saying what kind of place it is ("Marlowe & Finch"), over its street address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { venueBelowHeader } from '../electron/engine/qa/title';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const lines = (t: string[]) => t.map((text) => ({ text, height: null }));
const TICKET = ['NORTHERN ANALYTICS FORUM', 'AWARDS DINNER', 'Thursday 6 November 2025, 19:00', 'Marlowe & Finch', '27 Quayside Road, Newcastle', 'TABLE 9', 'Admit One'];

describe('a venue named over its address', () => {
  it('reads the name over a street address, with the address', () => {
    expect(venueBelowHeader(lines(TICKET))).toBe('Marlowe & Finch, 27 Quayside Road, Newcastle');
  });

  it('leaves a header over an address and a body with no address alone', () => {
    // A shop's receipt: its name and address are the header, who issued it, not an occasion's venue.
    expect(venueBelowHeader(lines(['CORNER DELI', '4 Mill Lane', 'Coffee 2.80']))).toBeNull();
    expect(venueBelowHeader(lines(['AWARDS DINNER', 'Thursday 6 November', 'Dress code', 'Black tie']))).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-work-venue');
    const there = { lat: 54.97, lon: -1.61 };
    engine = await engineOver(base, [
      memoryRow('ticket.jpg', '2025-11-06T18:30:00', there, { kind: 'photo', has_text: true, ocr_text: TICKET.join('\n') }),
      memoryRow('bridge.jpg', '2025-11-06T16:00:00', there, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers where the dinner was with the venue', async () => {
    const out = await engine.ask({ question: 'Where was the awards dinner?', now: '2025-12-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^Marlowe & Finch, 27 Quayside Road/);
  });
});
