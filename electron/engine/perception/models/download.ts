import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';

export type FetchLike = (input: string, init?: { headers?: Record<string, string>; signal?: AbortSignal; redirect?: 'follow' }) => Promise<Response>;

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
  expectedSize: number | null;
  expectedSha256: string | null;
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
 * a Range request (their hash is read back first) and restarting when it does not. Verifies size and
 * SHA-256 when expected ones are given; on a mismatch the part file is deleted and ChecksumError
 * thrown. On any other failure the part file stays for the next attempt to resume.
 */
export async function downloadFile(d: FileDownload): Promise<DownloadedFile> {
  let have = await stat(d.partPath).then(
    (s) => s.size,
    () => 0,
  );
  if (d.expectedSize !== null && have > d.expectedSize) {
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
    let response = await d.fetch(d.url, { headers, signal, redirect: 'follow' });
    if (have > 0 && response.status === 416) {
      // The part file is as long as (or longer than) the file: start over rather than guess.
      await response.body?.cancel();
      await rm(d.partPath, { force: true });
      have = 0;
      response = await d.fetch(d.url, { headers: { 'accept-encoding': 'identity' }, signal, redirect: 'follow' });
    }
    if (response.status !== 200 && response.status !== 206) {
      await response.body?.cancel();
      throw new HttpError(d.url, response.status);
    }
    const resumed = have > 0 && response.status === 206 && contentRangeStart(response.headers.get('content-range')) === have;
    if (!resumed && response.status === 206) {
      // A range we did not ask for: its bytes would not line up with ours. Fetch the whole file.
      await response.body?.cancel();
      response = await d.fetch(d.url, { headers: { 'accept-encoding': 'identity' }, signal, redirect: 'follow' });
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
    if (d.expectedSize !== null && total !== null && total !== d.expectedSize) {
      await response.body?.cancel();
      await rm(d.partPath, { force: true });
      throw new ChecksumError(d.label, String(d.expectedSize), String(total), 'size');
    }

    const handle = await open(d.partPath, resumed ? 'a' : 'w');
    let bytes = have;
    try {
      d.onBytes(bytes, total);
      if (!response.body) throw new TransferError(`empty response from ${d.url}`);
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        touch();
        hash.update(chunk);
        await handle.write(chunk);
        bytes += chunk.byteLength;
        if (d.expectedSize !== null && bytes > d.expectedSize) break;
        d.onBytes(bytes, total);
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (total !== null && bytes < total) throw new TransferError(`${d.url} ended after ${bytes} of ${total} bytes`);

    const sha256 = hash.digest('hex');
    if (d.expectedSize !== null && bytes !== d.expectedSize) {
      await rm(d.partPath, { force: true });
      throw new ChecksumError(d.label, String(d.expectedSize), String(bytes), 'size');
    }
    if (d.expectedSha256 !== null && sha256 !== d.expectedSha256) {
      await rm(d.partPath, { force: true });
      throw new ChecksumError(d.label, d.expectedSha256, sha256, 'sha256');
    }
    return { size: bytes, sha256 };
  } catch (err) {
    // fetch reports a dropped connection or our idle abort in its own words: say what happened.
    if (err instanceof ChecksumError || err instanceof HttpError || err instanceof TransferError) throw err;
    if (d.signal.aborted) throw d.signal.reason ?? err;
    if (idle.signal.aborted) throw idle.signal.reason as Error;
    throw new TransferError(`download of ${d.url} failed: ${describe(err)}`);
  } finally {
    clearTimeout(timer);
  }
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
