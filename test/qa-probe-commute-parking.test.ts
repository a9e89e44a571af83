/**
 * A parking app's session screen among a bridge toll receipt, made up: "when does my parking end" is the
 * time the session "Ends", a short verb's -s form that light stemming leaves whole ("ends", not "end").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const SESSION = ['Parking session active', 'Location 4021', 'Hilton Street', 'Started 09:02', 'Ends 11:02', 'Duration 2h', 'Cost £3.40', 'Extend session'];
const TOLL = ['BRIDGE TOLL', 'Lane 4', 'Class 2 Car', 'Amount paid 2.40', 'Date 11-03-2025 Time 17:52', 'Receipt no 55120', 'Thank you, drive safely'];

let engine: Engine;
beforeAll(async () => {
  const base = await tempDir('qa-probe-commute-parking');
  engine = await engineOver(base, [
    memoryRow('session.png', '2025-03-13T09:03:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: SESSION.join('\n') }),
    memoryRow('toll.jpg', '2025-03-11T17:53:00', HOME, { kind: 'photo', has_text: true, ocr_text: TOLL.join('\n') }),
  ]);
}, 120_000);
afterAll(async () => {
  await engine?.close();
});

describe('a time labelled by the asked verb\'s -s form', () => {
  it('answers when the session ends, not another document\'s date', async () => {
    const out = await engine.ask({ question: 'When does my parking end?', now: '2025-03-13T10:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^Ends 11:02 — /);
  });
});
