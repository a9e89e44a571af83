/**
 * A town's name that qualifies a noun ("the Zürich concert") where the library has no photo is a name
 * to search, not a place to filter by. The gazetteer writes its towns with their accents (Zürich,
 * Kraków), so the test for such a name must read the question and the name both unaccented: before,
 * "the Zürich concert" and "the Zurich concert" alike kept Zürich as the place and found nothing there,
 * though a ticket photographed at home prints it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };

describe('an accented town that qualifies a noun', () => {
  let engine: Engine;
  const ask = async (question: string) => engine.ask({ question, now: '2025-09-01T12:00:00Z', noLlm: true });

  beforeAll(async () => {
    const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
    engine = await engineOver(await tempDir('accented-town-name'), [
      doc('tonhalle.jpg', '2025-05-02T19:00:00', ['TONHALLE ZURICH', 'SYMPHONY CONCERT', 'SAT 14 JUN 2025  DOORS 19:00', 'ROW F  SEAT 12', 'CHF 85.00']),
      doc('academy.jpg', '2025-04-20T19:00:00', ['O2 ACADEMY BRISTOL', 'LIVE IN CONCERT', 'FRI 9 MAY 2025  DOORS 19:30', 'ROW C  SEAT 4', 'GBP 32.50']),
      doc('hostel.jpg', '2025-03-02T19:00:00', ['HOSTEL KRAKOW OLD TOWN', 'BOOKING CONFIRMED', '2 NIGHTS  PLN 320.00']),
      doc('guesthouse.jpg', '2025-02-12T19:00:00', ['SEASIDE GUEST HOUSE', 'BOOKING CONFIRMED', '3 NIGHTS  GBP 240.00']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('searches the name, written with its accent or without', async () => {
    expect((await ask('How much was the Zürich concert ticket?')).answer).toMatch(/^CHF 85\.00/);
    expect((await ask('How much was the Zurich concert ticket?')).answer).toMatch(/^CHF 85\.00/);
    expect((await ask('Which row was my seat for the Zürich concert?')).answer).toMatch(/^F\b/);
    expect((await ask('How much was the Kraków hostel?')).answer).toMatch(/^PLN 320\.00/);
  });
});
