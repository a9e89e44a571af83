/**
 * "How many plasma donations did I make?": a year printed before the word ("5 Feb 2024 Plasma Centre")
 * is part of a date, not a printed quantity of plasma; the donations are counted by occasion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const NOW = '2024-09-08T15:00:00Z';
const visit = (name: string, local: string, day: string) => memoryRow(name, local, null, { ocr_text: `Donor app\nThank you for donating!\n${day} 2024 Plasma Centre North` });

describe('a year before the counted word', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-count-year');
    engine = await engineOver(base, [visit('a.png', '2024-02-05T11:00:00', '5 Feb'), visit('b.png', '2024-05-20T11:00:00', '20 May')]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('is no quantity: the occasions are counted', async () => {
    const out = await engine.ask({ question: 'How many plasma donations did I make?', now: NOW, noLlm: true });
    expect(out.answer).toMatch(/^2 times/);
  });
});
