import { describe, expect, it } from 'vitest';
import { arrow, fillColumn } from '../electron/engine/store/arrow';

/** What Arrow's own iterator gives for a column, the reference fillColumn must match. */
function iterated(column: import('apache-arrow').Vector): unknown[] {
  return [...column].map((v: unknown) => (typeof v === 'bigint' ? Number(v) : v));
}

function filled(column: import('apache-arrow').Vector): unknown[] {
  const rows = Array.from({ length: column.length }, () => ({}) as Record<string, unknown>);
  fillColumn(rows, 'x', column);
  return rows.map((r) => r.x);
}

describe('reading a column into rows off its buffers', () => {
  const texts = ['plain', null, '', '\uFEFFmarked', 'Zürich — 東京 🚆', 'x'.repeat(300), null, 'last'];
  const numbers = [1.5, null, -0, 3e300, Number.NaN, null, 7, 0.1];

  it('gives what Arrow\'s iterator gives for strings (nulls, empty, a byte-order mark, non-ASCII), floats, integers and the rest', () => {
    const columns = [
      arrow.vectorFromArray(texts, new arrow.Utf8()),
      arrow.vectorFromArray(numbers, new arrow.Float64()),
      arrow.vectorFromArray(numbers.map((n) => (n === null ? null : Math.fround(n))), new arrow.Float32()),
      arrow.vectorFromArray([1, null, -2, 2 ** 31 - 1, 0, null, 5, 6], new arrow.Int32()),
      arrow.vectorFromArray([1n, null, -2n, 2n ** 40n, 0n, null, 5n, 6n], new arrow.Int64()),
      arrow.vectorFromArray([true, null, false, true, false, null, true, false], new arrow.Bool()),
    ];
    for (const column of columns) expect(filled(column)).toEqual(iterated(column));
    expect(filled(columns[0]!)[3]).toBe('marked');
  });

  it('reads every chunk of a column, sliced ones included, in order', () => {
    const a = arrow.vectorFromArray(texts, new arrow.Utf8());
    const b = arrow.vectorFromArray(['other', null, 'ä'], new arrow.Utf8());
    const chunked = a.slice(2, 7).concat(b.slice(1));
    expect(chunked.data.length).toBe(2);
    expect(filled(chunked)).toEqual(iterated(chunked));
    expect(filled(chunked)).toEqual(['', 'marked', 'Zürich — 東京 🚆', 'x'.repeat(300), null, null, 'ä']);
    const n = arrow.vectorFromArray(numbers, new arrow.Float64()).slice(1, 6);
    expect(filled(n)).toEqual(iterated(n));
  });
});
