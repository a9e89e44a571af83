/**
 * A noun in "-is" or "-us" that WordNet knows as itself ("axis", "status", "bonus") is one thing asked
 * for, not a plural to list: "what is the axis of my left eye" reads a prescription's AXIS column.
 * A plural in "-s" is still a list ("what books did I buy"), and so is a plural WordNet lists as its
 * own lemma ("clothes").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe('singular nouns that end in s', () => {
  it('asks for one value, not a list', () => {
    expect(answerTypeOf('What is the axis of my left eye?', null)).toEqual({ kind: 'name', subject: 'axis' });
    expect(answerTypeOf('What is my claim status?', null)).toEqual({ kind: 'name', subject: 'status' });
    expect(answerTypeOf('What books did I buy?', null)).toEqual({ kind: 'list', subject: 'book' });
    expect(answerTypeOf('What clothes did I pack?', null).kind).toBe('list');
  });

  describe('asked of the engine', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('singular-in-s'), [
        doc('rx.jpg', '2025-03-11T15:00:00', ['OPTICAL PRESCRIPTION', 'Date of test: 11/03/2025', '      SPH    CYL    AXIS  ADD', 'R   -2.25  -0.50   180  +1.00', 'L   -1.75  -0.75   170  +1.00', 'PD 62']),
        doc('receipt.jpg', '2025-07-01T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('reads the axis of the asked eye', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-10-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('What is the axis of my left eye?')).toMatch(/^170 —/);
      expect(await ask('What axis is my right eye?')).toMatch(/^180 —/);
    });
  });
});
