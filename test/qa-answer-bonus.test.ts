/**
 * Holding a value of the asked kind counts in proportion to how well a memory matches the question:
 * a garage ticket that prints its level and bay but shares little of the question must not outrank
 * the stadium's car-park sign, which names the place asked about and prints its spot another way.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { addAnswerBonus, WEIGHTS } from '../electron/engine/qa/fusion';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const NOW = '2025-09-01T10:00:00Z';
const TOWN = { lat: 52.52, lon: 13.405 };

describe('the answer bonus follows the match', () => {
  it('scales the bonus by the match next to the best one', () => {
    const weak = { row: { id: 'weak' }, score: 0.53 * 0.05, similarity: 0.05 };
    const strong = { row: { id: 'strong' }, score: 0.53 * 0.4, similarity: 0.4 };
    addAnswerBonus([weak, strong], new Set(['weak']), new Set());
    expect(weak.score).toBeCloseTo(0.53 * 0.05 + WEIGHTS.answer * (0.05 / 0.4));
    expect(strong.score).toBeGreaterThan(weak.score);
  });

  describe('in a library', () => {
    let engine: Engine;
    beforeAll(async () => {
      const base = await tempDir('qa-answer-bonus');
      engine = await engineOver(base, [
        memoryRow('stadium-lot.jpg', '2025-03-08T13:10:00', TOWN, { ocr_text: 'STADIUM VISITOR PARKING\nSECTOR D - LANE 7' }),
        // Newer, and printing a level and bay: a garage in town, not the stadium's.
        memoryRow('garage-1.jpg', '2025-06-14T11:00:00', TOWN, { ocr_text: 'CENTRAL GARAGE\nLEVEL 4 BAY 233\nPAID 9.50' }),
        memoryRow('garage-2.jpg', '2025-07-19T16:00:00', TOWN, { ocr_text: 'CENTRAL GARAGE\nLEVEL 2 BAY 118\nPAID 7.00' }),
      ]);
    }, 120_000);
    afterAll(async () => engine?.close());

    it('ranks the memory that names the place asked about first', async () => {
      const out = await engine.ask({ question: 'Where did I leave the car at the stadium?', now: NOW, noLlm: true });
      expect(path.basename(out.references[0]!.path)).toBe('stadium-lot.jpg');
    });
  });
});
