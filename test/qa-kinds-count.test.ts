import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

/** A generated town; the boat shed (its cards say "rowing", never "boat") and its shift cards are made up. */
const TOWN = { lat: 47.0502, lon: 8.3093 };
const card = (day: string, task: string) =>
  memoryRow(`card-${day}.jpg`, `2023-01-${day}T12:00:00`, TOWN, { ocr_text: `MILLBROOK ROWING TRUST\nVOLUNTEER SHIFT CARD\n${day}/01/23 IN 09:00 OUT 12:00\nTASK: ${task}` });

describe('a kind of the asked thing on one card of a series, through the engine', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-kinds-count'), [card('07', 'HULL PAINTING'), card('14', 'CANOE REPAIRS'), card('21', 'SLIPWAY SWEEP')]);
  });
  afterAll(async () => engine?.close());

  it('counts every visit, not only the one whose card prints a kind of boat', async () => {
    const out = await engine.ask({ question: 'How many times did I volunteer at the boat shed in January?', now: '2023-03-01T12:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/\b3 times\b/);
  });
});
