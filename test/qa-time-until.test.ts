/**
 * "How many days until my library books are due", "how long have I got to collect the parcel": asked
 * like a length, but the day a slip prints answers when, and the time from now to it what was asked,
 * as "how long ago" is the time since a day found; not the days between photos.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { UNTIL_ASKED, withElapsed } from '../electron/engine/qa/elapsed';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.8008, lon: -1.5491 };
const NOW = '2027-08-05T09:00:00Z';
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe('the time until a printed day', () => {
  it('reads "until" and "have I got to" as asking the time to a day', () => {
    for (const q of ['How many days until my library books are due?', 'How long until my dentist appointment?', 'How long have I got to collect my parcel?', 'How many weeks is it until the bill is due?', 'How many days are left until my flight?']) expect(UNTIL_ASKED.test(q), q).toBe(true);
    expect(UNTIL_ASKED.test('How long did I wait until the bus came?')).toBe(false);
    const now = Date.parse(NOW);
    expect(withElapsed('Aug 21, 2027 — slip', 'How many days until the books are due?', now)).toBe('Aug 21, 2027 (in 16 days) — slip');
    // A day gone is no time until.
    expect(withElapsed('Apr 24, 2027 — slip', 'How many days until the books are due?', now)).toBe('Apr 24, 2027 — slip');
  });

  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('time-until'), [
      doc('library-april.jpg', '2027-04-03T15:00:00', ['CENTRAL LIBRARY', 'Items borrowed: 2', 'The Hobbit', 'Return by: 24/04/2027', 'Renew online']),
      doc('library-july.jpg', '2027-07-31T15:00:00', ['CENTRAL LIBRARY', 'Items borrowed: 3', 'Dune', 'Return by: 21/08/2027', 'Renew online']),
      doc('parcel.jpg', '2027-08-02T12:00:00', ['POST OFFICE', 'Sorry we missed you', 'Collect by 09/08/2027', 'Bring photo ID']),
      doc('receipt.jpg', '2027-08-03T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'TOTAL  1.20']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: NOW, noLlm: true })).answer;

  it('answers the day and the time to it, from the slip still running', async () => {
    expect(await ask('How many days until my library books are due?')).toMatch(/^Aug 21, 2027 .*\(in 16 days\)/);
    expect(await ask('How long have I got to collect my parcel?')).toMatch(/^Aug 9, 2027 .*\(in 4 days\)/);
  });
});
