/**
 * Tunables for faces and objects. Measured on ../shared/fixtures/faces (36 photos, ~95 faces:
 * identities, group photos, no-face photos) with Human 3.3.6 on tfjs-wasm, 2 cores.
 */

/**
 * Longer edge of the image Human sees. At 1280 the smallest real faces in the Solvay 1927 group
 * photo (~50 px boxes) are still found (30 faces) and a single-face photo takes ~0.4 s; 1920 found
 * two more Solvay faces for ~2× the time, 960 lost three. The face crop for the descriptor is taken
 * from this image, so it also bounds descriptor resolution (faceres wants 224×224: plenty).
 */
export const ANALYSIS_MAX_EDGE = 1280;

/**
 * Faces scoring below this are dropped. Human's score is the face-mesh confidence: frontal faces
 * score 1.00, real but turned or occluded faces 0.35–0.8, and the EXIF-rotated profile on the train
 * (drew_Samsung_Galaxy_S) 0.22 — a true face, so the floor sits just under it. No false face was
 * seen above 0.2 on the fixtures; the people index applies its own, higher floor for clustering.
 */
export const MIN_FACE_SCORE = 0.2;

/**
 * Faces whose box is smaller than this (in pixels of the analysed image, box includes Human's 1.4×
 * margin) are dropped: below ~32 px the face crop is upscaled ~7× for faceres and the descriptor is
 * noise. The smallest true faces in the fixtures are 46–50 px, so this removes none of them.
 */
export const MIN_FACE_PX = 32;

/** Upper bound on faces per photo; each face costs ~0.1 s (mesh + faceres + emotion), ~0.06 s fused. */
export const MAX_FACES = 64;

/**
 * Objects (CenterNet, COCO labels) below this score are dropped. On the fixtures every detection at
 * ≥ 0.4 was right (people, cars, a train, ties, a cup, a potted plant); below it the false ones start:
 * "frisbee" 0.35 on an empty landscape, "giraffe" 0.24–0.29 on countryside, "cell phone" 0.28.
 * Objects feed search contexts, where a wrong "giraffe" costs more than a missed chair.
 */
export const OBJECT_MIN_SCORE = 0.4;
export const MAX_OBJECTS = 20;

/**
 * Fraction trimmed from each side of the face crop before faceres computes the descriptor (Human's
 * `face.description.crop`, default 0). Trimming 10 % drops background and hair: over all pairs of
 * labelled single-person photos the same/different-identity AUC of cosine distance rose from 0.981
 * to 0.998 (0.05 → 0.996, 0.15 → 0.997), at no extra cost.
 */
export const DESCRIPTOR_CROP = 0.1;

/** A request that takes longer than this ends the worker (it restarts for the next request). */
export const REQUEST_TIMEOUT_MS = 120_000;
/** Model loading and wasm start-up: ~0.4 s on an idle machine. */
export const INIT_TIMEOUT_MS = 120_000;

/**
 * How the models are run. The bench keeps the previous profile as its baseline and runs both
 * through the same code in the same process (bench/perceive.bench.ts).
 */
export interface VisionProfile {
  name: string;
  /**
   * Faces and objects in two worker threads at once, each with only its own models, instead of
   * one after the other in one thread: tfjs-wasm runs one thread per instance in Node, and the two
   * halves cost about the same (CenterNet at 512² ≈ the face models on a photo with one face), so
   * on two idle cores a photo takes about half the wall time. CPU per photo is unchanged.
   */
  splitObjects: boolean;
  /** Rewrite faceres' unfused conv → bias → relu6 chains into fused convolutions at load (graph-rewrite.ts). */
  fuseGraphs: boolean;
  /**
   * CenterNet's input edge (exported at 512; centernet-size.ts). At 384 it costs 0.59× the CPU
   * (209 → 124 ms a photo, 76 fixture photos, same run) and kept the same object labels (≥ 0.4) on
   * 66 of 75 photos: it lost two cars and a truck+person on street photos and a tie on one portrait,
   * and found a tie on three Obama portraits, a person on one, a boat and a dog at 0.40–0.48 on two
   * others. The faces, the objects half's equal, no longer wait for it on two cores.
   */
  objectEdge: number;
  /**
   * faceres run by the worker on the faces that pass the score and size floors, all of a photo in
   * one batch, instead of by Human on every face it found, one at a time.
   *
   * faceres is still most of the faces half (36 fixtures, 79 faces: ~40 ms a face batched and
   * fused, ~60 % of the worker's time; blazeface ~23 ms a photo, mesh ~6 and emotion ~5 a face).
   * Tried and not kept: faceres at 192² or 208² (its graph ends in a global mean, so it runs at any
   * size) cut ~30 % / ~14 % of its time but split identities (pairwise recall 0.91 / 0.83 on the
   * fixtures); folding the depthwise batch-norm scales into the kernels (descriptors identical to
   * 1e-11) saved only ~3 %. A smaller ANALYSIS_MAX_EDGE saves little: the pixels cost ~2 ms a photo
   * to become a tensor and blazeface sees 256² anyway.
   */
  batchDescriptors: boolean;
  /**
   * (With splitObjects and batchDescriptors.) The descriptors of a photo with two or more faces are
   * shared between the two workers: the objects worker also holds faceres and, once CenterNet is
   * done, describes the faces the parent hands it, as many as makes both finish together. Before,
   * it sat idle while the faces worker described a group one face after another (Solvay 1927: 30
   * faces, ~6× CenterNet's time), and a photo's wall time is the slower worker's.
   */
  balanceDescriptors: boolean;
  /**
   * Photos in the workers at once: the next is decoded (sharp, on libuv's pool) and queued on both
   * workers while they run this one, so a worker that finishes its half of a photo starts on the
   * next instead of waiting for its pixels (~36 ms) and for the other worker (on a photo with one
   * face or none, CenterNet takes longer than the face models; on a group photo, the reverse).
   * Each photo in flight holds its pixels once per worker (ANALYSIS_MAX_EDGE² × 3 bytes, ~5 MB);
   * 1 sends a photo only once the one before it is done.
   */
  photosInFlight: number;
}

export const VISION_PROFILE: VisionProfile = {
  name: 'fused-split-cn384-batch-balanced-pipelined-2026-12',
  splitObjects: true,
  fuseGraphs: true,
  objectEdge: 384,
  batchDescriptors: true,
  balanceDescriptors: true,
  photosInFlight: 2,
};
/** The #16 steps before it, kept for the bench's lever-by-lever ratios (`--steps`). */
export const BALANCED_PROFILE: VisionProfile = { ...VISION_PROFILE, name: 'fused-split-cn384-batch-balanced-2026-12', photosInFlight: 1 };
export const BATCH_PROFILE: VisionProfile = { ...BALANCED_PROFILE, name: 'fused-split-cn384-batch-2026-12', balanceDescriptors: false };
export const FUSED_SPLIT_PROFILE: VisionProfile = { ...BATCH_PROFILE, name: 'fused-split-2026-12', objectEdge: 512, batchDescriptors: false };
/** The configuration before #16: one worker, faceres as shipped. */
export const BASELINE_VISION_PROFILE: VisionProfile = { ...FUSED_SPLIT_PROFILE, name: 'baseline-2026-11', splitObjects: false, fuseGraphs: false };

/** Which half of the work one Human instance does. */
export interface VisionPart {
  faces: boolean;
  objects: boolean;
  /** faceres loaded without the face models, to describe faces another worker found. */
  describes?: boolean;
}

/** Models a part loads: blazeface, facemesh, faceres, emotion; CenterNet; faceres alone. */
export function modelCount(part: VisionPart): number {
  return (part.faces ? 4 : part.describes ? 1 : 0) + (part.objects ? 1 : 0);
}

/** Human's configuration: face (detector, mesh, faceres, emotion) and/or objects; nothing else. */
export function humanConfig(
  paths: { modelBaseUrl: string; wasmDir: string },
  part: VisionPart = { faces: true, objects: true },
  batchDescriptors = false,
): Record<string, unknown> {
  return {
    backend: 'wasm',
    wasmPath: paths.wasmDir,
    wasmPlatformFetch: false,
    modelBasePath: paths.modelBaseUrl,
    cacheModels: false, // would try IndexedDB; models come from the package folder every start
    debug: false,
    async: true,
    warmup: 'none', // warm-up runs a bundled sample image through every model: 1–2 s for nothing
    cacheSensitivity: 0, // Human reuses results between "similar" video frames; photos are unrelated
    filter: { enabled: false },
    face: {
      enabled: part.faces,
      // rotation: true aligns tilted faces but doubled the time per photo for +0.004 AUC.
      // return: the aligned face crops stay in the result when the worker runs faceres itself.
      detector: { rotation: false, maxDetected: MAX_FACES, minConfidence: 0.2, return: batchDescriptors },
      // The mesh is cheap (~13 ms a face) and earns its place: its score is the face quality the
      // people index clusters by, the descriptor and emotion crops come from its box, and without
      // it 23 more low-confidence boxes on the fixtures reached faceres (the costly model).
      mesh: { enabled: true },
      iris: { enabled: false },
      emotion: { enabled: true }, // ~7 ms a face; shown on the memory's info panel
      description: { enabled: !batchDescriptors, crop: DESCRIPTOR_CROP },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      attention: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    object: { enabled: part.objects, maxDetected: MAX_OBJECTS, minConfidence: 0.2 },
  };
}
