/**
 * An energy bill among other documents, made up: "how many units of electricity did I use" asks the
 * quantity the bill prints as used, not how many photos match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { namesKind } from '../electron/engine/qa/kind-of';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const BILL = ['Your electricity bill', 'Account number: A-1B2C3D4E', 'Billing period: 12 Jan 2026 - 11 Feb 2026', 'Opening reading 047802', 'Closing reading 048217', 'Units used 415 kWh', 'Total to pay £118.43'];
const FUEL = ['CROSSWAYS SERVICE STATION', 'PUMP 06 UNLEADED', '42.18 L @ 139.9p/L', 'FUEL TOTAL £59.01'];

describe('"units" asked for as a quantity', () => {
  it('is the kind itself by WordNet, not a kind of it', () => {
    expect(namesKind('units', 'unit of measurement')).toBe(true);
    expect(namesKind('items', 'unit of measurement')).toBe(false);
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-home-meters');
    engine = await engineOver(base, [
      memoryRow('bill.png', '2026-02-12T09:00:00', null, { kind: 'screenshot', has_text: true, ocr_text: BILL.join('\n') }),
      memoryRow('fuel.jpg', '2026-01-30T17:23:00', HOME, { kind: 'photo', has_text: true, ocr_text: FUEL.join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the units the bill prints as used', async () => {
    const out = await engine.ask({ question: 'How many units of electricity did I use?', now: '2026-03-20T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/415 kWh/);
  });
});
