import { describe, expect, it } from 'vitest';
import { agrees } from './support/travel-modes';
import { modesInQuestion, modesInText } from '../electron/engine/qa/travel-mode';

describe('ways of travelling, by WordNet', () => {
  it('a boarding pass shows flying, a car park driving, a railway the train', () => {
    expect(agrees('Did I fly to Oslo?', 'Boarding pass\nFlight XY 123\nSeat 4C')).toBe(true);
    expect(agrees('Did I drive to the coast?', 'SEAFRONT CAR PARK\nTARIFF 3 HRS')).toBe(true);
    expect(agrees('Did I take the train to Bath?', 'GREAT WESTERN RAILWAY\nBATH SPA')).toBe(true);
  });

  it('another way of travelling is a no', () => {
    expect(agrees('Did I fly to Bath?', 'GREAT WESTERN RAILWAY\nBATH SPA')).toBe(false);
    expect(agrees('Did I drive to the airport?', 'Boarding pass\nFlight XY 123')).toBe(false);
    expect(agrees('Did I take the bus?', 'HARBOUR FERRIES\nRETURN 8.00')).toBe(false);
  });

  it('a word used as a label ("CAR D", "COACH C") is a railway carriage, not a motor car; a run of two words is read as two', () => {
    expect(agrees('Did I drive to Leeds?', 'CAR D  SEAT 42')).toBe(false);
    expect(agrees('Did I fly to Leeds?', 'SWIFTTRAIN\nYORK - LEEDS\nCAR D SEAT 42')).toBe(false);
  });

  it('a question or a text about no journey names no way of travelling', () => {
    expect(modesInQuestion('Did I go to the beach in June?')).toEqual([]);
    expect(modesInText('CORNER DELI\nSOUP 6.50\nTOTAL 6.50')).toEqual([]);
  });
});
