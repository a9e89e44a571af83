/**
 * "What's the number of the garage": "number of" before one thing asks for its number (a phone's),
 * not how many photos there are; "the number of my friends who came" still counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { asksCount } from '../electron/engine/qa/count-asked';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const NOW = '2026-06-10T12:00:00Z';

describe('"the number of" one thing', () => {
  it('is no count; several things are', () => {
    expect(asksCount("What's the number of the garage?")).toBe(false);
    expect(asksCount('What is the number of the dog walker?')).toBe(false);
    expect(asksCount("What's the number of people coming to the party?")).toBe(true);
    expect(asksCount('What was the number of the photos I took?')).toBe(true);
    expect(asksCount("What's the number of my friends who came?")).toBe(true);
    expect(asksCount("What's the number of the people?")).toBe(true);
    expect(asksCount('How many times did I go to the garage?')).toBe(true);
  });

  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-probe-reading-number-of'), [
      memoryRow('garage-card.jpg', '2026-04-02T10:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['KWIK AUTOS', 'MOT • SERVICING • TYRES', 'Tel 0161 496 0733', '14 Mill Lane'].join('\n') }),
      memoryRow('car.jpg', '2026-04-02T10:05:00', HOME, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the garage\'s phone number, not a count of photos', async () => {
    const out = await engine.ask({ question: "What's the number of the garage?", now: NOW, noLlm: true });
    expect(out.answer).toMatch(/0161 496 0733/);
    expect(out.answer).not.toMatch(/\btimes?\b/);
  });
});
