/**
 * "Did we fly home from X": the way home is the trip's last leg, the journey back to where the way
 * out began, which need not leave from X. Made-up library: one trip that went on by train from the
 * first city to a second and flew home from there, one that flew home from where it stayed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const LISBON = { lat: 38.7223, lon: -9.1393 };
const PORTO = { lat: 41.1579, lon: -8.6291 };
const VIENNA = { lat: 48.2082, lon: 16.3738 };

describe('the way home from a trip', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-travel-way-home');
    const text = (ocr_text: string) => ({ kind: 'photo' as const, has_text: true, ocr_text });
    const screen = (ocr_text: string) => ({ kind: 'screenshot' as const, has_text: true, ocr_text });
    engine = await engineOver(base, [
      memoryRow('garden.jpg', '2024-03-02T12:00:00', HOME, { kind: 'photo' }),
      memoryRow('out-vienna.png', '2024-03-10T06:30:00', null, screen('Northwind Air\nBoarding pass\nMAN - VIE\nManchester to Vienna\nFlight NW 30')),
      memoryRow('opera.jpg', '2024-03-10T19:00:00', VIENNA, text('STAATSOPER\nPARKETT REIHE 7')),
      memoryRow('cafe.jpg', '2024-03-11T15:00:00', VIENNA, text('KAFFEEHAUS\nMELANGE 4.90')),
      memoryRow('home-vienna.png', '2024-03-12T16:00:00', null, screen('Northwind Air\nBoarding pass\nVIE - MAN\nVienna to Manchester\nFlight NW 31')),
      memoryRow('kitchen.jpg', '2024-03-20T19:00:00', HOME, { kind: 'photo' }),
      memoryRow('out-lisbon.png', '2024-05-03T06:05:00', null, screen('Northwind Air\nBoarding pass\nMAN - LIS\nManchester to Lisbon\nFlight NW 210')),
      memoryRow('tram.jpg', '2024-05-03T15:00:00', LISBON, text('TRAM 28\nSINGLE 3.00')),
      memoryRow('tiles.jpg', '2024-05-04T11:00:00', LISBON, text('AZULEJO MUSEUM\nADULT 5.00')),
      memoryRow('rail.jpg', '2024-05-05T09:00:00', LISBON, text('RAILWAY\nLISBON - PORTO\nCAR 3 SEAT 41')),
      memoryRow('cellar.jpg', '2024-05-05T17:00:00', PORTO, text('PORT WINE CELLAR\nTASTING x2')),
      memoryRow('bridge.jpg', '2024-05-06T18:00:00', PORTO, { kind: 'photo' }),
      memoryRow('home-porto.png', '2024-05-07T12:00:00', null, screen('Northwind Air\nBoarding pass\nOPO - MAN\nPorto to Manchester\nFlight NW 215')),
      memoryRow('sofa.jpg', '2024-05-08T20:00:00', HOME, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('the flight home left from the second city: no, and from where, not the train out of the first', async () => {
    const out = await engine.ask({ question: 'Did we fly home from Lisbon?', now: '2024-06-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^No — the way home was by .*aircraft.*, not from Lisbon — .*OPO - MAN/);
    expect(out.references[0]!.path).toMatch(/home-porto/);
  });

  it('the flight home from where the trip stayed: yes', async () => {
    const out = await engine.ask({ question: 'Did we fly back from Vienna?', now: '2024-06-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^Yes — .*VIE - MAN/);
  });
});
