/**
 * Household papers, made up in the layouts people photograph them in: a tenancy certificate's "Tenancy
 * end date", a school's term sheet whose half-term span is not when the term ends, a boiler record's
 * next service named by its month only, a vet card's table of vaccines with a "Next due" column.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledDate } from '../electron/engine/qa/labelled-date';
import { columnDate } from '../electron/engine/qa/column-date';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const DEPOSIT = ['Deposit Protection Certificate', 'Deposit ID: DPS-7788991', 'Date received: 1 September 2024', 'Tenancy end date: 31 August 2025'];
const TERMS = ['TERM DATES 2025-2026', 'Autumn Term', 'Starts: Wednesday 3 September 2025', 'Half term: 27 October - 31 October 2025', 'Ends: Friday 19 December 2025'];
const BOILER = ['BOILER SERVICE RECORD', 'Date of service: 18/02/2025', 'Engineer: M. Davies', 'Next service due: February 2026'];
const VET = ['VACCINATION RECORD', "Pet's name: Biscuit", 'Vaccine            Date given     Next due', 'DHP + L4           14/03/2025     14/03/2026', 'Kennel Cough       14/03/2025     14/03/2026'];
const CAT = ['Whiskers Vet Clinic', 'Patient: Mittens', 'Vaccination: RCP', 'Given: 22 Jan 2025', 'Next booster due', '22 Jan 2026'];
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('the day a label says a thing ends', () => {
  it('reads "end date", "ends" as the last day asked, as "until" is', () => {
    expect(labelledDate(DEPOSIT, 'When does the tenancy end?', day('2024-09-10'))).toMatchObject({ day: day('2025-08-31'), line: 'Tenancy end date: 31 August 2025' });
    expect(labelledDate(['Contract', 'Start date: 1 May 2025', 'Finish date: 30 April 2026'], 'When does the contract finish?', day('2025-05-01'))?.day).toBe(day('2026-04-30'));
  });

  it('takes a span printed whole only when no label says it ends', () => {
    expect(labelledDate(TERMS, 'When does the autumn term end?', day('2025-07-10'))?.line).toBe('Ends: Friday 19 December 2025');
    expect(labelledDate(['Period of cover: 01/06/2024 to 31/05/2025'], 'When does the cover end?', day('2024-06-01'))?.day).toBe(day('2025-05-31'));
  });
});

describe('a date printed with its month in two languages', () => {
  it('reads the year after a passport\'s second month, not the photo\'s', () => {
    const passport = ['PASSPORT', 'Date of issue/Date de délivrance (8) 04 JUL /JUIL 19', "Date of expiry/Date d'expiration (9) 04 JUL /JUIL 29"];
    expect(labelledDate(passport, 'When does my passport expire?', day('2024-06-01'))?.day).toBe(day('2029-07-04'));
  });
});

describe('a table of dates under a header naming the columns', () => {
  const fits = (w: string) => w === 'next' || w === 'due';
  it('labels each date of a row by the header word above its place along the row', () => {
    expect(columnDate(VET, 3, fits)?.text).toBe('14/03/2026');
    expect(columnDate(VET, 4, (w) => w === 'given')?.text).toBe('14/03/2025');
    // OCR that closes the gaps between columns to one space still lines them up by share of the line.
    expect(columnDate(['Vaccine Date given Next due', 'Rabies 02/05/2024 02/05/2027'], 1, fits)?.text).toBe('02/05/2027');
  });

  it('leaves a row of one date, and a header with no fitting word', () => {
    expect(columnDate(['Vaccine  Next due', 'Rabies  02/05/2027'], 1, fits)).toBeNull();
    expect(columnDate(['Vaccine  Date given  Batch', 'Rabies  02/05/2024  03/05/2024'], 1, fits)).toBeNull();
    // A label and its value ("Recycling: Fridays") over a line of dates is no header.
    expect(columnDate(['Recycling (blue bin): next Friday', 'Garden waste: 2 March, 16 March'], 1, fits)).toBeNull();
  });

  it('answers the next date off the table when asked', () => {
    expect(labelledDate(VET, 'When is Biscuit due his next vaccination?', day('2025-03-14'))?.day).toBe(day('2026-03-14'));
  });
});

const LETTER = ['Dear Parents and Carers,', 'Year 4 will be visiting the Natural History Museum on Thursday 16 October 2025.', 'The cost of the trip is £18.50 per child, which covers coach travel and entry.', 'Please complete the consent form and pay by Friday 3 October 2025.', 'Children should bring a packed lunch.'];

describe('a sentence that prints two dates', () => {
  const LEASE = ['TENANCY AGREEMENT', 'The tenancy starts on 1 August 2023 and ends on 31 July 2024.', 'Rent: £950 per month'];
  it('reads the date after the asked word, not the one nearest the photo', () => {
    expect(labelledDate(LEASE, 'When does the tenancy end?', day('2023-07-01'))).toMatchObject({ day: day('2024-07-31'), line: 'ends on 31 July 2024' });
    expect(labelledDate(LEASE, 'When does the tenancy start?', day('2023-07-01'))?.day).toBe(day('2023-08-01'));
  });
});

describe('an offset from an event the document does not date', () => {
  it('is no day counted from the photo', () => {
    const cert = ['Deposit Protection Certificate', 'The deposit must be returned within 10 days of agreement at the end of the tenancy.'];
    expect(labelledDate(cert, 'When is the deposit returned?', day('2024-09-10'))).toBeNull();
    // From the letter itself it still counts from about the day it came.
    expect(labelledDate(['Please return the form within 14 days of receipt.'], 'When do I return the form?', day('2024-09-10'))?.day).toBe(day('2024-09-24'));
  });
});

describe('a school letter\'s day and its deadline', () => {
  it('takes no courtesy word for a label: "Please pay by" is not when the trip is', () => {
    expect(labelledDate(LETTER, 'When is the museum trip?', day('2025-09-15'))).toBeNull();
  });
});

describe('household dates in a library', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-household-dates');
    const row = (name: string, local: string, lines: string[]) => memoryRow(name, local, HOME, { kind: 'photo', has_text: true, ocr_text: lines.join('\n') });
    engine = await engineOver(base, [
      row('deposit.jpg', '2024-09-10T12:00:00', DEPOSIT),
      row('terms.jpg', '2025-07-10T15:30:00', TERMS),
      row('boiler.jpg', '2025-02-18T13:30:00', BOILER),
      row('vet.jpg', '2025-03-14T10:20:00', VET),
      row('cat.jpg', '2025-01-22T16:05:00', CAT),
      row('letter.jpg', '2025-09-15T16:45:00', LETTER),
      row('receipt.jpg', '2025-05-03T14:00:00', ['PET SHOP', 'Dog lead  £12.99', 'TOTAL  £12.99']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = (question: string) => engine.ask({ question, now: '2025-11-05T09:00:00Z', noLlm: true });

  it('reads the tenancy end date, not a term sheet\'s half-term span', async () => {
    expect((await ask('When does the tenancy end?')).answer).toMatch(/^Aug 31, 2025 \(Tenancy end date/);
  });

  it('reads the day of the trip, not its deadline, nor its price as a time of day', async () => {
    expect((await ask('When is the museum trip?')).answer).toMatch(/^Oct 16, 2025 /);
    expect((await ask('When do I need to pay for the school trip by?')).answer).toMatch(/^Oct 3, 2025 /);
  });

  it('reads a deadline printed by its month', async () => {
    expect((await ask('When is the boiler service due?')).answer).toMatch(/^Next service due: February 2026/);
  });

  it('reads the next due date off a vaccination table', async () => {
    expect((await ask('When is Biscuit due his next vaccination?')).answer).toMatch(/^Mar 14, 2026/);
  });
});
