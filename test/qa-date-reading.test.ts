/**
 * Which printed date answers a "when" question: the one on the document about the asked thing (not
 * another document's label that shares only the question's verb or "due"), the day a plan prints under
 * the asked verb, and the day a notice headed by the asked occasion prints under its heading.
 */
import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { composeAnswer } from '../electron/engine/qa/answer';
import type { Candidate } from '../electron/engine/qa/fusion';
import { askedThings, labelledDate, printsAny } from '../electron/engine/qa/labelled-date';
import { namedDateLine } from '../electron/engine/qa/printed-date';
import { memoryRow } from './support/memory-rows';

const NOW = new Date('2031-12-01T10:00:00Z');
const analyse = (q: string) => analyzeQuestion(q, NOW, { events: [], people: [] });

function ref(name: string, taken: string, text: string, similarity: number): Candidate {
  const row = memoryRow(name, taken, null);
  row.ocr_text = text;
  return { row, score: similarity, similarity, covers: 1, why: text.split('\n')[0]! };
}

function answer(question: string, refs: Candidate[]): string {
  const analysis = analyse(question);
  return composeAnswer({ analysis, type: analysis.answerType, refs, layouts: new Map(), computed: null, eventsOn: () => [] }).answer;
}

describe('the date of the asked thing', () => {
  it('reads the things a question names, not its verbs or the words that say which date', () => {
    const things = askedThings('When can I collect my coat?');
    expect(things.length).toBe(1);
    expect(printsAny(['1 WOOL COAT  $18.00'], things)).toBe(true);
    expect(printsAny(['COLLECT BY: 2031-03-14'], things)).toBe(false);
    expect(askedThings('When does it expire?')).toEqual([]);
    // "vet" is printed "VETERINARY"; "due" and "next" say which date, not what of.
    const vet = askedThings("When's the hamster due at the vet next?");
    expect(vet.length).toBe(2);
    expect(printsAny(['LAKESIDE VETERINARY CLINIC'], vet)).toBe(true);
    expect(printsAny(['AMOUNT DUE $40.00', 'DUE DATE 12 JUN 2031'], vet)).toBe(false);
  });

  it('answers "when can I …" with the day a document about the thing promises after its own', () => {
    const taken = Date.UTC(2031, 2, 10, 9);
    const ticket = ['MAIN ST TAILORING', 'JOB 881', '1 WOOL COAT  $18.00', 'READY WED MAR 12 AFTER 3PM'];
    expect(labelledDate(ticket, 'When can I collect my coat?', taken)?.line).toBe('READY WED MAR 12 AFTER 3PM');
    // Not asked when it can be done: no label in the question's words, no date.
    expect(labelledDate(ticket, 'When does my coat expire?', taken)).toBeNull();
    // A document that prints no coat promises nothing about it.
    expect(labelledDate(['CITY LIBRARY', '2 BOOKS ON HOLD', 'READY WED MAR 12'], 'When can I collect my coat?', taken)).toBeNull();
  });

  it('answers "when can I …" with the first day it can be done, not the last ("COLLECT BY")', () => {
    const slip = ref('slip.jpg', '2031-03-07T12:00:00', 'CITY LIBRARY\nHOLD FOR COLLECTION\nCOLLECT BY: 2031-03-14', 0.06);
    const ticket = ref('ticket.jpg', '2031-03-10T09:00:00', 'MAIN ST TAILORING\nJOB 881\n1 WOOL COAT  $18.00\nREADY WED MAR 12 AFTER 3PM', 0.058);
    expect(labelledDate(['CITY LIBRARY', 'HOLD FOR COLLECTION: 2 BOOKS', 'COLLECT BY: 2031-03-14'], 'When can I collect my books?', Date.UTC(2031, 2, 7, 12))).toBeNull();
    expect(answer('When could I collect my coat?', [slip, ticket])).toMatch(/^Mar 12, 2031/);
    // With nothing else, the deadline is still what the document says.
    expect(answer('When can I collect my books?', [slip])).toMatch(/^Mar 14, 2031/);
  });

  it('answers from the ticket about the coat, not a weaker slip that only shares the verb', () => {
    const slip = ref('slip.jpg', '2031-03-07T12:00:00', 'CITY LIBRARY\nHOLD FOR COLLECTION\nCOLLECT BY: 2031-03-14', 0.03);
    const ticket = ref('ticket.jpg', '2031-03-10T09:00:00', 'MAIN ST TAILORING\nJOB 881\n1 WOOL COAT  $18.00\nREADY WED MAR 12 AFTER 3PM', 0.13);
    expect(answer('When could I collect my coat?', [ticket, slip])).toMatch(/^Mar 12, 2031/);
  });

  it('answers "when is the hamster due at the vet" from the vet\'s reminder, not a bill\'s due date ranked above it', () => {
    const bill = ref('bill.jpg', '2031-06-01T19:00:00', 'RIVER GAS CO\nGAS BILL\nAMOUNT DUE $40.00\nDUE DATE 12 JUN 2031', 0.2);
    const reminder = ref('reminder.jpg', '2031-08-20T17:00:00', 'LAKESIDE VETERINARY CLINIC\nAPPOINTMENT REMINDER\nPATIENT: BISCUIT (HAMSTER)\nMON SEP 15 2031 10:30 AM', 0.1);
    expect(answer("When's the hamster due at the vet next?", [bill, reminder])).toMatch(/^Sep 15, 2031/);
    // The bill's own deadline still answers for the bill.
    expect(answer('When is the gas bill due?', [bill, reminder])).toMatch(/^Jun 12, 2031/);
  });
});

describe('the last time', () => {
  it('is the newest match, though an older one prints the asked thing', () => {
    const newest = ref('barber.jpg', '2031-05-10T11:00:00', "SHARP CUTS\nMEN'S CUT  $25.00", 0.3);
    const older = ref('salon.jpg', '2031-03-02T14:10:00', 'TOWN SALON\nHAIRCUT 14:05  $20.00', 0.28);
    expect(answer('When did I last get a haircut?', [newest, older])).toMatch(/^Most recently on May 10, 2031/);
  });
});

describe('the day a plan prints under the asked verb', () => {
  it('answers "when did we move" with the moving day a removals quote prints, not its own date', () => {
    const quote = ref('quote.jpg', '2031-05-03T18:00:00', 'HARBOUR REMOVALS\nESTIMATE NO. 0042\nDATE: 03-05-2031\nFROM: 12 ELM ROAD\nTO: 4 BAY STREET\nMOVING DATE: 21-05-2031', 0.1);
    expect(answer('When did we move house?', [quote])).toMatch(/^On May 21, 2031/);
  });

  it('does not take a deadline for when a thing was done', () => {
    const bill = ref('water.jpg', '2031-05-03T18:00:00', 'TOWN WATER\nWATER BILL\nTOTAL $61.20\nPAY BY 24-05-2031', 0.1);
    expect(answer('When did I pay the water bill?', [bill])).toMatch(/^On May 3, 2031/);
  });
});

describe('a notice headed by the asked occasion', () => {
  it('dates the occasion by the first dated line under its heading', () => {
    expect(namedDateLine(['SPRING RECITAL', 'TOWN HALL', 'SATURDAY 12 APRIL 2031 7:00 PM', 'ENTRY FREE'], 'When was our spring recital?')).toBe('SATURDAY 12 APRIL 2031 7:00 PM');
    // A rehearsal sheet that lists the recital in its body is dated for the rehearsal.
    expect(namedDateLine(['THURSDAY 03/04/2031 6:30 PM', 'TONIGHT:', '1. Spring recital run 2'], 'When was our spring recital?')).toBeNull();
  });

  it('answers from the notice over a rehearsal sheet ranked above it', () => {
    const rehearsal = ref('rehearsal.jpg', '2031-04-03T20:00:00', 'THURSDAY 03/04/2031 6:30 PM\nTONIGHT:\n1. Spring recital run 2\nBRING MUSIC', 0.43);
    const earlier = ref('rehearsal-1.jpg', '2031-03-27T20:00:00', 'THURSDAY 27/03/2031 6:30 PM\nTONIGHT:\n1. Spring recital run 1\nBRING MUSIC', 0.41);
    const poster = ref('poster.jpg', '2031-04-12T15:00:00', 'SPRING RECITAL\nTOWN HALL\nSATURDAY 12 APRIL 2031 7:00 PM\nENTRY FREE', 0.40);
    expect(answer('When was our spring recital?', [rehearsal, earlier, poster])).toMatch(/^On Apr 12, 2031/);
  });
});
