import type { ModelEntry, ModelFile } from './manifest';

export interface ModelDownloadProgress {
  id: string;
  /** The file being fetched (path in the model folder). */
  file: string;
  fileBytes: number;
  fileTotal: number | null;
  /** Bytes of the whole model so far (files already there count). */
  bytes: number;
  /** The model's total; approximate (the manifest's size) until every file's length is known. */
  total: number | null;
}

export interface PullOptions {
  onProgress?: (progress: ModelDownloadProgress) => void;
  signal?: AbortSignal;
}

/**
 * One running pull of a model, shared by every caller that asked for it meanwhile: each joins with
 * its own progress listener and abort signal, and the download stops only when no caller is left.
 */
export class PullJob {
  readonly promise: Promise<void>;
  readonly listeners = new Set<(p: ModelDownloadProgress) => void>();
  callers = 0;
  readonly controller = new AbortController();
  progress: { bytes: number; total: number | null };

  /** Starts `run` at once; `settled` is called when it finishes or fails, before any caller hears. */
  constructor(model: ModelEntry, run: (job: PullJob) => Promise<void>, settled: () => void) {
    this.progress = { bytes: 0, total: sum(model.files.map((f) => f.size)) };
    this.promise = run(this).finally(settled);
    this.promise.catch(() => undefined); // callers get the error; none left must not be "unhandled"
  }

  /** One caller's share of the pull: settles with it, or rejects when the caller's signal aborts. */
  join(options: PullOptions): Promise<void> {
    const { onProgress, signal } = options;
    this.callers++;
    if (onProgress) this.listeners.add(onProgress);
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const detach = (): void => {
        if (settled) return;
        settled = true;
        if (onProgress) this.listeners.delete(onProgress);
        signal?.removeEventListener('abort', onAbort);
        this.callers--;
      };
      const onAbort = (): void => {
        detach();
        const reason: unknown = signal?.reason ?? new Error('aborted');
        if (this.callers > 0) return reject(reason);
        // The last caller left: stop the download, and answer once it has wound down (so the
        // model's state is settled when the caller hears of it).
        this.controller.abort(reason);
        this.promise.then(
          () => reject(reason),
          () => reject(reason),
        );
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      this.promise.then(
        () => {
          detach();
          resolve();
        },
        (err: unknown) => {
          detach();
          reject(err);
        },
      );
    });
  }

  /**
   * Folds each file's progress into the model's and tells the listeners, at most every 100 ms
   * unless `force`d (a file's end).
   */
  reporter(model: ModelEntry): (file: ModelFile, fileBytes: number, fileTotal: number | null, force?: boolean) => void {
    const done = new Map<string, number>(); // bytes per file, for the model's progress
    const totals = new Map<string, number | null>(model.files.map((f) => [f.path, f.size]));
    let lastEmit = 0;
    return (file, fileBytes, fileTotal, force = false) => {
      done.set(file.path, fileBytes);
      if (fileTotal !== null) totals.set(file.path, fileTotal);
      const known = [...totals.values()].every((t) => t !== null);
      this.progress = { bytes: sum([...done.values()]), total: known ? sum([...totals.values()].map((t) => t ?? 0)) : model.size };
      const now = Date.now();
      if (!force && now - lastEmit < 100) return;
      lastEmit = now;
      const event: ModelDownloadProgress = { id: model.id, file: file.path, fileBytes, fileTotal, ...this.progress };
      for (const listener of this.listeners) listener(event);
    };
  }
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
