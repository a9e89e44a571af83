/**
 * "Did I …?" answers Yes or No from the evidence and says what the evidence shows: a verdict printed
 * beside the asked thing decides; a match outside the asked time is no yes. And a noun after "to"
 * ("go to pottery") is a noun, so its related words reach the photos that never print it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { wordRoles } from '../electron/engine/qa/lexicon/word-roles';
import { modeNames, modesInText } from '../electron/engine/qa/travel-mode';
import { printedAmount, printedVerdict } from '../electron/engine/qa/yes-no';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const NOW = '2024-09-20T12:00:00Z';

describe('yes/no answers', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-yes-no');
    engine = await engineOver(base, [
      memoryRow('rental.jpg', '2024-07-02T10:00:00', null, { ocr_text: 'SUNSET CAR RENTAL\nRENTAL AGREEMENT 55120\nCOLLISION COVER: NO\nCHILD SEAT: YES' }),
      memoryRow('pool-1.jpg', '2024-06-10T08:00:00', null, { ocr_text: 'CITY POOL\nADULT SWIM\nPAID 6.00' }),
      memoryRow('pool-2.jpg', '2024-06-17T08:00:00', null, { ocr_text: 'CITY POOL\nADULT SWIM\nPAID 6.00' }),
      memoryRow('gym-card.jpg', '2024-03-02T09:00:00', null, { ocr_text: 'HILLTOP FITNESS\nMEMBER 00412\nVALID THRU 31 OCT 2024' }),
      memoryRow('kettle.jpg', '2023-11-04T15:00:00', null, { ocr_text: 'BREWMASTER\nGUARANTEE CARD\nSERIAL NO: BM-1182\nPURCHASED: 2023/11/04\nWARRANTY: 12 MONTHS' }),
      memoryRow('hall.png', '2024-08-01T20:00:00', null, { ocr_text: 'Community hall booking\nSat, 10 Aug 2024\nCleaning fee: $25.00 (refundable)\nBooking ID: HX-2231' }),
      memoryRow('citation.jpg', '2024-05-14T11:00:00', null, { ocr_text: 'CITY OF HARBOURTON\nPARKING CITATION 55120\nAMOUNT $60.00\nSTATUS: PAID' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('"still under warranty" counts the period a card prints from its first date', async () => {
    const out = await engine.ask({ question: 'Is my kettle still under warranty?', now: '2024-12-01T12:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^No — it ran out on Nov 4, 2024.*WARRANTY: 12 MONTHS/);
    const before = await engine.ask({ question: 'Is my kettle still under warranty?', now: NOW, noLlm: true });
    expect(before.answer).toMatch(/^Yes — valid until Nov 4, 2024/);
  });

  it('a verdict printed beside the asked thing decides, and the answer shows the line', async () => {
    const no = await engine.ask({ question: 'Did I take the collision cover on the rental car?', now: NOW, noLlm: true });
    expect(no.answer).toMatch(/^No — COLLISION COVER: NO/);
    const yes = await engine.ask({ question: 'Did I get a child seat with the rental car?', now: NOW, noLlm: true });
    expect(yes.answer).toMatch(/^Yes — CHILD SEAT: YES/);
  });

  it('"still valid" compares the date the card is good until with the asked time, not when it was photographed', async () => {
    const autumn = await engine.ask({ question: 'Is my gym membership still valid in early October 2024?', now: NOW, noLlm: true });
    expect(autumn.answer).toMatch(/^Yes — valid until Oct 31, 2024.*VALID THRU 31 OCT 2024/);
    const winter = await engine.ask({ question: 'Is my gym membership still valid in December 2024?', now: NOW, noLlm: true });
    expect(winter.answer).toMatch(/^No — it ran out on Oct 31, 2024/);
    expect((await engine.ask({ question: 'Has my gym membership expired?', now: NOW, noLlm: true })).answer).toMatch(/^No — valid until/);
  });

  it('"will it still be good" in a season ahead asks about the coming one, not the one that has been', async () => {
    // Said in September, the winter ahead (from December) outlasts the card; last winter did not.
    const winter = await engine.ask({ question: 'Will my gym membership still be good in the winter?', now: NOW, noLlm: true });
    expect(winter.answer).toMatch(/^No — it ran out on Oct 31, 2024, before the end of the asked time/);
    const summer = await engine.ask({ question: 'Will my gym membership still be good in the summer?', now: '2024-05-10T12:00:00Z', noLlm: true });
    expect(summer.answer).toMatch(/^Yes — valid until Oct 31, 2024, past the asked time/);
  });

  it('an amount printed under the asked thing is a yes, with the line', async () => {
    const fee = await engine.ask({ question: 'Did I have to pay a cleaning fee for the community hall?', now: NOW, noLlm: true });
    expect(fee.answer).toMatch(/^Yes — Cleaning fee: \$25\.00 \(refundable\)/);
  });

  it('a vehicle\'s word in a question that asks no journey is no question of how one travelled; "pay" finds "PAID"', async () => {
    // "Parking" is defined by cars and "Harbourton" reads as a harbour's: no ship-or-car verdict for paying a ticket.
    // The irregular past form is printed, not the question's verb.
    const out = await engine.ask({ question: 'Did I pay the parking citation?', now: NOW, noLlm: true });
    expect(out.answer).toMatch(/^Yes\b.*PARKING CITATION/);
    expect(out.answer).not.toMatch(/evidence shows/);
  });

  it('a match outside the asked time is no yes', async () => {
    expect((await engine.ask({ question: 'Did I go for a swim in June?', now: NOW, noLlm: true })).answer).toMatch(/^Yes — /);
    const august = await engine.ask({ question: 'Did I go for a swim in August?', now: NOW, noLlm: true });
    expect(august.answer).toMatch(/^No — /);
  });
});

describe('printed verdicts and amounts', () => {
  it('a verdict may be followed by a detail in brackets; "not included" is a no', () => {
    expect(printedVerdict(['Check-in from 15:00', 'Breakfast included (7:00-10:00)'], ['breakfast'])?.verdict).toBe('Yes');
    expect(printedVerdict(['Breakfast not included'], ['breakfast'])?.verdict).toBe('No');
  });

  it('an amount under the asked noun: more than nothing is a yes, nothing a no; other lines say nothing', () => {
    expect(printedAmount(['TABLE 4', 'TIP 0.00', 'TOTAL 31.50'], ['tip'])).toEqual({ verdict: 'No', line: 'TIP 0.00' });
    expect(printedAmount(['TABLE 4', 'TIP 4.00', 'TOTAL 35.50'], ['tip'])?.verdict).toBe('Yes');
    expect(printedAmount(['TABLE 4', 'TOTAL 31.50'], ['tip'])).toBeNull();
  });
});

describe('what a yes/no question is', () => {
  it('any question opening with an auxiliary verb, unless it offers a choice', () => {
    expect(answerTypeOf('Was breakfast included at the inn?', null).kind).toBe('yesno');
    expect(answerTypeOf('Is the museum pass still valid?', null).kind).toBe('yesno');
    expect(answerTypeOf('Was the concert on the 5th or the 6th?', null).kind).not.toBe('yesno');
  });

  it('"what did I take to <somewhere>" asks for the things taken', () => {
    expect(answerTypeOf('What did I take to the dry cleaner?', null).kind).toBe('list');
  });
});

describe('journeys', () => {
  it('a name run together in camel case is read as its words', () => {
    expect(modeNames(modesInText('QuickBusTickets\nE-ticket\nSeat 14'))).toContain('bus');
  });

  it('a destination typed without its accents is still the destination', () => {
    const analysis = analyzeQuestion('Did we take the train to Zurich?', new Date(NOW), { events: [], people: [] });
    expect(analysis.places[0]?.label).toBe('Zürich');
    expect(analysis.places[0]?.route).toBe('destination');
  });
});

describe('a noun after "to"', () => {
  it('is a noun when WordNet knows no verb for it', () => {
    const roles = wordRoles('How many times did I go to pottery last winter?');
    expect(roles.get('pottery')).toBe('n');
    expect(wordRoles('How many times did I go to swim?').get('swim')).toBe('v');
  });
});
