/**
 * Education and work admin probes: a results table's cell where the asked column and row cross, and a
 * contract's or timesheet's duration in the unit the question counts in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { tableCell } from '../electron/engine/qa/table-cell';
import { printedDuration } from '../electron/engine/qa/printed-date';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 55.9533, lon: -3.1883 };
const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));
const RESULTS = ['Exam Results Summer 2026', 'Candidate number 5520', 'Qualification  Grade', 'GCSE Mathematics  7', 'GCSE English Literature  6', 'GCSE Chemistry  8', 'GCSE Art and Design  5'];
const REPORT = ['Riverside High School', 'Autumn Report - Year 8', 'Subject Attainment Effort', 'English 6 2', 'Mathematics 5 1', 'Geography 7 3', 'Attendance: 94%'];
const CONTRACT = ['STATEMENT OF MAIN TERMS', 'Job title: Lab Technician', 'Probationary period: 3 months', 'Hours: 35 hours per week', 'Annual leave: 28 days including bank holidays', 'Notice period: 2 weeks during probation, 1 month thereafter'];
const TIMESHEET = ['TIMESHEET', 'Week ending 14/03/2026', 'Mon 8.0', 'Tue 7.5', 'Wed 8.0', 'Thu 6.5', 'Total hours 30.0'];

describe('a results table: the cell where the asked column and row cross', () => {
  it('reads the column the question names on the row it names', () => {
    expect(tableCell(lines(RESULTS), 'grade', 'What grade did I get in Chemistry?')).toMatchObject({ value: '8' });
    expect(tableCell(lines(RESULTS), 'grade', 'What was my grade for GCSE English?')).toMatchObject({ value: '6', line: 'GCSE English Literature  6' });
    expect(tableCell(lines(RESULTS), 'grade', 'what grade did I get in maths')).toMatchObject({ value: '7' });
    expect(tableCell(lines(REPORT), 'effort', "What was Tom's effort in Geography?")).toMatchObject({ value: '3' });
    expect(tableCell(lines(REPORT), 'attainment', 'What attainment did he get in maths?')).toMatchObject({ value: '5' });
  });

  it('leaves a table without the asked column, or without the asked row, alone', () => {
    expect(tableCell(lines(REPORT), 'grade', 'What grade did I get in Geography?')).toBeNull();
    expect(tableCell(lines(RESULTS), 'grade', 'What grade did I get in Physics?')).toBeNull();
    // The rows' own column is no value.
    expect(tableCell(lines(RESULTS), 'qualification', 'What qualification in Chemistry?')).toBeNull();
  });
});

describe('a duration in the unit the question counts in', () => {
  it('takes the figure in the asked unit, by the label that names the question', () => {
    expect(printedDuration(CONTRACT, ['contract'], 'How many hours a week is my contract?')).toMatchObject({ value: '35 hours' });
    expect(printedDuration(TIMESHEET, ['work', 'week'], 'How many hours did I work that week?')).toMatchObject({ value: '30.0 hours', line: 'Total hours 30.0' });
    expect(printedDuration(CONTRACT, ['notice', 'period'], 'How long is my notice period?')).toMatchObject({ value: '2 weeks', line: CONTRACT[5] });
    expect(printedDuration(CONTRACT, ['probation', 'period', 'during'], 'How long is my probation?')).toMatchObject({ value: '3 months' });
  });
});

describe('asked of a library of school and work documents', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-education-tables');
    const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(base, [
      doc('results.jpg', '2026-08-20T09:00:00', RESULTS),
      doc('report.jpg', '2026-12-12T16:00:00', REPORT),
      doc('contract.jpg', '2026-01-05T10:00:00', CONTRACT),
      doc('timesheet.jpg', '2026-03-14T17:30:00', TIMESHEET),
      doc('receipt.jpg', '2026-03-10T12:00:00', ['CORNER CAFE', 'Flat white 3.20', 'TOTAL 3.20']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = (question: string) => engine.ask({ question, now: '2026-12-20T10:00:00Z', noLlm: true });

  it('answers a grade from the results table', async () => {
    expect((await ask('What grade did I get in Chemistry?')).answer).toMatch(/^8 — /);
  });

  it('answers hours in hours, not the holiday in days', async () => {
    expect((await ask('How many hours a week is my contract?')).answer).toMatch(/^35 hours — /);
    expect((await ask('How many hours did I work the week ending 14 March?')).answer).toMatch(/^30\.0 hours — /);
  });
});
