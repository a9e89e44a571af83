/**
 * How a label's words say what it labels. "S/N" is a serial number's initials, as qualified as
 * "Serial Number" printed in full, so the fridge's plate answers for the fridge. "Date of first
 * registration" labels a date: the word after "of" says what the date is of. "Reg. mark  KX65 TLN":
 * a label's rest in lower case ends at the wide gap before its value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { identifier } from '../electron/engine/qa/identifier';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));

describe("a label's words", () => {
  it('reads a label by what its words say it labels', () => {
    expect(identifier(lines(['BOSCH', 'S/N 480112345678']), 'serial number', false, true, '', true)?.value).toBe('480112345678');
    expect(identifier(lines(['Date of first registration: 14 03 2012']), 'registration', false, true)).toBeNull();
    expect(identifier(lines(['MOT test certificate', 'Reg. mark  KX65 TLN', 'Make VAUXHALL']), 'registration', false, true)?.value).toBe('KX65 TLN');
    // A capital after the gap is a value, not a label's rest.
    expect(identifier(lines(['Row F  Seat 12']), 'row', false, true)?.value).toBe('F');
  });

  describe('asked of a library', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('label-phrases'), [
        doc('about.jpg', '2025-03-10T08:00:00', ['General', 'About', 'Name  Sam\'s iPhone', 'Model Name  iPhone 13', 'Serial Number  F2LZK0ABCD12', 'IMEI  35 209108 123456 7']),
        doc('fridge.jpg', '2025-03-11T08:00:00', ['Type KGN39VL35G', 'S/N 480112345678', '220-240V 50Hz', 'Refrigerator']),
        doc('v5c.jpg', '2025-03-12T08:00:00', ['Vehicle details', 'VRM: AB12 CDE', 'Make: FORD', 'Model: FIESTA', 'Date of first registration: 14 03 2012']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('answers the serial number and the registration', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask("What's the fridge's serial number?")).toMatch(/^480112345678 —/);
      expect(await ask("What's my phone's serial number?")).toMatch(/^F2LZK0ABCD12 —/);
      expect(await ask("What's my car's registration?")).toMatch(/^AB12 CDE —/);
    });
  });
});
