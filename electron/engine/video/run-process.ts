import { spawn } from 'node:child_process';

/**
 * Runs a binary with an argument array (never a shell string, so file names are data, not code),
 * with a wall-clock timeout, bounded stdout/stderr, and a kill on abort. Resolves with whatever
 * the process wrote and its exit code; the caller decides what a non-zero exit means.
 */
export interface RunOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  /** stdout beyond this kills the process and rejects (frames are small; this is a runaway guard). */
  maxStdoutBytes?: number;
  /** stderr is kept as its first `stderrHeadBytes` plus its last `stderrTailBytes`. */
  stderrHeadBytes?: number;
  stderrTailBytes?: number;
  /** What to call the job in error messages (e.g. `reading "clip.mov"`). */
  what: string;
}

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderr: string;
}

export class ProcessError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'spawn' | 'output-limit',
  ) {
    super(message);
    this.name = 'ProcessError';
  }
}

export function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error) return reason;
  const err = new Error(typeof reason === 'string' ? reason : 'the operation was aborted');
  err.name = 'AbortError';
  return err;
}

export function runProcess(binary: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  const { timeoutMs, signal, what } = options;
  const maxStdout = options.maxStdoutBytes ?? 256 * 1024 * 1024;
  const headMax = options.stderrHeadBytes ?? 64 * 1024;
  const tailMax = options.stderrTailBytes ?? 16 * 1024;
  if (signal?.aborted) return Promise.reject(abortError(signal));

  return new Promise<RunResult>((resolve, reject) => {
    let settled = false;
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true, shell: false });

    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let head = Buffer.alloc(0);
    const tail: Buffer[] = [];
    let tailBytes = 0;
    let dropped = false;

    const finish = (err: Error | null, result?: RunResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (err) {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        reject(err);
      } else resolve(result!);
    };
    const onAbort = () => finish(abortError(signal!));
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => finish(new ProcessError(`timed out after ${Math.round(timeoutMs / 1000)} s ${what}`, 'timeout')), timeoutMs);

    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdout) {
        finish(new ProcessError(`output over ${Math.round(maxStdout / 1048576)} MB ${what}`, 'output-limit'));
        return;
      }
      stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (head.length < headMax) {
        const take = Math.min(headMax - head.length, chunk.length);
        head = Buffer.concat([head, chunk.subarray(0, take)]);
        chunk = chunk.subarray(take);
      }
      if (chunk.length === 0) return;
      tail.push(chunk);
      tailBytes += chunk.length;
      while (tailBytes - (tail[0]?.length ?? 0) >= tailMax && tail.length > 1) {
        tailBytes -= tail.shift()!.length;
        dropped = true;
      }
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      const reason = err.code === 'ENOENT' ? `binary not found at ${binary}` : err.code === 'EACCES' ? `binary not executable: ${binary}` : err.message;
      finish(new ProcessError(`cannot start ${what}: ${reason}`, 'spawn'));
    });
    child.on('close', (code, sig) => {
      const text = head.toString('utf8') + (dropped ? '\n[…]\n' : '') + Buffer.concat(tail).toString('utf8');
      finish(null, { code, signal: sig, stdout: Buffer.concat(stdout), stderr: text });
    });
  });
}
