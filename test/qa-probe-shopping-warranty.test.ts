/**
 * Guarantee cards and warranties, made up in the layouts they come in: the card prints how long it
 * lasts and the day of purchase, never the day it ends, and "when does it run out" is the two added.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { termEnd } from '../electron/engine/qa/term-end';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const KETTLE = ['AURELIA HOME', 'GUARANTEE CARD', 'Product: Electric kettle 1.7L', 'Model: AK-170', 'Serial No. 2304-77819', 'Date of purchase: 12/04/2026', 'This product is guaranteed for 2 years from the date of purchase', 'Keep your receipt as proof of purchase'];
const HEADPHONES = ['SONIQ', 'LIMITED WARRANTY', 'Model: SQ-900 Wireless Headphones', 'Warranty period: 24 months', 'Purchase date: 01/03/2026', 'Retain this card with your receipt'];
const INSURED = ['GADGET COVER', 'Policy: GC-88120', 'Cover for 12 months', 'Start date: 01/02/2026', 'Expires: 31/01/2027'];
const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);

describe('when a guarantee runs out', () => {
  it('adds the printed term to the day it started', () => {
    expect(termEnd(KETTLE, 'When does the kettle warranty run out?', day(2026, 4, 12))?.day).toBe(day(2028, 4, 12));
    expect(termEnd(HEADPHONES, 'When does the warranty on my headphones expire?', day(2026, 3, 1))?.day).toBe(day(2028, 3, 1));
  });

  it('needs a term that names what is asked, and a start', () => {
    expect(termEnd(KETTLE, 'When does my gym membership run out?', day(2026, 4, 12))).toBeNull();
    expect(termEnd(['Warranty period: 24 months'], 'When does the warranty expire?', day(2026, 4, 12))).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-shopping-warranty');
    const row = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(base, [
      row('kettle.jpg', '2026-04-12T16:00:00', KETTLE),
      row('headphones.jpg', '2026-03-01T12:00:00', HEADPHONES),
      row('cover.jpg', '2026-02-01T12:00:00', INSURED),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = async (question: string) => (await engine.ask({ question, now: '2026-06-10T12:00:00Z', noLlm: true })).answer;

  it('answers the end of the term, and the printed end when there is one', async () => {
    expect(await ask('When does the kettle warranty run out?')).toMatch(/^Apr 12, 2028 \(/);
    expect(await ask('When does the gadget cover expire?')).toMatch(/^Jan 31, 2027 \(Expires: 31\/01\/2027\)/);
  });
});
