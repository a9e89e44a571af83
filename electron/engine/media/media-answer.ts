import { z } from 'zod';
import { MEDIA_KINDS, MEMORY_ID, type MediaKind } from './media-access';

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

/** `mnemo-media://thumb/<id>` or `mnemo-media://original/<id>`: what the renderer puts in `src`. */
export function mediaUrl(kind: MediaKind, memoryId: string): string {
  return `${MEDIA_SCHEME}://${kind}/${memoryId}`;
}

/**
 * The kind and id of an app media URL, or null. Strict: the kind is the host, the id the only path
 * segment, nothing else (no port, user, query, fragment, percent-escapes or further segments).
 */
export function parseMediaUrl(raw: string): { kind: MediaKind; memoryId: string } | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== `${MEDIA_SCHEME}:` || url.username || url.password || url.port || url.search || url.hash) return null;
  return parseKindAndId(url.hostname, url.pathname.replace(/^\//, ''));
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
