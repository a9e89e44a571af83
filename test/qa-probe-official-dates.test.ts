/**
 * Identity documents print their dates as numbers: apart ("11 08 2031" on an ID card, "28 03 2019" on
 * a registration certificate) or with dots ("01.05.2029"), both day first. A month-first reading
 * nearer the photo is not the date the card holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { printedDay } from '../electron/engine/qa/printed-date';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const TAKEN = Date.parse('2025-03-10T00:00:00Z');
const day = (line: string) => {
  const d = printedDay(line, TAKEN);
  return d === null ? null : new Date(d).toISOString().slice(0, 10);
};
const ID_CARD = ['REPUBLIQUE FRANCAISE', "CARTE NATIONALE D'IDENTITE / IDENTITY CARD", 'Nom / Surname', 'MARTIN', 'Date de naiss. / Date of birth', '22 03 1990', 'N° du document / Document No', 'X4RTBPFW4', "Date d'expir. / Date of expiry", '11 08 2031'];
const EHIC = ['EUROPEAN HEALTH INSURANCE CARD', '3 Name HARGREAVES', '6 Personal identification number 485 777 3456', '8 Identification number of the card 80826000010012345678', '9 Expiry date 31/05/2028'];

describe('a document\'s numeric dates, day first', () => {
  it('reads a date printed as numbers apart', () => {
    expect(day('11 08 2031')).toBe('2031-08-11');
    expect(day('B Date of first registration 28 03 2019')).toBe('2019-03-28');
  });

  it('reads a dotted date day first, however near the month-first reading is', () => {
    expect(day('4b. 01.05.2029')).toBe('2029-05-01');
    expect(day('Valid to 03.04.2025')).toBe('2025-04-03');
  });

  it('leaves a number\'s groups alone', () => {
    expect(day('NHS number 485 777 3456')).toBeNull();
    expect(day('Account 10 12 20251')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-official-dates');
    engine = await engineOver(base, [
      memoryRow('id.jpg', '2025-01-05T11:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: ID_CARD.join('\n') }),
      memoryRow('ehic.jpg', '2023-06-01T09:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: EHIC.join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers an ID card\'s expiry from its date printed apart, not another card\'s', async () => {
    const out = await engine.ask({ question: 'When does my ID card expire?', now: '2025-10-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^Aug 11, 2031/);
  });
});
