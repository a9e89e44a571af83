/**
 * A visa counts its entries in its label's words ("Number of entries MULT", "No. of entries: 02"):
 * "how many entries does my visa allow" is that count, in a figure or the word printed, not how many
 * photos show the visa.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const SCHENGEN = ['VISA', 'Type of visa C', 'Valid for SCHENGEN STATES', 'From 01-06-2025 Until 30-08-2025', 'Number of entries MULT', 'Duration of stay 90 days', 'Surname, name OKONKWO DANIEL'];
const STUDY = ['ENTRY VISA', 'Category: STUDENT', 'Valid from 01/09/2025 to 30/06/2026', 'No. of entries: 02', 'Name: MARTA NOWAK'];

describe('a count a form prints under its label', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-official-visa');
    engine = await engineOver(base, [
      memoryRow('visa.jpg', '2025-04-20T14:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: SCHENGEN.join('\n') }),
      memoryRow('visa-marta.jpg', '2025-08-01T14:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: STUDY.join('\n') }),
      memoryRow('park.jpg', '2025-04-21T12:00:00', HOME, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers how many entries a visa allows with the printed count', async () => {
    expect((await engine.ask({ question: "How many entries does Daniel's visa allow?", now: '2025-10-01T09:00:00Z', noLlm: true })).answer).toMatch(/^MULT entries/);
    expect((await engine.ask({ question: "How many entries does Marta's visa allow?", now: '2025-10-01T09:00:00Z', noLlm: true })).answer).toMatch(/^02 entries/);
  });
});
