/**
 * The things under a heading end where the document's next field begins: a loan slip lists its titles
 * under "Items borrowed:" and then prints "Due back: 01/10/2025", which is no book.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 55.8642, lon: -4.2518 };
const doc = (name: string, local: string, lines: string[]) => memoryRow(name, local, HOME, { kind: 'photo', has_text: true, ocr_text: lines.join('\n') });

describe('a list under a heading', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-list-field'), [
      doc('loan.jpg', '2025-09-10T15:00:00', ['CITY LIBRARIES', 'Hillhead Library', 'Items borrowed:', 'The Salt Path', 'Norwegian Wood', 'Due back: 01/10/2025']),
      doc('pack.jpg', '2025-08-01T09:00:00', ['Packing list:', 'Passport: in the blue folder', 'Chargers: both', 'Sun cream: new bottle']),
      doc('bill.jpg', '2025-09-12T12:00:00', ['CORNER CAFE', 'Soup 4.50', 'Bread 1.20', 'Total 5.70']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('stops at the next labelled field', async () => {
    const r = await engine.ask({ question: 'Which books did I borrow from the library?', now: '2025-11-01T10:00:00Z', noLlm: true });
    expect(r.answer).toMatch(/^The Salt Path, Norwegian Wood —/);
  });

  it('keeps a list whose items are labelled themselves', async () => {
    const r = await engine.ask({ question: 'What was on my packing list?', now: '2025-11-01T10:00:00Z', noLlm: true });
    expect(r.answer).toContain('Sun cream');
  });
});
