/**
 * "Which zone was I in", "what row": one position asked on a line that prints several ("SEAT: 03F
 * ZONE: A") is its own field; a seat is still the whole line, its row and section with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { identifier } from '../electron/engine/qa/identifier';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const lines = (t: string[]) => t.map((text) => ({ text, height: null }));
const TICKET = ['CLOSING PLENARY', 'HALL 1', 'SEAT: 07D ZONE: B', 'DOORS 08:45'];

describe('one position of a line of several', () => {
  it('reads the asked position alone', () => {
    expect(identifier(lines(TICKET), 'zone', false, true)?.value).toBe('B');
    expect(identifier(lines(['STALLS', 'ROW K  SEAT 12']), 'row', false, true)?.value).toBe('K');
    expect(identifier(lines(['SEC 142 ROW 8 SEAT 5']), 'row', false, true)?.value).toBe('8');
    expect(identifier(lines(['Coach C  Seat 42']), 'coach', false, true)?.value).toBe('C');
  });

  it('still reads a seat as its whole line', () => {
    expect(identifier(lines(TICKET), 'seat', false, true)?.value).toBe('SEAT: 07D ZONE: B');
    expect(identifier(lines(['SEC 142 ROW 8 SEAT 5']), 'seat', false, true)?.value).toBe('SEC 142 ROW 8 SEAT 5');
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-work-positions');
    const there = { lat: 41.39, lon: 2.17 };
    engine = await engineOver(base, [
      memoryRow('ticket.jpg', '2025-11-20T08:40:00', there, { kind: 'photo', has_text: true, ocr_text: TICKET.join('\n') }),
      memoryRow('street.jpg', '2025-11-20T13:00:00', there, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers which zone with the zone', async () => {
    const out = await engine.ask({ question: 'Which zone was I in for the closing plenary?', now: '2025-12-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^B —/);
  });
});
