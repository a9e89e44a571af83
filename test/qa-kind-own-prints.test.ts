/**
 * "Which restaurant did we go to for our anniversary": the best match may be a paper of another kind
 * (a guest house's Wi-Fi card), and of the matches that print what a meal's papers print, a shop's
 * receipt, ranked above the dinner's bill, prints TOTAL, as any purchase does, and a CHECK number,
 * while the bill prints its TABLE and MENU. The name is read from the bill.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const LISBON = { lat: 38.7223, lon: -9.1393 };
const NOW = '2027-12-01T10:00:00+00:00';

describe('a name read from the memory that prints what only the asked kind prints', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('kind-own-prints'), library(LISBON, (doc) => [
      doc('wifi.jpg', '2027-09-02T15:00:00', ['THE TILE HOUSE', 'GUEST HOUSE', 'ROOM: AZURE SUITE', 'WIFI: TileHouse_Guest', 'PASSWORD: azulejo77']),
      doc('mart.jpg', '2027-09-05T22:40:00', ['CORNER MART', 'RUA DO SOL', '05/09/2027 22:38 CHECK 4471', 'SANDWICH HAM 3.20', 'ICED TEA 1.50', 'PHONE CHARGER 12.00', 'TOTAL 16.70']),
      doc('dinner.jpg', '2027-09-04T21:55:00', ['CASA DO FAROL', 'RUA DAS FLORES', '04/09/2027 21:52 TABLE 6', 'SET MENU x2 64.00', 'WINE PAIRING x2 70.00', 'TOTAL EUR 134.00']),
    ]));
  });
  afterAll(async () => engine.close());

  it('answers the anniversary restaurant from the bill, not the shop receipt', async () => {
    const r = await engine.ask({ question: 'Which restaurant did we go to for our anniversary?', now: NOW, noLlm: true });
    expect(r.answer).toMatch(/^CASA DO FAROL/);
  });
});
