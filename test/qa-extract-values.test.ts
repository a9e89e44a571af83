import { describe, expect, it } from 'vitest';
import type { QueryAnalysis } from '../shared/qa';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { composeAnswer } from '../electron/engine/qa/answer';
import type { Candidate } from '../electron/engine/qa/fusion';
import { memoryRow } from './support/memory-rows';
import { extractFrom, ocrRow } from './support/ocr-row';


describe('identifiers: a date or a seat is no code', () => {
  const card = ocrRow('card', [['CITY RESIDENTS OFFICE', 30], ['RESIDENCE CARD', 30], ['OKONJO, TEMI', 30], ['UIN  K8821407P', 30]]);

  it('a date with the month by name and a time with "PM" joined to it are when, not a number', () => {
    const ticket = ocrRow('ticket', [['RIVERSIDE PICTUREHOUSE', 30], ['THE GLASS CANYON', 30], ['FRI 14 MAR 2025 8:15PM', 30]]);
    expect(extractFrom("What's the number on my residence card?", ticket, card)).toMatchObject({ memoryId: 'card' });
    expect(extractFrom("What's the number on my residence card?", ticket, card)?.value).toContain('K8821407P');
  });

  it('a short word before a seat ("HALL 2 SEAT D12") labels a seat, not a code', () => {
    const ticket = ocrRow('ticket', [['RIVERSIDE PICTUREHOUSE', 30], ['HALL 2  SEAT D12', 30]]);
    expect(extractFrom("What's the number on my residence card?", ticket, card)).toMatchObject({ memoryId: 'card' });
  });
});

describe('identifiers: a flight number printed without its label', () => {
  it('reads the airline code and number off a boarding pass, not a booking number ranked below it', () => {
    const pass = ocrRow('pass', [['06:55', 20], ['Skyways', 40], ['Boarding pass', 40], ['Lisbon to Porto', 36], ['XQ 1942 · Mon 3 Mar 2025', 36], ['Boarding 07:20 · Gate B6', 36], ['Seat 12C', 30]]);
    const booking = ocrRow('booking', [['22:10', 20], ['Stays', 36], ['Casa do Rio', 28], ['Confirmation: 5521.880.317', 26]]);
    expect(extractFrom('What was my flight number to Porto?', pass, booking)).toMatchObject({ value: 'XQ 1942', memoryId: 'pass' });
  });

  it('a gate, a seat or a time is no flight number', () => {
    const pass = ocrRow('pass', [['Boarding pass', 40], ['Boarding 07:20 · Gate B6', 36], ['Seat 12C', 30]]);
    expect(extractFrom('What was my flight number to Porto?', pass)).toBeNull();
  });
});

describe('"where was …" when the best match is a screenshot with no place of its own', () => {
  const HOME = { lat: 52.37, lon: 4.9 };
  const ref = (row: Candidate['row'], similarity: number): Candidate => ({ row, score: similarity, similarity, covers: 1, why: (row.ocr_text ?? '').split('\n').slice(1, 3).join(' · ') });
  const ask = (question: string, refs: Candidate[]) => {
    const analysis: QueryAnalysis = {
      question, declarative: question, time: null, recency: false, places: [], people: [], events: [], terms: ['locker', 'parcel'], related: [], usedLLM: false,
      aggregation: null, answerType: answerTypeOf(question, null),
    };
    return composeAnswer({ analysis, type: analysis.answerType, refs, layouts: new Map(), computed: null, eventsOn: () => [] }).answer;
  };
  const shot = memoryRow('Screenshot_1.png', '2025-03-04T12:30:00', null, { ocr_text: '12:30\nParcelPoint\nYour parcel is in a locker\nCanal Street Mall, Level 2\nCollect by 7 Mar' });
  const list = memoryRow('list.jpg', '2025-03-09T20:00:00', HOME, { ocr_text: 'To pack\n- socks\n- charger' });

  it('ahead of every match taken somewhere, it answers where a thing was with the place it prints', () => {
    expect(ask('Where was the locker with my parcel?', [ref(shot, 0.5), ref(list, 0.3)])).toMatch(/^Canal Street Mall, Level 2/);
  });

  it('a match taken somewhere that matches about as well still answers, and so does any for where I went', () => {
    expect(ask('Where was the locker with my parcel?', [ref(shot, 0.5), ref(list, 0.45)])).not.toMatch(/^Canal Street Mall/);
    expect(ask('Where did I go to get my parcel?', [ref(shot, 0.5), ref(list, 0.05)])).not.toMatch(/^Canal Street Mall/);
    expect(ask('Where was I when the parcel came?', [ref(shot, 0.5), ref(list, 0.05)])).not.toMatch(/^Canal Street Mall/);
  });
});

describe('names: what is printed under the name, and who played first', () => {
  it('a labelled field under a title-sized name is no part of the name', () => {
    const shot = ocrRow('shot', [['Harbour Steps, Pier 3', 40], ['Table code: 4410', 40], ['Open daily', 20]]);
    expect(extractFrom('Where was the table?', shot)?.value).toBe('Harbour Steps, Pier 3');
  });

  it('the opening act is the "with" under the headliner, not the title', () => {
    const ticket = ocrRow('ticket', [['10:02', 20], ['TicketHub', 40], ['Old Corn Hall', 40], ['THE PAPER KITES', 34], ['with Marrow Lane', 40], ['Stalls · Row F · Seat 12', 40]]);
    expect(extractFrom('Who was the opening act at the show?', ticket)?.value).toBe('Marrow Lane');
    expect(extractFrom('Who supported the band?', ticket)?.value).toBe('Marrow Lane');
  });

  it('"who was our host" reads the value labelled with the role asked, not the booking\'s title', () => {
    const shot = ocrRow('shot', [['09:14', 20], ['StayFinder', 40], ['Your stay in Lyon', 40], ['Loft by the river', 40], ['Host: Maelle', 30], ['Check-in: Fri after 4 PM', 30]]);
    expect(extractFrom('Who was our host in Lyon?', shot)?.value).toBe('Maelle');
  });
});

describe('answer types: "where were my seats" asks for seats as "where did I sit" does', () => {
  it('the plural is a seat too, read whole off the ticket', () => {
    expect(answerTypeOf('Where were our seats at the opera?', null)).toEqual({ kind: 'identifier', subject: 'seat' });
    const ticket = ocrRow('ticket', [['GRAND OPERA HOUSE', 40], ['LA BOHEME', 34], ['CIRCLE ROW C SEAT 7-8', 30]]);
    expect(extractFrom('Where were our seats at the opera?', ticket)?.value).toBe('CIRCLE ROW C SEAT 7-8');
  });
});

describe('answer types: "the taco place" is a business named by its sign, not a town', () => {
  it('a place with what it sells before it asks for a name, a bare place still for where', () => {
    expect(answerTypeOf('What was the taco place in Austin called?', null)).toEqual({ kind: 'name', subject: null });
    expect(answerTypeOf('What was the place called?', null).subject).toBe('place');
    const receipt = ocrRow('receipt', [['LA PALOMA TAQUERIA', 40], ['2 TACOS  9.00', 24], ['TOTAL  9.00', 24]]);
    expect(extractFrom('What was the taco place in Austin called?', receipt)?.value).toBe('LA PALOMA TAQUERIA');
  });
});
