/**
 * Fuel receipts, made up in the layouts pumps print: a price per litre with the pump's own short form
 * of the unit ("151.9 p/ltr"), beside the litres bought and the total.
 */
import { describe, expect, it } from 'vitest';
import { perUnit } from '../electron/engine/qa/number';
import type { TextLine } from '../electron/engine/qa/text-lines';

const lines = (texts: string[]): TextLine[] => texts.map((text) => ({ text, height: null }));
const DIESEL = ['MOORSIDE GARAGE', 'Pump 3  Diesel', 'Volume  38.50 LTR', 'Price  151.9 p/ltr', 'Amount  £58.48', '08/03/26 08:05'];

describe('a rate per unit printed with a short form of the unit', () => {
  it('reads the rate whose unit shortens the asked one', () => {
    expect(perUnit(lines(DIESEL), 'litre')?.value).toBe('151.9 p/ltr');
    expect(perUnit(lines(['UNLEADED 40.00 gal', 'PRICE $3.45/gln']), 'gallon')?.value).toBe('3.45/gln');
  });

  it('leaves a rate of another unit alone', () => {
    expect(perUnit(lines(['Parking 2.50 /hr']), 'litre')).toBeNull();
    expect(perUnit(lines(['Carpet £12 per sqm']), 'litre')).toBeNull();
  });
});
