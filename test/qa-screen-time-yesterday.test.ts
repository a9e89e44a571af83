/**
 * "How much screen time did I have yesterday", asked the day the screenshot was taken: the phone's
 * screen-time page of that morning prints "Yesterday 3h 47m". Taken within a time zone's margin after
 * the asked day, it is a record of that day by the day it prints; and the figure is the one printed by
 * the asked day's word, not the first on the screen (its "Daily Average").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { dayWordFigure } from '../electron/engine/qa/day-word';
import type { TextLine } from '../electron/engine/qa/text-lines';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const lines = (texts: string[]): TextLine[] => texts.map((text) => ({ text, height: null }));
const SCREEN = ['Screen Time', 'Daily Average', '4h 12m', 'Yesterday 3h 47m', 'Pickups 86', 'Notifications 142', 'Most used: Social 1h 58m'];
const doc = (name: string, local: string, text: string[]) => memoryRow(name, local, null, { kind: 'screenshot', has_text: true, ocr_text: text.join('\n') });

describe('a figure printed by the day asked', () => {
  it('reads the figure on the line of the asked day word, or under it', () => {
    expect(dayWordFigure(lines(SCREEN), 'how much screen time did I have yesterday')?.value).toBe('3h 47m');
    expect(dayWordFigure(lines(['Steps', 'Today', '6,210', 'Yesterday', '10,233']), 'how many steps today')?.value).toBe('6,210');
    expect(dayWordFigure(lines(SCREEN), 'how much screen time this week')).toBeNull();
    expect(dayWordFigure(lines(['Yesterday at the park was lovely']), 'what did I do yesterday')).toBeNull();
  });

  describe('asked of the morning-after screenshot', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('qa-screen-time-yesterday'), [
        doc('screen.png', '2025-10-02T08:00:00', SCREEN),
        doc('week.png', '2025-09-28T09:12:00', ['Screen Time', 'Last Week', 'Daily Average', '3h 55m', 'Pickups', 'Daily Average 78']),
        doc('steps.png', '2025-10-02T08:10:00', ['Activity', 'Steps 8,412', 'Distance 6.1 km']),
      ]);
    }, 120_000);
    afterAll(async () => engine?.close());

    const ask = async (question: string) => (await engine.ask({ question, now: '2025-10-02T12:00:00Z', noLlm: true })).answer;

    it('reads yesterday\'s figure', async () => {
      expect(await ask('How much screen time did I have yesterday?')).toMatch(/^3h 47m\b/);
      expect(await ask('What was my screen time yesterday?')).toMatch(/^3h 47m\b/);
    });
  });
});
