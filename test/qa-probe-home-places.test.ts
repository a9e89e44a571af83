/**
 * Where a document says to go, made up: a car-hire agreement's "Meeting point:", a parcel app's "Pickup
 * point:" — the place printed under a label in the question's words, not where the photo was taken nor
 * the document's title.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledPlace } from '../electron/engine/qa/place-label';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const HIRE = ['Rental Agreement RA-7730215', 'Pick-up: 01 Mar 2026 10:00', 'Return: 07 Mar 2026 10:00', 'Meeting point: Arrivals hall, desk 14, Terminal 3', 'Reg: 4821 LKM', 'Excess: €1,100'];
const PARCEL = ['Your parcel is ready to collect', 'Tracking number: JD0002241234567890', 'Pickup point: Parcel locker, Station Road car park', 'Locker code: 482913', 'Collect by 23 March'];
const PARKING = ['Parking receipt', 'Location: Riverside Multi-Storey', 'Zone: 8830', 'Bay: 217', 'Level: 2'];

describe('a place printed under a label in the question\'s words', () => {
  it('reads the value of a label ending in a word for a location', () => {
    expect(labelledPlace(HIRE, 'Where is the car hire meeting point?')?.value).toBe('Arrivals hall, desk 14, Terminal 3');
    // "Pick up" is printed closed up as the label's noun.
    expect(labelledPlace(PARCEL, 'Where do I pick up my parcel?')?.value).toBe('Parcel locker, Station Road car park');
  });

  it('leaves a label that is no place, or that names no word of the question', () => {
    // "Pick-up: 01 Mar" is when, not where.
    expect(labelledPlace(HIRE, 'Where do I pick up the hire car?')).toBeNull();
    expect(labelledPlace(PARKING, 'Where did I park last time?')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-home-places');
    engine = await engineOver(base, [
      // A paper agreement photographed at home: the photo's place is not the meeting point.
      memoryRow('hire.jpg', '2026-02-27T20:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: HIRE.join('\n') }),
      memoryRow('parcel.png', '2026-03-16T12:00:00', null, { kind: 'screenshot', has_text: true, ocr_text: PARCEL.join('\n') }),
      memoryRow('parking.png', '2026-03-15T22:41:00', null, { kind: 'screenshot', has_text: true, ocr_text: PARKING.join('\n') }),
      memoryRow('dog.jpg', '2026-03-01T10:00:00', HOME, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers where with the labelled place, on a photo and on a screenshot', async () => {
    const now = '2026-03-20T09:00:00Z';
    expect((await engine.ask({ question: 'Where is the car hire meeting point?', now, noLlm: true })).answer).toMatch(/^Arrivals hall, desk 14, Terminal 3/);
    expect((await engine.ask({ question: 'Where do I pick up my parcel?', now, noLlm: true })).answer).toMatch(/^Parcel locker, Station Road car park/);
  });
});
