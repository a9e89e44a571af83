/**
 * "What was my vitamin D level", "what was my cholesterol in March": the value of the results row the
 * question names, in its unit, with where it stands against the range printed beside it — not the
 * letter that ends its name ("D 34"), nor the report's title.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe('a results row asked for its value', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('reading-value'), [
      doc('lab-mar.jpg', '2025-03-10T11:00:00', ['CITY PATHOLOGY LAB', 'Collected: 08/03/2025', 'TEST  RESULT  UNITS  REF RANGE', 'TOTAL CHOLESTEROL  212  mg/dL  (<190)', 'HDL CHOLESTEROL  48  mg/dL  (>40)', 'VITAMIN B12  410  pg/mL  (200-900)', 'VITAMIN D  18  ng/mL  (30-100)']),
      doc('lab-aug.jpg', '2025-08-20T11:00:00', ['CITY PATHOLOGY LAB', 'Collected: 18/08/2025', 'TEST  RESULT  UNITS  REF RANGE', 'TOTAL CHOLESTEROL  186  mg/dL  (<190)', 'HDL CHOLESTEROL  52  mg/dL  (>40)', 'VITAMIN B12  455  pg/mL  (200-900)', 'VITAMIN D  34  ng/mL  (30-100)']),
      doc('boarding.jpg', '2025-07-02T06:00:00', ['BOARDING PASS', 'Flight 4411', 'Gate 12 B', 'Seat 14C', 'Boarding 06:35']),
      doc('train.jpg', '2025-06-03T07:00:00', ['MADARAKA EXPRESS', 'NAIROBI - MOMBASA', 'COACH 7 SEAT 54-56', 'ECONOMY x3 KSH 3,750.00']),
      doc('bill.jpg', '2025-08-12T09:00:00', ['Broadband & Phone', 'Amount due £38.49', 'Due 28 Aug']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2025-11-01T09:00:00Z', noLlm: true })).answer;

  it('gives the named row its value, unit and standing', async () => {
    expect(await ask('What was my vitamin D level in March?')).toMatch(/^18 ng\/mL — VITAMIN D\s+18\s+ng\/mL\s+\(30-100\), below its range \(Mar 10, 2025/);
    expect(await ask('What was my cholesterol in March?')).toMatch(/^212 mg\/dL — TOTAL CHOLESTEROL\s+212\s+mg\/dL\s+\(<190\), above its range \(Mar 10, 2025/);
  });

  it('reads no seat numbers for a range: a coach and its seats are no results row', async () => {
    const answer = await ask('Which coach were we in on the train to Mombasa?');
    expect(answer).toMatch(/^7 — /);
    expect(answer).not.toMatch(/range/);
  });
});
