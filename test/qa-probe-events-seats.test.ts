/**
 * A match ticket sets its position as a table: a row of labels over a row of values ("Gate  Block  Row
 * Seat" / "H  M42  18  233"), or each label on its line and then each value ("BLOCK" / "ROW" / "SEAT" /
 * "104" / "22" / "317"); and a booking prints the name it is held under after the verb ("Booked under:").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { identifier } from '../electron/engine/qa/identifier';
import { bookedName } from '../electron/engine/qa/booked-name';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const lines = (t: string[]) => t.map((text) => ({ text, height: null }));
const HOME = { lat: 51.5074, lon: -0.1278 };
const RUGBY = ['Six Nations', 'Northvale v Southmoor', 'Sat 21 Mar 2026 16:45', 'Kingsmead Stadium', 'Gate  Block  Row  Seat', 'H  M42  18  233', 'Mobile ticket - do not screenshot'];
const FOOTBALL = ['ROVERS v UNITED', 'League Cup', 'Saturday 28 February 2026', 'Kick-off 15:00', 'ENTRANCE', 'BLOCK', 'ROW', 'SEAT', 'E', '104', '22', '317', 'North Stand Lower'];
const BOOKING = ['Your reservation is confirmed', 'Saffron Lane Kitchen', 'Saturday, 7 March 2026 at 19:30', 'Party of 6', 'Booked under: Sarah Mitchell'];

describe('a position set as a table', () => {
  it('reads each label with its value, whether the table is read by rows or by cells', () => {
    expect(identifier(lines(RUGBY), 'block', false, true)?.value).toBe('M42');
    expect(identifier(lines(RUGBY), 'row', false, true)?.value).toBe('18');
    expect(identifier(lines(RUGBY), 'gate', false, true)?.value).toBe('H');
    expect(identifier(lines(FOOTBALL), 'block', false, true)?.value).toBe('104');
    expect(identifier(lines(FOOTBALL), 'row', false, true)?.value).toBe('22');
    expect(identifier(lines(FOOTBALL), 'seat', false, true)?.value).toBe('ENTRANCE E BLOCK 104 ROW 22 SEAT 317');
  });

  it('reads the seats a booking labels in the plural', () => {
    expect(identifier(lines(['Riverside Cinema', 'Screen 4', 'Seats: H7, H8', 'Booking ref: QX7H2P']), 'seat', false, true)?.value).toBe('H7, H8');
  });

  it('leaves lines that are no table of positions alone', () => {
    // Words over words, and labels that are no position's, are not a table's cells.
    expect(identifier(lines(['Screen', 'Seat', 'Popcorn', 'Large']), 'seat', false, true)).toBeNull();
    expect(identifier(lines(['Adults Children', '2 1']), 'row', false, true)).toBeNull();
  });

  it("reads the name a booking is held under, not a party's size", () => {
    expect(bookedName(lines(BOOKING), 'What name is the table booked under?')?.value).toBe('Sarah Mitchell');
    expect(bookedName(lines(['Reserved for S. Mitchell']), 'What name did I book under?')?.value).toBe('S. Mitchell');
    expect(bookedName(lines(['Table for 4', 'Booked for 7pm']), 'What name is it under?')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-events-seats');
    engine = await engineOver(base, [
      memoryRow('rugby.png', '2026-03-20T12:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: RUGBY.join('\n') }),
      memoryRow('football.jpg', '2026-02-28T14:30:00', HOME, { kind: 'photo', has_text: true, ocr_text: FOOTBALL.join('\n') }),
      memoryRow('booking.png', '2026-03-05T11:00:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: BOOKING.join('\n') }),
      memoryRow('park.jpg', '2026-03-02T12:00:00', HOME, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const ask = (question: string) => engine.ask({ question, now: '2026-03-10T09:00:00Z', noLlm: true });

  it('answers the block and the row of a match ticket', async () => {
    expect((await ask('Which block am I in for the Six Nations?')).answer).toMatch(/^M42 — /);
    expect((await ask('What row am I in for Rovers v United?')).answer).toMatch(/^22 — /);
  });

  it('answers the name the table is booked under', async () => {
    expect((await ask('What name is the Saffron Lane reservation under?')).answer).toMatch(/^Sarah Mitchell — /);
  });
});
