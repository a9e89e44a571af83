/**
 * "My first pottery class", "when did I start …": the oldest of what matches, like "the first time";
 * "my first trip to <place>" still picks among the trips, and "first class" is a kind of ticket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const NOW = '2025-09-01T10:00:00Z';
const analyse = (q: string) => analyzeQuestion(q, new Date(NOW), { events: [], people: [] });
const TOWN = { lat: 45.764, lon: 4.8357 };

describe('"my first …" is the earliest', () => {
  it('reads "my first <thing>" and "when did I start" as the earliest', () => {
    for (const q of ['When was my first pottery class?', 'When did I have our very first swim lesson?', 'When did I start going to the climbing wall?', 'Since when do I go to yoga?']) {
      expect(analyse(q).earliest, q).toBe(true);
    }
    expect(analyse('When did I start going to the climbing wall?').terms).toEqual(['climbing', 'wall']);
    for (const q of ['Did I have a first class ticket?', 'What was on my first aid kit list?', 'When was my last pottery class?', 'Where did I park?']) {
      expect(analyse(q).earliest ?? false, q).toBe(false);
    }
  });

  it('keeps "my first trip to <place>" an ordinal over the trips', () => {
    const events = [
      { id: 'a', name: 'Trip to Lyon, March 2–5, 2024', kind: 'trip', place: 'Lyon', start: Date.UTC(2024, 2, 2), end: Date.UTC(2024, 2, 5) },
      { id: 'b', name: 'Trip to Lyon, June 8–9, 2025', kind: 'trip', place: 'Lyon', start: Date.UTC(2025, 5, 8), end: Date.UTC(2025, 5, 9) },
    ];
    const a = analyzeQuestion('What did we eat on our first trip to Lyon?', new Date(NOW), { events, people: [] });
    expect(a.events.map((e) => e.id)).toEqual(['a']);
    expect(a.earliest ?? false).toBe(false);
  });

  describe('in a library', () => {
    let engine: Engine;
    const lesson = (name: string, local: string, n: number) => memoryRow(name, local, TOWN, { ocr_text: `ATELIER TERRE\nPOTTERY CLASS\nSESSION ${n}` });
    beforeAll(async () => {
      const base = await tempDir('qa-first-of');
      engine = await engineOver(base, [
        // The best-matching one is not the oldest: a longer text dilutes BM25 for the first.
        lesson('lesson-1.jpg', '2025-02-04T19:00:00', 1),
        lesson('lesson-2.jpg', '2025-02-11T19:00:00', 2),
        lesson('lesson-3.jpg', '2025-02-18T19:00:00', 3),
        lesson('lesson-4.jpg', '2025-02-25T19:00:00', 4),
        memoryRow('later.jpg', '2025-05-06T19:00:00', TOWN, { ocr_text: 'POTTERY CLASS' }),
      ]);
    }, 120_000);
    afterAll(async () => engine?.close());

    it('answers with the oldest match', async () => {
      const out = await engine.ask({ question: 'When was my first pottery class?', now: NOW, noLlm: true });
      expect(out.answer).toMatch(/Feb 4, 2025/);
    });
  });
});
