import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';

export type FetchLike = (input: string, init?: { headers?: Record<string, string>; signal?: AbortSignal; redirect?: 'follow' | 'manual' }) => Promise<Response>;

/** Redirects followed per request before giving up (browsers allow 20; a CDN needs one or two). */
const MAX_REDIRECTS = 10;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A download whose bytes are not what the manifest promised. Nothing of it is kept. */
export class ChecksumError extends Error {
  constructor(
    readonly file: string,
    readonly expected: string,
    readonly actual: string,
    readonly what: 'sha256' | 'size',
  ) {
    super(`${file}: ${what} mismatch (expected ${expected}, got ${actual}); the download was discarded`);
    this.name = 'ChecksumError';
  }
}

/** An HTTP answer that is not the file (404, 401 for a gated repo, 5xx…). */
export class HttpError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`HTTP ${status} for ${url}`);
    this.name = 'HttpError';
  }
}

/**
 * A redirect away from https (or one that never ends). Model files are checked by hash, but a
 * download that leaves TLS tells anyone on the path what is being fetched and invites tampering:
 * refused, and not retried.
 */
export class InsecureRedirectError extends Error {
  constructor(
    readonly url: string,
    readonly location: string,
    reason: string,
  ) {
    super(`the download of ${url} was redirected to ${location}, ${reason}; refused`);
    this.name = 'InsecureRedirectError';
  }
}

/** A server answer that stopped before the file's end, or went silent. Retrying may help. */
export class TransferError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransferError';
  }
}

export interface FileDownload {
  url: string;
  /** How errors name the file (its path in the model folder). */
  label: string;
  /** Where the finished bytes collect; `<dest>` itself is not written here (the caller renames). */
  partPath: string;
  /** The pinned size: nothing past it is ever written. */
  expectedSize: number;
  /** The pinned lower-case hex SHA-256. */
  expectedSha256: string;
  fetch: FetchLike;
  signal: AbortSignal;
  /** Abort the transfer when no byte arrives for this long. */
  idleTimeoutMs: number;
  /** Called with the bytes of this file so far and its total when known. */
  onBytes(bytes: number, total: number | null): void;
}

export interface DownloadedFile {
  size: number;
  sha256: string;
}

/**
 * Downloads one file into `partPath`, resuming from the bytes already there when the server honours
 * a Range request (their hash is read back first) and restarting when it does not. Every redirect
 * must stay on https (InsecureRedirectError otherwise). Writes stop at the pinned size: a server
 * sending more is cut off. On a size or SHA-256 mismatch the part file is deleted and ChecksumError
 * thrown. On any other failure the part file stays for the next attempt to resume.
 */
export async function downloadFile(d: FileDownload): Promise<DownloadedFile> {
  let have = await stat(d.partPath).then(
    (s) => s.size,
    () => 0,
  );
  if (have > d.expectedSize) {
    await rm(d.partPath, { force: true });
    have = 0;
  }

  const idle = new AbortController();
  const signal = AbortSignal.any([d.signal, idle.signal]);
  let timer: NodeJS.Timeout | undefined;
  const touch = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(new TransferError(`no data from ${d.url} for ${Math.round(d.idleTimeoutMs / 1000)} s`)), d.idleTimeoutMs);
  };

  try {
    touch();
    const headers: Record<string, string> = { 'accept-encoding': 'identity' };
    if (have > 0) headers.range = `bytes=${have}-`;
    let response = await fetchSecure(d, headers, signal);
    if (have > 0 && response.status === 416) {
      // The part file is as long as (or longer than) the file: start over rather than guess.
      await response.body?.cancel();
      await rm(d.partPath, { force: true });
      have = 0;
      response = await fetchSecure(d, { 'accept-encoding': 'identity' }, signal);
    }
    if (response.status !== 200 && response.status !== 206) {
      await response.body?.cancel();
      throw new HttpError(d.url, response.status);
    }
    const resumed = have > 0 && response.status === 206 && contentRangeStart(response.headers.get('content-range')) === have;
    if (!resumed && response.status === 206) {
      // A range we did not ask for: its bytes would not line up with ours. Fetch the whole file.
      await response.body?.cancel();
      response = await fetchSecure(d, { 'accept-encoding': 'identity' }, signal);
      if (response.status !== 200) {
        await response.body?.cancel();
        throw new HttpError(d.url, response.status);
      }
    }
    if (!resumed) have = 0;

    const hash = createHash('sha256');
    if (resumed) await hashFile(d.partPath, hash, signal);
    // A compressed answer's content-length counts compressed bytes, not the file's.
    const encoded = (response.headers.get('content-encoding') ?? 'identity') !== 'identity';
    const length = encoded ? NaN : Number(response.headers.get('content-length') ?? NaN);
    const total = Number.isFinite(length) ? have + length : d.expectedSize;
    if (total !== d.expectedSize) {
      await response.body?.cancel();
      await rm(d.partPath, { force: true });
      throw new ChecksumError(d.label, String(d.expectedSize), String(total), 'size');
    }

    const handle = await open(d.partPath, resumed ? 'a' : 'w', 0o600);
    let bytes = have;
    let overflow = false;
    try {
      d.onBytes(bytes, total);
      if (!response.body) throw new TransferError(`empty response from ${d.url}`);
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        touch();
        // Checked before the write: a server that sends more than the pinned size (no length
        // header, chunked) is cut off here, and not one byte past the size reaches the disk.
        if (bytes + chunk.byteLength > d.expectedSize) {
          overflow = true;
          break; // leaving the loop cancels the body: the connection is dropped
        }
        hash.update(chunk);
        await handle.write(chunk);
        bytes += chunk.byteLength;
        d.onBytes(bytes, total);
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (overflow) {
      await rm(d.partPath, { force: true });
      throw new ChecksumError(d.label, String(d.expectedSize), `more than ${d.expectedSize}`, 'size');
    }
    if (bytes < total) throw new TransferError(`${d.url} ended after ${bytes} of ${total} bytes`);

    const sha256 = hash.digest('hex');
    if (sha256 !== d.expectedSha256) {
      await rm(d.partPath, { force: true });
      throw new ChecksumError(d.label, d.expectedSha256, sha256, 'sha256');
    }
    return { size: bytes, sha256 };
  } catch (err) {
    // fetch reports a dropped connection or our idle abort in its own words: say what happened.
    if (err instanceof ChecksumError || err instanceof HttpError || err instanceof TransferError || err instanceof InsecureRedirectError) throw err;
    if (d.signal.aborted) throw d.signal.reason ?? err;
    if (idle.signal.aborted) throw idle.signal.reason as Error;
    throw new TransferError(`download of ${d.url} failed: ${describe(err)}`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `d.url`, following redirects one hop at a time so that each target is checked before anything is
 * sent to it: every hop must be https. Plain http is followed only between loopback addresses, and
 * only when the manifest's URL is itself http on loopback (a test server; the manifest admits no
 * other http).
 */
async function fetchSecure(d: FileDownload, headers: Record<string, string>, signal: AbortSignal): Promise<Response> {
  let url = d.url;
  for (let hop = 0; ; hop++) {
    const response = await d.fetch(url, { headers, signal, redirect: 'manual' });
    const location = REDIRECTS.has(response.status) ? response.headers.get('location') : null;
    if (location === null) return response;
    await response.body?.cancel();
    const next = new URL(location, url).href;
    const problem = redirectProblem(d.url, next);
    if (problem) throw new InsecureRedirectError(d.url, next, problem);
    if (hop >= MAX_REDIRECTS) throw new InsecureRedirectError(d.url, next, `more than ${MAX_REDIRECTS} redirects`);
    url = next;
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Why a download of `from` may not follow a redirect to `to` (null: it may). */
export function redirectProblem(from: string, to: string): string | null {
  const origin = new URL(from);
  const target = new URL(to);
  if (target.protocol === 'https:') return null;
  const testServer = origin.protocol === 'http:' && LOOPBACK.has(origin.hostname);
  if (target.protocol === 'http:' && testServer && LOOPBACK.has(target.hostname)) return null;
  return 'which is not https';
}

export interface RetryPolicy {
  /** Further attempts after a dropped or stalled transfer (each resumes). */
  retries: number;
  /** Waits between attempts: base × 2^(attempt−1). */
  retryDelayMs: number;
}

/** downloadFile, tried again (resuming) while the failure is one a retry may cure. */
export async function downloadWithRetries(d: FileDownload, policy: RetryPolicy): Promise<DownloadedFile> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await downloadFile(d);
    } catch (err) {
      const retryable = err instanceof TransferError || (err instanceof HttpError && (err.status >= 500 || err.status === 429));
      if (!retryable || attempt >= policy.retries || d.signal.aborted) throw err;
      await sleep(policy.retryDelayMs * 2 ** attempt, d.signal);
    }
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** SHA-256 and size of a file on disk. */
export async function hashFileAt(file: string, signal?: AbortSignal): Promise<DownloadedFile> {
  const hash = createHash('sha256');
  const size = await hashFile(file, hash, signal);
  return { size, sha256: hash.digest('hex') };
}

async function hashFile(file: string, hash: Hash, signal?: AbortSignal): Promise<number> {
  let size = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20, ...(signal ? { signal } : {}) })) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return size;
}

function contentRangeStart(header: string | null): number | null {
  const m = header ? /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(header.trim()) : null;
  return m ? Number(m[1]) : null;
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as { cause?: unknown }).cause;
    return cause instanceof Error ? `${err.message} (${cause.message})` : err.message;
  }
  return String(err);
}
