/**
 * The OCR layouts an answer reads: only those of the references whose line heights it measures,
 * and with them read, the answer every layout read up front gives.
 */
import { describe, expect, it } from 'vitest';
import type { QueryAnalysis } from '../shared/qa';
import { composeAnswer } from '../electron/engine/qa/answer';
import type { Candidate } from '../electron/engine/qa/fusion';
import { LayoutReads, type LayoutSource } from '../electron/engine/qa/layouts';
import { memoryRow } from './support/memory-rows';
import { ocrRow } from './support/ocr-row';

const HERE = { lat: 48.2, lon: 16.37 };

const BOOKING: Array<[string, number]> = [['Citynest Stays', 22], ['CASA LUMEN', 64], ['Quay Lane, Upper Town', 22], ['Check-in: Fri 3 May from 14:00', 22]];
const HIRE: Array<[string, number]> = [['KAYAK HIRE', 30], ['OUT 14:10 BACK 15:55', 24]];
/** Each memory's layout as the store keeps it (not among the ranked rows' columns). */
const stored = new Map([['booking', ocrRow('booking', BOOKING).ocr_json!], ['hire', ocrRow('hire', HIRE).ocr_json!]]);

function ref(id: string, lines: Array<[string, number]>, similarity: number): Candidate {
  const row = memoryRow(id, '2024-05-03T09:00:00', HERE, { id, ocr_text: lines.map(([t]) => t).join('\n') });
  return { row, score: similarity, similarity, covers: 1, why: lines.at(-1)![0] };
}

function asked(question: string, answerType: QueryAnalysis['answerType']): QueryAnalysis {
  return { question, declarative: question, time: null, recency: false, places: [], people: [], events: [], terms: [], related: [], usedLLM: false, aggregation: null, answerType };
}

const booking = ref('booking', BOOKING, 0.9);
const hire = ref('hire', HIRE, 0.8);

/** Composes as the ask does: again after each read of the layouts it measured without. */
async function lazily(a: QueryAnalysis, refs: Candidate[]): Promise<{ answer: string; read: string[][] }> {
  const layouts = new LayoutReads(refs);
  const read: string[][] = [];
  const compose = () => composeAnswer({ analysis: a, type: a.answerType, refs, layouts, computed: null, eventsOn: () => [] }).answer;
  let answer = compose();
  while (await layouts.readWanted(async (ids) => { read.push(ids); return new Map(ids.map((id) => [id, stored.get(id) ?? null])); })) answer = compose();
  return { answer, read };
}

const upFront = (a: QueryAnalysis, refs: Candidate[], layouts: LayoutSource) => composeAnswer({ analysis: a, type: a.answerType, refs, layouts, computed: null, eventsOn: () => [] }).answer;

describe('OCR layouts read on demand', () => {
  it('an answer that measures a title reads that layout, and answers as with every layout read', async () => {
    const where = asked('Where did we stay?', { kind: 'name', subject: 'place' });
    const { answer, read } = await lazily(where, [booking, hire]);
    expect(read).toEqual([['booking']]);
    expect(answer).toBe(upFront(where, [booking, hire], stored));
    // The heights decide it: without them another line is the title.
    expect(answer).not.toBe(upFront(where, [booking, hire], new Map()));
  });

  it('an answer read from the words alone reads no layout', async () => {
    const howLong = asked('How long was the kayak trip?', { kind: 'duration', subject: null });
    const { answer, read } = await lazily(howLong, [hire, booking]);
    expect(read).toEqual([]);
    expect(answer).toBe(upFront(howLong, [hire, booking], stored));
    expect(answer).toMatch(/^1 h 45 min/);
  });
});

describe('OCR layouts read with the rows', () => {
  it('an answer that measures every reference reads only the layouts its rows came without', async () => {
    const list = asked('What did I hire?', { kind: 'list', subject: null });
    const layouts = new LayoutReads([booking, hire], new Map([['hire', stored.get('hire')!]]));
    const read: string[][] = [];
    await layouts.readAll(async (ids) => { read.push(ids); return new Map(ids.map((id) => [id, stored.get(id) ?? null])); });
    expect(read).toEqual([['booking']]);
    expect(layouts.get('hire')).toBe(stored.get('hire'));
    expect(upFront(list, [booking, hire], layouts)).toBe(upFront(list, [booking, hire], stored));
  });
});
