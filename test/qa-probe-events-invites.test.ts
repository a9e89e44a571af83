/**
 * An invitation and a table booking, asked about as people do: "where is Anna's birthday party" (a
 * given name that the gazetteer also knows as a town, owning an occasion), "what's the dress code" (a
 * body of rules, worded, not a code to read off a label), "how many people / how many of us is the
 * table for" (a party's size).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { printedQuantity } from '../electron/engine/qa/count';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.5074, lon: -0.1278 };
const INVITE = ["You're invited to", "ANNA'S 30TH BIRTHDAY", 'Saturday 28th March 2026', '7pm till late', 'The Boathouse', '12 River Walk, Kingston KT1 1AA', 'Dress code: Cocktail', 'RSVP by 14th March to Tom 07700 900123'];
const BOOKING = ['Your reservation is confirmed', 'Saffron Lane Kitchen', 'Saturday, 7 March 2026 at 19:30', 'Party of 6', 'We will hold your table for 15 minutes'];
const OTHER = ['OpenTable', 'Reservation confirmed', 'Casa Verde', 'Fri, Feb 13', '8:00 PM', '2 people'];

describe('invitations and bookings', () => {
  it('reads a dress code as words, a postcode or a door code still as a code', () => {
    expect(answerTypeOf("What's the dress code?", null).kind).toBe('name');
    expect(answerTypeOf('What is the dress code for the wedding?', null).kind).toBe('name');
    expect(answerTypeOf("What's the postal code?", null).kind).toBe('identifier');
    expect(answerTypeOf("What's the access code for the gym?", null).kind).toBe('identifier');
    expect(answerTypeOf("What's the door code?", null).kind).toBe('identifier');
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-events-invites');
    engine = await engineOver(base, [
      memoryRow('invite.jpg', '2026-03-01T15:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: INVITE.join('\n') }),
      memoryRow('booking.png', '2026-03-05T11:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: BOOKING.join('\n') }),
      memoryRow('other.png', '2026-02-11T11:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: OTHER.join('\n') }),
      memoryRow('park.jpg', '2026-03-02T12:00:00', HOME, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = (question: string) => engine.ask({ question, now: '2026-03-10T09:00:00Z', noLlm: true });

  it("reads a possessive name that is also a far town's as whose the occasion is", async () => {
    expect((await ask("Where is Anna's birthday party?")).answer).toMatch(/^The Boathouse, 12 River Walk/);
    expect((await ask("When do I need to RSVP by for Anna's birthday?")).answer).toMatch(/^Mar 14, 2026/);
  });

  it('answers the dress code with its words', async () => {
    expect((await ask("What's the dress code for Anna's birthday?")).answer).toMatch(/^Cocktail — /);
    expect((await ask('What is the dress code?')).answer).toMatch(/^Cocktail — /);
  });

  it('counts the tickets an order prints with how many of each', () => {
    const refs = [{ row: memoryRow('order.png', '2026-04-02T10:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: ['Comedy Night at The Fox', 'Thu, 16 Apr 2026, 20:00', 'General Admission x 2', 'Order 10293848'].join('\n') }), score: 1, similarity: 1, covers: 1, why: '' }];
    expect(printedQuantity('How many tickets did I buy for the comedy night?', refs)?.value).toBe('2 tickets');
    const cinema = [{ ...refs[0]!, row: memoryRow('cinema.png', '2026-01-17T18:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: ['Screen 4', '2 x Adult', 'Booking ref: QX7H2P'].join('\n') }) }];
    expect(printedQuantity('How many tickets did we get?', cinema)?.value).toBe('2 tickets');
    // A ticket's price or a size is no count of tickets.
    const priced = [{ ...refs[0]!, row: memoryRow('p.png', '2026-01-17T18:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: ['Adult £12.50', 'Screen 4'].join('\n') }) }];
    expect(printedQuantity('How many tickets did we get?', priced)).toBeNull();
  });

  it("counts people as a booking's party", async () => {
    expect((await ask('How many people did I book the table at Saffron Lane for?')).answer).toMatch(/^6 people — Party of 6/);
    expect((await ask('How many of us is the Saffron Lane booking for?')).answer).toMatch(/^6 people — Party of 6/);
  });
});
