/**
 * A count of occasions leaves out the records of them: a card or a logbook page that prints the days
 * of other visits counted is a list of those visits, not one more, even when it is photographed an
 * hour after the last one a little way off. A bill that prints only its own day (and a due date) is
 * still a visit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const NOW = '2024-09-08T15:00:00Z';
const SURGERY = { lat: 51.4545, lon: -2.5879 };
const HOME = { lat: 51.4652, lon: -2.6010 };
const bill = (name: string, local: string, date: string, extra = '') =>
  memoryRow(name, local, SURGERY, { ocr_text: `HARBOURSIDE DENTIST\nINVOICE ${date}\nCHECK-UP  45.00\nTOTAL  45.00${extra}` });

// The card's days as numbers, or with the month's name and a two-digit year.
describe.each([
  ['VISITS: 03/02/2024, 14/03/2024, 22/04/2024', 'numbers'],
  ['VISITS: 03 FEB 24, 14 MAR 24, 22 APR 24', 'month names'],
])('counting occasions, not the records of them (%s, %s)', (visits) => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-count-records');
    engine = await engineOver(base, [
      bill('feb.jpg', '2024-02-03T10:05:00', '03/02/2024'),
      bill('mar.jpg', '2024-03-14T09:40:00', '14/03/2024'),
      bill('apr.jpg', '2024-04-22T11:10:00', '22/04/2024', '\nNEXT CHECK-UP 22/10/2024'),
      memoryRow('card.jpg', '2024-04-22T12:20:00', HOME, { ocr_text: `HARBOURSIDE DENTIST\nPATIENT CARD\n${visits}\nNEXT CHECK-UP 22/10/2024` }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('does not count a card listing the visits as a visit of its own', async () => {
    const out = await engine.ask({ question: 'How many times did I go to the dentist?', now: NOW, noLlm: true });
    expect(out.references.map((r) => r.path)).toContain('/photos/card.jpg');
    expect(out.answer).toMatch(/^3 times/);
  });
});
