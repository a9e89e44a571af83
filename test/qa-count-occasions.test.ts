/**
 * Counts of occasions: a count is only as good as what it counts. A number before a singular noun
 * ("Stage 3 lesson") names which one, not how many, so "how many swimming lessons" counts the lessons'
 * days rather than reading "3" off a class's name. One receipt photographed at the pump and again at
 * home that afternoon is one fill-up, while another receipt of the same shop is another occasion. A
 * booking is the occasion it books: the morning's confirmation and the photo at the evening class are
 * one class, and a class booked in January for February is not January's. What was done is what has
 * happened: the next appointment a reminder books is not yet a visit. How many are left is what the
 * newest pass prints ("You have 5 swims left"), not how many photos of it there are. Payments to a
 * worker count when they print the worker's trade ("WINDOW CLEANING" for the window cleaner), and a
 * payment to someone else is not one of them because "paid" is in the worker's definition.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { numbersAName } from '../electron/engine/qa/numbered-name';
import { sameDocument } from '../electron/engine/qa/same-document';
import { bookedTime } from '../electron/engine/qa/booked-time';
import { compoundTrade } from '../electron/engine/qa/lexicon/trade';
import { wordnet } from '../electron/engine/qa/lexicon/wordnet';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const POOL = { lat: 51.44, lon: -2.57 };
const GARAGE = { lat: 51.47, lon: -2.6 };
const GYM = { lat: 51.45, lon: -2.61 };
const doc = (name: string, at: string, where: { lat: number; lon: number } | null, text: string[]) => memoryRow(name, at, where, { kind: where ? 'photo' : 'screenshot', has_text: true, ocr_text: text.join('\n') });

describe('counts of occasions', () => {
  it('reads a number between a word and a singular noun as a name, not a count', () => {
    expect(numbersAName('Stage ', '3', 'lesson')).toBe(true);
    expect(numbersAName('Level ', '2', 'class')).toBe(true);
    // A plural after the number is counted; so is one thing, and a quantity label's number.
    expect(numbersAName('Stage ', '3', 'lessons')).toBe(false);
    expect(numbersAName('Contains ', '30', 'capsules')).toBe(false);
    expect(numbersAName('Qty ', '28', 'tablet')).toBe(false);
    expect(numbersAName('Book ', '1', 'lesson')).toBe(false);
    expect(numbersAName('', '3', 'lesson')).toBe(false);
  });

  describe('asked of class bookings', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('count-occasions'), [
        doc('swim1.jpg', '2025-01-15T16:30:00', POOL, ['SPLASH SWIM SCHOOL', 'Stage 3 lesson', 'Wed 15 Jan 16:30']),
        doc('swim2.png', '2025-01-22T16:00:00', null, ['Booking confirmed', 'Swimming lesson – Stage 3', 'Wed 22 Jan 16:30']),
        doc('swim3.png', '2025-01-29T16:00:00', null, ['Booking confirmed', 'Swimming lesson – Stage 3', 'Wed 29 Jan 16:30']),
        doc('swim4.png', '2025-02-05T16:00:00', null, ['Booking confirmed', 'Swimming lesson – Stage 3', 'Wed 5 Feb 16:30']),
        doc('spin.png', '2025-01-20T07:00:00', null, ['Booking confirmed', 'Spin class', 'Mon 20 Jan 07:00']),
        doc('receipt.jpg', '2025-01-18T10:00:00', HOME, ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('counts the lessons, not the stage number', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-02-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('How many swimming lessons has the kid had?')).toBe('4 times — on Jan 15, 2025, Jan 22, 2025, Jan 29, 2025, Feb 5, 2025.');
      expect(await ask('How many swimming lessons were there in January?')).toBe('3 times — on Jan 15, 2025, Jan 22, 2025, Jan 29, 2025.');
    });
  });

  it('tells one document photographed twice from another of its kind', () => {
    const receipt = ['SERVICE STATION', 'PUMP 4', 'UNLEADED PETROL', '38.20 L @ 1.449', 'TOTAL 55.35', '12/01/25 09:10'].join('\n');
    // Read again from a second photo, one word misread.
    expect(sameDocument(receipt, receipt.replace('STATION', 'STATlON'))).toBe(true);
    expect(sameDocument(receipt, ['SERVICE STATION', 'PUMP 2', 'UNLEADED PETROL', '41.02 L @ 1.459', 'TOTAL 59.85', '12/01/25 17:40'].join('\n'))).toBe(false);
  });

  describe('asked of fuel receipts', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('count-occasions-fuel'), [
        doc('fuel1.jpg', '2025-01-12T09:10:00', GARAGE, ['SERVICE STATION', 'PUMP 4', 'UNLEADED PETROL', '38.20 L @ 1.449', 'TOTAL 55.35', 'THANK YOU']),
        // The same receipt, photographed at home for the expenses claim.
        doc('fuel1-home.jpg', '2025-01-12T12:30:00', HOME, ['SERVICE STATION', 'PUMP 4', 'UNLEADED PETROL', '38.20 L @ 1.449', 'TOTAL 55.35', 'THANK YOU']),
        doc('fuel2.jpg', '2025-03-28T08:15:00', GARAGE, ['SERVICE STATION', 'PUMP 1', 'UNLEADED PETROL', '35.00 L @ 1.469', 'TOTAL 51.42', 'THANK YOU']),
        doc('fuel-old.jpg', '2024-11-03T08:15:00', GARAGE, ['SERVICE STATION', 'PUMP 1', 'UNLEADED PETROL', '35.00 L @ 1.399', 'TOTAL 48.97', 'THANK YOU']),
        doc('wash.jpg', '2025-03-02T12:00:00', GARAGE, ['SERVICE STATION', 'JET WASH', 'TOTAL 8.00']),
        doc('receipt.jpg', '2025-01-18T10:00:00', HOME, ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('counts a receipt photographed twice as one fill-up', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-04-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('How many times did I buy petrol this year?')).toBe('2 times — on Jan 12, 2025, Mar 28, 2025.');
    });
  });

  it('reads the time a booking is for', () => {
    const taken = Date.parse('2025-01-20T08:00:00Z');
    expect(bookedTime(['Booking confirmed', 'Yoga – Beginners', 'Mon 20 Jan 18:00'].join('\n'), taken, false, null)).toBe(Date.parse('2025-01-20T18:00:00Z'));
    expect(bookedTime(['Booking confirmed', 'Yoga – Beginners', 'Mon 3 Feb 18:00'].join('\n'), taken, false, null)).toBe(Date.parse('2025-02-03T18:00:00Z'));
    // A way out and back names no one occasion; a photo is dated by itself.
    expect(bookedTime(['Depart 24 Jan 09:15', 'Return 27 Jan 18:40'].join('\n'), taken, false, null)).toBeNull();
    expect(bookedTime('Mon 20 Jan 18:00', taken, true, null)).toBeNull();
    // A numeric date in the order the booking's country writes it (date-order.ts); with none, day-first.
    const newYear = Date.parse('2025-01-01T08:00:00Z');
    expect(bookedTime('Class 02/01/2025 18:00', newYear, false, 'month-first')).toBe(Date.parse('2025-02-01T18:00:00Z'));
    expect(bookedTime('Class 02/01/2025 18:00', newYear, false, 'day-first')).toBe(Date.parse('2025-01-02T18:00:00Z'));
    expect(bookedTime('Class 02/01/2025 18:00', newYear, false, null)).toBe(Date.parse('2025-01-02T18:00:00Z'));
  });

  describe('asked of class bookings and a photo at the class', () => {
    let engine: Engine;
    beforeAll(async () => {
      const pic = (name: string, at: string, where: { lat: number; lon: number }, caption: string) => memoryRow(name, at, where, { kind: 'photo', caption });
      engine = await engineOver(await tempDir('count-occasions-bookings'), [
        // Booked ahead, in December, for the first class of January.
        doc('yoga1.png', '2024-12-30T08:00:00', null, ['Booking confirmed', 'Yoga – Beginners', 'Mon 6 Jan 18:00', 'Studio 2']),
        doc('yoga2.png', '2025-01-13T08:00:00', null, ['Booking confirmed', 'Yoga – Beginners', 'Mon 13 Jan 18:00', 'Studio 2']),
        doc('yoga3.png', '2025-01-20T08:00:00', null, ['Booking confirmed', 'Yoga – Beginners', 'Mon 20 Jan 18:00', 'Studio 2']),
        pic('mat.jpg', '2025-01-20T18:10:00', GYM, 'a yoga mat on a wooden floor'),
        // Booked in January for February.
        doc('yoga4.png', '2025-01-29T08:00:00', null, ['Booking confirmed', 'Yoga – Beginners', 'Mon 3 Feb 18:00', 'Studio 2']),
        doc('spin.png', '2025-01-21T07:00:00', null, ['Booking confirmed', 'Spin class', 'Tue 21 Jan 19:00', 'Studio 1']),
        doc('receipt.jpg', '2025-01-18T10:00:00', HOME, ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('counts each class once, on the day it was held', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-02-10T09:00:00Z', noLlm: true })).answer;
      expect(await ask('How many yoga classes did I go to in January?')).toBe('3 times — on Jan 6, 2025, Jan 13, 2025, Jan 20, 2025.');
    });
  });

  describe('asked of dental visits and their reminders', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('count-occasions-dentist'), [
        doc('dentist-bill.jpg', '2025-01-08T10:00:00', HOME, ['SMILE DENTAL PRACTICE', 'Dentist check-up and scale', 'Paid 45.00']),
        doc('reminder.png', '2025-03-05T09:00:00', null, ['Appointment reminder', 'Smile Dental Practice – dentist', 'Wed 5 Mar 15:30']),
        // Booked on the way out of each visit: the next one, weeks ahead.
        doc('next1.png', '2025-03-05T17:00:00', null, ['Smile Dental Practice – dentist', 'Your next appointment', 'Thu 10 Apr 11:00']),
        doc('next2.png', '2025-04-10T12:00:00', null, ['Smile Dental Practice – dentist', 'Your next appointment', 'Tue 27 May 11:00']),
        doc('receipt.jpg', '2025-02-18T10:00:00', HOME, ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('counts the visits that have happened, on their days', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-04-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('How many times have I been to the dentist this year?')).toBe('3 times — on Jan 8, 2025, Mar 5, 2025, Apr 10, 2025.');
    });
  });

  describe('asked what is left on a pass', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('count-occasions-left'), [
        doc('pass1.png', '2025-02-01T08:00:00', null, ['LEISURE CENTRE', 'Swim pass', 'You have 8 swims left', 'Valid to 30 Jun 2025']),
        doc('pass2.png', '2025-04-01T08:00:00', null, ['LEISURE CENTRE', 'Swim pass', 'You have 5 swims left', 'Valid to 30 Jun 2025']),
        doc('climb.png', '2025-04-02T08:00:00', null, ['BOULDER BARN', '10-visit card', '3 visits remaining']),
        doc('receipt.jpg', '2025-03-18T10:00:00', HOME, ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('reads the count printed before the noun and "left"', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-04-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('How many swims do I have left on my pass?')).toMatch(/^5 swims — You have 5 swims left/);
      expect(await ask('How many visits are left on my climbing card?')).toMatch(/^3 visits — 3 visits remaining/);
    });
  });

  it('reads the trade a two-word worker is paid as', () => {
    expect(compoundTrade('window cleaner', wordnet())).toEqual(['window', 'cleaning']);
    expect(compoundTrade('dog walker', wordnet())).toEqual(['dog', 'walking']);
    // A thing, not a person: no trade.
    expect(compoundTrade('paper shredder', wordnet())).toBeNull();
  });

  describe('asked of payments to a worker', () => {
    let engine: Engine;
    beforeAll(async () => {
      const paid = (name: string, at: string, to: string, amount: string, ref: string) => doc(name, at, null, ['Payment sent', `To: ${to}`, `Reference: ${ref}`, amount, at.slice(0, 10)]);
      engine = await engineOver(await tempDir('count-occasions-payee'), [
        paid('wc1.png', '2025-02-03T08:00:00', 'A JONES WINDOW CLEANING', '£15.00', 'FEB'),
        paid('wc2.png', '2025-03-03T08:00:00', 'A JONES WINDOW CLEANING', '£15.00', 'MAR'),
        paid('dinner.png', '2025-02-14T19:00:00', 'M SHARMA', '£35.00', 'DINNER'),
        paid('rent.png', '2025-03-01T09:00:00', 'J OKAFOR', '£950.00', 'RENT'),
        doc('receipt.jpg', '2025-03-18T10:00:00', HOME, ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('counts the payments that print the trade', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-04-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('How many times have I paid the window cleaner?')).toBe('2 times — on Feb 3, 2025, Mar 3, 2025.');
    });
  });
});
