/**
 * "Who wrote the book club book", "who is the author of The Midnight Library": a reading app or a
 * club's note prints the writer as a byline ("by Matt Haig") or under a label ("Author: Gabrielle
 * Zevin"), and the match about the book the question names answers, not the title line of another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { asksAuthor, byline } from '../electron/engine/qa/byline';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };

describe('a book\'s writer', () => {
  it('reads a byline or an author\'s label when a writer is asked', () => {
    expect(asksAuthor('Who wrote the book club book?')).toBe(true);
    expect(asksAuthor('Who is the author of The Midnight Library?')).toBe(true);
    expect(asksAuthor('Who sent the parcel?')).toBe(false);
    expect(byline(['The Midnight Library', 'by Matt Haig', 'Page 212 of 304'])?.value).toBe('Matt Haig');
    expect(byline(['Book: Tomorrow', 'Author: Gabrielle Zevin'])?.value).toBe('Gabrielle Zevin');
    // "by" in a sentence is no byline.
    expect(byline(['Renew by phone or online'])).toBeNull();
  });

  describe('asked of a library of reading screens', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('byline'), [
        doc('reading-app.jpg', '2025-03-09T22:00:00', ['Currently reading', 'The Midnight Library', 'by Matt Haig', 'Page 212 of 304', 'Reading goal: 24 books in 2025']),
        doc('book-club.jpg', '2025-03-11T12:00:00', ['Book club - April', 'Book: Tomorrow, and Tomorrow, and Tomorrow', 'Author: Gabrielle Zevin', "Meeting: Thu 17 April, 7.30pm at Jo's"]),
        doc('loan.jpg', '2025-03-05T15:00:00', ['Central Library', 'The Salt Path', 'Due: 26 Mar 2025', 'Renew by phone or online']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('answers the writer of the named book', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('Who is the author of The Midnight Library?')).toMatch(/^Matt Haig —/);
      expect(await ask('Who wrote the book club book?')).toMatch(/^Gabrielle Zevin —/);
    });
  });
});
