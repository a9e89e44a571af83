/**
 * A noun's verb form brings only its own sense's document words. "Training" is read off the verb
 * "train" by morphology, but derives from it only in its senses of teaching and exercising; the noun
 * "train" is the railway's, and neither its ticket's words nor what tickets print abroad ("Zug",
 * "Bahn") are evidence of a training session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { documentKindsOfTerm } from '../electron/engine/qa/lexicon/document-kinds';
import { relatedWords } from '../electron/engine/qa/lexicon/related';
import { lemmasOf } from '../electron/engine/qa/lexicon/wordnet';
import { loadTranslations } from '../electron/engine/qa/lexicon/translations';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const kinds = (word: string) => [...documentKindsOfTerm(word, lemmasOf(word))].map((k) => k.kind);
const NOW = '2027-08-01T10:00:00+02:00';
const BERLIN = { lat: 52.52, lon: 13.405 };

describe("a noun's verb form", () => {
  it('names the kinds of the noun it derives in, not those of its homonym', () => {
    expect(kinds('training')).toContain('exercise display');
    expect(kinds('training')).not.toContain('transit ticket');
    // The verb whose noun is the same act keeps its kinds; a noun the table does not name reaches it by its verb.
    expect(kinds('parking')).toContain('parking sign');
    expect(kinds('cycling')).toContain('exercise display');
    expect(kinds('boating')).toContain('transit ticket');
  });

  it('is not printed abroad as its homonym is', () => {
    const words = relatedWords('training').map((r) => r.word);
    expect(words).not.toContain('zug');
    expect(words).not.toContain('bahn');
  });

  describe('a library in Berlin', () => {
    let engine: Engine;
    beforeAll(async () => {
      await loadTranslations(['deu']);
      engine = await engineOver(await tempDir('verb-of-noun'), library(BERLIN, (doc) => [
        doc('ticket.jpg', '2027-06-12T08:40:00', ['DEUTSCHE BAHN', 'FAHRKARTE', 'BERLIN HBF - LEIPZIG HBF', 'ZUG ICE 1509', 'ABFAHRT 09:02 GLEIS 7', 'PREIS 39,90 EUR']),
        doc('session.jpg', '2027-05-22T18:30:00', ['SQUAD SESSION 22/5', 'DRILLS 45 MIN', 'DIST 6.2 KM', 'CAL 510']),
      ]));
    });
    afterAll(async () => engine.close());

    it('finds the last training session, not the newer train ticket', async () => {
      const r = await engine.ask({ question: 'When did I last go to football training?', now: NOW, noLlm: true });
      expect(r.answer).toMatch(/^Most recently on May 22, 2027\b/);
      expect(r.answer).toContain('SQUAD SESSION');
    });
  });
});
