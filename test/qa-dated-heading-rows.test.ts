/**
 * "Moving day meter readings" / "14/06/25" / "Gas: 04217 m3" / "Electric: 38841 kWh": a heading that
 * names the asked noun, its own date under it, then a row per meter labelled by the question's other
 * word. The date line holds no word and is no row: the rows run from the first line that has one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe('rows under a heading with its date beneath it', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('dated-heading-rows'), [
      doc('meters.jpg', '2025-06-14T09:10:00', ['Moving day meter readings', '14/06/25', 'Gas: 04217 m3', 'Electric: 38841 kWh', 'Water: 00562']),
      doc('council.jpg', '2025-06-20T08:00:00', ['COUNCIL TAX BILL 2025/26', 'Valuation band: C', 'Annual charge: £2,086.45', 'First instalment due 01/07/2025']),
      doc('receipt.jpg', '2025-07-01T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('reads the row the question names', async () => {
    const ask = async (question: string) => (await engine.ask({ question, now: '2025-10-20T09:00:00Z', noLlm: true })).answer;
    expect(await ask('What was the gas meter reading on moving day?')).toMatch(/^04217 m3 —/);
    expect(await ask('What was the electric meter reading?')).toMatch(/^38841 kWh —/);
    expect(await ask('What was the water reading when we moved?')).toMatch(/^00562 —/);
  });
});
