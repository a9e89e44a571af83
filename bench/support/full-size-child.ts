/**
 * The measuring half of measureFullSizeModels (full-size-models.ts), in a fresh process so its peak
 * RSS is that of an engine with every perception model loaded and nothing else: the OCR pool, the
 * Human vision worker, CLIP (image + text towers), MiniLM and whisper base.en, each loaded by the
 * engine's own code. Argument: a job file (JSON, FullSizeJob); writes FullSizeChildResult to job.out.
 */
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import sharp from 'sharp';
import { encodeThumbnail, THUMBNAIL_EDGE } from '../../electron/engine/ingest/thumbnail';
import { ClipEmbedder, TextEmbedder } from '../../electron/engine/perception/embeddings';
import { OcrPool } from '../../electron/engine/perception/ocr/engine';
import { VisionWorker } from '../../electron/engine/perception/vision';
import { readWavInfo } from '../../electron/engine/video/wav';
import { Transcriber } from '../../electron/engine/video/speech';

export interface FullSizeJob {
  clipDir: string;
  textDir: string;
  whisperPath: string;
  /** Camera photos; each becomes a 400 px WebP thumbnail, what the CLIP stage embeds. */
  photos: string[];
  /** A page of text for the OCR pool and a face photo for the vision worker (the all-at-once round). */
  ocrImage: string;
  faceImage: string;
  /** A 16 kHz mono WAV of speech. */
  speechWav: string;
  texts: string[];
  /** Text tokens the steered whisper model decodes per window (make-tiny-whisper.ts steerDecoding). */
  speechTextTokens: number;
  out: string;
}

export interface FullSizeChildResult {
  loadSeconds: { ocr: number; vision: number; clip: number; text: number; speech: number };
  clipImage: { images: number; msPerImage: number; msPerImageBatch8: number };
  textEmbed: { texts: number; msPerText: number; clipQueryMs: number; miniLmQueryMs: number };
  /** null when whisper gave no result within the watchdog (`speechError` says why). */
  speech: {
    audioSec: number;
    seconds: number;
    realtimeFactor: number;
    /** Process CPU time during the transcription (the other models sit idle then): less sensitive to a busy machine than wall time. */
    cpuSeconds: number;
    threads: number;
    /** One encoder pass per 30 s window; decoder steps = text tokens + 2 timestamps per window. */
    windows: number;
    decoderSteps: number;
    segments: number;
    characters: number;
  } | null;
  speechError: string | null;
  /** Wall time of the round with every model running at once. */
  allAtOnceSeconds: number;
  /** Largest of getrusage's maxRSS and the 20 ms samples. */
  peakRssMb: number;
  rssAfterLoadMb: number;
}

const mb = (bytes: number) => bytes / 2 ** 20;
let sampledPeak = 0;
const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, process.memoryUsage().rss)), 20);

async function seconds<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const value = await fn();
  return [value, (performance.now() - t0) / 1000];
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

const job = JSON.parse(await readFile(process.argv[2] ?? '', 'utf8')) as FullSizeJob;

const [ocr, ocrLoad] = await seconds(() => OcrPool.create());
const [vision, visionLoad] = await seconds(() => VisionWorker.create());
const [clip, clipLoad] = await seconds(() => ClipEmbedder.load(job.clipDir));
const [text, textLoad] = await seconds(() => TextEmbedder.load(job.textDir));
// Temperature fallback off: random weights always look degenerate, and whisper would re-decode each
// window up to five times, which a real model rarely does. The watchdog is generous: this measures
// how long whisper takes, and on a busy machine one base-size window can take minutes.
const speechThreads = Math.max(1, Math.min(4, os.availableParallelism())); // Transcriber's default
const [transcriber, speechLoad] = await seconds(() =>
  Transcriber.load(job.whisperPath, { temperatureFallback: false, threads: speechThreads, timeoutMs: (sec) => 600_000 + 60_000 * sec }),
);
const rssAfterLoadMb = mb(process.memoryUsage().rss);

const thumbs = await Promise.all(
  job.photos.map(async (file) =>
    encodeThumbnail(sharp(await readFile(file)).rotate().resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true }), 'jpg'),
  ),
);

// CLIP image: one thumbnail per call, as the CLIP stage calls it; then in batches of 8 for comparison.
await clip.embedImages(thumbs.slice(0, 1));
const [, oneByOne] = await seconds(async () => {
  for (const t of thumbs) await clip.embedImages([t]);
});
const [, batched] = await seconds(() => clip.embedImages(thumbs));

// Sentence embeddings in the embedder's batches; a query is one short text through each text model.
const [, textSec] = await seconds(() => text.embed(job.texts));
const clipQuery: number[] = [];
const miniLmQuery: number[] = [];
for (const q of ['photos from the beach last summer', 'dinner with friends', 'the receipt from the hardware store', 'my dog in the snow', 'birthday cake']) {
  clipQuery.push((await seconds(() => clip.embedTexts([q])))[1] * 1000);
  miniLmQuery.push((await seconds(() => text.embed([q])))[1] * 1000);
}

const audioSec = (await readWavInfo(job.speechWav)).durationSec;
let speech: FullSizeChildResult['speech'] = null;
let speechError: string | null = null;
try {
  const cpu0 = process.cpuUsage();
  const [transcript, speechSec] = await seconds(() => transcriber.transcribe(job.speechWav));
  const cpu = process.cpuUsage(cpu0);
  const windows = Math.ceil(audioSec / 30);
  speech = {
    audioSec,
    seconds: speechSec,
    realtimeFactor: speechSec / audioSec,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    threads: speechThreads,
    windows,
    decoderSteps: windows * (job.speechTextTokens + 2),
    segments: transcript.segments.length,
    characters: transcript.text.length,
  };
} catch (err) {
  speechError = err instanceof Error ? err.message : String(err);
}

// Everything at once, as the stage runner may schedule it: the peak a user's machine must hold.
const [ocrBytes, faceBytes] = await Promise.all([readFile(job.ocrImage), readFile(job.faceImage)]);
const [, allAtOnceSeconds] = await seconds(() =>
  Promise.all([
    ocr.recognize(ocrBytes),
    vision.analyze(faceBytes),
    clip.embedImages(thumbs.slice(0, 8)),
    text.embed(job.texts.slice(0, 32)),
    speech ? transcriber.transcribe(job.speechWav) : Promise.resolve(null),
  ]),
);
const peakRssMb = Math.max(mb(sampledPeak), process.resourceUsage().maxRSS / 1024);
clearInterval(sampler);
await Promise.all([ocr.close(), vision.close(), clip.dispose(), text.dispose(), transcriber.close()]);

const result: FullSizeChildResult = {
  loadSeconds: { ocr: ocrLoad, vision: visionLoad, clip: clipLoad, text: textLoad, speech: speechLoad },
  clipImage: { images: thumbs.length, msPerImage: (oneByOne * 1000) / thumbs.length, msPerImageBatch8: (batched * 1000) / thumbs.length },
  textEmbed: { texts: job.texts.length, msPerText: (textSec * 1000) / job.texts.length, clipQueryMs: median(clipQuery), miniLmQueryMs: median(miniLmQuery) },
  speech,
  speechError,
  allAtOnceSeconds,
  peakRssMb,
  rssAfterLoadMb,
};
await writeFile(job.out, JSON.stringify(result, null, 2));
