/**
 * A train e-ticket may print only its route's two ends round a dash and a coach ("LEEDS – YORK",
 * "Carriage 4 - Seats 11-12"), no departure word. Those ends are a journey's sign as much as a
 * "Departure" label is, so the ticket is read as a journey's and its seats are not given for the match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { occasionOf } from '../electron/engine/qa/occasion';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.8008, lon: -1.5491 };
const RAIL = ['Northbound Rail', 'Mobile ticket', 'Leeds — Carlisle', 'Sat 14/06/2025 · 09:40', 'Carriage 4 - Seats 11-12', 'Adult x2 · £64.20'];
const MATCH = ['COUNTY LEAGUE', 'ROVERS vs ATHLETIC', 'VALLEY PARK STADIUM', 'SAT 21/06/2025 3:00 PM', 'BLOCK F ROW 17', '£25.00'];

describe("a route's two ends mark a journey", () => {
  it('reads the ticket printing a route and a carriage as a journey', () => {
    expect(occasionOf(RAIL.join('\n'))).toBe('journey');
    expect(occasionOf(MATCH.join('\n'))).toBe('match');
    // Two words round a dash alone say nothing plain.
    expect(occasionOf(['Fish — Chips', 'TOTAL 8.40'].join('\n'))).toBeNull();
  });

  describe('asked of a library with both tickets', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('route-occasion'), [
        doc('rail.png', '2025-06-14T09:00:00', RAIL),
        doc('match.jpg', '2025-06-21T14:30:00', MATCH),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it("gives the match ticket's seats for the football", async () => {
      const { answer } = await engine.ask({ question: 'Where were our seats at the football?', now: '2025-07-01T09:00:00Z', noLlm: true });
      expect(answer).toMatch(/BLOCK F ROW 17/);
    });
  });
});
