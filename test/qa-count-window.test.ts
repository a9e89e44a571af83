/**
 * A count over a vague window ("this summer", "around March") counts what lies inside it: the
 * window's soft edge ranks a near miss lower, but a memory from the day before the window is not one
 * of the times asked about. "How many litres" is no count at all: a quantity one memory prints.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const NOW = '2024-09-08T15:00:00Z';
const pass = (name: string, local: string) => memoryRow(name, local, null, { ocr_text: 'BLUE WAVE KAYAKS\nKAYAK RENTAL 2 HOURS\nPAID 40.00' });

describe('counting in a vague window', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-count-window');
    engine = await engineOver(base, [
      pass('feb.jpg', '2024-02-10T10:00:00'),
      pass('may-31.jpg', '2024-05-31T10:00:00'),
      pass('jun.jpg', '2024-06-15T10:00:00'),
      pass('jul.jpg', '2024-07-20T10:00:00'),
      pass('aug.jpg', '2024-08-24T10:00:00'),
      memoryRow('fuel.jpg', '2024-08-03T09:00:00', null, { ocr_text: 'SHELL\nUNLEADED 95\n42,50 L\nEUR 71,40' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('counts only the memories inside the window', async () => {
    const out = await engine.ask({ question: 'How many times did I rent a kayak this summer?', now: NOW, noLlm: true });
    expect(out.analysis.time?.strict).toBe(false);
    expect(out.answer).toMatch(/^3 times/);
    expect(out.references.map((r) => r.takenAtLocal?.slice(0, 7)).sort()).toEqual(['2024-06', '2024-07', '2024-08']);
  });

  it('still finds the nearest ones when nothing lies inside', async () => {
    const out = await engine.ask({ question: 'How many times did I rent a kayak around April?', now: NOW, noLlm: true });
    expect(out.references.length).toBeGreaterThan(0);
  });

  it('reads "how many litres" as a quantity printed on one memory, not a count of memories', async () => {
    const out = await engine.ask({ question: 'How many litres of fuel did I buy in August?', now: NOW, noLlm: true });
    expect(out.analysis.aggregation).toBeNull();
    expect(out.analysis.answerType).toEqual({ kind: 'number', subject: 'litres' });
    expect(out.answer).not.toMatch(/\btimes?\b/);
    expect(out.references[0]?.path).toMatch(/fuel\.jpg$/);
    expect((await engine.ask({ question: 'How many times did I rent a kayak in June?', now: NOW, noLlm: true })).analysis.aggregation).toBe('count');
  });
});
