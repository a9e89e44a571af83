/**
 * How documents abroad print a document kind's word ("BILHETE" and "LUGAR" on a ticket) is searched
 * however many words the question has: a question whose other words bring many related words of
 * their own ("what song did they open with at the concert") would otherwise crowd the ticket's only
 * printed words out of the query's far words, and find nothing but the month's photos.
 */
import { describe, expect, it } from 'vitest';
import { relatedOf } from '../electron/engine/qa/coverage';
import { wordRoles } from '../electron/engine/qa/lexicon/word-roles';
import type { QueryAnalysis } from '../shared/qa';

const analysis = (question: string, terms: string[]) => ({ question, terms, related: [] }) as unknown as QueryAnalysis;

describe("a document kind's word as printed abroad", () => {
  it('is a printed word of the query, as the kind\'s own words are', () => {
    const question = 'What song did we hear at the concert in June?';
    const related = relatedOf(analysis(question, ['song', 'hear', 'concert']), { roles: wordRoles(question) });
    const printed = new Set(related.filter((r) => r.printed).map((r) => r.word));
    expect(printed.has('ticket')).toBe(true);
    expect(printed.has('bilhete')).toBe(true);
    expect(printed.has('lugar')).toBe(true);
    // A word near the question's own (a derivation of "song") is no document's label: it stays among the far words.
    expect(related.find((r) => r.word === 'songster')?.printed ?? false).toBe(false);
  });
});
