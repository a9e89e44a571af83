/**
 * A table row that names a thing and ends in a clock-shaped reading is the thing's length when asked
 * how long: a washing machine's "5 Quick  1:58", a run's "Lap 3  1:58.4". The row naming the asked
 * words (and the asked number, "lap 3", "my second lap") answers, not the screen's other lengths
 * nor a span of the photos' days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { rowLength } from '../electron/engine/qa/row-length';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const WASHER = ['Program', '1 Cotton 40  3:29', '2 Synthetics  2:11', '5 Quick  1:58', 'Delay start'];
const RUN = ['08:05', 'Morning Run', 'Distance 5.02 km', 'Duration 0:27:41', 'Avg pace 5:31 /km', 'Lap 1  5:28.1', 'Lap 2  5:35.0', 'Lap 3  1:58.4'];

describe('a row\'s length', () => {
  it('reads the reading at the end of the row that names the asked thing', () => {
    expect(rowLength(WASHER, ['quick', 'wash'], 'How long does the quick wash take?')).toEqual({ value: '1:58', line: '5 Quick  1:58' });
    expect(rowLength(RUN, ['lap'], 'How long was lap 2?')).toEqual({ value: '5:35.0', line: 'Lap 2  5:35.0' });
    expect(rowLength(RUN, ['second', 'lap'], 'How long was my second lap?')).toEqual({ value: '5:35.0', line: 'Lap 2  5:35.0' });
    // A status bar's clock, a time of day with am/pm and a span are no lengths.
    expect(rowLength(['10:02', 'Opens 9:30 am', 'Class 18:00 - 19:00'], ['class'], 'How long is the class?')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const doc = (name: string, at: string, kind: 'photo' | 'screenshot', lines: string[]) => memoryRow(name, at, HOME, { kind, has_text: true, ocr_text: lines.join('\n') });
    engine = await engineOver(await tempDir('qa-row-length'), [
      doc('washer.jpg', '2025-05-20T08:00:00', 'photo', WASHER),
      doc('Screenshot_run.png', '2025-06-08T08:05:00', 'screenshot', RUN),
      doc('receipt.jpg', '2025-06-01T10:00:00', 'photo', ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
      doc('Screenshot_chat.png', '2025-06-02T16:40:00', 'screenshot', ['16:40', 'Messages', 'Dad', 'Quick question, are you free at 6?']),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });
  const ask = async (question: string) => (await engine.ask({ question, now: '2025-06-16T09:00:00Z', noLlm: true })).answer;

  it('answers how long a programme or a lap takes from its row', async () => {
    expect(await ask('How long does the quick wash take?')).toMatch(/^1:58 — 5 Quick\s+1:58/);
    expect(await ask('How long is the cotton programme?')).toMatch(/^3:29 — 1 Cotton 40\s+3:29/);
    expect(await ask('How long was lap 3?')).toMatch(/^1:58\.4 — Lap 3\s+1:58\.4/);
    // The whole run's length is still its own line's.
    expect(await ask('How long was my run?')).toMatch(/^27 min 41 s — Duration 0:27:41/);
  });
});
