/**
 * "When does it run out / expire / end" asks the last day a thing holds, however the document prints it:
 * the end of a span ("Period of cover: 01/06/2024 to 31/05/2025"), a month without its day ("AUGUST
 * 2027" under "Date of expiry"), a card's month and year ("VALID THRU 08/27", not the 27th of August).
 * A month printed without its day is answered as that month ("Next check-up: March 2026").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledDate } from '../electron/engine/qa/labelled-date';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const POLICY = ['SAFEHOME INSURANCE', 'Policy schedule — Home contents', 'Policy number HC-558120', 'Period of cover: 01/06/2024 to 31/05/2025', 'Annual premium £143.00'];
const PASSPORT = ['PASSPORT', 'Date of issue', 'AUGUST 2017', 'Date of expiry', 'AUGUST 2027'];
const CARD = ['PLATINUM CARD', '4000 1234 5678 9010', 'VALID THRU 08/27'];
const TEST_CERT = ['VEHICLE TEST CERTIFICATE', 'Registration AB12 CDE', 'Expiry date: 13 FEB 2026'];
const DENTIST = ['BYRES ROAD DENTAL', 'Check-up & scale', 'Patient charge £27.80', 'Next check-up: March 2026'];
const VET = ['WESTEND VETS', 'Patient: Bramble (Collie)', 'Next booster due: 11 Feb 2026', 'Paid £62.00'];
const TAKEN = Date.parse('2024-06-01T10:00:00Z');
const day = (lines: string[], q: string) => {
  const found = labelledDate(lines, q, TAKEN);
  return found ? new Date(found.day).toISOString().slice(0, 10) : null;
};

describe('the last day a thing holds', () => {
  it('reads the end of a printed span of cover', () => {
    expect(day(POLICY, 'when does my home insurance run out')).toBe('2025-05-31');
    expect(day(POLICY, 'when does my contents insurance end?')).toBe('2025-05-31');
    expect(day(POLICY, 'when does the policy expire')).toBe('2025-05-31');
  });

  it('reads a month printed without its day, and a card month and year, as that month to its end', () => {
    expect(day(PASSPORT, 'when does my passport expire')).toBe('2027-08-31');
    expect(day(CARD, 'when does my card expire')).toBe('2027-08-31');
  });

  it('leaves questions after something else alone', () => {
    expect(day(POLICY, 'when was it valid from')).not.toBe('2025-05-31');
  });

  let engine: Engine;
  beforeAll(async () => {
    const home = { lat: 52.2053, lon: 0.1218 };
    const doc = (name: string, local: string, lines: string[]) => memoryRow(name, local, home, { kind: 'photo', has_text: true, ocr_text: lines.join('\n') });
    engine = await engineOver(await tempDir('qa-validity-end'), [
      doc('policy.jpg', '2024-06-01T10:00:00', POLICY),
      doc('test.jpg', '2025-02-14T10:00:00', TEST_CERT),
      doc('card.jpg', '2025-01-21T10:00:00', CARD),
      doc('dentist.jpg', '2025-09-18T12:00:00', DENTIST),
      doc('vet.jpg', '2025-02-11T10:20:00', VET),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers from the policy, not from another document with an expiry label; a month printed alone as the month', async () => {
    const r = await engine.ask({ question: 'When does my home insurance run out?', now: '2025-03-01T10:00:00Z', noLlm: true });
    expect(r.answer).toMatch(/^May 31, 2025/);
    const card = await engine.ask({ question: 'When does my credit card expire?', now: '2025-03-01T10:00:00Z', noLlm: true });
    expect(card.answer).toMatch(/^August 2027 /);
    const dentist = await engine.ask({ question: 'When is my next dental check-up?', now: '2025-10-01T10:00:00Z', noLlm: true });
    expect(dentist.answer).toMatch(/^March 2026 /);
  });
});
