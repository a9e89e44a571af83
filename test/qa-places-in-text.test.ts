/**
 * What a memory's text says about where and what it is: a journey's end named by a city inside the
 * country asked about, a screenshot without GPS that names only another place, and an identifier's
 * generic head ("number") that every document prints.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { routeFollower } from '../electron/engine/qa/scope';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const NOW = '2024-11-10T15:00:00Z';
const lisbon = { lat: 38.7223, lon: -9.1393 };
const seattle = { lat: 47.6062, lon: -122.3321 };
const route = (label: string, role: 'origin' | 'destination', lat: number, lon: number) => ({ label, lat, lon, radiusKm: 1500, route: role });

describe('places and codes in a memory\'s text', () => {
  it('follows a journey to a country by the city its ticket names', () => {
    const out = { ocr_text: 'Boarding pass\nSeattle to Lisbon\nFlight TP 1234', caption: null, description: null, transcript: null };
    const back = { ...out, ocr_text: 'Boarding pass\nLisbon to Seattle\nFlight TP 1235' };
    const toPortugal = [route('Portugal', 'destination', 39.5, -8)];
    expect(routeFollower(toPortugal)(out)).toBe(true);
    expect(routeFollower(toPortugal)(back)).toBe(false);
    expect(routeFollower([route('Portugal', 'origin', 39.5, -8)])(back)).toBe(true);
  });

  it('drops the generic head of an identifier the question qualifies, and keeps a bare one', () => {
    const now = new Date(NOW);
    expect(analyzeQuestion("What's my account number with the power company?", now, { events: [], people: [] }).terms).not.toContain('number');
    expect(analyzeQuestion('What was our flight number to Lisbon?', now, { events: [], people: [] }).terms).toEqual(['flight']);
    expect(analyzeQuestion("What's the number?", now, { events: [], people: [] }).terms).toContain('number');
  });

  describe('in a library', () => {
    let engine: Engine;
    beforeAll(async () => {
      const base = await tempDir('qa-places-in-text');
      engine = await engineOver(base, [
        memoryRow('permit.png', '2024-04-02T12:00:00', null, { ocr_text: 'City Permit Office\nApplication received\nFile number: K9-221-04' }),
        memoryRow('bill.jpg', '2024-07-08T19:00:00', seattle, { ocr_text: 'CITY LIGHT\nELECTRICITY BILL\nACCOUNT 5512 0099 31\nAMOUNT DUE $80.10' }),
        memoryRow('pass-out.png', '2024-06-01T08:00:00', null, { ocr_text: 'Boarding pass\nSeattle to Lisbon\nFlight TP 1234\nSeat 12A' }),
        memoryRow('pass-back.png', '2024-06-10T08:00:00', null, { ocr_text: 'Boarding pass\nLisbon to Seattle\nFlight TP 1235\nSeat 12C' }),
        memoryRow('madrid-stay.png', '2024-03-01T21:00:00', null, { ocr_text: 'Your stay in Madrid\nCheck-in Fri after 4 PM\nDoor code 4411' }),
        memoryRow('guesthouse.jpg', '2024-06-02T15:00:00', lisbon, { ocr_text: 'CASA AZUL GUESTHOUSE\nRoom 4 - 8 nights\nBreakfast 8-10' }),
        memoryRow('tram.jpg', '2024-06-03T11:00:00', lisbon, { ocr_text: 'TRAM 28\nSINGLE TICKET' }),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });
    const ask = (question: string) => engine.ask({ question, now: NOW, noLlm: true });
    const names = (refs: Array<{ path: string }>) => refs.map((r) => path.basename(r.path));

    it('finds the account number on the bill, not the code another document labels "number"', async () => {
      const out = await ask("What's my account number with the electric company?");
      expect(names(out.references)[0]).toBe('bill.jpg');
      expect(out.answer).toContain('5512 0099 31');
    });

    it('takes the outbound flight to a country its ticket names only by a city', async () => {
      const out = await ask('What was our flight number to Portugal?');
      expect(names(out.references)[0]).toBe('pass-out.png');
    });

    it('leaves out a screenshot without GPS that names only another place', async () => {
      const out = await ask('Where did we stay in Portugal?');
      expect(names(out.references)).not.toContain('madrid-stay.png');
      expect(names(out.references)[0]).toBe('guesthouse.jpg');
    });
  });
});
