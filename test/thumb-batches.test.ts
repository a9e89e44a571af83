import { describe, expect, it, vi } from 'vitest';
import { ThumbBatches, type WhenIdle } from '../renderer/src/thumb-batches';
import { decodeThumbBatch, encodeThumbBatch, parseThumbBatchQuery, readThumbBatchIndex, THUMB_BATCH_MAX, thumbBatchDigest, thumbBatchQuery } from '../shared/thumb-batch';

/** The renderer's side of thumbnail batches: slicing a body into Blobs, falling back, and giving them back. */

const id = (n: number): string => n.toString(16).padStart(32, '0');
const summary = (n: number, thumbnail: string | null = 't.webp') => ({ id: id(n), thumbnail, thumbVersion: `v${n}` });
const bytesOf = (n: number): Uint8Array => new TextEncoder().encode(`image ${n} `.repeat(n + 1));

function body(ns: number[]): ArrayBuffer {
  const chunks = encodeThumbBatch(ns.map((n) => ({ id: id(n), type: 'image/webp', bytes: bytesOf(n) })));
  return new Uint8Array(Buffer.concat(chunks)).buffer;
}

/** A fetch whose answers the test gives, and object URLs that are counted. */
function harness(whenIdle: WhenIdle | null = null) {
  const asked: Array<{ url: string; signal: AbortSignal; answer: (b: Blob) => void; fail: (e: Error) => void }> = [];
  const live = new Map<string, Blob>();
  let n = 0;
  const batches = new ThumbBatches(
    (url, signal) => new Promise((answer, fail) => asked.push({ url, signal, answer, fail })),
    'http://127.0.0.1:1/p/media/thumbs',
    {
      createObjectURL: (blob: Blob) => {
        const url = `blob:${++n}`;
        live.set(url, blob);
        return url;
      },
      revokeObjectURL: (url: string) => void live.delete(url),
    },
    whenIdle,
  );
  /** How many times each id's cell was told of a change. */
  const told = new Map<string, number>();
  const watch = (n: number) => batches.watch(id(n), () => told.set(id(n), (told.get(id(n)) ?? 0) + 1));
  return { batches, asked, live, watch, told: (n: number) => told.get(id(n)) ?? 0 };
}

/** A batch answer as the browser holds it: one Blob. */
const blob = (ns: number[]) => new Blob([body(ns)]);

/**
 * After `answer`, the batch's index is read from the Blob (async). Reading the same Blob's index
 * here queues behind that read, so once it is done the batch has been handled (or dropped).
 */
const handled = async (answer: Blob) => {
  await readThumbBatchIndex(answer).catch(() => undefined);
  await new Promise((resolve) => setImmediate(resolve));
};

describe('thumbnail batch format', () => {
  it('round-trips images of any size, and refuses a body shorter than its index says', () => {
    const parts = decodeThumbBatch(body([0, 3, 7]));
    expect(parts.map((p) => [p.id, new TextDecoder().decode(p.bytes)])).toEqual([0, 3, 7].map((n) => [id(n), new TextDecoder().decode(bytesOf(n))]));
    const whole = body([0, 3]);
    expect(() => decodeThumbBatch(whole.slice(0, whole.byteLength - 1))).toThrow(/outside the body/);
    expect(() => decodeThumbBatch(whole.slice(0, 6))).toThrow(/truncated index/);
    expect(decodeThumbBatch(body([]))).toEqual([]);
  });

  it('the URL is made of the ids and their versions: another version, another URL; the engine parses it back', () => {
    const items = [0, 1].map((n) => ({ id: id(n), version: `v${n}` }));
    expect(thumbBatchDigest(items)).toBe(thumbBatchDigest(items.map((i) => ({ ...i }))));
    expect(thumbBatchDigest(items)).not.toBe(thumbBatchDigest([items[0]!, { ...items[1]!, version: 'v9' }]));
    expect(thumbBatchDigest(items)).not.toBe(thumbBatchDigest([items[1]!, items[0]!]));
    expect(parseThumbBatchQuery(new URLSearchParams(thumbBatchQuery(items)))).toEqual({ ids: [id(0), id(1)], version: thumbBatchDigest(items) });
  });
});

describe('ThumbBatches', () => {
  it('asks once per batch of at most THUMB_BATCH_MAX cells with a thumbnail, and cells wait for their batch', () => {
    const { batches, asked } = harness();
    const memories = Array.from({ length: THUMB_BATCH_MAX + 5 }, (_, n) => summary(n, n === 3 ? null : 't.webp'));
    batches.request(['2024-05-12'], memories);
    expect(asked).toHaveLength(2);
    expect(asked.map((a) => new URL(a.url).searchParams.get('ids')!.split(',').length)).toEqual([THUMB_BATCH_MAX, 4]);
    expect(asked[0]!.url.startsWith('http://127.0.0.1:1/p/media/thumbs?ids=')).toBe(true);
    expect(batches.get(id(0))).toBe('pending');
    expect(batches.get(id(3))).toBeUndefined(); // no thumbnail: the cell shows "No preview", no request
    // Asked again (the same days arriving again): nothing new to fetch.
    batches.request(['2024-05-12'], memories);
    expect(asked).toHaveLength(2);
  });

  it('slices the answer into Blobs as cells ask; ids the engine left out fall back to their own URL; so does a failed batch', async () => {
    const { batches, asked, live, watch, told } = harness();
    for (const n of [1, 2, 3, 4, 5]) watch(n);
    batches.request(['d1'], [summary(1), summary(2), summary(3)]);
    batches.request(['d2'], [summary(4)]);
    expect([1, 2, 3, 4, 5].map(told)).toEqual([1, 1, 1, 1, 0]);
    const answer = blob([1, 3]);
    asked[0]!.answer(answer); // 2 was refused (deleted, hidden…)
    asked[1]!.fail(new Error('503'));
    await vi.waitFor(() => expect([1, 2, 3, 4].map(told)).toEqual([2, 2, 2, 2]));
    await handled(answer);
    // Each cell of a settled batch is told once more; a cell in no batch never.
    expect([1, 2, 3, 4, 5].map(told)).toEqual([2, 2, 2, 2, 0]);
    // No object URL until a cell shows its image.
    expect(batches.held).toBe(0);
    const url1 = batches.get(id(1))!;
    expect(url1).toMatch(/^blob:/);
    expect(batches.get(id(1))).toBe(url1);
    expect(await live.get(url1)!.text()).toBe(new TextDecoder().decode(bytesOf(1)));
    expect(live.get(url1)!.type).toBe('image/webp');
    expect(batches.held).toBe(1);
    expect(batches.get(id(2))).toBeUndefined();
    expect(batches.get(id(4))).toBeUndefined();
    expect(await live.get(batches.get(id(3))!)!.text()).toBe(new TextDecoder().decode(bytesOf(3)));
    expect(batches.held).toBe(2);
  });

  it('makes an arrived batch\'s URLs in idle time, as many as each idle callback has time for, and not after it was given back', async () => {
    const idle: Array<(deadline: { timeRemaining(): number }) => void> = [];
    const { batches, asked, live } = harness((work) => void idle.push(work));
    batches.request(['d1'], [summary(1), summary(2), summary(3)]);
    batches.request(['d2'], [summary(4), summary(5)]);
    const first = blob([1, 2, 3]);
    asked[0]!.answer(first);
    await handled(first);
    // A cell shown before the idle time makes its own URL, once.
    const url2 = batches.get(id(2))!;
    expect(live.size).toBe(1);
    // Time for two URLs in the first idle callback (1 was made, 2 already was), the rest in the next one.
    let calls = 0;
    idle.shift()!({ timeRemaining: () => (calls++ < 1 ? 10 : 0) });
    expect(live.size).toBe(2);
    idle.shift()!({ timeRemaining: () => 10 });
    expect(live.size).toBe(3);
    expect(idle).toHaveLength(0);
    expect(batches.get(id(2))).toBe(url2);
    expect(batches.held).toBe(3);
    // Given back before its idle time came: nothing is made for it.
    const second = blob([4, 5]);
    asked[1]!.answer(second);
    await handled(second);
    batches.release(['d2']);
    idle.shift()!({ timeRemaining: () => 10 });
    expect(live.size).toBe(3);
  });

  it('a body shorter than its index says is a failed batch: its cells use their own URLs', async () => {
    const { batches, asked } = harness();
    batches.request(['d1'], [summary(1), summary(2)]);
    const whole = body([1, 2]);
    const answer = new Blob([whole.slice(0, whole.byteLength - 1)]);
    asked[0]!.answer(answer);
    await handled(answer);
    expect(batches.get(id(1))).toBeUndefined();
    expect(batches.get(id(2))).toBeUndefined();
  });

  it('a batch is given back (URLs revoked, fetch aborted) only once all its days left the cache: no leak', async () => {
    const { batches, asked, live } = harness();
    batches.request(['d1', 'd2'], [summary(1), summary(2)]);
    batches.request(['d3'], [summary(3)]);
    const answer = blob([1, 2]);
    asked[0]!.answer(answer);
    await handled(answer);
    batches.get(id(1));
    batches.get(id(2));
    expect(live.size).toBe(2);
    batches.release(['d1']);
    expect(live.size).toBe(2);
    batches.release(['d2']);
    expect(live.size).toBe(0);
    expect(batches.get(id(1))).toBeUndefined();
    // Still on its way when released: aborted, and what would have come makes no Blob.
    batches.release(['d3']);
    expect(asked[1]!.signal.aborted).toBe(true);
    const late = blob([3]);
    asked[1]!.answer(late);
    await handled(late);
    expect(batches.get(id(3))).toBeUndefined();
    expect(live.size).toBe(0);
    expect(batches.held).toBe(0);
    // The days come back: asked for again (the browser has the immutable URL in its cache).
    batches.request(['d1', 'd2'], [summary(1), summary(2)]);
    expect(asked[2]!.url).toBe(asked[0]!.url);
  });
});
