/**
 * A plural and its singular are one word to the question: "the family lunches" are the timetable's
 * "Family lunch", "boxes" a receipt's "BOX". Content words meet in one form (a word in "ss" loses its last "s",
 * its plural "ses": "class", "classes" → "clas"), and of the lines that say the asked words, the one
 * that says most of them answers, not the first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { contentWords } from '../electron/engine/augment/similarity';
import { lemmasOf } from '../electron/engine/qa/lexicon/wordnet';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const key = (word: string) => [...contentWords(word)][0];

describe('plurals and their singulars', () => {
  it('keys a plural as its singular', () => {
    for (const [plural, one] of [['classes', 'class'], ['glasses', 'glass'], ['boxes', 'box'], ['lunches', 'lunch'], ['dishes', 'dish'], ['keys', 'key'], ['fees', 'fee'], ['sessions', 'session']]) {
      expect(key(plural!)).toBe(key(one!));
    }
    // Short words in "s" that are no plurals keep it.
    expect(key('plus')).toBe('plus');
    expect(key('pass')).toBe('pass');
    // "When does it expire": a verb's "does" is no plural of "doe".
    expect(key('does')).toBe('does');
  });

  it('looks a keyed word up in WordNet by both of its forms', () => {
    // "glasses" are spectacles as well as more than one glass.
    expect(lemmasOf(key('glasses')!).map((l) => l.lemma)).toEqual(expect.arrayContaining(['glass', 'glasses']));
    expect(lemmasOf(key('class')!).map((l) => l.lemma)).toContain('class');
  });

  describe('asked of a timetable', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('plural-forms'), [
        doc('timetable.jpg', '2025-03-05T18:00:00', ['HARBOURSIDE COMMUNITY CENTRE', 'Family quiz  Fri 19:00', 'Family lunch  Sun 12:30', 'All welcome']),
        doc('receipt.jpg', '2025-03-01T10:00:00', ['CORNER SHOP', 'MILK  1.20', 'BREAD  1.10', 'TOTAL  2.30']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('answers from the line that says most of what is asked', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('When are the family lunches?')).toMatch(/^Family lunch\s+Sun 12:30/);
      expect(await ask('When is the family quiz?')).toMatch(/^Family quiz\s+Fri 19:00/);
    });
  });
});
