import { THUMB_BATCH_MAX, thumbBatchQuery } from '../../shared/thumb-batch';
import { blobLoader, fetchBatch, workerLoader, type BatchLoader } from './thumb-loader';

/**
 * The timeline's thumbnails, fetched a batch at a time (shared/thumb-batch.ts says why and what is
 * sent): when a chunk of days arrives, its cells' thumbnails are asked for in a few requests. The
 * loader (thumb-loader.ts; in the page, a worker) fetches each batch and makes an object URL per
 * image off the page's main thread; here a cell only looks its URL up. Only the cells of the
 * arriving batch are told (each cell listens for its own id), so an arrival re-renders those alone.
 *
 * A batch's URLs are revoked when all its days have left the timeline's cache (release), so a long
 * scroll does not pile up Blobs. A cell whose batch is still on its way waits for it ('pending', so
 * it does not also ask for its own URL); a cell in no batch, or one its batch left out or that
 * failed, uses its own thumbnail URL.
 */

interface Batch {
  days: Set<string>;
  ids: string[];
  /** Each image's object URL, by id, once arrived. */
  urls: Map<string, string>;
  controller: AbortController;
}

export class ThumbBatches {
  private readonly batches = new Set<Batch>();
  /** Which batch holds each memory's thumbnail. */
  private readonly src = new Map<string, Batch>();
  /** Each cell's listener, by memory id. */
  private readonly listeners = new Map<string, Set<() => void>>();

  constructor(
    private readonly loader: BatchLoader,
    /** `media/thumbs` resolved against the page (serve mode's secret prefix is in the base). */
    private readonly endpoint: string,
  ) {}

  /** The object URL for `id`, 'pending' while its batch is on the way, or undefined: use the thumbnail's own URL. */
  get(id: string): string | undefined {
    const batch = this.src.get(id);
    if (!batch) return undefined;
    return batch.urls.get(id) ?? 'pending';
  }

  /** Listen for changes to `id`'s answer from get() (a subscribe function for useSyncExternalStore). */
  watch(id: string, listener: () => void): () => void {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(id) === set) this.listeners.delete(id);
    };
  }

  /** Ask for the thumbnails of memories that arrived for `days` (cells already covered are skipped). */
  request(days: readonly string[], memories: ReadonlyArray<{ id: string; thumbnail: string | null; thumbVersion: string | null }>): void {
    const wanted = memories.filter((m) => m.thumbnail && !this.src.has(m.id));
    for (let i = 0; i < wanted.length; i += THUMB_BATCH_MAX) {
      const items = wanted.slice(i, i + THUMB_BATCH_MAX).map((m) => ({ id: m.id, version: m.thumbVersion }));
      const batch: Batch = { days: new Set(days), ids: items.map((item) => item.id), urls: new Map(), controller: new AbortController() };
      this.batches.add(batch);
      for (const id of batch.ids) this.src.set(id, batch);
      this.changed(batch.ids);
      this.loader.load(`${this.endpoint}?${thumbBatchQuery(items)}`, batch.controller.signal).then(
        (urls) => this.arrived(batch, urls),
        () => this.settle(batch),
      );
    }
  }

  /** These days left the timeline's cache: batches none of whose days remain are dropped and their URLs revoked. */
  release(days: Iterable<string>): void {
    const gone = new Set(days);
    if (gone.size === 0) return;
    for (const batch of this.batches) {
      for (const day of gone) batch.days.delete(day);
      if (batch.days.size > 0) continue;
      batch.controller.abort();
      this.drop(batch);
      this.changed(batch.ids);
    }
  }

  /** Everything (the page is going away, or the timeline was reset). */
  clear(): void {
    for (const batch of this.batches) {
      batch.controller.abort();
      this.drop(batch);
      this.changed(batch.ids);
    }
  }

  /** Object URLs currently held (tests: nothing leaks). */
  get held(): number {
    let n = 0;
    for (const batch of this.batches) n += batch.urls.size;
    return n;
  }

  private arrived(batch: Batch, urls: Map<string, string>): void {
    // Given back while the loader made them.
    if (!this.batches.has(batch)) return this.loader.revoke([...urls.values()]);
    const mine = new Set(batch.ids);
    for (const [id, url] of urls) if (mine.has(id)) batch.urls.set(id, url);
    const strays = [...urls].filter(([id]) => !mine.has(id)).map(([, url]) => url);
    this.loader.revoke(strays);
    this.settle(batch);
  }

  /** Cells of the batch that got nothing fall back to their own URLs; all of its cells are told. */
  private settle(batch: Batch): void {
    if (!this.batches.has(batch)) return;
    for (const id of batch.ids) if (this.src.get(id) === batch && !batch.urls.has(id)) this.src.delete(id);
    this.changed(batch.ids);
  }

  private drop(batch: Batch): void {
    this.batches.delete(batch);
    for (const id of batch.ids) if (this.src.get(id) === batch) this.src.delete(id);
    this.loader.revoke([...batch.urls.values()]);
    batch.urls.clear();
  }

  private changed(ids: readonly string[]): void {
    for (const id of ids) for (const listener of this.listeners.get(id) ?? []) listener();
  }
}

/**
 * The page's batches, or null where there is no batch route to ask (the app's mnemo-media://
 * protocol serves single thumbnails only) or no fetch. Loaded in a worker where the page can start
 * one, else on the main thread.
 */
export function pageThumbBatches(): ThumbBatches | null {
  if (typeof window === 'undefined' || window.mnemo !== undefined || typeof fetch !== 'function' || typeof document === 'undefined') return null;
  const endpoint = new URL('media/thumbs', document.baseURI).href;
  return new ThumbBatches(pageLoader(), endpoint);
}

function pageLoader(): BatchLoader {
  if (typeof Worker === 'function') {
    try {
      return workerLoader(new Worker(new URL('./thumb-worker.ts', import.meta.url), { type: 'module', name: 'thumbnails' }));
    } catch {
      // A policy that forbids workers: the main thread does it, as before.
    }
  }
  return blobLoader(fetchBatch);
}
