/**
 * A name WordNet knows only as people ("Mary", "David") is no place the question asks about, though a
 * gazetteer has a town of that name: "who wrote Project Hail Mary" searched a town in Turkmenistan and
 * found nothing. A name with a city among its senses ("Lincoln", "Paris") is still a place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { onlyAPerson } from '../electron/engine/qa/kind-of';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };

describe('a person\'s name that is also a town', () => {
  it('knows the names WordNet has only as people', () => {
    expect(onlyAPerson('Mary')).toBe(true);
    expect(onlyAPerson('David')).toBe(true);
    for (const city of ['Lincoln', 'Paris', 'Victoria', 'Bristol', 'Florence']) expect(onlyAPerson(city)).toBe(false);
  });

  describe('asked of a reading app', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('person-name-not-place'), [
        doc('ereader.jpg', '2025-03-08T22:00:00', ['Project Hail Mary', 'Andy Weir', 'Chapter 14', '38% · 4 hrs 12 mins left in book']),
        doc('receipt.jpg', '2025-03-03T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'TOTAL  1.20']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('searches the title, not a town of the name', async () => {
      const ask = async (question: string) => engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true });
      const chapter = await ask('What chapter am I on in Project Hail Mary?');
      expect(chapter.analysis.places).toEqual([]);
      expect(chapter.answer).toMatch(/^14 —/);
      expect((await ask('Who wrote Project Hail Mary?')).answer).toMatch(/^Andy Weir —/);
      expect((await ask('What did I buy in Lincoln?')).analysis.places.map((p) => p.label)).toEqual(['Lincoln']);
    });
  });
});
