/**
 * A certificate's period printed "Valid from … until …" asked when it runs out, and an inventory's
 * table ("Item  Condition  Notes") asked the cell where the asked column meets the named row; made up
 * in the layouts people photograph them in.
 */
import { describe, expect, it } from 'vitest';
import { labelledDate } from '../electron/engine/qa/labelled-date';
import { extractFrom, ocrRow } from './support/ocr-row';
import { tableCell } from '../electron/engine/qa/table-cell';
import type { TextLine } from '../electron/engine/qa/text-lines';

const lines = (texts: string[]): TextLine[] => texts.map((text) => ({ text, height: null }));
const TAKEN = Date.UTC(2026, 0, 20);
const day = (found: { day: number } | null) => (found ? new Date(found.day).toISOString().slice(0, 10) : null);

const INVENTORY = ['INVENTORY & SCHEDULE OF CONDITION', 'Room: Living Room', 'Item              Condition      Notes', 'Sofa (3-seater)   Good           small stain left arm', 'Curtains x2       Fair           faded', 'Carpet            Good', 'Smoke alarm       Working        tested 01/09'];
const SURVEY = ['REMOVALS SURVEY', 'Room        Item            Qty   Packed by', 'Lounge      Sofa            1     Crew', 'Kitchen     Boxes           14    Tenant'];

describe('a period printed from its first day to its last', () => {
  it('answers when it runs out with the last day, whatever joins the two', () => {
    for (const span of ['Valid from 20/01/2026 until 19/01/2027', 'Valid from 20/01/2026 to 19/01/2027']) {
      expect(day(labelledDate(['Annual Multi-Trip Travel Insurance', span], 'When does my travel insurance run out?', TAKEN))).toBe('2027-01-19');
      expect(day(labelledDate(['Annual Multi-Trip Travel Insurance', span], 'When does my travel insurance expire?', TAKEN))).toBe('2027-01-19');
    }
  });

  it('still reads a start alone as no end, and the first day when the start is asked', () => {
    expect(labelledDate(['Travel Insurance', 'Valid from 20/01/2026'], 'When does my travel insurance expire?', TAKEN)).toBeNull();
    expect(day(labelledDate(['Valid until 19/01/2027'], 'When does it expire?', TAKEN))).toBe('2027-01-19');
  });
});

describe('a table cell where the asked column meets the named row', () => {
  it('reads the column the asked noun heads in the row the question names', () => {
    expect(tableCell(lines(INVENTORY), 'condition', 'What condition are the curtains in?')?.value).toBe('Fair');
    expect(tableCell(lines(INVENTORY), 'condition', 'What condition is the sofa in?')?.value).toBe('Good');
    // A row names its entry in any of its other cells ("Lounge  Sofa").
    expect(tableCell(lines(SURVEY), 'packed', 'Who packed the sofa?')?.value).toBe('Crew');
  });

  it('is how a name asked of a table is read when no label holds it', () => {
    expect(extractFrom('What condition are the curtains in?', ocrRow('inventory', INVENTORY.map((t) => [t, 20])))?.value).toBe('Fair');
  });

  it('reads nothing for a row or a column the table does not have', () => {
    expect(tableCell(lines(INVENTORY), 'condition', 'What condition is the fridge in?')).toBeNull();
    expect(tableCell(lines(INVENTORY), 'colour', 'What colour are the curtains?')).toBeNull();
  });
});
