import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryAnalysis } from '../shared/qa';
import { EventsService } from '../electron/engine/augment/events/events';
import { LibraryGrounding } from '../electron/engine/qa/grounding';
import { Database } from '../electron/engine/store/database';
import { emptyMemoryRow } from '../electron/engine/store/schema';
import { tempDir } from './support/temp';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { composeAnswer } from '../electron/engine/qa/answer';
import { extractAnswer, type EvidenceRow } from '../electron/engine/qa/extract';
import type { Candidate } from '../electron/engine/qa/fusion';
import { plainQuestion } from '../electron/engine/qa/preamble';
import { questionWords } from '../electron/engine/qa/question-words';
import { LIST_INTENT } from '../electron/engine/qa/select';
import { ocrRow } from './support/ocr-row';

/** Questions asked in other words than the usual ones must be read as the same question. */

function extract(question: string, ...rows: EvidenceRow[]) {
  return extractAnswer({ type: answerTypeOf(plainQuestion(question), null), terms: [], question, evidence: rows.map((row) => ({ row, similarity: 1 })) });
}

describe('the kind of answer, however the question is put', () => {
  it('"the number on my X" is X\'s number: its label is X, not any "No."', () => {
    expect(answerTypeOf("What's the number on my gym locker tag?", null)).toEqual({ kind: 'identifier', subject: 'gym locker tag number' });
    expect(answerTypeOf('what number is on my bike lock', null)).toEqual({ kind: 'identifier', subject: 'bike lock number' });
    const tag = ocrRow('tag', [['RIVERSIDE LEISURE', 40], ['GYM LOCKER TAG', 30], ['7Q 4410', 30]]);
    const loyalty = ocrRow('loyalty', [['BEAN CLUB', 40], ['Member No. 5521 6630', 30]]);
    expect(extract("What's the number on my gym locker tag?", tag, loyalty)).toMatchObject({ value: '7Q 4410', memoryId: 'tag' });
  });

  it('a code asked for with a verb ("can you find my …") is asked as "what is my …"', () => {
    expect(plainQuestion('Can you find my passport number?')).toBe('what is my passport number?');
    expect(answerTypeOf(plainQuestion('could you look up the booking reference please'), null).kind).toBe('identifier');
    // Photos or things that are no code are still a request to show them.
    expect(plainQuestion('Can you find my receipts from March?')).toBe('Can you find my receipts from March?');
  });

  it('a verb that is a kind of getting asks for things, by WordNet, not by a list of verbs', () => {
    expect(answerTypeOf('What did I collect from the post office?', null).kind).toBe('list');
    expect(answerTypeOf('What did we grab at the bakery?', null).kind).toBe('list');
    expect(answerTypeOf('What did I see at the museum?', null).kind).toBe('none');
  });

  it('"what was left on my list" asks for its items', () => {
    expect(answerTypeOf('What was left on my packing list?', null).kind).toBe('list');
    expect(answerTypeOf("What's still remaining on the to-do list?", null).kind).toBe('list');
  });

  it('"where is the meeting being held" asks for the room a schedule prints', () => {
    expect(answerTypeOf('Where is the staff meeting being held?', null)).toEqual({ kind: 'identifier', subject: 'room' });
    expect(answerTypeOf('Where did the workshop take place', null)).toEqual({ kind: 'identifier', subject: 'room' });
  });

  it('photos asked for as a noun phrase are a request for the occasion\'s photos', () => {
    expect(LIST_INTENT.test("Lena's graduation pics")).toBe(true);
    expect(LIST_INTENT.test('our picnic photos, please')).toBe(true);
    expect(LIST_INTENT.test('pics from the street fair')).toBe(true);
    expect(LIST_INTENT.test('What did I pay for the photos?')).toBe(false);
  });
});

describe('the words to match, however they are written', () => {
  it('a hyphen after a prefix makes one word, written closed up as documents print it', () => {
    const words = questionWords("What's the door code for the co-working space?");
    expect(words).toContain('coworking');
    expect(words).not.toContain('co');
    expect([...questionWords('what are my to-dos')]).toEqual(['todo', 'what']);
    expect(questionWords('my e-ticket')).toContain('ticket');
  });

  it('the frame of a question about a name or a venue is not matched', () => {
    expect(questionWords('What was the bakery on the corner called?')).not.toContain('called');
    expect(questionWords('What was the name of the bakery')).not.toContain('name');
    expect(questionWords('Where is the staff meeting being held?')).not.toContain('held');
  });

  it('an adverb that is nothing else says how the question is meant, not what to match', () => {
    expect([...questionWords('Has my refund actually come in?')]).not.toContain('actually');
    expect([...questionWords('Where do I usually park?')]).not.toContain('usually');
    // An adverb that is an adjective or a noun too names a place or a kind of trip.
    expect([...questionWords('How often did I travel abroad?')]).toContain('abroad');
    expect([...questionWords('When did I get home?')]).toContain('home');
  });

  it("a contraction's clitic is no word to match; a possessive's noun is", () => {
    const words = [...questionWords("What's the furthest I've ridden since we'd moved? They're sure I didn't, and I can't or won't say O'Brien's")];
    for (const piece of ['ve', 'd', 're', 'didn', 'ca', 'wo', 'won', 'don']) expect(words).not.toContain(piece);
    expect(words).toEqual(expect.arrayContaining(['furthest', 'ridden', 'moved', 'brien']));
  });

  it('"the <town> train" is a ticket to the town, not a photo taken there', () => {
    const places = analyzeQuestion('Which seat did I have on the Lisbon train?', new Date('2025-06-01T12:00:00Z'), { events: [], people: [] }).places;
    expect(places[0]).toMatchObject({ label: 'Lisbon', route: 'destination' });
  });
});

describe('a town\'s name after "the" is a venue named after it when the library was never there', () => {
  let db: Database;
  let grounding: LibraryGrounding;
  beforeAll(async () => {
    db = await Database.open(await tempDir('rewording'));
    await db.upsertMemories([{ ...emptyMemoryRow('m1', '/photos/m1.jpg', '/photos', Date.now()), taken_at: Date.parse('2024-05-11T15:00:00Z'), taken_at_local: '2024-05-11T15:00:00', status: 'ok', lat: 40, lon: 10 }]);
    grounding = new LibraryGrounding(db, await EventsService.open(db));
  });
  afterAll(() => db.close());

  it('"at the <town>" becomes words to match; "in <town>" stays a place to look in', async () => {
    const now = new Date('2025-06-01T12:00:00Z');
    const venue = analyzeQuestion('Which seat was mine at the Lisbon?', now, { events: [], people: [] });
    await grounding.groundPlaces(venue);
    expect(venue.places).toEqual([]);
    expect(venue.terms).toContain('lisbon');
    const town = analyzeQuestion('Which seat did I have in Lisbon?', now, { events: [], people: [] });
    await grounding.groundPlaces(town);
    expect(town.places.map((p) => p.label)).toEqual(['Lisbon']);
  });

  it('"the Líma concert" is the venue named after a town, as "the Lima concert" is', async () => {
    const venue = analyzeQuestion('Which seat did I have at the Líma concert?', new Date('2025-06-01T12:00:00Z'), { events: [], people: [] });
    expect(venue.places.length).toBe(1);
    await grounding.groundPlaces(venue);
    expect(venue.places).toEqual([]);
  });
});

describe('reading the answer, whatever word the question uses', () => {
  it('a "booking reference" is printed as the confirmation', () => {
    const booking = ocrRow('booking', [['21:40', 20], ['Stays', 36], ['Pine Cabin', 28], ['Confirmation:', 26], ['ZX81-442-907', 26]]);
    expect(extract("What's the booking reference for the cabin?", booking)).toMatchObject({ value: 'ZX81-442-907' });
  });

  it('the role a verb names is the label of the person ("who hosted us" → "Host: …")', () => {
    const stay = ocrRow('stay', [['Your stay', 40], ['Sunny loft by the river', 30], ['Host: Ann Lee', 26], ['Check-in: Fri after 3 PM', 26]]);
    expect(extract('Who hosted us?', stay)?.value).toBe('Ann Lee');
  });

  it('things asked of a memory that lists nothing are what it names, not a weaker match\'s list', () => {
    const label = ocrRow('label', [['CORNER PHARMACY', 40], ['LORATADINE 10MG TABLETS', 36], ['TAKE ONE DAILY', 24]]);
    const bill = ocrRow('bill', [['THE GRILL ROOM', 40], ['STEAK FRITES 24.00', 24], ['HOUSE RED 9.00', 24], ['TOTAL 33.00', 24]]);
    const question = 'What did I collect from the pharmacy?';
    expect(extractAnswer({ type: answerTypeOf(question, null), terms: ['collect', 'pharmacy'], question, evidence: [{ row: label, similarity: 0.5 }, { row: bill, similarity: 0.1 }] })).toBeNull();
    const ref = (row: EvidenceRow, similarity: number): Candidate => ({ row: row as Candidate['row'], score: similarity, similarity, covers: 1, why: (row.ocr_text ?? '').split('\n')[0]! });
    const analysis: QueryAnalysis = {
      question, declarative: question, time: null, recency: false, places: [], people: [], events: [], terms: ['collect', 'pharmacy'], related: [], usedLLM: false,
      aggregation: null, answerType: answerTypeOf(question, null),
    };
    expect(composeAnswer({ analysis, type: analysis.answerType, refs: [ref(label, 0.5), ref(bill, 0.1)], layouts: new Map(), computed: null, eventsOn: () => [] }).answer).toMatch(/^LORATADINE 10MG TABLETS/);
  });
});
