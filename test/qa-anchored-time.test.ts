/**
 * A time anchored on something the user did: "since we moved", "before the baby was born", "after the
 * marathon". The period is not a date but an occasion the library documents — a removals quote printing
 * the moving day (photographed a month before it), a hospital bracelet, a race photo — and runs from that
 * day to now (since/after) or up to it (before/until), saying what it was anchored on. When nothing
 * documents the occasion, the answer says so rather than counting everything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { findTimeAnchor } from '../electron/engine/qa/anchored-time';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const CLUB = { lat: 51.47, lon: -2.6 };
const NOW = new Date('2027-09-01T09:00:00Z');
const doc = (name: string, at: string, where: { lat: number; lon: number } | null, text: string[]) => memoryRow(name, at, where, { kind: where ? 'photo' : 'screenshot', has_text: true, ocr_text: text.join('\n') });
const padel = (name: string, at: string, day: string) => doc(name, at, null, ['Booking confirmed', 'Padel court 2 · 60 min', day, 'See you on court!']);
const swim = (name: string, at: string) => doc(name, at, CLUB, ['LEISURE CENTRE', 'Lane swim · adult', 'Paid 4.80']);

describe('a time anchored on an occasion', () => {
  it('reads since/before/after/until with a clause or an occasion noun, not a date, a time or a thing', () => {
    const anchor = (q: string) => findTimeAnchor(q, NOW);
    expect(anchor('How many padel games have I played since we moved?')).toMatchObject({ direction: 'since', clause: 'we moved' });
    expect(anchor('How much have we spent on takeaways since the baby was born?')).toMatchObject({ direction: 'since', clause: 'the baby was born' });
    expect(anchor('What did we buy before we moved house?')).toMatchObject({ direction: 'before', clause: 'we moved house' });
    expect(anchor('How many times did I go swimming after the marathon?')).toMatchObject({ direction: 'after', clause: 'the marathon' });
    expect(anchor('What did we do until the wedding?')).toMatchObject({ direction: 'until', clause: 'the wedding' });
    expect(anchor('How many takeaways have we had since Mia was born?')).toMatchObject({ direction: 'since', clause: 'Mia was born' });
    expect(anchor("Have I been to the dentist since Mum's operation?")).toMatchObject({ direction: 'since', clause: "Mum's operation" });
    expect(anchor('Since we moved, how many padel games?')).toMatchObject({ direction: 'since', clause: 'we moved' });
    expect(anchor('How many days have I been running since we moved?')).toMatchObject({ direction: 'since', clause: 'we moved' });
    // A date, a time of day, a thing in a sequence, a plan not yet done, the time between: no anchor.
    for (const q of ['What did I spend since October?', 'What did I spend since the 3rd of May?', 'How much did I spend before Christmas?', 'Any buses after 6pm?', 'Which stop is after the bridge?', 'What do I need to pack before I leave?', 'How long since we moved?', "What did I do since it's been raining?", 'Which train leaves after Bristol Parkway?', 'How many weeks has it been since the baby was born?', 'How many days until we fly?', 'What did we do the weekend before the wedding?']) expect(anchor(q)).toBeNull();
  });

  it('keeps the occasion out of what the question looks for, and dates it by a named event', () => {
    const marathon = { id: 'e1', name: 'City Marathon', kind: 'event', place: null, start: Date.UTC(2027, 4, 2, 8), end: Date.UTC(2027, 4, 2, 14) };
    const a = analyzeQuestion('How many times did I go swimming after the marathon?', NOW, { events: [marathon], people: [] });
    expect(a.terms).not.toContain('marathon');
    expect(a.anchor).toMatchObject({ direction: 'after', clause: 'the marathon', found: true });
    expect(a.time).toMatchObject({ from: '2027-05-02T14:00:00', text: 'after the marathon on 2 May 2027', strict: true });
    const b = analyzeQuestion('How many padel games have I played since we moved?', NOW, { events: [], people: [] });
    expect(b.terms).toEqual(['padel', 'game', 'played']);
    expect(b.anchor).toEqual({ direction: 'since', clause: 'we moved' });
    expect(b.time).toBeNull();
  });

  describe('asked of a library that documents its occasions', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('anchored-time'), [
        // The quote was photographed a month before the move; the day it prints is the move.
        doc('quote.jpg', '2027-05-20T18:00:00', HOME, ['SWIFT REMOVALS LTD', 'Removal quotation', 'Moving date: Sat 19/06/2027', '3 bed house · 2 movers', 'TOTAL £640.00']),
        padel('padel1.png', '2027-04-10T09:00:00', 'Sat 10 Apr 10:00'),
        padel('padel2.png', '2027-06-05T09:00:00', 'Sat 5 Jun 10:00'),
        padel('padel3.png', '2027-07-03T09:00:00', 'Sat 3 Jul 10:00'),
        padel('padel4.png', '2027-07-24T09:00:00', 'Sat 24 Jul 10:00'),
        padel('padel5.png', '2027-08-14T09:00:00', 'Sat 14 Aug 10:00'),
        // Shares "move" with the question, and dates no move.
        doc('yoga.jpg', '2027-08-01T10:00:00', CLUB, ['MOVE & BREATHE YOGA', 'Sunday flow class', '10:00–11:00']),
        // The baby's hospital bracelet, and takeaway receipts either side of the birth.
        doc('bracelet.jpg', '2027-03-02T11:00:00', HOME, ['MATERNITY UNIT', 'BABY OF J. CARTER', 'Born 02/03/2027 06:41', 'Girl 3.4 kg']),
        doc('takeaway1.jpg', '2027-01-15T20:00:00', HOME, ['GOLDEN DRAGON TAKEAWAY', 'Chow mein  8.50', 'Spring rolls  4.00', 'TOTAL 12.50']),
        doc('takeaway2.jpg', '2027-03-20T20:00:00', HOME, ['GOLDEN DRAGON TAKEAWAY', 'Sweet and sour  9.00', 'Rice  3.00', 'TOTAL 12.00']),
        doc('takeaway3.jpg', '2027-04-18T20:00:00', HOME, ['GOLDEN DRAGON TAKEAWAY', 'Noodles  8.00', 'TOTAL 8.00']),
        // A race photo that prints no date: the day it was taken is the race's.
        doc('finish.jpg', '2027-05-02T13:30:00', CLUB, ['CITY MARATHON 2027', 'FINISHER', 'Chip time 4:12:33']),
        swim('swim1.jpg', '2027-04-20T07:00:00'),
        swim('swim2.jpg', '2027-05-12T07:00:00'),
        swim('swim3.jpg', '2027-06-09T07:00:00'),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });
    const ask = async (question: string) => engine.ask({ question, now: NOW.toISOString(), noLlm: true });

    it('counts from the moving day a removals quote prints, on either side', async () => {
      const since = await ask('How many padel games have I played since we moved?');
      expect(since.answer).toBe('2 times — on Jul 3, 2027, Jul 24, 2027.');
      expect(since.analysis.time?.text).toBe('since you moved on 19 Jun 2027');
      expect((await ask('How many times did I play padel before we moved house?')).answer).toBe('2 times — on Apr 10, 2027, Jun 5, 2027.');
    });

    it('dates a follow-up by its own occasion, not the time the question before named', async () => {
      const first = await ask('How many padel games did I play in April?');
      const next = await engine.ask({ question: 'And since we moved?', now: NOW.toISOString(), noLlm: true, conversationId: first.conversationId });
      expect(next.analysis.time?.text).toBe('since you moved on 19 Jun 2027');
      expect(next.answer).toMatch(/\b(?:Jul|Aug) \d+, 2027\b/);
    });

    it('sums from the day a hospital bracelet says the baby was born', async () => {
      const since = await ask('How much have we spent on takeaways since the baby was born?');
      expect(since.answer).toMatch(/^20\.00 in total/);
      expect(since.analysis.time?.text).toBe('since the baby was born on 2 Mar 2027');
      expect((await ask('How many takeaways did we have before the birth?')).answer).toBe('1 time — on Jan 15, 2027.');
      // The baby by name: the bracelet still says when she was born.
      expect((await ask('How many takeaways have we had since Mia was born?')).answer).toBe('2 times — on Mar 20, 2027, Apr 18, 2027.');
    });

    it('takes the day a race photo was taken when it prints none', async () => {
      expect((await ask('How many times did I go swimming after the marathon?')).answer).toBe('2 times — on May 12, 2027, Jun 9, 2027.');
    });

    it('says when nothing documents the occasion rather than counting everything', async () => {
      const out = await ask('How many padel games have I played since I started the new job?');
      expect(out.answer).toBe("I couldn't find anything in your library that shows when you started the new job, so I can't tell what came after it.");
    });
  });

  describe('asked of a ticket that prints its day under its heading', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('anchored-time-ticket'), [
        // Bought on 1 Jun for the 5th: the day under "CONCERT TICKET" is the concert's.
        doc('ticket.png', '2027-06-01T12:00:00', null, ['CONCERT TICKET', 'The Night Owls live', 'Sat 05/06/2027 19:30', 'Standing']),
        doc('pizza1.jpg', '2027-06-03T19:40:00', HOME, ['LATE NIGHT PIZZA', 'Pepperoni pizza  10.00', 'TOTAL 10.00']),
        doc('pizza2.jpg', '2027-06-05T22:40:00', HOME, ['LATE NIGHT PIZZA', 'Margherita pizza  9.00', 'TOTAL 9.00']),
        doc('pizza3.jpg', '2027-08-10T20:00:00', HOME, ['LATE NIGHT PIZZA', 'Margherita pizza  9.00', 'TOTAL 9.00']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('counts from the day printed under the heading that names the occasion', async () => {
      const out = await engine.ask({ question: 'How many pizzas did we order after the concert?', now: NOW.toISOString(), noLlm: true });
      expect(out.analysis.time?.text).toBe('after the concert on 5 Jun 2027');
      expect(out.answer).toBe('2 times — on Jun 5, 2027, Aug 10, 2027.');
    });
  });

  describe('asked of an offer letter photographed before the first day', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('anchored-time-job'), [
        // Photographed on 10 Jun; the job starts on the day it prints beside the clause's verb.
        doc('offer.png', '2027-06-10T12:00:00', null, ['Offer of employment', 'Job title: Data Analyst', 'Start date: Mon 05/07/2027', 'Salary: £42,000']),
        doc('dentist1.png', '2027-05-11T12:00:00', null, ['Smile Dental Practice', 'Appointment reminder', 'Check-up with the dentist', 'Tue 11 May 09:20']),
        doc('dentist2.png', '2027-06-24T12:00:00', null, ['Smile Dental Practice', 'Appointment reminder', 'Check-up with the dentist', 'Thu 24 Jun 09:20']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('dates the start by the printed start date, not the day the letter was photographed', async () => {
      const out = await engine.ask({ question: 'Have I been to the dentist since I started the new job?', now: NOW.toISOString(), noLlm: true });
      expect(out.analysis.time?.text).toBe('since you started the new job on 5 Jul 2027');
      expect(out.answer).toMatch(/^No\b/);
    });
  });
});
