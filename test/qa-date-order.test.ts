/**
 * Which way round a numeric date is: "03/04/2027" is the 3rd of April outside the US and March 4th in
 * it. The document's own evidence decides first (a first part past 12, a month written out, a weekday
 * that agrees with one reading), then the country the photo was taken in, as the runtime's CLDR data
 * prints dates there; only then the reading nearest the photo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { documentOrder, regionOrder } from '../electron/engine/qa/date-order';
import { announcesAfter, printsOtherPeriod } from '../electron/engine/qa/planned';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const UK = { lat: 51.4545, lon: -2.5879 };
const US = { lat: 41.88, lon: -87.63 };
const JAN_8 = Date.UTC(2027, 0, 8);

describe('which way round a printed date is', () => {
  it('reads the order off the document itself', () => {
    // A first part past 12 cannot be a month.
    expect(documentOrder('Trip on 01/02/2027\nReply by 25/01/2027')).toBe('day-first');
    expect(documentOrder('Issued 01/25/2027\nDue 02/03/2027')).toBe('month-first');
    // A card's month and year ("08/27") is no day-first evidence, nor month-first.
    expect(documentOrder('VALID THRU 08/27\nIssued 02/03/2027')).toBeNull();
    // A weekday agrees with one reading only: 3 April 2027 is a Saturday, 9 August 2027 a Monday (Portuguese "SEG").
    expect(documentOrder('Sat 03/04/2027 parents evening')).toBe('day-first');
    expect(documentOrder('Thu 03/04/2027 parents evening')).toBe('month-first');
    expect(documentOrder('CONSULTA SEG 09/08/2027 10:30')).toBe('day-first');
    expect(documentOrder('Sat 03/04 parents evening', JAN_8)).toBe('day-first');
    // A month written out after the day, or before it.
    expect(documentOrder('Issued 14 January 2027\nNext visit 03/04/2027')).toBe('day-first');
    expect(documentOrder('Issued January 14, 2027\nNext visit 03/04/2027')).toBe('month-first');
    // Prices and times are no dates, nor is round the clock, nor a count before a word that begins like a month.
    expect(documentOrder('OPEN 24/7\nCoffee 12.50\nNext visit 03/04/2027')).toBeNull();
    expect(documentOrder('2 Decaf latte 6.40\nNext visit 03/04/2027')).toBeNull();
  });

  it('reads a country’s convention from the runtime’s date patterns', () => {
    expect(regionOrder('GB')).toBe('day-first');
    expect(regionOrder('US')).toBe('month-first');
    // No English pattern for Brazil: its likeliest language's (pt-BR).
    expect(regionOrder('BR')).toBe('day-first');
    // Year first says nothing of a slashed day and month.
    expect(regionOrder('JP')).toBeNull();
  });

  it('reads a bill’s period in its country’s order', () => {
    // Photographed in March in the US: January 3rd to February 2nd is another month's bill, not 1 March to 2 February.
    const march = { from: Date.UTC(2027, 2, 1), to: Date.UTC(2027, 2, 31, 23, 59) };
    expect(printsOtherPeriod('LAKESHORE ELECTRIC\nService period 01/03/2027 - 02/02/2027', Date.UTC(2027, 2, 4, 10), march, regionOrder('US'))).toBe(true);
    expect(printsOtherPeriod('Service period 02/03/2027 - 02/05/2027', Date.UTC(2027, 2, 4, 10), march, regionOrder('US'))).toBe(true);
  });

  it('reads whether a card announces a day still to come in its order', () => {
    // A British card's "12/03/2027" was the 12th of March, gone by the 20th: no December visit still to come.
    const card = 'HIGH STREET DENTAL\nYour next appointment\n12/03/2027 at 09:20';
    expect(announcesAfter(card, Date.UTC(2026, 9, 10, 10), Date.UTC(2027, 2, 20, 9), regionOrder('GB'))).toBe(false);
    expect(announcesAfter(card, Date.UTC(2026, 9, 10, 10), Date.UTC(2027, 2, 20, 9), regionOrder('US'))).toBe(true);
    // The card's other dates say which way round it is, though the announced day's lines do not.
    expect(announcesAfter(`${card}\nPrinted 14/10/2026`, Date.UTC(2026, 9, 10, 10), Date.UTC(2027, 2, 20, 9))).toBe(false);
  });

  describe('asked of appointment cards and letters', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, where: typeof UK | null, text: string[]) => memoryRow(name, at, where, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('date-order'), [
        doc('dentist.jpg', '2027-01-10T10:00:00', UK, ['SMILE DENTAL PRACTICE', 'Your next appointment', 'Date: 03/04/2027', 'Time: 10:40', 'Please give 24 hours notice to cancel']),
        doc('vet.jpg', '2027-01-12T10:00:00', US, ['PAWS ANIMAL HOSPITAL', 'Next vaccination due', 'Date: 05/06/2027', 'Rabies booster']),
        doc('school.jpg', '2027-01-08T10:00:00', UK, ['ST MARY PRIMARY SCHOOL', 'Dear parents,', 'The school trip to the museum is on 01/02/2027.', 'Please return the consent slip by 25/01/2027.']),
        doc('evening.jpg', '2027-01-08T11:00:00', null, ['YEAR 4 NEWS', 'Sat 03/04 family quiz night', 'Bring your reading record']),
        doc('receipt.jpg', '2027-01-02T10:00:00', UK, ['CORNER SHOP', 'MILK 1.20', 'TOTAL 2.30']),
        doc('schedule.jpg', '2027-09-20T18:00:00', US, ['FALL SOCCER SCHEDULE U10', '10/02  Hawks v Lions  9:00', '10/09  Rangers v Hawks  10:30', 'Bring water and shin guards']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });
    const ask = async (question: string) => (await engine.ask({ question, now: '2027-01-20T09:00:00Z', noLlm: true })).answer;

    it('reads a card photographed in a day-first country day first', async () => {
      expect(await ask('When is my next dentist appointment?')).toMatch(/^Apr 3, 2027/);
      // And month first where the photo was taken in the US.
      expect(await ask('When is the rabies booster due?')).toMatch(/^May 6, 2027/);
    });

    it('reads a letter by another date it prints with a day past 12', async () => {
      expect(await ask('When is the school trip to the museum?')).toMatch(/^Feb 1, 2027/);
    });

    it('reads a date by the weekday printed beside it', async () => {
      expect(await ask('When is the family quiz night?')).toMatch(/^Apr 3, 2027/);
    });

    it('reads a fixture list in the order of the country it was photographed in', async () => {
      const inSeason = async (question: string) => (await engine.ask({ question, now: '2027-09-25T09:00:00Z', noLlm: true })).answer;
      // Photographed in Chicago: "10/09" is October 9th, not 10 September.
      expect(await inSeason('Who are the Hawks playing on October 9?')).toMatch(/^Rangers \(10\/09/);
      expect(await inSeason('Who do the Hawks play in October?')).toMatch(/^Lions \(10\/02/);
    });

    it('places a plan in the month its order says', async () => {
      expect(await ask('Do I have a dentist appointment in March?')).toMatch(/^No/);
      expect(await ask('Do I have a dentist appointment in April?')).toMatch(/^Yes/);
    });
  });

  // A screenshot has no place of its own: the library's home country says which way round its dates are.
  for (const [home, where, reading] of [['United Kingdom', UK, /^Apr 3, 2027/], ['United States', US, /^Mar 4, 2027/]] as const) {
    describe(`asked of a screenshot in a library at home in the ${home}`, () => {
      let engine: Engine;
      beforeAll(async () => {
        const photo = (name: string, at: string, text: string[]) => memoryRow(name, at, where, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
        engine = await engineOver(await tempDir('date-order-home'), [
          memoryRow('email.png', '2027-01-11T09:00:00', null, { kind: 'screenshot', has_text: true, ocr_text: ['Inbox', 'Your physio appointment is confirmed', 'Date: 03/04/2027', 'Time: 14:15', 'Reply to this email to change it'].join('\n') }),
          photo('shop.jpg', '2027-01-02T10:00:00', ['CORNER SHOP', 'MILK 1.20', 'TOTAL 2.30']),
          photo('park.jpg', '2027-01-03T11:00:00', ['NO DOGS ON THE PLAY AREA']),
          photo('cafe.jpg', '2027-01-04T12:00:00', ['FLAT WHITE 3.10', 'THANK YOU']),
        ]);
      }, 120_000);
      afterAll(async () => {
        await engine?.close();
      });

      it('reads its date in the home country’s order', async () => {
        expect((await engine.ask({ question: 'When is my physio appointment?', now: '2027-01-20T09:00:00Z', noLlm: true })).answer).toMatch(reading);
      });
    });
  }
});
