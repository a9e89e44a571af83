/**
 * A small RIFF/WAVE reader for the PCM files ffmpeg writes (16-bit, any rate and channel count):
 * the header facts, and the samples as mono float chunks streamed from disk (an hour of 16 kHz
 * audio is 115 MB; it never has to be in memory at once).
 */
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  dataOffset: number;
  dataBytes: number;
  frames: number;
  durationSec: number;
}

export class WavError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WavError';
  }
}

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

async function headerOf(fh: FileHandle, file: string): Promise<WavInfo> {
  const size = (await fh.stat()).size;
  const riff = await readAt(fh, 0, 12);
  if (riff.length < 12 || riff.toString('latin1', 0, 4) !== 'RIFF' || riff.toString('latin1', 8, 12) !== 'WAVE') {
    throw new WavError(`"${path.basename(file)}" is not a WAV file`);
  }
  let pos = 12;
  let fmt: { format: number; channels: number; sampleRate: number; bits: number } | null = null;
  for (let guard = 0; guard < 64 && pos + 8 <= size; guard++) {
    const head = await readAt(fh, pos, 8);
    if (head.length < 8) break;
    const id = head.toString('latin1', 0, 4);
    const len = head.readUInt32LE(4);
    if (id === 'fmt ') {
      const body = await readAt(fh, pos + 8, Math.min(len, 40));
      if (body.length < 16) break;
      let format = body.readUInt16LE(0);
      if (format === 0xfffe && body.length >= 26) format = body.readUInt16LE(24); // WAVE_FORMAT_EXTENSIBLE: sub-format GUID
      fmt = { format, channels: body.readUInt16LE(2), sampleRate: body.readUInt32LE(4), bits: body.readUInt16LE(14) };
    } else if (id === 'data') {
      if (!fmt) break;
      if (fmt.format !== 1 || fmt.bits !== 16 || fmt.channels < 1 || fmt.sampleRate < 1) {
        throw new WavError(`"${path.basename(file)}" is not 16-bit PCM (format ${fmt.format}, ${fmt.bits} bit)`);
      }
      const dataOffset = pos + 8;
      // Streamed WAVs carry 0 / 0xFFFFFFFF sizes: trust the file length then.
      const dataBytes = len === 0 || len === 0xffffffff || dataOffset + len > size ? size - dataOffset : len;
      const frameBytes = 2 * fmt.channels;
      const frames = Math.floor(dataBytes / frameBytes);
      return { sampleRate: fmt.sampleRate, channels: fmt.channels, bitsPerSample: 16, dataOffset, dataBytes: frames * frameBytes, frames, durationSec: frames / fmt.sampleRate };
    }
    pos += 8 + len + (len % 2);
  }
  throw new WavError(`"${path.basename(file)}" has no PCM data chunk`);
}

export async function readWavInfo(file: string): Promise<WavInfo> {
  const fh = await open(file, 'r');
  try {
    return await headerOf(fh, file);
  } finally {
    await fh.close();
  }
}

/**
 * Mono samples in [-1, 1) in chunks of about `chunkFrames`, channels averaged. Chunks are aligned
 * to whole frames; the last may be shorter.
 */
export async function* readWavMono(file: string, chunkFrames = 160_000): AsyncGenerator<{ info: WavInfo; samples: Float32Array }> {
  const fh = await open(file, 'r');
  try {
    const info = await headerOf(fh, file);
    const frameBytes = 2 * info.channels;
    const buf = Buffer.alloc(chunkFrames * frameBytes);
    let done = 0;
    while (done < info.dataBytes) {
      const want = Math.min(buf.length, info.dataBytes - done);
      const { bytesRead } = await fh.read(buf, 0, want, info.dataOffset + done);
      if (bytesRead <= 0) break;
      const n = Math.floor(bytesRead / frameBytes);
      const samples = new Float32Array(n);
      for (let i = 0; i < n; i++) {
        let sum = 0;
        for (let c = 0; c < info.channels; c++) sum += buf.readInt16LE(i * frameBytes + c * 2);
        samples[i] = sum / info.channels / 32768;
      }
      done += n * frameBytes;
      yield { info, samples };
      if (n === 0) break;
    }
  } finally {
    await fh.close();
  }
}
