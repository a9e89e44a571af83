/**
 * "Did we go up the tower", "did I drop the parcel off": a person who goes up or drops something asks
 * whether it happened, not which way a figure moved; "did my rent go up" still compares.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { askedDirection } from '../electron/engine/qa/value-change';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe('a person going up is no figure rising', () => {
  it('reads a direction only of a figure', () => {
    expect(askedDirection('Did we go up the tower?')).toBeNull();
    expect(askedDirection('Did I drop the parcel off?')).toBeNull();
    expect(askedDirection('Did my rent go up?')).toBe('up');
    expect(askedDirection('Did I earn more in June than in March?')).toBe('up');
    expect(askedDirection('Did I pay more than £50?')).toBeNull();
  });

  describe('asked of the engine', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('value-change-person'), [
        doc('tower-1.jpg', '2024-08-03T11:00:00', ['CITY TOWER', 'Observation deck', 'ADULT  £14.00', 'Valid 03/08/2024']),
        doc('tower-2.jpg', '2025-08-09T11:00:00', ['CITY TOWER', 'Observation deck', 'ADULT  £16.00', 'Valid 09/08/2025']),
        doc('cafe.jpg', '2025-06-10T10:00:00', ['CORNER CAFE', 'Flat white 3.20', 'TOTAL 5.60']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('answers whether it happened, not by how much a price rose', async () => {
      const answer = (await engine.ask({ question: 'Did we go up the city tower?', now: '2025-11-01T09:00:00Z', noLlm: true })).answer;
      expect(answer).toMatch(/^Yes/);
      expect(answer).not.toMatch(/more|less/);
    });
  });
});
