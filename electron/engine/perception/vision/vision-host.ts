import { Worker } from 'node:worker_threads';
import { INIT_TIMEOUT_MS } from './thresholds';
import type { DetectedFace, DetectedObject, VisionStats } from './types';

export type Reply =
  | { type: 'result'; id: number; faces: DetectedFace[]; objects: DetectedObject[]; inferMs: number; pending?: PendingFaces }
  | { type: 'described-faces'; id: number; rows: Array<Pick<DetectedFace, 'descriptor' | 'age' | 'gender'>>; inferMs: number }
  | { type: 'error'; id: number; message: string }
  | { type: 'stats'; id: number; stats: VisionStats }
  | { type: 'described'; id: number; descriptor: number[]; detected: boolean; inferMs: number };

/**
 * Faces found but not yet described (a balanced profile): faceres' inputs, float32 [n, h, w, 3],
 * for the faces of the reply whose descriptor is empty, in the same order.
 */
export interface PendingFaces {
  input: ArrayBuffer;
  n: number;
}

type Ready = { type: 'ready'; initMs: number } | { type: 'init-error'; message: string };

interface InFlight {
  id: number;
  worker: Worker;
  resolve(reply: Reply): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * One worker thread with one Human instance. Requests run one at a time in arrival order (tfjs-wasm
 * is single-threaded in Node anyway). A bad image rejects only its request; a crashed or timed-out
 * worker rejects its request and is started again for the next one; a worker that fails to load
 * its models fails every request with that reason (nothing a retry would fix).
 */
export class VisionHost {
  private worker: Worker | null = null;
  private starting: Promise<Worker> | null = null;
  private initError: Error | null = null;
  private inFlight: InFlight | null = null;
  private tail: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  closed = false;
  /** Workers started, including restarts after a crash or timeout. */
  starts = 0;
  /** The workers' own time on requests (their inferMs): wall time minus this is time they waited. */
  busyMs = 0;

  constructor(
    private readonly workerUrl: URL,
    private readonly workerData: Record<string, unknown>,
    private readonly requestTimeoutMs: number,
  ) {}

  ready(): Promise<unknown> {
    return this.ensureWorker();
  }

  /** One message to the worker and its reply, after every earlier request to this worker. */
  request(message: Record<string, unknown>, transfer: ArrayBuffer[]): Promise<Reply> {
    return this.serial(() => this.send(message, transfer));
  }

  stats(): Promise<VisionStats> {
    return this.serial(async () => {
      const reply = await this.send({ type: 'stats' }, []);
      if (reply.type !== 'stats') throw new Error(`vision: unexpected reply ${reply.type}`);
      return reply.stats;
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    this.inFlight?.reject(new Error('vision worker closed'));
    if (worker) await worker.terminate();
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('vision worker closed'));
    const run = this.tail.then(task, task);
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async send(message: Record<string, unknown>, transfer: ArrayBuffer[]): Promise<Reply> {
    const worker = await this.ensureWorker();
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        if (this.inFlight?.id === id) this.inFlight = null;
        worker.unref(); // idle: an open VisionWorker must not keep a CLI process alive on its own
      };
      const timer = setTimeout(() => {
        this.discard(worker, new Error(`vision: request timed out after ${this.requestTimeoutMs} ms; worker restarted`));
      }, this.requestTimeoutMs);
      this.inFlight = {
        id,
        worker,
        timer,
        resolve: (reply) => {
          settle();
          if ('inferMs' in reply) this.busyMs += reply.inferMs;
          resolve(reply);
        },
        reject: (err) => (settle(), reject(err)),
      };
      worker.ref();
      worker.postMessage({ ...message, id }, transfer);
    });
  }

  /** Drop a worker (crashed, timed out): its request fails, the next request starts a new one. */
  private discard(worker: Worker, reason: Error): void {
    if (this.worker === worker) this.worker = null;
    if (this.inFlight?.worker === worker) this.inFlight.reject(reason);
    void worker.terminate();
  }

  private ensureWorker(): Promise<Worker> {
    if (this.closed) return Promise.reject(new Error('vision worker closed'));
    if (this.initError) return Promise.reject(this.initError);
    if (this.worker) return Promise.resolve(this.worker);
    this.starting ??= this.spawn().finally(() => (this.starting = null));
    return this.starting;
  }

  private spawn(): Promise<Worker> {
    this.starts++;
    const worker = new Worker(this.workerUrl, { workerData: this.workerData });
    return new Promise<Worker>((resolve, reject) => {
      let ready = false;
      const fail = (err: Error, permanent: boolean) => {
        clearTimeout(timer);
        if (permanent) this.initError = err;
        void worker.terminate();
        reject(err);
      };
      const timer = setTimeout(() => fail(new Error(`vision: models did not load within ${INIT_TIMEOUT_MS} ms`), false), INIT_TIMEOUT_MS);
      worker.on('message', (message: Ready | Reply) => {
        if (!ready) {
          if (message.type === 'ready') {
            ready = true;
            clearTimeout(timer);
            if (this.closed) {
              void worker.terminate();
              reject(new Error('vision worker closed'));
              return;
            }
            this.worker = worker;
            worker.unref();
            resolve(worker);
          } else if (message.type === 'init-error') {
            fail(new Error(`vision: cannot start Human: ${message.message}`), true);
          }
          return;
        }
        if ('id' in message && this.inFlight?.id === message.id) this.inFlight.resolve(message as Reply);
      });
      worker.on('error', (err) => {
        if (!ready) fail(err, false);
        else this.discard(worker, new Error(`vision worker crashed: ${err.message}`));
      });
      worker.on('exit', (code) => {
        if (!ready) fail(new Error(`vision worker exited during start-up (code ${code})`), false);
        else this.discard(worker, new Error(`vision worker exited (code ${code})`));
      });
    });
  }
}
