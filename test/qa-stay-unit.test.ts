/**
 * "The weekend we were in <place>", "the day we were in …", "the weekend at the cottage": a unit of
 * time qualified by a stay is that stay, as "when we were in …" is, not the latest such unit. Read as
 * last weekend, the window and the place contradict each other and nothing is found.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { findOccasionPhrase } from '../electron/engine/qa/relative-time';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 45.5019, lon: -73.5674 };
const AWAY = { lat: 35.3387, lon: 25.1442 };
const NOW = '2030-09-02T10:00:00-04:00';

describe('a unit of time named by a stay', () => {
  it('reads the clause as the stay, and leaves "last weekend" and "the weekend before" alone', () => {
    expect(findOccasionPhrase('Did I swim the weekend we were in Crete?')).toMatchObject({ direction: 'during', unit: null, anchor: 'Crete' });
    expect(findOccasionPhrase('What did we eat the day that we went to Knossos?')).toMatchObject({ direction: 'during', anchor: 'Knossos' });
    expect(findOccasionPhrase('What did I do last weekend?')).toBeNull();
    expect(findOccasionPhrase('What did I buy the weekend before we went to Crete?')).toMatchObject({ direction: 'before', unit: 'weekend' });
  });

  it('takes "the weekend at the <place>" for the stay there, and "the weekend in <month>" for a date as before', () => {
    const now = new Date('2030-09-02T14:00:00Z');
    const at = analyzeQuestion('Photos of the weekend at the lake house', now, { events: [], people: [] });
    expect(at.time).toBeNull();
    expect(at.terms).toContain('lake');
    // A month after "in" is no stay: the date parser reads the phrase as before.
    expect(analyzeQuestion('What did I do the weekend in June?', now, { events: [], people: [] }).time).not.toBeNull();
    expect(analyzeQuestion('What did I do last weekend?', now, { events: [], people: [] }).time?.from).toBe('2030-08-31T00:00:00');
  });

  describe('in a library with a trip', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('qa-stay-unit'), [
        ...Array.from({ length: 8 }, (_, i) => memoryRow(`home-${i}.jpg`, `2030-0${3 + (i % 5)}-${String(3 + 3 * i).padStart(2, '0')}T18:00:00`, HOME)),
        memoryRow('harbour.jpg', '2030-06-14T11:00:00', AWAY),
        memoryRow('pharmacy.jpg', '2030-06-15T10:20:00', AWAY, { ocr_text: 'FARMAKEIO LIMANI\n15/06/2030 10:18\nSUNSCREEN SPF50 200ML 14,90\nAFTERSUN GEL 8,50\nTOTAL 23,40 EUR' }),
        memoryRow('beach.jpg', '2030-06-16T16:00:00', AWAY),
        // The latest weekend before "now" holds a pharmacy receipt of its own, without sunscreen.
        memoryRow('chemist.jpg', '2030-08-31T11:00:00', HOME, { ocr_text: 'PHARMACIE DU PARC\n31/08/2030\nTOOTHPASTE 4,99\nTOTAL 4,99' }),
      ]);
    }, 120_000);
    afterAll(async () => engine?.close());

    it('answers for the days of the trip, not for last weekend', async () => {
      const out = await engine.ask({ question: 'Did I buy sunscreen the weekend we were in Crete?', now: NOW, noLlm: true });
      expect((out.analysis.time?.from ?? '') <= '2030-06-14' && (out.analysis.time?.to ?? '') >= '2030-06-16').toBe(true);
      expect(out.answer).toMatch(/^Yes\b/);
      expect(path.basename(out.references[0]!.path)).toBe('pharmacy.jpg');
    });
  });
});
