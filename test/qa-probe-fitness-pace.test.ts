/**
 * A rate asked to be named — a run's pace, a treadmill's speed — is a number printed under its label,
 * not the activity's title nor its distance (WordNet files a pace and a speed under rates); a rowing
 * machine's time is a stopwatch's reading, tenths of a second and no label.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { printedClockSpan, printedElapsed } from '../electron/engine/qa/printed-date';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const doc = (name: string, local: string, lines: string[]) => memoryRow(name, local, null, { kind: 'screenshot', has_text: true, ocr_text: lines.join('\n') });

describe('a rate asked for', () => {
  it('is a number', () => {
    expect(answerTypeOf('What was my pace on the long run?', null)).toEqual({ kind: 'number', subject: 'pace' });
    expect(answerTypeOf("What's the exchange rate on the receipt?", null).kind).toBe('number');
    expect(answerTypeOf('What was the name of the run?', null).kind).not.toBe('number');
  });

  it('reads a stopwatch, not a pace per distance nor a time of day', () => {
    expect(printedClockSpan(['Concept2', '5000m', '21:34.5', '2:09.4 /500m'])?.value).toBe('21:34.5');
    expect(printedElapsed(['100m freestyle', 'Lane 4', '1:02.87'])?.value).toBe('1:02.87');
    expect(printedClockSpan(['Split', '2:09.4 /500m'])).toBeNull();
    expect(printedClockSpan(['Departs 10:45', 'Platform 2'])).toBeNull();
  });

  describe('read off a run app', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('qa-probe-fitness-pace'), [
        doc('run-0412.png', '2026-04-12T09:30:00', ['Morning Run', '8.04 km', 'Pace 5:41 /km', 'Time 45:42', 'Elev gain 64 m']),
        doc('run-0426.png', '2026-04-26T09:30:00', ['Long Run', '14.2 km', 'Pace 5:55 /km', 'Time 1:24:01']),
        doc('rowing.png', '2026-04-15T20:10:00', ['Rowing', '5000m', '21:34.5', '2:09.4 /500m', 's/m 24']),
        doc('membership.png', '2026-03-28T12:00:00', ['Membership', 'Plan: Off-Peak', '£24.99 / month']),
      ]);
    });
    afterAll(async () => {
      await engine.close();
    });
    it('reads how long a rowing session took off the machine', async () => {
      expect((await engine.ask({ question: 'How long was my rowing session?', now: '2026-04-28T12:00:00Z', noLlm: true })).answer).toMatch(/^21:34\.5 — /);
    });
    it('reads the pace under its label, not the distance', async () => {
      expect((await engine.ask({ question: 'What was my pace on the long run?', now: '2026-04-28T12:00:00Z', noLlm: true })).answer).toMatch(/^5:55 \/km/);
    });
  });
});
