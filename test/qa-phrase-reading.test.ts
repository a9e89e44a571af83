import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { weightedRelatedTerms } from '../electron/engine/qa/lexicon/related';
import { extractDateRange } from '../electron/engine/search/date-range';
import { engineOver, memoryRow } from './support/memory-rows';
import { extractFrom, ocrRow } from './support/ocr-row';
import { tempDir } from './support/temp';

/**
 * Reading the question's phrase as it is said: where the asked noun ends, a weekday that names a
 * routine, "number of" that names a code, and values printed under a label or after "REG NO".
 * Made-up documents and names throughout.
 */

const NOW = new Date('2025-11-02T10:00:00Z');


describe('the asked noun ends where the phrase does', () => {
  it('a word after the noun that begins like "I" or "to" is no boundary', () => {
    expect(answerTypeOf('What was the parking token I bought in May?', null)).toEqual({ kind: 'name', subject: 'token' });
    expect(answerTypeOf('What gift ideas did I note down for Ana?', null)).toEqual({ kind: 'list', subject: 'idea' });
  });

  it('ends at the verb its noun is the subject of, and before "by"', () => {
    expect(answerTypeOf('Which doctor signed my sick note?', null)).toEqual({ kind: 'name', subject: 'doctor' });
    expect(answerTypeOf('Which novel by Ida Brenn do I own?', null)).toEqual({ kind: 'name', subject: 'novel' });
  });

  it('several things asked for with modifiers are a list; photos stay a request for photos', () => {
    expect(answerTypeOf('What garden tools did I lend out?', null).kind).toBe('list');
    expect(answerTypeOf('What are the lake house pics?', null).kind).toBe('none');
  });
});

describe('"number of" counts, unless a code is named by it', () => {
  it('the serial number of a thing is a code on it', () => {
    const a = analyzeQuestion("What's the serial number of my kettle?", NOW, { events: [], people: [] });
    expect(a.aggregation).toBeNull();
    expect(a.answerType).toEqual({ kind: 'identifier', subject: 'serial number' });
  });

  it('the number of visits, asked whole or as a bare phrase, is a count', () => {
    for (const q of ['What is the number of swims I did in June?', 'Number of swims in June?', 'how many swims in June']) {
      expect(analyzeQuestion(q, NOW, { events: [], people: [] }).aggregation).toBe('count');
    }
  });
});

describe('values under a label, after a "NO", beside a title', () => {
  it('reads a code printed under the asked noun as its label', () => {
    const slip = ocrRow('slip', [['Northgate Power', 30], ['Prepaid meter', 26], ['Meter: 0099 1234 567', 22], ['Token:', 22], ['5521-0093-1184-7720', 22], ['Units: 120.4 kWh', 22]]);
    expect(extractFrom('What was the meter token I bought?', slip)).toMatchObject({ value: '5521-0093-1184-7720', memoryId: 'slip' });
    // Without the label, the document's title: no code is guessed.
    const receipt = ocrRow('receipt', [['Northgate Power', 30], ['Prepaid meter', 26], ['5521-0093-1184-7720', 22]]);
    expect(extractFrom('What was the meter token I bought?', receipt)?.value).not.toContain('5521');
  });

  it('a label with "NO" after it ("REG NO: …") is followed by its value', () => {
    const receipt = ocrRow('receipt', [['VEHICLE LICENCE', 30], ['REG NO: KX 204-118', 24], ['VALID UNTIL: 2026/03/31', 24]]);
    expect(extractFrom("What's the number plate on my car?", receipt)).toMatchObject({ value: 'KX 204-118' });
    const card = ocrRow('card', [['WARRANTY CARD', 30], ['SERIAL NO: QT4-88120-B', 24], ['PURCHASED: 2025/01/07', 24]]);
    expect(extractFrom("What's the serial number of my kettle?", card)).toMatchObject({ value: 'QT4-88120-B' });
  });

  it('a doctor asked for is the name after the title, not the pharmacy', () => {
    const label = ocrRow('label', [['HILLSIDE PHARMACY', 34], ['CEFALEXIN 250MG', 30], ['TAKE 1 TABLET TWICE DAILY', 22], ['DR K ABARA', 22]]);
    expect(extractFrom('Which doctor prescribed my antibiotics?', label)).toMatchObject({ value: 'DR K ABARA' });
  });

  it('a deadline asked for is the date printed as one, on any of the best matches', () => {
    const note = ocrRow('note', [['Reading list:', 30], ['- a photo book', 26]]);
    const card = ocrRow('card', [['WARRANTY CARD', 30], ['PURCHASED: 2025/03/07', 24]]);
    const slip = ocrRow('slip', [['HILLTOP LIBRARY', 30], ['ISSUE SLIP 10/10/2025', 24], ['DATE DUE: 07/11/2025', 24]]);
    expect(extractFrom('When do my library books have to go back?', note, card, slip)).toMatchObject({ value: 'DATE DUE: 07/11/2025', memoryId: 'slip' });
  });

  it('list items under a heading are the answer to several things asked for', () => {
    const note = ocrRow('note', [['Gift ideas - Ana 40th:', 30], ['- wool blanket', 26], ['- cooking class', 26], ['- fountain pen', 26]]);
    expect(extractFrom('What gift ideas did I note down for Ana?', note)?.value).toBe('wool blanket, cooking class, fountain pen');
  });
});

describe('a weekday that names a routine is no date', () => {
  it('"the Saturday swim" keeps its words; "on Saturday" is still a date', () => {
    expect(extractDateRange('When was the first time I did the Saturday swim?', NOW).range).toBeNull();
    expect(extractDateRange('What time is the Tuesday class at the pool?', NOW).range).toBeNull();
    expect(extractDateRange('What did I do on Saturday?', NOW).range).not.toBeNull();
    expect(extractDateRange('Where did we eat on our Friday night out?', NOW).range).not.toBeNull();
  });

  it('a weekday asked about in the present is a plan\'s day, read off its row', () => {
    expect(extractDateRange("What's for dinner on Thursday according to the meal plan?", NOW).range).toBeNull();
    expect(extractDateRange('What did we have for dinner on Thursday?', NOW).range).not.toBeNull();
    expect(extractDateRange('What time does the pool open on Sunday?', NOW).range).toBeNull();
    const plan = ocrRow('plan', [['WEEKLY MENU', 30], ['MON - BEAN CHILLI', 24], ['THU - PRAWN RISOTTO', 24], ['FRI - PIZZA', 24]]);
    expect(extractFrom("What's for dinner on Thursday according to the meal plan?", plan)).toMatchObject({ value: 'PRAWN RISOTTO' });
  });

  it('a weekday is searched for by its printed short form, and its definition\'s ordinals are not words', () => {
    const saturday = weightedRelatedTerms(['saturday']).map((r) => r.word);
    expect(saturday).toContain('sat');
    expect(saturday).not.toContain('last');
    expect(saturday).not.toContain('seventh');
    expect(weightedRelatedTerms(['wednesday']).map((r) => r.word)).toContain('wed');
  });
});

describe('a code whose phrase finds nothing is found by its label', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-phrase-reading'), [
      memoryRow('isp.png', '2025-04-20T16:12:00', null, { ocr_text: '16:12\nFibreCo\nCustomer number: 7731940025\nPlan: Fibre 300' }),
      memoryRow('lake.jpg', '2025-05-02T11:00:00', { lat: 46.2, lon: 6.1 }, {}),
    ]);
  });
  afterAll(async () => engine.close());

  it('answers "our broadband account number" from a screen that prints "Customer number" only', async () => {
    const out = await engine.ask({ question: "What's our broadband account number?", noLlm: true, now: NOW.toISOString() });
    expect(out.references.map((r) => r.path.split('/').pop())).toContain('isp.png');
    expect(out.answer).toContain('7731940025');
  });
});
