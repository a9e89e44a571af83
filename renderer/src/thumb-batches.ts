import { THUMB_BATCH_MAX, thumbBatchQuery, type ThumbBatchKind } from '../../shared/thumb-batch';
import { tileThumbKind } from './media';
import { bytesLoader, fetchBatch, workerLoader, type BatchLoader } from './thumb-loader';

/**
 * The timeline's thumbnails, fetched a batch at a time (shared/thumb-batch.ts says why and what is
 * sent): when a chunk of days arrives, its cells' thumbnails are asked for in a few requests. The
 * loader (thumb-loader.ts; in the page, a worker) fetches and keeps each batch, and makes a data:
 * URL for an image off the page's main thread when a cell comes to show it (get); here a cell only
 * looks its URL up. Only the cells concerned are told (each cell listens for its own id), so an
 * arrival re-renders those alone. A URL is kept while a cell listens for it: a long scroll keeps
 * the strings of the cells on screen, not of every image it showed.
 *
 * A batch is dropped, in the loader too, when all its days have left the timeline's cache
 * (release), so a long scroll does not pile up batches. A cell whose batch or URL is still on its way
 * waits for it ('pending', so it does not also ask for its own URL); a cell in no batch, or one its
 * batch left out or that failed, uses its own thumbnail URL.
 */

interface Batch {
  key: number;
  days: Set<string>;
  ids: string[];
  /** Once arrived: the ids whose images the batch holds. */
  holds: Set<string> | null;
  /** Each image's data: URL, by id, while a cell listens for it. */
  urls: Map<string, string>;
  /** Ids whose URL was asked of the loader (made or on the way). */
  asked: Set<string>;
  /** Ids to ask for in the next slice (gathered from one render's cells). */
  wanted: Set<string>;
  controller: AbortController;
}

export class ThumbBatches {
  private readonly batches = new Set<Batch>();
  /** Which batch holds each memory's thumbnail. */
  private readonly src = new Map<string, Batch>();
  /** Each cell's listener, by memory id. */
  private readonly listeners = new Map<string, Set<() => void>>();
  private nextKey = 0;
  private slicing = false;

  constructor(
    private readonly loader: BatchLoader,
    /** `media/thumbs` resolved against the page (serve mode's secret prefix is in the base). */
    private readonly endpoint: string,
    /** Which thumbnails to ask for, read for each batch (media.ts tileThumbKind). */
    private readonly kind: () => ThumbBatchKind = tileThumbKind,
  ) {}

  /** The data: URL for `id`, 'pending' while its batch or URL is on the way, or undefined: use the thumbnail's own URL. */
  get(id: string): string | undefined {
    const batch = this.src.get(id);
    if (!batch) return undefined;
    const url = batch.urls.get(id);
    if (url) return url;
    if (batch.holds) this.want(batch, [id]);
    return 'pending';
  }

  /** Listen for changes to `id`'s answer from get() (a subscribe function for useSyncExternalStore). */
  watch(id: string, listener: () => void): () => void {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size > 0 || this.listeners.get(id) !== set) return;
      this.listeners.delete(id);
      // After the commit that unsubscribed: a cell that re-subscribes in it (new props) keeps its URL.
      queueMicrotask(() => {
        const batch = this.src.get(id);
        if (this.listeners.has(id) || !batch) return;
        batch.urls.delete(id);
        batch.asked.delete(id);
      });
    };
  }

  /** Ask for the thumbnails of memories that arrived for `days` (cells already covered are skipped). */
  request(days: readonly string[], memories: ReadonlyArray<{ id: string; thumbnail: string | null; thumbVersion: string | null }>): void {
    const wanted = memories.filter((m) => m.thumbnail && !this.src.has(m.id));
    const kind = this.kind();
    for (let i = 0; i < wanted.length; i += THUMB_BATCH_MAX) {
      const items = wanted.slice(i, i + THUMB_BATCH_MAX).map((m) => ({ id: m.id, version: m.thumbVersion }));
      const batch: Batch = {
        key: ++this.nextKey,
        days: new Set(days),
        ids: items.map((item) => item.id),
        holds: null,
        urls: new Map(),
        asked: new Set(),
        wanted: new Set(),
        controller: new AbortController(),
      };
      this.batches.add(batch);
      for (const id of batch.ids) this.src.set(id, batch);
      this.changed(batch.ids);
      this.loader.load(batch.key, `${this.endpoint}?${thumbBatchQuery(items, kind)}`, batch.controller.signal).then(
        (held) => this.arrived(batch, held),
        () => this.settle(batch),
      );
    }
  }

  /** These days left the timeline's cache: batches none of whose days remain are dropped. */
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

  /** Data URLs currently held (tests: nothing piles up). */
  get held(): number {
    let n = 0;
    for (const batch of this.batches) n += batch.urls.size;
    return n;
  }

  /**
   * The cells of the batch that it lacks fall back to their own URLs and are told; those it holds
   * get their URLs made if they are watched (on screen), else when they first show.
   */
  private arrived(batch: Batch, held: string[]): void {
    if (!this.batches.has(batch)) return;
    batch.holds = new Set(held);
    this.settle(batch);
    this.want(batch, batch.ids.filter((id) => this.src.get(id) === batch && this.listeners.has(id)));
  }

  /** Cells of the batch that it does not hold (all of them, for a failed batch) fall back to their own URLs and are told. */
  private settle(batch: Batch): void {
    if (!this.batches.has(batch)) return;
    const lacking = batch.ids.filter((id) => this.src.get(id) === batch && !batch.holds?.has(id));
    for (const id of lacking) this.src.delete(id);
    this.changed(lacking);
  }

  /** Asks the loader for the URLs of `ids` once, all a render's cells in one slice per batch. */
  private want(batch: Batch, ids: readonly string[]): void {
    for (const id of ids) {
      if (batch.asked.has(id)) continue;
      batch.asked.add(id);
      batch.wanted.add(id);
    }
    if (batch.wanted.size === 0 || this.slicing) return;
    this.slicing = true;
    queueMicrotask(() => {
      this.slicing = false;
      for (const each of this.batches) if (each.wanted.size > 0) this.slice(each);
    });
  }

  private slice(batch: Batch): void {
    const ids = [...batch.wanted];
    batch.wanted.clear();
    this.loader.slice(batch.key, ids).then(
      (urls) => this.made(batch, ids, urls),
      () => this.made(batch, ids, new Map()),
    );
  }

  /** URLs arrived for `ids`: an id that got none falls back to its own URL. */
  private made(batch: Batch, ids: string[], urls: Map<string, string>): void {
    if (!this.batches.has(batch)) return;
    for (const id of ids) {
      const url = urls.get(id);
      // A cell that stopped listening meanwhile asks again if it shows once more.
      if (url && !this.listeners.has(id)) batch.asked.delete(id);
      else if (url) batch.urls.set(id, url);
      else if (this.src.get(id) === batch) this.src.delete(id);
    }
    this.changed(ids);
  }

  private drop(batch: Batch): void {
    this.batches.delete(batch);
    for (const id of batch.ids) if (this.src.get(id) === batch) this.src.delete(id);
    this.loader.drop(batch.key);
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
  return bytesLoader(fetchBatch);
}
