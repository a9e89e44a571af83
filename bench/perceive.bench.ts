/**
 * npm run bench:perceive — the perception stages' throughput on this machine: OCR with and without
 * the gate on a mixed set, the gate's cost on a 12 MP photo, how soon an OCR abort frees its workers, faces/objects, CLIP with the tiny model (plumbing cost; the real ViT-B/32
 * is downloaded on a laptop), and the process's peak RSS while they run; then duplicate detection:
 * the perceptual hash against a full decode, and grouping a 100k-memory library.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ClipEmbedder } from '../electron/engine/perception/embeddings';
import { OcrPool } from '../electron/engine/perception/ocr/engine';
import { shouldOcr, textLikelihood } from '../electron/engine/perception/ocr/gate';
import { VisionWorker } from '../electron/engine/perception/vision';
import { makeTinyModels } from '../scripts/make-tiny-models';
import { machine, writeSection } from './results-file';
import { groupingAt, phashOn12Mp } from './support/duplicates-cost';
import { fullSizeMarkdown, measureFullSizeModels } from './support/full-size-models';
import { abortLatencyMs, gateOn12Mp } from './support/ocr-latency';

const fixtures = process.env.MNEMO_FIXTURES ?? path.resolve(import.meta.dirname, '..', '..', 'shared', 'fixtures');
const images = (dir: string, filter: (f: string) => boolean = () => true) =>
  readdirSync(path.join(fixtures, dir))
    .filter((f) => /\.(jpe?g|png|tiff?)$/i.test(f) && filter(f))
    .map((f) => ({ name: f, bytes: readFileSync(path.join(fixtures, dir, f)) }));

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const t0 = performance.now();
  const value = await fn();
  return { value, seconds: (performance.now() - t0) / 1000 };
}

// A mixed set like a camera roll: mostly photos without text, some with, plus screenshots/documents.
const photos = images('photos/exif', (f) => !/corrupt|invalid|Issue_614|BigTIFF|ExifTool\.tif|PNG\.png/.test(f)).slice(0, 40);
const texts = images('ocr', (f) => !/^easyocr_/.test(f));
const mixed = [...photos.map((p) => ({ ...p, kind: 'photo' as const })), ...texts.map((t) => ({ ...t, kind: /screenshot/.test(t.name) ? ('screenshot' as const) : ('photo' as const) }))];

const pool = await OcrPool.create();
// All requests at once: the pool runs one per core and queues the rest, as the stage runner would.
const withoutGate = await timed(() => Promise.all(mixed.map((item) => pool.recognize(item.bytes).catch(() => null))));
let read = 0;
const withGate = await timed(async () => {
  const jobs: Array<Promise<unknown>> = [];
  for (const item of mixed) {
    const likelihood = item.kind === 'screenshot' ? null : (await textLikelihood(item.bytes).catch(() => null))?.score ?? null;
    if (!shouldOcr({ kind: item.kind, likelihood })) continue;
    read++;
    jobs.push(pool.recognize(item.bytes).catch(() => null));
  }
  await Promise.all(jobs);
});
const abortMs = await abortLatencyMs(pool, readFileSync(path.join(fixtures, 'ocr', 'tess_8087_054.3B.tif')));
await pool.close();
const gate = await gateOn12Mp(fixtures);

const faces = images('faces');
const vision = await VisionWorker.create();
const visionRun = await timed(async () => {
  for (const f of faces) await vision.analyze(f.bytes).catch(() => null);
});
await vision.close();

const modelsDir = await mkdtemp(path.join(os.tmpdir(), 'mnemo-bench-models-'));
const { clipDir } = await makeTinyModels(modelsDir);
const clip = await ClipEmbedder.load(clipDir);
const thumbs = photos.slice(0, 32).map((p) => p.bytes);
const clipRun = await timed(() => clip.embedImagesSettled(thumbs));
await clip.dispose();
clearInterval(sampler);

// After the RSS sampler: the 100k library's vectors alone are 200 MB, not a perception stage's memory.
const phash = await phashOn12Mp();
const grouping = await groupingAt(100_000);

const rate = (n: number, s: number) => `${(n / s).toFixed(2)}/s`;
const body = `
${machine()}

| stage | set | time | throughput |
|---|---|---:|---:|
| OCR, every image | ${mixed.length} images (${photos.length} camera photos, ${texts.length} text images) | ${withoutGate.seconds.toFixed(1)} s | ${rate(mixed.length, withoutGate.seconds)} |
| OCR behind the gate | same; the gate sent ${read} to OCR | ${withGate.seconds.toFixed(1)} s | ${rate(mixed.length, withGate.seconds)} |
| faces + objects + emotion (Human, tfjs-wasm worker) | ${faces.length} face fixtures | ${visionRun.seconds.toFixed(1)} s | ${rate(faces.length, visionRun.seconds)} |
| CLIP image vectors, tiny model (plumbing only) | ${thumbs.length} photos | ${clipRun.seconds.toFixed(2)} s | ${rate(thumbs.length, clipRun.seconds)} |

- The gate on a 12 MP JPEG (${gate.kb} KB, read at 1/8 scale): **${gate.medianMs.toFixed(0)} ms** median (entropy decoding of the whole file is the floor; OCR of one photo is 1–5 s).
- Aborting ${pool.size} running OCR jobs (a dense page, 1 s in): all rejected after **${abortMs.toFixed(0)} ms** (the worker thread is ended, not waited for).
- Gate speed-up on this set: **${(withoutGate.seconds / withGate.seconds).toFixed(1)}×** (OCR ${mixed.length} → ${read} images).
- Peak RSS of the benchmark process while these ran (OCR pool, Human worker, tiny CLIP): **${Math.round(peakRss / 2 ** 20)} MB** (goal with real models: < 1.5 GB).
- The real CLIP ViT-B/32 (quantized, ~150 MB) cannot be downloaded on these machines; Immich reports ~2.3 ms per encode on a desktop CPU, so on 2 laptop cores expect tens of images per second. Its memory adds ~300 MB to the figure above.
- perceptualHash on a 12 MP JPEG (${phash.mb.toFixed(1)} MB, read with shrink-on-load): **${phash.hash.ms.toFixed(0)} ms** median, ${phash.hash.cpuMs.toFixed(0)} ms CPU; pHash = **${((100 * phash.hash.ms) / phash.fullDecode.ms).toFixed(0)} %** of a full decode of the same file in this run (${phash.fullDecode.ms.toFixed(0)} ms, ${phash.fullDecode.cpuMs.toFixed(0)} ms CPU); on its 400 px WebP thumbnail: ${phash.thumbHash.ms.toFixed(1)} ms, ${phash.thumbBits} bits away.
- groupDuplicates over ${grouping.n.toLocaleString('en')} generated memories (two years of bursts, 512-d vectors, 90 % phashes): **${grouping.ms.toFixed(0)} ms** median (${grouping.cpuMs.toFixed(0)} ms CPU; goal: well under 2 s); ${grouping.grouped} grouped, ${grouping.planted} burst copies planted.
`;
// Full-size models (random weights, real shapes), measured in their own process: perceive.json keys
// clipImage, textEmbed, speech and peakRssMb (every model loaded) come from here.
const fullSize = await measureFullSizeModels({ fixtures });
const fullSizeKeys = { clipImage: fullSize.clipImage, textEmbed: fullSize.textEmbed, speech: fullSize.speech, peakRssMb: Math.round(fullSize.peakRssMb) };
console.log(JSON.stringify(fullSizeKeys));

console.log(body + fullSizeMarkdown(fullSize));
writeSection('Perception (npm run bench:perceive)', body + fullSizeMarkdown(fullSize));
