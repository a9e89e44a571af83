/**
 * A guest house's card prints its address with no "Address:" label ("14 Moss Street, Elmbury"): asked
 * for the address, the line with a house number and a street is it, not the card's header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { streetAddress } from '../electron/engine/qa/address';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const lines = (t: string[]) => t.map((text) => ({ text, height: null }));

describe('a street address without its label', () => {
  it('reads a house number with a street word, either order, full or short', () => {
    expect(streetAddress(lines(['THE HEATHERLEA GUEST HOUSE', '14 Moss Street, Elmbury EH9 1RQ', 'ROOM 7']))?.value).toBe('14 Moss Street, Elmbury EH9 1RQ');
    expect(streetAddress(lines(['Pension Linde', 'Lindenweg Road 12', 'Check-in 15:00']))?.value).toBe('Lindenweg Road 12');
    expect(streetAddress(lines(['Harbour Inn', '3 Quay Rd', 'Tel 01234 567890']))?.value).toBe('3 Quay Rd');
  });

  it('leaves a line without a street alone', () => {
    expect(streetAddress(lines(['ROOM 7   ADULTS 2', 'NO. OF NIGHTS 2', 'BREAKFAST 7.30 - 9.30']))).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-travel-address');
    const there = { lat: 55.9533, lon: -3.1883 };
    engine = await engineOver(base, [
      memoryRow('card.jpg', '2025-08-22T22:30:00', there, { kind: 'photo', has_text: true, ocr_text: ['THE HEATHERLEA GUEST HOUSE', '14 Moss Street, Elmbury EH9 1RQ', 'ROOM 7   ADULTS 2', 'RESERVATION NO 55812'].join('\n') }),
      memoryRow('castle.jpg', '2025-08-23T11:00:00', there, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the address of the guest house with its street line', async () => {
    const out = await engine.ask({ question: 'What was the address of the guest house?', now: '2025-09-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^14 Moss Street/);
  });
});
