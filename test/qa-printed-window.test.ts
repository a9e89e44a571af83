import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aboutWindow, printsDateIn } from '../electron/engine/qa/printed-window';
import { Database } from '../electron/engine/store/database';
import { memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const ms = (iso: string) => Date.parse(`${iso}Z`);
const JUNE = { from: ms('2031-06-01T00:00:00'), to: ms('2031-06-30T23:59:59') };

describe('printsDateIn (a document about another time than its capture)', () => {
  it('reads a printed month of a year, and a printed day, inside the window', () => {
    expect(printsDateIn('TEAM SCHEDULE\nJUNE 2031\nEARLY: 2-4', ms('2031-05-20T10:00:00'), JUNE.from, JUNE.to)).toBe(true);
    expect(printsDateIn('Concert ticket\nSat 14 Jun 2031 19:30', ms('2031-05-02T10:00:00'), JUNE.from, JUNE.to)).toBe(true);
  });
  it('not a month or day outside it, nor times or weekdays alone', () => {
    expect(printsDateIn('TEAM SCHEDULE\nJULY 2031', ms('2031-05-20T10:00:00'), JUNE.from, JUNE.to)).toBe(false);
    expect(printsDateIn('Open Mon-Fri 08:00 - 17:30', ms('2031-05-20T10:00:00'), JUNE.from, JUNE.to)).toBe(false);
  });
});

describe('aboutWindow (memories near a strict window that print a date inside it)', () => {
  let db: Database;
  const before = memoryRow('schedule.jpg', '2031-05-24T16:40:00', null, { ocr_text: 'TEAM SCHEDULE\nJUNE 2031\nLATE: 3-5, 17-19' });
  const other = memoryRow('menu.jpg', '2031-05-25T12:00:00', null, { ocr_text: 'LUNCH MENU\nMAY 2031' });
  const far = memoryRow('plan.jpg', '2031-01-10T09:00:00', null, { ocr_text: 'YEAR PLAN\nJUNE 2031' });
  const inside = memoryRow('inside.jpg', '2031-06-10T09:00:00', null, { ocr_text: 'JUNE 2031' });
  beforeAll(async () => {
    db = await Database.open(path.join(await tempDir('qa-printed'), 'library'));
    await db.upsertMemories([before, other, far, inside]);
  });
  afterAll(async () => db?.close());

  it('takes the schedule photographed in May for June, not other months, documents taken long before, nor what is inside already', async () => {
    const time = { text: 'in June', from: '2031-06-01T00:00:00', to: '2031-06-30T23:59:59', strict: true };
    const rows = await aboutWindow(db, time, ['id']);
    expect(rows.map((r) => r.id)).toEqual([before.id]);
  });
  it('leaves a vague window, and a long one, alone', async () => {
    expect(await aboutWindow(db, { text: 'around June', from: '2031-06-01T00:00:00', to: '2031-06-30T23:59:59', strict: false }, ['id'])).toEqual([]);
    expect(await aboutWindow(db, { text: 'in 2031', from: '2031-01-01T00:00:00', to: '2031-12-31T23:59:59', strict: true }, ['id'])).toEqual([]);
  });
});

describe('printsDateIn on a record of its own day', () => {
  it('does not read a card dated the day it was photographed as about another month', () => {
    // 01/02/2031 photographed on 1 February: not 2 January, whatever the month-first reading says.
    const taken = ms('2031-02-01T12:00:00');
    expect(printsDateIn('TIME CARD\n01/02/2031 IN 09:00 OUT 12:00', taken, ms('2031-01-01T00:00:00'), ms('2031-01-31T23:59:59'))).toBe(false);
  });
});
