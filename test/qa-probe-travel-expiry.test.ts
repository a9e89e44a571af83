/**
 * A permit prints when it starts to hold and when it stops ("VALID FROM" / "VALID UNTIL"), both under
 * the word the expiry question's definition gives ("lose validity"): the last day is asked, however
 * the question says so ("expire", "run out", "valid until when").
 */
import { describe, expect, it } from 'vitest';
import { labelledDate } from '../electron/engine/qa/labelled-date';

const PERMIT = ['ELECTRONIC TRAVEL AUTHORISATION', 'APPLICATION NUMBER  TA-4471-9920', 'STATUS: APPROVED', 'VALID FROM 03 FEB 2025', 'VALID UNTIL 03 FEB 2027'];
const STACKED = ['Residence permit', 'Valid from', '01/09/2024', 'Valid thru', '31/08/2026'];
const TAKEN = Date.parse('2025-02-03T12:00:00Z');
const day = (lines: string[], q: string) => {
  const found = labelledDate(lines, q, TAKEN);
  return found ? new Date(found.day).toISOString().slice(0, 10) : null;
};

describe('the last day a permit holds', () => {
  it('reads the until date, not the from date', () => {
    expect(day(PERMIT, 'when does my travel authorisation expire')).toBe('2027-02-03');
    expect(day(PERMIT, 'when does the travel authorisation run out?')).toBe('2027-02-03');
    expect(day(PERMIT, 'until when is it valid')).toBe('2027-02-03');
    expect(day(STACKED, 'when does my residence permit expire')).toBe('2026-08-31');
  });

  it('leaves a question after the first day alone', () => {
    expect(day(PERMIT, 'when was it valid from')).not.toBe('2027-02-03');
  });
});
