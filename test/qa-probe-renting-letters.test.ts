/**
 * Renting, moving and insurance papers, made up in the layouts people photograph or screenshot them
 * in: a letting agent's email naming the property manager and their direct line, a landlord's text
 * about the plumber, a travel certificate's emergency line, an inventory's meter readings under one
 * heading, a tariff in pence, a schedule of cover by section, a rent increase notice in the future.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { labelledBy } from '../electron/engine/qa/labelled-value';
import { labelledAmount, moneyIn } from '../electron/engine/qa/number';
import { asksPhone, phoneNumber } from '../electron/engine/qa/phone';
import type { TextLine } from '../electron/engine/qa/text-lines';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const lines = (texts: string[]): TextLine[] => texts.map((text) => ({ text, height: null }));
const HOME = { lat: 51.4545, lon: -2.5879 };

const AGENT = ['From: lettings@example.co.uk', 'Subject: Move-in day - Flat 3, 27 Hill Street', 'Hi Alex,', 'Your key collection is booked for Monday 1 September at 10:30am.', 'Your property manager is Priya Shah, direct line 0117 496 0321.', 'Kind regards,'];
const TEXT = ['Graham (Landlord)', 'Hi Alex, the plumber will come to fix the boiler on Wednesday between 2 and 4pm', 'His name is Dave, mobile 07700 900461', 'Thanks Graham!'];
const TRAVEL = ['CERTIFICATE OF INSURANCE', 'Annual Multi-Trip Travel Insurance', 'Policy Number TRV/8832/441', 'Medical expenses £10,000,000', 'Cancellation £3,000', 'Baggage £1,500', 'Excess per claim £75', '24hr Emergency Assistance +44 203 123 4567'];
const INVENTORY = ['INVENTORY & SCHEDULE OF CONDITION', 'Room: Living Room', 'Carpet            Good', 'Meter readings at check-in', 'Electricity: 04582', 'Gas: 01937', 'Water: 00312', 'Keys issued: 2 front door, 1 window'];
const TARIFF = ['Welcome to your new energy supplier', 'Supply start date: 18 September 2025', 'Electricity unit rate 24.50p per kWh', 'Standing charge 53.35p per day', 'Estimated monthly direct debit: £96'];
const STORAGE = ['SELF STORAGE', 'Unit: B-214', 'Size: 35 sq ft', 'Access code: 4417#', 'Weekly rate £18.50', 'TOTAL PAID  £86.00'];
const COUNCIL = ['COUNCIL TAX BILL 2026/27', 'Account number 40718823', 'Valuation band: B', 'Amount payable £1,381.77'];
const NOTICE = ['NOTICE OF RENT INCREASE', 'The new rent will be £1,210 per month', 'starting on 1 September 2026', 'Current rent £1,150'];
const CLAIM = ['Subject: Your claim has been registered', 'Claim reference: CLM-2026-004417', 'Your excess of £100 will be deducted from any settlement.', 'Your claims handler is Tom Beckett.', 'We aim to contact you within 5 working days.'];

describe('a telephone number asked for', () => {
  it('knows a number to ring by its kind, a verb of calling, or its owner being a person', () => {
    expect(asksPhone("What is the property manager's phone number?")).toBe(true);
    expect(asksPhone('What number do I call for travel insurance emergencies?')).toBe(true);
    expect(asksPhone("What is the plumber's number?")).toBe(true);
    expect(asksPhone('What is the travel insurance emergency number?')).toBe(true);
    expect(asksPhone('What is my council tax account number?')).toBe(false);
    expect(asksPhone("What's my policy number?")).toBe(false);
  });

  it('reads it inside a sentence, after the word that says it is one or beside the asked words', () => {
    expect(phoneNumber(lines(AGENT), "What is the property manager's phone number?")?.value).toBe('0117 496 0321');
    expect(phoneNumber(lines(TEXT), "What is the plumber's number?")?.value).toBe('07700 900461');
    expect(phoneNumber(lines(TRAVEL), 'What number do I call for travel insurance emergencies?')?.value).toBe('+44 203 123 4567');
  });

  it('takes no account number, date or policy code for one', () => {
    expect(phoneNumber(lines(COUNCIL), "What is the plumber's number?")).toBeNull();
    expect(phoneNumber(lines(['Valid from 20/01/2026 until 19/01/2027', 'Policy Number TRV/8832/441']), 'What is the emergency number?')).toBeNull();
  });
});

describe('values under a heading, in pence, and by section', () => {
  it('reads the row a heading over labelled rows names by the question\'s other word', () => {
    expect(labelledBy(lines(INVENTORY), 'reading', 'What is the gas meter reading at check-in?')?.value).toBe('01937');
    expect(labelledBy(lines(INVENTORY), 'reading', 'What was the electricity meter reading when I moved in?')?.value).toBe('04582');
    expect(labelledBy(lines(INVENTORY), 'reading', 'What is the meter reading?')).toBeNull();
  });

  it('reads pence as money, and no screen resolution', () => {
    expect(moneyIn('Electricity unit rate 24.50p per kWh').map((m) => m.printed)).toEqual(['24.50p']);
    expect(moneyIn('Chocolate bar 99p')[0]?.value).toBeCloseTo(0.99);
    expect(moneyIn('Webcam 1080p and 720p')).toEqual([]);
  });

  it('reads a section of cover by its own name when the schedule never prints "cover"', () => {
    expect(labelledAmount(lines(TRAVEL), 'How much baggage cover do I have on my travel insurance?')?.value).toBe('£1,500');
    expect(labelledAmount(lines(TRAVEL), 'How much is cancellation cover on the travel insurance?')?.value).toBe('£3,000');
  });

  it('asks "what will X be" as "what is X"', () => {
    expect(answerTypeOf('What will my new rent be?', null)).toEqual(answerTypeOf('What is my new rent?', null));
    expect(answerTypeOf('What will the rent be from September?', null).kind).toBe('number');
  });
});

describe('renting and insurance papers in one library', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-renting-letters');
    const row = (name: string, at: string, text: string[], kind: 'photo' | 'screenshot' = 'photo') => memoryRow(name, at, HOME, { kind, has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(base, [
      row('agent.png', '2025-08-28T17:02:00', AGENT, 'screenshot'),
      row('landlord.png', '2025-10-20T20:12:00', TEXT, 'screenshot'),
      row('travel.jpg', '2026-01-20T18:00:00', TRAVEL),
      row('inventory.jpg', '2025-09-01T11:20:00', INVENTORY),
      row('tariff.png', '2025-09-03T08:40:00', TARIFF, 'screenshot'),
      row('storage.jpg', '2025-08-29T17:40:00', STORAGE),
      row('council.jpg', '2026-03-10T09:05:00', COUNCIL),
      row('notice.jpg', '2026-06-15T10:00:00', NOTICE),
      row('claim.png', '2026-02-03T11:45:00', CLAIM, 'screenshot'),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = async (question: string) => (await engine.ask({ question, now: '2026-08-20T09:00:00Z', noLlm: true })).answer;

  it('answers a number to ring, not an account number', async () => {
    expect(await ask("What is the plumber's number?")).toMatch(/^07700 900461 —/);
    expect(await ask("What is the property manager's phone number?")).toMatch(/^0117 496 0321 —/);
    expect(await ask('What is the travel insurance emergency number?')).toMatch(/^\+44 203 123 4567 —/);
  });

  it('answers who holds a role a letter names in a sentence, whole', async () => {
    expect(await ask('Who is our property manager?')).toMatch(/^Priya Shah —/);
    expect(await ask('Who is handling my insurance claim?')).toMatch(/^Tom Beckett —/);
  });

  it('answers a reading, a rate in pence, a section of cover and a future rent', async () => {
    expect(await ask('What is the gas meter reading at check-in?')).toMatch(/^01937 —/);
    expect(await ask('What is the electricity unit rate?')).toMatch(/^24\.50p/);
    expect(await ask('How much baggage cover do I have on my travel insurance?')).toMatch(/^£1,500 —/);
    expect(await ask('What will my new rent be?')).toMatch(/^£1,210 —/);
  });
});
