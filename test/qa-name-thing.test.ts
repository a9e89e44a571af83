import { describe, expect, it } from 'vitest';
import { issuedBy, name } from '../electron/engine/qa/title';
import type { TextLine } from '../electron/engine/qa/text-lines';

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
