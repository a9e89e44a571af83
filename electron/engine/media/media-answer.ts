import { z } from 'zod';
import { isThumbnailKind, MEDIA_KINDS, MEMORY_ID, type MediaKind } from './media-access';

/**
 * What a media request is answered with, as it crosses from the engine process to Electron main:
 * the file to stream, or why not. Plain data, checked by main like every message from the engine.
 */
export const MediaAnswer = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    path: z.string().min(1),
    /** The checked file's device and inode: the sender serves the path only if its open descriptor is this file. */
    dev: z.string().regex(/^\d+$/),
    ino: z.string().regex(/^\d+$/),
    contentType: z.string().min(1),
    cacheControl: z.string(),
  }),
  z.object({
    ok: z.literal(false),
    status: z.union([z.literal(400), z.literal(403), z.literal(404), z.literal(500)]),
    reason: z.string(),
    message: z.string(),
  }),
]);
export type MediaAnswer = z.infer<typeof MediaAnswer>;
export type MediaOpener = (kind: MediaKind, memoryId: string) => Promise<MediaAnswer>;

export const MEDIA_SCHEME = 'mnemo-media';

/**
 * Thumbnails and renditions are named by content hash, and a thumbnail's URL also carries its
 * version (`?v=`: the hash of its pixels), so what is under such a URL never changes: the
 * browser keeps it a year and never asks again (a re-scroll costs the engine nothing).
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An original may be edited in place before the watcher re-indexes it. */
export const REVALIDATE = 'private, no-cache';

/** A thumbnail URL's version: the summary's thumbVersion, 16 hex digits of its perceptual hash (renderer/src/media.ts). */
const VERSION = /^[0-9a-z]{1,16}$/;

/** The `v` of a media URL's query when it is a version, else null. */
export function mediaVersion(value: string | null | undefined): string | null {
  return value && VERSION.test(value) ? value : null;
}

/**
 * The Cache-Control a media answer is sent with: a thumbnail asked for without its version (a view
 * that has only the memory's id) may be one made again since it was cached, so the browser
 * revalidates it (ETag, 304) instead of keeping it a year.
 */
export function cacheControlFor(kind: MediaKind, answer: { cacheControl: string }, version: string | null | undefined): string {
  return isThumbnailKind(kind) && !version && answer.cacheControl === IMMUTABLE ? REVALIDATE : answer.cacheControl;
}

/** `mnemo-media://<kind>/<id>` (thumb, grid or original): what the renderer puts in `src`. */
export function mediaUrl(kind: MediaKind, memoryId: string): string {
  return `${MEDIA_SCHEME}://${kind}/${memoryId}`;
}

/**
 * The kind and id of an app media URL, or null. Strict: the kind is the host, the id the only path
 * segment, nothing else (no port, user, fragment, percent-escapes or further segments) but a
 * version as the whole query (`?v=…`).
 */
export function parseMediaUrl(raw: string): { kind: MediaKind; memoryId: string; version?: string } | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== `${MEDIA_SCHEME}:` || url.username || url.password || url.port || url.hash) return null;
  const version = url.search ? mediaVersion(/^\?v=([^&=]*)$/.exec(url.search)?.[1]) : null;
  if (url.search && !version) return null;
  const target = parseKindAndId(url.hostname, url.pathname.replace(/^\//, ''));
  return target && version ? { ...target, version } : target;
}

/** `/media/<kind>/<id>` of the serve bridge, from the raw (undecoded) request path. */
export function parseMediaPath(pathname: string): { kind: MediaKind; memoryId: string } | null {
  const match = /^\/media\/([a-z]+)\/([^/]*)$/.exec(pathname);
  return match ? parseKindAndId(match[1]!, match[2]!) : null;
}

function parseKindAndId(kind: string, id: string): { kind: MediaKind; memoryId: string } | null {
  if (!(MEDIA_KINDS as readonly string[]).includes(kind) || !MEMORY_ID.test(id)) return null;
  return { kind: kind as MediaKind, memoryId: id };
}
