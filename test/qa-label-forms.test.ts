import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { abbreviates } from '../electron/engine/qa/lexicon/abbreviation';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 47.0502, lon: 8.3093 };

describe('abbreviates: a label printed short', () => {
  it('reads the first letter and later letters in order, not an everyday word', () => {
    for (const [short, word] of [['Rego', 'registration'], ['Acct', 'account'], ['Odo', 'odometer'], ['Qty', 'quantity'], ['Tel.', 'telephone']]) expect(abbreviates(short!, word!)).toBe(true);
    // Everyday words are themselves; too short, or letters out of order, is no short form.
    for (const [short, word] of [['Class', 'classification'], ['Pass', 'password'], ['No', 'number'], ['Tme', 'time'], ['Rgeo', 'registration']]) expect(abbreviates(short!, word!)).toBe(false);
  });
});

describe('values read off labels as forms print them', () => {
  let engine: Engine;
  const ask = (question: string) => engine.ask({ question, now: '2025-09-01T10:00:00+02:00', noLlm: true });

  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-label-forms'), [
      ...Array.from({ length: 6 }, (_, i) => memoryRow(`filler-${i}.jpg`, `2025-0${1 + i}-15T12:00:00`, HOME)),
      memoryRow('club.jpg', '2025-03-04T18:00:00', HOME, { ocr_text: 'PEAKFIT CLUBS\nMEMBERSHIP CONFIRMATION\nMember no. 0048213\nBooking ref: PK-77Q2\nMonthly fee $54.99' }),
      memoryRow('service.jpg', '2025-05-02T09:00:00', HOME, { ocr_text: 'QUICKLUBE SERVICE CENTRE\nJob card 7781\nVehicle rego XTR-442\nOdometer 48,210 km\nOil & filter 119.00\nTotal due 158.00' }),
      memoryRow('lease.jpg', '2025-08-03T11:00:00', HOME, { ocr_text: 'RESIDENTIAL TENANCY AGREEMENT\nLandlord: Marion Keating\nTenant: A. Pham\nProperty manager: Elm Street Realty\nWeekly rent $520' }),
      memoryRow('slip.jpg', '2025-08-20T08:00:00', HOME, { ocr_text: "ST BRIGID'S PRIMARY\nTerm 3 excursion\nStudent: Leo Pham\nClass 4B\nCost $18.50" }),
    ]);
  }, 120_000);
  afterAll(async () => engine?.close());

  it('takes the asked label in its short form before a word that stands for it', async () => {
    expect((await ask('What is my booking reference for the gym?')).answer).toMatch(/^PK-77Q2/);
    expect((await ask('What is my car registration?')).answer).toMatch(/^XTR-442/);
  });

  it('reads a value beside a label without a colon, and the noun the asked one is of', async () => {
    expect((await ask('What was the odometer reading at the service?')).answer).toMatch(/^48,210 km/);
    expect((await ask('What class is Leo in?')).answer).toMatch(/^4B/);
  });

  it('takes a role of several words as the label of who is asked for', async () => {
    expect((await ask('Who is the property manager?')).answer).toMatch(/^Elm Street Realty/);
    expect((await ask('Who is the landlord?')).answer).toMatch(/^Marion Keating/);
  });
});
