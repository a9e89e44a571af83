/**
 * Courier tracking screens, made up in the layouts they come in: where a parcel was put is said in a
 * sentence with the verb the user asks by, the place after it ("Your parcel was left with your
 * neighbour at No. 14", "Left in safe place: Behind the bins"), not the town the screenshot was taken in
 * nor a house number's "No." read as a name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledPlace } from '../electron/engine/qa/place-label';
import { verbPlace } from '../electron/engine/qa/verb-place';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 52.4862, lon: -1.8904 };
const NEIGHBOUR = ['13:42', 'Delivered', 'Your parcel was left with your neighbour at No. 14', 'Signed for by: HOLT', 'Parcelwing', 'PW839201447GB'];
const SAFE = ['11:05', 'Your parcel has been delivered', 'Left in safe place: Behind the bins', 'Delivered by Sunita', 'Order 402-8817321-5520016'];
const PORCH = ['Delivered today at 10:02', 'We delivered your parcel to your front porch.'];

describe('where a parcel was left, said with the asked verb', () => {
  it('reads the place after the verb, or after its label\'s colon', () => {
    expect(verbPlace(NEIGHBOUR, 'Where was the parcel left?')?.value).toBe('with your neighbour at No. 14');
    expect(verbPlace(SAFE, 'Where did the driver leave my parcel?')?.value).toBe('Behind the bins');
    expect(verbPlace(PORCH, 'Where was it delivered?')?.value).toBe('to your front porch');
  });

  it('leaves who did it and when alone', () => {
    expect(verbPlace(['Delivered by Sunita'], 'Where was the parcel delivered?')).toBeNull();
    expect(verbPlace(['Delivered on 12 Nov at 13:42'], 'Where was the parcel delivered?')).toBeNull();
    expect(verbPlace(['Delivered today at 10:02'], 'Where was the parcel delivered?')).toBeNull();
    expect(verbPlace(SAFE, 'Where is the locker?')).toBeNull();
  });

  it('keeps the number that ends a name after "at", not a clock', () => {
    const other = ['Delivered', 'Your parcel was dropped off with your neighbour at No. 14'];
    expect(labelledPlace(other, 'Where did the parcel get delivered?')?.value).toBe('No. 14');
    expect(labelledPlace(['Parcel handed over at Gate 5'], 'Where is the parcel?')?.value).toBe('Gate 5');
    expect(labelledPlace(['Drinks at Hall 19:30'], 'Where are the drinks?')?.value).toBe('Hall');
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-deliveries-left');
    const shot = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(base, [
      shot('neighbour.png', '2026-11-24T13:42:00', NEIGHBOUR),
      shot('safe.png', '2026-11-12T11:05:00', SAFE),
      shot('coffee.png', '2026-11-24T08:10:00', ['BEAN THERE', 'FLAT WHITE 3.20', 'TOTAL 5.30']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = async (question: string) => (await engine.ask({ question, now: '2026-11-28T12:00:00Z', noLlm: true })).answer;

  it('answers where the parcel was left, not the town nor "No"', async () => {
    expect(await ask('Where was the parcel left?')).toMatch(/^with your neighbour at No\. 14 — /);
    expect(await ask('Where did the driver leave my parcel on the 12th?')).toMatch(/^Behind the bins — /);
  });
});
