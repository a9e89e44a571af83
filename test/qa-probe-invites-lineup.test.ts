/**
 * A festival line-up sets a day's heading, then a stage's, then "time act" rows: "who's playing on the
 * main stage on Saturday" is the acts under both headings, "who headlines" the latest slot of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { billed } from '../electron/engine/qa/lineup';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const LINEUP = ['FRIDAY', 'MAIN STAGE', '21:30 The Paper Kites', '19:45 Velvet Moth', '18:00 Dune Lanterns', 'RIVERSIDE STAGE', '20:00 Ada Quill', '18:30 The Low Tides', 'SATURDAY', 'MAIN STAGE', '21:45 Harbour Lights', '20:00 Scarlet Finch', '18:15 The Brass Orchard', 'RIVERSIDE STAGE', '21:00 Mona Vale'];
const APP = ['Line-up', 'Sunday', 'Big Top', '10.30pm Glass Tigers', '8.30pm North Winds', 'Acoustic Tent', '7.00pm Juniper Fields'];

describe('a line-up by day and stage', () => {
  it('reads the acts under the day and the stage asked', () => {
    expect(billed(LINEUP, "who's playing on the main stage on Saturday")?.value).toBe('Harbour Lights, Scarlet Finch, The Brass Orchard');
    expect(billed(LINEUP, 'who plays the Riverside Stage on Friday')?.value).toBe('Ada Quill, The Low Tides');
    expect(billed(LINEUP, 'who is headlining the main stage on Friday')?.value).toBe('The Paper Kites');
    expect(billed(APP, 'who headlines the Big Top on Sunday')?.value).toBe('Glass Tigers');
    // No line-up, or a question naming neither day nor stage.
    expect(billed(['GWR', 'Dep 09:15 Oxford', 'Arr 10:20 London'], 'who is playing on Friday')).toBeNull();
    expect(billed(LINEUP, 'who made this poster')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-invites-lineup');
    engine = await engineOver(base, [
      memoryRow('lineup.jpg', '2025-05-20T10:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: LINEUP.join('\n') }),
      memoryRow('app.png', '2025-06-01T10:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: APP.join('\n') }),
      memoryRow('ticket.jpg', '2025-01-03T10:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: 'GWR\nBRISTOL to LONDON PADDINGTON\nAdult Off-Peak Return\nValid 04 Jan 2025' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers with the acts, not the stage heading', async () => {
    const now = '2025-05-25T09:00:00Z';
    const a = await engine.ask({ question: "Who's playing on the main stage on Saturday?", now, noLlm: true });
    expect(a.answer).toMatch(/^Harbour Lights, Scarlet Finch, The Brass Orchard/);
    const b = await engine.ask({ question: 'who is on the Riverside stage on Friday', now, noLlm: true });
    expect(b.answer).toMatch(/^Ada Quill, The Low Tides/);
    const c = await engine.ask({ question: 'Who is headlining the main stage on Friday?', now, noLlm: true });
    expect(c.answer).toMatch(/^The Paper Kites/);
  });
});
