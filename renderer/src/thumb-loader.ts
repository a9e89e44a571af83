import { decodeThumbBatch } from '../../shared/thumb-batch';

/**
 * Where a thumbnail batch (shared/thumb-batch.ts) is fetched and kept, in a worker (workerLoader),
 * and where a cell's image is made into a data: URL when the cell comes to show it.
 * Data URLs, not object URLs of slices of the batch's Blob: a slice and its object URL are each
 * registered in the browser process, and an <img> loading a blob: URL goes through the browser
 * again (the URL's loader, the Blob's reads), while a data: URL is loaded inside the renderer. In
 * bench:ui's 40 px/frame scroll (same-run A/B, three runs each) the blob: path cost the browser's
 * IO thread 1.2 s and its main thread 0.65 s per 10 s, data URLs 0.23 s and 0.19 s; all of
 * Chromium 8.7 → 5.9 CPU-s.
 * Only the images cells ask for are encoded (slice): days are fetched screens ahead, and a fast
 * scroll shows none of them. Encoding in the worker keeps it off the page's main thread, and an
 * image is kept as a string by the page only while a cell shows it (thumb-batches.ts).
 * The image is the thumbnail file as it is, decoded by the page: the 200 px grid thumbnail for
 * ~170 px cells up to 1.25× device scale, else the 400 px one (media.ts tileThumbKind). Two ways of
 * decoding the 400 px one in the worker at the cell's size were measured and dropped (session 31, bench:ui
 * --only-indexing at 400 px, runs interleaved on one shared machine; this way, 4 runs: Chromium
 * 14.5–17 CPU-s per scroll, 29–106 frames over 50 ms): an ImageBitmap drawn into a <canvas> per
 * cell (each canvas is a layer the compositor draws every frame: 43 CPU-s, 13.5 of them in the
 * compositor; 422 frames over 50 ms) and the pixels sent as a BMP data URL (5–8× the bytes through
 * the page's main thread, and decoding, scaling and copying in the worker, 2 runs: 29–36 CPU-s,
 * 151–280 frames over 50 ms). Less decoding needed smaller files: hence the grid thumbnail.
 */
export interface BatchLoader {
  /** Fetches the batch at `url` and keeps its body as `key`: the ids it holds. Rejects when it fails or is aborted. */
  load(key: number, url: string, signal: AbortSignal): Promise<string[]>;
  /** A data: URL for each of `ids` in batch `key` (ids it does not hold, or a batch dropped, get none). */
  slice(key: number, ids: readonly string[]): Promise<Map<string, string>>;
  /** Forgets batch `key`'s body. */
  drop(key: number): void;
}

export type BatchFetch = (url: string, signal: AbortSignal) => Promise<ArrayBuffer>;

/** A loader on the thread it is called on: the worker's own, and tests'. */
export function bytesLoader(fetchBatch: BatchFetch): BatchLoader {
  const kept = new Map<number, Map<string, { type: string; bytes: Uint8Array }>>();
  return {
    async load(key, url, signal) {
      const parts = decodeThumbBatch(await fetchBatch(url, signal));
      // Dropped meanwhile: keep nothing.
      if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('thumbnail batch: aborted');
      kept.set(key, new Map(parts.map((part) => [part.id, part])));
      return parts.map((part) => part.id);
    },
    async slice(key, ids) {
      const out = new Map<string, string>();
      const batch = kept.get(key);
      if (!batch) return out;
      for (const id of ids) {
        const part = batch.get(id);
        if (!part || out.has(id)) continue;
        out.set(id, `data:${part.type};base64,${base64(part.bytes)}`);
      }
      return out;
    },
    drop(key) {
      kept.delete(key);
    },
  };
}

function base64(bytes: Uint8Array): string {
  const native = (bytes as Uint8Array & { toBase64?: () => string }).toBase64;
  if (native) return native.call(bytes);
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** A batch's answer, read into the worker's memory: as a Blob it would be registered in the browser process and read back. */
export async function fetchBatch(url: string, signal: AbortSignal): Promise<ArrayBuffer> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`thumbnail batch: ${response.status}`);
  return response.arrayBuffer();
}

/** The page → worker messages, and the worker's answers (to a load or a slice, by its number). */
type Request =
  | { type: 'load'; n: number; key: number; url: string }
  | { type: 'abort'; n: number }
  | { type: 'slice'; n: number; key: number; ids: string[] }
  | { type: 'drop'; key: number };
type Answer = { n: number; ids: string[] } | { n: number; urls: Array<[string, string]> } | { n: number; error: string };

/** Both a Worker (the page's end) and a worker's global scope or a MessagePort (the worker's end). */
export interface LoaderPort {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

/** The worker's side: answers the page's requests with `loader` (bytesLoader in the worker's thread). */
export function serveLoads(port: LoaderPort, loader: BatchLoader): void {
  const running = new Map<number, AbortController>();
  const answer = <T>(n: number, work: Promise<T>, ok: (value: T) => Answer): void =>
    void work.then(
      (value) => port.postMessage(ok(value)),
      (error: unknown) => port.postMessage({ n, error: error instanceof Error ? error.message : String(error) } satisfies Answer),
    );
  port.onmessage = (event) => {
    const request = event.data as Request;
    if (request.type === 'drop') return loader.drop(request.key);
    if (request.type === 'abort') return running.get(request.n)?.abort();
    if (request.type === 'slice') return answer(request.n, loader.slice(request.key, request.ids), (urls) => ({ n: request.n, urls: [...urls] }));
    const controller = new AbortController();
    running.set(request.n, controller);
    answer(
      request.n,
      loader.load(request.key, request.url, controller.signal).finally(() => running.delete(request.n)),
      (ids) => ({ n: request.n, ids }),
    );
  };
}

/** The page's side: requests run in the worker at the other end of `port` (serveLoads). */
export function workerLoader(port: LoaderPort): BatchLoader {
  let next = 0;
  const waiting = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  port.onmessage = (event) => {
    const answer = event.data as Answer;
    const wait = waiting.get(answer.n);
    waiting.delete(answer.n);
    if (!wait) return;
    if ('error' in answer) wait.reject(new Error(answer.error));
    else wait.resolve(answer);
  };
  const ask = (request: Request & { n: number }): Promise<Answer> =>
    new Promise((resolve, reject) => {
      waiting.set(request.n, { resolve, reject });
      port.postMessage(request);
    });
  return {
    async load(key, url, signal) {
      const n = ++next;
      if (signal.aborted) throw new Error('thumbnail batch: aborted');
      const aborted = new Promise<never>((_, reject) =>
        signal.addEventListener(
          'abort',
          () => {
            if (!waiting.delete(n)) return;
            port.postMessage({ type: 'abort', n } satisfies Request);
            reject(new Error('thumbnail batch: aborted'));
          },
          { once: true },
        ),
      );
      const answer = await Promise.race([ask({ type: 'load', n, key, url }), aborted]);
      return 'ids' in answer ? answer.ids : [];
    },
    async slice(key, ids) {
      const answer = await ask({ type: 'slice', n: ++next, key, ids: [...ids] });
      return new Map('urls' in answer ? answer.urls : []);
    },
    drop(key) {
      port.postMessage({ type: 'drop', key } satisfies Request);
    },
  };
}
