import { copyFile, mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractAudio16k, extractPoster, FfmpegError, ffmpegPath, probeMedia, sampleFrames, splitJpegs } from '../electron/engine/video/ffmpeg';
import { parseMediaInfo, parseMetaDate } from '../electron/engine/video/media-info';
import { runProcess } from '../electron/engine/video/run-process';
import { readWavInfo } from '../electron/engine/video/wav';
import { fixture, haveFixtures } from './support/fixtures';
import { tempDir } from './support/temp';

interface VideoLabel {
  duration_s?: number;
  speech?: boolean | string;
}
interface AudioLabel {
  duration_s: number;
}

const WEIRD = `it's a "test" $(touch PWNED) ünïcode`;

async function decodeStats(jpeg: Buffer) {
  const meta = await sharp(jpeg).metadata();
  const { channels } = await sharp(jpeg).stats();
  const mean = channels.slice(0, 3).reduce((a, c) => a + c.mean, 0) / 3;
  const stdev = Math.max(...channels.slice(0, 3).map((c) => c.stdev));
  return { width: meta.width!, height: meta.height!, format: meta.format, mean, stdev };
}

describe('ffmpeg binary', () => {
  it('is the one shipped in node_modules and runs', async () => {
    expect(ffmpegPath()).toMatch(/node_modules/);
    const r = await runProcess(ffmpegPath(), ['-hide_banner', '-version'], { timeoutMs: 10_000, what: 'version' });
    expect(r.code).toBe(0);
    expect(r.stdout.toString()).toMatch(/ffmpeg version/);
  });
});

describe('parseMediaInfo', () => {
  it('reads size, rotation and Apple creation date; ignores the codec tag that looks like a size', () => {
    const text = [
      "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'x.mov':",
      '  Metadata:',
      '    creation_time   : 2019-07-24T08:25:57.000000Z',
      '    com.apple.quicktime.creationdate: 2019-07-24T11:25:40+0300',
      '  Duration: 00:01:04.50, start: 0.000000, bitrate: 878 kb/s',
      '    Stream #0:0(und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, mono, fltp, 96 kb/s (default)',
      '    Stream #0:1(und): Video: h264 (Baseline) (avc1 / 0x31637661), yuv420p(tv, bt709), 568x320, 749 kb/s, 29.99 fps (default)',
      '    Metadata:',
      '      rotate          : 90',
      '    Side data:',
      '      displaymatrix: rotation of -90.00 degrees',
      'At least one output file must be specified',
    ].join('\n');
    const info = parseMediaInfo(text)!;
    expect(info).toMatchObject({ durationSec: 64.5, hasAudio: true, hasVideo: true, width: 320, height: 568, rotation: 90 });
    expect(info.creationTime?.toISOString()).toBe('2019-07-24T08:25:40.000Z');
  });

  it('treats cover art as no video, N/A duration as unknown, zero dates as absent', () => {
    const text = [
      "Input #0, mp3, from 'song.mp3':",
      '  Metadata:',
      '    creation_time   : 1970-01-01T00:00:00.000000Z',
      '  Duration: N/A, start: 0.025057, bitrate: N/A',
      '    Stream #0:0: Audio: mp3, 44100 Hz, stereo, fltp, 128 kb/s',
      '    Stream #0:1: Video: mjpeg (Baseline), yuvj420p(pc), 500x500 [SAR 1:1 DAR 1:1], 90k tbr (attached pic)',
    ].join('\n');
    expect(parseMediaInfo(text)).toMatchObject({ durationSec: null, hasAudio: true, hasVideo: false, width: null, creationTime: null });
    expect(parseMediaInfo('garbage.bin: Invalid data found when processing input')).toBeNull();
    expect(parseMetaDate('1904-01-01T00:00:00Z')).toBeNull();
    expect(parseMetaDate('2024-05-11 06:12:00')?.toISOString()).toBe('2024-05-11T06:12:00.000Z');
  });

  it('splits concatenated JPEGs', async () => {
    const a = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } }).jpeg().toBuffer();
    const b = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0f0' } }).jpeg().toBuffer();
    const parts = splitJpegs(Buffer.concat([a, b]));
    expect(parts.map((p) => p.length)).toEqual([a.length, b.length]);
  });
});

describe('frame timing on synthetic clips', () => {
  let dir: string;
  /** A 20 s clip whose brightness encodes time: luma 16 + 10·t (so RGB grey ≈ 11.64·t). */
  let ramp: string;
  /** 3 s of black, then grey: a fade-in. */
  let fadeIn: string;
  const make = async (out: string, graph: string, seconds: number) => {
    const lavfi = `color=c=black:s=64x48:r=10:d=${seconds},format=yuv420p,${graph}`;
    const r = await runProcess(ffmpegPath(), ['-v', 'error', '-f', 'lavfi', '-i', lavfi, '-c:v', 'mjpeg', '-q:v', '2', '-y', out], { timeoutMs: 20_000, what: 'making a clip' });
    expect(r.code, r.stderr).toBe(0);
  };
  beforeAll(async () => {
    dir = await tempDir('video-synth');
    ramp = path.join(dir, 'ramp.avi');
    fadeIn = path.join(dir, 'fade-in.avi');
    await make(ramp, "geq=lum='16+T*10':cb=128:cr=128", 20);
    await make(fadeIn, "geq=lum='if(lt(T,3),16,160)':cb=128:cr=128", 6);
  });

  it('takes the 10 frames at the bin centres of the first 10 s (0.5 s, 1.5 s … 9.5 s)', async () => {
    const frames = await sampleFrames(ramp);
    expect(frames.length).toBe(10);
    const greys = await Promise.all(frames.map(async (f) => (await sharp(f).greyscale().stats()).channels[0]!.mean));
    greys.forEach((g, i) => expect(g, `frame ${i}`).toBeGreaterThan(11.64 * (i + 0.5) - 4));
    greys.forEach((g, i) => expect(g, `frame ${i}`).toBeLessThan(11.64 * (i + 0.5) + 4));
  });

  it('skips a black opening for the poster', async () => {
    const poster = await extractPoster(fadeIn);
    expect((await sharp(poster).greyscale().stats()).channels[0]!.mean).toBeGreaterThan(100);
  });
});

describe.skipIf(!haveFixtures('video'))('ffmpeg on the fixture videos', () => {
  let labels: Record<string, VideoLabel>;
  let clips: string[];
  let out: string;

  beforeAll(async () => {
    labels = JSON.parse(await readFile(fixture('video', 'transcripts.json'), 'utf8')).files;
    clips = (await readdir(fixture('video'))).filter((f) => /\.(mov|mp4|mpg)$/i.test(f)).sort();
    out = await tempDir('video');
  });

  it('probes duration, streams and size for every clip (duration ≈ transcripts.json)', async () => {
    expect(clips.length).toBe(5);
    for (const clip of clips) {
      const info = await probeMedia(fixture('video', clip));
      expect(info.hasVideo, clip).toBe(true);
      expect(info.hasAudio, clip).toBe(true);
      expect(info.durationSec, clip).toBeCloseTo(labels[clip]!.duration_s!, 1);
      expect(info.width! * info.height!, clip).toBeGreaterThan(0);
    }
  });

  it('reads the iPhone clip as portrait with its capture time', async () => {
    const info = await probeMedia(fixture('video', 'drew_with-gps.mov'));
    // 568x320 stored, rotation 90 → displayed 320x568; creationdate 2019-07-24 11:25:40+03:00.
    expect(info).toMatchObject({ width: 320, height: 568, rotation: 90 });
    expect(info.creationTime?.toISOString()).toBe('2019-07-24T08:25:40.000Z');
  });

  it('extracts a poster frame that decodes, is not black, and is upright', async () => {
    for (const clip of clips) {
      const started = Date.now();
      const jpeg = await extractPoster(fixture('video', clip));
      const ms = Date.now() - started;
      const s = await decodeStats(jpeg);
      const info = await probeMedia(fixture('video', clip));
      expect(s.format, clip).toBe('jpeg');
      expect(s.mean > 10 || s.stdev > 8, `${clip} poster is black (mean ${s.mean})`).toBe(true);
      expect([s.width, s.height], clip).toEqual([info.width, info.height]);
      console.log(`[timing] poster ${clip}: ${ms} ms`);
    }
  });

  it('samples 10 evenly spaced frames (default) and honours count/withinSec/width', async () => {
    for (const clip of clips) {
      const started = Date.now();
      const frames = await sampleFrames(fixture('video', clip));
      const ms = Date.now() - started;
      expect(frames.length, clip).toBe(10);
      const stats = await Promise.all(frames.map(decodeStats));
      for (const s of stats) expect(s.width).toBeLessThanOrEqual(640);
      // The clips move: frames spread over the span can't all be the same picture.
      expect(new Set(frames.map((f) => f.toString('base64'))).size, clip).toBeGreaterThan(1);
      console.log(`[timing] 10 frames ${clip}: ${ms} ms`);
    }
    const few = await sampleFrames(fixture('video', 'fr_short_hamilton_clip.mp4'), { count: 4, withinSec: 2, width: 160 });
    expect(few.length).toBe(4);
    expect((await decodeStats(few[0]!)).width).toBe(160);
  });

  it('extracts 16 kHz mono audio whose length matches the clip', async () => {
    for (const clip of clips) {
      const wav = path.join(out, `${clip}.wav`);
      const started = Date.now();
      const { durationSec } = await extractAudio16k(fixture('video', clip), wav);
      const ms = Date.now() - started;
      const info = await readWavInfo(wav);
      expect(info).toMatchObject({ sampleRate: 16000, channels: 1, bitsPerSample: 16 });
      expect(Math.abs(durationSec - labels[clip]!.duration_s!), clip).toBeLessThan(0.15);
      expect(info.durationSec).toBeCloseTo(durationSec, 5);
      console.log(`[timing] audio ${clip}: ${ms} ms`);
    }
  });

  it('refuses to take audio from a video that has none, with a readable reason', async () => {
    const silent = path.join(out, 'no-audio.mpg');
    const r = await runProcess(ffmpegPath(), ['-v', 'error', '-i', fixture('video', 'grid_bbaf2n.mpg'), '-an', '-c:v', 'copy', '-y', silent], { timeoutMs: 20_000, what: 'making a test clip' });
    expect(r.code).toBe(0);
    expect((await probeMedia(silent)).hasAudio).toBe(false);
    await expect(extractAudio16k(silent, path.join(out, 'none.wav'))).rejects.toThrow(/no audio stream/);
    expect(existsSync(path.join(out, 'none.wav'))).toBe(false);
    expect((await sampleFrames(silent, { count: 3 })).length).toBe(3);
  });

  it(`handles a file named ${WEIRD}.mov without running anything`, async () => {
    const dir = path.join(out, 'weird $(touch PWNED) dir');
    await mkdir(dir, { recursive: true });
    const weird = path.join(dir, `${WEIRD}.mov`);
    await copyFile(fixture('video', 'drew_with-gps.mov'), weird);
    const dashed = path.join(dir, '-i evil; touch PWNED.mov');
    await copyFile(fixture('video', 'grid_bbaf2n.mpg'), dashed);

    for (const file of [weird, dashed]) {
      const info = await probeMedia(file);
      expect(info.hasVideo).toBe(true);
      expect((await decodeStats(await extractPoster(file))).width).toBeGreaterThan(0);
      expect((await sampleFrames(file, { count: 3 })).length).toBe(3);
      const wav = `${file}.wav`;
      expect((await extractAudio16k(file, wav)).durationSec).toBeGreaterThan(2.5);
    }
    for (const where of [dir, out, process.cwd(), path.dirname(dir)]) expect(existsSync(path.join(where, 'PWNED')), where).toBe(false);
  });

  it('extracts 16 kHz mono from .wav, .flac and .aiff inputs too', async () => {
    const audioLabels: Record<string, AudioLabel> = JSON.parse(await readFile(fixture('audio', 'transcripts.json'), 'utf8')).files;
    for (const name of ['speechrecognition_chinese.flac', 'speechrecognition_french.aiff', 'fasterwhisper_stereo_diarization.wav', 'speechrecognition_english.wav']) {
      const wav = path.join(out, `${name}.16k.wav`);
      const { durationSec } = await extractAudio16k(fixture('audio', name), wav);
      expect(await readWavInfo(wav)).toMatchObject({ sampleRate: 16000, channels: 1 });
      expect(Math.abs(durationSec - audioLabels[name]!.duration_s), name).toBeLessThan(0.05);
    }
  });
});

describe('bad input gives a readable error, never a hang', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await tempDir('video-bad');
  });

  // A hang is bounded by vitest's testTimeout, not timed here (these VMs differ ~2× in speed).
  async function expectReadable(p: Promise<unknown>, pattern: RegExp) {
    const err = await p.then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(err, 'should have failed').toBeInstanceOf(Error);
    expect(err!.message).toMatch(pattern);
    expect(err!.message).not.toMatch(/\n/);
  }

  it('text, random bytes, empty, missing, folder', async () => {
    const text = path.join(dir, 'notes.mp4');
    await writeFile(text, 'this is not a video\n'.repeat(50));
    const random = path.join(dir, 'noise.mov');
    await writeFile(random, Buffer.from(Array.from({ length: 65536 }, (_, i) => (i * 2654435761) >>> 24)));
    const empty = path.join(dir, 'empty.mov');
    await writeFile(empty, '');
    for (const f of [text, random, empty]) {
      await expectReadable(probeMedia(f), /^cannot read ".+": not a (video or audio file|supported|playable video)/);
      await expectReadable(extractPoster(f), /cannot read/);
      await expectReadable(sampleFrames(f), /cannot read/);
      await expectReadable(extractAudio16k(f, path.join(dir, 'x.wav')), /cannot extract audio/);
      expect(existsSync(path.join(dir, 'x.wav'))).toBe(false);
    }
    await expectReadable(probeMedia(path.join(dir, 'missing.mp4')), /file not found/);
    await expectReadable(probeMedia(dir), /cannot read/);
    const err = await probeMedia(text).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FfmpegError);
  });

  it.skipIf(!haveFixtures('video'))('a truncated video', async () => {
    const whole = await readFile(fixture('video', 'fr_short_hamilton_clip.mp4'));
    const cut = path.join(dir, 'cut.mp4');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 3)));
    const result = await probeMedia(cut).then(
      (info) => info,
      (e: Error) => e,
    );
    if (result instanceof Error) expect(result.message).toMatch(/cannot read "cut\.mp4": /);
    else await expect(extractAudio16k(cut, path.join(dir, 'cut.wav')).then((r) => r.durationSec)).resolves.toBeLessThan(10);
  });

  it('an HLS playlist posing as a video is refused (it could pull in other local files)', async () => {
    const playlist = path.join(dir, 'holiday.mp4');
    await writeFile(playlist, `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10.0,\nfile://${path.join(dir, 'secret.ts')}\n#EXT-X-ENDLIST\n`);
    await expectReadable(probeMedia(playlist), /not a supported video\/audio container/);
  });

  it.skipIf(!haveFixtures('video'))('abort kills the process; timeouts are enforced', async () => {
    const controller = new AbortController();
    const pending = sampleFrames(fixture('video', 'fr_short_hamilton_clip.mp4'), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
    await expect(extractAudio16k(fixture('video', 'fr_short_hamilton_clip.mp4'), path.join(dir, 't.wav'), { timeoutMs: 1 })).rejects.toThrow(/timed out/);
    expect((await stat(dir)).isDirectory()).toBe(true);
    expect(existsSync(path.join(dir, 't.wav'))).toBe(false);
  });
});
