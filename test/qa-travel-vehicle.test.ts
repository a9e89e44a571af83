/**
 * "Our seats on the bullet train": two tickets that both print a seat match alike; the one that shows
 * a train goes before a coach company's e-ticket. Made-up tickets.
 */
import { describe, expect, it } from 'vitest';
import type { QueryAnalysis } from '../shared/qa';
import type { Candidate } from '../electron/engine/qa/fusion';
import { select } from '../electron/engine/qa/select';
import { memoryRow } from './support/memory-rows';


function candidate(name: string, local: string, score: number, ocr_text: string): Candidate {
  return { row: memoryRow(name, local, null, { ocr_text }), score, similarity: score, covers: score, why: ocr_text.split('\n')[0]! };
}

function picked(question: string, scored: Candidate[]): string[] {
  const analysis: QueryAnalysis = {
    question, declarative: question, time: null, recency: false, places: [], people: [], events: [], terms: ['seat', 'bullet', 'train'], aggregation: null,
    answerType: { kind: 'identifier', subject: 'seat' }, related: [], usedLLM: false,
  };
  const out = select(analysis, { time: null, places: [], events: [] } as never, { eventIds: new Set(), withPeople: new Set(), filterOnly: false }, { scored, answers: new Set() }, undefined);
  return out.map((c) => c.row.path.split('/').pop()!);
}

describe('the conveyance a question names breaks ties between tickets', () => {
  const bus = () => candidate('bus.png', '2024-06-02T09:00:00', 0.5, 'Intercity bus e-ticket\nRIVERTON - HILLFORD\nSeat 9');
  const rail = () => candidate('rail.jpg', '2024-03-01T10:00:00', 0.5, 'RAILWAY\nOAKTON - HILLFORD\nCAR 4 SEAT 21');
  const concert = () => candidate('concert.jpg', '2024-05-01T20:00:00', 0.2, 'CITY HALL\nROW F SEAT 12');

  it('of two tickets scored alike, the train\'s goes first, however new the bus ticket', () => {
    expect(picked('Where were our seats on the bullet train?', [bus(), rail(), concert()])).toEqual(['rail.jpg', 'bus.png', 'concert.jpg']);
  });

  it('a better match keeps its place; a question naming no conveyance is left alone', () => {
    const better = { ...bus(), score: 0.6, similarity: 0.6 };
    expect(picked('Where were our seats on the bullet train?', [better, rail()])).toEqual(['bus.png', 'rail.jpg']);
    expect(picked('Where were our seats?', [bus(), rail()])).toEqual(['bus.png', 'rail.jpg']);
  });
});
