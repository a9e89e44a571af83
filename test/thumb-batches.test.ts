import { describe, expect, it, vi } from 'vitest';
import { ThumbBatches } from '../renderer/src/thumb-batches';
import { blobLoader, serveLoads, workerLoader, type LoaderPort } from '../renderer/src/thumb-loader';
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
function harness() {
  const { fetchBatch, asked } = answeredByTest();
  const { urls, live } = countedUrls();
  const batches = new ThumbBatches(blobLoader(fetchBatch, urls), 'http://127.0.0.1:1/p/media/thumbs');
  /** How many times each id's cell was told of a change. */
  const told = new Map<string, number>();
  const watch = (n: number) => batches.watch(id(n), () => told.set(id(n), (told.get(id(n)) ?? 0) + 1));
  return { batches, asked, live, watch, told: (n: number) => told.get(id(n)) ?? 0 };
}

function answeredByTest() {
  const asked: Array<{ url: string; signal: AbortSignal; answer: (b: Blob) => void; fail: (e: Error) => void }> = [];
  const fetchBatch = (url: string, signal: AbortSignal) => new Promise<Blob>((answer, fail) => asked.push({ url, signal, answer, fail }));
  return { fetchBatch, asked };
}

/** Object URLs that are counted: `live` holds those made and not revoked. */
function countedUrls() {
  const live = new Map<string, Blob>();
  let n = 0;
  const urls = {
    createObjectURL: (blob: Blob) => {
      const url = `blob:${++n}`;
      live.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => void live.delete(url),
  };
  return { urls, live };
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

  it('makes a URL per image of an arrived batch; ids the engine left out fall back to their own URL; so does a failed batch', async () => {
    const { batches, asked, live, watch, told } = harness();
    for (const n of [1, 2, 3, 4, 5]) watch(n);
    batches.request(['d1'], [summary(1), summary(2), summary(3)]);
    batches.request(['d2'], [summary(4)]);
    expect([1, 2, 3, 4, 5].map(told)).toEqual([1, 1, 1, 1, 0]);
    expect(batches.held).toBe(0);
    const answer = blob([1, 3]);
    asked[0]!.answer(answer); // 2 was refused (deleted, hidden…)
    asked[1]!.fail(new Error('503'));
    await vi.waitFor(() => expect([1, 2, 3, 4].map(told)).toEqual([2, 2, 2, 2]));
    await handled(answer);
    // Each cell of a settled batch is told once more; a cell in no batch never.
    expect([1, 2, 3, 4, 5].map(told)).toEqual([2, 2, 2, 2, 0]);
    expect(batches.held).toBe(2);
    const url1 = batches.get(id(1))!;
    expect(url1).toMatch(/^blob:/);
    expect(await live.get(url1)!.text()).toBe(new TextDecoder().decode(bytesOf(1)));
    expect(live.get(url1)!.type).toBe('image/webp');
    expect(batches.get(id(2))).toBeUndefined();
    expect(batches.get(id(4))).toBeUndefined();
    expect(await live.get(batches.get(id(3))!)!.text()).toBe(new TextDecoder().decode(bytesOf(3)));
    expect(live.size).toBe(2);
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

describe('thumbnail batches loaded in a worker', () => {
  /** The page's end and the worker's end of a channel, the worker's slicing with counted URLs. */
  function channel() {
    const { port1, port2 } = new MessageChannel();
    const { fetchBatch, asked } = answeredByTest();
    const { urls, live } = countedUrls();
    serveLoads(port2 as unknown as LoaderPort, blobLoader(fetchBatch, urls));
    const loader = workerLoader(port1 as unknown as LoaderPort);
    const close = (): void => {
      port1.close();
      port2.close();
    };
    return { loader, asked, live, close };
  }

  it('answers each load with the URLs the worker made, and revokes them there when given back', async () => {
    const { loader, asked, live, close } = channel();
    try {
      const first = loader.load('http://127.0.0.1:1/p/media/thumbs?ids=a', new AbortController().signal);
      const second = loader.load('http://127.0.0.1:1/p/media/thumbs?ids=b', new AbortController().signal);
      await vi.waitFor(() => expect(asked).toHaveLength(2));
      expect(asked.map((a) => a.url)).toEqual(['http://127.0.0.1:1/p/media/thumbs?ids=a', 'http://127.0.0.1:1/p/media/thumbs?ids=b']);
      asked[1]!.answer(blob([5]));
      asked[0]!.answer(blob([1, 2]));
      const [a, b] = await Promise.all([first, second]);
      expect([...a.keys()]).toEqual([id(1), id(2)]);
      expect([...b.keys()]).toEqual([id(5)]);
      expect(await live.get(a.get(id(2))!)!.text()).toBe(new TextDecoder().decode(bytesOf(2)));
      loader.revoke([...a.values()]);
      await vi.waitFor(() => expect([...live.keys()]).toEqual([b.get(id(5))]));
    } finally {
      close();
    }
  });

  it('a load aborted before the worker answers rejects, and what the worker made for it is revoked: no leak', async () => {
    const { loader, asked, live, close } = channel();
    try {
      const controller = new AbortController();
      const load = loader.load('http://127.0.0.1:1/p/media/thumbs?ids=a', controller.signal);
      await vi.waitFor(() => expect(asked).toHaveLength(1));
      const failed = asked[0]!;
      controller.abort();
      await expect(load).rejects.toThrow(/aborted/);
      // The worker's fetch was aborted too.
      await vi.waitFor(() => expect(failed.signal.aborted).toBe(true));
      // An answer that comes anyway (the fetch had its body already) makes nothing that stays.
      failed.answer(blob([1, 2]));
      await handled(blob([1]));
      await vi.waitFor(() => expect(live.size).toBe(0));
      // A failed fetch is a rejected load.
      const broken = loader.load('http://127.0.0.1:1/p/media/thumbs?ids=c', new AbortController().signal);
      await vi.waitFor(() => expect(asked).toHaveLength(2));
      asked[1]!.fail(new Error('thumbnail batch: 503'));
      await expect(broken).rejects.toThrow(/503/);
    } finally {
      close();
    }
  });
});
