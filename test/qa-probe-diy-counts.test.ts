/**
 * Counts a parts list, a box or a pattern prints: "C  x16  wooden dowel", "905 pcs", "Cast on 88 sts", "Slabs 600x600 x 12".
 */
import { describe, expect, it } from 'vitest';
import { printedKindCount } from '../electron/engine/qa/count';
import { askDiy } from './support/diy-documents';

describe("a DIY or hobby document's counts", () => {
  it('counts a short form of the asked noun as the noun', () => {
    expect(printedKindCount(['LEGO', 'Bugatti Bolide', '905 pcs', '9+'], 'pieces')).toEqual({ value: '905 pieces', line: '905 pcs' });
    expect(printedKindCount(['Cast on 88 sts'], 'stitches')).toEqual({ value: '88 stitches', line: 'Cast on 88 sts' });
  });

  const ask = askDiy('qa-probe-diy');

  it('counts the parts a list prints with the times sign before the number', async () => {
    expect(await ask('How many dowels does the chest of drawers need?')).toMatch(/^16 dowels — C {2}x16 {2}wooden dowel/);
    expect(await ask('How many screws come with the Hemnes?')).toMatch(/^24 screws/);
  });

  it('counts the stitches of the line that says what the question does with them', async () => {
    expect(await ask('How many stitches do I cast on?')).toMatch(/^88 stitches — Cast on 88 sts/);
  });

  it('counts an item by the number after its times sign, past its size', async () => {
    expect(await ask('How many slabs do I need for the shed base?')).toMatch(/^12 slabs — Slabs 600x600 x 12/);
    expect(await ask('How many decking boards for the shed?')).toMatch(/^12 decking boards/);
  });
});
