import { describe, expect, it } from 'vitest';
import type { Memory } from '../shared/memory';
import type { QueryAnalysis } from '../shared/qa';
import { firstMissCause, misreadCause, missCause } from '../eval/miss-cause';
import { keywordHit } from '../eval/questions';

/** The eval's account of why ask missed a question's evidence, reported for the blind albums without their questions. */
describe('why ask missed the evidence (eval/miss-cause.ts)', () => {
  const analysis = (over: Partial<QueryAnalysis> = {}): QueryAnalysis => ({
    question: 'q', declarative: 'q', time: null, recency: false, places: [], people: [], events: [], terms: ['groceries'], related: ['food', 'store'],
    usedLLM: false, aggregation: null, answerType: { kind: 'number', subject: null }, ...over,
  });
  const memory = (name: string, over: Partial<Memory>): Memory =>
    ({ path: `/album/${name}`, takenAtLocal: '2026-10-25T10:34:16', lat: -33.93, lon: 18.47, ocrText: null, caption: null, ...over }) as Memory;
  const receipt = memory('receipt.jpg', { ocrText: 'FRESHWAYS\nFREE RANGE EGGS 18\nSPINACH 300G\nTOTAL R 199.96' });

  it('a strict window that leaves the memory out is the cause before its words; a vague or recurring one is not checked', () => {
    const october = { from: '2026-10-01T00:00:00', to: '2026-10-31T23:59:59', text: 'October', strict: true };
    expect(missCause(analysis({ time: { ...october, from: '2026-10-26T00:00:00' } }), receipt)).toBe('time');
    expect(missCause(analysis({ time: october, terms: ['total'] }), receipt)).toBe('near');
    expect(missCause(analysis({ time: { ...october, from: '2026-10-26T00:00:00', strict: false }, terms: ['total'] }), receipt)).toBe('near');
    expect(missCause(analysis({ time: { ...october, from: '2026-03-01T00:00:00', to: '2026-03-31T23:59:59', recurs: { every: 'year', label: 'March' } }, terms: ['total'] }), receipt)).toBe('near');
  });

  it('a photo taken outside every asked place, by its radius; one without GPS is not judged by place', () => {
    const faraway = { label: 'Johannesburg', lat: -26.2, lon: 28.04, radiusKm: 30 };
    expect(missCause(analysis({ places: [faraway] }), receipt)).toBe('place');
    expect(missCause(analysis({ places: [faraway] }), { ...receipt, ocrText: 'CITYLINK COACH\nCAPE TOWN - JOHANNESBURG' })).toBe('placeNamed');
    expect(missCause(analysis({ places: [{ ...faraway, lat: -33.92, lon: 18.42 }], terms: ['total'] }), receipt)).toBe('near');
    expect(missCause(analysis({ places: [faraway], terms: ['total'] }), { ...receipt, lat: null, lon: null })).toBe('near');
  });

  it('no words at all; none shared; only a far word (a receipt\'s TOTAL for groceries); a term or near word (alike by five letters)', () => {
    expect(missCause(analysis(), memory('beach.jpg', {}))).toBe('scene');
    expect(missCause(analysis(), memory('cruise.jpg', { ocrText: 'SUNSET CRUISE\nPIER 2' }))).toBe('words');
    expect(missCause(analysis(), receipt)).toBe('far');
    expect(missCause(analysis({ terms: ['spinach'] }), receipt)).toBe('near');
    expect(missCause(analysis({ terms: ['veterinarian'] }), memory('vet.jpg', { ocrText: 'QUEEN EAST VETERINARY' }))).toBe('near');
  });

  it('judges the first gold file missing from the top 5, and nothing when all are there', () => {
    const byName = new Map([['receipt.jpg', receipt], ['beach.jpg', memory('beach.jpg', {})]]);
    expect(firstMissCause(analysis(), ['a', 'b', 'receipt.jpg'], ['receipt.jpg', 'beach.jpg'], byName)).toBe('scene');
    expect(firstMissCause(analysis(), ['a', 'b', 'c', 'd', 'e', 'receipt.jpg'], ['receipt.jpg'], byName)).toBe('far');
    expect(firstMissCause(analysis(), ['receipt.jpg'], ['receipt.jpg'], byName)).toBeNull();
  });
});

describe('why an answer missed the fact with its evidence in the top 5 (eval/miss-cause.ts)', () => {
  const byName = new Map([
    ['receipt.jpg', { path: '/album/receipt.jpg', ocrText: 'NOODLE YARD\nDAN DAN NOODLES R 125.00\nTOTAL R 274.00' } as Memory],
    ['blurred.jpg', { path: '/album/blurred.jpg', ocrText: 'N00DLE YAR0\nT0TAL' } as Memory],
  ]);
  const q = (answer: string, keywords: string[]) => ({ answer, keywords, match: 'all' as const });

  it('a worked-out answer; the fact not in the OCR text; another memory first; the right memory first and the wrong words', () => {
    expect(misreadCause(q('count', ['3']), ['receipt.jpg'], ['receipt.jpg'], byName, keywordHit)).toBe('computed');
    expect(misreadCause(q('number', ['274']), ['blurred.jpg'], ['blurred.jpg'], byName, keywordHit)).toBe('unread');
    expect(misreadCause(q('number', ['274']), ['other.jpg', 'receipt.jpg'], ['receipt.jpg'], byName, keywordHit)).toBe('another');
    expect(misreadCause(q('name', ['noodle yard']), ['receipt.jpg'], ['receipt.jpg'], byName, keywordHit)).toBe('line');
  });
});
