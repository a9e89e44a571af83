/**
 * Energy-based voice activity on a 16 kHz WAV, run before whisper: whisper invents words on silence
 * ("Thank you.", "Thanks for watching!"), so audio without speech never reaches it.
 *
 * Per 20 ms frame: RMS level (dBFS) after a ~100 Hz high-pass (hum, wind rumble, DC). The noise
 * floor is the 10th-percentile frame level; a frame is voiced when it is 10 dB above that floor
 * and above -55 dBFS. Runs of voiced frames are joined across gaps < 300 ms (pauses between words)
 * and kept when ≥ 100 ms (clicks are shorter). Speech needs ≥ 0.3 s in all.
 *
 * Stationary sound — room tone, fan, a steady hum, digital silence — never clears the floor, so it
 * reads as no speech. Loud non-speech that varies (music, traffic) can read as speech; the
 * transcript filter (hallucinations.ts) is the second gate.
 */
import { readWavMono, readWavInfo } from './wav';

export interface SpeechRegion {
  startSec: number;
  endSec: number;
}

export interface SpeechActivity {
  speechSec: number;
  totalSec: number;
  hasSpeech: boolean;
  /** Voiced stretches in time order (for matching transcript segments to where speech was). */
  regions: SpeechRegion[];
  /** The estimated noise floor and the decision threshold, dBFS (diagnostics). */
  floorDb: number;
  thresholdDb: number;
}

export const VAD = {
  frameSec: 0.02,
  marginDb: 10,
  minThresholdDb: -55,
  joinGapSec: 0.3,
  minRunSec: 0.1,
  minSpeechSec: 0.3,
} as const;

/** Frame levels in dBFS for a mono signal (exported for tests and tuning). */
export function frameLevels(samples: Float32Array, sampleRate: number, state = { prevIn: 0, prevOut: 0 }): number[] {
  const frame = Math.max(1, Math.round(sampleRate * VAD.frameSec));
  const alpha = Math.exp((-2 * Math.PI * 100) / sampleRate); // one-pole high-pass at ~100 Hz
  const out: number[] = [];
  for (let start = 0; start + frame <= samples.length; start += frame) {
    let energy = 0;
    for (let i = start; i < start + frame; i++) {
      const x = samples[i]!;
      const y = alpha * (state.prevOut + x - state.prevIn);
      state.prevIn = x;
      state.prevOut = y;
      energy += y * y;
    }
    out.push(10 * Math.log10(energy / frame + 1e-10));
  }
  return out;
}

/** The decision on frame levels: voiced regions, floor and threshold. */
export function decideActivity(levels: ArrayLike<number>, totalSec: number): SpeechActivity {
  const n = levels.length;
  if (n === 0) return { speechSec: 0, totalSec, hasSpeech: false, regions: [], floorDb: -100, thresholdDb: VAD.minThresholdDb };
  const sorted = Float64Array.from(levels).sort();
  const floorDb = sorted[Math.floor(0.1 * (n - 1))]!;
  const thresholdDb = Math.max(floorDb + VAD.marginDb, VAD.minThresholdDb);

  const runs: Array<[number, number]> = [];
  let runStart = -1;
  for (let i = 0; i <= n; i++) {
    const voiced = i < n && levels[i]! > thresholdDb;
    if (voiced && runStart < 0) runStart = i;
    if (!voiced && runStart >= 0) {
      runs.push([runStart, i]);
      runStart = -1;
    }
  }
  const joinGap = Math.round(VAD.joinGapSec / VAD.frameSec);
  const joined: Array<[number, number]> = [];
  for (const run of runs) {
    const last = joined.at(-1);
    if (last && run[0] - last[1] < joinGap) last[1] = run[1];
    else joined.push([run[0], run[1]]);
  }
  const minRun = Math.round(VAD.minRunSec / VAD.frameSec);
  const regions = joined
    .filter(([a, b]) => b - a >= minRun)
    .map(([a, b]) => ({ startSec: round3(a * VAD.frameSec), endSec: round3(b * VAD.frameSec) }));
  const speechSec = round3(regions.reduce((s, r) => s + r.endSec - r.startSec, 0));
  return { speechSec, totalSec, hasSpeech: speechSec >= VAD.minSpeechSec, regions, floorDb, thresholdDb };
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** Voice activity of a PCM WAV (the 16 kHz mono file from extractAudio16k; other rates work too). */
export async function speechActivity(wavPath: string): Promise<SpeechActivity> {
  const info = await readWavInfo(wavPath);
  const levels: number[] = [];
  const state = { prevIn: 0, prevOut: 0 };
  const frame = Math.max(1, Math.round(info.sampleRate * VAD.frameSec));
  let carry = new Float32Array(0);
  for await (const { samples } of readWavMono(wavPath)) {
    const all = new Float32Array(carry.length + samples.length);
    all.set(carry);
    all.set(samples, carry.length);
    const whole = all.length - (all.length % frame);
    for (const l of frameLevels(all.subarray(0, whole), info.sampleRate, state)) levels.push(l);
    carry = all.slice(whole);
  }
  return decideActivity(levels, info.durationSec);
}
