/**
 * "What's my battery health?": a settings screen headed by the asked phrase ("Battery Health &
 * Charging") answers with the row under its heading ("Maximum Capacity" / "87%"), whatever that row's
 * label; another battery screen's "Battery" over a line with a figure is only the asked noun's qualifier.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledBy } from '../electron/engine/qa/labelled-value';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));
const HEALTH = ['Battery Health & Charging', 'Maximum Capacity', '87%', 'This is a measure of battery capacity relative to when it was new.', 'Optimised Battery Charging'];

describe('a heading that says the asked phrase', () => {
  it('reads the row under it', () => {
    expect(labelledBy(lines(HEALTH), 'health', "What's my battery health?")?.value).toBe('87%');
    // The heading says the head alone: the row's label must say the question's words.
    expect(labelledBy(lines(['Health', 'Maximum Capacity', '87%']), 'health', "What's my battery health?")).toBeNull();
  });

  describe('asked of two battery screens', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('headed-phrase'), [
        doc('health.jpg', '2025-03-10T08:00:00', HEALTH),
        doc('usage.jpg', '2025-03-11T08:00:00', ['Battery', 'Last charged to 100%', 'Screen On Usage 4h 12m']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('answers the battery health', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask("What's my battery health?")).toMatch(/^87% —/);
      expect(await ask("What is my phone's battery health?")).toMatch(/^87% —/);
    });
  });
});
