import { decodeThumbBatch, THUMB_BATCH_MAX, thumbBatchQuery } from '../../shared/thumb-batch';

/**
 * The timeline's thumbnails, fetched a batch at a time (shared/thumb-batch.ts says why and what is
 * sent): when a chunk of days arrives, its cells' thumbnails are asked for in a few requests, sliced
 * into Blobs and shown from object URLs. A batch's URLs are revoked when all its days have left the
 * timeline's cache (release), so a long scroll does not pile up Blobs. A cell whose batch is still
 * on its way waits for it ('pending', so it does not also ask for its own URL); a cell in no batch,
 * or one its batch left out or that failed, uses its own thumbnail URL.
 */

export type BatchFetch = (url: string, signal: AbortSignal) => Promise<ArrayBuffer>;

interface Batch {
  days: Set<string>;
  ids: string[];
  /** Object URLs made for this batch, by id. */
  urls: Map<string, string>;
  controller: AbortController;
}

export class ThumbBatches {
  private readonly batches = new Set<Batch>();
  /** Which batch holds each memory's thumbnail, and its object URL once arrived (null: on the way). */
  private readonly src = new Map<string, { batch: Batch; url: string | null }>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly fetchBatch: BatchFetch,
    /** `media/thumbs` resolved against the page (serve mode's secret prefix is in the base). */
    private readonly endpoint: string,
    private readonly urls: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'> = URL,
  ) {}

  /** The object URL for `id`, 'pending' while its batch is on the way, or undefined: use the thumbnail's own URL. */
  get(id: string): string | undefined {
    const entry = this.src.get(id);
    return entry ? (entry.url ?? 'pending') : undefined;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Ask for the thumbnails of memories that arrived for `days` (cells already covered are skipped). */
  request(days: readonly string[], memories: ReadonlyArray<{ id: string; thumbnail: string | null; thumbVersion: string | null }>): void {
    const wanted = memories.filter((m) => m.thumbnail && !this.src.has(m.id));
    for (let i = 0; i < wanted.length; i += THUMB_BATCH_MAX) {
      const items = wanted.slice(i, i + THUMB_BATCH_MAX).map((m) => ({ id: m.id, version: m.thumbVersion }));
      const batch: Batch = { days: new Set(days), ids: items.map((item) => item.id), urls: new Map(), controller: new AbortController() };
      this.batches.add(batch);
      for (const id of batch.ids) this.src.set(id, { batch, url: null });
      void this.fetchBatch(`${this.endpoint}?${thumbBatchQuery(items)}`, batch.controller.signal).then(
        (body) => this.arrived(batch, body),
        () => this.settle(batch),
      );
    }
    if (wanted.length > 0) this.changed();
  }

  /** These days left the timeline's cache: batches none of whose days remain are dropped and their URLs revoked. */
  release(days: Iterable<string>): void {
    const gone = new Set(days);
    if (gone.size === 0) return;
    let touched = false;
    for (const batch of this.batches) {
      for (const day of gone) batch.days.delete(day);
      if (batch.days.size > 0) continue;
      batch.controller.abort();
      this.drop(batch);
      touched = true;
    }
    if (touched) this.changed();
  }

  /** Everything (the page is going away, or the timeline was reset). */
  clear(): void {
    for (const batch of this.batches) {
      batch.controller.abort();
      this.drop(batch);
    }
    this.changed();
  }

  /** Blobs currently held (tests: nothing leaks). */
  get held(): number {
    let n = 0;
    for (const batch of this.batches) n += batch.urls.size;
    return n;
  }

  private arrived(batch: Batch, body: ArrayBuffer): void {
    if (!this.batches.has(batch)) return;
    let parts: ReturnType<typeof decodeThumbBatch>;
    try {
      parts = decodeThumbBatch(body);
    } catch {
      return this.settle(batch);
    }
    const mine = new Set(batch.ids);
    for (const part of parts) {
      if (!mine.has(part.id) || batch.urls.has(part.id)) continue;
      const url = this.urls.createObjectURL(new Blob([part.bytes], { type: part.type }));
      batch.urls.set(part.id, url);
      const entry = this.src.get(part.id);
      if (entry?.batch === batch) entry.url = url;
    }
    this.settle(batch);
  }

  /** Cells of the batch that got nothing fall back to their own URLs. */
  private settle(batch: Batch): void {
    if (!this.batches.has(batch)) return;
    for (const id of batch.ids) if (this.src.get(id)?.batch === batch && !batch.urls.has(id)) this.src.delete(id);
    this.changed();
  }

  private drop(batch: Batch): void {
    this.batches.delete(batch);
    for (const id of batch.ids) if (this.src.get(id)?.batch === batch) this.src.delete(id);
    for (const url of batch.urls.values()) this.urls.revokeObjectURL(url);
    batch.urls.clear();
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
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
    return response.arrayBuffer();
  }, endpoint);
}
