/**
 * Character error rate for OCR evaluation: Levenshtein distance between normalised texts divided by
 * the reference length. Normalisation: Unicode NFC, lower-case, all whitespace runs (including line
 * breaks) collapsed to one space, trimmed. Word recall beside it: how many of the reference's words
 * OCR found at all, whatever their order.
 */
export function normaliseForCer(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

export interface CerScore {
  /** Edits (insertions, deletions, substitutions) turning the hypothesis into the reference. */
  distance: number;
  /** Reference length in code points after normalisation. */
  length: number;
  /** distance / length (1 when the reference is empty and the hypothesis is not). */
  cer: number;
}

export function characterErrorRate(reference: string, hypothesis: string): CerScore {
  const ref = Array.from(normaliseForCer(reference));
  const hyp = Array.from(normaliseForCer(hypothesis));
  const distance = levenshtein(ref, hyp);
  const cer = ref.length === 0 ? (hyp.length === 0 ? 0 : 1) : distance / ref.length;
  return { distance, length: ref.length, cer };
}

/**
 * Share of the reference's words present in the hypothesis (multiset, order-free: a word found once
 * counts once), 1 for a reference with no words. `words` splits a text into the words to compare.
 */
export function wordRecall(reference: string, hypothesis: string, words: (text: string) => string[]): number {
  const have = new Map<string, number>();
  for (const w of words(hypothesis)) have.set(w, (have.get(w) ?? 0) + 1);
  const ref = words(reference);
  let found = 0;
  for (const w of ref) {
    const n = have.get(w) ?? 0;
    if (n > 0) {
      found++;
      have.set(w, n - 1);
    }
  }
  return ref.length ? found / ref.length : 1;
}

/** Edit distance over code points, two rows of memory. */
export function levenshtein(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let prev = new Uint32Array(b.length + 1);
  let cur = new Uint32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    const ai = a[i - 1];
    for (let j = 1; j <= b.length; j++) {
      const sub = prev[j - 1]! + (ai === b[j - 1] ? 0 : 1);
      const del = prev[j]! + 1;
      const ins = cur[j - 1]! + 1;
      cur[j] = sub < del ? (sub < ins ? sub : ins) : del < ins ? del : ins;
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length]!;
}
