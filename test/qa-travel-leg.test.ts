/**
 * "Did I drive to the airport", "did I take a taxi from the airport": the stretch before or after a
 * flight, not the flight. Made-up library: home, a trip abroad, a car park walked out of before the
 * boarding pass, a rail ticket bought on landing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { reverseGeocode } from '../electron/engine/place/gazetteer';
import { agrees } from './support/travel-modes';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
/** The home airport, some kilometres out of town. */
const HOME_AIRPORT = { lat: 53.3588, lon: -2.2727 };
const AWAY = { lat: 59.9139, lon: 10.7522 };
const AWAY_AIRPORT = { lat: 59.8950, lon: 10.6170 };
const city = reverseGeocode(AWAY.lat, AWAY.lon)!.city!;

describe('a ticket word that is short for a conveyance', () => {
  it('"RAIL" heading a ticket is the railway, by its sense glossed "short for railway"', () => {
    expect(agrees('Did I take the train?', 'GREENLINE RAIL\nQUAY - CENTRE\nSINGLE ADULT')).toBe(true);
    expect(agrees('Did I take a taxi?', 'GREENLINE RAIL\nQUAY - CENTRE\nSINGLE ADULT')).toBe(false);
  });
});

describe('the stretch to or from the airport', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-travel-leg');
    engine = await engineOver(base, [
      memoryRow('garden.jpg', '2024-04-02T12:00:00', HOME, { kind: 'photo' }),
      memoryRow('kitchen.jpg', '2024-04-20T19:00:00', HOME, { kind: 'photo' }),
      memoryRow('parking.jpg', '2024-05-03T05:20:00', HOME_AIRPORT, { kind: 'photo', has_text: true, ocr_text: 'MULTI STOREY CAR PARK\nLEVEL 2 - BAY 31' }),
      memoryRow('boarding-out.png', '2024-05-03T06:05:00', null, { kind: 'screenshot', has_text: true, ocr_text: `Northwind Air\nBoarding pass\nMAN - ${city.toUpperCase()}\nFlight NW 210\nSeat 14A` }),
      memoryRow('rail.jpg', '2024-05-03T11:40:00', AWAY_AIRPORT, { kind: 'photo', has_text: true, ocr_text: 'GREENLINE RAIL\nAIRPORT - CENTRE\nSINGLE ADULT' }),
      memoryRow('museum.jpg', '2024-05-04T11:00:00', AWAY, { kind: 'photo', has_text: true, ocr_text: `${city.toUpperCase()} MUSEUM OF SHIPS\nADULT 120` }),
      memoryRow('harbour.jpg', '2024-05-05T16:00:00', AWAY, { kind: 'photo' }),
      memoryRow('boarding-home.png', '2024-05-06T17:30:00', null, { kind: 'screenshot', has_text: true, ocr_text: `Northwind Air\nBoarding pass\n${city.toUpperCase()} - MAN\nFlight NW 211\nSeat 9C` }),
      memoryRow('sofa.jpg', '2024-05-07T20:00:00', HOME, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('the car park before the boarding pass says yes to driving to the airport', async () => {
    const out = await engine.ask({ question: `Did I drive to the airport when we went to ${city}?`, now: '2024-06-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^Yes — .*CAR PARK/);
  });

  it('the rail ticket after landing says no to a taxi from the airport, and that it was the train', async () => {
    const out = await engine.ask({ question: `Did I take a taxi from the airport in ${city}?`, now: '2024-06-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^No — the evidence shows train — .*GREENLINE RAIL/);
  });
});
