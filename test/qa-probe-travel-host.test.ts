/**
 * A rental app names the host in a sentence ("Entire home hosted by Beatriz"): the asked role's verb in
 * the passive, with its doer, names them, though a sentence is no title line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { name } from '../electron/engine/qa/title';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const STAY = ['Reservation confirmed', 'Your trip to Bruges', 'Canal-side loft with terrace', 'Entire rental unit hosted by Beatriz', 'Check-in', 'Tue, 13 May', '4:00 PM', 'Checkout', 'Sat, 17 May', '10:00 AM', 'Confirmation code', 'HMKZ3T9QWE'];
const TOUR = ['Old Town Walking Tour', 'Sat 14 June 2025', 'Walk led by Tomas Berg', 'Meeting point: Market Square'];
const lines = (t: string[]) => t.map((text) => ({ text, height: null }));

describe('who a booking says did the asked role', () => {
  it('reads the doer of the role\'s verb in the passive', () => {
    expect(name(lines(STAY), 'host', 'what was the name of our host')?.value).toBe('Beatriz');
    expect(name(lines(STAY), 'person', 'who hosted us in Bruges')?.value).toBe('Beatriz');
    expect(name(lines(TOUR), 'person', 'who led the walking tour')?.value).toBe('Tomas Berg');
  });

  it('leaves a passive of another verb alone', () => {
    expect(name(lines(['Fresh bread', 'Baked by Anna', 'Rye loaf']), 'person', 'who was our host')?.value).not.toBe('Anna');
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-travel-host');
    engine = await engineOver(base, [
      memoryRow('stay.png', '2025-04-05T21:02:00', { lat: 53.8008, lon: -1.5491 }, { kind: 'screenshot', has_text: true, ocr_text: STAY.join('\n') }),
      memoryRow('canal.jpg', '2025-05-14T12:00:00', { lat: 51.2093, lon: 3.2247 }, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers who the host was with the name', async () => {
    const out = await engine.ask({ question: 'What was the name of our rental host?', now: '2025-06-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^Beatriz/);
  });
});
