/**
 * Thumbnails in batches: one request for the cells of a chunk of timeline days instead of one per
 * cell (Node's own HTTP handling of a request cost as much as serving the thumbnail). The engine
 * (electron/engine/media/media-batch.ts) writes the body; the renderer (renderer/src/thumb-batches.ts)
 * slices it. Both sides share this file so the URL and the layout cannot drift apart.
 *
 * URL: `media/thumbs?ids=<id>,<id>…&v=<digest>`, with `&kind=grid` for grid thumbnails (the
 * smaller ones tiles show on low-density screens; the thumbnail where a memory has none). The digest
 * is made of the ids and each thumbnail's version (MemorySummary.thumbVersion), so a URL names one
 * set of thumbnail images for good and the browser may keep the answer a year (the engine sends it
 * immutable only when `v` is there).
 *
 * Body: 4 bytes (big-endian length of the index), the index as UTF-8 JSON (an array of
 * {id, offset, length, type}, offsets counted from the end of the index), then the images one after
 * another. An id refused or without a thumbnail is simply absent from the index.
 */

/** At most this many ids in one batch: the URL stays well under any header limit (~7 kB). */
export const THUMB_BATCH_MAX = 200;

/** Which thumbnail of each memory a batch holds: the thumbnail, or the grid thumbnail (a media kind of the engine's too). */
export type ThumbBatchKind = 'thumb' | 'grid';

export interface ThumbBatchEntry {
  id: string;
  offset: number;
  length: number;
  /** The image's content type (image/webp, image/jpeg…). */
  type: string;
}

/** Memory ids are content hashes; this admits nothing that could spell a path (media-access.ts MEMORY_ID). */
const ID = /^[A-Za-z0-9_-]{1,128}$/;
const DIGEST = /^[0-9a-z]{1,16}$/;

/**
 * A short digest of the ids and their thumbnail versions (FNV-1a, two 32-bit lanes): the same list
 * always gives the same URL, another version of any thumbnail another URL. A collision would only
 * let the browser keep an older picture; it opens nothing.
 */
export function thumbBatchDigest(items: ReadonlyArray<{ id: string; version: string | null }>): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  const text = items.map((item) => `${item.id}:${item.version ?? ''}`).join(',');
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193 + 2);
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36).padStart(7, '0');
}

/** The query of a batch's URL (without `?`). */
export function thumbBatchQuery(items: ReadonlyArray<{ id: string; version: string | null }>, kind: ThumbBatchKind = 'thumb'): string {
  return `ids=${items.map((item) => item.id).join(',')}&v=${thumbBatchDigest(items)}${kind === 'grid' ? '&kind=grid' : ''}`;
}

/**
 * The ids, digest and kind of a batch URL's query, or null when it is not one: 1 to THUMB_BATCH_MAX
 * well-formed, distinct ids, an optional digest and an optional `kind=grid`. Nothing else may be in
 * the query.
 */
export function parseThumbBatchQuery(search: URLSearchParams): { ids: string[]; version: string | null; kind: ThumbBatchKind } | null {
  for (const key of search.keys()) if (key !== 'ids' && key !== 'v' && key !== 'kind') return null;
  const raw = search.getAll('ids');
  const versions = search.getAll('v');
  const kinds = search.getAll('kind');
  if (raw.length !== 1 || versions.length > 1 || kinds.length > 1 || (kinds.length === 1 && kinds[0] !== 'grid')) return null;
  const ids = raw[0]!.split(',');
  if (ids.length === 0 || ids.length > THUMB_BATCH_MAX || !ids.every((id) => ID.test(id)) || new Set(ids).size !== ids.length) return null;
  const version = versions[0] ?? null;
  if (version !== null && !DIGEST.test(version)) return null;
  return { ids, version, kind: kinds.length === 1 ? 'grid' : 'thumb' };
}

/** The body for `parts`, as the chunks to send one after another (header, then each image). */
export function encodeThumbBatch(parts: ReadonlyArray<{ id: string; type: string; bytes: Uint8Array }>): Uint8Array[] {
  let offset = 0;
  const index: ThumbBatchEntry[] = parts.map((part) => {
    const entry = { id: part.id, offset, length: part.bytes.length, type: part.type };
    offset += part.bytes.length;
    return entry;
  });
  const json = new TextEncoder().encode(JSON.stringify(index));
  const head = new Uint8Array(4 + json.length);
  new DataView(head.buffer).setUint32(0, json.length);
  head.set(json, 4);
  return [head, ...parts.map((part) => part.bytes)];
}

/** Where one image of a batch lies in the body (offsets from the body's start). */
export interface ThumbBatchPart {
  id: string;
  type: string;
  start: number;
  length: number;
}

/**
 * A batch's index, checked against the body: `indexJson` is the index's text, `start` where the
 * images begin (4 + the index's length), `bodyLength` the whole body's. Throws on an index that
 * points outside the body: a truncated answer must not become a broken picture.
 */
export function thumbBatchIndex(indexJson: string, start: number, bodyLength: number): ThumbBatchPart[] {
  if (start > bodyLength) throw new Error('thumbnail batch: truncated index');
  const index: unknown = JSON.parse(indexJson);
  if (!Array.isArray(index)) throw new Error('thumbnail batch: the index is not a list');
  return index.map((raw: unknown) => {
    const { id, offset, length, type } = raw as Partial<ThumbBatchEntry>;
    if (typeof id !== 'string' || !ID.test(id) || typeof type !== 'string' || !/^image\/[a-z0-9.+-]+$/.test(type)) {
      throw new Error('thumbnail batch: a bad index entry');
    }
    if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || offset! < 0 || length! < 0 || start + offset! + length! > bodyLength) {
      throw new Error(`thumbnail batch: ${id} lies outside the body`);
    }
    return { id, type, start: start + offset!, length: length! };
  });
}

/** The images of a batch body, each a view into `body` (no copies). Throws as thumbBatchIndex does. */
export function decodeThumbBatch(body: ArrayBuffer): Array<{ id: string; type: string; bytes: Uint8Array<ArrayBuffer> }> {
  if (body.byteLength < 4) throw new Error('thumbnail batch: no header');
  const jsonLength = new DataView(body).getUint32(0);
  const start = 4 + jsonLength;
  if (start > body.byteLength) throw new Error('thumbnail batch: truncated index');
  const parts = thumbBatchIndex(new TextDecoder().decode(new Uint8Array(body, 4, jsonLength)), start, body.byteLength);
  return parts.map((part) => ({ id: part.id, type: part.type, bytes: new Uint8Array(body, part.start, part.length) }));
}
