import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { extractAnswer } from '../electron/engine/qa/extract';
import { ocrRow } from './support/ocr-row';

/**
 * Values read off documents laid out as real ones are: a label over its value, a header row over a
 * row of values, two codes with the same head, lists numbered or run on after a colon. Made-up
 * documents, none from an eval album.
 */
function read(question: string, lines: Array<[string, number]>): string | null {
  return extractAnswer({ type: answerTypeOf(question, null), terms: [], question, evidence: [{ row: ocrRow('doc', lines), similarity: 1 }] })?.value ?? null;
}

/** The same, with the question's terms as analysis finds them (the words a line is labelled by). */
function asked(question: string, lines: Array<[string, number]>): string | null {
  const a = analyzeQuestion(question, new Date('2026-05-01T10:00:00Z'), { events: [], people: [] });
  return extractAnswer({ type: a.answerType, terms: a.terms, question, evidence: [{ row: ocrRow('doc', lines), similarity: 1 }] })?.value ?? null;
}

describe('documents of other shapes', () => {
  it('a generic head is read where the asked qualifier labels it, not where another does first', () => {
    const bill = [['POWERGRID', 30], ['Account number', 14], ['7781 2290 11', 26], ['Meter number', 14], ['55 1209 8812', 26]] as Array<[string, number]>;
    expect(read('What is my meter number?', bill)).toBe('55 1209 8812');
    expect(read('What is my account number?', bill)).toBe('7781 2290 11');
  });

  it('a header row of position labels is no value: the row under it holds the seat', () => {
    expect(read('What seat was I in on the flight?', [['BOARDING PASS', 30], ['Flight Gate Seat', 12], ['KQ 402 B6 14C', 30]])).toContain('14C');
  });

  it('the amount a question names is read off its line, not the larger balance', () => {
    expect(read('How much was the deposit?', [['LAKESIDE VENUES', 30], ['Deposit paid    R 500.00', 18], ['Balance due   R 1 200.00', 18]])).toContain('500.00');
  });

  it('numbers asked by what they are: a previous balance is no bill, a named tax, a tip, a measure, a score', () => {
    expect(asked('How much was the electricity bill?', [['SUNPOWER ENERGY', 30], ['Previous balance  $120.00', 16], ['Payment received  -$120.00', 16], ['This bill  $143.27', 16]])).toContain('143.27');
    expect(asked('How much GST did I pay?', [['KAURI CAFE', 30], ['Total $56.35', 18], ['Includes GST $7.35', 16]])).toContain('7.35');
    expect(asked('What was the tip?', [['BISTRO 21', 30], ['Subtotal 80.00', 16], ['Tip 12.00', 16], ['Total 92.00', 16]])).toContain('12.00');
    expect(asked('What was my weight at the doctor?', [['HEALTH CHECK', 30], ['Weight 72.4 kg', 18], ['BP 118/76', 18]])).toBe('72.4 kg');
    expect(asked('What did I score in the quiz?', [['PUB QUIZ', 30], ['Team Kiwi', 16], ['Score 41/50', 18]])).toContain('41');
    // "Which … did I buy" still names the thing, not its price.
    expect(answerTypeOf('Which vitamin supplement did I buy at the chemist?', null).kind).toBe('name');
  });

  it('a person named after a title inside a line, or after a label with its preposition', () => {
    expect(read('What was the name of the vet?', [['PAWS & CLAWS CLINIC', 26], ['Patient: Miro', 14], ['Seen by: Dr Hana Lee', 14]])).toBe('Dr Hana Lee');
    expect(read('Which dentist did I see?', [['Appointment reminder', 18], ['You are booked with Dr Amir Shah', 16], ['Tue 14 Apr 10:30', 16]])).toBe('Dr Amir Shah');
    expect(read('Who signed for the parcel?', [['Delivered', 24], ['Signed by: K. Mata', 16], ['Tue 9:42am', 16]])).toBe('K. Mata');
  });

  it('a line that says what kind of document it is names no one; a number under the name is a field', () => {
    expect(read('Which airline did I fly with?', [['BOARDING PASS', 24], ['Tasman Air', 20], ['TA 512  AKL → WLG', 18], ['Seat 12A', 16]])).toBe('Tasman Air');
    expect(read('Which garage serviced my car?', [['TAX INVOICE', 20], ['Ponsonby Auto Care Ltd', 26], ['WOF + service', 16]])).toBe('Ponsonby Auto Care Ltd');
    expect(read('Which school is Mia at?', [['Term 2 newsletter', 18], ['Kowhai Primary School', 24], ['Room 7', 16]])).toBe('Kowhai Primary School');
    // A rating in brackets is part of a film's title line, not a number under it.
    expect(read('Which cinema did I go to?', [['RIVERSIDE CINEMAS', 26], ['NIGHT TRAIN (M)', 26], ['SCREEN 4  SEAT F12', 16]])).toContain('RIVERSIDE CINEMAS');
  });

  it('a code printed with its "#" under its label', () => {
    expect(read("What's the gate code?", [['WELCOME', 30], ['Gate code', 14], ['#4471', 30]])).toContain('4471');
  });

  it('receipts and boards priced other ways: counts before things, prices first, prices under, whole prices', () => {
    expect(read('What did I buy at the bakery?', [['CRUMB BAKERY', 30], ['2  Sourdough loaf  13.00', 16], ['1  Almond croissant  5.50', 16], ['TOTAL  18.50', 16]])).toBe('Sourdough loaf, Almond croissant');
    expect(read('What did I buy at the market?', [['FARMERS MARKET', 30], ['$4.50  Oat milk', 16], ['$6.00  Honey', 16], ['Total $10.50', 16]])).toBe('Oat milk, Honey');
    expect(read('What did I buy at the pharmacy?', [['LIFE PHARMACY', 30], ['Sunscreen SPF50', 16], ['$18.99', 16], ['Antihistamine', 16], ['$12.49', 16], ['TOTAL $31.48', 16]])).toBe('Sunscreen SPF50, Antihistamine');
    expect(read('What was on the specials board?', [['TODAY', 30], ['Seafood chowder   $18', 18], ['Lamb shanks   $26', 18], ['Pavlova   $12', 18]])).toBe('Seafood chowder, Lamb shanks, Pavlova');
  });

  it('counted things whose name begins like a month, and quantities with units', () => {
    expect(read('What did we order?', [['Order #2231', 20], ['1x Margherita', 16], ['2x Garlic bread', 16], ['1x Lemonade', 16], ['Total $41.00', 16]])).toBe('Margherita, Garlic bread, Lemonade');
    expect(read('What do I need for the pancakes?', [['PANCAKES', 30], ['200g flour', 16], ['2 eggs', 16], ['300ml milk', 16]])).toBe('flour, eggs, milk');
  });

  it('a loan slip\'s titles of different lengths, each due back, are one list', () => {
    const slip = [['CENTRAL LIBRARY', 30], ['Items borrowed', 14], ['The Bone People  due 07/11', 16], ['Potiki  due 07/11', 16], ['Whale Rider  due 14/11', 16]] as Array<[string, number]>;
    for (const title of ['The Bone People', 'Potiki', 'Whale Rider']) expect(read('What books did I borrow from the library?', slip)).toContain(title);
  });

  it('a list that begins after its heading\'s colon and goes on below', () => {
    expect(read('What did I need to buy?', [['To buy: milk', 18], ['eggs', 18], ['bread', 18]])).toBe('milk, eggs, bread');
  });

  it('a numbered list drops its numbers', () => {
    expect(read('What was on my packing list?', [['PACKING', 30], ['1. passport', 20], ['2. charger', 20], ['3. sunscreen', 20]])).toBe('passport, charger, sunscreen');
  });

  it('items run on after a heading\'s colon are the list', () => {
    expect(read('What was on my shopping list?', [['Shopping: milk, eggs, rye bread, lemons', 24]])).toBe('milk, eggs, rye bread, lemons');
  });
  it('a slogan, a greeting, an address or a tax number over a business names no one: the line under it does', () => {
    const T = 34;
    const B = 20;
    expect(read('Which restaurant did we have dinner at?', [['Good food, good friends', T], ['MARLOW & SONS', B], ['14 Quay St, Harbourton', B], ['TOTAL  $71.50', B]])).toBe('MARLOW & SONS');
    expect(read('Which garage serviced the car?', [['Your car, our care', T], ['PETERSEN MOTORS', B], ['Service  $320.00', B]])).toBe('PETERSEN MOTORS');
    expect(read('Which restaurant did we have dinner at?', [['WELCOME TO', T], ['THE COPPER KETTLE', B], ['TOTAL  $71.50', B]])).toBe('THE COPPER KETTLE');
    expect(read('Which shop did I buy the shoes at?', [['12 Albert Street, Harbourton', T], ['Stride Footwear', B], ['Runner X2  $180.00', B]])).toBe('Stride Footwear');
    expect(read('Where did I buy the paint?', [['TAX INVOICE', T], ['GST No 123-456-789', B], ['Pukeko Hardware', B], ['Paint 4L  $89.00', B]])).toBe('Pukeko Hardware');
    expect(read('Which garage fixed the brakes?', [['INVOICE #3321', T], ['Oakridge Auto Repair', B], ['22 Mill Lane', B], ['Front brake pads  $240.00', B]])).toBe('Oakridge Auto Repair');
    expect(read('Which airline did we fly with?', [['Boarding pass', T], ['SKYWARD AIRLINES', B], ['LIS → OPO', B], ['Seat 14C', B]])).toBe('SKYWARD AIRLINES');
    // A name in title or capital case keeps its small words ("Bar la Gamba", "House of Tea").
    expect(read('Which cafe did I go to?', [['House of Tea', T], ['Chai latte  $6.00', B]])).toBe('House of Tea');
  });

  it('a menu\'s dot leaders are no part of its things', () => {
    expect(read('What did I buy at the market?', [['SATURDAY MARKET', 30], ['Apples 1kg ........ 4.50', 18], ['Honey .......... 12.00', 18], ['Total 16.50', 18]])).toBe('Apples 1kg, Honey');
  });

  it('a label alone over a short value in large type', () => {
    expect(read('What table were we at?', [['THE LOCAL', 34], ['Table', 14], ['14', 34], ['Covers 4', 18]])).toBe('14');
  });

  it('a routine printed by its weekday answers when it happens', () => {
    expect(asked('When is the rubbish collected?', [['COUNCIL BINS', 34], ['Rubbish   every Tuesday', 20], ['Recycling   every second Friday', 20]])).toContain('Tuesday');
  });
  it('a fuel receipt\'s price per unit is no bill; a two-word amount is read off its line', () => {
    expect(asked('How much did I pay for gas?', [['NORTHSIDE FUEL', 34], ['Pump 6  Regular', 20], ['11.204 GAL @ $3.459', 20], ['Fuel Sale  $38.75', 20]])).toContain('38.75');
    expect(asked('How much was the sales tax?', [['HARDWARE', 34], ['Subtotal $50.00', 20], ['Sales Tax 10.25%  $5.13', 20], ['Total $55.13', 20]])).toContain('5.13');
  });
  it('"what date is …" asks what the document schedules, like "when is …"', () => {
    expect(asked('What date is the wedding?', [['Save the date', 34], ['Ana & Luis', 20], ['October 9, 2027', 20]])).toContain('October 9, 2027');
  });
});
