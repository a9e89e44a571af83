/**
 * Time words in a question that are not when a photo was taken: an occasion named with a part of the
 * day after a plural's apostrophe ("parents' evening", "girls' night"), and a day a message is about
 * ("what did Mum text me about Sunday").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { extractDateRange } from '../electron/engine/search/date-range';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 53.4808, lon: -2.2426 };
const NOW = '2026-06-10T12:00:00Z';
const range = (q: string) => extractDateRange(q, new Date(NOW), { southern: false, homes: [] }).range;

describe('time words that name no date', () => {
  it('reads no date in an occasion named by a part of the day, or a day talked about', () => {
    expect(range("When is my daughter's parents' evening?")).toBeNull();
    expect(range("Where did we go for girls' night?")).toBeNull();
    expect(range('What did Mum text me about Sunday?')).toBeNull();
    expect(range('What did the email say about next week?')).toBeNull();
    // Still dates: a part of a named day, a day the photo was taken on, a time said roughly.
    expect(range('What did I do on Saturday evening?')?.text).toBe('on Saturday evening');
    expect(range('What did Mum text me on Sunday?')?.text).toBe('on Sunday');
    expect(range('Where was I yesterday at about 3pm?')).not.toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    engine = await engineOver(await tempDir('qa-probe-reading-occasions'), [
      memoryRow('school-letter.jpg', '2026-06-01T16:00:00', HOME, { kind: 'photo', has_text: true, ocr_text: ['Oakfield Primary School', "Parents' Evening", 'Thursday 18 June, 4pm - 7pm', 'Please book a slot online'].join('\n') }),
      memoryRow('chat.png', '2026-06-05T18:30:00', HOME, { kind: 'screenshot', has_text: true, ocr_text: ['Mum', 'Lunch at ours on Sunday, 1pm. Bring dessert x', '18:30'].join('\n') }),
      memoryRow('park.jpg', '2026-06-07T14:00:00', HOME, { kind: 'photo' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('dates the parents\' evening from the letter, not this evening\'s photos', async () => {
    const out = await engine.ask({ question: "When is my daughter's parents' evening?", now: NOW, noLlm: true });
    expect(out.answer).toMatch(/^Jun 18, 2026/);
  });

  it('finds the message about Sunday, sent before it', async () => {
    const out = await engine.ask({ question: 'What did Mum text me about Sunday?', now: NOW, noLlm: true });
    expect(out.answer).toMatch(/Lunch at ours on Sunday/);
  });
});
