/**
 * The answer comes from the memory about the question's subject, not from one that only prints the
 * asked label: "which gate did we go in at the football game" is the match ticket's "ENTRANCE 7", not
 * a boarding pass's "Gate 21", though the pass prints the word "gate" and holds a value beside it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { labelUnit } from '../electron/engine/qa/subject-first';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const doc = (name: string, at: string, text: string[], where: { lat: number; lon: number } | null = HOME) => memoryRow(name, at, where, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });

describe('the answer is read from the memory about the question\'s subject', () => {
  it('finds the asked value\'s label among the question\'s units', () => {
    expect(labelUnit({ kind: 'identifier', subject: 'gate' }, [['gate'], ['football game']])).toBe(0);
    expect(labelUnit({ kind: 'identifier', subject: 'wifi password' }, [['wifi'], ['password'], ['cottage']])).toBe(1);
    // The label alone is all there is to be about.
    expect(labelUnit({ kind: 'identifier', subject: 'gate' }, [['gate']])).toBe(-1);
    // "How much": no label among the question's words.
    expect(labelUnit({ kind: 'number', subject: 'how much' }, [['tapa'], ['dinner']])).toBe(-1);
  });

  describe('a match ticket among boarding passes', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('subject-first'), [
        doc('ticket.jpg', '2025-03-08T14:10:00', ['RIVERSIDE FC v HARBOUR TOWN FC', 'League One', 'Matchday Ticket', 'Sat 8 Mar 2025 KO 15:00', 'ENTRANCE 7', 'BLOCK 12 ROW 20 SEAT 8', 'Adult £42.00']),
        doc('pass-malaga.png', '2025-02-01T06:10:00', ['BOARDING PASS', 'LONDON GATWICK  LGW', 'TO  MALAGA  AGP', 'Flight EZY8051', 'Gate 21', 'Boarding 06:40', 'Seat 14C'], null),
        doc('pass-dublin.png', '2025-04-11T07:10:00', ['BOARDING PASS', 'BRISTOL  BRS', 'TO  DUBLIN  DUB', 'Flight FR2341', 'Gate 4', 'Boarding 07:30', 'Seat 22A'], null),
        doc('receipt.jpg', '2025-03-01T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });
    const ask = async (question: string) => (await engine.ask({ question, now: '2025-09-01T09:00:00Z', noLlm: true })).answer;

    it('reads the gate off the ticket for the game, not a flight\'s', async () => {
      expect(await ask('Which gate did we go in at the football game?')).toMatch(/^7 — /);
      expect(await ask('What gate was it at the football match?')).toMatch(/^7 — /);
    });

    it('still reads a flight\'s gate off its boarding pass', async () => {
      expect(await ask('What gate did our flight to Dublin leave from?')).toMatch(/^4 — /);
    });
  });
});
