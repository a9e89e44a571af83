import { describe, expect, it } from 'vitest';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { extractAnswer, type EvidenceRow } from '../electron/engine/qa/extract';
import { isKindOf, synonymsOf } from '../electron/engine/qa/kind-of';
import { ocrRow } from './support/ocr-row';

function extract(question: string, ...rows: EvidenceRow[]) {
  return extractAnswer({ type: answerTypeOf(question, null), terms: [], question, evidence: rows.map((row) => ({ row, similarity: 1 })) });
}

describe('the kind asked for, by WordNet', () => {
  it('a word is a kind of what is asked by the is-a hierarchy, a synonym is the same kind', () => {
    expect(isKindOf('ibuprofen', 'medicine')).toBe(true);
    expect(isKindOf('motel', 'hotel')).toBe(true);
    expect(isKindOf('apple', 'medicine')).toBe(false);
    expect(isKindOf('hotel', 'hotel')).toBe(false);
    expect(synonymsOf('vet')).toContain('veterinary');
  });
});

describe('names: the line that names the kind asked for, not the biggest line', () => {
  it('a medicine is the line naming a drug, under the chemist\'s name', () => {
    const label = ocrRow('label', [['HIGHFIELD CHEMIST', 40], ['IBUPROFEN 200MG TABLETS', 38], ['TAKE TWO DAILY', 20], ['24 TABLETS', 20]]);
    expect(extract('What medicine was I given?', label)?.value).toBe('IBUPROFEN 200MG TABLETS');
  });

  it('a vet is the line with a synonym of the word asked, past a larger heading', () => {
    const card = ocrRow('card', [['APPOINTMENT CARD', 44], ['HILLTOP VETERINARY HOSPITAL', 24], ['NEXT VISIT 03/02/2025', 20]]);
    expect(extract("What's the name of my cat's vet?", card)?.value).toBe('HILLTOP VETERINARY HOSPITAL');
  });

  it('the place the question names is not the answer: the title line under it is', () => {
    const ticket = ocrRow('ticket', [['CORN EXCHANGE', 40], ['THE VELVET ORCHARDS', 40], ['SAT 5 APR DOORS 19:30', 20]]);
    expect(extract('Which band did I see at the Corn Exchange?', ticket)?.value).toBe('THE VELVET ORCHARDS');
    const tall = ocrRow('tall', [['CORN EXCHANGE', 40], ['THE VELVET ORCHARDS', 40], ['SAT 5 APR 2025 DOORS 19:30', 40]]);
    expect(extract('Which band did I see at the Corn Exchange?', tall)?.value).toBe('THE VELVET ORCHARDS');
  });
});

describe('identifiers: key and value', () => {
  it('a labelled value on any of the best matches comes before a bare number on the first', () => {
    const ticket = ocrRow('ticket', [['RIVERSIDE CAR PARK', 30], ['12/03/2025 14:05', 20]]);
    const permit = ocrRow('permit', [['PARKING PERMIT', 30], ['Registration: KX71 ABC', 20]]);
    expect(extract("What's my car's registration number?", ticket, permit)).toMatchObject({ value: 'KX71 ABC', memoryId: 'permit' });
  });

  it('"Label is value" reads the value, not the verb', () => {
    const note = ocrRow('note', [['Sam', 24], ['Gate code is 9034', 20]]);
    expect(extract('What was the gate code?', note)?.value).toBe('9034');
  });
});

describe('lists', () => {
  it('of the best matches, the list whose heading says what was asked, not the first list', () => {
    const chores = ocrRow('chores', [['Jobs:', 24], ['- fix the gate', 20], ['- clean gutters', 20]]);
    const packing = ocrRow('packing', [['Packing for camp:', 24], ['- tent', 20], ['- torch', 20]]);
    expect(extractAnswer({ type: answerTypeOf("What's on my packing list?", null), terms: ['packing', 'list'], question: "What's on my packing list?", evidence: [chores, packing].map((row) => ({ row, similarity: 1 })) })).toMatchObject({ value: 'tent, torch', memoryId: 'packing' });
  });

  it('a list with no heading and no prices is the plain lines under the title', () => {
    const slip = ocrRow('slip', [['WESTSIDE LIBRARY', 36], ['ISSUED 02/02/2025', 20], ['A TALE OF TWO RIVERS', 22], ['NIGHT GARDENS', 22], ['RETURN BY: 23/02/2025', 20]]);
    expect(extract('Which books did I borrow from the library?', slip)?.value).toBe('A TALE OF TWO RIVERS, NIGHT GARDENS');
  });
});

describe('identifiers: the value of the asked kind, not the first code-shaped line', () => {
  it('a date and time is no registration number: the code after an unknown label on the next match is', () => {
    const ticket = ocrRow('ticket', [['PAY AND DISPLAY', 30], ['HILLSIDE CAR PARK', 30], ['02/05/2025 10:40', 20]]);
    const permit = ocrRow('permit', [['BOROUGH COUNCIL', 30], ['PERMIT', 24], ['ZONE B3', 20], ['VRN  KD21 PQX', 20]]);
    expect(extract("What's my car's registration number?", ticket, permit)).toMatchObject({ value: 'KD21 PQX', memoryId: 'permit' });
  });

  it('"where did I leave the car" is a parking spot: the whole row-and-space line', () => {
    expect(answerTypeOf('Where did I leave the car at the station?', null)).toEqual({ kind: 'identifier', subject: 'spot' });
    expect(answerTypeOf('Where did I leave my umbrella?', null).kind).toBe('name');
    const sign = ocrRow('sign', [['LONG STAY 4', 30], ['ROW H - SPACE 18', 24]]);
    expect(extract('Where did I leave the car at the station?', sign)?.value).toBe('ROW H - SPACE 18');
    // No label of a spot printed: the line of two position labels still says where.
    const zone = ocrRow('zone', [['LONG STAY CAR PARK', 30], ['ZONE D - ROW 7', 24]]);
    expect(extract('Where did I park at the station?', zone)?.value).toBe('ZONE D - ROW 7');
  });

  it('"the wifi password where we stayed" asks for the password, not a place', () => {
    expect(answerTypeOf('What was the wifi password where we stayed in Wales?', null)).toEqual({ kind: 'identifier', subject: 'wifi password' });
  });
});

describe('names: the evidence about the asked kind among the best matches', () => {
  it('a summit sign answers "which hill" over a train ticket ranked above it', () => {
    const ticket = ocrRow('ticket', [['NORTHERN RAIL', 40], ['LEEDS - SKIPTON', 24], ['COACH A SEAT 12', 20]]);
    const sign = ocrRow('sign', [['PEN-Y-GHENT', 44], ['SUMMIT 694 M', 24]]);
    expect(extract('Which hill did I climb?', ticket, sign)).toMatchObject({ value: 'PEN-Y-GHENT', memoryId: 'sign' });
  });

  it('a match about the kind stands in for the best only when it matches about as well, and is in the place asked', () => {
    const ticket = ocrRow('ticket', [['NORTHERN RAIL', 40], ['LEEDS - SKIPTON', 24]]);
    const sign = ocrRow('sign', [['PEN-Y-GHENT', 44], ['SUMMIT 694 M', 24]]);
    const q = 'Which hill did I climb?';
    const run = (evidence: Array<{ row: EvidenceRow; similarity: number; inScope?: boolean }>) => extractAnswer({ type: answerTypeOf(q, null), terms: [], question: q, evidence })?.memoryId;
    expect(run([{ row: ticket, similarity: 0.5 }, { row: sign, similarity: 0.2 }])).toBe('ticket');
    expect(run([{ row: ticket, similarity: 0.5 }, { row: sign, similarity: 0.5, inScope: false }])).toBe('ticket');
    expect(run([{ row: ticket, similarity: 0.5 }, { row: sign, similarity: 0.45 }])).toBe('sign');
  });

  it('the best match keeps the answer when no match is about the kind', () => {
    const a = ocrRow('a', [['BLUE DOOR', 40], ['OPEN 9-5', 20]]);
    const b = ocrRow('b', [['GREEN LANE', 40]]);
    expect(extract('Which bakery did I go to?', a, b)?.memoryId).toBe('a');
  });
});

describe('numbers: a measurement with its unit when the question asks how far, high or heavy', () => {
  it('reads the number with a unit of the asked kind, not a price or another number', () => {
    const display = ocrRow('display', [['TREADMILL', 30], ['TIME 32:10', 24], ['DIST 6.4 KM', 24], ['CAL 410', 24]]);
    expect(extract('How far did I run on Tuesday?', display)?.value).toBe('6.4 KM');
    const sign = ocrRow('sign', [['HIGH CRAG', 40], ['SUMMIT 712 M', 24], ['CAR PARK 2.5 KM', 20]]);
    expect(extract('How high was the hill I climbed?', sign)?.value).toBe('712 M');
    const bill = ocrRow('bill', [['FARM SHOP', 40], ['POTATOES 2.5 KG  3.10', 20], ['TOTAL 3.10', 20]]);
    expect(extract('How heavy was the bag of potatoes?', bill)?.value).toBe('2.5 KG');
    expect(extract('How much did I spend at the farm shop?', bill)?.value).toContain('3.10');
  });
});

describe('names: a person is named beside a label or a title, not by the header', () => {
  it('"who … to" reads the value labelled "To:", not the largest line of the transfer', () => {
    const transfer = ocrRow('transfer', [['Bank transfer', 30], ['Payment sent', 44], ['$640.00', 44], ['To: Ada Quill', 36], ['Note: June storage', 36]]);
    expect(extract('Who did I send the storage money to?', transfer)?.value).toBe('Ada Quill');
  });

  it('a kind of person ("which dentist") is the name after an honorific, not the practice', () => {
    const card = ocrRow('card', [['LAKESIDE DENTAL', 40], ['CHECK-UP REMINDER', 30], ['TUE 4 MAR 10:30', 30], ['WITH DR. P. OKAFOR', 30]]);
    expect(extract('Which dentist am I seeing?', card)?.value).toBe('DR. P. OKAFOR');
  });
});

describe('names: a screenshot\'s content, not the app around it', () => {
  it('skips the app header under the clock, the status line, the time and the count: the place is left', () => {
    const shot = ocrRow('shot', [['07:41', 20], ['SwimHub', 46], ['Lane reserved', 40], ['Westgate Leisure Pool', 32], ['Lane 4', 32], ['Tue, Jun 3 - 7:00-8:00 AM', 40], ['1 swimmer', 40]]);
    // "Lane 4" under it is a field of the booking (a number standing alone), not more of the name.
    expect(extract('Where do I usually swim?', shot)?.value).toBe('Westgate Leisure Pool');
  });
});

describe('lists with no heading', () => {
  it('lines with list markers are the items, markers dropped', () => {
    const card = ocrRow('card', [["AUNT BEA'S SCONES", 40], ['- 300g flour', 30], ['- 80g butter', 30], ['- 1 egg', 30], ['Bake 200C for 12 min', 30]]);
    expect(extract('What do I need for the scones?', card)?.value).toBe('300g flour, 80g butter, 1 egg');
  });

  it('rows of one shape under the title are the items (a timetable), not the title', () => {
    const rota = ocrRow('rota', [['NORTHFIELD HIGH', 30], ['DUTY ROTA', 30], ['GEO2A - TUE MAY 6 9:30', 28], ['HALL', 28], ['BIO1B - THU MAY 8 13:00', 28], ['LAB 3', 28], ['ART3C - FRI MAY 9 9:30', 28]]);
    expect(extract('Which classes am I covering in May?', rota)?.value).toBe('GEO2A - TUE MAY 6 9:30, BIO1B - THU MAY 8 13:00, ART3C - FRI MAY 9 9:30');
  });

  it('a receipt whose only priced line is what was paid: the item is its plain line', () => {
    const receipt = ocrRow('receipt', [['CORNER CHEMIST', 30], ['RX 55012', 28], ['LORATADINE TABLETS', 28], ['CUSTOMER PAYS $9.10', 28], ['2025-01-03 10:05', 28]]);
    expect(extract('What did I pick up at the chemist?', receipt)?.value).toBe('LORATADINE TABLETS');
  });
});
