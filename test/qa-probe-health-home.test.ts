/**
 * Home and health paperwork: a warranty card's period in years, a prescription label's "Qty:" apart from
 * the thing it counts. Made-up documents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledQuantityOf } from '../electron/engine/qa/count';
import { printedDuration } from '../electron/engine/qa/printed-date';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const WARRANTY = ['WARRANTY CARD', 'Product: Washing machine WW90T', 'Date of purchase: 03/02/2024', 'Warranty period: 5 years', 'Serial: 7XK2201993'];
const PRESCRIPTION = ['REPEAT PRESCRIPTION', 'Patient: Jamie Morgan', 'Sertraline 50mg tablets', 'Take ONE tablet daily', 'Qty: 28', 'Prescriber: Dr H Clarke'];

describe('home and health paperwork', () => {
  it('reads a period printed in years', () => {
    expect(printedDuration(WARRANTY, ['washing', 'machine', 'warranty'])).toEqual({ value: '5 years', line: 'Warranty period: 5 years' });
  });

  it("reads a quantity label as the count of the thing the document names", () => {
    expect(labelledQuantityOf(PRESCRIPTION, 'tablets')).toEqual({ value: '28 tablets', line: 'Qty: 28' });
    // A document that does not name the counted thing: its quantity is of something else.
    expect(labelledQuantityOf(PRESCRIPTION, 'bottles')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-health-home');
    const doc = (name: string, local: string, texts: string[]) => memoryRow(name, local, HOME, { kind: 'photo', has_text: true, ocr_text: texts.join('\n') });
    engine = await engineOver(base, [
      doc('warranty.jpg', '2024-02-03T12:05:00', WARRANTY),
      doc('prescription.jpg', '2025-09-10T12:00:00', PRESCRIPTION),
      doc('fridge.jpg', '2024-02-03T12:00:00', ['Model No. RB34T672ESA', 'Serial No. 0AHL4BBT700123K', 'Made in Poland']),
      doc('shopping.jpg', '2025-09-30T09:00:00', ['SHOPPING', '- milk', '- eggs', '- bin bags']),
      memoryRow('beach.jpg', '2025-08-10T15:00:00', HOME, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2025-10-01T09:00:00Z', noLlm: true })).answer;

  it('answers how long a warranty lasts from its card, not the day it was photographed', async () => {
    expect(await ask('How long is the washing machine warranty?')).toMatch(/^5 years — Warranty period: 5 years/);
  });

  it('answers how many tablets from the label, and leaves a daily dose to the directions', async () => {
    expect(await ask('How many tablets in my prescription?')).toMatch(/^28 tablets — Qty: 28/);
    expect(await ask('How many tablets do I take a day?')).not.toMatch(/^28/);
  });
});
