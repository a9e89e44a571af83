/**
 * Occasions named with time words: "our Lisbon weekend", "the cabin weekend", "our last night in
 * Porto" are a trip and a part of it, not the latest weekend or yesterday night; plain time phrases
 * keep their meaning.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

/** A Sunday afternoon. */
const NOW = '2024-11-10T15:00:00Z';
const analyse = (q: string) => analyzeQuestion(q, new Date(NOW), { events: [], people: [] });

describe('occasions named with time words', () => {
  it('reads "our <place> weekend" and "the <thing> weekend" as an occasion, not the latest weekend', () => {
    for (const q of ['How long was our Lisbon weekend?', 'Show me photos from the cabin weekend', 'Show me our weekend in Porto', 'What did we do the weekend before the wedding?']) {
      expect(analyse(q).time, q).toBeNull();
    }
    expect(analyse('Show me photos from the cabin weekend').terms).toEqual(['cabin']);
    // "the long weekend in May" keeps its month.
    expect(analyse('Photos from the long weekend in May').time?.text).toBe('May');
  });

  it('keeps plain weekends and nights as times', () => {
    expect(analyse('What did I do last weekend?').time?.text).toBe('last weekend');
    expect(analyse('What did we do on the weekend?').time).not.toBeNull();
    expect(analyse('What did I eat last night?').time?.text).toBe('last night');
    expect(analyse('What did I eat last night?').recency).toBe(false);
  });

  it('reads "our last night in <place>" as the latest of the stay', () => {
    const a = analyse('Where did we eat on our last night in Portugal?');
    expect(a.time).toBeNull();
    expect(a.recency).toBe(true);
    expect(a.places.map((p) => p.label)).toEqual(['Portugal']);
  });

  describe('in a library', () => {
    let engine: Engine;
    const porto = { lat: 41.1496, lon: -8.611 };
    beforeAll(async () => {
      const base = await tempDir('qa-occasions');
      engine = await engineOver(base, [
        memoryRow('first-dinner.jpg', '2024-06-03T20:30:00', porto, { ocr_text: 'CASA DO PEIXE\nRESTAURANTE\nTOTAL 48,00' }),
        memoryRow('last-dinner.jpg', '2024-06-07T20:45:00', porto, { ocr_text: 'TABERNA DA RUA\nRESTAURANTE\nTOTAL 52,00' }),
        // The night before asking, at home: what "last night" alone would mean.
        memoryRow('home-dinner.jpg', '2024-11-09T20:00:00', { lat: 47.6062, lon: -122.3321 }, { ocr_text: 'PIZZA PALACE\nRESTAURANT\nTOTAL 30.00' }),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('answers "our last night in <place>" with that stay\'s last dinner', async () => {
      const out = await engine.ask({ question: 'Which restaurant did we go to on our last night in Porto?', now: NOW, noLlm: true });
      expect(path.basename(out.references[0]!.path)).toBe('last-dinner.jpg');
    });
  });
});
