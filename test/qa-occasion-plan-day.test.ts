/**
 * "Which restaurant did we go to for our anniversary": a bill that only prints the kind's word
 * ("Restaurant & Bar", another month's lunch) is about none of the question; the calendar is about the
 * anniversary and prints its day, and the bill taken that day (or later the day the plan was looked
 * at) is the occasion's, whose title names the restaurant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const AWAY = { lat: 50.7184, lon: -3.5339 };
const doc = (name: string, at: string, text: string[], where: { lat: number; lon: number } | null = HOME) => memoryRow(name, at, where, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
const bills = [
  doc('bill.jpg', '2025-06-14T22:05:00', ['BELLA VISTA', 'Trattoria Italiana', 'Table 6  Covers 2', 'Burrata  9.50', 'Lasagne  16.00', 'Tiramisu  7.00', 'TOTAL  32.50']),
  doc('lunch.jpg', '2025-05-03T13:00:00', ['THE OLD MILL', 'Restaurant & Bar', 'Fish & chips  14.00', 'TOTAL  14.00']),
  doc('shop.jpg', '2025-07-20T18:00:00', ['QUICKMART', 'Crisps  1.20', 'Water  0.90', 'TOTAL  2.10'], AWAY),
];

describe('the restaurant of an occasion a plan dates', () => {
  let engine: Engine;
  let sameDay: Engine;
  let stays: Engine;
  beforeAll(async () => {
    // Two stays: the town's hotel sign and its key card taken the same day, months before the resort
    // asked about. The sign prints no day: it is no plan, and the key card later that day no occasion of it.
    stays = await engineOver(await tempDir('occasion-plan-stays'), [
      doc('sign.jpg', '2024-05-11T15:00:00', ['HARBOUR HOTEL', 'SEAFRONT RESORT'], AWAY),
      doc('keycard.jpg', '2024-05-11T15:20:00', ['HARBOUR HOTEL', 'ROOM 1412', 'WELCOME'], AWAY),
      doc('resort.jpg', '2024-08-19T16:00:00', ['CLIFFTOP BEACH RESORT', 'DEVON COAST'], HOME),
    ]);
    engine = await engineOver(await tempDir('occasion-plan-day'), [
      doc('calendar.png', '2025-06-10T09:00:00', ['June 2025', 'Sat 14 June', 'Anniversary dinner 19:30', 'Gym 10:00'], null),
      ...bills,
    ]);
    sameDay = await engineOver(await tempDir('occasion-plan-same-day'), [
      doc('calendar.png', '2025-06-14T09:00:00', ['Saturday 14 June', 'Anniversary dinner 19:30', 'Gym 10:00'], null),
      ...bills.map((row) => ({ ...row })),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
    await sameDay?.close();
    await stays?.close();
  });
  const ask = async (on: Engine, question: string) => (await on.ask({ question, now: '2025-09-01T09:00:00Z', noLlm: true })).answer;

  it('reads the bill taken on the day the plan prints, not a bill that only says "restaurant"', async () => {
    expect(await ask(engine, 'Which restaurant did we go to for our anniversary?')).toMatch(/^BELLA VISTA — /);
  });

  it('reads the bill taken later the day the plan was looked at, not the plan\'s date line', async () => {
    expect(await ask(sameDay, 'Which restaurant did we go to for our anniversary?')).toMatch(/^BELLA VISTA — /);
  });

  it('takes no sign of the asked kind for a plan, nor what was taken later that day for its occasion', async () => {
    expect(await ask(stays, 'What hotel did I stay at on the Devon coast?')).toMatch(/^CLIFFTOP BEACH RESORT/);
  });

  it('still names the restaurant a plain question matches', async () => {
    expect(await ask(engine, 'Which restaurant did we have fish and chips at?')).toMatch(/^(THE OLD MILL|Restaurant & Bar)/);
  });
});
