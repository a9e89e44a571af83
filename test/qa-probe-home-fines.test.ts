/**
 * A parking fine asked about among parking tickets, made up: "how much was the parking fine" asks for
 * the penalty, and WordNet's verb "fine" (to ticket) is no word for it.
 */
import { describe, expect, it } from 'vitest';
import { wordRoles } from '../electron/engine/qa/lexicon/word-roles';
import { relatedWords } from '../electron/engine/qa/lexicon/related';

describe('a last word after a copula, an article and a noun', () => {
  it('is a noun: the thing the copula says something of', () => {
    expect(wordRoles('How much was the parking fine?').get('fine')).toBe('n');
    expect(wordRoles('How much was my parking fine?').get('fine')).toBe('n');
    const roles = wordRoles('How much was the parking fine?');
    expect(relatedWords('fine', { roles }).map((r) => r.word)).not.toContain('ticket');
  });

  it('is the verb after an auxiliary and its subject (qa-verb-after-subject)', () => {
    expect(wordRoles('What did the doctor say?').get('say')).toBe('v');
  });
});

describe('a verb\'s past form after a copula, an article and a noun', () => {
  it('is the passive\'s verb, though WordNet knows the form as a noun', () => {
    expect(wordRoles('When was the parcel sent?').get('sent')).toBe('v');
    expect(wordRoles('Where was the parcel sent to?').get('sent')).toBe('v');
    expect(wordRoles('When was the parcel delivered?').get('delivered')).toBe('v');
    const roles = wordRoles('When was the parcel sent?');
    expect(relatedWords('sent', { roles }).map((r) => r.word)).toContain('post');
  });
});
