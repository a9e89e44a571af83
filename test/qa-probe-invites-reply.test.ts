/**
 * An invitation prints its RSVP deadline as a request ("Kindly reply by 1st May", "RSVP by 1 July"):
 * "by" before a day is the last day to do what the line asks, whatever the verb; and a question ending
 * in "by" ("when do I RSVP by") asks that last day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.9591, lon: -1.0815 };
const FORMAL = ['Mr and Mrs Holloway', 'request the pleasure of your company', 'at the marriage of their daughter', 'Clara', 'to', 'Daniel Frost', 'on Saturday 14 June 2025', "at two o'clock", "St Michael's Church, York", 'Reception to follow', 'Kindly reply by 1st May', 'Black tie'];
const CASUAL = ['Together with their families', 'Maya Lund & Owen Price', 'invite you to celebrate their wedding', 'Friday 5th September 2025', '3pm', 'Dress code: Smart casual', 'RSVP by 1 July'];

describe('the day an invitation asks a reply by', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-invites-reply');
    engine = await engineOver(base, [
      memoryRow('formal.jpg', '2025-03-02T10:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: FORMAL.join('\n') }),
      memoryRow('casual.jpg', '2025-01-02T10:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: CASUAL.join('\n') }),
      memoryRow('receipt.jpg', '2025-03-05T12:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: 'CO-OP\nMILK 1.20\nTOTAL 1.20\n05/03/2025' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the deadline, not the wedding day', async () => {
    const now = '2025-03-15T09:00:00Z';
    const a = await engine.ask({ question: 'What is the RSVP deadline for Maya and Owen’s wedding?', now, noLlm: true });
    expect(a.answer).toMatch(/RSVP by 1 July/);
    const b = await engine.ask({ question: 'when do I need to reply by for the Holloway wedding', now, noLlm: true });
    expect(b.answer).toMatch(/reply by 1st May/);
    const c = await engine.ask({ question: 'When do I RSVP to Clara and Daniel’s wedding by?', now, noLlm: true });
    expect(c.answer).toMatch(/reply by 1st May/);
  });
});
