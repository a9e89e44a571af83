import { createHash } from 'node:crypto';
import { encodeThumbBatch, type ThumbBatchKind } from '../../../shared/thumb-batch';
import { IMMUTABLE, type MediaOpener } from './media-answer';
import { readVerifiedSync } from './media-http';

/**
 * The body of a thumbnail batch (shared/thumb-batch.ts): every id goes through the same media
 * service as a single thumbnail request (deleted memories, no thumbnail, a path leaving the
 * thumbnail cache, a swapped file: all refused), and a refused id is left out of the index. The
 * lookups of all ids start together, so the ones not already known cost one query between them.
 * `immutable`: every image in it may be kept for good (none stands in for a grid thumbnail to come).
 */
export async function thumbBatch(ids: readonly string[], kind: ThumbBatchKind, open: MediaOpener): Promise<{ chunks: Uint8Array[]; size: number; etag: string; immutable: boolean }> {
  const answers = await Promise.all(ids.map((id) => open(kind, id).catch(() => null)));
  const parts: Array<{ id: string; type: string; bytes: Uint8Array }> = [];
  const tags: string[] = [];
  let immutable = true;
  answers.forEach((answer, i) => {
    if (!answer?.ok) return;
    // Over SMALL_FILE_BYTES (undefined) is no thumbnail the engine made: the cell falls back to its own URL.
    const opened = readVerifiedSync(answer);
    if (!opened?.bytes) return;
    parts.push({ id: ids[i]!, type: answer.contentType, bytes: opened.bytes });
    immutable &&= answer.cacheControl === IMMUTABLE;
    tags.push(`${ids[i]}=${opened.etag}`);
  });
  const chunks = encodeThumbBatch(parts);
  const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  // Names exactly these files (each file's own ETag: device, inode, size, mtime) in this order.
  const etag = `"b-${createHash('sha1').update(tags.join('\n')).digest('base64url')}"`;
  return { chunks, size, etag, immutable };
}
