/**
 * A small Okapi BM25 (k1 = 1.2, b = 0.75) for the baselines. The baselines' "single similarity"
 * would be a sentence-embedding cosine in the papers; no real sentence model can be downloaded on
 * this machine, so lexical BM25 stands in for it (see the notes the report prints).
 */

const K1 = 1.2;
const B = 0.75;

/** Function words that carry nothing for retrieval (a short list, as Lucene's English analyzer). */
const STOP = new Set(
  ('a an and are as at be but by did do does for from had has have how i i\'m if in into is it its me my of on or our so ' +
    "that the their them then there these they this to was we were what when where which who why will with you your " +
    'show photos photo pictures picture last time many much').split(' '),
);

/** Lowercase words and numbers; possessive and plural "s" stripped so "receipts" finds "receipt". */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!raw || STOP.has(raw)) continue;
    let w = raw;
    if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !/\d/.test(w)) w = w.slice(0, -1);
    out.push(w);
  }
  return out;
}

export interface Bm25Hit {
  id: string;
  score: number;
}

export class Bm25 {
  private readonly docs: Array<{ id: string; tf: Map<string, number>; len: number }> = [];
  private readonly df = new Map<string, number>();
  private avgLen = 0;

  constructor(documents: Array<{ id: string; text: string }>) {
    for (const d of documents) {
      const tokens = tokenize(d.text);
      const tf = new Map<string, number>();
      for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
      for (const t of tf.keys()) this.df.set(t, (this.df.get(t) ?? 0) + 1);
      this.docs.push({ id: d.id, tf, len: tokens.length });
    }
    this.avgLen = this.docs.reduce((s, d) => s + d.len, 0) / Math.max(1, this.docs.length);
  }

  /** The top `limit` documents for the query; ties keep document order. Documents scoring 0 are left out. */
  search(query: string, limit: number): Bm25Hit[] {
    const terms = [...new Set(tokenize(query))];
    const n = this.docs.length;
    const hits: Bm25Hit[] = [];
    for (const d of this.docs) {
      let score = 0;
      for (const t of terms) {
        const f = d.tf.get(t);
        if (!f) continue;
        const df = this.df.get(t)!;
        const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        score += (idf * f * (K1 + 1)) / (f + K1 * (1 - B + (B * d.len) / this.avgLen));
      }
      if (score > 0) hits.push({ id: d.id, score });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
