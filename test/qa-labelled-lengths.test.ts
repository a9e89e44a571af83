/**
 * Lengths of time as recipes and route screens print them: "2 hr 10 min" is two hours and ten
 * minutes, not a label "hr" over ten hours; "Prep 30 mins  Cook 45 mins" labels each length by the
 * words before it, so "how long does it cook" is 45 minutes; a route prints its length beside its
 * distance under the destination ("Directions to Heathrow" / "2 hr 10 min (118 miles)").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { printedClockSpan, printedDuration } from '../electron/engine/qa/printed-date';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const ROUTE = ['Directions to Heathrow Terminal 5', '2 hr 10 min (118 miles)', 'via M4', 'Arrive 10:15'];

describe('lengths of time on recipes and routes', () => {
  it('reads hours and minutes after a number as one length, not a label', () => {
    expect(printedClockSpan(ROUTE)).toBeNull();
    expect(printedClockSpan(['DURATION 1h 40m'])?.value).toBe('1 h 40 min');
    expect(printedDuration(ROUTE, ['drive', 'heathrow'], 'How long is the drive to Heathrow?')?.value).toBe('2 h 10 min');
  });

  it('labels each of several lengths on a line by the words before it', () => {
    const card = ['CLASSIC BEEF LASAGNE', 'Prep 30 mins  Cook 45 mins'];
    expect(printedDuration(card, ['lasagne', 'cook'], 'How long does the lasagne cook for?')?.value).toBe('45 mins');
    expect(printedDuration(card, ['lasagne', 'prep'], 'How long is the prep?')?.value).toBe('30 mins');
    // To cook is also to prepare: the label printing the question's own word is the one asked.
    expect(printedDuration(card, ['lasagne', 'cook'], 'How long does the lasagne cook for?', ['prepare'])?.value).toBe('45 mins');
  });

  describe('asked of a library', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('labelled-lengths'), [
        doc('route.jpg', '2025-03-14T08:00:00', ROUTE),
        doc('lasagne.jpg', '2025-02-01T18:00:00', ['CLASSIC BEEF LASAGNE', 'Serves 6', 'Prep 30 mins  Cook 45 mins', '500g beef mince']),
        doc('receipt.jpg', '2025-03-03T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'TOTAL  1.20']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('answers the asked length', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('How long is the drive to Heathrow?')).toMatch(/^2 h 10 min —/);
      expect(await ask('How long does the lasagne cook for?')).toMatch(/^45 mins —/);
    });
  });
});
