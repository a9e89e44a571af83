/**
 * "When's my next dentist appointment?": the card that prints a day still to come answers, though it
 * does not say "next" itself ("Hygienist: 14/10/2027 9:00"); a bank screen's "Date:" label is no
 * evidence of an appointment (a label every dated document prints points to no kind of its own).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { termGroup } from '../electron/engine/qa/coverage';
import { printsDayAhead } from '../electron/engine/qa/planned';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const BRISTOL = { lat: 51.4545, lon: -2.5879 };
const NOW = '2027-09-05T10:00:00+01:00';
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, BRISTOL, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
const screen = (name: string, at: string, text: string[]) => memoryRow(name, at, null, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });

describe('the next appointment', () => {
  it('reads a day still to come on a card with no money', () => {
    const taken = Date.UTC(2027, 6, 8, 10);
    const now = Date.UTC(2027, 8, 5, 9);
    expect(printsDayAhead('SMILE DENTAL CARE\nHygienist: 14/10/2027 9:00am', taken, now)).toBe(true);
    // Its day has passed: no longer to come.
    expect(printsDayAhead('SMILE DENTAL CARE\nHygienist: 14/08/2027 9:00am', taken, now)).toBe(false);
    // A day without its year, on a card no word says is ahead, is the day it was given.
    expect(printsDayAhead('RIVERSIDE DENTAL\nAPPOINTMENT CARD\nMON 8 SEP  09:15', Date.UTC(2025, 8, 8, 9), Date.UTC(2025, 10, 25))).toBe(false);
    // A bill's due date is no visit.
    expect(printsDayAhead('ENERGY BILL\nTOTAL £84.20\nDue: 14/10/2027', taken, now)).toBe(false);
  });

  it("takes no date or time label for an appointment's print: every dated document prints one", () => {
    const dentist = termGroup('dentist', {});
    expect(dentist.words.has('reminder')).toBe(true);
    expect(dentist.words.has('date')).toBe(false);
    expect(dentist.words.has('time')).toBe(false);
  });

  describe('among bank screens with dates', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('next-day-ahead'), [
        doc('dentist-feb.jpg', '2027-02-23T18:05:00', ['SMILE DENTAL CARE', 'Dr. Anita Patel', 'Check-up: 22/04/2027 5:30pm', 'Tel. 0117 496 0811']),
        doc('dentist-jul.jpg', '2027-07-08T10:14:00', ['SMILE DENTAL CARE', 'Dr. Anita Patel', 'Hygienist: 14/10/2027 9:00am', 'Tel. 0117 496 0811']),
        ...['2027-06-01', '2027-07-01', '2027-08-01'].map((d, i) => screen(`bank-${i}.png`, `${d}T08:33:00`, ['Transfer completed', '950.00 GBP', 'To: J SMITH LETTINGS', `Date: ${d.slice(8, 10)}/${d.slice(5, 7)}/2027`, 'Ref: RENT'])),
      ]);
    });
    afterAll(async () => engine.close());

    it("answers the card's day to come, not a transfer's date", async () => {
      const next = await engine.ask({ question: "When's my next dentist appointment?", now: NOW, noLlm: true });
      expect(next.answer).toMatch(/^Oct 14, 2027\b/);
      expect(next.references[0]?.path).toMatch(/dentist-jul/);
    });
  });
});
