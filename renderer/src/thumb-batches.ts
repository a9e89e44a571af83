import { readThumbBatchIndex, THUMB_BATCH_MAX, thumbBatchQuery, type ThumbBatchPart } from '../../shared/thumb-batch';

/**
 * The timeline's thumbnails, fetched a batch at a time (shared/thumb-batch.ts says why and what is
 * sent): when a chunk of days arrives, its cells' thumbnails are asked for in a few requests. The
 * answer stays one Blob in the browser's blob store; only its small index is read by script, and a
 * cell's object URL (a slice of that Blob) is made when the cell first shows it. Making all of a
 * batch's Blobs and URLs on arrival cost 30–40 ms of main thread per batch, in the middle of a
 * scroll, for cells most of which were still off screen. Only the cells of the arriving batch are
 * told (each cell listens for its own id), so an arrival re-renders those alone.
 *
 * A batch's URLs are revoked when all its days have left the timeline's cache (release), so a long
 * scroll does not pile up Blobs. A cell whose batch is still on its way waits for it ('pending', so
 * it does not also ask for its own URL); a cell in no batch, or one its batch left out or that
 * failed, uses its own thumbnail URL.
 */

export type BatchFetch = (url: string, signal: AbortSignal) => Promise<Blob>;
/** Runs `work` when the page is idle (requestIdleCallback), with how long it may take. */
export type WhenIdle = (work: (deadline: { timeRemaining(): number }) => void) => void;

interface Batch {
  days: Set<string>;
  ids: string[];
  /** The answer, once arrived. */
  body: Blob | null;
  /** Where each image lies in the body, once arrived. */
  parts: Map<string, ThumbBatchPart>;
  /** Object URLs made for this batch so far (on first show), by id. */
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
    private readonly fetchBatch: BatchFetch,
    /** `media/thumbs` resolved against the page (serve mode's secret prefix is in the base). */
    private readonly endpoint: string,
    private readonly urls: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'> = URL,
    /**
     * Where the page has idle callbacks, an arrived batch's object URLs are made in idle time, a few
     * per callback: Blob.slice and createObjectURL each wait on the browser process, and made while
     * a cell renders they took a frame's time on a busy machine (several ms each, dozens per
     * screen). A cell shown before its URL was made still makes it then. Null: only on demand.
     */
    private readonly whenIdle: WhenIdle | null = typeof requestIdleCallback === 'function' ? (work) => void requestIdleCallback(work) : null,
  ) {}

  /** The object URL for `id`, 'pending' while its batch is on the way, or undefined: use the thumbnail's own URL. */
  get(id: string): string | undefined {
    const batch = this.src.get(id);
    if (!batch) return undefined;
    return this.urlIn(batch, id) ?? 'pending';
  }

  /** `id`'s object URL in `batch`, made now if it was not yet; null while the batch has no image for it. */
  private urlIn(batch: Batch, id: string): string | null {
    const made = batch.urls.get(id);
    if (made) return made;
    const part = batch.parts.get(id);
    if (!batch.body || !part) return null;
    const url = this.urls.createObjectURL(batch.body.slice(part.start, part.start + part.length, part.type));
    batch.urls.set(id, url);
    return url;
  }

  /** Makes the arrived batch's URLs in idle time, while the batch is held, as long as each callback allows. */
  private prepare(batch: Batch): void {
    const whenIdle = this.whenIdle;
    if (!whenIdle) return;
    const ids = batch.ids.filter((id) => batch.parts.has(id));
    let next = 0;
    const run = (deadline: { timeRemaining(): number }): void => {
      if (!this.batches.has(batch)) return;
      while (next < ids.length && deadline.timeRemaining() > 1) this.urlIn(batch, ids[next++]!);
      if (next < ids.length) whenIdle(run);
    };
    whenIdle(run);
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
      const batch: Batch = { days: new Set(days), ids: items.map((item) => item.id), body: null, parts: new Map(), urls: new Map(), controller: new AbortController() };
      this.batches.add(batch);
      for (const id of batch.ids) this.src.set(id, batch);
      this.changed(batch.ids);
      void this.fetchBatch(`${this.endpoint}?${thumbBatchQuery(items)}`, batch.controller.signal)
        .then(async (body) => this.arrived(batch, body, await readThumbBatchIndex(body)))
        .catch(() => this.settle(batch));
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

  /** Object URLs currently held (tests: they are made on demand, and nothing leaks). */
  get held(): number {
    let n = 0;
    for (const batch of this.batches) n += batch.urls.size;
    return n;
  }

  private arrived(batch: Batch, body: Blob, parts: ThumbBatchPart[]): void {
    if (!this.batches.has(batch)) return;
    const mine = new Set(batch.ids);
    for (const part of parts) if (mine.has(part.id)) batch.parts.set(part.id, part);
    batch.body = body;
    this.settle(batch);
    this.prepare(batch);
  }

  /** Cells of the batch that got nothing fall back to their own URLs; all of its cells are told. */
  private settle(batch: Batch): void {
    if (!this.batches.has(batch)) return;
    for (const id of batch.ids) if (this.src.get(id) === batch && !batch.parts.has(id)) this.src.delete(id);
    this.changed(batch.ids);
  }

  private drop(batch: Batch): void {
    this.batches.delete(batch);
    for (const id of batch.ids) if (this.src.get(id) === batch) this.src.delete(id);
    for (const url of batch.urls.values()) this.urls.revokeObjectURL(url);
    batch.urls.clear();
    batch.parts.clear();
    batch.body = null;
  }

  private changed(ids: readonly string[]): void {
    for (const id of ids) for (const listener of this.listeners.get(id) ?? []) listener();
  }
}

/**
 * The page's batches, or null where there is no batch route to ask (the app's mnemo-media://
 * protocol serves single thumbnails only) or no fetch.
 */
export function pageThumbBatches(): ThumbBatches | null {
  if (typeof window === 'undefined' || window.mnemo !== undefined || typeof fetch !== 'function' || typeof document === 'undefined') return null;
  const endpoint = new URL('media/thumbs', document.baseURI).href;
  return new ThumbBatches(async (url, signal) => {
    const response = await fetch(url, { signal, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`thumbnail batch: ${response.status}`);
    return response.blob();
  }, endpoint);
}
