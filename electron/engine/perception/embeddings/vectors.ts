/** Scales `v` in place to unit length (a zero vector stays zero) and returns it. */
export function l2Normalize(v: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += (v[i] as number) * (v[i] as number);
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = 0; i < v.length; i++) v[i] = (v[i] as number) / norm;
  return v;
}

/** Row `row` of a row-major [rows, dim] matrix, copied. */
export function rowOf(data: Float32Array, row: number, dim: number): Float32Array {
  return data.slice(row * dim, (row + 1) * dim);
}

/**
 * Mean of the token vectors of sequence `row` in a [batch, seq, dim] tensor, counting only the
 * positions whose attention mask is 1 (padding is left out).
 */
export function meanPool(hidden: Float32Array, mask: ArrayLike<bigint | number>, row: number, seq: number, dim: number): Float32Array {
  const out = new Float32Array(dim);
  let count = 0;
  for (let t = 0; t < seq; t++) {
    if (Number(mask[row * seq + t]) === 0) continue;
    count++;
    const base = (row * seq + t) * dim;
    for (let d = 0; d < dim; d++) out[d] = (out[d] as number) + (hidden[base + d] as number);
  }
  if (count > 0) for (let d = 0; d < dim; d++) out[d] = (out[d] as number) / count;
  return out;
}

/** Dot product; for unit vectors, the cosine similarity. */
export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) s += (a[i] as number) * (b[i] as number);
  return s;
}

/** Splits `items` into consecutive chunks of at most `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
