import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { reverseGeocode } from '../electron/engine/place/gazetteer';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

/** Generated places: home, and a city some hours away; the city's name is whatever the gazetteer says. */
const HOME = { lat: 47.0502, lon: 8.3093 };
const AWAY = { lat: 48.1372, lon: 11.5756 };
const city = reverseGeocode(AWAY.lat, AWAY.lon)!.city!;

describe('"how long" is answered by the trip, and cites it', () => {
  let engine: Engine;
  const trip = ['pass-out.png', 'square.jpg', 'hotel.jpg', 'river.jpg', 'market.jpg'];

  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-trip-evidence'), [
      ...Array.from({ length: 10 }, (_, i) => memoryRow(`home-${i}.jpg`, `2025-0${1 + (i % 5)}-${String(3 + i).padStart(2, '0')}T19:00:00`, HOME)),
      memoryRow('square.jpg', '2025-03-11T11:00:00', AWAY),
      memoryRow('hotel.jpg', '2025-03-11T15:00:00', AWAY, { ocr_text: 'GARDEN HOTEL\nROOM 12 - 3 NIGHTS' }),
      memoryRow('river.jpg', '2025-03-12T10:00:00', AWAY),
      memoryRow('market.jpg', '2025-03-14T09:00:00', AWAY),
      // The boarding pass out, screenshotted at home the evening before: no place of its own, the trip's first day.
      memoryRow('pass-out.png', '2025-03-10T18:00:00', null, { ocr_text: `Boarding pass\nto ${city}\nMon 10 Mar 2025` }),
      // A screenshot a week later is not the trip's.
      memoryRow('bill.png', '2025-03-20T18:00:00', null, { ocr_text: `Phone bill\nDue 30 Mar` }),
    ]);
  }, 120_000);
  afterAll(async () => engine?.close());

  it("cites the trip's photos, whatever they show, after what the question matched", async () => {
    const out = await engine.ask({ question: `How long did I stay in ${city}?`, now: '2025-06-15T10:00:00+01:00', noLlm: true });
    expect(out.answer).toMatch(/^5 days \(Mar 10, 2025 – Mar 14, 2025\)/);
    const cited = out.references.map((r) => r.path.split('/').pop()!);
    expect(new Set(cited)).toEqual(new Set(trip));
  });
});

describe('"where was …" that nothing names is where the user went then', () => {
  let engine: Engine;

  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-where-away'), [
      ...Array.from({ length: 10 }, (_, i) => memoryRow(`home-${i}.jpg`, `2025-0${1 + (i % 5)}-${String(3 + i).padStart(2, '0')}T19:00:00`, HOME)),
      // The hut weekend: photos there, nothing written on them.
      ...[1, 2, 3].map((d) => memoryRow(`img-${d}.jpg`, `2025-08-0${d}T11:00:00`, AWAY)),
      // Later that month at home: newer, and more of them than an answer shows.
      ...Array.from({ length: 8 }, (_, i) => memoryRow(`august-${i}.jpg`, `2025-08-${String(10 + 2 * i).padStart(2, '0')}T19:00:00`, HOME)),
    ]);
  }, 120_000);
  afterAll(async () => engine?.close());

  it("ranks the trip's photos first and answers with its place", async () => {
    const out = await engine.ask({ question: 'Where was the hut we went to in August?', now: '2025-09-07T11:00:00+01:00', noLlm: true });
    expect(out.references[0]?.path).toMatch(/img-\d\.jpg$/);
    expect(out.answer).toContain(city);
  });
});
