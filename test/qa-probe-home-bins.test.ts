/**
 * A bin collection calendar among other documents, made up: "when is the recycling collected" is the
 * weekday the calendar prints beside the recycling, not a weaker match's labelled date (a parcel app's
 * "Collect by").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const BINS = ['Bin collection calendar 2026', 'General waste (black bin): every other Tuesday', 'Recycling (blue bin): Fridays', 'Garden waste (brown bin): 2 March, 16 March, 30 March', 'Put bins out by 7am'];
const PARCEL = ['Your parcel is ready to collect', 'Tracking number: JD0002241234567890', 'Pickup point: Parcel locker, Station Road car park', 'Locker code: 482913', 'Collect by 23 March'];

describe('a date asked of the best match, which prints no label for it', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-home-bins');
    engine = await engineOver(base, [
      memoryRow('bins.jpg', '2026-01-05T10:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: BINS.join('\n') }),
      memoryRow('parcel.png', '2026-03-16T12:00:00', null, { kind: 'screenshot', has_text: true, ocr_text: PARCEL.join('\n') }),
      memoryRow('dog.jpg', '2026-03-01T10:00:00', HOME, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('reads the calendar, not a document that does not print the asked thing', async () => {
    const now = '2026-03-20T09:00:00Z';
    expect((await engine.ask({ question: 'When is the recycling collected?', now, noLlm: true })).answer).toMatch(/^Fridays — .*Recycling \(blue bin\): Fridays/);
    expect((await engine.ask({ question: 'When is the garden waste collected?', now, noLlm: true })).answer).toMatch(/Garden waste \(brown bin\)/);
    // The parcel's own deadline is still read when it is what is asked.
    expect((await engine.ask({ question: 'When do I have to collect the parcel by?', now, noLlm: true })).answer).toMatch(/Collect by 23 March/);
  });
});
