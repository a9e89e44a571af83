/**
 * "Which restaurants did we go to in Lisbon", "which shows did I see": a thing one goes to is one per
 * document (a bill, a ticket), so the list is their names, not what each document lists under its
 * name (the dishes, the seats); and "shows" is a word to find, not a request to show something.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const LISBON = { lat: 38.7223, lon: -9.1393 };
const HOME = { lat: 53.4808, lon: -2.2426 };
const doc = (name: string, local: string, where: { lat: number; lon: number }, lines: string[]) => memoryRow(name, local, where, { kind: 'photo', has_text: true, ocr_text: lines.join('\n') });

describe('a list of the places or shows one went to', () => {
  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-list-names');
    engine = await engineOver(base, [
      doc('bill1.jpg', '2025-10-12T13:20:00', LISBON, ['CASA DO PORTO VELHO', '12/10/2025', 'SARDINHAS 12,00', 'VINHO VERDE 9,00', 'TOTAL 21,00 EUR']),
      doc('bill2.jpg', '2025-10-13T20:45:00', LISBON, ['O CANTINHO AZUL', '13/10/2025', 'BACALHAU 14,50', 'CERVEJA x2 5,00', 'TOTAL 19,50 EUR']),
      doc('tram.jpg', '2025-10-13T10:00:00', LISBON, ['CARRIS', 'BILHETE 24H', '13/10/2025', '6,80 EUR']),
      doc('play.jpg', '2025-11-08T19:10:00', HOME, ['ROYAL EXCHANGE THEATRE', 'THE GLASS ORCHARD', 'SAT 8 NOV 19:30', 'STALLS  ROW F  SEAT 11']),
      doc('gig.jpg', '2025-11-21T19:40:00', HOME, ['LANTERN STUDIO THEATRE', 'MIDWINTER LIGHTS', 'FRI 21 NOV 20:00', 'ROW C  SEAT 4']),
      doc('shop.jpg', '2025-11-15T11:00:00', HOME, ['CORNER HARDWARE', 'SCREWS 4.50', 'TOTAL 4.50']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('lists the restaurants by name, not their dishes', async () => {
    const out = await engine.ask({ question: 'Which restaurants did we go to in Lisbon?', now: '2025-12-01T09:00:00Z', noLlm: true });
    expect(out.answer).toContain('CASA DO PORTO VELHO');
    expect(out.answer).toContain('O CANTINHO AZUL');
    expect(out.answer).not.toContain('SARDINHAS');
  });

  it('reads "shows" as what was seen, and lists the shows', async () => {
    const out = await engine.ask({ question: 'Which shows did I see in November?', now: '2025-12-01T09:00:00Z', noLlm: true });
    expect(out.analysis.terms).toContain('show');
    expect(out.answer).toContain('THE GLASS ORCHARD');
    expect(out.answer).toContain('MIDWINTER LIGHTS');
    expect(out.answer).not.toMatch(/ROW F|SEAT 11/);
  });

  it('still reads "show me" as a request', async () => {
    const out = await engine.ask({ question: 'Show me the tickets from November', now: '2025-12-01T09:00:00Z', noLlm: true });
    expect(out.analysis.terms).not.toContain('show');
  });
});
