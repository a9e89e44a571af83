/**
 * "Which room was the transit modelling session in": a programme prints the same label once per
 * entry ("Room B12", "Room B14"); the asked entry's value is the one in the entry whose lines print
 * the question's words, not the first on the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { identifier } from '../electron/engine/qa/identifier';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const lines = (t: string[]) => t.map((text) => ({ text, height: null }));
const PROGRAMME = [
  'WORKSHOP DAY — FRIDAY',
  '10:30-12:00  Session 4A: Urban Sensing',
  'Chair: Dr. Omar Haddad — Room B12',
  '10:30-12:00  Session 4B: Transit Modelling',
  'Chair: Dr. Keiko Mori — Room B14',
  '13:00-14:30  Session 5A: Air Quality',
  'Chair: Dr. Sofia Lind — Room C2',
];

describe('a label printed once per entry', () => {
  it('reads the value in the entry the question names', () => {
    expect(identifier(lines(PROGRAMME), 'room', false, true, 'Which room was the transit modelling session in?')?.value).toBe('B14');
    expect(identifier(lines(PROGRAMME), 'room number', false, true, 'What room number was session 5A?')?.value).toBe('C2');
  });

  it('keeps the first when the question names no entry', () => {
    expect(identifier(lines(PROGRAMME), 'room', false, true, 'Which room was I in?')?.value).toBe('B12');
    expect(identifier(lines(PROGRAMME), 'room', false, true)?.value).toBe('B12');
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-work-entries');
    const there = { lat: 52.37, lon: 4.9 };
    engine = await engineOver(base, [
      memoryRow('programme.jpg', '2025-10-10T08:50:00', there, { kind: 'photo', has_text: true, ocr_text: PROGRAMME.join('\n') }),
      memoryRow('canal.jpg', '2025-10-10T18:00:00', there, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers which room a session was in with its room', async () => {
    const out = await engine.ask({ question: 'Which room was the air quality session in?', now: '2025-12-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^C2 —/);
  });
});
