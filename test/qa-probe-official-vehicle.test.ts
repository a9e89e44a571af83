/**
 * "What was the mileage at the MOT": a measure named by its unit and "-age" is the figure printed in
 * that unit ("Odometer reading 48,212 miles"), under whatever label, not another document's money.
 * "What was the MOT advisory": a plural label ("Advisories:") lists the asked thing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledBy, labelledQuantity } from '../electron/engine/qa/labelled-value';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const MOT = ['MOT test certificate', 'Vehicle registration WK19 XRT', 'Test result PASS', 'Date of test 28 March 2025', 'Odometer reading 48,212 miles', 'Expiry date 27 March 2026', 'Advisories: Nearside front tyre worn close to legal limit'];
const TAX = ['From: DVLA', 'Subject: Vehicle tax reminder', 'Vehicle tax for WK19 XRT', 'runs out on 30 June 2025', 'Annual cost £190'];
const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));

describe('a measure named by its unit', () => {
  it('reads the figure printed in the unit the asked measure is named by', () => {
    expect(labelledQuantity(lines(MOT), 'mileage')?.value).toBe('48,212 miles');
    expect(labelledQuantity(lines(['Bulb: LED', 'Power 9 watts']), 'wattage')?.value).toBe('9 watts');
  });

  it('reads a value under the asked noun\'s plural as its label', () => {
    expect(labelledBy(lines(MOT), 'advisory', 'what was the MOT advisory')?.value).toBe('Nearside front tyre worn close to legal limit');
    expect(labelledBy(lines(['Order 4471', 'Boxes: 3']), 'box', 'how many box')?.value).toBe('3');
  });

  it('leaves a noun in -age that names no unit alone', () => {
    expect(labelledQuantity(lines(['Parcel to Leeds', 'Weight 2 kg', 'Paid 3.20']), 'postage')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-official-vehicle');
    engine = await engineOver(base, [
      memoryRow('mot.jpg', '2025-03-29T15:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: MOT.join('\n') }),
      memoryRow('tax.png', '2025-06-03T08:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: TAX.join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the mileage from the MOT certificate', async () => {
    expect((await engine.ask({ question: 'What was the mileage at the MOT?', now: '2025-10-01T09:00:00Z', noLlm: true })).answer).toMatch(/^48,212 miles/);
  });

  it('answers the MOT advisory from its plural label', async () => {
    expect((await engine.ask({ question: 'What was the MOT advisory?', now: '2025-10-01T09:00:00Z', noLlm: true })).answer).toMatch(/^Nearside front tyre worn/);
  });
});
