import { identityOf, isThumbnailKind, refusalStatus, resolveMedia, resolveThumbnail, ThumbnailCache, type MediaDeps, type MediaKind } from './media-access';
import { IMMUTABLE, REVALIDATE, type MediaAnswer, type MediaOpener } from './media-answer';
import { ensureRendition } from './rendition';
import { isGridThumbnail } from '../perception/grid-thumbnail';

export interface MediaServiceOptions extends MediaDeps {
  /** Makes (or finds) the WebP rendition of an original; tests may replace it. */
  render?: (libraryDir: string, memoryId: string, source: string) => Promise<string>;
  /**
   * A thumbnail asked for before the ingest made it (a first run lists photos before their
   * thumbnails): made now, ahead of the queue. Its path under the library, or null if none is coming.
   */
  thumbnailNow?: (memoryId: string) => Promise<string | null>;
}

/**
 * Answers media requests for one library: resolveMedia's checks, then a WebP rendition for photos
 * browsers can't show (its thumbnail if that fails). Renditions are made one at a time — a 2-core
 * laptop is also indexing — and a rendition already being made is awaited, not made twice.
 */
export function createMediaService(options: MediaServiceOptions): MediaOpener {
  const render = options.render ?? ensureRendition;
  const deps: MediaDeps = { ...options, thumbnails: options.thumbnails ?? new ThumbnailCache(options.libraryDir) };
  const making = new Map<string, Promise<string>>();
  let queue: Promise<unknown> = Promise.resolve();

  const rendition = (memoryId: string, source: string): Promise<string> => {
    const existing = making.get(memoryId);
    if (existing) return existing;
    const next = queue.then(() => render(options.libraryDir, memoryId, source));
    queue = next.catch(() => undefined);
    making.set(memoryId, next);
    void next.finally(() => making.delete(memoryId)).catch(() => undefined);
    return next;
  };

  return async (kind: MediaKind, memoryId: string): Promise<MediaAnswer> => {
    let resolved = await resolveMedia(kind, memoryId, deps);
    if (!resolved.ok && resolved.reason === 'no-thumbnail' && options.thumbnailNow) {
      const made = await options.thumbnailNow(memoryId).catch(() => null);
      if (made) resolved = await resolveThumbnail({ id: memoryId, thumbnail: made }, options.libraryDir);
    }
    if (!resolved.ok) return { ok: false, status: refusalStatus(resolved.reason), reason: resolved.reason, message: resolved.message };
    const { path, dev, ino } = resolved;
    if (resolved.serve === 'file') {
      // The thumbnail standing in for a grid thumbnail not made yet is not kept for good under the
      // grid's URL: the browser asks again (ETag) and gets the grid thumbnail once it is there.
      const standIn = kind === 'grid' && !isGridThumbnail(path);
      return { ok: true, path, dev, ino, contentType: resolved.contentType, cacheControl: isThumbnailKind(kind) && !standIn ? IMMUTABLE : REVALIDATE };
    }
    try {
      const made = await rendition(memoryId, path);
      const identity = await identityOf(made);
      if (!identity) throw new Error('the rendition is not a regular file');
      return { ok: true, path: made, ...identity, contentType: 'image/webp', cacheControl: IMMUTABLE };
    } catch {
      // An undecodable HEIC or a RAW without preview still has the thumbnail ingest made (if any).
      const memory = await options.getMemory(memoryId);
      const thumb = memory ? await resolveThumbnail(memory, options.libraryDir) : null;
      if (thumb?.ok) return { ok: true, path: thumb.path, dev: thumb.dev, ino: thumb.ino, contentType: thumb.contentType, cacheControl: REVALIDATE };
      return { ok: false, status: 404, reason: 'no-rendition', message: 'this photo could not be rendered for display' };
    }
  };
}
