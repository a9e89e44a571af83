import { describe, expect, it } from 'vitest';
import { unitCoverage, unitGroup } from '../electron/engine/qa/coverage';
import { memoryRow } from './support/memory-rows';

const row = (ocr: string) => memoryRow('scan.jpg', '2023-05-01T10:00:00', null, { ocr_text: ocr });

describe("a memory that is another kind of document than the one asked for", () => {
  it("does not count the words it shares with the asked kind: a car park's ROW and ENTRY are no museum ticket", () => {
    const museum = [unitGroup(['museum'], {})];
    const parking = unitCoverage(row('CITY MALL PARKING\nLEVEL 2 ROW B\nENTRY 10/03/2023 10:42\nPAID 5.00'), museum)[0]!;
    const gallery = unitCoverage(row('RIVERSIDE GALLERY\nADMIT ONE ADULT\n12.00'), museum)[0]!;
    expect(parking).toBe(0);
    expect(gallery).toBeGreaterThan(0);
  });

  it('keeps them when the other kind is not plainly there, or is only what was paid', () => {
    // A train's e-ticket prints SEATS and TICKET, as a concert's does: that is not enough to be one.
    const train = [unitGroup(['train'], {})];
    expect(unitCoverage(row('E-TICKET BOOKED\nCOACH C4\nSEATS 62, 63'), train)[0]).toBeGreaterThan(0);
    // Every bought ticket is also a receipt: TOTAL, PAID and CARD do not make it something else.
    const museum = [unitGroup(['museum'], {})];
    expect(unitCoverage(row('CITY MUSEUM\nADMISSION 2 ADULTS\nENTRY 14:00\nTOTAL 24.00 PAID CARD'), museum)[0]).toBe(1);
    expect(unitCoverage(row('ADMISSION 2 ADULTS\nENTRY 14:00\nTOTAL 24.00 PAID CARD TAX'), museum)[0]).toBeGreaterThan(0.5);
  });

  it('knows the asked kinds of a word as the lexicon reads it: "groceries", cut to "grocerie", is still a shopping list', () => {
    expect([...unitGroup(['grocerie'], {}).documents].map((d) => d.kind)).toContain('shopping list');
  });
});
