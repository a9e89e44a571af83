/**
 * Work admin probes: an out-of-office reply's day back, an expense claim's line for what was claimed,
 * and the owner a meeting's action list prints before each task.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { actionOwner } from '../electron/engine/qa/action-owner';
import { labelledAmount } from '../electron/engine/qa/number';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 52.2053, lon: 0.1218 };
const lines = (texts: string[]) => texts.map((text) => ({ text, height: null }));
const ACTIONS = ['RETRO - SPRINT 14', 'Actions', '- Priya: chase supplier contract', '- Ben: book team lunch', '- Olu: update onboarding docs', 'Next retro 2 Apr'];
const CLAIM = ['Expense claim EC-3381', 'Status: Submitted', 'Taxi  £18.40', 'Hotel (2 nights)  £196.00', 'Dinner with client  £64.25', 'Total claimed  £278.65'];
const AWAY = ['Automatic reply: Annual leave', 'Hi, I am away from 14 April with no access to email.', 'I will be returning on Tuesday 22 April 2025.', 'For anything urgent please contact the team inbox.'];

describe('the owner an action list prints before the task asked about', () => {
  it('names the owner of the task that says the question words', () => {
    expect(actionOwner(lines(ACTIONS), 'Who is booking the team lunch?')).toMatchObject({ value: 'Ben' });
    expect(actionOwner(lines(ACTIONS), 'Who is chasing the supplier contract?')).toMatchObject({ value: 'Priya' });
    expect(actionOwner(lines(['Tea rota', 'Mon - Alice', 'Kim - empty dishwasher', 'Raj - buy milk']), 'Who has to empty the dishwasher?')).toMatchObject({ value: 'Kim' });
  });

  it('leaves a lone label, and a task the question does not say, alone', () => {
    expect(actionOwner(lines(['Note: book early for the offsite']), 'Who is booking the offsite?')).toBeNull();
    expect(actionOwner(lines(ACTIONS), 'Who is running the retro?')).toBeNull();
  });
});

describe('an expense claim: the line for what was claimed', () => {
  it('reads the amount beside the thing claimed for, not the total', () => {
    expect(labelledAmount(lines(CLAIM), 'How much did I claim for the hotel?')).toMatchObject({ value: '£196.00' });
    expect(labelledAmount(lines(CLAIM), 'how much did we spend on the taxi')).toMatchObject({ value: '£18.40' });
  });
});

describe('asked of a library of work documents', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-education-admin');
    const doc = (name: string, at: string, kind: 'photo' | 'screenshot', text: string[]) => memoryRow(name, at, HOME, { kind, has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(base, [
      doc('board.jpg', '2025-03-19T15:30:00', 'photo', ACTIONS),
      doc('claim.png', '2025-03-28T17:00:00', 'screenshot', CLAIM),
      doc('ooo.png', '2025-04-11T16:45:00', 'screenshot', AWAY),
      doc('receipt.jpg', '2025-03-12T12:10:00', 'photo', ['NOODLE BAR', 'Ramen 11.50', 'TOTAL 11.50']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = (question: string) => engine.ask({ question, now: '2025-04-15T09:00:00Z', noLlm: true });

  it('answers when I am back by the day the reply says I return', async () => {
    expect((await ask('When am I back in the office?')).answer).toMatch(/^Apr 22, 2025 /);
  });

  it('answers who owns an action', async () => {
    expect((await ask('Who is chasing the supplier contract?')).answer).toMatch(/^Priya — /);
    expect((await ask('Who needs to update the onboarding docs?')).answer).toMatch(/^Olu — /);
  });

  it('answers what was claimed for one thing', async () => {
    expect((await ask('How much did I claim for the hotel?')).answer).toMatch(/^£196\.00 — /);
  });
});
