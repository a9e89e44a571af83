/**
 * Tables on health records. A glasses prescription heads its columns with short forms ("SPH  CYL  AXIS")
 * and leaves its row-label column blank over rows named by a letter ("R", "L"), each a signed power: the
 * asked column's short form and the asked eye's initial cross at the cell. A blood test's results sheet
 * names its rows by what was measured ("Cholesterol  5.8 mmol/L  (< 5.0)"): asked the thing, the row's
 * first value answers, not the header over it nor the range beside it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { tableCell } from '../electron/engine/qa/table-cell';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
const PRESCRIPTION = ['OPTICAL PRESCRIPTION', 'Date of test: 11/03/2025', '      SPH    CYL    AXIS  ADD', 'R   -2.25  -0.50   180  +1.00', 'L   -1.75  -0.75   170  +1.00', 'PD 62', 'Next eye test due: 03/2027'];
const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));

describe('health records set out as tables', () => {
  it('crosses a short-form column with a row named by an initial', () => {
    expect(tableCell(lines(PRESCRIPTION), 'cylinder', 'What is the cylinder for my right eye?')?.value).toBe('-0.50');
    expect(tableCell(lines(PRESCRIPTION), 'sphere', "What's the left eye sphere?")?.value).toBe('-1.75');
    // A report card's rows still keep to their named label column.
    expect(tableCell(lines(['Subject  Attainment  Effort', 'Science  8  1', 'English  7  2']), 'effort', 'What effort did I get in English?')?.value).toBe('2');
  });

  describe('asked of the engine', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('prescription-table'), [
        doc('rx.jpg', '2025-03-11T15:00:00', PRESCRIPTION),
        doc('blood.jpg', '2025-05-20T10:00:00', ['Blood test results', 'Sample date: 16/05/2025', 'Test  Result  Range', 'Haemoglobin  138 g/L  (130 - 180)', 'Cholesterol  5.8 mmol/L  (< 5.0)', 'HbA1c  38 mmol/mol  (20 - 41)']),
        doc('receipt.jpg', '2025-07-01T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
        doc('dentbill.jpg', '2025-08-01T09:30:00', ['Dental practice invoice', 'Band 2 NHS treatment  £75.30', 'Amount paid  £75.30']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });
    const ask = async (question: string) => (await engine.ask({ question, now: '2025-10-20T09:00:00Z', noLlm: true })).answer;

    it('reads the asked eye under the asked power', async () => {
      expect(await ask('What is the sphere for my right eye?')).toMatch(/^-2\.25 —/);
      expect(await ask('What is the cylinder on my left eye?')).toMatch(/^-0\.75 —/);
    });

    it('reads a result off the row of the thing measured', async () => {
      expect(await ask('What was my cholesterol?')).toMatch(/^5\.8 mmol\/L —/);
      expect(await ask('What was my haemoglobin?')).toMatch(/^138 g\/L —/);
    });
  });
});
