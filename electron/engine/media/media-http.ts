import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';

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
  status: 200 | 206 | 416;
  headers: Record<string, string>;
  /** What to stream; null for 416 and HEAD. */
  body: ByteRange | null;
}

/** Status, headers and byte range for sending a file of `size` bytes. */
export function planMedia(
  file: { contentType: string; cacheControl: string },
  size: number,
  request: { method: string; range: string | null | undefined },
): MediaHead {
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': file.cacheControl,
    'Accept-Ranges': 'bytes',
    // The type comes from the file's sniffed format, never its name: don't let a browser guess another.
    'X-Content-Type-Options': 'nosniff',
  };
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

/** The file's size, or null when it vanished or is no longer a regular file between resolving and sending. */
export async function fileSize(path: string): Promise<number | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

export function openRange(path: string, range: ByteRange): Readable {
  return createReadStream(path, { start: range.start, end: range.end });
}

/** A web `Response` for the Electron protocol handler (`protocol.handle` takes one). */
export async function mediaResponse(
  file: { path: string; contentType: string; cacheControl: string },
  request: { method: string; headers: { get(name: string): string | null } },
): Promise<Response> {
  const size = await fileSize(file.path);
  if (size === null) return textResponse(404, 'the file is not there any more');
  const plan = planMedia(file, size, { method: request.method, range: request.headers.get('range') });
  const body = plan.body ? (Readable.toWeb(openRange(file.path, plan.body)) as ReadableStream<Uint8Array>) : null;
  return new Response(body, { status: plan.status, headers: plan.headers });
}

export function textResponse(status: number, message: string): Response {
  return new Response(message + '\n', {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}
