/**
 * What a rule sheet allows ("Hosepipes are not permitted") and what a yarn band or a tin labels without a colon ("Dye lot 7781", "Colour Harvest Gold").
 */
import { describe, expect, it } from 'vitest';
import { labelledBy } from '../electron/engine/qa/labelled-value';
import { printedPermission } from '../electron/engine/qa/permission';
import { askDiy, BAND, RULES, lines } from './support/diy-documents';

describe("a rule sheet's and a yarn band's labels", () => {
  it('reads a rule that forbids or allows the asked thing', () => {
    expect(printedPermission('Are hosepipes allowed on the allotment?', RULES, ['hosepipes', 'allotment'])).toEqual({ verdict: 'No', line: '4. Hosepipes are not permitted.' });
    expect(printedPermission('Can I have a bonfire on my plot?', RULES, ['bonfire', 'plot'])?.verdict).toBe('No');
    expect(printedPermission('Are dogs allowed?', RULES, ['dogs'])?.verdict).toBe('Yes');
    // No permission asked: a rule says nothing of whether it happened.
    expect(printedPermission('Did I pay the rent?', RULES, ['rent'])).toBeNull();
  });

  it('reads a label without a colon: two words, or words after it', () => {
    expect(labelledBy(lines(BAND), 'lot', 'What is the dye lot of the merino?')?.value).toBe('7781');
    expect(labelledBy(lines(BAND), 'shade', 'What shade is the merino yarn?')?.value).toBe('402 Heather');
    expect(labelledBy(lines(['Mixed paint', 'Fence Life+', 'Colour Harvest Gold', '5L']), 'colour', 'What colour did I get for the fence?')?.value).toBe('Harvest Gold');
    expect(labelledBy(lines(['Colour may vary', 'Colour chart available']), 'colour', 'What colour is it?')).toBeNull();
    // A building's or an organisation's name opens with its kind: no label.
    expect(labelledBy(lines(['HOTEL ONDA', 'BARCELONA', 'Room 412 - 6 nights']), 'hotel', 'Which hotel did I stay at?')).toBeNull();
  });

  const ask = askDiy('qa-probe-diy');

  it('says no when a rule forbids the asked thing', async () => {
    expect(await ask('Are hosepipes allowed on the allotment?')).toMatch(/^No — 4\. Hosepipes are not permitted\./);
  });
});
