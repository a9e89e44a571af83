import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FileIdentity } from './media-access';

/**
 * Serving a resolved media file over HTTP semantics, for both the Electron protocol handler (a web
 * `Response`) and the serve bridge (Node's `ServerResponse`). Files are streamed, never buffered:
 * an original can be a multi-gigabyte video. Single byte ranges are honoured so videos can seek.
 */

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/**
 * A `Range` header for a file of `size` bytes: the range to send, `null` to send it whole (no
 * header, or one we don't honour — several ranges, other units, nonsense: RFC 9110 lets us ignore
 * it), or 'unsatisfiable' (416).
 */
export function parseRange(header: string | null | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, from, to] = match as unknown as [string, string, string];
  if (from === '' && to === '') return null;
  if (from === '') {
    // The last `to` bytes.
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

export interface MediaHead {
  status: 200 | 206 | 304 | 416;
  headers: Record<string, string>;
  /** What to stream; null for 416 and HEAD. */
  body: ByteRange | null;
}

/**
 * Status, headers and byte range for sending a file of `size` bytes. With an `etag`, a request
 * naming it in If-None-Match is answered 304 with no body (RFC 9110 §13.1.2: weak comparison).
 */
export function planMedia(
  file: { contentType: string; cacheControl: string },
  size: number,
  request: { method: string; range: string | null | undefined; ifNoneMatch?: string | null | undefined },
  etag?: string,
): MediaHead {
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': file.cacheControl,
    'Accept-Ranges': 'bytes',
    // The type comes from the file's sniffed format, never its name: don't let a browser guess another.
    'X-Content-Type-Options': 'nosniff',
    ...(etag ? { ETag: etag } : {}),
  };
  if (etag && request.ifNoneMatch && matchesEtag(request.ifNoneMatch, etag)) {
    return { status: 304, headers: { 'Cache-Control': file.cacheControl, ETag: etag }, body: null };
  }
  const range = parseRange(request.range, size);
  const head = request.method === 'HEAD';
  if (range === 'unsatisfiable') {
    return { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}`, 'Content-Length': '0' }, body: null };
  }
  if (range) {
    return {
      status: 206,
      headers: { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${size}`, 'Content-Length': String(range.end - range.start + 1) },
      body: head ? null : range,
    };
  }
  return { status: 200, headers: { ...headers, 'Content-Length': String(size) }, body: head || size === 0 ? null : { start: 0, end: size - 1 } };
}

/** An If-None-Match header names `etag` (or `*`). */
export function matchesEtag(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string): string => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Files up to this size are read in one call and sent as one buffer: a thumbnail needs no stream. */
export const SMALL_FILE_BYTES = 256 * 1024;

/** A checked media file, opened once: everything sent is read from this descriptor. */
export interface OpenedMedia {
  size: number;
  /** Names this version of the file: device, inode, size and modification time. */
  etag: string;
  /** The whole file, when it was read at once (readVerifiedSync). */
  bytes?: Buffer;
  /** The whole range in one read, closing the descriptor (for files up to SMALL_FILE_BYTES). */
  read(range: ByteRange): Promise<Buffer>;
  /** A stream of the range from the descriptor; it closes the descriptor when done. */
  stream(range: ByteRange): Readable;
  /** Closes the descriptor when nothing is streamed (HEAD, 416, an empty file). */
  close(): Promise<void>;
}

/** Runs between opening and verifying; tests use it to make a swap race deterministic. */
export interface OpenHooks {
  beforeOpen?: () => Promise<void>;
}

/**
 * Opens the file media-access checked, once, and keeps it only if the open descriptor is that file:
 * no symlink at the end of the path (O_NOFOLLOW), a regular file, and the same device and inode as
 * the check saw. A symlink or another file swapped in between the check and here is refused (null)
 * instead of followed; after this, renaming or replacing the path changes nothing that is sent.
 */
export async function openVerified(file: { path: string } & FileIdentity, hooks: OpenHooks = {}): Promise<OpenedMedia | null> {
  await hooks.beforeOpen?.();
  let handle: FileHandle;
  try {
    // O_NOFOLLOW does not exist on Windows (0 there): the inode check below still applies.
    handle = await open(file.path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch {
    return null;
  }
  try {
    const info = await handle.stat({ bigint: true });
    if (!info.isFile() || String(info.dev) !== file.dev || String(info.ino) !== file.ino) {
      await handle.close();
      return null;
    }
    const size = Number(info.size);
    const etag = etagOf(info);
    return {
      size,
      etag,
      async read(range) {
        try {
          const buffer = Buffer.allocUnsafe(range.end - range.start + 1);
          let done = 0;
          while (done < buffer.length) {
            const { bytesRead } = await handle.read(buffer, done, buffer.length - done, range.start + done);
            if (bytesRead === 0) break;
            done += bytesRead;
          }
          return done === buffer.length ? buffer : buffer.subarray(0, done);
        } finally {
          await handle.close();
        }
      },
      stream: (range) => handle.createReadStream({ start: range.start, end: range.end, autoClose: true }),
      close: () => handle.close(),
    };
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}

/**
 * openVerified's checks and read, synchronously, for a small file in the library's own folder (a
 * thumbnail): the whole file in one read, null when it is not the checked file. A file over `max`
 * bytes goes back to openVerified (undefined). Served asynchronously, each of open, fstat, read and
 * close took a trip through libuv's thread pool and a promise, several times the cost of the call
 * itself: most of the engine's CPU for a scrolling timeline went there. These files come from the
 * page cache in microseconds; originals (any size, any disk) stay asynchronous.
 */
export function readVerifiedSync(file: { path: string } & FileIdentity, max = SMALL_FILE_BYTES): OpenedMedia | null | undefined {
  let fd: number;
  try {
    fd = openSync(file.path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch {
    return null;
  }
  try {
    const info = fstatSync(fd, { bigint: true });
    if (!info.isFile() || String(info.dev) !== file.dev || String(info.ino) !== file.ino) return null;
    if (info.size > BigInt(max)) return undefined;
    const bytes = Buffer.allocUnsafe(Number(info.size));
    let done = 0;
    while (done < bytes.length) {
      const read = readSync(fd, bytes, done, bytes.length - done, done);
      if (read === 0) break;
      done += read;
    }
    return inMemory(done === bytes.length ? bytes : bytes.subarray(0, done), etagOf(info));
  } finally {
    closeSync(fd);
  }
}

/** An OpenedMedia over bytes already read: nothing to close. */
function inMemory(bytes: Buffer, etag: string): OpenedMedia {
  const slice = (range: ByteRange): Buffer => bytes.subarray(range.start, range.end + 1);
  return {
    size: bytes.length,
    etag,
    bytes,
    read: async (range) => slice(range),
    stream: (range) => Readable.from([slice(range)]),
    close: async () => undefined,
  };
}

/** Device, inode, size and modification time: a thumbnail made again in place gets a new one. */
function etagOf(info: { dev: bigint; ino: bigint; size: bigint; mtimeNs: bigint }): string {
  return `"${[info.dev, info.ino, info.size, info.mtimeNs].map((n) => n.toString(36)).join('-')}"`;
}

/** A web `Response` for the Electron protocol handler (`protocol.handle` takes one). */
export async function mediaResponse(
  file: { path: string; contentType: string; cacheControl: string } & FileIdentity,
  request: { method: string; headers: { get(name: string): string | null } },
  hooks: OpenHooks = {},
): Promise<Response> {
  const opened = await openVerified(file, hooks);
  if (!opened) return textResponse(404, 'the file is not there any more');
  const plan = planMedia(file, opened.size, { method: request.method, range: request.headers.get('range'), ifNoneMatch: request.headers.get('if-none-match') }, opened.etag);
  if (!plan.body) await opened.close();
  const body = plan.body ? (Readable.toWeb(opened.stream(plan.body)) as ReadableStream<Uint8Array>) : null;
  return new Response(body, { status: plan.status, headers: plan.headers });
}

export function textResponse(status: number, message: string): Response {
  return new Response(message + '\n', {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}
