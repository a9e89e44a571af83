/**
 * "How many times since New Year / since March?": the window runs from that day to now, and neither
 * "since" nor the holiday's words are left to be searched for ("New balance", "MEMBER SINCE").
 */
import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../electron/engine/qa/analyze';

const NOW = new Date('2024-09-08T15:00:00Z');
const analysed = (question: string) => analyzeQuestion(question, NOW, { events: [], people: [] });

describe('a count since a day', () => {
  it('reads "since New Year" without the possessive as from January 1', () => {
    const out = analysed('How many times have I been kayaking since New Year?');
    expect(out.time?.from).toBe('2024-01-01T00:00:00');
    expect(out.terms).toEqual(['kayaking']);
  });

  it('leaves "since" out of the words before the question mark', () => {
    expect(analysed('How many times did I go bowling since March?').terms).toEqual(['bowling']);
    expect(analysed('How many times did I go bowling since March').terms).toEqual(['bowling']);
  });
});
