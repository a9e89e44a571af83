/**
 * "When did I go to <place>?" is answered with the trip's first to last day, not the day of whichever
 * of its memories ranks first; a trip elsewhere in the same region is not that trip.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { asksWhenAt, occasionDates } from '../electron/engine/qa/occasion-date';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const NOW = '2030-09-01T10:00:00Z';

describe('when a trip ran', () => {
  it('reads which questions ask when the user went somewhere', () => {
    expect(asksWhenAt('When did I go to Lyon?', [], [{}])).toBe(true);
    expect(asksWhenAt('When were we in Lyon?', [], [{}])).toBe(true);
    expect(asksWhenAt('When did I buy cheese in Lyon?', ['buy', 'cheese'], [{}])).toBe(false);
    expect(asksWhenAt('Where did I go in May?', [], [])).toBe(false);
    expect(asksWhenAt('When did I get back from Lyon?', ['back'], [{}])).toBe(true);
    expect(asksWhenAt('How long ago did I go to Lyon?', [], [{}])).toBe(true);
  });

  it('gives each event\'s span, oldest first, only when nothing else is asked', () => {
    const analysis = {
      question: 'When did I go to Lyon?', terms: [], answerType: { kind: 'date' as const, subject: null },
      events: [
        { id: 'b', name: 'Trip to Lyon, June 2030', start: '2030-06-08T10:00:00', end: '2030-06-11T18:00:00' },
        { id: 'a', name: 'Day trip to Lyon, 2029', start: '2029-03-02T09:00:00', end: '2029-03-02T19:00:00' },
      ],
    };
    expect(occasionDates(analysis)).toBe('On Mar 2, 2029 (Day trip to Lyon, 2029); From Jun 8, 2030 to Jun 11, 2030 (Trip to Lyon, June 2030)');
    expect(occasionDates({ ...analysis, terms: ['cheese'] })).toBeNull();
  });

  describe('in a library', () => {
    let engine: Engine;
    const HOME = { lat: 43.6532, lon: -79.3832 };
    const LYON = { lat: 45.764, lon: 4.8357 };
    const GRENOBLE = { lat: 45.1885, lon: 5.7245 };
    beforeAll(async () => {
      const base = await tempDir('qa-occasion-date');
      engine = await engineOver(base, [
        ...Array.from({ length: 10 }, (_, i) => memoryRow(`home-${i}.jpg`, `2030-0${1 + (i % 5)}-${String(2 + 2 * i).padStart(2, '0')}T19:00:00`, HOME)),
        memoryRow('grenoble.jpg', '2030-02-20T12:00:00', GRENOBLE),
        memoryRow('grenoble-2.jpg', '2030-02-20T16:00:00', GRENOBLE),
        memoryRow('lyon-1.jpg', '2030-06-08T11:00:00', LYON),
        memoryRow('lyon-2.jpg', '2030-06-09T15:00:00', LYON, { ocr_text: 'BOUCHON DES CANUTS\nLYON' }),
        memoryRow('lyon-3.jpg', '2030-06-11T10:00:00', LYON),
        memoryRow('pass-home.png', '2030-06-11T18:00:00', null, { ocr_text: 'Boarding pass\nLyon to Toronto\nFlight 742' }),
      ]);
    }, 120_000);
    afterAll(async () => engine?.close());

    it('answers with the trip\'s first day', async () => {
      const out = await engine.ask({ question: 'When did I go to Lyon?', now: NOW, noLlm: true });
      expect(out.answer).toMatch(/^From Jun 8, 2030 to Jun 11, 2030/);
      expect(out.answer).not.toMatch(/Feb 20/);
    });

    it('reads "how long ago" and "get back from" as when the trip ran', async () => {
      const ago = await engine.ask({ question: 'How long ago did I go to Lyon?', now: NOW, noLlm: true });
      expect(ago.analysis.aggregation).toBeNull();
      expect(ago.analysis.answerType.kind).toBe('date');
      expect(ago.answer).toMatch(/^From Jun 8, 2030 to Jun 11, 2030/);
      const back = await engine.ask({ question: 'When did I get back from Lyon?', now: NOW, noLlm: true });
      expect(back.answer).toMatch(/^From Jun 8, 2030 to Jun 11, 2030/);
    });
  });
});
