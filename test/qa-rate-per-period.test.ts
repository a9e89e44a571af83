/**
 * "How much is the water bill each month" asks a rate of time, however it is said ("a month", "per
 * month", "every month"), and a bill prints it as one word ("10 monthly instalments of £48.62"), not
 * beside the year's total.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { askedUnit } from '../electron/engine/qa/number';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.8008, lon: -1.5491 };
const doc = (name: string, local: string, lines: string[]) => memoryRow(name, local, HOME, { kind: 'screenshot', has_text: true, ocr_text: lines.join('\n') });

describe('a rate of time', () => {
  it('reads the unit asked, however the rate is said', () => {
    expect(askedUnit('How much is the water bill each month?')).toBe('month');
    expect(askedUnit('How much is my insurance a year?')).toBe('year');
    expect(askedUnit('What was diesel per litre?')).toBe('litre');
    expect(askedUnit('How much was a ticket?')).toBeUndefined();
    expect(askedUnit('Which restaurant did I eat at about a month ago?')).toBeUndefined();
    expect(askedUnit('How much did I spend in a week in Rome?')).toBeUndefined();
  });

  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-rate-period'), [
      doc('water.png', '2025-04-10T09:00:00', ['RIVERDALE WATER', 'Your bill for 2025/26', 'Total to pay £486.20', '10 monthly instalments of £48.62']),
      doc('policy.png', '2025-05-01T09:00:00', ['SAFEHOME INSURANCE', 'Home contents cover', 'Annual premium £143.00', 'Paid by direct debit']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the instalment, not the year total', async () => {
    const r = await engine.ask({ question: 'How much is the water bill each month?', now: '2025-06-01T10:00:00Z', noLlm: true });
    expect(r.answer).toMatch(/^£48\.62 /);
    const y = await engine.ask({ question: 'How much is my contents insurance a year?', now: '2025-06-01T10:00:00Z', noLlm: true });
    expect(y.answer).toMatch(/^£143\.00 /);
  });
});
