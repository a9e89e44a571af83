/**
 * "How many times did I pick up my phone": a screen-time page counts the act as "Pickups 86", the noun
 * English closes the verb and its particle into; the count printed answers, not the photos counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { actedNoun } from '../electron/engine/qa/acted-noun';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const doc = (name: string, local: string, text: string[]) => memoryRow(name, local, null, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });

describe('a count of an act printed under its noun', () => {
  it('closes a verb and its particle into the noun WordNet lists', () => {
    expect(actedNoun('How many times did I pick up my phone?')).toBe('pickups');
    expect(actedNoun('how many times did we go out last month')).toBeUndefined();
    expect(actedNoun('how many times did I pick the kids from school')).toBeUndefined();
  });

  describe('asked of a screen-time page', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('qa-acted-noun'), [
        doc('screen.png', '2025-10-02T08:00:00', ['Screen Time', 'Daily Average', '4h 12m', 'Pickups 86', 'Notifications 142']),
        doc('bill.png', '2025-09-28T10:00:00', ['Phone bill', 'Mobi Telecom', 'Total due £18.99', 'Data used 6.2GB']),
        doc('steps.png', '2025-10-01T20:00:00', ['Activity', 'Steps 8,412', 'Distance 6.1 km']),
      ]);
    }, 120_000);
    afterAll(async () => engine?.close());

    it('reads the printed count', async () => {
      const { answer } = await engine.ask({ question: 'How many times did I pick up my phone?', now: '2025-10-02T12:00:00Z', noLlm: true });
      expect(answer).toMatch(/^86 pickups\b/);
    });
  });
});
