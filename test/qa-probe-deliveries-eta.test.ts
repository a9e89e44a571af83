/**
 * A courier's tracking screen prints when the parcel comes as "ETA" and a span of clock times beside
 * it, no colon ("ETA 13:15 - 14:15"): "what time is my parcel arriving" is that line (initials stand
 * for the phrase that holds "arrival"), and "what is the ETA" its whole span.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelledTime } from '../electron/engine/qa/labelled-date';
import { labelledBy } from '../electron/engine/qa/labelled-value';
import { relatedWords } from '../electron/engine/qa/lexicon/related';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 52.4862, lon: -1.8904 };
const TRACKING = ['09:30', 'Parcelwing', 'PW839201447GB', 'Out for delivery', 'ETA 13:15 - 14:15', 'Your courier today is Marek'];
const DELIVERED = ['13:42', 'Delivered', 'Your parcel was left with your neighbour at No. 14', 'Signed for by: HOLT'];
const lines = (text: string[]) => text.map((t) => ({ text: t, height: null }));

describe('an ETA printed beside its span of times', () => {
  it('reads "ETA" as the time of arrival', () => {
    expect(relatedWords('arriving').map((r) => r.word)).toContain('eta');
    expect(labelledTime(TRACKING, 'What time will the courier arrive?')?.value).toBe('ETA 13:15');
    expect(labelledTime(['ETD 07:40'], 'What time does it arrive?')).toBeNull();
  });

  it('reads a span of clock times beside its label as the value', () => {
    expect(labelledBy(lines(TRACKING), 'eta', 'What is the ETA for my parcel?')?.value).toBe('13:15 - 14:15');
    expect(labelledBy(lines(['Slot 8am - 9am']), 'slot', 'What is my slot?')?.value).toBe('8am - 9am');
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-deliveries-eta');
    const shot = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(base, [
      shot('tracking.png', '2026-11-24T09:30:00', TRACKING),
      shot('delivered.png', '2026-11-24T13:42:00', DELIVERED),
      shot('customs.png', '2026-11-05T10:00:00', ['Your parcel is being held', 'Import charges due: £12.80', 'Pay by 12 Nov to release your parcel']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = async (question: string) => (await engine.ask({ question, now: '2026-11-24T10:00:00Z', noLlm: true })).answer;

  it('answers when the parcel arrives with the ETA', async () => {
    expect(await ask('What time is my parcel arriving?')).toMatch(/^ETA 13:15/);
    expect(await ask('What is the ETA for my parcel?')).toMatch(/^13:15 - 14:15 — /);
  });
});
