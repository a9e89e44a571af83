/**
 * A change asked of a figure the library holds once: one tenancy statement, one blood test. The answer
 * is that figure and that there is nothing to compare it with — not the figure passed off as the
 * change ("£995.00" for "how much has my rent gone up"), nor a yes because the statement matched. A
 * letter that states the change itself still answers, and a café's total is no electricity bill; a
 * figure not found at all has not gone up, nor not: the answer cannot tell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const NOW = '2025-11-01T09:00:00Z';
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe('a change asked of a figure found once', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-change-once'), [
      doc('rent.jpg', '2025-05-01T10:00:00', ['TENANCY STATEMENT', 'Monthly rent £995.00', 'Deposit held £1,100.00']),
      doc('lab.jpg', '2025-03-10T11:00:00', ['CITY PATHOLOGY LAB', 'Collected: 08/03/2025', 'TOTAL CHOLESTEROL  212  mg/dL  (<190)', 'HDL CHOLESTEROL  50  mg/dL  (>40)']),
      doc('letter.jpg', '2025-02-02T10:00:00', ['WESTSIDE BROADBAND', 'Dear customer,', 'From 1 April your monthly broadband price will increase by £3.50', 'to £32.50 a month.']),
      doc('cafe.jpg', '2025-06-10T10:00:00', ['CORNER CAFE', 'Flat white 3.20', 'Croissant 2.40', 'TOTAL 5.60']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: NOW, noLlm: true })).answer;

  it('says the figure was found once, with nothing to compare it with', async () => {
    expect(await ask('How much has my rent gone up?')).toMatch(/^I found it only once: Monthly rent £995\.00 \(May 1, 2025.*nothing earlier or later to compare it with/);
    expect(await ask('Did my rent go up?')).toMatch(/^Can't tell — I found it only once: Monthly rent £995\.00/);
    expect(await ask('Is my rent more than it was last year?')).toMatch(/^Can't tell — I found it only once: Monthly rent £995\.00/);
    expect(await ask('Did my cholesterol come down?')).toMatch(/^Can't tell — I found it only once: TOTAL CHOLESTEROL\s+212/);
  });

  it('still reads a change a letter states, and finds no electricity bill in a café total', async () => {
    expect(await ask('Did my broadband go up?')).toMatch(/^Yes/);
    expect(await ask('Did my electricity bill go up?')).not.toMatch(/found it only once/);
  });

  it('says neither yes nor no of a figure it cannot find', async () => {
    expect(await ask('Did my electricity bill go up?')).toMatch(/^Can't tell — I couldn't find that/);
    expect(await ask('Did my salary go up?')).toMatch(/^Can't tell — I couldn't find that/);
    // A thing done is still answered no when nothing shows it.
    expect(await ask('Did I buy a television?')).toMatch(/^No — /);
  });
});
