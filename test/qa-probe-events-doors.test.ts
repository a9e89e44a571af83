/**
 * "What time do doors open": a ticket labels the time with what does the verb, not the verb ("Doors
 * 18:30", "Show 20:00"); another ticket that prints the verb ("Doors open at 19:15") is another night's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledTime } from '../electron/engine/qa/labelled-date';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.5074, lon: -0.1278 };
const GIG = ['Your tickets', 'THE HOLLOW PINES', 'Brightside Tour', 'Riverside Arena', 'Fri 14 Mar 2026', 'Doors 18:30', 'Show 20:00', 'Entrance: Gate C'];
const COMEDY = ['Comedy Night at The Fox', 'Thu, 16 Apr 2026, 20:00', 'Doors open at 19:15', 'The Fox & Hounds, 45 High St', 'General Admission x 2'];

describe('a time labelled with what does the asked verb', () => {
  it('reads the time labelled with the verb, else with its doer', () => {
    expect(labelledTime(GIG, 'What time do doors open for the Hollow Pines?')?.value).toBe('Doors 18:30');
    expect(labelledTime(COMEDY, 'What time do doors open?')?.value).toBe('Doors open at 19:15');
    expect(labelledTime(GIG, 'What time does the show start?')?.value).toBe('Show 20:00');
  });

  it('leaves a pronoun, and a doer the document does not print, alone', () => {
    expect(labelledTime(GIG, 'What time do they open?')).toBeNull();
    expect(labelledTime(GIG, 'What time does the bar close?')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-events-doors');
    engine = await engineOver(base, [
      memoryRow('gig.png', '2026-03-02T20:11:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: GIG.join('\n') }),
      memoryRow('comedy.png', '2026-04-02T10:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: COMEDY.join('\n') }),
      memoryRow('park.jpg', '2026-03-02T12:00:00', HOME, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it("answers the gig's doors, not the comedy night's", async () => {
    const out = await engine.ask({ question: 'What time do doors open for the Hollow Pines?', now: '2026-03-10T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^Doors 18:30 — /);
  });
});
