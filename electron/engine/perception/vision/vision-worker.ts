import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { resizeCenterNet } from './centernet-size';
import { fuseRelu6, type GraphModelJson } from './graph-rewrite';
import { VisionHost, type Reply } from './vision-host';
import {
  ANALYSIS_MAX_EDGE,
  MIN_FACE_PX,
  MIN_FACE_SCORE,
  OBJECT_MIN_SCORE,
  REQUEST_TIMEOUT_MS,
  VISION_PROFILE,
  humanConfig,
  modelCount,
  type VisionPart,
  type VisionProfile,
} from './thresholds';
import type { RegionDescription, RelativeBox, VisionResult, VisionStats } from './types';

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
  /** How the models run (default VISION_PROFILE); another profile gets workers of its own. */
  profile?: VisionProfile;
}

export interface AnalyzeOptions {
  /** false: no object detection (a screenshot's "objects" are UI pictures, and CenterNet is half the CPU). */
  objects?: boolean;
}

interface Decoded {
  pixels: ArrayBuffer;
  width: number;
  height: number;
  ms: number;
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
 * The worker threads behind one VisionWorker: one doing faces and objects, or (profile.splitObjects)
 * one for faces and one for objects, fed the same decoded pixels at once. Requests run one at a
 * time in arrival order.
 */
class VisionSet {
  private tail: Promise<unknown> = Promise.resolve();
  closed = false;

  constructor(private readonly members: ReadonlyArray<{ host: VisionHost; part: VisionPart }>) {}

  async ready(): Promise<void> {
    await Promise.all(this.members.map((m) => m.host.ready()));
  }

  analyze(image: Buffer, want: AnalyzeOptions = {}): Promise<VisionResult> {
    return this.serial(async () => {
      const decoded = await decode(image);
      // A worker that only finds objects is not asked when they are not wanted (one that also does
      // faces is: its objects are then dropped, they came at no extra wait).
      const members = this.members.filter((m) => m.part.faces || want.objects !== false);
      // Copies before the first transfer detaches the original.
      const buffers = members.map((_, i) => (i === 0 ? decoded.pixels : decoded.pixels.slice(0)));
      const replies = await Promise.all(
        members.map((m, i) =>
          m.host.request({ type: 'analyze', pixels: buffers[i], width: decoded.width, height: decoded.height }, [buffers[i]!]),
        ),
      );
      const results = replies.map(resultOf);
      const faces = members.flatMap((m, i) => (m.part.faces ? results[i]!.faces : []));
      const objects = want.objects === false ? [] : members.flatMap((m, i) => (m.part.objects ? results[i]!.objects : []));
      const inferMs = Math.max(...results.map((r) => r.inferMs));
      return { faces, objects, ms: Math.round(decoded.ms + inferMs) };
    });
  }

  /** A drawn box goes to the worker that describes faces. */
  describeRegion(image: Buffer, box: RelativeBox): Promise<RegionDescription> {
    return this.serial(async () => {
      const region = await decodeRegion(image, box);
      const faces = this.members.find((m) => m.part.faces);
      if (!faces) throw new Error('vision: no worker describes faces');
      const reply = await faces.host.request(
        { type: 'describe', pixels: region.pixels, width: region.width, height: region.height, inner: region.inner },
        [region.pixels],
      );
      if (reply.type === 'error') throw new Error(`vision: ${reply.message}`);
      if (reply.type !== 'described') throw new Error(`vision: unexpected reply ${reply.type}`);
      return { descriptor: reply.descriptor, detected: reply.detected, ms: Math.round(region.ms + reply.inferMs) };
    });
  }

  /** Merged over the workers: fetches listed together, tensors summed, photos counted once. */
  stats(): Promise<VisionStats> {
    return this.serial(async () => {
      const all = await Promise.all(this.members.map((m) => m.host.stats()));
      return {
        initMs: Math.max(...all.map((s) => s.initMs)),
        backend: all[0]!.backend,
        humanVersion: all[0]!.humanVersion,
        modelFetches: all.flatMap((s) => s.modelFetches),
        refusedFetches: all.flatMap((s) => s.refusedFetches),
        tensors: all.reduce((sum, s) => sum + s.tensors, 0),
        analysed: Math.max(...all.map((s) => s.analysed)),
      };
    });
  }

  /** The most restarts of any one worker, plus its first start. */
  get starts(): number {
    return Math.max(...this.members.map((m) => m.host.starts));
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.members.map((m) => m.host.close()));
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('vision worker closed'));
    const run = this.tail.then(task, task);
    this.tail = run.catch(() => undefined);
    return run;
  }
}

function resultOf(reply: Reply): Extract<Reply, { type: 'result' }> {
  if (reply.type === 'error') throw new Error(`vision: ${reply.message}`);
  if (reply.type !== 'result') throw new Error(`vision: unexpected reply ${reply.type}`);
  return reply;
}

let shared: { set: VisionSet; handles: number } | null = null;

/**
 * Faces (box, score, 1024-d descriptor, emotion, age, gender) and objects for one image, computed by
 * @vladmandic/human on tfjs-wasm in worker threads. One model set per process: every `create()`
 * with default options returns a handle on the same workers, which stop when the last handle is
 * closed (explicit `workerUrl`/`humanDir`/`profile` get workers of their own, for tests and bench).
 */
export class VisionWorker {
  private closed = false;

  private constructor(private readonly set: VisionSet) {}

  static async create(options: VisionWorkerOptions = {}): Promise<VisionWorker> {
    let set: VisionSet;
    if (options.workerUrl || options.humanDir || options.profile) set = createSet(options);
    else {
      if (!shared || shared.set.closed) shared = { set: createSet(options), handles: 0 };
      shared.handles++;
      set = shared.set;
    }
    const handle = new VisionWorker(set);
    try {
      await set.ready();
    } catch (err) {
      await handle.close();
      throw err;
    }
    return handle;
  }

  /** Accepts any format sharp reads; EXIF orientation is applied before detection. */
  analyze(image: Buffer, options: AnalyzeOptions = {}): Promise<VisionResult> {
    if (this.closed) return Promise.reject(new Error('vision worker closed'));
    return this.set.analyze(image, options);
  }

  /**
   * A descriptor for a face the user boxed by hand (box relative to the oriented image): the
   * detector's if it finds a face there on a closer look, else faceres on the box itself.
   */
  describeRegion(image: Buffer, box: RelativeBox): Promise<RegionDescription> {
    if (this.closed) return Promise.reject(new Error('vision worker closed'));
    return this.set.describeRegion(image, box);
  }

  /** What the workers loaded and refused, their init time and live tensor count. */
  stats(): Promise<VisionStats> {
    if (this.closed) return Promise.reject(new Error('vision worker closed'));
    return this.set.stats();
  }

  /** Starts of the most restarted worker of this handle's set (1 unless one crashed or timed out). */
  get workerStarts(): number {
    return this.set.starts;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (shared?.set !== this.set) {
      await this.set.close();
      return;
    }
    shared.handles--;
    if (shared.handles > 0) return;
    shared = null;
    await this.set.close();
  }
}

/**
 * Model files the workers serve instead of the package's, keyed by the URL Human fetches: faceres'
 * topology with its relu6 chains fused (graph-rewrite.ts), CenterNet at a smaller input
 * (centernet-size.ts). Read once per process and profile.
 */
const overridesCache = new Map<string, Record<string, string | Uint8Array>>();
function modelOverrides(profile: VisionProfile, part: VisionPart, modelBaseUrl: string, humanDir: string): Record<string, string | Uint8Array> {
  const key = `${profile.name}\0${humanDir}\0${part.faces}\0${part.objects}`;
  const cached = overridesCache.get(key);
  if (cached) return cached;
  const models = path.join(humanDir, 'models');
  const out: Record<string, string | Uint8Array> = {};
  if (part.faces && profile.fuseGraphs && existsSync(path.join(models, 'faceres.json'))) {
    const { model } = fuseRelu6(JSON.parse(readFileSync(path.join(models, 'faceres.json'), 'utf8')) as GraphModelJson);
    out[new URL('faceres.json', modelBaseUrl).href] = JSON.stringify(model);
  }
  if (part.objects && profile.objectEdge !== 512 && existsSync(path.join(models, 'centernet.json'))) {
    const json = JSON.parse(readFileSync(path.join(models, 'centernet.json'), 'utf8')) as GraphModelJson;
    const { model, weights } = resizeCenterNet(json, readFileSync(path.join(models, 'centernet.bin')), profile.objectEdge);
    out[new URL('centernet.json', modelBaseUrl).href] = JSON.stringify(model);
    out[new URL('centernet.bin', modelBaseUrl).href] = weights;
  }
  overridesCache.set(key, out);
  return out;
}

function createSet(options: VisionWorkerOptions): VisionSet {
  const profile = options.profile ?? VISION_PROFILE;
  const humanDir = options.humanDir ?? findHumanDir();
  const humanFile = path.join(humanDir, 'dist', 'human.node-wasm.js');
  // The wasm binaries of the tfjs-backend-wasm copy that Human itself will require.
  const wasmDir = path.dirname(createRequire(humanFile).resolve('@tensorflow/tfjs-backend-wasm')) + path.sep;
  const modelBaseUrl = pathToFileURL(path.join(humanDir, 'models') + path.sep).href;
  const parts: VisionPart[] = profile.splitObjects
    ? [
        { faces: true, objects: false },
        { faces: false, objects: true },
      ]
    : [{ faces: true, objects: true }];
  const workerUrl = options.workerUrl ?? findWorkerUrl();
  return new VisionSet(
    parts.map((part) => ({
      part,
      host: new VisionHost(
        workerUrl,
        {
          humanFile,
          modelBaseUrl,
          config: humanConfig({ modelBaseUrl, wasmDir }, part, profile.batchDescriptors),
          batchDescriptors: profile.batchDescriptors && part.faces,
          limits: { minFaceScore: MIN_FACE_SCORE, minFacePx: MIN_FACE_PX, objectMinScore: OBJECT_MIN_SCORE },
          expectedModels: modelCount(part),
          modelOverrides: modelOverrides(profile, part, modelBaseUrl, humanDir),
        },
        options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      ),
    })),
  );
}
