/**
 * Moving-house forms and insurance cards, made up in the layouts people photograph them in: an
 * inventory's keys counted by kind after one label, a tenancy's "Tenant(s):", a certificate's "Insured
 * persons:", an app's card with a wide gap between label and value, a council bill's discount and a
 * removal quote's deposit as shares, a check-out report's deductions, a rent going up; and questions
 * typed on a phone without the apostrophe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { countsByKind } from '../electron/engine/qa/kind-counts';
import { labelledBy } from '../electron/engine/qa/labelled-value';
import { labelledRole } from '../electron/engine/qa/role-line';
import { asksChange, labelledAmount } from '../electron/engine/qa/number';
import { plainQuestion } from '../electron/engine/qa/preamble';
import type { TextLine } from '../electron/engine/qa/text-lines';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const lines = (texts: string[]): TextLine[] => texts.map((text) => ({ text, height: null }));
const HOME = { lat: 51.4545, lon: -2.5879 };

const TENANCY = ['ASSURED SHORTHOLD TENANCY AGREEMENT', 'This agreement is made on 20 August 2025', 'Landlord: Mr Graham Whitcombe', 'Tenant(s): Alex Rivera and Sam Patel', 'Rent: £1,150.00 per calendar month', 'Deposit: £1,326.00'];
const INVENTORY = ['INVENTORY & SCHEDULE OF CONDITION', 'Room: Living Room', 'Smoke alarm       Working', 'Keys issued: 2 front door, 1 window, 1 bike store'];
const TRAVEL = ['CERTIFICATE OF INSURANCE', 'Annual Multi-Trip Travel Insurance', 'Insured persons: Alex Rivera, Sam Patel', 'Policy Number TRV/8832/441', 'Baggage £1,500'];
const PET = ['Your pet policy', 'Pet name  Biscuit', 'Breed  Cocker Spaniel', 'Policy no.  PS-0093312', 'Fixed excess  £99', 'Monthly premium  £24.17'];
const COUNCIL = ['COUNCIL TAX BILL 2026/27', 'Valuation band: B', 'Annual charge £1,842.36', 'Less single person discount 25%', 'Amount payable £1,381.77'];
const QUOTE = ['QUOTATION', 'Quote no. Q-10482', 'Moving date: Sat 30 August 2025', 'Packing service                 £120.00', 'Removal                         £385.00', 'Total (inc VAT)                 £505.00', 'Deposit required 20% to secure date'];
const CHECKOUT = ['CHECK-OUT REPORT', 'Deductions from deposit', 'Cleaning oven  £60.00', 'Replace lost key  £25.00', 'Total deductions  £85.00', 'Deposit returned  £815.00'];
const NOTICE = ['NOTICE OF RENT INCREASE', 'The new rent will be £1,210 per month', 'starting on 1 September 2026'];
const ROUTER = ['Hub 4', 'Network name', 'HUB4-7K2P', 'Wireless password', 'xR4m-Tq9v-2Lpd', 'Hub admin password', '6WQ3ZP8N'];

describe('readers of renting forms', () => {
  it('adds up the counts of each kind after one label, or takes the kind asked', () => {
    expect(countsByKind('2 front door, 1 window, 1 bike store', 'How many keys were issued?')).toBe(4);
    expect(countsByKind('2 front door, 1 window, 1 bike store', 'How many window keys did we get?')).toBe(1);
    expect(countsByKind('1 cabin and 2 hold', 'How many bags?')).toBe(3);
    expect(countsByKind('2 keys', 'How many keys?')).toBeNull();
    expect(countsByKind('3 nights from 12 May', 'How many nights?')).toBeNull();
  });

  it('reads a role under a plural\'s "(s)" and a kind of person qualified by the asked word', () => {
    expect(labelledRole(lines(TENANCY), lines(TENANCY), new Set(['tenant']), 'Who are the tenants?')?.value).toBe('Alex Rivera and Sam Patel');
    expect(labelledRole(lines(TRAVEL), lines(TRAVEL), new Set(['insured', 'insure', 'travel', 'policy']), 'Who is insured on the travel policy?')?.value).toBe('Alex Rivera, Sam Patel');
    expect(labelledRole(lines(TRAVEL), lines(TRAVEL), new Set(['travel', 'policy']), 'Who is on the travel policy?')).toBeNull();
  });

  it('reads a value set apart from its label by a wide gap, one field only', () => {
    expect(labelledBy(lines(PET), 'breed', 'What breed is Biscuit?')?.value).toBe('Cocker Spaniel');
    expect(labelledBy(lines(['Item              Condition      Notes']), 'item', 'What item is it?')).toBeNull();
  });

  it('answers a part given as a share, a part named by what it was for, and a rise', () => {
    expect(labelledAmount(lines(COUNCIL), 'How much is the single person discount?')?.value).toBe('25%');
    expect(labelledAmount(lines(QUOTE), 'How much deposit do the removers need?')?.value).toBe('20%');
    expect(labelledAmount(lines(CHECKOUT), 'How much did they take off for cleaning the oven?')?.value).toBe('£60.00');
    expect(labelledAmount(lines(QUOTE), 'How much was the packing service?')?.value).toBe('£120.00');
    expect(asksChange('How much is the rent going up by?')).toBe(true);
    expect(asksChange('How much is the rent?')).toBe(false);
  });

  it('reads "whats" typed without its apostrophe as "what\'s"', () => {
    expect(plainQuestion('whats the wifi code')).toBe("what's the wifi code");
    expect(plainQuestion('wheres the storage unit')).toBe("where's the storage unit");
    expect(plainQuestion('What is this?')).toBe('What is this?');
  });
});

describe('renting forms in one library', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-renting-forms');
    const row = (name: string, at: string, text: string[], kind: 'photo' | 'screenshot' = 'photo') => memoryRow(name, at, HOME, { kind, has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(base, [
      row('tenancy.jpg', '2025-08-20T14:10:00', TENANCY),
      row('inventory.jpg', '2025-09-01T11:20:00', INVENTORY),
      row('travel.jpg', '2026-01-20T18:00:00', TRAVEL),
      row('pet.png', '2025-11-14T13:20:00', PET, 'screenshot'),
      row('council.jpg', '2026-03-10T09:05:00', COUNCIL),
      row('quote.jpg', '2025-08-18T15:30:00', QUOTE),
      row('checkout.jpg', '2025-08-31T10:00:00', CHECKOUT),
      row('notice.jpg', '2026-06-15T10:00:00', NOTICE),
      row('router.jpg', '2025-09-04T19:15:00', ROUTER),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = async (question: string) => (await engine.ask({ question, now: '2026-08-20T09:00:00Z', noLlm: true })).answer;

  it('counts the keys of every kind and names the tenants and the insured', async () => {
    expect(await ask('How many keys were issued?')).toMatch(/^4 keys —/);
    expect(await ask('Who are the tenants?')).toMatch(/^Alex Rivera and Sam Patel —/);
    expect(await ask('Who is insured on the travel policy?')).toMatch(/^Alex Rivera, Sam Patel —/);
    expect(await ask('What breed is Biscuit?')).toMatch(/^Cocker Spaniel —/);
  });

  it('answers shares, a deduction and a rise', async () => {
    expect(await ask('How much is the single person discount?')).toMatch(/^25% —/);
    expect(await ask('How much did they take off for cleaning the oven?')).toMatch(/^£60\.00 —/);
    expect(await ask('How much is the rent going up by?')).toMatch(/^£60\.00 more —/);
  });

  it('answers a code asked without the apostrophe', async () => {
    expect(await ask('whats the wifi password')).toMatch(/^xR4m-Tq9v-2Lpd —/);
  });
});
