/**
 * "Where did I go on holiday last summer?", when the summer held two trips: the answer names both, and
 * the first references show both, though one trip has many more photos matching as well.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const NOW = '2028-02-10T10:00:00+00:00';
const LEEDS = { lat: 53.8008, lon: -1.5491 };
const PORTO = { lat: 41.1496, lon: -8.611 };
const GALWAY = { lat: 53.2707, lon: -9.0568 };

describe('two trips in the asked summer', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-trips-in-turn'), [
      ...['2027-03-02', '2027-05-06', '2027-06-20', '2027-07-25', '2027-09-01', '2027-11-01'].map((d, i) => memoryRow(`home-${i}.jpg`, `${d}T12:00:00`, LEEDS)),
      ...['2027-07-03T13:00:00', '2027-07-04T11:00:00', '2027-07-05T16:00:00'].map((at, i) => memoryRow(`porto-${i}.jpg`, at, PORTO, { caption: 'a river bank with boats' })),
      ...['2027-08-12T10:00:00', '2027-08-12T15:00:00', '2027-08-13T11:00:00', '2027-08-13T17:00:00', '2027-08-14T09:00:00', '2027-08-14T13:00:00', '2027-08-15T10:00:00'].map((at, i) => memoryRow(`galway-${i}.jpg`, at, GALWAY, { caption: 'a harbour with boats' })),
    ]);
  });
  afterAll(async () => engine.close());

  it('cites each trip the answer names among the first references', async () => {
    const r = await engine.ask({ question: 'Where did I go on holiday last summer?', now: NOW, noLlm: true, limit: 5 });
    expect(r.answer.split('; ')).toHaveLength(2);
    const cited = r.references.slice(0, 5).map((ref) => ref.path);
    expect(cited.some((p) => p.includes('porto'))).toBe(true);
    expect(cited.some((p) => p.includes('galway'))).toBe(true);
  });
});
