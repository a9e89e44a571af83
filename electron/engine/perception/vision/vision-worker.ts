import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resizeCenterNet } from './centernet-size';
import { fuseRelu6, type GraphModelJson } from './graph-rewrite';
import { VisionHost } from './vision-host';
import { VisionSet, type AnalyzeOptions } from './vision-set';
import {
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

export { VisionInputError } from './decode';
export type { AnalyzeOptions } from './vision-set';

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

  /**
   * What the set has spent so far: decodes begun and their total time, and each worker's time on
   * requests (the bench reads how long the workers waited from these).
   */
  work(): { decodes: number; decodeMs: number; busyMs: number[] } {
    return { decodes: this.set.decodes, decodeMs: this.set.decodeMs, busyMs: this.set.busyMs };
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
  const key = `${profile.name}\0${humanDir}\0${part.faces}\0${part.objects}\0${part.describes === true}`;
  const cached = overridesCache.get(key);
  if (cached) return cached;
  const models = path.join(humanDir, 'models');
  const out: Record<string, string | Uint8Array> = {};
  if ((part.faces || part.describes) && profile.fuseGraphs && existsSync(path.join(models, 'faceres.json'))) {
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
        // A balanced profile's objects worker also holds faceres, for the faces handed over to it.
        { faces: false, objects: true, describes: profile.balanceDescriptors },
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
          faceresOnly: part.describes === true,
          limits: { minFaceScore: MIN_FACE_SCORE, minFacePx: MIN_FACE_PX, objectMinScore: OBJECT_MIN_SCORE },
          expectedModels: modelCount(part),
          modelOverrides: modelOverrides(profile, part, modelBaseUrl, humanDir),
        },
        options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      ),
    })),
    profile.photosInFlight,
  );
}
