/**
 * Counts of occasions: a count is only as good as what it counts. A number before a singular noun
 * ("Stage 3 lesson") names which one, not how many, so "how many swimming lessons" counts the lessons'
 * days rather than reading "3" off a class's name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { numbersAName } from '../electron/engine/qa/numbered-name';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const POOL = { lat: 51.44, lon: -2.57 };
const doc = (name: string, at: string, where: { lat: number; lon: number } | null, text: string[]) => memoryRow(name, at, where, { kind: where ? 'photo' : 'screenshot', has_text: true, ocr_text: text.join('\n') });

describe('counts of occasions', () => {
  it('reads a number between a word and a singular noun as a name, not a count', () => {
    expect(numbersAName('Stage ', '3', 'lesson')).toBe(true);
    expect(numbersAName('Level ', '2', 'class')).toBe(true);
    // A plural after the number is counted; so is one thing, and a quantity label's number.
    expect(numbersAName('Stage ', '3', 'lessons')).toBe(false);
    expect(numbersAName('Contains ', '30', 'capsules')).toBe(false);
    expect(numbersAName('Qty ', '28', 'tablet')).toBe(false);
    expect(numbersAName('Book ', '1', 'lesson')).toBe(false);
    expect(numbersAName('', '3', 'lesson')).toBe(false);
  });

  describe('asked of class bookings', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('count-occasions'), [
        doc('swim1.jpg', '2025-01-15T16:30:00', POOL, ['SPLASH SWIM SCHOOL', 'Stage 3 lesson', 'Wed 15 Jan 16:30']),
        doc('swim2.png', '2025-01-22T16:00:00', null, ['Booking confirmed', 'Swimming lesson – Stage 3', 'Wed 22 Jan 16:30']),
        doc('swim3.png', '2025-01-29T16:00:00', null, ['Booking confirmed', 'Swimming lesson – Stage 3', 'Wed 29 Jan 16:30']),
        doc('swim4.png', '2025-02-05T16:00:00', null, ['Booking confirmed', 'Swimming lesson – Stage 3', 'Wed 5 Feb 16:30']),
        doc('spin.png', '2025-01-20T07:00:00', null, ['Booking confirmed', 'Spin class', 'Mon 20 Jan 07:00']),
        doc('receipt.jpg', '2025-01-18T10:00:00', HOME, ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('counts the lessons, not the stage number', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-02-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('How many swimming lessons has the kid had?')).toBe('4 times — on Jan 15, 2025, Jan 22, 2025, Jan 29, 2025, Feb 5, 2025.');
      expect(await ask('How many swimming lessons were there in January?')).toBe('3 times — on Jan 15, 2025, Jan 22, 2025, Jan 29, 2025.');
    });
  });
});
