import { describe, expect, it } from 'vitest';
import { issuedBy } from '../electron/engine/qa/issuer';
import { name } from '../electron/engine/qa/title';
import type { TextLine } from '../electron/engine/qa/text-lines';
import { analyzeQuestion } from '../electron/engine/qa/analyze';

/** A document's printed lines, all set in one size (a slip or an agreement printed in one type). */
const printed = (...texts: string[]): TextLine[] => texts.map((text) => ({ text, height: 30 }));
/** The same lines without a layout (no heights known). */
const unmeasured = (...texts: string[]): TextLine[] => texts.map((text) => ({ text, height: null }));

describe('a thing named below the header of whoever issued its document', () => {
  it('a hold slip names its library on top and the book under the holder\'s name', () => {
    const slip = printed('CEDARVALE PUBLIC LIBRARY', 'RESERVE PICKUP', 'OKONJO, T', 'THE SILENT ORCHARD', 'COLLECT BY: 2031-05-04');
    const found = name(slip, 'book', 'Which book did I have reserved at the library?');
    expect(found?.value).toMatch(/^THE SILENT ORCHARD/);
    expect(found?.value).not.toMatch(/LIBRARY|OKONJO/);
  });

  it('a rental agreement names the company renting cars on top and the car under it', () => {
    const agreement = printed('FJORD CAR HIRE', 'HIRE AGREEMENT HA-448812', 'TOYOTA YARIS HYBRID', 'PLATE: AB-123', 'OUT 02.06.2031 09:00');
    expect(name(agreement, 'car', 'What car did we hire?')?.value).toBe('TOYOTA YARIS HYBRID');
    // Without heights the first line below the header answers too.
    const plain = unmeasured('FJORD CAR HIRE', 'HIRE AGREEMENT HA-448812', 'TOYOTA YARIS HYBRID', 'PLATE: AB-123');
    expect(name(plain, 'car', 'What car did we hire?')?.value).toBe('TOYOTA YARIS HYBRID');
  });

  it('a document that is itself the thing keeps its title; a place asked for keeps its own header', () => {
    expect(name(printed('THE QUIET HARBOUR', 'ANNA VOSS', 'A NOVEL'), 'book', 'Which book by Anna Voss do I have?')?.value).toMatch(/^THE QUIET HARBOUR/);
    expect(name(printed('HOTEL MIRAMAR', 'ROOM 214', 'CHECK-OUT 11:00'), 'hotel', 'Which hotel did we stay at?')?.value).toBe('HOTEL MIRAMAR');
  });

  it('who issued a line: a business in the kind or a place WordNet defines by it, not the kind as a label or a place asked for', () => {
    expect(issuedBy('CORNER BOOK SHOP', 'book')).toBe(true);
    expect(issuedBy('WESTFIELD LIBRARY', 'book')).toBe(true);
    expect(issuedBy('FJORD CAR HIRE', 'car')).toBe(true);
    // A number or a colon parts the kind from the next word: a field, not a business.
    expect(issuedBy('CAR 7 SEAT 12', 'car')).toBe(false);
    expect(issuedBy('EXAM PIECE: RONDO IN D', 'piece')).toBe(false);
    // A place asked for may print its kind before its name.
    expect(issuedBy('HOTEL MIRAMAR', 'hotel')).toBe(false);
    expect(issuedBy('THE QUIET HARBOUR', 'book')).toBe(false);
  });
});

describe('the carrier a ticket names beside its seat', () => {
  const ticket = printed('09:41', 'TripHopper', 'E-ticket', 'Harbour Terminal → Old Town Square', 'Fri 12-04-2031 · 07:30', 'Northline Coaches · Seat 9', 'Ref: TH-5512903');

  it('a company asked by the conveyance it runs is the one on the seat\'s line, not the app that sold the ticket', () => {
    expect(name(ticket, null, 'Which coach company took us to the old town?')?.value).toBe('Northline Coaches');
    expect(name(ticket, null, 'Which ferry operator did we travel with?')?.value).toBe('Northline Coaches');
  });

  it('a company asked without a conveyance, or a ticket with no seat, keeps the title', () => {
    expect(name(ticket, null, 'Which company did we book with?')?.value).not.toBe('Northline Coaches');
    const boat = printed('LAKESIDE HOUSEBOATS', 'CHECK-IN POINT, NORTH JETTY', '1 CABIN BOAT');
    expect(name(boat, null, 'Which houseboat company did we go with?')?.value).toMatch(/^LAKESIDE HOUSEBOATS/);
  });
});

describe('"what kind of …" asks for a thing of that kind', () => {
  const now = new Date('2031-06-01T12:00:00Z');
  it('the noun after "of" is the asked kind, and "kind", "sort" or "type" is no term', () => {
    const car = analyzeQuestion('What kind of car did we hire in the mountains?', now, { events: [], people: [] });
    expect(car.answerType).toEqual({ kind: 'name', subject: 'car' });
    expect(car.terms).not.toContain('kind');
    const boat = analyzeQuestion('Which sort of boat was it?', now, { events: [], people: [] });
    expect(boat.answerType).toEqual({ kind: 'name', subject: 'boat' });
    expect(boat.terms).toEqual(['boat']);
  });

  it('answers with the car an agreement names under its hire company', () => {
    const analysis = analyzeQuestion('What type of car did we get?', now, { events: [], people: [] });
    const agreement = printed('BLUEFJORD CAR HIRE', 'HIRE AGREEMENT HA-55120', 'TOYOTA YARIS HYBRID', 'PLATE: ZT-R11', 'OUT 02.03.2031 09:00');
    expect(name(agreement, analysis.answerType.subject, analysis.question)?.value).toBe('TOYOTA YARIS HYBRID');
  });

  it('a "kind" that is itself the thing stays one ("what kind did we get" has no "of")', () => {
    const analysis = analyzeQuestion('What kind did we get?', now, { events: [], people: [] });
    expect(analysis.answerType.subject).toBe('kind');
  });
});
