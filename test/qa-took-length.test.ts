/**
 * A robot vacuum's or a washing machine's report labels how long a run took with a word that says only
 * that ("Time" / "52 min", "Duration 1 h 24 min"): "how long did the vacuum take" is that length, not the
 * span of the day's photos; a recipe's "Bake 55 mins" is still read by its verb.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { printedDuration } from '../electron/engine/qa/printed-date';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const VACUUM = ['Cleaning report', '21/11 10:02', 'Area', '46 m²', 'Time', '52 min', 'Battery', '38%', 'Mode: Standard'];
const shot = (name: string, local: string, text: string[]) => memoryRow(name, local, HOME, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });

describe('a length labelled as no more than a length', () => {
  it('answers what something took with it', () => {
    expect(printedDuration(VACUUM, ['vacuum', 'take', 'clean'], 'How long did the vacuum take to clean?')?.value).toBe('52 min');
    expect(printedDuration(['Programme complete', 'Cottons 40°', 'Duration 2 h 05 min', 'Energy 0.9 kWh'], ['wash', 'take'], 'How long did the wash take?')?.value).toBe('2 h 05 min');
    // Not asked what it took, a bare "Time" names nothing asked.
    expect(printedDuration(VACUUM, ['vacuum', 'warranty'], 'How long is the vacuum warranty?')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-took-length'), [
      shot('vacuum.png', '2025-11-21T11:00:00', VACUUM),
      shot('recipe.png', '2025-11-20T18:00:00', ['Banana bread', 'Prep 15 mins', 'Bake 55 mins', 'Serves 8']),
      shot('thermostat.png', '2025-11-22T08:15:00', ['Living Room', 'Heating', 'Set to 21.0°', 'Humidity 48%']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2025-11-23T12:00:00Z', noLlm: true })).answer;

  it('answers the run\'s length, and the recipe\'s by its verb', async () => {
    expect(await ask('How long did the vacuum take to clean?')).toMatch(/^52 min/);
    expect(await ask('How long does the banana bread take to bake?')).toMatch(/^55 mins/);
  });
});
