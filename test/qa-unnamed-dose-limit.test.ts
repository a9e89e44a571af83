/**
 * "What's the most I can take in a day" names no medicine: the superlative and the modal only frame
 * the ceiling asked, which no label prints; the act it is asked of ("take") is what every medicine's
 * warning and directions print, so the box is found among screens that say "Check-in" and "Take-away".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { withoutLimitFrame } from '../electron/engine/qa/dose-limit';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };

describe('a dose limit asked of no named medicine', () => {
  it('looks for the act when only the ceiling\'s frame is asked', () => {
    expect(withoutLimitFrame(['most', 'can'], "What's the most I can take in a day?")).toEqual(['take']);
    expect(withoutLimitFrame(['ibuprofen'], "What's the most ibuprofen I can take in a day?")).toEqual(['ibuprofen']);
    expect(withoutLimitFrame(['spend', 'most'], 'Where did I spend the most?')).toEqual(['spend', 'most']);
  });

  describe('asked of a library with one medicine box', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('unnamed-dose-limit'), [
        doc('box.jpg', '2025-05-01T09:00:00', ['Ibuprofen 200mg tablets', 'Adults and children over 12:', 'Take 1 or 2 tablets every 4 hours', 'Do not take more than 6 tablets in 24 hours', '24 tablets']),
        doc('checkin.png', '2025-06-05T09:00:00', ['Online check-in', 'Flight BA 2491', 'Check-in opens 24 hours before departure', 'Bag drop closes 45 min before']),
        doc('menu.jpg', '2025-06-06T19:00:00', ['Golden Lantern', 'Take-away menu', 'Open 5pm - 11pm', 'Free delivery over £20']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('answers the ceiling the box prints', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-06-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask("What's the most I can take in a day?")).toMatch(/^6 tablets in 24 hours/);
      expect(await ask('What is the maximum I can take in 24 hours?')).toMatch(/^6 tablets in 24 hours/);
    });
  });
});
