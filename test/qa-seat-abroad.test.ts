/**
 * A seat or a carriage printed mid-line, in English or in the ticket's own language: "Wagen 23,
 * Platz 45" answers "what was my seat on the train" as "Coach C, Seat 45" does, before a cinema
 * ticket's "Seat 12" that only says the asked word in English. A carriage is asked by either of its
 * names ("which carriage", "what coach") and read without the comma after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe('a seat on a train ticket', () => {
  let abroad: Engine;
  let home: Engine;
  const cinema = () => doc('cinema.jpg', '2025-03-12T19:00:00', ['ODEON', 'Dune: Part Two', 'Screen 4', 'Row F  Seat 12', 'Adult 12.50']);
  beforeAll(async () => {
    abroad = await engineOver(await tempDir('seat-abroad'), [
      doc('ticket.jpg', '2025-03-10T08:00:00', ['DB BAHN', 'ICE 578', 'Hamburg Hbf → München Hbf', 'Abfahrt 08:02  Ankunft 14:15', 'Wagen 23, Platz 45', 'Reservierung 2. Klasse', 'Preis 19,90 EUR']),
      cinema(),
      doc('receipt.jpg', '2025-03-01T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
    ]);
    home = await engineOver(await tempDir('seat-home'), [
      doc('ticket.jpg', '2025-03-10T08:00:00', ['Avanti West Coast', 'London Euston to Manchester Piccadilly', 'Departs 09:40', 'Coach C, Seat 45', 'Off-Peak Single', 'Standard class']),
      cinema(),
    ]);
  }, 120_000);
  afterAll(async () => {
    await abroad?.close();
    await home?.close();
  });
  const ask = async (engine: Engine, question: string) => (await engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true })).answer;

  it('reads the seat a ticket abroad prints in its own language', async () => {
    expect(await ask(abroad, 'What was my seat on the train?')).toMatch(/^Wagen 23, Platz 45 —/);
    expect(await ask(abroad, 'Which carriage was I in on the train?')).toMatch(/^23 —/);
    expect(await ask(abroad, 'What coach was I in on the train?')).toMatch(/^23 —/);
    expect(await ask(abroad, 'What seat did I have at the cinema?')).toMatch(/^Row F\s+Seat 12 —/);
  });

  it('reads a carriage by either of its names', async () => {
    expect(await ask(home, 'What was my seat on the train?')).toMatch(/^Coach C, Seat 45 —/);
    expect(await ask(home, 'Which carriage was I in on the train?')).toMatch(/^C —/);
  });
});
