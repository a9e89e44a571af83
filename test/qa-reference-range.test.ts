/**
 * A results row prints a value and the range that counts as normal ("VITAMIN D  18  ng/mL  (30-100)",
 * "TOTAL CHOLESTEROL  212  mg/dL  (<190)"): "was it low", "was my cholesterol high", "was anything
 * out of range" are read against that range, and the answer says the value, the range and where it stands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { rangeStanding, readingOn } from '../electron/engine/qa/reading';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe('a reading against its printed range', () => {
  it('reads the value, its unit and its range off a row, not a date or a price', () => {
    const vitamin = readingOn('VITAMIN D  18  ng/mL  (30-100)')!;
    expect([vitamin.label, vitamin.shown, vitamin.range, rangeStanding(vitamin)]).toEqual(['VITAMIN D', '18 ng/mL', '30-100', 'low']);
    expect(rangeStanding(readingOn('TOTAL CHOLESTEROL  212  mg/dL  (<190)')!)).toBe('high');
    expect(rangeStanding(readingOn('HDL CHOLESTEROL  48  mg/dL  (>40)')!)).toBe('in range');
    // A flag after the range is the lab's own mark of it.
    expect(rangeStanding(readingOn('HbA1c 6.1 % 4.0-5.9 H')!)).toBe('high');
    expect(readingOn('Due 28 Oct')).toBeNull();
    expect(readingOn('Amount due £32.99')).toBeNull();
  });

  describe('asked of blood tests', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('reference-range'), [
        doc('lab-mar.jpg', '2025-03-10T11:00:00', ['CITY PATHOLOGY LAB', 'Collected: 08/03/2025', 'TEST  RESULT  UNITS  REF RANGE', 'TOTAL CHOLESTEROL  212  mg/dL  (<190)', 'HDL CHOLESTEROL  48  mg/dL  (>40)', 'TRIGLYCERIDES  130  mg/dL  (<150)', 'VITAMIN B12  410  pg/mL  (200-900)', 'VITAMIN D  18  ng/mL  (30-100)']),
        doc('lab-aug.jpg', '2025-08-20T11:00:00', ['CITY PATHOLOGY LAB', 'Collected: 18/08/2025', 'TEST  RESULT  UNITS  REF RANGE', 'TOTAL CHOLESTEROL  186  mg/dL  (<190)', 'HDL CHOLESTEROL  52  mg/dL  (>40)', 'TRIGLYCERIDES  162  mg/dL  (<150)', 'VITAMIN B12  455  pg/mL  (200-900)', 'VITAMIN D  34  ng/mL  (30-100)']),
        doc('scales.png', '2025-08-21T07:00:00', ['Body composition', 'Weight 82.4 kg', 'Body fat 24.1 %', 'BMI 26.3']),
        doc('bill.jpg', '2025-08-12T09:00:00', ['Broadband & Phone', 'Amount due £38.49', 'Due 28 Aug']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });
    const ask = async (question: string) => (await engine.ask({ question, now: '2025-11-01T09:00:00Z', noLlm: true })).answer;

    it('says whether the named reading was low or high, with its value and range', async () => {
      expect(await ask('Was my vitamin D low in March?')).toMatch(/^Yes — VITAMIN D 18 ng\/mL, below its range \(30-100\) \(Mar 10, 2025/);
      expect(await ask('Was my cholesterol high in August?')).toMatch(/^No — TOTAL CHOLESTEROL 186 mg\/dL, within its range \(<190\) \(Aug 20, 2025/);
    });

    it('lists what fell outside its range when no reading is named', async () => {
      expect(await ask('Was anything out of range on my last blood test?')).toMatch(/^Yes — TRIGLYCERIDES 162 mg\/dL, above its range \(<150\) \(Aug 20, 2025/);
      expect(await ask('Was anything out of range on my blood test in March?')).toMatch(/^Yes — TOTAL CHOLESTEROL 212 mg\/dL, above its range \(<190\); VITAMIN D 18 ng\/mL, below its range \(30-100\)/);
    });
  });
});
