/**
 * Faces, objects and emotion with @vladmandic/human on tfjs-wasm, in a worker thread.
 *
 * The worker entry is plain JavaScript (`vision.worker.mjs`): Node loads a worker file itself,
 * outside vitest's and tsx's TypeScript transform, so a plain ESM file runs unchanged under tests,
 * the CLI and a bundle. `VisionWorker` finds it beside its own module as `vision.worker.mjs`
 * (source) or `vision.worker.js`. A bundle must therefore emit it next to the chunk that holds
 * `vision-worker.ts`: add it as an entry of the engine's build (electron-vite main, with
 * `entryFileNames: '[name].js'`):
 *   'vision.worker': at('electron/engine/perception/vision/vision.worker.mjs')
 * or pass `workerUrl` to `VisionWorker.create`. Vite does not rewrite `new URL(…, import.meta.url)`
 * in Node builds, so nothing else copies it.
 */
export { VisionInputError, VisionWorker, findHumanDir } from './vision-worker';
export type { AnalyzeOptions, VisionWorkerOptions } from './vision-worker';
export { BALANCED_PROFILE, BASELINE_VISION_PROFILE, BATCH_PROFILE, FUSED_SPLIT_PROFILE, VISION_PROFILE, type VisionProfile } from './thresholds';
export type { DetectedFace, DetectedObject, RegionDescription, RelativeBox, VisionResult, VisionStats } from './types';
export * as visionThresholds from './thresholds';
