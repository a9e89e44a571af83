/**
 * "What was the deposit for the flat": the value is printed beside the asked noun on the document about
 * the flat ("Tenancy deposit  £1,100.00", a label the noun ends, its amount beside it without a colon),
 * not beside a bare "Deposit" on a bike hire receipt that says nothing of a flat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
const bikeHire = () => doc('bikehire.jpg', '2025-05-02T10:00:00', ['CITY BIKE HIRE', 'Hybrid bike - full day  £25.00', 'Deposit  £50.00 (refundable)', 'Return by 18:00']);
const cafe = () => doc('cafe.jpg', '2025-07-20T11:00:00', ['THE BEAN HOUSE', 'Flat white  3.20', 'Croissant  2.80', 'TOTAL  6.00']);

describe('a value beside the asked label, on the memory about the question', () => {
  let agreement: Engine;
  let letter: Engine;
  beforeAll(async () => {
    agreement = await engineOver(await tempDir('label-only-agreement'), [
      doc('tenancy.jpg', '2025-01-10T11:00:00', ['TENANCY AGREEMENT', 'Flat 3, 12 Mill Road', 'Monthly rent  £950.00', 'Tenancy deposit  £1,100.00', 'Start date 1 February 2025']),
      bikeHire(), cafe(),
    ]);
    letter = await engineOver(await tempDir('label-only-letter'), [
      doc('letter.jpg', '2025-01-20T11:00:00', ['Dear Ms Lane,', 'Re: Flat 7, 3 Quay Street', 'Thank you for your application.', 'A deposit of £900.00 is payable before you move in.']),
      bikeHire(), cafe(),
    ]);
  }, 120_000);
  afterAll(async () => {
    await agreement?.close();
    await letter?.close();
  });
  const ask = async (on: Engine, question: string) => (await on.ask({ question, now: '2025-09-01T09:00:00Z', noLlm: true })).answer;

  it('reads an amount beside a longer label the asked noun ends', async () => {
    expect(await ask(agreement, 'What was the deposit for the flat?')).toMatch(/^£1,100\.00 — /);
  });

  it('does not read the label off a match about something else', async () => {
    expect(await ask(letter, 'What was the deposit for the flat?')).not.toMatch(/£50\.00/);
    expect(await ask(letter, 'What was the deposit for the flat?')).toMatch(/£900\.00/);
  });

  it('still reads the bike hire\'s deposit when asked of it', async () => {
    expect(await ask(agreement, 'What was the deposit for the bike hire?')).toMatch(/^£50\.00/);
  });
});
