/**
 * A form prints a label's capitals beside its words ("Unique Taxpayer Reference (UTR) 12345 67890",
 * "E VIN/Chassis WF0D…"), and people ask by the capitals: "what's my UTR", "what's the car's VIN".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledBy } from '../electron/engine/qa/labelled-value';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const TAX = ['HM Revenue & Customs', 'Self Assessment Statement', 'Unique Taxpayer Reference (UTR) 12345 67890', 'Statement date 10 July 2025', 'Total amount due £1,926.90', 'Pay by 31 January 2026'];
const LOGBOOK = ['VEHICLE REGISTRATION CERTIFICATE', 'A Registration number WK19 XRT', 'D.1 Make FORD', 'E VIN/Chassis WF0DXXGAKDKR12345', 'R Colour BLUE'];
const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));

describe('a label asked by its capitals', () => {
  it('reads the value after the capitals in brackets or before a slash', () => {
    expect(labelledBy(lines(TAX), 'utr', 'what is my UTR')?.value).toBe('12345 67890');
    expect(labelledBy(lines(LOGBOOK), 'vin', 'what is the VIN of the car')?.value).toBe('WF0DXXGAKDKR12345');
  });

  it('leaves capitals inside words and values without a figure alone', () => {
    expect(labelledBy(lines(['CONVINCE ME 42']), 'vin', 'what is the vin')).toBeNull();
    expect(labelledBy(lines(['Registered keeper (RK) EMILY HARGREAVES']), 'rk', 'who is the RK')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-official-acronyms');
    engine = await engineOver(base, [
      memoryRow('tax.jpg', '2025-07-14T18:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: TAX.join('\n') }),
      memoryRow('logbook.jpg', '2024-05-05T12:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: LOGBOOK.join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the code, not the document\'s heading', async () => {
    expect((await engine.ask({ question: 'What is my UTR?', now: '2025-10-01T09:00:00Z', noLlm: true })).answer).toMatch(/^12345 67890/);
    expect((await engine.ask({ question: "What's the VIN of the car?", now: '2025-10-01T09:00:00Z', noLlm: true })).answer).toMatch(/^WF0DXXGAKDKR12345/);
  });
});
