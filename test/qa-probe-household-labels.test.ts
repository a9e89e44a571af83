/**
 * Household labels and screens, made up in the layouts people photograph them in: a renewal notice in
 * capitals with each label over its amount, a supplier's app listing "Last reading" under each fuel, a
 * router screen with its label alone over the network name, a rating plate's "S/N", a passport's label
 * printed again in French.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledBy } from '../electron/engine/qa/labelled-value';
import { joinStacked } from '../electron/engine/qa/stacked';
import { identifier } from '../electron/engine/qa/identifier';
import { labelledAmount } from '../electron/engine/qa/number';
import type { TextLine } from '../electron/engine/qa/text-lines';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const lines = (texts: string[]): TextLine[] => texts.map((text) => ({ text, height: null }));
const RENEWAL = ['HOME INSURANCE RENEWAL NOTICE', 'POLICY NO.', 'HH-2299-1182', 'RENEWAL DATE', '01/02/2025', 'EXCESS', '£100', 'PREMIUM', '£189.00'];
const METERS = ['Submit a meter reading', 'Electricity', 'Last reading', '046213', 'Read on 31 Oct 2025', 'Gas', 'Last reading', '12045', 'Read on 31 Oct 2025'];
const ROUTER = ['Hub Manager', 'Wireless settings', 'Network name (SSID)', 'HomeNet-5G', 'Password', 'plum-river-72', 'Channel', '36'];
const PLATE = ['Serie 6', 'Model: WGG24409GB', 'E-Nr: WGG24409GB/01', 'S/N 512070123456789012', '220-240V 50Hz 2300W'];
const PASSPORT = ['PASSPORT', 'Type/Type P  Code/Code GBR', 'Passport No./No. du passeport 548912376', 'Surname/Nom (1) COLLINS'];

describe('a label over its value', () => {
  it('joins a label over an amount with its currency sign, as over a bare figure', () => {
    expect(joinStacked(RENEWAL)).toContain('EXCESS: £100');
    expect(joinStacked(RENEWAL)).toContain('PREMIUM: £189.00');
  });

  it('reads of labels printed alike the one under the heading the question names', () => {
    expect(labelledBy(lines(METERS), 'reading', 'What was the last gas meter reading?')?.value).toBe('12045');
    expect(labelledBy(lines(METERS), 'reading', 'What was my last electricity reading?')?.value).toBe('046213');
    expect(labelledBy(lines(METERS), 'reading', 'What was the last reading?')).toBeNull();
  });

  it('reads a longer label alone on its line over a value with a figure, when the question names it', () => {
    expect(labelledBy(lines(ROUTER), 'name', 'What is the router network name?')?.value).toBe('HomeNet-5G');
    // A heading that ends in the asked noun is no label of the name under it.
    expect(labelledBy(lines(['CITY BOOKS', 'BURNSIDE', 'Receipt 0042']), 'book', 'Which book did I buy?')).toBeNull();
  });
});

describe('a part of a bill asked in British spelling', () => {
  it('reads "instalment" as WordNet\'s payment "installment"', () => {
    const bill = ['COUNCIL TAX DEMAND NOTICE', 'Band D', 'Amount payable £1,733.56', '10 monthly instalments of £173.36'];
    expect(labelledAmount(lines(bill), 'How much is each council tax instalment?')?.value).toBe('£173.36');
  });
});

describe('identifiers by the labels documents print', () => {
  it('reads "S/N" as the serial number', () => {
    expect(identifier(lines(PLATE), 'serial number', false, true, "What's the serial number of the washing machine?")?.value).toBe('512070123456789012');
  });

  it('reads past a label printed again in a second language', () => {
    expect(identifier(lines(PASSPORT), 'passport number', false, true, "What's my passport number?")?.value).toBe('548912376');
  });
});

describe('household labels in a library', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-household-labels');
    const row = (name: string, local: string, kind: 'photo' | 'screenshot', text: string[]) => memoryRow(name, local, HOME, { kind, has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(base, [
      row('renewal.jpg', '2025-01-05T19:00:00', 'photo', RENEWAL),
      row('car.jpg', '2025-06-20T19:00:00', 'photo', ['Your car insurance renewal', 'Policy number: MOT/45512890', 'Compulsory excess £250', 'Annual premium £612.40']),
      row('meters.png', '2025-10-31T20:15:00', 'screenshot', METERS),
      row('router.png', '2025-02-02T21:00:00', 'screenshot', ROUTER),
      row('vet.jpg', '2025-03-14T10:20:00', 'photo', ["Pet's name: Biscuit", 'Breed: Cocker Spaniel']),
      row('plate.jpg', '2023-04-11T14:00:00', 'photo', ['WASHING MACHINE', ...PLATE]),
      row('passport.jpg', '2024-06-01T12:00:00', 'photo', PASSPORT),
      row('card.jpg', '2024-06-01T12:02:00', 'photo', ['PASSPORT CARD', 'Surname MURPHY', 'Card No PC1234567']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = (question: string) => engine.ask({ question, now: '2025-11-05T09:00:00Z', noLlm: true });

  it('reads the excess under its label, not the premium under the next', async () => {
    expect((await ask('What is the home insurance excess?')).answer).toMatch(/^£100 /);
  });

  it('reads the gas reading and the network name', async () => {
    expect((await ask('What was the last gas meter reading?')).answer).toMatch(/12045/);
    expect((await ask('What is the router network name?')).answer).toMatch(/^HomeNet-5G /);
  });

  it('reads the serial and the passport number', async () => {
    expect((await ask("What's the serial number of the washing machine?")).answer).toMatch(/^512070123456789012 /);
    expect((await ask("What's my passport number?")).answer).toMatch(/^548912376 /);
  });
});
