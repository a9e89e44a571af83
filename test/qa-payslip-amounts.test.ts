/**
 * "What was my gross pay": the money asked is the whole phrase, read under its own label — a payslip
 * prints "Pay date: 27/03/2026" above "Gross pay 3,100.87", and "Pay date:" is another label.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const doc = (name: string, local: string, lines: string[]) => memoryRow(name, local, null, { kind: 'screenshot', has_text: true, ocr_text: lines.join('\n') });

describe('an amount asked by its whole label', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-payslip-amounts'), [
      doc('slip.png', '2026-03-28T18:00:00', ['FERNLEAF DESIGN LTD', 'PAYSLIP', 'Pay date: 27/03/2026   Period: 12', 'Basic pay 2,916.67', 'Overtime 184.20', 'Gross pay 3,100.87', 'Income tax 368.40', 'Net pay 2,435.32']),
      doc('gym.png', '2026-03-02T07:00:00', ['PULSE GYM', 'Membership renewed', 'Monthly fee £32.00']),
    ]);
  });
  afterAll(async () => engine.close());

  const ask = (question: string) => engine.ask({ question, now: '2026-04-02T12:00:00Z', noLlm: true });

  it('reads the phrase asked, not a label that begins with its last word', async () => {
    expect((await ask('What was my gross pay in March?')).answer).toMatch(/^3,100\.87\b/);
    expect((await ask('What was my net pay in March?')).answer).toMatch(/^2,435\.32\b/);
  });
});
