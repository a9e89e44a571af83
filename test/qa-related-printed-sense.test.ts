/**
 * A related word is printed in the sense it usually has: "cheese" is a kind of stopping only as a
 * verb ("cheese it!"), so a receipt's CHEESE TOASTIE is no evidence of a stop, and one receipt of
 * three equal visits is not counted apart from the others for it.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { relatedWords } from '../electron/engine/qa/lexicon/related';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

describe('a related word in the sense it is printed in', () => {
  it('leaves out a word whose related part of speech is never used while another is, and is another idea', () => {
    const stop = relatedWords('stop', { roles: new Map([['stop', 'v']]) }).map((r) => r.word);
    expect(stop).toContain('halt');
    expect(stop).not.toContain('cheese');
  });

  it('keeps a rare part of speech that is the same idea as the common one (a derivation joins them)', () => {
    // "brake" the verb and "drill" the noun are never tagged, but each is the other's idea: using the brake, drilling.
    expect(relatedWords('stop').map((r) => r.word)).toContain('brake');
    expect(relatedWords('exercise').map((r) => r.word)).toContain('drill');
    expect(relatedWords('drink').map((r) => r.word)).toContain('booze');
  });
});

describe('counting visits whose receipts differ in what was bought', () => {
  let engine: Engine;
  const CAFE = { lat: -37.7689, lon: 144.9622 };
  const receipt = (date: string, item: string) => `LITTLE WREN ESPRESSO\nSYDNEY RD, BRUNSWICK\nTAX INVOICE\n${date}\nFLAT WHITE $5.20\n${item}\nSEE YOU TOMORROW!`;

  beforeAll(async () => {
    const base = await tempDir('qa-printed-sense');
    engine = await engineOver(base, [
      memoryRow('wren-1.jpg', '2025-04-03T08:40:00', CAFE, { ocr_text: receipt('03/04/2025 08:40', 'CHEESE TOASTIE $9.00') }),
      memoryRow('wren-2.jpg', '2025-04-17T08:17:00', CAFE, { ocr_text: receipt('17/04/2025 08:17', 'BANANA BREAD $6.50') }),
      memoryRow('wren-3.jpg', '2025-04-24T08:26:00', CAFE, { ocr_text: receipt('24/04/2025 08:26', 'ALMOND FRIAND $5.50') }),
      memoryRow('street.jpg', '2025-04-10T12:00:00', CAFE),
    ]);
  }, 120_000);

  afterAll(async () => {
    await engine?.close();
  });

  it('counts all three however the question says the visit', async () => {
    for (const question of ['How often did I stop at Little Wren for coffee in April?', 'How often did I go to Little Wren for coffee in April?']) {
      const out = await engine.ask({ question, now: '2025-07-01T10:00:00+10:00', noLlm: true });
      expect(out.references.map((r) => path.basename(r.path)).sort(), question).toEqual(['wren-1.jpg', 'wren-2.jpg', 'wren-3.jpg']);
    }
  });
});
