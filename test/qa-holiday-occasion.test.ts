/**
 * A holiday before a gathering or a performance names an occasion held around it ("our Easter
 * concert", "the Christmas party"), which prints the holiday's name: the day is where to look first,
 * not a fence, and the name stays a word to find. Said of the day itself ("on Christmas", "Easter
 * weekend", "Christmas photos") it is still the day.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { extractDateRange } from '../electron/engine/search/date-range';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const now = new Date('2026-06-01T12:00:00Z');

describe('a holiday that names an occasion', () => {
  it('is a soft window, and its words stay to be found', () => {
    const concert = extractDateRange('When was our Easter concert?', now);
    expect(concert.range).toMatchObject({ soft: true });
    expect(concert.rest).toContain('Easter concert');
    const party = extractDateRange('Photos from the Christmas party', now);
    expect(party.range).toMatchObject({ soft: true });
    expect(party.rest).toContain('Christmas party');
  });

  it('said of the day, is the day', () => {
    for (const q of ['Show me the Christmas photos', 'Easter weekend at the coast', 'How much was dinner on Christmas Day?']) {
      const r = extractDateRange(q, now);
      expect(r.range?.soft, q).toBeFalsy();
      expect(r.rest, q).not.toMatch(/christmas|easter/i);
    }
  });
});

describe('asked of a library', () => {
  let engine: Engine;
  const CITY = { lat: -1.2921, lon: 36.8219 };

  beforeAll(async () => {
    const base = await tempDir('qa-holiday-occasion');
    engine = await engineOver(base, [
      // Easter 2026 is April 5: the weekend away, and the choir's cantata two Sundays later.
      memoryRow('beach.jpg', '2026-04-04T11:00:00', CITY),
      memoryRow('train.jpg', '2026-04-06T15:00:00', CITY, { ocr_text: 'E-TICKET\nCOACH 3 SEATS 21-23\nECONOMY x3' }),
      memoryRow('programme.jpg', '2026-04-19T15:40:00', CITY, { ocr_text: "EASTER CANTATA\nST. ANDREW'S CHURCH HALL\nSUNDAY 19 APRIL 2026 4:00 PM\nFREE ENTRY - OFFERING" }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
  });

  it('answers "when was our Easter concert" from the programme two weeks after Easter', async () => {
    const out = await engine.ask({ question: 'When was our Easter concert?', now: '2026-06-01T12:00:00+03:00', noLlm: true });
    expect(path.basename(out.references[0]!.path)).toBe('programme.jpg');
    expect(out.answer).toMatch(/Apr(il)? 19/);
  });
});
