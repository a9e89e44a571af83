/**
 * "What's the next book": a chat or a note names it in a sentence, the asked noun as the subject and
 * the name after "is" ("Next book is The Remains of the Day") — not the chat's sender or title.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { namedInSentence } from '../electron/engine/qa/copula';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const lines = (t: string[]) => t.map((text) => ({ text, height: null }));
const CLUB = ['Book Club 📚', 'Hannah', "Loved this month's pick!", 'Hannah', 'Next book is The Remains of the Day', 'Will', 'Great choice, meeting 4th Dec at mine?', '21:14'];

describe('a name said in a sentence about the asked noun', () => {
  it('reads the name after "is" or "will be"', () => {
    expect(namedInSentence(lines(CLUB), 'book', "What's the next book?")?.value).toBe('The Remains of the Day');
    expect(namedInSentence(lines(['Our next book is "Piranesi"!']), 'book', 'what is our next book')?.value).toBe('Piranesi');
    expect(namedInSentence(lines(["This month's film will be Paris, Texas."]), 'film', 'Which film are we watching?')?.value).toBe('Paris, Texas');
  });

  it('leaves another thing of the kind, and a sentence saying what it is like', () => {
    expect(namedInSentence(lines(['The other book is Dune']), 'book', "What's the next book?")).toBeNull();
    expect(namedInSentence(lines(['the book is great, so sad']), 'book', 'What is the book?')).toBeNull();
  });

  let engine: Engine;
  beforeAll(async () => {
    const base = await tempDir('qa-probe-tech-next');
    const home = { lat: 51.4545, lon: -2.5879 };
    engine = await engineOver(base, [
      memoryRow('book-club.png', '2025-11-10T21:15:00', home, { kind: 'screenshot', has_text: true, ocr_text: CLUB.join('\n') }),
      memoryRow('bookshop.jpg', '2025-11-02T12:00:00', home, { kind: 'photo', has_text: true, ocr_text: 'City Books\nPaperback 8.99\nTOTAL 8.99' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the next book with its title', async () => {
    const out = await engine.ask({ question: "What's the next book?", now: '2025-12-01T09:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^The Remains of the Day —/);
  });
});
