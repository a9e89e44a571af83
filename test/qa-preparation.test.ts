import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { reverseGeocode } from '../electron/engine/place/gazetteer';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

/** Generated places: home, and a city some hours away; the city's name is whatever the gazetteer says. */
const HOME = { lat: 47.0502, lon: 8.3093 };
const AWAY = { lat: 48.1372, lon: 11.5756 };
const city = reverseGeocode(AWAY.lat, AWAY.lon)!.city!;

describe('what was done for an occasion was photographed before it', () => {
  let engine: Engine;

  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-preparation'), [
      ...Array.from({ length: 10 }, (_, i) => memoryRow(`home-${i}.jpg`, `2025-0${1 + (i % 5)}-${String(3 + i).padStart(2, '0')}T19:00:00`, HOME)),
      // The list, written at home five days before the trip.
      memoryRow('list.jpg', '2025-03-06T21:00:00', HOME, { ocr_text: 'Pack:\n- rain jacket\n- phone charger\n- plug adaptor' }),
      memoryRow('square.jpg', '2025-03-11T11:00:00', AWAY),
      memoryRow('hotel.jpg', '2025-03-11T15:00:00', AWAY, { ocr_text: 'GARDEN HOTEL\nROOM 12 - 3 NIGHTS' }),
      memoryRow('river.jpg', '2025-03-12T10:00:00', AWAY),
      memoryRow('market.jpg', '2025-03-14T09:00:00', AWAY),
    ]);
  }, 120_000);
  afterAll(async () => engine?.close());

  it('answers "what did I pack for the trip" from the list made before it', async () => {
    const out = await engine.ask({ question: `What did I have to pack for the ${city} trip?`, now: '2025-06-15T10:00:00+01:00', noLlm: true });
    expect(out.answer).toContain('rain jacket');
    expect(out.references[0]!.path).toMatch(/list\.jpg$/);
  });

  it('keeps a question about the trip itself to the trip', async () => {
    const out = await engine.ask({ question: `Which hotel did I stay at on the ${city} trip?`, now: '2025-06-15T10:00:00+01:00', noLlm: true });
    expect(out.references.map((r) => r.path.split('/').pop())).not.toContain('list.jpg');
  });
});
