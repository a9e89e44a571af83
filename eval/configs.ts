/**
 * The configurations the evaluation compares. Each turns a question into a ranked list of file names
 * (and, for Mnemo's ask, an answer text), timed.
 */
import path from 'node:path';
import type { Engine } from '../electron/engine/index';
import type { Memory } from '../shared/memory';
import { AskInput, type QueryAnalysis } from '../shared/qa';
import type { z } from 'zod';
import { Bm25 } from './baselines/bm25';
import { allTextDocument, plainRagDocument } from './baselines/documents';
import type { EvalQuestion } from './questions';

export interface Outcome {
  ranked: string[];
  answer: string | null;
  ms: number;
  /** What ask said it searched (ask only): the miss causes are read off it (miss-cause.ts). */
  analysis?: QueryAnalysis;
}

export interface Config {
  name: string;
  /** What it is, for the report's notes. */
  description: string;
  answers: boolean;
  run(q: EvalQuestion, depth: number): Promise<Outcome>;
}

/** The signals ask can switch off: time, place, events, and each source of related words. */
export type Ablation = NonNullable<z.infer<typeof AskInput>['ablate']>;

const base = (p: string): string => path.basename(p);
const unique = (xs: string[]): string[] => [...new Set(xs)];

/** Does the public ask contract take `ablate`? (QaService has it; AskInput must pass it through.) */
export function askTakesAblate(): boolean {
  return 'ablate' in AskInput.shape;
}

export function mnemoAsk(engine: Engine, ablate?: Ablation): Config {
  const off = ablate ? Object.keys(ablate).filter((k) => ablate[k as keyof Ablation]).join('+') : '';
  return {
    name: ablate ? `Mnemo ask − ${off}` : 'Mnemo ask (no LLM)',
    description: ablate
      ? `ask with the ${off} signal switched off`
      : 'engine.ask({ noLlm: true }): query analysis (time, recency, places, events, aggregation), multi-source retrieval, fusion, extractive answer with computed facts',
    answers: true,
    async run(q, depth) {
      // The answer and the latency come from ask as the app calls it (the engine picks K); when that
      // returns fewer references than the metrics look at, a second call with a deeper limit supplies
      // the ranking (same scores, longer list).
      const call = (limit?: number) =>
        engine.ask({ question: q.question, now: q.now, noLlm: true, ...(limit ? { limit } : {}), ...(ablate ? { ablate } : {}) } as Parameters<Engine['ask']>[0]);
      const t0 = performance.now();
      const result = await call();
      const ms = performance.now() - t0;
      let refs = result.references;
      if (refs.length < depth && refs.length > 0) refs = (await call(depth)).references;
      return { ranked: unique(refs.map((r) => base(r.path))), answer: result.answer, ms, analysis: result.analysis };
    },
  };
}

export function mnemoSearch(engine: Engine): Config {
  return {
    name: 'Mnemo search()',
    description: 'engine.search with the raw question (the search box: no answer)',
    answers: false,
    async run(q, depth) {
      const t0 = performance.now();
      const { results } = await engine.search({ text: q.question, now: q.now, limit: depth });
      return { ranked: unique(results.map((r) => base(r.path))), answer: null, ms: performance.now() - t0 };
    },
  };
}

function bm25Config(name: string, description: string, memories: Memory[], doc: (m: Memory) => string): Config {
  const index = new Bm25(memories.map((m) => ({ id: base(m.path), text: doc(m) })));
  return {
    name,
    description,
    answers: false,
    async run(q, depth) {
      const t0 = performance.now();
      const hits = index.search(q.question, depth);
      return { ranked: hits.map((h) => h.id), answer: null, ms: performance.now() - t0 };
    },
  };
}

export function plainRag(memories: Memory[]): Config {
  return bm25Config(
    'Plain RAG (BM25)',
    'OmniQuery appendix B: one document per memory = caption + time + place (OCR text stands in for the caption: no captions without an LLM), top-K by one similarity, no query analysis; BM25 replaces the embedding cosine (no sentence model available)',
    memories,
    plainRagDocument,
  );
}

export function bm25AllText(memories: Memory[]): Config {
  return bm25Config(
    'BM25 all text',
    'BM25 over every word a memory has (OCR, file name, place, date words, kind) with the raw question',
    memories,
    allTextDocument,
  );
}
