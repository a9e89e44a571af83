/**
 * "What's my IMEI", "what phone model do I have": a phone's About screen sets each label alone over its
 * value ("IMEI" / "35 394811 072245 6", "Model Name" / "iPhone 13"), under a status bar's clock — not a
 * fitness app's tiles, so the label is not joined to the figure above it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledBy } from '../electron/engine/qa/labelled-value';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const lines = (t: string[]) => t.map((text) => ({ text, height: null }));
const ABOUT = ['9:41', 'About', 'Name', "Jo's iPhone", 'iOS Version', '17.6.1', 'Model Name', 'iPhone 13', 'Serial Number', 'G7KQ2LMN4P', 'IMEI', '35 394811 072245 6'];
const RIDE = ['Afternoon Ride', '42.7 km', 'Distance', '1:52:18', 'Moving Time'];

describe('a setting under its label', () => {
  it('reads the value under the asked label alone', () => {
    expect(labelledBy(lines(ABOUT), 'imei', 'What is my IMEI?')?.value).toBe('35 394811 072245 6');
    expect(labelledBy(lines(ABOUT), 'model', 'What phone model do I have?')?.value).toBe('iPhone 13');
  });

  it('leaves tiles with their figure and a heading over a name', () => {
    expect(labelledBy(lines(RIDE), 'distance', 'What distance did I ride?')?.value).toBe('42.7 km');
    expect(labelledBy(lines(['BOOKS', 'Fiction', 'Travel']), 'books', 'What books?')?.value).not.toBe('Fiction');
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-tech-settings');
    const home = { lat: 51.4545, lon: -2.5879 };
    engine = await engineOver(base, [
      memoryRow('about.png', '2025-09-01T09:02:00', home, { kind: 'screenshot', has_text: true, ocr_text: ABOUT.join('\n') }),
      memoryRow('storage.png', '2025-09-01T09:00:00', home, { kind: 'screenshot', has_text: true, ocr_text: ['9:41', 'iPhone Storage', '98.2 GB of 128 GB Used', 'Photos 41.3 GB'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the IMEI and the model from the About screen', async () => {
    const imei = await engine.ask({ question: 'What is my IMEI?', now: '2025-12-01T09:00:00Z', noLlm: true });
    expect(imei.answer).toMatch(/^35 394811 072245 6 —/);
    const model = await engine.ask({ question: 'What phone model do I have?', now: '2025-12-01T09:00:00Z', noLlm: true });
    expect(model.answer).toMatch(/^iPhone 13 —/);
  });
});
