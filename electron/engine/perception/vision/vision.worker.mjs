// Worker thread that owns one Human instance (face detector, mesh, faceres, emotion and/or CenterNet
// on tfjs-wasm, as the parent's config says; CenterNet's worker may hold faceres too, faceresOnly).
// Plain JavaScript on purpose: a worker_threads entry is loaded by Node itself, not by
// vitest's or tsx's transform, so a .ts entry would need a loader flag in tests and a separate
// bundle entry in the build. This file needs neither: it imports only node: built-ins and loads
// Human by the absolute path the parent resolved (Human's package `exports` map is invalid, so the
// package can't be imported by name). Every tunable comes from the parent (thresholds.ts) through
// workerData; the protocol is described in vision-worker.ts.
//
// Messages in:  { type: 'analyze', id, pixels: ArrayBuffer (RGB, 8-bit), width, height, offload? }
//               { type: 'faceres', id, input: ArrayBuffer (float32 [n, h, w, 3], 0–255), n }
//               { type: 'stats', id }
//               { type: 'describe', id, pixels, width, height, inner: {x, y, w, h} (relative to the pixels) }
// Messages out: { type: 'ready', initMs } | { type: 'init-error', message }
//               { type: 'result', id, faces, objects, inferMs, pending? } | { type: 'error', id, message }
//               { type: 'described-faces', id, rows: [{ descriptor, age, gender }], inferMs }
//               { type: 'stats', id, stats }
//               { type: 'described', id, descriptor, detected, inferMs }
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const { humanFile, modelBaseUrl, config, limits, expectedModels, modelOverrides, batchDescriptors, faceresOnly } = workerData;
// Model files the parent rewrote (graph-rewrite.ts, centernet-size.ts), by URL: JSON text or weight bytes.
const overrides = new Map(Object.entries(modelOverrides ?? {}));
// Background work: on Linux, setpriority(0) is this thread alone, so the scheduler gives the user's
// browser and the engine's answers the cores first (a 2-core laptop scrolling while faces run).
try {
  os.setPriority(10);
} catch {
  // Not allowed or not supported here (Windows without the right): the worker runs at normal priority.
}
const started = performance.now();
const modelFetches = [];
const refusedFetches = [];
let analysed = 0;
// Faces this worker described for another (faceresOnly): shows the sharing happens.
let helped = 0;

// Human (through tfjs' HTTP loader) fetches `<modelBaseUrl>/<name>.json` and its weights. Answer
// those from disk, and refuse anything that is not a file under the package's models/ folder:
// models never come from the network, and a config slip shows up as an error, not a download.
globalThis.fetch = async (input) => {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : String(input?.url);
  let url;
  try {
    url = new URL(raw).href; // normalises ../ so the prefix check can't be walked around
  } catch {
    url = raw;
  }
  if (!url.startsWith(modelBaseUrl)) {
    refusedFetches.push(url);
    throw new Error(`vision worker: refused to fetch ${url} (models load only from ${modelBaseUrl})`);
  }
  const body = overrides.get(url) ?? (await readFile(fileURLToPath(url)));
  modelFetches.push(url);
  const type = url.endsWith('.json') ? 'application/json' : 'application/octet-stream';
  return new Response(body, { status: 200, headers: { 'content-type': type } });
};

const { Human } = createRequire(import.meta.url)(humanFile);
const human = new Human(config);

function clamp01(value) {
  return Math.min(1, Math.max(0, value));
}

function relativeBox(boxRaw) {
  const [x, y, w, h] = boxRaw.map(clamp01);
  return { x, y, w: Math.min(w, 1 - x), h: Math.min(h, 1 - y) };
}

function unit(vector) {
  let sum = 0;
  for (const value of vector) sum += value * value;
  const norm = Math.sqrt(sum) || 1;
  return Array.from(vector, (value) => value / norm);
}

/** What faceres says of a face, as DetectedFace holds it. */
function described(face) {
  return {
    descriptor: unit(face.embedding ?? []),
    age: Number.isFinite(face.age) && face.age > 0 ? Math.round(face.age * 10) / 10 : null,
    gender: face.gender === 'male' || face.gender === 'female' ? face.gender : null,
  };
}

function toFace(face) {
  const top = face.emotion?.[0];
  return {
    box: relativeBox(face.boxRaw),
    score: face.score,
    emotion: top ? { label: top.emotion, score: top.score } : null,
    ...described(face),
  };
}

// With batchDescriptors, faceres is not Human's: Human returns each face's aligned crop (the tensor
// it would have described) and the faces that pass the floors are described here, in one batch.
// With faceresOnly (the objects worker of a balanced profile), faceres is loaded beside CenterNet to
// describe the faces the faces worker hands over once CenterNet is done.
let faceres = null;

/** As Human's own faceres input: each crop trimmed on each side, resized to the model's input, 0–255. */
function faceresInput(kept) {
  const tf = human.tf;
  const shape = faceres.inputs[0].shape;
  const trim = config.face?.description?.crop ?? 0;
  return tf.tidy(() => {
    const crops = tf.stack(kept.map((face) => face.tensor));
    const boxes = kept.map(() => [trim, trim, 1 - trim, 1 - trim]);
    return tf.mul(tf.image.cropAndResize(crops, boxes, kept.map((_, i) => i), [shape[2], shape[1]]), 255);
  });
}

/** faceres over a batch (the input is disposed); sets gender, age and embedding on `kept`, row by row. */
function describeBatch(input, kept) {
  const tf = human.tf;
  let outputs;
  try {
    outputs = faceres.execute(input);
  } finally {
    tf.dispose(input);
  }
  const byWidth = (w) => outputs.find((t) => t.shape[1] === w);
  const gender = byWidth(1).dataSync();
  const age = byWidth(100).dataSync();
  const descriptor = byWidth(1024).dataSync();
  tf.dispose(outputs);
  const minConfidence = human.config.face.description?.minConfidence ?? 0;
  kept.forEach((face, i) => {
    // Human's reading of faceres' outputs (faceres.ts), row by row.
    const g = gender[i];
    const confidence = Math.trunc(200 * Math.abs(g - 0.5)) / 100;
    face.gender = confidence > minConfidence ? (g <= 0.5 ? 'female' : 'male') : 'unknown';
    const row = age.subarray(100 * i, 100 * (i + 1));
    let p = 0;
    for (let k = 1; k < 100; k++) if (row[k] > row[p]) p = k;
    face.age = Math.round(row[p - 1] > row[p + 1] ? 10 * p - 100 * row[p - 1] : 10 * p + 100 * row[p + 1]) / 10;
    face.embedding = Array.from(descriptor.subarray(1024 * i, 1024 * (i + 1)));
  });
}

async function analyze({ pixels, width, height, offload }) {
  const t0 = performance.now();
  const tensor = human.tf.tensor3d(new Uint8Array(pixels), [height, width, 3], 'int32');
  let result;
  try {
    result = await human.detect(tensor);
  } finally {
    human.tf.dispose(tensor);
  }
  // Human reports some failures as `result.error` instead of throwing.
  if (result.error) throw new Error(`human: ${result.error}`);
  const passing = (result.face ?? [])
    .filter((face) => face.score >= limits.minFaceScore)
    .filter((face) => Math.min(face.box[2], face.box[3]) >= limits.minFacePx);
  let pending = null;
  if (faceres && !faceresOnly) {
    try {
      const kept = passing.filter((face) => face.tensor);
      if (kept.length > 0) {
        const input = faceresInput(kept);
        // With two or more faces and the objects worker there to help, the parent shares out their
        // descriptors: the faceres inputs go back to it, and the faces go back without descriptors.
        if (offload && kept.length >= 2) {
          try {
            const data = input.dataSync();
            pending = { input: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength), n: kept.length };
          } finally {
            human.tf.dispose(input);
          }
          kept.forEach((face) => (face.pending = true));
        } else describeBatch(input, kept);
      }
    } finally {
      human.tf.dispose((result.face ?? []).map((face) => face.tensor).filter(Boolean));
    }
  }
  const faces = passing.filter((face) => face.pending || (Array.isArray(face.embedding) && face.embedding.length > 0)).map(toFace);
  const objects = (result.object ?? [])
    .filter((object) => object.score >= limits.objectMinScore)
    .map((object) => ({ label: object.label, score: object.score, box: relativeBox(object.boxRaw) }));
  analysed++;
  return { faces, objects, inferMs: performance.now() - t0, ...(pending ? { pending } : {}) };
}

/** Descriptors for faceres inputs another worker prepared (faceresInput there), in their order. */
function describeInputs({ input, n }) {
  const t0 = performance.now();
  if (!faceres) throw new Error('this worker has no face description model');
  const shape = faceres.inputs[0].shape;
  const rows = Array.from({ length: n }, () => ({}));
  describeBatch(human.tf.tensor4d(new Float32Array(input), [n, shape[1], shape[2], 3]), rows);
  if (faceresOnly) helped += n;
  return { rows: rows.map(described), inferMs: performance.now() - t0 };
}

// A region the user drew around a face the detector missed in the whole photo. The detector gets a
// second look at the region alone (a small face is larger here); if it finds a face inside the
// drawn box, that face's descriptor is used, aligned by the mesh like every other. Otherwise
// faceres describes the drawn box directly, trimmed as Human trims its own crops.
async function describe({ pixels, width, height, inner }) {
  const t0 = performance.now();
  const { faces } = await analyze({ pixels, width, height });
  const inside = faces.filter((f) => {
    const cx = f.box.x + f.box.w / 2;
    const cy = f.box.y + f.box.h / 2;
    return cx >= inner.x && cx <= inner.x + inner.w && cy >= inner.y && cy <= inner.y + inner.h;
  });
  inside.sort((a, b) => b.box.w * b.box.h - a.box.w * a.box.h);
  if (inside[0]) return { descriptor: inside[0].descriptor, detected: true, inferMs: performance.now() - t0 };
  const model = faceres ?? human.models.models.faceres;
  const shape = model?.inputs?.[0]?.shape;
  if (!model || !shape) throw new Error('the face description model is not loaded');
  const tf = human.tf;
  const trim = config.face?.description?.crop ?? 0;
  const box = [inner.y + inner.h * trim, inner.x + inner.w * trim, inner.y + inner.h * (1 - trim), inner.x + inner.w * (1 - trim)];
  const input = tf.tidy(() => {
    const image = tf.expandDims(tf.cast(tf.tensor3d(new Uint8Array(pixels), [height, width, 3], 'int32'), 'float32'), 0);
    // cropAndResize keeps 0–255 values: what faceres sees after Human multiplies its 0–1 crops by 255.
    return tf.image.cropAndResize(image, [box], [0], [shape[2], shape[1]]);
  });
  let outputs;
  try {
    outputs = model.execute(input);
  } finally {
    tf.dispose(input);
  }
  const list = Array.isArray(outputs) ? outputs : [outputs];
  const embedding = list.find((t) => t.shape[1] === 1024);
  const data = embedding ? await embedding.data() : [];
  tf.dispose(list);
  if (data.length === 0) throw new Error('the face description model gave no descriptor');
  return { descriptor: unit(data), detected: false, inferMs: performance.now() - t0 };
}

function stats() {
  return {
    initMs: initMs,
    backend: human.tf.getBackend(),
    humanVersion: human.version,
    modelFetches: [...modelFetches],
    refusedFetches: [...refusedFetches],
    tensors: human.tf.memory().numTensors,
    analysed,
    helped,
  };
}

let initMs = 0;
try {
  await human.load();
  // Through the fetch above, like Human's own loads (a rewritten topology applies here too).
  if (batchDescriptors || faceresOnly) faceres = await human.tf.loadGraphModel(new URL('faceres.json', modelBaseUrl).href);
  const loaded = Object.values(human.models.models).filter(Boolean).length + (faceres ? 1 : 0);
  if (human.tf.getBackend() !== 'wasm') throw new Error(`tfjs backend is ${human.tf.getBackend()}, not wasm`);
  if (loaded < expectedModels) throw new Error(`only ${loaded} of ${expectedModels} models loaded (refused fetches: ${refusedFetches.join(', ') || 'none'})`);
  initMs = performance.now() - started;
  parentPort.postMessage({ type: 'ready', initMs });
} catch (err) {
  parentPort.postMessage({ type: 'init-error', message: err instanceof Error ? err.message : String(err) });
  process.exit(1);
}

// One request at a time, in arrival order (the parent also sends one at a time).
let queue = Promise.resolve();
parentPort.on('message', (message) => {
  queue = queue.then(async () => {
    if (message.type === 'stats') {
      parentPort.postMessage({ type: 'stats', id: message.id, stats: stats() });
      return;
    }
    try {
      if (message.type === 'describe') {
        parentPort.postMessage({ type: 'described', id: message.id, ...(await describe(message)) });
        return;
      }
      if (message.type === 'faceres') {
        parentPort.postMessage({ type: 'described-faces', id: message.id, ...describeInputs(message) });
        return;
      }
      const result = await analyze(message);
      parentPort.postMessage({ type: 'result', id: message.id, ...result }, result.pending ? [result.pending.input] : []);
    } catch (err) {
      parentPort.postMessage({ type: 'error', id: message.id, message: err instanceof Error ? err.message : String(err) });
    }
  });
});
