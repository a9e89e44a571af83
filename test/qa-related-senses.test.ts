/**
 * What the cap on a question word's related words keeps: a rarer sense is not crowded out by the
 * common sense's many kinds, and a phrasal verb's particle brings no words of its own.
 */
import { describe, expect, it } from 'vitest';
import { pickBySense } from '../electron/engine/qa/lexicon/pick';
import { weightedRelatedTerms } from '../electron/engine/qa/lexicon/related';

const word = (name: string, weight: number, sense: number, source = 'hyponym') => ({ word: name, weight, sense, source });

describe('the cap across senses', () => {
  // Made-up words: the first sense has more kinds than the cap holds, all stronger than the second sense's.
  const common = Array.from({ length: 12 }, (_, i) => word(`kind${i}`, 0.6, 0));
  const rare = [word('othername', 0.5, 1, 'synonym'), word('otherkind', 0.4, 1), word('othervague', 0.3, 1, 'gloss'), word('otherfourth', 0.3, 1, 'gloss')];
  const found = [...common, ...rare].sort((a, b) => b.weight - a.weight);

  it('keeps the strongest words of a later sense', () => {
    const kept = [...pickBySense(found, 8)].map((r) => r.word);
    expect(kept).toHaveLength(8);
    expect(kept).toEqual(expect.arrayContaining(['othername', 'otherkind', 'othervague']));
    expect(kept).not.toContain('otherfourth');
  });

  it('gives the rest to the first sense', () => {
    expect([...pickBySense(found, 8)].filter((r) => r.sense === 0)).toHaveLength(5);
  });
});

describe('phrasal verbs', () => {
  it('look the phrase up, not its particle alone', () => {
    const words = weightedRelatedTerms(['help', 'out']).map((r) => r.word);
    expect(words).toContain('assist');
    // "out" alone: a strikeout, an extinct thing.
    expect(words).not.toContain('strikeout');
    expect(words).not.toContain('extinct');
  });

  it('keep a particle that makes no phrase', () => {
    expect(weightedRelatedTerms(['eat', 'out']).map((r) => r.word)).toContain('dine');
    expect(weightedRelatedTerms(['river', 'out']).map((r) => r.word)).toContain('extinct');
  });
});
