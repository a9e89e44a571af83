/**
 * Names, lists and journeys read off the right document: the bill of the evening a greeting was
 * photographed, the receipt a thing was bought on, the venue an invitation prints, the ticket that
 * goes the asked way. Made-up documents throughout.
 */
import { describe, expect, it } from 'vitest';
import type { QueryAnalysis } from '../shared/qa';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { composeAnswer } from '../electron/engine/qa/answer';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import type { Candidate } from '../electron/engine/qa/fusion';
import { memoryRow } from './support/memory-rows';

const TOWN = { lat: 47.8095, lon: 13.055 };
const ELSEWHERE = { lat: 47.0707, lon: 15.4395 };

function ref(name: string, local: string, text: string, similarity: number, where: { lat: number; lon: number } | null = TOWN): Candidate {
  const row = memoryRow(name, local, where);
  row.ocr_text = text;
  return { row, score: similarity, similarity, covers: similarity, why: text.split('\n').slice(-1)[0]! };
}

function asked(question: string, terms: string[], more: Partial<QueryAnalysis> = {}): QueryAnalysis {
  return {
    question, declarative: question, time: null, recency: false, places: [], people: [], events: [], terms, related: [], usedLLM: false,
    aggregation: null, answerType: answerTypeOf(question, null), ...more,
  };
}

const compose = (a: QueryAnalysis, refs: Candidate[]) =>
  composeAnswer({ analysis: a, type: a.answerType, refs, layouts: new Map(), computed: null, eventsOn: () => [] }).answer;

describe('the document of the occasion', () => {
  const cake = ref('cake.jpg', '2030-06-02T20:10:00', 'MANY HAPPY RETURNS\nBO', 0.5);
  const bill = ref('bill.jpg', '2030-06-02T21:30:00', 'THE COPPER POT\nHARBOUR KITCHEN\n02/06/2030 21:25 TABLE 3\nFISH STEW Kr 320\nFLATBREAD x2 Kr 90\nSUB TOTAL Kr 410.00\nVAT 5% Kr 20.50\nTOTAL Kr 430.50', 0.3);
  const lastWeek = ref('old.jpg', '2030-05-26T21:00:00', 'RIVER GRILL\nSTEAK Kr 300\nTOTAL Kr 300', 0.3);

  it("a greeting photographed at dinner names no restaurant: the bill of that evening does, and lists what was eaten", () => {
    expect(compose(asked("Where did we go for Bo's birthday dinner?", ['bo', 'birthday', 'dinner']), [cake, bill])).toMatch(/^THE COPPER POT/);
    expect(compose(asked("What did we eat on Bo's birthday?", ['eat', 'bo', 'birthday']), [cake, bill])).toMatch(/^FISH STEW, FLATBREAD x2 —/);
  });

  it("a bill of another evening is no document of the occasion", () => {
    expect(compose(asked("What did we eat on Bo's birthday?", ['eat', 'bo', 'birthday']), [cake, lastWeek])).not.toMatch(/STEAK/);
  });
});

describe('things priced in whole units', () => {
  it("the lines priced with the total's mark are the things, rates and bookkeeping not", () => {
    const shop = ref('shop.jpg', '2030-03-01T11:00:00', 'PAWS & CO\nHILLTOP\n01/03/2030 10:58\nCAT TREE Kr 899\nFEATHER WAND Kr 49\nLITTER 5KG Kr 1,250\nDISCOUNT 10% Kr 220\nTOTAL Kr 1,978', 0.5);
    expect(compose(asked('What did we buy for the kitten?', ['buy', 'kitten']), [shop])).toMatch(/^CAT TREE, FEATHER WAND, LITTER 5KG —/);
    // A line ending in a bare number under another mark is no price ("TABLE 7").
    const cafe = ref('cafe.jpg', '2030-03-02T09:00:00', 'MORNING CUP\nTABLE 7\nFLAT WHITE 3.50\nTOTAL 3.50', 0.5);
    expect(compose(asked('What did I order at the cafe?', ['order', 'cafe']), [cafe])).toMatch(/^FLAT WHITE —/);
  });
});

describe('a thing bought', () => {
  it('is read off the receipt, not the test report ranked above it, by the asked phrase\'s words', () => {
    const report = ref('lab.jpg', '2030-08-20T09:00:00', 'NORTHSIDE LABS\nPATIENT: A. BERG\nOMEGA-3 INDEX 5.1 %\nREF. RANGE 8 - 12', 0.6);
    const receipt = ref('chem.jpg', '2030-08-22T12:00:00', 'CORNER DRUGS\nMILL ROAD\nOMEGA FISH OIL CAPS x2 Kr 120.00\nCOUGH DROPS Kr 33.00\nNET AMOUNT Kr 153.00', 0.4);
    const a = asked('Which fish oil supplement did I buy at the drugstore?', ['fish', 'oil', 'supplement', 'buy', 'drugstore']);
    expect(a.answerType).toEqual({ kind: 'name', subject: 'supplement' });
    expect(compose(a, [report, receipt])).toMatch(/^OMEGA FISH OIL CAPS x2 —/);
  });
});

describe('who and which business', () => {
  it('"which company" asks for a business by its name: the word is no search term', () => {
    expect(answerTypeOf('Which company was our boat trip with?', null)).toEqual({ kind: 'name', subject: null });
    const analysis = analyzeQuestion('Which company was our boat trip with?', new Date('2030-01-01T12:00:00Z'), { events: [], people: [] });
    expect(analysis.terms).not.toContain('company');
    expect(analysis.terms).toContain('boat');
  });

  it('the person who did the job is named after a label that is a kind of person', () => {
    const a = asked('What was the name of the electrician who fixed the light?', ['electrician', 'fixed', 'light']);
    expect(a.answerType).toEqual({ kind: 'name', subject: 'electrician' });
    const booking = ref('job.png', '2030-02-01T19:00:00', '19:02\nFixItNow\nYour electrician is booked\nLight fitting repair\nSun, 2 Feb - 9:00 AM\nProfessional: Ola Berg', 0.5, null);
    expect(compose(a, [booking])).toMatch(/^Ola Berg —/);
  });
});

describe('where an occasion was held', () => {
  it('an invitation prints the venue below its header: that, not the town it was photographed in', () => {
    const card = ref('invite.jpg', '2030-04-01T18:00:00', 'MIA & TOM\nARE GETTING MARRIED\nSATURDAY 14 JUNE 2030\n3 PM\nWILLOW BANK COUNTRY HOUSE\nMILL LANE, ELMFORD\nDINNER TO FOLLOW', 0.5);
    expect(compose(asked("Where was Mia and Tom's wedding?", ['mia', 'tom', 'wedding']), [card])).toMatch(/^WILLOW BANK COUNTRY HOUSE, MILL LANE, ELMFORD —/);
  });

  it("a bill's header is who issued it: the answer names it as before", () => {
    const bill = ref('b.jpg', '2030-04-02T20:00:00', 'THE COPPER POT\nHARBOUR KITCHEN\nFISH STEW 32.00\nTOTAL 32.00', 0.5);
    expect(compose(asked('Where did we have the fish stew?', ['fish', 'stew']), [bill])).toMatch(/^THE COPPER POT/);
  });
});

describe('the ticket that goes the asked way', () => {
  const back = ref('back.png', '2030-09-01T20:10:00', '20:10\nRailGo\nE-ticket booked\nREF 7700112\nHILLFORD OAKTON\n20-Sep-2030', 0.5, null);
  const out = ref('out.png', '2030-09-01T20:05:00', '20:05\nRailGo\nE-ticket booked\nREF 7700345\nOAKTON HILLFORD\n17-Sep-2030', 0.5, null);

  it('a line of two places reads from where to where: the outward ticket answers for the train to the second', () => {
    const a = asked("What's the booking reference for our train to Hillford?", ['booking', 'reference', 'train', 'hillford']);
    expect(compose(a, [back, out])).toMatch(/^7700345/);
    expect(compose(asked("What's the booking reference for our train to Oakton?", ['booking', 'reference', 'train', 'oakton']), [back, out])).toMatch(/^7700112/);
  });
});

describe('how a journey to a place was made', () => {
  it("a boat trip elsewhere says nothing of it; the day's ticket is shown when nothing names the vehicle", () => {
    const boat = ref('boat.jpg', '2030-12-10T11:00:00', 'BLUE LAKE CRUISES\nDAY CRUISE 11 AM - 5 PM\n1 CABIN BOAT + LUNCH', 0.6, ELSEWHERE);
    const museum = ref('museum.jpg', '2030-03-21T14:00:00', 'CITY MUSEUM\nENTRY TICKET\nADULT x2 Kr 24', 0.5);
    // An app whose name holds no conveyance ("RailGo" would: RAIL is short for railway).
    const ticket = ref('ticket.png', '2030-03-21T09:30:00', '09:30\nTripGo\nE-ticket booked\nREF 4400221\n9041 CITY EXP\nOAKTON CITYVILLE', 0.4, null);
    const place = { label: 'Salzburg', lat: TOWN.lat, lon: TOWN.lon, radiusKm: 30, route: 'destination' as const };
    const answer = compose(asked('Did we go to Salzburg by train?', ['train'], { places: [place] }), [boat, museum, ticket]);
    expect(answer).not.toMatch(/boat/i);
    expect(answer).toMatch(/^No — nothing I found names a train to Salzburg/);
    expect(answer).toMatch(/REF 4400221 · 9041 CITY EXP/);
  });

  it('a ticket bought where the journey began is of it when it names the place', () => {
    const rail = ref('rail.jpg', '2030-03-20T08:00:00', 'ALPINE RAILWAYS\nGRAZ - SALZBURG\nCOACH 4 SEAT 12', 0.6, ELSEWHERE);
    const museum = ref('museum.jpg', '2030-03-21T14:00:00', 'CITY MUSEUM\nENTRY TICKET\nADULT x2 Kr 24', 0.5);
    const place = { label: 'Salzburg', lat: TOWN.lat, lon: TOWN.lon, radiusKm: 30, route: 'destination' as const };
    expect(compose(asked('Did we fly to Salzburg?', ['salzburg'], { places: [place] }), [rail, museum])).toMatch(/^No — the evidence shows train/);
  });
});
