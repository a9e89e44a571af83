/**
 * "Fill up" a car or its tank, or alone, is refuelling: its document is a pump's receipt, which prints
 * the grade, the pump and the litres but neither "fill" nor "fuel". Asked the price per litre, the
 * answer is the figure printed before "<currency>/L", not another bill's "Price update". A bare "L"
 * (a shirt's size, a car park's level) is no litre, and filling a kettle is no refuelling.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { asRefuelling } from '../electron/engine/qa/refuel';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const AUCKLAND = { lat: -36.8485, lon: 174.7633 };
const NOW = '2027-09-01T10:00:00+12:00';

describe('refuelling', () => {
  it('reads filling a vehicle or a tank, or filling up alone, as refuelling', () => {
    expect(asRefuelling(['fill', 'car'], 'When did I last fill up the car?')).toEqual(['refuel', 'car']);
    expect(asRefuelling(['filled', 'tank'], 'When did I last fill the tank?')).toEqual(['refuel', 'tank']);
    expect(asRefuelling(['price', 'filled'], 'What was the price the last time I filled up?')).toEqual(['price', 'refuel']);
    expect(asRefuelling(['fill', 'van'], 'Where did we fill the van up?')).toEqual(['refuel', 'van']);
    // Something filled that carries no fuel keeps the plain verb.
    expect(asRefuelling(['fill', 'kettle'], 'When did I fill up the kettle?')).toEqual(['fill', 'kettle']);
    expect(asRefuelling(['filled', 'form'], 'When did I fill in the form?')).toEqual(['filled', 'form']);
  });

  describe('a library in Auckland', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('refuel-auckland'), library(AUCKLAND, (doc) => [
        doc('pump-july.jpg', '2027-07-03T08:20:00', ['KOWHAI SERVICE STATION', 'GREAT SOUTH RD, PAPAKURA', '03/07/2027 08:18', 'DIESEL  PUMP 6', '44.80 L x 2.219 NZD/L', 'TOTAL 99.41 NZD']),
        doc('pump-august.jpg', '2027-08-14T17:05:00', ['TOTARA ENERGY', 'DOMINION RD, BALMORAL', '14/08/2027 17:02', 'UNLEADED 91  PUMP 3', '31.06 L x 2.589 NZD/L', 'TOTAL 80.41 NZD']),
        doc('water.jpg', '2027-08-20T19:00:00', ['HARBOUR WATER', 'STATEMENT 20/08/2027', 'ACCOUNT 4471 2093', 'WATER 14 KL $61.20', 'Price update: +$3.00']),
        doc('shirt.jpg', '2027-08-22T13:30:00', ['KEA OUTFITTERS', '22/08/2027', 'LINEN SHIRT SIZE L  59.00', 'TOTAL NZD 59.00']),
        doc('carpark.jpg', '2027-08-25T09:10:00', ['CITY CAR PARK', 'LEVEL L', 'BAY 27']),
      ]));
    });
    afterAll(async () => engine.close());

    it('answers the last fill-up with the pump receipt', async () => {
      const r = await engine.ask({ question: 'When did I last fill up?', now: NOW, noLlm: true });
      expect(r.answer).toMatch(/Aug 14, 2027/);
      expect(r.references[0]?.path).toMatch(/pump-august\.jpg$/);
      const where = await engine.ask({ question: 'Where did I fill up in July?', now: NOW, noLlm: true });
      expect(where.answer).toMatch(/KOWHAI SERVICE STATION/);
    });

    it('reads the price per litre off the last fill-up, however asked', async () => {
      for (const question of ['What was the price per litre the last time I filled up?', 'How much did I pay per litre the last time I filled up?', 'What did petrol cost a litre the last time I filled up?']) {
        const r = await engine.ask({ question, now: NOW, noLlm: true });
        expect(r.answer, question).toMatch(/^(?:Most recently \([^)]*\): )?2\.589 NZD\/L/);
      }
    });

    it('leaves a size or a level printed "L" alone', async () => {
      const size = await engine.ask({ question: 'What size was the linen shirt?', now: NOW, noLlm: true });
      expect(size.references[0]?.path).toMatch(/shirt\.jpg$/);
      const level = await engine.ask({ question: 'What level did I park on?', now: NOW, noLlm: true });
      expect(level.references[0]?.path).toMatch(/carpark\.jpg$/);
    });
  });
});
