/**
 * A driving licence in the harmonised layout numbers its fields ("4b. 01.05.2029" is the expiry, "5."
 * the licence number) and a card elsewhere cuts its labels to capitals ("EXP 08/31/2030", "ISS"): the
 * questions ask in words ("when does my licence expire", "what's my licence number"), so the codes are
 * read as the fields they name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { namedFields } from '../electron/engine/qa/field-codes';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const UK = ['DRIVING LICENCE', 'UNITED KINGDOM', '1. HARGREAVES', '2. EMILY JANE', '3. 14.07.1988 UNITED KINGDOM', '4a. 02.05.2019 4c. DVLA', '4b. 01.05.2029', '5. HARGR807148EJ9LK 01', '8. 12 ORCHARD CLOSE, BRISTOL BS6 7TY', '9. AM/A/B1/B/F/K/P/Q'];
const US = ['CALIFORNIA', 'DRIVER LICENSE', 'DL I1234568', 'EXP 08/31/2030', 'LN RIVERA', 'FN SOFIA', 'DOB 08/31/1992', 'CLASS C', 'ISS 09/06/2024'];
const PERMIT = ['RESIDENTS PARKING PERMIT', 'Zone: CT', 'Vehicle: WK19 XRT', 'Permit no: 00912', 'Expires: 07/01/2026'];
const VISA = ['VISA', 'Type of visa C', 'Issued in LONDON on 18-04-2025', 'From 01-06-2025 Until 30-08-2025'];

describe('field codes read as the fields they name', () => {
  it('names a licence\'s numbered fields, the code kept', () => {
    const named = namedFields(UK);
    expect(named).toContain('4b. (date of expiry) 01.05.2029');
    expect(named).toContain('4a. (date of issue) 02.05.2019 4c. (issued by) DVLA');
    expect(named).toContain('5. (licence number) HARGR807148EJ9LK 01');
  });

  it('names a card\'s cut labels before a value', () => {
    expect(namedFields(US)).toEqual(expect.arrayContaining(['EXP (expires) 08/31/2030', 'ISS (issued) 09/06/2024', 'DOB (date of birth) 08/31/1992']));
  });

  it('leaves numbered lines alone on a document that is no licence', () => {
    const recipe = ['PANCAKES', '1. Whisk 2 eggs', '2. Add 300ml milk', '4a. Rest 30 min'];
    expect(namedFields(recipe)).toEqual(recipe);
    expect(namedFields(['EXPLORE MORE', 'Flat 3 Orchard Close'])).toEqual(['EXPLORE MORE', 'Flat 3 Orchard Close']);
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-official-licence');
    engine = await engineOver(base, [
      memoryRow('licence.jpg', '2025-03-10T10:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: UK.join('\n') }),
      memoryRow('us-licence.jpg', '2025-02-14T10:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: US.join('\n') }),
      memoryRow('permit.jpg', '2025-01-08T09:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: PERMIT.join('\n') }),
      memoryRow('visa.jpg', '2025-04-20T14:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: VISA.join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = (question: string) => engine.ask({ question, now: '2025-10-01T09:00:00Z', noLlm: true });

  it('answers a licence\'s expiry, issue and number from its numbered fields', async () => {
    expect((await ask("When does Emily's driving licence expire?")).answer).toMatch(/^May 1, 2029 \(4b\. \(date of expiry\) 01\.05\.2029\)/);
    expect((await ask("When was Emily's licence issued?")).answer).toMatch(/May 2, 2019/);
    expect((await ask("What is Emily's licence number?")).answer).toMatch(/^HARGR807148EJ9LK/);
  });

  it('answers a card\'s expiry and issue from its cut labels', async () => {
    expect((await ask("When does Sofia's driver's license expire?")).answer).toMatch(/^Aug 31, 2030/);
    expect((await ask("When was Sofia's license issued?")).answer).toMatch(/Sep 6, 2024/);
  });
});
