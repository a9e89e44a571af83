/**
 * A contest between two sides is printed with them either side of "vs" (a match ticket, a fixture
 * list, a scoreboard): a question naming a kind of sport ("the rugby", "the football") asks for it,
 * whatever else the document prints. A game one played oneself prints no "vs".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { unitCoverage, unitGroup } from '../electron/engine/qa/coverage';
import { documentKindsOfTerm } from '../electron/engine/qa/lexicon/document-kinds';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const kinds = (word: string) => [...documentKindsOfTerm(word, [{ lemma: word, pos: 'n' }])].map((k) => k.kind);
const row = (ocr: string) => memoryRow('scan.jpg', '2026-03-14T14:00:00', null, { ocr_text: ocr });
const MATCH = ['HARBOUR CITY FC vs NORTHSIDE ROVERS', 'RIVERSIDE GROUND', 'SAT 14/03/2026  3:00 PM', 'STAND B  ROW 12'];

describe('a match printed as one side vs the other', () => {
  it('reads any kind of athletic game, and a match or a game, as what a fixture is for, by WordNet', () => {
    for (const word of ['football', 'rugby', 'cricket', 'basketball', 'match']) expect(kinds(word), word).toContain('fixture');
    expect(kinds('concert')).not.toContain('fixture');
  });

  it('so a ticket printing "vs" covers "the football", and one without it does not', () => {
    const football = [unitGroup(['football'], {})];
    expect(unitCoverage(row(MATCH.join('\n')), football)[0]).toBeGreaterThanOrEqual(0.5);
    expect(unitCoverage(row('GREAT WESTERN RAILWAY\nBRISTOL → LONDON\nCOACH C  SEAT 42'), football)[0]).toBeLessThan(0.5);
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-fixture-kind');
    engine = await engineOver(base, [
      memoryRow('match.jpg', '2026-03-14T14:10:00', HOME, { kind: 'photo', has_text: true, ocr_text: MATCH.join('\n') }),
      memoryRow('gig.jpg', '2026-02-20T19:30:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['THE FLEECE', 'THE PAPER BOATS', 'FRI 20 FEB 2026 8PM', 'GENERAL ADMISSION'].join('\n') }),
      memoryRow('shop.jpg', '2026-03-10T11:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['CORNER SPORTS', 'RUNNING SOCKS  9.99', 'TOTAL  9.99'].join('\n') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('finds the match when asked by its sport', async () => {
    const out = await engine.ask({ question: 'When did we go to the rugby?', now: '2026-04-01T09:00:00Z', noLlm: true });
    expect(out.references[0]?.path).toMatch(/match\.jpg$/);
    expect(out.answer).toMatch(/Mar 14, 2026/);
  });
});
