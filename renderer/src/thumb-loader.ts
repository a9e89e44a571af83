import { readThumbBatchIndex } from '../../shared/thumb-batch';

/**
 * Where a thumbnail batch (shared/thumb-batch.ts) is fetched and cut into one object URL per image.
 * Blob.slice and URL.createObjectURL each wait on the browser process (a synchronous IPC): made on
 * the page's main thread, in the render of a cell or in idle callbacks, they were the longest
 * main-thread tasks of bench:ui's scroll while indexing (13–14 ms of CPU, 70–140 ms of wall time
 * each on a loaded machine, an idle callback overrunning its deadline by a second) because every
 * call blocks until the busy browser answers. In a dedicated worker (workerLoader) they block only
 * the worker; the page gets the URLs as strings in one message per batch. An object URL made in a
 * same-origin worker is usable by the page's <img> for as long as the worker lives.
 */
export interface BatchLoader {
  /** The batch at `url`: an object URL per image in it, by memory id. Rejects when it fails or is aborted. */
  load(url: string, signal: AbortSignal): Promise<Map<string, string>>;
  /** Gives back URLs load() made (their batch left the timeline's cache). */
  revoke(urls: readonly string[]): void;
}

export type BatchFetch = (url: string, signal: AbortSignal) => Promise<Blob>;
type ObjectUrls = Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;

/** A loader on the thread it is called on: the worker's own, and tests'. */
export function blobLoader(fetchBatch: BatchFetch, urls: ObjectUrls = URL): BatchLoader {
  return {
    async load(url, signal) {
      const body = await fetchBatch(url, signal);
      const parts = await readThumbBatchIndex(body);
      const out = new Map<string, string>();
      for (const part of parts) {
        // Given back meanwhile: make no more, and free what was made.
        if (signal.aborted) {
          for (const made of out.values()) urls.revokeObjectURL(made);
          throw signal.reason instanceof Error ? signal.reason : new Error('thumbnail batch: aborted');
        }
        out.set(part.id, urls.createObjectURL(body.slice(part.start, part.start + part.length, part.type)));
      }
      return out;
    },
    revoke(made) {
      for (const url of made) urls.revokeObjectURL(url);
    },
  };
}

/** A batch's answer as one Blob: the images stay in the browser's blob store, never copied into script. */
export async function fetchBatch(url: string, signal: AbortSignal): Promise<Blob> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`thumbnail batch: ${response.status}`);
  return response.blob();
}

/** The page → worker messages, and the worker's answers. */
type Request = { type: 'load'; n: number; url: string } | { type: 'abort'; n: number } | { type: 'revoke'; urls: string[] };
type Answer = { n: number; urls: Array<[string, string]> } | { n: number; error: string };

/** Both a Worker (the page's end) and a worker's global scope or a MessagePort (the worker's end). */
export interface LoaderPort {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

/** The worker's side: answers the page's loads with `loader` (blobLoader in the worker's thread). */
export function serveLoads(port: LoaderPort, loader: BatchLoader): void {
  const running = new Map<number, AbortController>();
  port.onmessage = (event) => {
    const request = event.data as Request;
    if (request.type === 'revoke') return loader.revoke(request.urls);
    if (request.type === 'abort') return running.get(request.n)?.abort();
    const controller = new AbortController();
    running.set(request.n, controller);
    loader.load(request.url, controller.signal).then(
      (urls) => port.postMessage({ n: request.n, urls: [...urls] } satisfies Answer),
      (error: unknown) => port.postMessage({ n: request.n, error: error instanceof Error ? error.message : String(error) } satisfies Answer),
    ).finally(() => running.delete(request.n));
  };
}

/** The page's side: loads run in the worker at the other end of `port` (serveLoads). */
export function workerLoader(port: LoaderPort): BatchLoader {
  let next = 0;
  const waiting = new Map<number, { resolve: (urls: Map<string, string>) => void; reject: (error: Error) => void }>();
  port.onmessage = (event) => {
    const answer = event.data as Answer;
    const wait = waiting.get(answer.n);
    if ('error' in answer) {
      waiting.delete(answer.n);
      wait?.reject(new Error(answer.error));
    } else if (wait) {
      waiting.delete(answer.n);
      wait.resolve(new Map(answer.urls));
    } else {
      // Aborted after the worker had made them: nobody will show them.
      port.postMessage({ type: 'revoke', urls: answer.urls.map(([, url]) => url) } satisfies Request);
    }
  };
  return {
    load(url, signal) {
      const n = ++next;
      return new Promise((resolve, reject) => {
        if (signal.aborted) return reject(new Error('thumbnail batch: aborted'));
        waiting.set(n, { resolve, reject });
        signal.addEventListener(
          'abort',
          () => {
            if (!waiting.delete(n)) return;
            port.postMessage({ type: 'abort', n } satisfies Request);
            reject(new Error('thumbnail batch: aborted'));
          },
          { once: true },
        );
        port.postMessage({ type: 'load', n, url } satisfies Request);
      });
    },
    revoke(urls) {
      if (urls.length > 0) port.postMessage({ type: 'revoke', urls: [...urls] } satisfies Request);
    },
  };
}
