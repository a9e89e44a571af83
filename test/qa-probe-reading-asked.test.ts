/**
 * What an everyday question asks for, read from its grammar: the time it names after the noun ("my
 * salary last month", "my weight last week") says when, it is not the thing asked (a month, a week).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const NOW = '2026-06-10T12:00:00Z';

describe('a time named after the asked noun', () => {
  it('leaves the noun the head', () => {
    expect(answerTypeOf('What was my salary last month?', null)).toEqual({ kind: 'number', subject: 'salary' });
    expect(answerTypeOf('What was my weight last week?', null)).toEqual({ kind: 'number', subject: 'weight' });
    expect(answerTypeOf('What was my resting heart rate this morning?', null)).toEqual({ kind: 'number', subject: 'resting heart rate' });
    expect(answerTypeOf('What was the Wordle today?', null)).toEqual({ kind: 'name', subject: 'wordle' });
    // A time word that opens the phrase is a word of it; a date noun asked is still a date.
    expect(answerTypeOf("What's the next bank holiday?", null)).toEqual({ kind: 'name', subject: 'holiday' });
    expect(answerTypeOf('Which day next week is the bin collection?', null)).toEqual({ kind: 'date', subject: 'day' });
  });

  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-probe-reading-asked'), [
      memoryRow('payslip.png', '2026-05-29T09:12:00', HOME, {
        kind: 'screenshot', has_text: true,
        ocr_text: ['PAYSLIP', 'Employee: R. Adeyemi', 'Pay date 29/05/2026', 'Period: May 2026', 'Basic salary £2,950.00', 'Income tax £372.40', 'Net pay £2,231.18'].join('\n'),
      }),
      memoryRow('heart.png', '2026-06-10T07:05:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: ['Heart', 'Today', 'Resting heart rate', '58 BPM', 'Walking average 96 BPM'].join('\n') }),
      memoryRow('scale.png', '2026-06-03T07:05:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: ['Body composition', 'Wed 3 June', 'Weight 71.6 kg', 'Body fat 18.2%'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the salary, not the month', async () => {
    const out = await engine.ask({ question: 'What was my salary last month?', now: NOW, noLlm: true });
    // Read as a date asked, it answered "On May 29, 2026 …" with the payslip's lines.
    expect(out.answer).toMatch(/^£2,950\.00/);
  });

  it('answers the heart rate, not the morning', async () => {
    const out = await engine.ask({ question: 'What was my resting heart rate this morning?', now: NOW, noLlm: true });
    expect(out.answer).toMatch(/^58 BPM/);
  });

  it('answers the weight, not the week', async () => {
    const out = await engine.ask({ question: 'What was my weight last week?', now: NOW, noLlm: true });
    expect(out.answer).toMatch(/^71\.6 ?kg/);
  });
});
