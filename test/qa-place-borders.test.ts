/**
 * A country or region named in a question has borders, not a radius: "Ireland" is 359 km around
 * Dublin by its towns' extent, which takes in Belfast and Birmingham; "France", Geneva.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Engine } from '../electron/engine/index';
import { matchesPlace, placeSql } from '../electron/engine/qa/scope';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const DUBLIN = { lat: 53.3498, lon: -6.2603 };
const GALWAY = { lat: 53.2707, lon: -9.0568 };
const BIRMINGHAM = { lat: 52.4862, lon: -1.8904 };
const BELFAST = { lat: 54.5973, lon: -5.9301 };
const LYON = { lat: 45.764, lon: 4.8357 };
const GENEVA = { lat: 46.2044, lon: 6.1432 };
const NOW = '2025-09-01T10:00:00Z';

const names = (refs: Array<{ path: string }>) => refs.map((r) => path.basename(r.path)).sort();

describe('a country or region by its borders', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-place-borders'), [
      memoryRow('dublin1.jpg', '2025-04-10T10:00:00', DUBLIN, { kind: 'photo' }),
      memoryRow('dublin2.jpg', '2025-04-11T12:00:00', DUBLIN, { kind: 'photo', has_text: true, ocr_text: 'THE OLD HARBOUR BAR\n2 x Stout 12.40\nTotal €12.40' }),
      memoryRow('galway.jpg', '2025-04-12T15:00:00', GALWAY, { kind: 'photo' }),
      memoryRow('birmingham.jpg', '2025-05-03T12:00:00', BIRMINGHAM, { kind: 'photo', has_text: true, ocr_text: 'CITY CAR PARK\nParking 3 hrs £9.00' }),
      memoryRow('belfast.jpg', '2025-06-03T12:00:00', BELFAST, { kind: 'photo' }),
      memoryRow('lyon.jpg', '2025-07-03T12:00:00', LYON, { kind: 'photo' }),
      memoryRow('geneva.jpg', '2025-07-05T12:00:00', GENEVA, { kind: 'photo', has_text: true, ocr_text: 'CAFE DU LAC\nFondue 2x CHF 58.00' }),
    ]);
  });
  afterAll(async () => engine.close());

  it('keeps the photos taken in the country asked, not its neighbours within the radius', async () => {
    expect(names((await engine.ask({ question: 'Show me photos from Ireland', now: NOW, noLlm: true })).references)).toEqual(['dublin1.jpg', 'dublin2.jpg', 'galway.jpg']);
    const last = await engine.ask({ question: 'When was I last in Ireland?', now: NOW, noLlm: true });
    expect(last.answer).toMatch(/Apr 12, 2025/);
    expect((await engine.ask({ question: 'How many days was I in Ireland?', now: NOW, noLlm: true })).answer).toMatch(/^3 days/);
    expect(names((await engine.ask({ question: 'Photos from France', now: NOW, noLlm: true })).references)).toEqual(['lyon.jpg']);
    expect(names((await engine.ask({ question: 'When was I in Northern Ireland?', now: NOW, noLlm: true })).references)).toEqual(['belfast.jpg']);
  });

  it('falls back to the radius for a memory whose place has no such name', () => {
    const ireland = { label: 'Ireland', lat: DUBLIN.lat, lon: DUBLIN.lon, radiusKm: 359, within: 'country' as const };
    const unnamed = { lat: 53.0, lon: -7.0, place_region: null, place_country: null, ocr_text: null, caption: null, transcript: null, place_city: null };
    expect(matchesPlace(unnamed, [ireland])).toBe(true);
    expect(matchesPlace({ ...unnamed, lat: BIRMINGHAM.lat, lon: BIRMINGHAM.lon, place_country: 'United Kingdom' }, [ireland])).toBe(false);
    expect(placeSql(ireland)).toMatch(/place_country IS NULL/);
  });
});
