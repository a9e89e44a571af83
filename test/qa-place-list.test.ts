/**
 * "Which cities did we visit in August?" asks for the places the month's photos were taken in, by name,
 * in the order they were visited — as "how many cities" counts them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { asksPlaceList } from '../electron/engine/qa/count';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const VIENNA = { lat: 48.2082, lon: 16.3738 };
const SALZBURG = { lat: 47.8095, lon: 13.055 };
const LISBON = { lat: 38.7223, lon: -9.1393 };
const NOW = '2025-11-01T10:00:00Z';

describe('the places visited, listed', () => {
  it('reads a list of places asked by a plural place noun', () => {
    expect(asksPlaceList('Which cities did we visit in August?')).toBe(true);
    expect(asksPlaceList('what countries have I been to this year')).toBe(true);
    expect(asksPlaceList('What city did we stay in?')).toBe(false);
    expect(asksPlaceList('Which restaurants did we go to?')).toBe(false);
  });

  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-place-list'), [
      memoryRow('v1.jpg', '2025-08-12T13:00:00', VIENNA, { kind: 'photo' }),
      memoryRow('v2.jpg', '2025-08-13T10:00:00', VIENNA, { kind: 'photo', has_text: true, ocr_text: 'PALACE GRAND TOUR\nEUR 32,00' }),
      memoryRow('s1.jpg', '2025-08-15T13:30:00', SALZBURG, { kind: 'photo' }),
      memoryRow('s2.jpg', '2025-08-16T10:00:00', SALZBURG, { kind: 'photo' }),
      memoryRow('l1.jpg', '2025-05-02T10:00:00', LISBON, { kind: 'photo' }),
      ...Array.from({ length: 10 }, (_, i) => memoryRow(`h${i}.jpg`, `2025-0${3 + (i % 4)}-${String(1 + 2 * i).padStart(2, '0')}T18:00:00`, HOME, { kind: 'photo' })),
    ]);
  });
  afterAll(async () => engine.close());

  it('names the places of the time asked, first visited first', async () => {
    const cities = await engine.ask({ question: 'Which cities did we visit in August?', now: NOW, noLlm: true });
    expect(cities.answer).toBe('Vienna, Salzburg (2 cities).');
    const countries = await engine.ask({ question: 'What countries did I go to in May?', now: NOW, noLlm: true });
    expect(countries.answer).toMatch(/^Portugal\b/);
  });
});
