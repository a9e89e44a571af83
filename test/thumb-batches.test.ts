import { describe, expect, it, vi } from 'vitest';
import { tileThumbKind } from '../renderer/src/media';
import { ThumbBatches } from '../renderer/src/thumb-batches';
import { bytesLoader, serveLoads, workerLoader, type LoaderPort } from '../renderer/src/thumb-loader';
import { decodeThumbBatch, encodeThumbBatch, parseThumbBatchQuery, THUMB_BATCH_MAX, thumbBatchDigest, thumbBatchQuery } from '../shared/thumb-batch';

/** The renderer's side of thumbnail batches: an image's data URL made when a cell shows it, falling back, and giving batches back. */

const id = (n: number): string => n.toString(16).padStart(32, '0');
const summary = (n: number, thumbnail: string | null = 't.webp') => ({ id: id(n), thumbnail, thumbVersion: `v${n}` });
const bytesOf = (n: number): Uint8Array => new TextEncoder().encode(`image ${n} `.repeat(n + 1));

function body(ns: number[]): ArrayBuffer {
  const chunks = encodeThumbBatch(ns.map((n) => ({ id: id(n), type: 'image/webp', bytes: bytesOf(n) })));
  return new Uint8Array(Buffer.concat(chunks)).buffer;
}

/** A fetch whose answers the test gives. */
function harness() {
  const { fetchBatch, asked } = answeredByTest();
  const batches = new ThumbBatches(bytesLoader(fetchBatch), 'http://127.0.0.1:1/p/media/thumbs');
  /** How many times each id's cell was told of a change. */
  const told = new Map<string, number>();
  const watch = (n: number) => batches.watch(id(n), () => told.set(id(n), (told.get(id(n)) ?? 0) + 1));
  return { batches, asked, watch, told: (n: number) => told.get(id(n)) ?? 0 };
}

function answeredByTest() {
  const asked: Array<{ url: string; signal: AbortSignal; answer: (b: ArrayBuffer) => void; fail: (e: Error) => void }> = [];
  const fetchBatch = (url: string, signal: AbortSignal) => new Promise<ArrayBuffer>((answer, fail) => asked.push({ url, signal, answer, fail }));
  return { fetchBatch, asked };
}

/** What a data URL holds, as text, and its type. */
async function dataOf(url: string): Promise<{ text: string; type: string }> {
  const response = await fetch(url);
  return { text: await response.text(), type: response.headers.get('content-type') ?? '' };
}

const textOf = (n: number): string => new TextDecoder().decode(bytesOf(n));

/** Once the test answered a fetch: the loader's and the batches' promise callbacks have all run. */
const handled = () => new Promise((resolve) => setImmediate(resolve));

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
    expect(parseThumbBatchQuery(new URLSearchParams(thumbBatchQuery(items)))).toEqual({ ids: [id(0), id(1)], version: thumbBatchDigest(items), kind: 'thumb' });
  });

  it('names grid thumbnails by kind=grid, and no other kind', () => {
    const items = [{ id: id(0), version: 'v0' }];
    expect(thumbBatchQuery(items, 'grid')).toBe(`${thumbBatchQuery(items)}&kind=grid`);
    expect(parseThumbBatchQuery(new URLSearchParams(thumbBatchQuery(items, 'grid')))).toEqual({ ids: [id(0)], version: thumbBatchDigest(items), kind: 'grid' });
    for (const query of [`ids=${id(0)}&kind=thumb`, `ids=${id(0)}&kind=original`, `ids=${id(0)}&kind=grid&kind=grid`]) {
      expect(parseThumbBatchQuery(new URLSearchParams(query)), query).toBeNull();
    }
  });
});

describe('tileThumbKind', () => {
  it('grid thumbnails up to 1.25× device scale, the 400 px thumbnails above', () => {
    try {
      for (const [scale, kind] of [[1, 'grid'], [1.25, 'grid'], [1.5, 'thumb'], [2, 'thumb']] as const) {
        vi.stubGlobal('window', { devicePixelRatio: scale });
        expect(tileThumbKind(), String(scale)).toBe(kind);
      }
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('ThumbBatches', () => {
  it('asks for the kind of thumbnail tiles show at the time of each request', () => {
    const { fetchBatch, asked } = answeredByTest();
    let kind: 'thumb' | 'grid' = 'grid';
    const batches = new ThumbBatches(bytesLoader(fetchBatch), 'http://127.0.0.1:1/p/media/thumbs', () => kind);
    batches.request(['2024-05-12'], [summary(1)]);
    kind = 'thumb';
    batches.request(['2024-05-13'], [summary(2)]);
    expect(asked.map((a) => new URL(a.url).searchParams.get('kind'))).toEqual(['grid', null]);
  });

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

  it('makes a URL only for the images cells show; ids the engine left out fall back to their own URL; so does a failed batch', async () => {
    const { batches, asked, watch, told } = harness();
    // Cells 1 and 4 are on screen (listening); 2, 3 and 6 belong to rows not mounted yet.
    for (const n of [1, 4, 5]) watch(n);
    batches.request(['d1'], [summary(1), summary(2), summary(3), summary(6)]);
    batches.request(['d2'], [summary(4)]);
    expect([1, 4, 5].map(told)).toEqual([1, 1, 0]);
    const answer = body([1, 3, 6]);
    asked[0]!.answer(answer); // 2 was refused (deleted, hidden…)
    asked[1]!.fail(new Error('503'));
    // The listening cell of the arrived batch is told once its URL is made; the failed batch's at once.
    await vi.waitFor(() => expect([1, 4].map(told)).toEqual([2, 2]));
    await handled();
    expect(told(5)).toBe(0);
    expect(batches.held).toBe(1);
    const url1 = batches.get(id(1))!;
    expect(url1).toMatch(/^data:image\/webp;base64,/);
    expect(await dataOf(url1)).toEqual({ text: textOf(1), type: 'image/webp' });
    expect(batches.get(id(2))).toBeUndefined();
    expect(batches.get(id(4))).toBeUndefined();
    // A cell that comes to show its image later waits while its URL is made, and is told when it is.
    const stop3 = watch(3);
    expect(batches.get(id(3))).toBe('pending');
    await vi.waitFor(() => expect(told(3)).toBe(1));
    expect((await dataOf(batches.get(id(3))!)).text).toBe(textOf(3));
    // 6 never showed: no URL was made for it.
    expect(batches.held).toBe(2);
    // A cell that stops showing gives its URL up (after the commit: one that listens again at once keeps it).
    stop3();
    await Promise.resolve();
    expect(batches.held).toBe(1);
    watch(3);
    expect(batches.get(id(3))).toBe('pending');
    await vi.waitFor(() => expect(told(3)).toBe(2));
    expect(batches.held).toBe(2);
  });

  it('a body shorter than its index says is a failed batch: its cells use their own URLs', async () => {
    const { batches, asked } = harness();
    batches.request(['d1'], [summary(1), summary(2)]);
    const whole = body([1, 2]);
    const answer = whole.slice(0, whole.byteLength - 1);
    asked[0]!.answer(answer);
    await handled();
    expect(batches.get(id(1))).toBeUndefined();
    expect(batches.get(id(2))).toBeUndefined();
  });

  it('a batch is given back (URLs forgotten, fetch aborted) only once all its days left the cache', async () => {
    const { batches, asked, watch } = harness();
    for (const n of [1, 2, 3]) watch(n);
    batches.request(['d1', 'd2'], [summary(1), summary(2)]);
    batches.request(['d3'], [summary(3)]);
    const answer = body([1, 2]);
    asked[0]!.answer(answer);
    await handled();
    await vi.waitFor(() => expect(batches.held).toBe(2));
    batches.release(['d1']);
    expect(batches.held).toBe(2);
    batches.release(['d2']);
    expect(batches.held).toBe(0);
    expect(batches.get(id(1))).toBeUndefined();
    // Still on its way when released: aborted, and what would have come is not kept.
    batches.release(['d3']);
    expect(asked[1]!.signal.aborted).toBe(true);
    const late = body([3]);
    asked[1]!.answer(late);
    await handled();
    expect(batches.get(id(3))).toBeUndefined();
    expect(batches.held).toBe(0);
    // The days come back: asked for again (the browser has the immutable URL in its cache).
    batches.request(['d1', 'd2'], [summary(1), summary(2)]);
    expect(asked[2]!.url).toBe(asked[0]!.url);
  });
});

describe('thumbnail batches loaded in a worker', () => {
  /** The page's end and the worker's end of a channel. */
  function channel() {
    const { port1, port2 } = new MessageChannel();
    const { fetchBatch, asked } = answeredByTest();
    serveLoads(port2 as unknown as LoaderPort, bytesLoader(fetchBatch));
    const loader = workerLoader(port1 as unknown as LoaderPort);
    const close = (): void => {
      port1.close();
      port2.close();
    };
    return { loader, asked, close };
  }

  it('answers a load with the ids the batch holds and a slice with the data URLs the worker made; a dropped batch makes no more', async () => {
    const { loader, asked, close } = channel();
    try {
      const first = loader.load(1, 'http://127.0.0.1:1/p/media/thumbs?ids=a', new AbortController().signal);
      const second = loader.load(2, 'http://127.0.0.1:1/p/media/thumbs?ids=b', new AbortController().signal);
      await vi.waitFor(() => expect(asked).toHaveLength(2));
      expect(asked.map((a) => a.url)).toEqual(['http://127.0.0.1:1/p/media/thumbs?ids=a', 'http://127.0.0.1:1/p/media/thumbs?ids=b']);
      asked[1]!.answer(body([5]));
      asked[0]!.answer(body([1, 2]));
      expect(await Promise.all([first, second])).toEqual([[id(1), id(2)], [id(5)]]);
      const a = await loader.slice(1, [id(2), id(5)]);
      expect([...a.keys()]).toEqual([id(2)]);
      expect(await dataOf(a.get(id(2))!)).toEqual({ text: textOf(2), type: 'image/webp' });
      loader.drop(1);
      expect((await loader.slice(1, [id(1)])).size).toBe(0);
      expect((await dataOf((await loader.slice(2, [id(5)])).get(id(5))!)).text).toBe(textOf(5));
    } finally {
      close();
    }
  });

  it('a load aborted before the worker answers rejects, and the worker keeps nothing of it', async () => {
    const { loader, asked, close } = channel();
    try {
      const controller = new AbortController();
      const load = loader.load(1, 'http://127.0.0.1:1/p/media/thumbs?ids=a', controller.signal);
      await vi.waitFor(() => expect(asked).toHaveLength(1));
      const failed = asked[0]!;
      controller.abort();
      loader.drop(1);
      await expect(load).rejects.toThrow(/aborted/);
      // The worker's fetch was aborted too.
      await vi.waitFor(() => expect(failed.signal.aborted).toBe(true));
      // An answer that comes anyway (the fetch had its body already) is not kept: nothing to slice.
      failed.answer(body([1, 2]));
      await handled();
      expect((await loader.slice(1, [id(1)])).size).toBe(0);
      // A failed fetch is a rejected load.
      const broken = loader.load(2, 'http://127.0.0.1:1/p/media/thumbs?ids=c', new AbortController().signal);
      await vi.waitFor(() => expect(asked).toHaveLength(2));
      asked[1]!.fail(new Error('thumbnail batch: 503'));
      await expect(broken).rejects.toThrow(/503/);
    } finally {
      close();
    }
  });
});
