/**
 * Video and audio through the ffmpeg binary that @ffmpeg-installer ships (no ffprobe in it, so
 * probing parses `ffmpeg -i`). Every call is a child process with an argument array — a file named
 * `it's a "test" $(touch PWNED).mov` is just bytes to ffmpeg — plus a timeout, bounded output, a kill
 * on abort, and an Error that says what went wrong in words.
 *
 * Inputs are hardened beyond quoting:
 * - `file:<absolute path>`: a name starting with `-` is not an option, and `concat:`/`subfile:`
 *   prefixes in a name are not protocols.
 * - `-protocol_whitelist file`: a crafted file can't make ffmpeg fetch URLs (HLS playlists in
 *   disguise would otherwise phone home).
 * - `-format_whitelist`: only real media containers; playlist/indirection demuxers (hls, concat,
 *   image2 patterns, …) that can pull other local files into frames are refused.
 */
import { createRequire } from 'node:module';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { parseMediaInfo, type MediaInfo } from './media-info';
import { ProcessError, runProcess, type RunResult } from './run-process';
import { readWavInfo } from './wav';

export type { MediaInfo } from './media-info';

let cachedPath: string | null = null;

/** Absolute path of the ffmpeg binary inside node_modules (MNEMO_FFMPEG overrides, e.g. a packaged app). */
export function ffmpegPath(): string {
  if (process.env.MNEMO_FFMPEG) return process.env.MNEMO_FFMPEG;
  if (cachedPath) return cachedPath;
  const require = createRequire(import.meta.url);
  const found = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  // In a packaged Electron app the binary must live outside the asar archive to be executable.
  cachedPath = found.replace(`${path.sep}app.asar${path.sep}`, `${path.sep}app.asar.unpacked${path.sep}`);
  return cachedPath;
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A failure of ffmpeg on a file, with its reason in words and the tail of ffmpeg's log for debugging. */
export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly log: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

const FORMAT_WHITELIST = [
  'mov', 'mp4', 'mpeg', 'mpegts', 'mpegvideo', 'matroska', 'webm', 'avi', 'flv', 'asf', 'dv', 'mxf', 'rm',
  'm4v', 'h264', 'hevc', 'wav', 'w64', 'flac', 'aiff', 'mp3', 'ogg', 'aac', 'amr', 'caf', 'au', 'wv', 'ape',
].join(',');

function inputArgs(file: string, seekSec?: number, durationSec?: number): string[] {
  const args = ['-hide_banner', '-nostdin'];
  if (seekSec !== undefined && seekSec > 0) args.push('-ss', seekSec.toFixed(3));
  if (durationSec !== undefined) args.push('-t', durationSec.toFixed(3));
  args.push('-protocol_whitelist', 'file', '-format_whitelist', FORMAT_WHITELIST, '-i', `file:${path.resolve(file)}`);
  return args;
}

function label(file: string): string {
  return `"${path.basename(file)}"`;
}

/** ffmpeg's last words, turned into a reason a person can read. */
function reasonFrom(stderr: string): string {
  const s = stderr;
  if (/No such file or directory/i.test(s)) return 'file not found';
  if (/Permission denied/i.test(s)) return 'permission denied';
  if (/not on whitelist/i.test(s)) return 'not a supported video/audio container';
  if (/moov atom not found/i.test(s)) return 'not a playable video: its index (moov atom) is missing — truncated, still being written, or not a video at all';
  if (/Invalid data found when processing input/i.test(s)) return 'not a video or audio file ffmpeg can read (invalid data)';
  if (/matches no streams/i.test(s)) return 'the file has no such stream';
  if (/Output file is empty|nothing was encoded/i.test(s)) return 'no frame could be decoded';
  const lines = s
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !/^(Input|Output|Stream|Duration|Metadata|\[…\]|At least one output|Press \[q\])/.test(l));
  return lines.at(-1)?.replace(/^\[[^\]]+\]\s*/, '') ?? 'ffmpeg failed';
}

async function ffmpeg(args: string[], file: string, what: string, opts: CallOptions & { timeoutMs: number; maxStdoutBytes?: number; stderrHeadBytes?: number }): Promise<RunResult> {
  try {
    return await runProcess(ffmpegPath(), args, {
      what: `${what} ${label(file)}`,
      timeoutMs: opts.timeoutMs,
      signal: opts.signal,
      maxStdoutBytes: opts.maxStdoutBytes,
      stderrHeadBytes: opts.stderrHeadBytes,
    });
  } catch (err) {
    if (err instanceof ProcessError) throw new FfmpegError(`ffmpeg ${err.message}`, file, '');
    throw err;
  }
}

function fail(verb: string, file: string, result: RunResult): never {
  const why = result.signal ? `killed by ${result.signal}` : reasonFrom(result.stderr);
  throw new FfmpegError(`cannot ${verb} ${label(file)}: ${why}`, file, result.stderr.slice(-4000));
}

/** Duration, streams, display size and creation time, from the container header (fast: no decoding). */
export async function probeMedia(file: string, opts: CallOptions = {}): Promise<MediaInfo> {
  const result = await ffmpeg(inputArgs(file), file, 'reading', { ...opts, timeoutMs: opts.timeoutMs ?? 20_000, stderrHeadBytes: 512 * 1024 });
  const info = parseMediaInfo(result.stderr);
  if (!info) fail('read', file, result);
  if (!info.hasVideo && !info.hasAudio) throw new FfmpegError(`cannot read ${label(file)}: no video or audio stream`, file, result.stderr.slice(-4000));
  return info;
}

/** JPEG frames concatenated by image2pipe, split at their end-of-image markers. */
export function splitJpegs(data: Buffer): Buffer[] {
  const frames: Buffer[] = [];
  let start = data.indexOf(Buffer.from([0xff, 0xd8]));
  while (start >= 0 && start < data.length) {
    // ffmpeg's MJPEG encoder stuffs 0xFF in entropy-coded data, so FFD9 only appears as the real EOI.
    const end = data.indexOf(Buffer.from([0xff, 0xd9]), start + 2);
    if (end < 0) break;
    frames.push(data.subarray(start, end + 2));
    start = data.indexOf(Buffer.from([0xff, 0xd8]), end + 2);
  }
  return frames;
}

/** Longest side of the poster: enough for the large thumbnail and the VLM, bounded for 4K/8K. */
const POSTER_MAX = 1920;

async function grabFrame(file: string, atSec: number, opts: CallOptions): Promise<Buffer | null> {
  const args = [
    ...inputArgs(file, atSec),
    '-v', 'error',
    '-map', '0:v:0',
    '-frames:v', '1',
    '-vf', `scale=w='min(iw,${POSTER_MAX})':h='min(ih,${POSTER_MAX})':force_original_aspect_ratio=decrease`,
    '-f', 'image2pipe', '-c:v', 'mjpeg', '-q:v', '3', '-pix_fmt', 'yuvj420p',
    'pipe:1',
  ];
  const result = await ffmpeg(args, file, 'extracting a frame from', { ...opts, timeoutMs: opts.timeoutMs ?? 30_000, maxStdoutBytes: 64 * 1024 * 1024 });
  const frame = splitJpegs(result.stdout)[0];
  if (frame) return frame;
  if (result.code !== 0) fail('extract a frame from', file, result);
  return null; // seeked past the last frame
}

/** Mean brightness 0–255 and whether the frame is essentially one dark colour (fade-in, lens cap). */
async function darkness(jpeg: Buffer): Promise<{ mean: number; dark: boolean }> {
  const { channels } = await sharp(jpeg).stats();
  const mean = channels.slice(0, 3).reduce((a, c) => a + c.mean, 0) / Math.min(3, channels.length);
  const spread = Math.max(...channels.slice(0, 3).map((c) => c.stdev));
  return { mean, dark: mean < 16 && spread < 12 };
}

/**
 * A representative frame as JPEG (display orientation, long side ≤ 1920). Default time:
 * min(1 s, 10% of the duration) — past fade-ins and the black first frame many phones write,
 * still near the start for short clips. A dark result is retried at 25% and 50%; the brightest wins.
 */
export async function extractPoster(file: string, atSec?: number, opts: CallOptions = {}): Promise<Buffer> {
  let duration: number | null = null;
  if (atSec === undefined) {
    duration = (await probeMedia(file, opts)).durationSec;
    atSec = duration ? Math.min(1, duration * 0.1) : 1;
  }
  const times = [atSec];
  if (duration) times.push(duration * 0.25, duration * 0.5);
  let best: { frame: Buffer; mean: number } | null = null;
  for (const t of times) {
    const frame: Buffer | null = (await grabFrame(file, t, opts)) ?? (t > 0 && !best ? await grabFrame(file, 0, opts) : null);
    if (!frame) continue;
    const { mean, dark } = await darkness(frame);
    if (!dark) return frame;
    if (!best || mean > best.mean) best = { frame, mean };
  }
  if (best) return best.frame;
  throw new FfmpegError(`cannot extract a frame from ${label(file)}: no frame could be decoded`, file, '');
}

export interface SampleOptions extends CallOptions {
  /** Frames to return. Default 10 (OmniQuery's setting). */
  count?: number;
  /** Sample only this opening span of the video, seconds. Default 10 (OmniQuery's setting). */
  withinSec?: number;
  /** Output width in pixels (never upscaled), height keeps the aspect. Default 640. */
  width?: number;
}

/**
 * `count` JPEG frames evenly spaced over the first `withinSec` seconds (or the whole clip if
 * shorter): the first frame at or after each bin centre t = span·(i + ½)/count. Centres skip the
 * black or blurred first frame and never ask for a time past the end.
 *
 * Defaults and why: 10 frames from the first 10 s is OmniQuery's recipe for personal videos (most
 * are short and show their subject early); capping the span makes the cost independent of the
 * length (a 20-minute video decodes 10 s, not 20 min). One ffmpeg pass decodes the span once and a
 * `select` filter keeps the frames — no process per frame, no keyframe-only inaccuracy. Width 640:
 * CLIP downsizes to 224 anyway, and VLM captioners (LLaVA-style 336/672 tiles) still read text on
 * signs and screens at 640; a frame is ~30–60 KB.
 */
export async function sampleFrames(file: string, options: SampleOptions = {}): Promise<Buffer[]> {
  const count = Math.max(1, Math.min(300, Math.floor(options.count ?? 10)));
  const within = options.withinSec ?? 10;
  const width = Math.max(16, Math.floor(options.width ?? 640));
  const info = await probeMedia(file, options);
  if (!info.hasVideo) throw new FfmpegError(`cannot sample frames from ${label(file)}: it has no video stream`, file, '');
  const span = Math.max(0.04, Math.min(within, info.durationSec ?? within));
  const step = span / count;
  const args = [
    ...inputArgs(file, undefined, span),
    '-v', 'error',
    '-map', '0:v:0',
    // The first frame at or past the centre of the next bin. `t` counts from the container's start
    // (ffmpeg subtracts it: MPEG-TS/PS often start at 0.5–1.4 s), not from the first video frame
    // (an MP4 edit list can start the picture later than the sound).
    '-vf', `select='gte(t,${(step / 2).toFixed(4)}+${step.toFixed(6)}*selected_n)',scale=w='min(iw,${width})':h=-2`,
    '-vsync', 'vfr',
    '-frames:v', String(count),
    '-f', 'image2pipe', '-c:v', 'mjpeg', '-q:v', '4', '-pix_fmt', 'yuvj420p',
    'pipe:1',
  ];
  const result = await ffmpeg(args, file, 'sampling frames from', { ...options, timeoutMs: options.timeoutMs ?? 60_000, maxStdoutBytes: count * 8 * 1024 * 1024 });
  const frames = splitJpegs(result.stdout);
  if (frames.length > 0) return frames.slice(0, count);
  if (result.code !== 0) fail('sample frames from', file, result);
  // A clip too short to reach the first bin centre (a handful of frames): its first frame will do.
  const first = await grabFrame(file, 0, options);
  if (!first) throw new FfmpegError(`cannot sample frames from ${label(file)}: no frame could be decoded`, file, result.stderr.slice(-4000));
  return [first];
}

export interface AudioOptions extends CallOptions {
  /** Extract at most this many seconds from the start. */
  maxSec?: number;
}

/**
 * The first audio stream as 16 kHz mono signed 16-bit PCM WAV (what whisper.cpp expects), written
 * to `outWav` atomically (a partial file never appears under that name). Works for video and for
 * audio files (.wav, .flac, .aiff, .mp3, .m4a…). Stereo is averaged to mono.
 */
export async function extractAudio16k(file: string, outWav: string, opts: AudioOptions = {}): Promise<{ durationSec: number }> {
  const partial = `${outWav}.part-${process.pid}-${Date.now()}`;
  const args = [
    ...inputArgs(file, undefined, opts.maxSec),
    '-v', 'error',
    '-map', '0:a:0',
    '-vn', '-sn', '-dn',
    '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le',
    '-map_metadata', '-1', '-bitexact',
    '-f', 'wav', '-y', `file:${path.resolve(partial)}`,
  ];
  // Decoding audio runs at hundreds of times real time; the limit scales for long videos.
  let timeoutMs = opts.timeoutMs;
  if (timeoutMs === undefined) {
    const size = await stat(file).then((s) => s.size, () => 0);
    timeoutMs = 60_000 + Math.min(size / 1_000_000, 20_000) * 200; // +0.2 s per MB of input
  }
  try {
    const result = await ffmpeg(args, file, 'extracting audio from', { ...opts, timeoutMs });
    if (result.code !== 0) {
      if (/matches no streams/i.test(result.stderr)) throw new FfmpegError(`cannot extract audio from ${label(file)}: it has no audio stream`, file, result.stderr.slice(-4000));
      fail('extract audio from', file, result);
    }
    const wav = await readWavInfo(partial);
    await rename(partial, outWav);
    return { durationSec: wav.durationSec };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}
