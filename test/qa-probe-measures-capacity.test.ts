/**
 * "How many does the cake serve", "how many people does the room hold", "how many tasks have I
 * completed": the figure printed under the asked verb ("Serves 8", "Completed: 2"), or a room's
 * capacity for a verb of having room, not a count of the photos.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { printedByVerb } from '../electron/engine/qa/verb-label';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const ROOM = ['Book a room', 'Oak Room', 'Level 3, East wing', 'Capacity', '8', 'Tue 14 May 2024', '10:00 – 11:00', 'Confirm booking'];
const CAKE = ['LEMON DRIZZLE CAKE', 'Serves 8  |  Prep 20 mins  |  Cook 45 mins', '225g unsalted butter', '4 eggs'];
const TODO = ['Today', '6 tasks', 'Call the plumber', 'Renew car tax', 'Buy birthday card', 'Completed: 2'];
const COTTAGE = ['Hillside Cottage', 'Sleeps 6', '3 bedrooms', 'Dogs welcome'];
const CLASS = ['Class booked', 'Spin 45', 'Spaces left: 4', 'Studio 2'];
const PACK = ['IBUPROFEN 200 mg TABLETS', 'Take 1-2 tablets', 'up to 3 times a day'];

describe('a figure printed under the asked verb', () => {
  it('reads the verb as the thing does it or as it was done, and a capacity for having room', () => {
    expect(printedByVerb(CAKE, 'How many does the lemon drizzle cake serve?')).toMatchObject({ value: '8' });
    expect(printedByVerb(TODO, 'How many tasks have I completed?')).toMatchObject({ value: '2' });
    expect(printedByVerb(COTTAGE, 'How many people does the cottage sleep?')).toMatchObject({ value: '6' });
    // A tile sets the label over its figure.
    expect(printedByVerb(ROOM, 'How many people does the Oak room hold?')).toMatchObject({ value: '8' });
    expect(printedByVerb(ROOM, 'How many people can the Oak room seat?')).toMatchObject({ value: '8' });
  });

  it('takes no noun of the subject for the verb, and no range', () => {
    expect(printedByVerb(CLASS, 'How many spaces were left in the spin class?')).toBeNull();
    expect(printedByVerb(PACK, 'How many ibuprofen can I take a day?')).toBeNull();
    expect(printedByVerb(['Take 1 to 2 tablets up to 3 times daily'], 'How many times a day can I take ibuprofen?')).toBeNull();
    expect(printedByVerb(CAKE, 'How many eggs does the cake need?')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-measures-capacity');
    const docs: Array<[string, string, 'photo' | 'screenshot', string[]]> = [
      ['room-booking.png', '2024-05-13T09:01:00', 'screenshot', ROOM],
      ['cake-recipe.jpg', '2024-01-20T15:00:00', 'photo', CAKE],
      ['todo.png', '2024-05-31T07:30:00', 'screenshot', TODO],
      ['class.png', '2024-05-25T07:55:00', 'screenshot', CLASS],
      ['other-room.png', '2024-05-20T08:40:00', 'screenshot', ['Room booking confirmed', 'BIRCH SUITE', 'Seats: 14', 'Wed 22 May']],
    ];
    engine = await engineOver(base, docs.map(([n, t, kind, lines]) => memoryRow(n, t, HOME, { kind, has_text: true, ocr_text: lines.join('\n') })));
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2024-06-01T12:00:00Z', noLlm: true })).answer;

  it('answers the printed figure, not one occasion', async () => {
    expect(await ask('How many people does the Oak room hold?')).toMatch(/^8 — Capacity: 8/);
    expect(await ask('How many does the lemon drizzle cake serve?')).toMatch(/^8 — Serves 8/);
    expect(await ask('How many tasks have I completed?')).toMatch(/^2 — Completed: 2/);
  });

  it('leaves the counted noun\'s own label to the reader of quantities', async () => {
    expect(await ask('How many spaces were left in the spin class?')).toMatch(/^4 spaces — /);
  });
});
