/**
 * A label of several words prints by its initials ("NI number" for a national insurance number), and a
 * label that says which kind of number, on any of the best matches, comes before a bare "No" on the
 * first: last month's payslip, which prints only an employee number, is not where the NI number is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const doc = (name: string, local: string, lines: string[]) => memoryRow(name, local, null, { kind: 'screenshot', has_text: true, ocr_text: lines.join('\n') });

describe('an identifier printed by its initials', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-identifier-initials'), [
      doc('slip-feb.png', '2026-02-27T18:00:00', ['FERNLEAF DESIGN LTD', 'PAYSLIP', 'Employee: R. Okafor   Employee No: 40417', 'Income tax 331.60', 'National Insurance 127.38', 'Net pay 2,311.86']),
      doc('slip-mar.png', '2026-03-27T18:00:00', ['FERNLEAF DESIGN LTD', 'PAYSLIP', 'Employee: R. Okafor   Employee No: 40417', 'Tax code: 1257L   NI number: QQ 12 34 56 C', 'Income tax 368.40', 'National Insurance 142.11', 'Net pay 2,435.32']),
      doc('car.png', '2026-01-15T10:00:00', ['VEHICLE DETAILS', 'Make: Skoda Fabia', 'VIN: TMBEG45J8C3052117', 'Colour: Grey']),
    ]);
  });
  afterAll(async () => engine.close());

  const ask = (question: string) => engine.ask({ question, now: '2026-04-02T12:00:00Z', noLlm: true });

  it('reads the number under the label of its initials, with its check letter', async () => {
    expect((await ask('What is my National Insurance number?')).answer).toMatch(/^QQ 12 34 56 C\b/);
  });

  it('reads a whole phrase printed as its initials', async () => {
    expect((await ask("What is my car's vehicle identification number?")).answer).toMatch(/^TMBEG45J8C3052117\b/);
  });
});
