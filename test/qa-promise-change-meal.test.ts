/**
 * Answers read across what a question says beyond its nouns: a date promised on an order, a change
 * between two bills, a meal's hours, the things of a kind on a receipt, "the rent for May", and a
 * document of the asked kind that matches little else of the question. Every document is made up.
 */
import { describe, expect, it } from 'vitest';
import type { QueryAnalysis } from '../shared/qa';
import { composeAnswer } from '../electron/engine/qa/answer';
import type { Candidate } from '../electron/engine/qa/fusion';
import { amountChange } from '../electron/engine/qa/number';
import { promisedDate } from '../electron/engine/qa/labelled-date';
import { extractDateRange } from '../electron/engine/search/date-range';
import { memoryRow } from './support/memory-rows';

const HERE = { lat: 48.2, lon: 16.37 };

function ref(name: string, local: string, text: string, similarity: number, covers = similarity): Candidate {
  const row = memoryRow(name, local, HERE);
  row.ocr_text = text;
  return { row, score: similarity, similarity, covers, why: text.split('\n').slice(-1)[0]! };
}

function asked(question: string, answerType: QueryAnalysis['answerType'], terms: string[], more: Partial<QueryAnalysis> = {}): QueryAnalysis {
  return { question, declarative: question, time: null, recency: false, places: [], people: [], events: [], terms, related: [], usedLLM: false, aggregation: null, answerType, ...more };
}

const compose = (a: QueryAnalysis, refs: Candidate[]) => composeAnswer({ analysis: a, type: a.answerType, refs, layouts: new Map(), computed: null, eventsOn: () => [] }).answer;

describe('a document of the asked kind stands in for the best match', () => {
  const booking = ref('b.png', '2031-02-01T21:00:00', 'SEA GRASS COTTAGES\nYour stay is booked\nShore Lane, Pelican Bay\n2 nights\nTotal: 310.00', 1, 1);
  const question = 'Where did we stay in Pelican Bay?';
  const a = asked(question, { kind: 'name', subject: 'hotel' }, ['stay', 'pelican', 'bay']);

  it('not when it covers little of what the best match covers: a key card of another stay', () => {
    const card = ref('k.jpg', '2031-01-10T15:00:00', 'HOTEL MERIDIAN NORTH\nROOM 411\nCHECK-IN 10/01', 0.17, 0.2);
    expect(compose(a, [booking, card])).toMatch(/SEA GRASS COTTAGES/);
  });

  it('when it matches about as much of the question, the card of the kind asked answers', () => {
    const card = ref('k.jpg', '2031-02-20T15:00:00', 'HOTEL PELICAN BAY\nROOM 12\nCHECK-IN 20/02', 0.6, 0.8);
    expect(compose(a, [booking, card])).toMatch(/HOTEL PELICAN BAY/);
  });
});

describe('"the rent for May"', () => {
  const now = new Date('2031-07-01T10:00:00Z');
  it('is the month after "for", "of" and "during", in any case', () => {
    for (const q of ['Did I pay the rent for May?', 'how much was rent for may', 'what did the garden look like during May']) {
      expect(extractDateRange(q, now).range?.recurs?.label, q).toBe('May');
    }
  });
  it('but not the verb, and a day of May is still read as chrono reads it', () => {
    expect(extractDateRange('For May I ask what this was?', now).range).toBeNull();
    const day = extractDateRange('where was I on the 14th of May 2031', now).range!;
    expect(day.to - day.from).toBeLessThan(86_400_000);
  });
});

describe('a promised date', () => {
  const slip = 'STITCH & HEM\nORDER 0091  02/03/2031\n1 LINEN JACKET\nTOTAL 90.00\nDEPOSIT 40.00\nCOLLECT: FRI 14/03';
  it('is the day printed after the order\'s own, within a year', () => {
    const taken = Date.UTC(2031, 2, 2, 12);
    expect(promisedDate(slip.split('\n'), taken)).toEqual({ day: Date.UTC(2031, 2, 14), line: 'COLLECT: FRI 14/03' });
    expect(promisedDate(['RECEIPT 02/03/2031', 'TOTAL 9.00'], taken)).toBeNull();
  });

  it('answers "when was it supposed to be ready" though the question is in the past tense', () => {
    const order = ref('o.jpg', '2031-03-02T12:00:00', slip, 0.5);
    const a = asked('When was my jacket supposed to be ready?', { kind: 'date', subject: null }, ['jacket', 'supposed', 'ready']);
    expect(compose(a, [order])).toMatch(/^Mar 14, 2031/);
    // When it was ordered is the photo's day.
    const b = asked('When did I order the jacket?', { kind: 'date', subject: null }, ['order', 'jacket']);
    expect(compose(b, [order])).toMatch(/Mar 2, 2031/);
  });
});

describe('a change between two amounts', () => {
  it('is the later less the earlier, printed as they are', () => {
    expect(amountChange('TSH 61,500.00', 'TSH 64,000.00')).toBe('TSH 2,500.00 more');
    expect(amountChange('€4,50', '€4,00')).toBe('€0,50 less');
    expect(amountChange('£12', '£12')).toBe('no change');
    expect(amountChange('$10.00', '€12.00')).toBeNull();
  });

  it('answers "by how much did it go up" from the two bills that match alike, in time order', () => {
    const spring = ref('s.jpg', '2031-04-20T09:00:00', 'ELM PARK SCHOOL\nTERM 2 FEES\nTOTAL TSH 64,000.00', 0.7);
    const winter = ref('w.jpg', '2031-01-08T09:00:00', 'ELM PARK SCHOOL\nTERM 1 FEES\nTOTAL TSH 61,500.00', 0.7);
    const a = asked('By how much did the school fees go up?', { kind: 'number', subject: 'how much' }, ['school', 'fees']);
    expect(compose(a, [spring, winter])).toMatch(/^TSH 2,500\.00 more — TSH 61,500\.00 \(Jan 8, 2031.*then TSH 64,000\.00/);
    // "How much more do I owe" is what remains: the newest slip's balance, not the change between two.
    const later = ref('b.jpg', '2031-05-20T10:00:00', 'OAK & IRON FURNITURE\nSOFA - LAYBY 0077\nPAID TSH 200,000\nBALANCE TSH 300,000', 0.7);
    const first = ref('a.jpg', '2031-04-20T10:00:00', 'OAK & IRON FURNITURE\nSOFA - LAYBY 0077\nTOTAL TSH 700,000\nPAID TSH 200,000\nBALANCE TSH 500,000', 0.7);
    expect(compose(asked('How much more do I owe on the sofa?', { kind: 'number', subject: 'how much' }, ['owe', 'sofa']), [later, first])).toMatch(/^TSH 300,000/);
    // One bill is no change: its amount answers.
    expect(compose(asked('How much were the school fees?', { kind: 'number', subject: 'how much' }, ['school', 'fees']), [spring])).toMatch(/^TSH 64,000\.00/);
  });
});

describe('a meal is eaten at its hours', () => {
  const shopping = ref('g.jpg', '2031-05-09T10:30:00', 'CORNER MARKET\nBIRTHDAY CANDLES 2.00\nEGGS 3.10\nTOTAL 5.10', 0.17);
  const bill = ref('d.jpg', '2031-05-09T21:05:00', 'THE COPPER POT\nTABLE 7\nLAMB STEW 18.00\nTOTAL 41.00', 0.11);
  it('"where did we go for the birthday dinner": the evening\'s bill, not the morning\'s shopping that prints "birthday"', () => {
    const a = asked("Where did we go for Ana's birthday dinner?", { kind: 'name', subject: 'place' }, ['ana', 'birthday', 'dinner']);
    expect(compose(a, [shopping, bill])).toMatch(/^THE COPPER POT/);
  });
  it('"how much did the dinner come to": the bill\'s total', () => {
    const a = asked("How much did Ana's birthday dinner come to?", { kind: 'number', subject: 'how much' }, ['ana', 'birthday', 'dinner']);
    expect(compose(a, [shopping, bill])).toMatch(/^41\.00/);
    // Without a meal named, the best match answers.
    const b = asked("How much did Ana's birthday shopping come to?", { kind: 'number', subject: 'how much' }, ['ana', 'birthday', 'shopping']);
    expect(compose(b, [shopping, bill])).toMatch(/^5\.10/);
  });
});

describe('"what medicine did I buy"', () => {
  it('on a pharmacy\'s receipt: every thing it priced, those WordNet lacks too', () => {
    const receipt = ref('p.jpg', '2031-04-16T11:40:00', 'HILLSIDE PHARMACY\nIBUPROFEN 200MG x24  6.40\nPARACETAMOL 500MG x16  2.10\nTOTAL 8.50', 0.3);
    const a = asked('What medicine did I buy?', { kind: 'name', subject: 'medicine' }, ['medicine', 'buy']);
    expect(compose(a, [receipt])).toMatch(/^IBUPROFEN 200MG x24, PARACETAMOL 500MG x16 —/);
  });
  it('on a grocer\'s: only the things that are medicine', () => {
    const receipt = ref('g.jpg', '2031-04-16T11:40:00', 'CORNER MARKET\nBREAD  2.20\nASPIRIN 300MG  3.00\nMILK  1.10\nTOTAL 6.30', 0.3);
    const a = asked('What medicine did I buy?', { kind: 'name', subject: 'medicine' }, ['medicine', 'buy']);
    expect(compose(a, [receipt])).toMatch(/^ASPIRIN 300MG —/);
  });
});
