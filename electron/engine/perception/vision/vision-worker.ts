import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import {
  ANALYSIS_MAX_EDGE,
  INIT_TIMEOUT_MS,
  MIN_FACE_PX,
  MIN_FACE_SCORE,
  OBJECT_MIN_SCORE,
  REQUEST_TIMEOUT_MS,
  humanConfig,
} from './thresholds';
import type { DetectedFace, DetectedObject, RegionDescription, RelativeBox, VisionResult, VisionStats } from './types';

/** The image could not be decoded (not an image, truncated, unsupported): retrying won't help. */
export class VisionInputError extends Error {
  override name = 'VisionInputError';
}

export interface VisionWorkerOptions {
  /**
   * The worker entry. Default: `vision.worker.mjs` beside this module (source, tsx, vitest), else
   * `vision.worker.js` beside it (a bundle that lists the worker as its own entry, see README note
   * in index.ts).
   */
  workerUrl?: URL;
  /** Folder of @vladmandic/human. Default: found by walking up from this module, then from cwd. */
  humanDir?: string;
  requestTimeoutMs?: number;
}

interface Decoded {
  pixels: ArrayBuffer;
  width: number;
  height: number;
  ms: number;
}

type Reply =
  | { type: 'result'; id: number; faces: DetectedFace[]; objects: DetectedObject[]; inferMs: number }
  | { type: 'error'; id: number; message: string }
  | { type: 'stats'; id: number; stats: VisionStats }
  | { type: 'described'; id: number; descriptor: number[]; detected: boolean; inferMs: number };

type Ready = { type: 'ready'; initMs: number } | { type: 'init-error'; message: string };

interface InFlight {
  id: number;
  worker: Worker;
  resolve(reply: Reply): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** Human's folder: its `exports` map is invalid, so it is found on disk rather than resolved by name. */
export function findHumanDir(): string {
  const tried: string[] = [];
  for (const start of [here, process.cwd()]) {
    for (let dir = start; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', '@vladmandic', 'human');
      tried.push(candidate);
      if (existsSync(path.join(candidate, 'dist', 'human.node-wasm.js'))) return candidate;
      if (path.dirname(dir) === dir) break;
    }
  }
  throw new Error(`@vladmandic/human not found; looked in ${tried.slice(0, 4).join(', ')} …`);
}

function findWorkerUrl(): URL {
  const candidates = ['./vision.worker.mjs', './vision.worker.js'].map((name) => new URL(name, import.meta.url));
  const found = candidates.find((url) => existsSync(fileURLToPath(url)));
  if (!found) throw new Error(`vision worker entry not found: ${candidates.map((url) => url.pathname).join(', ')}`);
  return found;
}

/** Orient (EXIF), shrink to the analysis size and return packed 8-bit RGB, off the JS thread (libuv). */
async function decode(image: Buffer): Promise<Decoded> {
  const t0 = performance.now();
  let data: Buffer;
  let info: OutputInfo;
  try {
    ({ data, info } = await sharp(image, { failOn: 'error' })
      .rotate()
      .resize({ width: ANALYSIS_MAX_EDGE, height: ANALYSIS_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .removeAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true }));
  } catch (err) {
    throw new VisionInputError(`cannot decode image: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (info.channels !== 3) throw new VisionInputError(`expected 3 colour channels after decoding, got ${info.channels}`);
  // Transfer (not copy) to the worker: needs an ArrayBuffer that holds exactly these pixels.
  const pixels =
    data.byteOffset === 0 && data.buffer.byteLength === data.length
      ? (data.buffer as ArrayBuffer)
      : data.buffer.slice(data.byteOffset, data.byteOffset + data.length) as ArrayBuffer;
  return { pixels, width: info.width, height: info.height, ms: performance.now() - t0 };
}

/** Around a drawn box, this much more on each side (of the box's size) gives the detector context. */
const REGION_MARGIN = 0.5;
/** The cut is scaled to this longest edge: a small face far away gets the pixels a close one has. */
const REGION_EDGE = 640;

/**
 * The drawn box and a margin around it, cut from the full-resolution photo (orientation applied, as
 * the box was drawn), with the box's place inside the cut.
 */
async function decodeRegion(image: Buffer, box: RelativeBox): Promise<Decoded & { inner: RelativeBox }> {
  const t0 = performance.now();
  let meta: Metadata;
  try {
    meta = await sharp(image, { failOn: 'error' }).metadata();
  } catch (err) {
    throw new VisionInputError(`cannot decode image: ${err instanceof Error ? err.message : String(err)}`);
  }
  const swap = (meta.orientation ?? 1) >= 5;
  const W = (swap ? meta.height : meta.width) ?? 0;
  const H = (swap ? meta.width : meta.height) ?? 0;
  const x0 = Math.max(0, Math.floor((box.x - box.w * REGION_MARGIN) * W));
  const y0 = Math.max(0, Math.floor((box.y - box.h * REGION_MARGIN) * H));
  const x1 = Math.min(W, Math.ceil((box.x + box.w * (1 + REGION_MARGIN)) * W));
  const y1 = Math.min(H, Math.ceil((box.y + box.h * (1 + REGION_MARGIN)) * H));
  if (x1 - x0 < 8 || y1 - y0 < 8) throw new VisionInputError('the drawn box is too small to describe a face');
  let data: Buffer;
  let info: OutputInfo;
  try {
    // rotate() before extract(): the cut is taken from the oriented picture.
    ({ data, info } = await sharp(image, { failOn: 'error' })
      .rotate()
      .extract({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 })
      .resize({ width: REGION_EDGE, height: REGION_EDGE, fit: 'inside' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true }));
  } catch (err) {
    throw new VisionInputError(`cannot cut the drawn box: ${err instanceof Error ? err.message : String(err)}`);
  }
  const w = x1 - x0;
  const h = y1 - y0;
  const inner = { x: (box.x * W - x0) / w, y: (box.y * H - y0) / h, w: Math.min(1, (box.w * W) / w), h: Math.min(1, (box.h * H) / h) };
  const pixels = data.buffer.slice(data.byteOffset, data.byteOffset + data.length) as ArrayBuffer;
  return { pixels, width: info.width, height: info.height, ms: performance.now() - t0, inner };
}

/**
 * One worker thread with one Human instance. Requests run one at a time in arrival order (tfjs-wasm
 * is single-threaded in Node anyway). A bad image rejects only its request; a crashed or timed-out
 * worker rejects its request and is started again for the next one; a worker that fails to load
 * its models fails every request with that reason (nothing a retry would fix).
 */
class VisionHost {
  private worker: Worker | null = null;
  private starting: Promise<Worker> | null = null;
  private initError: Error | null = null;
  private inFlight: InFlight | null = null;
  private tail: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  closed = false;
  /** Workers started, including restarts after a crash or timeout. */
  starts = 0;

  constructor(
    private readonly workerUrl: URL,
    private readonly workerData: Record<string, unknown>,
    private readonly requestTimeoutMs: number,
  ) {}

  ready(): Promise<unknown> {
    return this.ensureWorker();
  }

  analyze(image: Buffer): Promise<VisionResult> {
    return this.serial(async () => {
      const decoded = await decode(image);
      const reply = await this.send({ type: 'analyze', pixels: decoded.pixels, width: decoded.width, height: decoded.height }, [
        decoded.pixels,
      ]);
      if (reply.type === 'error') throw new Error(`vision: ${reply.message}`);
      if (reply.type !== 'result') throw new Error(`vision: unexpected reply ${reply.type}`);
      return { faces: reply.faces, objects: reply.objects, ms: Math.round(decoded.ms + reply.inferMs) };
    });
  }

  describeRegion(image: Buffer, box: RelativeBox): Promise<RegionDescription> {
    return this.serial(async () => {
      const region = await decodeRegion(image, box);
      const reply = await this.send(
        { type: 'describe', pixels: region.pixels, width: region.width, height: region.height, inner: region.inner },
        [region.pixels],
      );
      if (reply.type === 'error') throw new Error(`vision: ${reply.message}`);
      if (reply.type !== 'described') throw new Error(`vision: unexpected reply ${reply.type}`);
      return { descriptor: reply.descriptor, detected: reply.detected, ms: Math.round(region.ms + reply.inferMs) };
    });
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
        resolve: (reply) => (settle(), resolve(reply)),
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

let shared: { host: VisionHost; handles: number } | null = null;

/**
 * Faces (box, score, 1024-d descriptor, emotion, age, gender) and objects for one image, computed by
 * @vladmandic/human on tfjs-wasm in a worker thread. One model instance per process: every
 * `create()` with default options returns a handle on the same worker, which stops when the last
 * handle is closed (explicit `workerUrl`/`humanDir` get a worker of their own, for tests).
 */
export class VisionWorker {
  private closed = false;

  private constructor(private readonly host: VisionHost) {}

  static async create(options: VisionWorkerOptions = {}): Promise<VisionWorker> {
    // Only the default setup is shared; an explicit worker or Human folder gets its own host.
    let host: VisionHost;
    if (options.workerUrl || options.humanDir) host = createHost(options);
    else {
      if (!shared || shared.host.closed) shared = { host: createHost(options), handles: 0 };
      shared.handles++;
      host = shared.host;
    }
    const handle = new VisionWorker(host);
    try {
      await host.ready();
    } catch (err) {
      await handle.close();
      throw err;
    }
    return handle;
  }

  /** Accepts any format sharp reads; EXIF orientation is applied before detection. */
  analyze(image: Buffer): Promise<VisionResult> {
    if (this.closed) return Promise.reject(new Error('vision worker closed'));
    return this.host.analyze(image);
  }

  /**
   * A descriptor for a face the user boxed by hand (box relative to the oriented image): the
   * detector's if it finds a face there on a closer look, else faceres on the box itself.
   */
  describeRegion(image: Buffer, box: RelativeBox): Promise<RegionDescription> {
    if (this.closed) return Promise.reject(new Error('vision worker closed'));
    return this.host.describeRegion(image, box);
  }

  /** What the worker loaded and refused, its init time and live tensor count. */
  stats(): Promise<VisionStats> {
    if (this.closed) return Promise.reject(new Error('vision worker closed'));
    return this.host.stats();
  }

  /** Workers started so far by this process's shared host (1 unless one crashed or timed out). */
  get workerStarts(): number {
    return this.host.starts;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (shared?.host !== this.host) {
      await this.host.close();
      return;
    }
    shared.handles--;
    if (shared.handles > 0) return;
    shared = null;
    await this.host.close();
  }
}

function createHost(options: VisionWorkerOptions): VisionHost {
  const humanDir = options.humanDir ?? findHumanDir();
  const humanFile = path.join(humanDir, 'dist', 'human.node-wasm.js');
  // The wasm binaries of the tfjs-backend-wasm copy that Human itself will require.
  const wasmDir = path.dirname(createRequire(humanFile).resolve('@tensorflow/tfjs-backend-wasm')) + path.sep;
  const modelBaseUrl = pathToFileURL(path.join(humanDir, 'models') + path.sep).href;
  const workerData = {
    humanFile,
    modelBaseUrl,
    config: humanConfig({ modelBaseUrl, wasmDir }),
    limits: { minFaceScore: MIN_FACE_SCORE, minFacePx: MIN_FACE_PX, objectMinScore: OBJECT_MIN_SCORE },
  };
  return new VisionHost(options.workerUrl ?? findWorkerUrl(), workerData, options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS);
}
