/**
 * Retrieval and answer metrics, as Pensieve reports them (Recall@k, nDCG@k with binary gains) plus
 * answer keyword accuracy (Pensieve's A_key) and latency percentiles.
 *
 * Recall@k is |gold ∩ top-k| / min(|gold|, k): a question with 18 gold memories scores 1 at k = 5
 * when the top 5 are all gold (otherwise no ranking could reach 1 below k = 18). R@k* evaluates each
 * question at its own depth (`k`, the size of its gold set for list questions; 5 otherwise). A
 * question whose gold files are alternative evidence (`goldMatch: 'any'`) scores 1 when any is found.
 */

import type { MisreadCause, MissCause } from './miss-cause';

/** With `any`, the gold files are alternatives: the first one found counts as the single relevant item. */
export type GoldMatch = 'all' | 'any';

export function recallAt(ranked: string[], gold: string[], k: number, match: GoldMatch = 'all'): number {
  if (gold.length === 0) return 1;
  const want = new Set(gold);
  const found = ranked.slice(0, k).filter((r) => want.has(r)).length;
  if (match === 'any') return found > 0 ? 1 : 0;
  return found / Math.min(gold.length, k);
}

export function ndcgAt(ranked: string[], gold: string[], k: number, match: GoldMatch = 'all'): number {
  const want = new Set(gold);
  let dcg = 0;
  for (const [i, r] of ranked.slice(0, k).entries()) {
    if (!want.has(r)) continue;
    dcg += 1 / Math.log2(i + 2);
    if (match === 'any') break;
  }
  let ideal = 0;
  for (let i = 0; i < Math.min(match === 'any' ? 1 : gold.length, k); i++) ideal += 1 / Math.log2(i + 2);
  return ideal === 0 ? 1 : dcg / ideal;
}

/** Nearest-rank percentile (p in 0..100) of the values; NaN for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export const mean = (xs: number[]): number => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : NaN);

/** One configuration's outcome on one question. */
export interface QuestionResult {
  id: string;
  type: string;
  pensieve: string;
  /** The expected answer's type (questions.ts AnswerType). */
  answerType: string;
  ranked: string[];
  gold: string[];
  goldMatch: GoldMatch;
  k: number;
  answer: string | null;
  /** null: not judged (no answer text, or no keywords for the question). */
  keywordHit: boolean | null;
  ms: number;
  error?: string;
  /** What the gold files show (evidence.ts); absent when the question has no gold. */
  evidence?: Evidence;
  /** Ask's evidence not all in its top 5: why, for the first gold file missed (miss-cause.ts). */
  missCause?: MissCause;
  /** Ask's evidence all in its top 5 but its answer without the fact: why (miss-cause.ts). */
  misreadCause?: MisreadCause;
}

/**
 * Whether the gold files print text (a document, a sign, a screen) or only show a scene. Without a
 * caption or CLIP model a scene is found only by its time, place or event, never by what it shows.
 */
export type Evidence = 'printed' | 'mixed' | 'scene';
export const EVIDENCE: readonly Evidence[] = ['printed', 'mixed', 'scene'];

/** The evidence kind of a question's gold, from the album spec's rendered text per file. */
export function evidenceOf(gold: readonly string[], printsText: (file: string) => boolean): Evidence | undefined {
  if (gold.length === 0) return undefined;
  const printed = gold.filter(printsText).length;
  return printed === gold.length ? 'printed' : printed === 0 ? 'scene' : 'mixed';
}

export interface Scores {
  n: number;
  r1: number;
  r5: number;
  r10: number;
  ndcg5: number;
  ndcg10: number;
  rk: number;
  /** Share of judged questions whose answer holds the keywords; NaN when none was judged. */
  keywordAcc: number;
  keywordN: number;
  p50: number;
  p95: number;
}

export function score(results: QuestionResult[]): Scores {
  const m = (f: (r: QuestionResult) => number) => mean(results.map(f));
  const judged = results.filter((r) => r.keywordHit !== null);
  return {
    n: results.length,
    r1: m((r) => recallAt(r.ranked, r.gold, 1, r.goldMatch)),
    r5: m((r) => recallAt(r.ranked, r.gold, 5, r.goldMatch)),
    r10: m((r) => recallAt(r.ranked, r.gold, 10, r.goldMatch)),
    ndcg5: m((r) => ndcgAt(r.ranked, r.gold, 5, r.goldMatch)),
    ndcg10: m((r) => ndcgAt(r.ranked, r.gold, 10, r.goldMatch)),
    rk: m((r) => recallAt(r.ranked, r.gold, r.k, r.goldMatch)),
    keywordAcc: judged.length ? judged.filter((r) => r.keywordHit).length / judged.length : NaN,
    keywordN: judged.length,
    p50: percentile(results.map((r) => r.ms), 50),
    p95: percentile(results.map((r) => r.ms), 95),
  };
}

/** Scores per value of a grouping key, in the given order (groups with no question are left out). */
export function scoreBy(results: QuestionResult[], key: 'type' | 'pensieve' | 'answerType', order: string[]): Map<string, Scores> {
  const out = new Map<string, Scores>();
  for (const value of order) {
    const group = results.filter((r) => r[key] === value);
    if (group.length > 0) out.set(value, score(group));
  }
  return out;
}
