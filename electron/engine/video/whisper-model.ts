/**
 * Checks a whisper.cpp ggml model file's structure before the native loader sees it. The loader
 * trusts the file: a truncated download can load as an "empty model" (whisper.cpp's own test
 * shortcut when no tensor follows the header) and then transcribe garbage, and absurd header
 * values make it allocate without bound. Walking the headers here — hparams in range, vocab sane,
 * every tensor's size accounted for, the last one ending exactly at end of file, the count the
 * architecture needs — turns all of that into a readable error. Reads headers only (seeks over
 * the weights), a few milliseconds for base.en.
 */
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

export interface WhisperModelInfo {
  nVocab: number;
  multilingual: boolean;
  nAudioLayer: number;
  nTextLayer: number;
  nState: number;
  /** tiny / base / small / medium / large by encoder depth, `custom` otherwise (e.g. the test model). */
  size: 'tiny' | 'base' | 'small' | 'medium' | 'large' | 'custom';
  ftype: number;
  tensors: number;
  bytes: number;
}

export class SpeechModelError extends Error {
  constructor(
    message: string,
    /** `missing`: no file (the stage waits for the model manager); `invalid`: a file that isn't a usable model. */
    readonly kind: 'missing' | 'invalid',
  ) {
    super(message);
    this.name = 'SpeechModelError';
  }
}

const GGML_MAGIC = 0x67676d6c;

/** ggml type id → [bytes per block, elements per block] for the types whisper models use. */
const TYPE_SIZES = new Map<number, [number, number]>([
  [0, [4, 1]], // f32
  [1, [2, 1]], // f16
  [2, [18, 32]], // q4_0
  [3, [20, 32]], // q4_1
  [6, [22, 32]], // q5_0
  [7, [24, 32]], // q5_1
  [8, [34, 32]], // q8_0
  [10, [84, 256]], // q2_K
  [11, [110, 256]], // q3_K
  [12, [144, 256]], // q4_K
  [13, [176, 256]], // q5_K
  [14, [210, 256]], // q6_K
  [30, [2, 1]], // bf16
]);

class Reader {
  private buf = Buffer.alloc(0);
  private bufPos = 0;
  constructor(
    private readonly fh: FileHandle,
    readonly size: number,
    public pos = 0,
  ) {}

  async bytes(n: number): Promise<Buffer> {
    if (this.pos + n > this.size) throw new Error('unexpected end of file');
    const offset = this.pos - this.bufPos;
    if (offset < 0 || offset + n > this.buf.length) {
      const len = Math.max(n, Math.min(1 << 20, this.size - this.pos));
      this.buf = Buffer.alloc(len);
      await this.fh.read(this.buf, 0, len, this.pos);
      this.bufPos = this.pos;
    }
    const start = this.pos - this.bufPos;
    this.pos += n;
    return this.buf.subarray(start, start + n);
  }

  async i32(): Promise<number> {
    return (await this.bytes(4)).readInt32LE(0);
  }

  skip(n: number): void {
    if (this.pos + n > this.size) throw new Error('unexpected end of file');
    this.pos += n;
  }
}

function check(cond: boolean, what: string): void {
  if (!cond) throw new Error(what);
}

export async function inspectWhisperModel(modelPath: string): Promise<WhisperModelInfo> {
  const name = path.basename(modelPath);
  let fh: FileHandle;
  try {
    fh = await open(modelPath, 'r');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new SpeechModelError(`speech model not installed (${name} not found)`, 'missing');
    throw new SpeechModelError(`cannot open speech model ${name}: ${code ?? String(err)}`, 'invalid');
  }
  try {
    const size = (await fh.stat()).size;
    const r = new Reader(fh, size);
    const magic = (await r.bytes(4)).readUInt32LE(0);
    if (magic === 0x46554747) throw new Error('this is a GGUF file; whisper.cpp needs the ggml .bin format (e.g. ggml-base.en.bin)');
    check(magic === GGML_MAGIC, 'not a ggml whisper model (bad magic)');
    const h: number[] = [];
    for (let i = 0; i < 11; i++) h.push(await r.i32());
    const [nVocab, nAudioCtx, nAudioState, nAudioHead, nAudioLayer, nTextCtx, nTextState, nTextHead, nTextLayer, nMels, ftypeRaw] = h as [number, number, number, number, number, number, number, number, number, number, number];
    check(nVocab >= 51864 && nVocab <= 52_000, `unexpected vocabulary size ${nVocab}`);
    check(nAudioCtx >= 1 && nAudioCtx <= 1500 && nTextCtx >= 1 && nTextCtx <= 448, 'context sizes out of range');
    check(nAudioState === nTextState && nAudioState >= 8 && nAudioState <= 4096, 'state sizes out of range');
    check(nAudioHead >= 1 && nAudioHead <= 64 && nTextHead >= 1 && nTextHead <= 64, 'head counts out of range');
    check(nAudioLayer >= 1 && nAudioLayer <= 64 && nTextLayer >= 1 && nTextLayer <= 64, 'layer counts out of range');
    check(nMels === 80 || nMels === 128, `unexpected mel count ${nMels}`);
    const ftype = ftypeRaw % 1000;
    check(ftypeRaw >= 0 && TYPE_SIZES.has(ftypeToType(ftype)), `unsupported weight type ${ftypeRaw}`);

    const nMel = await r.i32();
    const nFft = await r.i32();
    check(nMel > 0 && nMel <= 256 && nFft > 0 && nFft <= 1024, 'mel filter table out of range');
    r.skip(nMel * nFft * 4);

    const vocabCount = await r.i32();
    check(vocabCount >= 0 && vocabCount <= nVocab, `vocabulary count ${vocabCount} out of range`);
    for (let i = 0; i < vocabCount; i++) {
      const len = (await r.bytes(4)).readUInt32LE(0);
      check(len <= 1024, 'vocabulary entry too long');
      r.skip(len);
    }

    let tensors = 0;
    const seen = new Set<string>();
    while (r.pos < size) {
      const nDims = await r.i32();
      const nameLen = await r.i32();
      const type = await r.i32();
      check(nDims >= 1 && nDims <= 4, `tensor ${tensors}: bad dimension count ${nDims}`);
      check(nameLen > 0 && nameLen <= 256, `tensor ${tensors}: bad name length`);
      let elements = 1;
      for (let d = 0; d < nDims; d++) {
        const ne = await r.i32();
        check(ne >= 1 && ne <= 1 << 24, `tensor ${tensors}: bad shape`);
        elements *= ne;
      }
      const tname = (await r.bytes(nameLen)).toString('latin1');
      const sz = TYPE_SIZES.get(type);
      check(sz !== undefined, `tensor ${tname}: unsupported type ${type}`);
      const [blockBytes, blockElems] = sz!;
      check(elements % blockElems === 0, `tensor ${tname}: size not a whole number of blocks`);
      check(!seen.has(tname), `tensor ${tname} appears twice`);
      seen.add(tname);
      r.skip((elements / blockElems) * blockBytes);
      tensors++;
    }
    const expected = 11 + 15 * nAudioLayer + 24 * nTextLayer;
    check(tensors === expected, tensors === 0 ? 'the file has no weights (truncated download?)' : `${tensors} of ${expected} weight tensors present (truncated download?)`);

    const sizes = { 4: 'tiny', 6: 'base', 12: 'small', 24: 'medium', 32: 'large' } as const;
    return {
      nVocab,
      multilingual: nVocab >= 51865,
      nAudioLayer,
      nTextLayer,
      nState: nAudioState,
      size: sizes[nAudioLayer as keyof typeof sizes] ?? 'custom',
      ftype: ftypeRaw,
      tensors,
      bytes: size,
    };
  } catch (err) {
    if (err instanceof SpeechModelError) throw err;
    throw new SpeechModelError(`speech model ${name} is not usable: ${(err as Error).message}`, 'invalid');
  } finally {
    await fh.close();
  }
}

/** ggml_ftype (file-level) → the ggml_type its big matrices use. */
function ftypeToType(ftype: number): number {
  const map: Record<number, number> = { 0: 0, 1: 1, 2: 2, 3: 3, 7: 8, 8: 6, 9: 7, 10: 10, 11: 11, 12: 12, 13: 13, 14: 14, 24: 30 };
  return map[ftype] ?? -1;
}
