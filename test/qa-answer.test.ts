import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { extractAnswer, linesOf, type EvidenceRow } from '../electron/engine/qa/extract';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';
import { ocrRow } from './support/ocr-row';

describe('answer types from the question', () => {
  const cases: Array<[string, string, string | null]> = [
    ['What hotel did I stay at during the conference?', 'name', 'hotel'],
    ['Which restaurant did we go to on Friday?', 'name', 'restaurant'],
    ['Where did I eat dinner in Lisbon?', 'name', 'restaurant'],
    ['Who did I meet at the wedding?', 'name', 'person'],
    ['What was the bakery near the station called?', 'name', 'bakery'],
    ['What is the Wi-Fi password at the office?', 'identifier', 'wifi password'],
    ["What's my passport number?", 'identifier', 'passport number'],
    ['What seat did I have on the train to Leeds?', 'identifier', 'seat'],
    ['Where did I sit at the opera?', 'identifier', 'seat'],
    ['Where did I park last time?', 'identifier', 'spot'],
    ['Which gate did my flight leave from?', 'identifier', 'gate'],
    ['How much was the taxi from the airport?', 'number', null],
    ['What did the concert tickets cost?', 'number', 'cost'],
    ['When is my vet appointment?', 'date', null],
    ['What time does the ferry leave?', 'date', 'time'],
    ['What day am I presenting the budget?', 'date', 'day'],
    ['What did I buy at the market?', 'list', null],
    ['Which books did I buy in Oxford?', 'list', 'book'],
    ['What was on my shopping list?', 'list', null],
    ["What's on my to-do list?", 'list', null],
    ['Did I go swimming in June?', 'yesno', null],
    ['Show me photos from the beach', 'none', null],
    ['What did I do last weekend?', 'none', 'activity'],
  ];
  it.each(cases)('%s → %s', (question, kind, subject) => {
    const type = answerTypeOf(question, null);
    expect(type.kind).toBe(kind);
    if (subject !== null) expect(type.subject).toBe(subject);
  });
  it('counts and durations come from the aggregation', () => {
    expect(answerTypeOf('How many times did I swim in June?', 'count').kind).toBe('count');
    expect(answerTypeOf('How long was my trip to Lisbon?', 'duration').kind).toBe('duration');
  });
});

function extract(question: string, row: EvidenceRow, terms: string[] = []) {
  return extractAnswer({ type: answerTypeOf(question, null), terms, question, evidence: [{ row, similarity: 1 }] });
}

describe('reading the value out of the evidence', () => {
  const hotelBill = ocrRow('bill', [['THE HARBOUR VIEW HOTEL', 48], ['12 Quay Street', 22], ['Room 1712', 22], ['Check-out 14/03/2024 11:02', 22], ['Balance due £0.00', 22]]);

  it('a name is the document\'s title: its largest line near the top, not the lines that match the question', () => {
    expect(extract('What hotel did I stay at in March?', hotelBill)?.value).toBe('THE HARBOUR VIEW HOTEL');
    const sign = ocrRow('sign', [['OPENING HOURS 9-17', 20], ['Kelvingrove', 50], ['Art Gallery', 50], ['Free entry', 20]]);
    expect(extract('Which museum did I visit?', sign)?.value).toBe('Kelvingrove Art Gallery');
  });

  it('without a layout (a corrected text), the first line that can be a name', () => {
    const corrected = { ...hotelBill, ocr_text: 'The Harbour View Hotel\nRoom 1712' };
    expect(linesOf(corrected).every((l) => l.height === null)).toBe(true);
    expect(extract('What hotel did I stay at?', corrected)?.value).toBe('The Harbour View Hotel');
  });

  it('an identifier is the code beside its label, or on the line under it', () => {
    expect(extract('What room was I in?', hotelBill)?.value).toBe('1712');
    const pass = ocrRow('pass', [['BOARDING PASS', 30], ['Flight BA 1437', 24], ['Gate 22   Seat 14C', 24]]);
    expect(extract('What was my flight number?', pass)?.value).toBe('BA 1437');
    expect(extract('What seat did I have on the plane?', pass)?.value).toBe('Gate 22   Seat 14C');
    const card = ocrRow('card', [['CITY LIBRARIES', 30], ['MEMBER CARD', 24], ['2211 0043 8876', 24]]);
    expect(extract("What's my library card number?", card)?.value).toBe('2211 0043 8876');
    const permit = ocrRow('permit', [['CITY COUNCIL', 30], ['RESIDENT PARKING PERMIT', 24], ['REG  KT21 ZXA', 24]]);
    expect(extract("What's my car's registration number?", permit)?.value).toBe('KT21 ZXA');
    const wifi = ocrRow('wifi', [['Guest Wi-Fi', 30], ['Network: Orchard-Guest', 24], ['Password: blue-kettle', 24]]);
    expect(extract('What was the wifi password?', wifi)?.value).toBe('blue-kettle');
  });

  it('an amount is the total line, not a subtotal or the largest item', () => {
    const receipt = ocrRow('r', [['CORNER DELI', 40], ['SOUP 6.50', 20], ['SANDWICH 8.95', 20], ['SUBTOTAL 15.45', 20], ['TOTAL £17.10', 20], ['CARD 17.10', 20]]);
    expect(extract('How much did I spend at the deli?', receipt)?.value).toContain('17.10');
  });

  it('a list is the lines under a heading, or the priced lines of a receipt without its bookkeeping', () => {
    const note = ocrRow('note', [['Remember to buy:', 30], ['- oat milk', 24], ['- lemons', 24], ['- bin bags', 24]]);
    expect(extract('What was on my shopping list?', note)?.value).toBe('oat milk, lemons, bin bags');
    const receipt = ocrRow('r', [['CORNER DELI', 40], ['2 x SOUP 6.50', 20], ['SANDWICH 8.95', 20], ['TAX 1.65', 20], ['TOTAL 17.10', 20]]);
    expect(extract('What did I buy at the deli?', receipt)?.value).toBe('SOUP, SANDWICH');
  });

  it('a date asked about a plan is the one written on it; one asked about a past act is not read from the text', () => {
    const invite = ocrRow('invite', [['Calendar', 24], ['Vet check-up', 30], ['Tue, Oct 8, 2024', 30], ['4:15 PM - 4:45 PM', 24]]);
    expect(extract('When is my vet appointment?', invite)?.value).toBe('Tue, Oct 8, 2024, 4:15 PM - 4:45 PM');
    const ticket = ocrRow('t', [['NORTHERN RAIL', 30], ['YORK - LEEDS', 24], ['DEPARTS 07:42', 24]]);
    expect(extract('What time did my train depart?', ticket, ['train', 'depart'])?.value).toBe('DEPARTS 07:42');
    expect(extract('When did I go to York?', ticket, ['york'])).toBeNull();
  });

  it('a date still to come is the one on the line that says what is asked, not the document\'s own date', () => {
    const loan = ocrRow('loan', [['CITY LIBRARY', 40], ['LOAN RECEIPT 02/09/2024', 22], ['A BOOK TITLE', 22], ['DUE BACK: 23/09/2024', 22]]);
    expect(extract('When do my library books have to go back?', loan, ['library', 'book', 'back'])?.value).toBe('DUE BACK: 23/09/2024');
  });

  it('a scheduled date is read from the best match that prints one, past a note without a date', () => {
    const note = ocrRow('note', [["Don't forget:", 30], ['- return library books', 22]]);
    const loan = ocrRow('loan', [['CITY LIBRARY', 40], ['DUE BACK: 23/09/2024', 22]]);
    const question = 'When do my library books have to go back?';
    const found = extractAnswer({ type: answerTypeOf(question, null), terms: ['library', 'book', 'back'], question, evidence: [{ row: note, similarity: 1 }, { row: loan, similarity: 0.9 }] });
    expect(found?.value).toBe('DUE BACK: 23/09/2024');
    expect(found?.memoryId).toBe('loan');
  });

  it('a code may be dotted, on the line under its label', () => {
    const booking = ocrRow('b', [['Booking confirmed', 30], ['The Quayside Hotel', 26], ['Confirmation:', 22], ['5512.309.774', 22]]);
    expect(extract("What's the confirmation number for my hotel booking?", booking, ['confirmation', 'hotel', 'booking'])?.value).toBe('5512.309.774');
  });
});

const HOME = { lat: 55.9533, lon: -3.1883 };
const memory = memoryRow;

describe('answers through the engine, without an LLM', () => {
  let engine: Engine;
  const NOW = '2024-09-01T12:00:00Z';
  const ask = (question: string) => engine.ask({ question, now: NOW, noLlm: true });

  beforeAll(async () => {
    const base = await tempDir('qa-answer');
    const hotel = ocrRow('h', [['THE HARBOUR VIEW HOTEL', 48], ['Room 1712', 22], ['Check-out 14/03/2024', 22]]);
    const rows = [
      memory('hotel-bill.jpg', '2024-03-14T10:55:00', HOME, { ocr_text: hotel.ocr_text, ocr_json: hotel.ocr_json! }),
      memory('garden.jpg', '2024-03-15T15:00:00', HOME, { caption: 'Tulips in a walled garden' }),
    ];
    engine = await engineOver(base, rows);
  });
  afterAll(async () => engine?.close());

  it('begins with the value asked for, then the evidence line and its date', async () => {
    const out = await ask('What hotel did I stay at in March?');
    expect(out.analysis.answerType).toEqual({ kind: 'name', subject: 'hotel' });
    expect(out.answer.startsWith('THE HARBOUR VIEW HOTEL')).toBe(true);
    expect(out.answer).toContain('Mar 14, 2024');
    expect(out.extracted?.value).toBe('THE HARBOUR VIEW HOTEL');
    expect(out.facts.some((f) => f.includes('THE HARBOUR VIEW HOTEL'))).toBe(true);
  });

  it('bad questions get a clear answer: empty, very long, another language, a time with no photos', async () => {
    expect((await ask('   ')).answer).toMatch(/^Ask me something about your photos/);
    const long = await ask(`What hotel did I stay at in March? ${'Please tell me. '.repeat(150)}`);
    expect(long.answer).toContain('THE HARBOUR VIEW HOTEL');
    expect(long.answer).toContain('I read the first 400 characters');
    const other = await ask('¿Dónde aparqué el coche?');
    expect(other.answer).toContain("I couldn't find that");
    expect(other.answer).toContain('I understand questions in English');
    const none = await ask('What did I do in March 2019?');
    expect(none.references).toEqual([]);
    expect(none.answer).toBe("I couldn't find that in your library (searched: March 2019).");
    // The words searched are shown as asked, not as they are keyed ("addres", "grocerie").
    const words = await ask("What's the address of the groceries co-op?");
    expect(words.answer).toMatch(/^I couldn't find that in your library \(searched: the words .*"address", "groceries"/);
  });

  it('a place with no photos is said to have none, with the closest match named as such', async () => {
    const out = await ask('What hotel did I stay at in Lisbon?');
    expect(out.answer).toMatch(/^I couldn't find that in your library \(searched: Lisbon/);
    expect(out.answer).toContain('The closest match is from');
  });
});

describe('reading what a question means, through the engine', () => {
  let engine: Engine;
  const NOW = '2024-09-01T12:00:00Z';
  const ask = (question: string) => engine.ask({ question, now: NOW, noLlm: true });
  const console_ = (day: string, minutes: number) =>
    memory(`console-${day}.jpg`, `2024-06-${day}T18:40:00`, HOME, { ocr_text: `ROWMASTER\nTIME ${minutes}:12\nDISTANCE ${(minutes / 4).toFixed(1)} KM\nKCAL ${minutes * 9}` });

  beforeAll(async () => {
    const base = await tempDir('qa-meaning');
    const rows = [
      // Five sessions on one machine in June, each display alike; a bike-share receipt also prints minutes and km.
      ...['03', '05', '12', '19', '26'].map((d, i) => console_(d, 30 + i * 5)),
      memory('bike-share.png', '2024-06-21T17:00:00', null, { kind: 'screenshot', ocr_text: 'Ride complete\n32 min - 7.4 km\nCharged 2.90' }),
      memory('pharmacy.jpg', '2024-04-03T16:40:00', HOME, { ocr_text: 'HIGH STREET PHARMACY\nAMOXICILLIN 500MG CAPSULES\nTAKE ONE THREE TIMES A DAY\n21 CAPSULES' }),
      // A concert by a band named after a city where no photo was taken.
      memory('gig.jpg', '2024-05-10T20:00:00', HOME, { ocr_text: 'FLORENCE + THE MACHINE\nARENA\nBLOCK 112 ROW K SEAT 9' }),
      // Parking: a garage sign, then a later walk in a park.
      memory('garage.jpg', '2024-07-20T14:00:00', HOME, { ocr_text: 'CITY CAR PARK\nLEVEL 2 - BAY 45' }),
      memory('park-walk.jpg', '2024-08-11T09:45:00', HOME, { ocr_text: 'MEADOWS PARK\nSUMMIT 251 M' }),
      memory('coach.jpg', '2024-04-20T08:58:00', HOME, { ocr_text: 'NATIONAL COACHES\nEDINBURGH - YORK\nDEP 09:15\nSEAT 11' }),
      memory('prescription.jpg', '2024-05-02T11:00:00', HOME, { ocr_text: 'HIGH STREET PHARMACY\nLORATADINE 10MG TABLETS\nQTY 30   REFILLS: 3' }),
      memory('pool-1.jpg', '2024-03-02T07:00:00', HOME, { ocr_text: 'LEISURE CENTRE\nSWIM CHECK-IN\n10-VISIT PASS: 9 LEFT' }),
      memory('pool-2.jpg', '2024-03-30T07:00:00', HOME, { ocr_text: 'LEISURE CENTRE\nSWIM CHECK-IN\n10-VISIT PASS: 6 LEFT' }),
      memory('garden-centre.jpg', '2024-04-13T11:00:00', HOME, { ocr_text: 'HILLSIDE GARDEN CENTRE\nCOMPOST 40L  9.00\nROSE BUSH  39.20\nTOTAL  48.20' }),
      memory('noodles.jpg', '2024-02-09T19:30:00', HOME, { ocr_text: 'GOLDEN BOWL\nNOODLE BAR\nBEEF NOODLES  12.50\nTOTAL  12.50' }),
      memory('table.png', '2024-09-06T12:00:00', null, { kind: 'screenshot', ocr_text: 'OSTERIA VERDE\nReservation confirmed\nParty of 4\nFri 7:30 PM' }),
      // A rail ticket whose matching lines do not say it is a train: its title does.
      memory('rail.jpg', '2024-06-08T08:10:00', HOME, { ocr_text: 'COASTLINE RAIL\nLEEDS - WHITBY\nCOACH B SEAT 31\nSTANDARD 24.40' }),
    ];
    engine = await engineOver(base, rows);
  }, 120_000);
  afterAll(async () => engine?.close());

  it('a workout is the displays that print what workouts print, counted by occasion, not the ride that prints two of those words', async () => {
    const out = await ask('How many workouts did I do in June?');
    expect(out.answer).toMatch(/^5 times/);
    const last = await ask('When did I last work out?');
    expect(last.answer).toContain('Jun 26, 2024');
  });

  it('a count whose words match nothing in the month is none found, not every photo of that month', async () => {
    // June holds 7 photos, none of a yoga class (a ride's receipt may still be taken as near it).
    const out = await ask('How many yoga classes did I take in June?');
    expect(out.answer).not.toMatch(/^7 times/);
    expect(out.references.length).toBeLessThan(7);
    // Nor is a rate: "how often" over every photo of the month is not how often I went.
    expect((await ask('How often did I go to yoga in June?')).answer).not.toMatch(/times a week/);
    // The month alone is still counted: nothing to match but the time.
    expect((await ask('How many photos did I take in June?')).answer).toMatch(/^7 /);
  });

  it('a quantity printed on the evidence answers "how many <things>"', async () => {
    const out = await ask('How many capsules did the pharmacy give me?');
    expect(out.answer).toMatch(/^21 capsules/);
  });

  it('"how many guests": a booking counts its people as a party', async () => {
    expect((await ask('How many guests was the dinner reservation for?')).answer).toMatch(/^4 guests — Party of 4/);
  });

  it('"how many are left" is what the newest document says remains, not a count of occasions', async () => {
    expect((await ask('How many refills are left on my prescription?')).answer).toMatch(/^3 refills/);
    // The pass's size ("10-VISIT") is not what is left, and the older check-in is not the answer.
    expect((await ask('How many visits are left on my swim pass?')).answer).toMatch(/^6 visits/);
  });

  it('a place name that is an everyday word in lower case is the word ("the garden centre")', async () => {
    const out = await ask('How much did I spend at the garden centre?');
    expect(out.analysis.places).toEqual([]);
    expect(out.answer).toMatch(/^\$?48\.20/);
  });

  it('"where did I have…" names the venue on the receipt as well as the town', async () => {
    const out = await ask('Where did I have noodles?');
    expect(out.answer.startsWith('GOLDEN BOWL')).toBe(true);
  });

  it('a city that only names something else, with no photos there, is words to match', async () => {
    const out = await ask('Where did I sit at the Florence concert?');
    expect(out.analysis.places).toEqual([]);
    expect(out.answer.startsWith('BLOCK 112 ROW K SEAT 9')).toBe(true);
  });

  it('"where did I park last time" is the latest memory that says where, not the latest with the word', async () => {
    const out = await ask('Where did I park last time?');
    expect(out.answer).toContain('LEVEL 2 - BAY 45');
  });

  it('yes only when the evidence covers the whole question', async () => {
    // No train, but the journey's ticket is named as the closest match: it shows how the trip was made.
    const train = await ask('Did I take the train to York?');
    expect(train.answer).not.toMatch(/^Yes/);
    expect(train.answer).toContain('NATIONAL COACHES');
    expect((await ask('Did I buy capsules at the pharmacy?')).answer).toMatch(/^Yes/);
    // The closest match is named by its title, which says how the journey was made.
    const flew = await ask('Did I fly to Whitby?');
    expect(flew.answer).not.toMatch(/^Yes/);
    expect(flew.answer).toContain('COASTLINE RAIL');
    // Yes or no comes first, then the evidence.
    expect(train.answer).toMatch(/^No\b/);
    expect(flew.answer).toMatch(/^No\b/);
  });

  it('"did I drive/fly": the best match\'s way of travelling answers, by WordNet', async () => {
    const drove = await ask('Did I drive to the city car park in July?');
    expect(drove.answer).toMatch(/^Yes — .*CITY CAR PARK/);
    // The verdict reaches the model's prompt as a fact, with what the evidence shows.
    expect(drove.facts.some((f) => /yesno.*Yes \(the evidence shows: car\)/.test(f))).toBe(true);
  });
});
