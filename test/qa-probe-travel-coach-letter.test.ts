/**
 * A train's coach, a stand's zone or block is often a letter alone ("Coach C", "ZONE: A", "Coach" over
 * "C"): a position label's value needs no digit, where a code's does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { identifier } from '../electron/engine/qa/identifier';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const TRAIN = ['Advance Single', 'York', '09:15', 'Newcastle', '10:21', 'Fri 22 Aug 2025', 'Coach C', 'Seat 42', 'Window, forward facing', 'Ticket ref', 'LN8TQ2XW'];
const APP = ['Your e-ticket', 'Coach', 'B', 'Seat', '17A'];
const STAND = ['NORTH STAND', 'BLOCK: K', 'ROW 12'];
const lines = (t: string[]) => t.map((text) => ({ text, height: null }));

describe('a position printed as a letter', () => {
  it('reads the letter beside or under its label', () => {
    expect(identifier(lines(TRAIN), 'coach', false, true)?.value).toBe('C');
    expect(identifier(lines(APP), 'coach', false, true)?.value).toBe('B');
    expect(identifier(lines(STAND), 'block', false, false)?.value).toBe('K');
  });

  it('still reads codes with digits, and no letter for a label that is not a position', () => {
    expect(identifier(lines(TRAIN), 'seat', false, true)?.value).toBe('42');
    expect(identifier(lines(['Ticket ref', 'LN8TQ2XW']), 'ref', false, false)?.value).toBe('LN8TQ2XW');
    expect(identifier(lines(['Order A', 'ORDER TOTAL 12.00']), 'order', false, false)?.value).not.toBe('A');
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-travel-coach-letter');
    engine = await engineOver(base, [
      memoryRow('ticket.png', '2025-08-22T08:55:00', { lat: 53.958, lon: -1.0803 }, { kind: 'screenshot', has_text: true, ocr_text: TRAIN.join('\n') }),
      memoryRow('quay.jpg', '2025-08-22T14:00:00', { lat: 54.9783, lon: -1.6178 }, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers which coach with the letter', async () => {
    const out = await engine.ask({ question: 'What coach was I in on the train to Newcastle?', now: '2025-09-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^C —/);
  });
});
