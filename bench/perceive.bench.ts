/**
 * npm run bench:perceive — the perception stages' throughput on this machine: OCR with and without
 * the gate on a mixed set, the gate's cost on a 12 MP photo, how soon an OCR abort frees its workers,
 * faces+objects in the current profile against the previous one (interleaved A, B, A, B in this run),
 * CLIP with the tiny model (plumbing cost), and the process's peak RSS while they run; then duplicate
 * detection: the perceptual hash against a full decode, and grouping a 100k-memory library; then the
 * full-size models (random weights, real shapes: bench/support/full-size-models.ts) and the peak RSS
 * with every model loaded at once.
 * Figures go to bench/results/perceive.json (keys read by checks) and bench/RESULTS.md.
 *
 * `npm run bench:perceive [-- --only vision [--steps]] [--rounds N]`: `--only vision` measures faces+objects
 * alone (a few minutes instead of the whole bench), prints the figures and replaces only
 * `stages.facesObjects` in perceive.json and its own section of RESULTS.md (the whole run's is left alone);
 * `--steps` adds the intermediate profiles (FUSED_SPLIT_PROFILE, BATCH_PROFILE, BALANCED_PROFILE) so each lever has its own ratio;
 * `--rounds` sets the interleaved rounds (default 3; the median is reported).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ClipEmbedder } from '../electron/engine/perception/embeddings';
import { OcrPool } from '../electron/engine/perception/ocr/engine';
import { shouldOcr, textLikelihood } from '../electron/engine/perception/ocr/gate';
import { BALANCED_PROFILE, BASELINE_VISION_PROFILE, BATCH_PROFILE, FUSED_SPLIT_PROFILE, VISION_PROFILE } from '../electron/engine/perception/vision';
import { makeTinyModels } from '../scripts/make-tiny-models';
import { machine, writeResultsJson, writeSection } from './results-file';
import { groupingAt, phashOn12Mp } from './support/duplicates-cost';
import { fullSizeMarkdown, measureFullSizeModels } from './support/full-size-models';
import { abortLatencyMs, gateOn12Mp } from './support/ocr-latency';
import { facesObjectsFigures, measureVision, visionSection, type VisionFigure } from './support/vision-ratio';

const { values: args } = parseArgs({ options: { only: { type: 'string' }, rounds: { type: 'string', default: '3' }, steps: { type: 'boolean', default: false } } });
const ROUNDS = Number(args.rounds);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('--rounds needs a positive integer');
if (args.only !== undefined && args.only !== 'vision') throw new Error(`--only: unknown part ${args.only} (known: vision)`);

const fixtures = process.env.MNEMO_FIXTURES ?? path.resolve(import.meta.dirname, '..', '..', 'shared', 'fixtures');
const resultsFile = path.join(import.meta.dirname, 'results', 'perceive.json');
const previousResults = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as { stages?: object; firstRun10k?: unknown }) : {};

if (args.only === 'vision') {
  const log = (line: string) => console.log(line);
  // --steps: the earlier #16 profiles too, for each lever's own ratio.
  const profiles = args.steps ? [BASELINE_VISION_PROFILE, FUSED_SPLIT_PROFILE, BATCH_PROFILE, BALANCED_PROFILE, VISION_PROFILE] : [BASELINE_VISION_PROFILE, VISION_PROFILE];
  const { photos, figures } = await measureVision({ fixtures, profiles, rounds: ROUNDS, log });
  const baseline = figures[0]!;
  const current = figures[figures.length - 1]!;
  const facesObjects = { ...facesObjectsFigures(photos, baseline, current, ROUNDS), ...(args.steps ? { steps: figures } : {}) };
  for (const f of figures) console.log(`${f.profile}: ${f.photosPerSecond.toFixed(2)} photos/s, ${f.cpuMsPerPhoto.toFixed(0)} CPU-ms/photo (median)`);
  console.log(
    `faces+objects, ${photos} photos, median of ${ROUNDS} interleaved rounds: ${baseline.profile} ${baseline.photosPerSecond.toFixed(2)}/s → ` +
      `${current.profile} ${current.photosPerSecond.toFixed(2)}/s (${facesObjects.speedup.toFixed(2)}× wall, ${facesObjects.cpuSpeedup.toFixed(2)}× CPU)`,
  );
  writeSection('Faces + objects (npm run bench:perceive -- --only vision)', visionSection(machine(), facesObjects));
  // The rest of the file is a previous whole run's: only this stage is replaced.
  const { machine: _machine, ...rest } = previousResults as Record<string, unknown>;
  writeResultsJson('perceive', { ...rest, stages: { ...previousResults.stages, facesObjects } });
  process.exit(0);
}

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

// Faces + objects: the current profile against the one it replaced, same code path, same fixtures,
// interleaved rounds (support/vision-ratio.ts).
const vision = await measureVision({ fixtures, profiles: [BASELINE_VISION_PROFILE, VISION_PROFILE], rounds: ROUNDS });
const [visionOld, visionNew] = vision.figures as [VisionFigure, VisionFigure];

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
| faces + objects + emotion, before #16 (${visionOld.profile}: one worker) | ${vision.photos} face fixtures | ${visionOld.seconds.toFixed(1)} s | ${rate(vision.photos, visionOld.seconds)} |
| faces + objects + emotion (${visionNew.profile}: faceres fused and batched over the kept faces, faces ∥ objects in two workers, CenterNet at 384², a group's descriptors shared by both workers, two photos in the workers at once) | same, same run | ${visionNew.seconds.toFixed(1)} s | ${rate(vision.photos, visionNew.seconds)} |
| CLIP image vectors, tiny model (plumbing only) | ${thumbs.length} photos | ${clipRun.seconds.toFixed(2)} s | ${rate(thumbs.length, clipRun.seconds)} |

- Faces + objects, ${ROUNDS} interleaved rounds (median): **${(visionNew.photosPerSecond / visionOld.photosPerSecond).toFixed(2)}×** the old throughput (wall); CPU per photo ${visionOld.cpuMsPerPhoto.toFixed(0)} → ${visionNew.cpuMsPerPhoto.toFixed(0)} ms (**${(visionOld.cpuMsPerPhoto / visionNew.cpuMsPerPhoto).toFixed(2)}×** less). The wall gain beyond the CPU gain is the second worker: it needs a free core.
- The gate on a 12 MP JPEG (${gate.kb} KB, read at 1/8 scale): **${gate.medianMs.toFixed(0)} ms** median (entropy decoding of the whole file is the floor; OCR of one photo is 1–5 s).
- Aborting ${pool.size} running OCR jobs (a dense page, 1 s in): all rejected after **${abortMs.toFixed(0)} ms** (the worker thread is ended, not waited for).
- Gate speed-up on this set: **${(withoutGate.seconds / withGate.seconds).toFixed(1)}×** (OCR ${mixed.length} → ${read} images).
- Peak RSS of the benchmark process while these ran (OCR pool, Human workers, tiny CLIP): **${Math.round(peakRss / 2 ** 20)} MB**; with every full-size model loaded, see below.
- perceptualHash on a 12 MP JPEG (${phash.mb.toFixed(1)} MB, read with shrink-on-load): **${phash.hash.ms.toFixed(0)} ms** median, ${phash.hash.cpuMs.toFixed(0)} ms CPU; pHash = **${((100 * phash.hash.ms) / phash.fullDecode.ms).toFixed(0)} %** of a full decode of the same file in this run (${phash.fullDecode.ms.toFixed(0)} ms, ${phash.fullDecode.cpuMs.toFixed(0)} ms CPU); on its 400 px WebP thumbnail: ${phash.thumbHash.ms.toFixed(1)} ms, ${phash.thumbBits} bits away.
- groupDuplicates over ${grouping.n.toLocaleString('en')} generated memories (two years of bursts, 512-d vectors, 90 % phashes): **${grouping.ms.toFixed(0)} ms** median (${grouping.cpuMs.toFixed(0)} ms CPU; goal: well under 2 s); ${grouping.grouped} grouped, ${grouping.planted} burst copies planted.
`;
// Full-size models (random weights, real shapes), measured in their own process: perceive.json keys
// clipImage, textEmbed, speech and peakRssMb (every model loaded at once) come from here.
const fullSize = await measureFullSizeModels({ fixtures });

console.log(body + fullSizeMarkdown(fullSize));
writeSection('Perception (npm run bench:perceive)', body + fullSizeMarkdown(fullSize));

// bench/results/perceive.json: one object, written once. `firstRun10k` is bench:first-run's (it takes
// an hour of its own), so a previous run's value is kept.
const firstRun10k = previousResults.firstRun10k;
writeResultsJson('perceive', {
  stages: {
    facesObjects: facesObjectsFigures(vision.photos, visionOld, visionNew, ROUNDS),
    ocr: {
      images: mixed.length,
      photosPerSecond: mixed.length / withGate.seconds,
      baselinePhotosPerSecond: mixed.length / withoutGate.seconds,
      sentToOcr: read,
      gateMedianMsOn12Mp: gate.medianMs,
      abortMs,
    },
    clipTiny: { photosPerSecond: thumbs.length / clipRun.seconds },
  },
  clipImage: fullSize.clipImage,
  textEmbed: fullSize.textEmbed,
  speech: fullSize.speech,
  peakRssMb: Math.round(fullSize.peakRssMb),
  stagesPeakRssMb: Math.round(peakRss / 2 ** 20),
  phash: { ms: phash.hash.ms, fullDecodeMs: phash.fullDecode.ms },
  grouping100k: { ms: grouping.ms, grouped: grouping.grouped },
  ...(firstRun10k === undefined ? {} : { firstRun10k }),
});
