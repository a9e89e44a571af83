/**
 * What a "how many" counts: occasions by default, but "how many photos" counts the photos, and "how
 * many countries / cities" the distinct places the memories of the asked time were taken in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { countUnitOf } from '../electron/engine/qa/count';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const NOW = '2024-09-08T15:00:00Z';
const LISBON = { lat: 38.7223, lon: -9.1393 };
const PORTO = { lat: 41.1579, lon: -8.6291 };
const MADRID = { lat: 40.4168, lon: -3.7038 };

describe('the unit a count counts', () => {
  it('reads it from the noun after "how many"', () => {
    expect(countUnitOf('How many photos did I take at the beach?')).toEqual({ of: 'memories', noun: 'photos' });
    expect(countUnitOf('How many different countries did we visit last year?')).toMatchObject({ of: 'places', field: 'place_country' });
    expect(countUnitOf('How many times did I go swimming?')).toEqual({ of: 'occasions' });
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-count-units');
    engine = await engineOver(base, [
      memoryRow('l1.jpg', '2024-05-03T10:00:00', LISBON),
      memoryRow('l2.jpg', '2024-05-03T10:20:00', LISBON),
      memoryRow('l3.jpg', '2024-05-03T11:00:00', LISBON),
      memoryRow('p1.jpg', '2024-05-05T12:00:00', PORTO),
      memoryRow('p2.jpg', '2024-05-05T12:30:00', PORTO),
      memoryRow('m1.jpg', '2024-05-08T18:00:00', MADRID),
      memoryRow('old.jpg', '2023-05-08T18:00:00', MADRID),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('"how many photos" counts the photos, one day with several is several', async () => {
    const out = await engine.ask({ question: 'How many photos did I take in Lisbon?', now: NOW, noLlm: true });
    expect(out.answer).toMatch(/^3 photos — May 3, 2024 \(3\)/);
  });

  it('"how many countries / cities" counts the distinct places of the asked time', async () => {
    const countries = await engine.ask({ question: 'How many countries did I visit in May?', now: NOW, noLlm: true });
    expect(countries.answer).toMatch(/^2 countries — /);
    const cities = await engine.ask({ question: 'How many cities did I visit in May?', now: NOW, noLlm: true });
    expect(cities.answer).toMatch(/^3 cities — /);
  });
});
