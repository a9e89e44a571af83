import { describe, expect, it } from 'vitest';
import { agrees } from './support/travel-modes';
import { dayLabel, travelDays } from '../electron/engine/qa/facts';
import { modeNames, modesInText } from '../electron/engine/qa/travel-mode';

describe('a numbered unit shows the conveyance it belongs to', () => {
  it('"COACH 4", "CAR 11" on a ticket are railway carriages: a train, not a road coach or a motor car', () => {
    expect(agrees('Did we take the train to Elmford?', 'GREENVALE RAIL\nELMFORD - PORTWICK\nCOACH 4  SEAT 17')).toBe(true);
    expect(agrees('Did we go by train?', 'HIGHSPEED 204\nCAR 11 SEAT 3-B')).toBe(true);
    expect(agrees('Did we drive to Elmford?', 'ELMFORD - PORTWICK\nCOACH 4  SEAT 17')).toBe(false);
    expect(agrees('Did we fly to Elmford?', 'ELMFORD - PORTWICK\nCAR 11 SEAT 3-B')).toBe(false);
  });

  it('a numbered thing that belongs to no conveyance shows nothing', () => {
    expect(modesInText('ROW 12  SEAT 3')).toEqual([]);
    expect(modesInText('TABLE 7\nCOVERS 4\nTOTAL 61.20')).toEqual([]);
    // A bay is a ship's compartment too, but no conveyance: a car park's bay is no ship.
    expect(modesInText('LEVEL 2 - BAY 45')).toEqual([]);
    expect(agrees('Did I drive to the multi-storey?', 'TOWN MULTI-STOREY CAR PARK\nLEVEL 2 - BAY 45')).toBe(true);
  });
});

describe('a vehicle labelling a registration number shows a car', () => {
  it('a fuel slip or a parking ticket that prints the vehicle\'s registration shows driving', () => {
    expect(agrees('Did we drive to the lake?', 'HILLTOP SERVICE STATION\n12/03/2025\nUNLEADED  32.5 L\nTOTAL 58.40\nVEHICLE: RT 52 XKB')).toBe(true);
    expect(modeNames(modesInText('PAY & DISPLAY\nVehicle reg. GX19 LMP\nEXPIRES 14:30'))).toContain('car');
    expect(agrees('Did we take the train to the lake?', 'HILLTOP SERVICE STATION\nUNLEADED  32.5 L\nVEHICLE: RT 52 XKB')).toBe(false);
  });

  it('a vehicle named by its colour, or a count, is no registration', () => {
    expect(modesInText('VEHICLE: Silver, manual')).toEqual([]);
    expect(modesInText('Vehicle: 4')).toEqual([]);
  });
});

describe('a trip ends on the day of the train home', () => {
  it('a return e-ticket that names only its carriage widens the stay to its day', () => {
    const from = Date.parse('2025-06-06T00:00:00Z');
    const to = Date.parse('2025-06-08T00:00:00Z');
    const pass = (local: string, text: string) => ({ ocr_text: text, taken_at: Date.parse(`${local}Z`), taken_at_local: local });
    const home = pass('2025-06-09T11:00:00', 'Coastline Express\nE-ticket\nPortwick → Elmford\nMon 09/06/2025 · 14:00\nCoach 2 · Seats 11-12');
    const span = travelDays(from, to, [home], ['Portwick']);
    expect([dayLabel(span.from), dayLabel(span.to)]).toEqual(['Jun 6, 2025', 'Jun 9, 2025']);
  });
});
