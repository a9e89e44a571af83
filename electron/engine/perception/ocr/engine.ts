import os from 'node:os';
import type { Worker as ThreadWorker } from 'node:worker_threads';
import Tesseract from 'tesseract.js';
import { languageFolder, tesseractPaths } from './paths';
import { prepareForOcr } from './preprocess';
import { TESSERACT_PARAMS, languagePlan, readWithLanguages, switchLanguages } from './recognizer';
import { type OcrResult, emptyResult, toOcrResult } from './result';

export type { OcrBox, OcrLine, OcrResult } from './result';
export { OcrInputError } from './preprocess';

/** Below this many pixels on the short side (after enlarging) there is no legible text. */
const MIN_EDGE = 16;
/** A worker that has not loaded its wasm core and English data by then is given up on (~1 s normally). */
const STARTUP_TIMEOUT_MS = 60_000;

/** Options given to tesseract.js: everything from node_modules, no cache files, no URLs. */
export function workerOptions(errorHandler: (data: unknown) => void, langPath = tesseractPaths().langPath): Partial<Tesseract.WorkerOptions> {
  const { workerPath } = tesseractPaths();
  return { langPath, workerPath, gzip: true, cacheMethod: 'none', logger: () => {}, errorHandler };
}

interface Running {
  interrupt(err: Error): void;
}
interface Slot {
  worker: Tesseract.Worker | null;
  /** The language combination the worker is initialised with now (see languagePlan). */
  langs: string;
  starting: Promise<Tesseract.Worker> | null;
  running: Running | null;
}
interface Job {
  image: Buffer;
  signal: AbortSignal | undefined;
  resolve(result: OcrResult): void;
  reject(err: unknown): void;
  detach(): void;
}

/**
 * A fixed number of tesseract workers (each a worker thread running the wasm core single-threaded).
 * Requests beyond the pool size wait in FIFO order. A failed request never takes the pool down: bad
 * input rejects that request; a crashed or aborted worker is replaced before its next job.
 */
export class OcrPool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private closed = false;
  /**
   * Set when a worker failed to start (missing or corrupt data, wasm that will not load). That is an
   * installation problem, not a per-image one, so later requests fail with it instead of spawning
   * more threads (tesseract.js gives no handle to end a thread whose start failed).
   */
  private broken: Error | null = null;
  /** Set by retire(): no new requests; closes when the last one held is done. */
  private retiring = false;
  private retired: Promise<void> | null = null;
  private onIdle: (() => void) | null = null;

  /** Language combinations each image is read with, best kept (recognizer.ts languagePlan). */
  private readonly plan: string[];

  private constructor(
    readonly size: number,
    /** Enabled tesseract packs, as given (`perception.ocrLanguages`). */
    readonly languages: readonly string[],
    private readonly data: { langPath: string; remove(): void },
  ) {
    this.plan = languagePlan(languages);
    this.slots = Array.from({ length: size }, () => ({ worker: null, langs: '', starting: null, running: null }));
  }

  static async create(options: { size?: number; languages?: readonly string[] } = {}): Promise<OcrPool> {
    const size = Math.max(1, Math.floor(options.size ?? defaultSize()));
    const languages = [...new Set(options.languages?.length ? options.languages : ['eng'])];
    const pool = new OcrPool(size, languages, languageFolder(languages));
    try {
      await Promise.all(pool.slots.map((slot) => pool.ensureWorker(slot)));
    } catch (err) {
      await pool.close();
      throw err;
    }
    return pool;
  }

  /** Requests waiting for a worker (not counting the ones being recognised). */
  get pending(): number {
    return this.queue.length;
  }

  /** Requests being recognised now (at most `size`). */
  get active(): number {
    return this.slots.filter((s) => s.running).length;
  }

  recognize(image: Buffer, signal?: AbortSignal): Promise<OcrResult> {
    if (this.closed || this.retiring) return Promise.reject(new Error('OCR pool is closed'));
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    return new Promise<OcrResult>((resolve, reject) => {
      const onAbort = () => {
        const i = this.queue.indexOf(job);
        if (i >= 0) {
          this.queue.splice(i, 1);
          reject(abortReason(signal!));
          this.idleCheck();
        }
      };
      const job: Job = {
        image,
        signal,
        resolve,
        reject,
        detach: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(job);
      this.pump();
    });
  }

  /**
   * Closes the pool once the requests it already holds are done (it accepts no new ones), so a pool
   * replaced by one with other languages frees its threads without failing the images read on it.
   */
  retire(): Promise<void> {
    this.retiring = true;
    if (this.queue.length === 0 && this.active === 0) return this.close();
    this.retired ??= new Promise<void>((resolve) => {
      this.onIdle = () => void this.close().then(resolve);
    });
    return this.retired;
  }

  private idleCheck(): void {
    if (this.onIdle && this.queue.length === 0 && this.active === 0) this.onIdle();
  }
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const err = new Error('OCR pool is closed');
    for (const job of this.queue.splice(0)) {
      job.detach();
      job.reject(err);
    }
    await Promise.all(
      this.slots.map(async (slot) => {
        slot.running?.interrupt(err);
        const worker = slot.worker ?? (await slot.starting?.catch(() => null));
        slot.worker = null;
        if (worker) await worker.terminate().catch(() => {});
      }),
    );
    this.data.remove();
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (this.closed || this.queue.length === 0) return;
      if (slot.running) continue;
      const job = this.queue.shift()!;
      job.detach();
      void this.run(slot, job);
    }
  }

  private async run(slot: Slot, job: Job): Promise<void> {
    let interrupt!: (err: Error) => void;
    const interrupted = new Promise<never>((_, reject) => {
      interrupt = reject;
    });
    interrupted.catch(() => {});
    slot.running = { interrupt };
    const onAbort = () => {
      interrupt(abortReason(job.signal!));
      // The only way to stop tesseract mid-page is to end its thread; a fresh one starts on demand.
      this.discardWorker(slot);
    };
    job.signal?.addEventListener('abort', onAbort, { once: true });
    const t0 = performance.now();
    try {
      if (job.signal?.aborted) throw abortReason(job.signal);
      const prepared = await Promise.race([prepareForOcr(job.image), interrupted]);
      if (Math.min(prepared.width, prepared.height) < MIN_EDGE) {
        job.resolve(emptyResult(performance.now() - t0));
        return;
      }
      const worker = await Promise.race([this.ensureWorker(slot), interrupted]);
      let stop: Error | null = null;
      interrupted.catch((err: Error) => {
        stop = err;
      });
      const check = () => {
        if (stop) throw stop;
      };
      const use = async (langs: string) => {
        if (slot.langs === langs) return;
        await switchLanguages(worker, langs);
        slot.langs = langs;
      };
      const reading = await Promise.race([readWithLanguages(worker, prepared, check, this.plan, use), interrupted]);
      job.resolve(toOcrResult(reading, performance.now() - t0));
    } catch (err) {
      job.reject(asError(err));
    } finally {
      job.signal?.removeEventListener('abort', onAbort);
      slot.running = null;
      this.pump();
      this.idleCheck();
    }
  }

  private discardWorker(slot: Slot): void {
    const worker = slot.worker;
    slot.worker = null;
    if (worker) void worker.terminate().catch(() => {});
  }

  private ensureWorker(slot: Slot): Promise<Tesseract.Worker> {
    if (slot.worker) return Promise.resolve(slot.worker);
    if (this.closed) return Promise.reject(new Error('OCR pool is closed'));
    if (this.broken) return Promise.reject(this.broken);
    slot.starting ??= this.spawn(slot)
      .catch((err: unknown) => {
        if (!this.closed) this.broken = asError(err);
        throw err;
      })
      .finally(() => {
        slot.starting = null;
      });
    return slot.starting;
  }

  private async spawn(slot: Slot): Promise<Tesseract.Worker> {
    // tesseract.js reports a failed load only through errorHandler (its promise would never settle).
    let startupFailed!: (err: Error) => void;
    const failed = new Promise<never>((_, reject) => {
      startupFailed = reject;
    });
    failed.catch(() => {});
    let started = false;
    let gaveUp = false;
    const errorHandler = (data: unknown) => {
      if (started) return;
      gaveUp = true;
      startupFailed(new Error(`OCR engine failed to start: ${String(data)}`));
    };
    const timer = setTimeout(() => errorHandler(`no answer in ${STARTUP_TIMEOUT_MS / 1000} s`), STARTUP_TIMEOUT_MS);
    // Every enabled pack is loaded once at start; switching between combinations then only re-initialises.
    const creating = Tesseract.createWorker([...this.languages], Tesseract.OEM.LSTM_ONLY, workerOptions(errorHandler, this.data.langPath));
    // A worker that comes up after we gave up on it is ended rather than leaked.
    void creating.then(
      (w) => {
        if (gaveUp) void w.terminate();
      },
      () => {},
    );
    const worker = await Promise.race([creating, failed]).finally(() => clearTimeout(timer));
    started = true;
    // Loading all packs initialised them together, which already applied the CJK packs' global
    // layout settings: the worker is switched to the first combination it reads with instead.
    const first = this.plan[0]!;
    if (first === this.languages.join('+')) await worker.setParameters(TESSERACT_PARAMS);
    else await switchLanguages(worker, first);
    slot.langs = first;
    if (this.closed) {
      await worker.terminate();
      throw new Error('OCR pool is closed');
    }
    // A thread that dies (wasm abort, out of memory) fails its job instead of leaving it pending.
    const thread = (worker as unknown as { worker: ThreadWorker | null }).worker;
    const onDeath = (reason: string) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      slot.running?.interrupt(new Error(`OCR worker stopped: ${reason}`));
    };
    thread?.on('error', (err) => onDeath(err.message));
    thread?.on('exit', (code) => onDeath(`exit code ${code}`));
    slot.worker = worker;
    return worker;
  }
}

function defaultSize(): number {
  return typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
}

function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException('OCR was aborted', 'AbortError');
}

/** tesseract.js rejects with bare strings; callers get Errors with a readable message. */
function asError(err: unknown): Error {
  if (err instanceof Error) return err;
  return new Error(`OCR failed: ${String(err)}`);
}
