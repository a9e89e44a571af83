/**
 * "Since", "until" frame a question's time and are never what a photo shows: "how many paddling
 * sessions since the new year" searches paddling, not "since" (which stemmed to "sin").
 */
import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../electron/engine/qa/analyze';

const NOW = new Date('2026-05-03T10:00:00+08:00');
const terms = (q: string) => analyzeQuestion(q, NOW, { events: [], people: [] }).terms;

describe('time prepositions are no search words', () => {
  it('leaves "since" and "until" out of the terms', () => {
    expect(terms('How many paddling sessions since the new year?')).toEqual(['paddling']);
    expect(terms('How many times have I been swimming since the new year?')).toEqual(['swimming']);
    expect(terms('What did I spend on coffee until the end of March?')).not.toContain('until');
  });
});
