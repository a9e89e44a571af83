/**
 * Writes a whisper model with random weights (tiny for tests; base.en-sized for bench/support/full-size-models.ts) in whisper.cpp's legacy ggml format, so tests can
 * run the real binding (@fugood/whisper.node) end to end without downloading weights. Its output is
 * random tokens: it exercises plumbing (file loading, audio decoding, the encoder/decoder graph,
 * segment timing, result marshalling), never accuracy.
 *
 * Layout (read by `whisper_model_load` in whisper.cpp/src/whisper.cpp):
 *   u32 magic "ggml" (0x67676d6c)
 *   i32 × 11 hparams: n_vocab, n_audio_ctx, n_audio_state, n_audio_head, n_audio_layer,
 *                     n_text_ctx, n_text_state, n_text_head, n_text_layer, n_mels, ftype
 *   mel filters: i32 n_mel, i32 n_fft, f32 × n_mel·n_fft
 *   vocab: i32 n, then n × (u32 len, bytes)   (the loader adds the special tokens past n)
 *   tensors until EOF: i32 n_dims, i32 name_len, i32 type (0 f32, 1 f16), i32 × n_dims ne (ggml
 *                      order: ne[0] innermost), name bytes, data
 * Every tensor the loader creates must be present with exactly its shape and type (ftype 1: the
 * 2-D matmul weights, the token embedding and the conv kernels are f16; the rest f32).
 *
 * n_vocab can't shrink below 51864: the special tokens (eot 50256 … timestamp base 50363) have
 * fixed ids, so the logits must cover them. With a 64-wide state the token embedding (f16) is
 * 6.6 MB of the ~8 MB file. n_audio_ctx stays 1500 (30 s windows of 3000 mel frames, as the
 * decoder's timestamp logic assumes).
 *
 * CLI: `npx tsx scripts/make-tiny-whisper.ts <out.bin>`
 */
import { open } from 'node:fs/promises';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from './support/seeded-random';

const GGML_MAGIC = 0x67676d6c;
const F32 = 0;
const F16 = 1;

export interface WhisperHparams {
  nVocab: number;
  nAudioCtx: number;
  /** n_audio_state = n_text_state. */
  nState: number;
  /** n_audio_head = n_text_head. */
  nHead: number;
  nAudioLayer: number;
  nTextCtx: number;
  nTextLayer: number;
  nMels: number;
  ftype: typeof F16;
}

export const TINY_WHISPER_HPARAMS: WhisperHparams = {
  nVocab: 51864, // English-only vocabulary size (multilingual starts at 51865)
  nAudioCtx: 1500,
  nState: 64,
  nHead: 2,
  nAudioLayer: 1,
  nTextCtx: 448,
  nTextLayer: 1,
  nMels: 80,
  ftype: F16,
};

/** whisper base.en's shapes (the default speech model in models/manifest.json: ggml-base.en.bin, f16). */
export const BASE_EN_WHISPER_HPARAMS: WhisperHparams = {
  ...TINY_WHISPER_HPARAMS,
  nState: 512,
  nHead: 8,
  nAudioLayer: 6,
  nTextLayer: 6,
};

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** IEEE half from a float (round to nearest, no NaN input expected). */
function toHalf(value: number): number {
  f32[0] = value;
  const x = u32[0]!;
  const sign = (x >>> 16) & 0x8000;
  const exp = ((x >>> 23) & 0xff) - 127 + 15;
  let mant = x & 0x7fffff;
  if (exp <= 0) {
    if (exp < -10) return sign; // too small: signed zero
    mant |= 0x800000;
    const shift = 14 - exp;
    return sign | ((mant + (1 << (shift - 1))) >>> shift);
  }
  if (exp >= 31) return sign | 0x7c00; // overflow: infinity
  const half = sign | (exp << 10) | (mant >>> 13);
  return half + ((mant >>> 12) & 1); // round (carry into the exponent is correct)
}

interface TensorSpec {
  name: string;
  ne: number[];
  type: typeof F32 | typeof F16;
  init: 'normal' | 'ones' | 'zeros';
}

function tensorSpecs(h: WhisperHparams): TensorSpec[] {
  const { nVocab, nAudioCtx, nState: s, nMels, nTextCtx, nAudioLayer, nTextLayer } = h;
  const t: TensorSpec[] = [];
  const add = (name: string, ne: number[], type: typeof F32 | typeof F16, init: TensorSpec['init'] = 'normal') => t.push({ name, ne, type, init });
  const block = (prefix: string, attn: string) => {
    add(`${prefix}.${attn}_ln.weight`, [s], F32, 'ones');
    add(`${prefix}.${attn}_ln.bias`, [s], F32, 'zeros');
    add(`${prefix}.${attn}.query.weight`, [s, s], F16);
    add(`${prefix}.${attn}.query.bias`, [s], F32);
    add(`${prefix}.${attn}.key.weight`, [s, s], F16);
    add(`${prefix}.${attn}.value.weight`, [s, s], F16);
    add(`${prefix}.${attn}.value.bias`, [s], F32);
    add(`${prefix}.${attn}.out.weight`, [s, s], F16);
    add(`${prefix}.${attn}.out.bias`, [s], F32);
  };
  const mlp = (prefix: string) => {
    add(`${prefix}.mlp_ln.weight`, [s], F32, 'ones');
    add(`${prefix}.mlp_ln.bias`, [s], F32, 'zeros');
    add(`${prefix}.mlp.0.weight`, [s, 4 * s], F16);
    add(`${prefix}.mlp.0.bias`, [4 * s], F32);
    add(`${prefix}.mlp.2.weight`, [4 * s, s], F16);
    add(`${prefix}.mlp.2.bias`, [s], F32);
  };

  add('encoder.positional_embedding', [s, nAudioCtx], F32);
  add('encoder.conv1.weight', [3, nMels, s], F16);
  add('encoder.conv1.bias', [1, s], F32);
  add('encoder.conv2.weight', [3, s, s], F16);
  add('encoder.conv2.bias', [1, s], F32);
  add('encoder.ln_post.weight', [s], F32, 'ones');
  add('encoder.ln_post.bias', [s], F32, 'zeros');
  for (let i = 0; i < nAudioLayer; i++) {
    mlp(`encoder.blocks.${i}`);
    block(`encoder.blocks.${i}`, 'attn');
  }
  add('decoder.positional_embedding', [s, nTextCtx], F32);
  add('decoder.token_embedding.weight', [s, nVocab], F16);
  add('decoder.ln.weight', [s], F32, 'ones');
  add('decoder.ln.bias', [s], F32, 'zeros');
  for (let i = 0; i < nTextLayer; i++) {
    mlp(`decoder.blocks.${i}`);
    block(`decoder.blocks.${i}`, 'attn');
    block(`decoder.blocks.${i}`, 'cross_attn');
  }
  return t;
}

/**
 * The 50256 ordinary tokens. whisper.cpp looks some up by text (`token_to_id.at(" ")` in the
 * blank-suppression filter throws `map::at` without it), so keep GPT-2's layout where it matters:
 * ids 0–93 are the printable ASCII characters, 220 is " ". The rest are readable pseudo-words, so
 * the model's random output is printable ASCII.
 */
function vocabulary(): string[] {
  const consonants = 'bdfgklmnprstvz';
  const vowels = 'aeiou';
  const words: string[] = [];
  for (let i = 0; i < 50256; i++) {
    if (i < 94) {
      words.push(String.fromCharCode(33 + i));
      continue;
    }
    if (i === 220) {
      words.push(' ');
      continue;
    }
    let n = i;
    let w = '';
    do {
      w += consonants[n % consonants.length]! + vowels[Math.floor(n / consonants.length) % vowels.length]!;
      n = Math.floor(n / (consonants.length * vowels.length));
    } while (n > 0);
    words.push(i % 3 === 0 ? w : ` ${w}`);
  }
  return words;
}

function header(h: WhisperHparams): Buffer {
  const b = Buffer.alloc(4 * 12);
  const values = [GGML_MAGIC, h.nVocab, h.nAudioCtx, h.nState, h.nHead, h.nAudioLayer, h.nTextCtx, h.nState, h.nHead, h.nTextLayer, h.nMels, h.ftype];
  values.forEach((v, i) => b.writeUInt32LE(v >>> 0, i * 4));
  return b;
}

/** Triangular mel filters over the 201 FFT bins (shape matters little with random weights, but keep it sane). */
function melFilters(nMel: number): Buffer {
  const nFft = 201;
  const b = Buffer.alloc(8 + nMel * nFft * 4);
  b.writeInt32LE(nMel, 0);
  b.writeInt32LE(nFft, 4);
  const hzToMel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
  const melToHz = (m: number) => 700 * (10 ** (m / 2595) - 1);
  const top = hzToMel(8000);
  const edges = Array.from({ length: nMel + 2 }, (_, i) => melToHz((top * i) / (nMel + 1)));
  for (let m = 0; m < nMel; m++) {
    const [lo, mid, hi] = [edges[m]!, edges[m + 1]!, edges[m + 2]!];
    for (let k = 0; k < nFft; k++) {
      const hz = (k * 8000) / (nFft - 1);
      const w = hz <= lo || hz >= hi ? 0 : hz <= mid ? (hz - lo) / (mid - lo) : (hi - hz) / (hi - mid);
      b.writeFloatLE((2 * w) / (hi - lo), 8 + (m * nFft + k) * 4);
    }
  }
  return b;
}

function vocabBlock(): Buffer {
  const words = vocabulary();
  const parts: Buffer[] = [];
  const count = Buffer.alloc(4);
  count.writeInt32LE(words.length, 0);
  parts.push(count);
  for (const w of words) {
    const bytes = Buffer.from(w, 'utf8');
    const len = Buffer.alloc(4);
    len.writeUInt32LE(bytes.length, 0);
    parts.push(len, bytes);
  }
  return Buffer.concat(parts);
}

function tensorBlock(spec: TensorSpec, next: () => number, amplitude: number): Buffer {
  const name = Buffer.from(spec.name, 'utf8');
  const n = spec.ne.reduce((a, b) => a * b, 1);
  const head = Buffer.alloc(12 + 4 * spec.ne.length);
  head.writeInt32LE(spec.ne.length, 0);
  head.writeInt32LE(name.length, 4);
  head.writeInt32LE(spec.type, 8);
  spec.ne.forEach((d, i) => head.writeInt32LE(d, 12 + 4 * i));
  const width = spec.type === F16 ? 2 : 4;
  const data = Buffer.alloc(n * width);
  // Uniform in ±amplitude: large enough that activations aren't all ~0, small enough to stay finite.
  const value = (): number => (spec.init === 'ones' ? 1 : spec.init === 'zeros' ? 0 : (next() * 2 - 1) * amplitude);
  if (spec.type === F16) for (let i = 0; i < n; i++) data.writeUInt16LE(toHalf(value()), i * 2);
  else for (let i = 0; i < n; i++) data.writeFloatLE(value(), i * 4);
  return Buffer.concat([head, name, data]);
}

/** Write the tiny random-weight model to `outPath` (≈ 8 MB, deterministic, well under a second). */
export async function makeTinyWhisperModel(outPath: string): Promise<void> {
  await makeWhisperModel(outPath, TINY_WHISPER_HPARAMS);
}

/**
 * With random weights whisper emits random timestamps, so whisper.cpp advances its 30 s window by
 * a few frames at a time and runs the encoder hundreds of times for a short clip. Steering sets a
 * few weights so that greedy decoding follows a fixed path through whisper.cpp's timestamp rules:
 * `<|1.00|>`, then `textTokens` text tokens, then `<|30.00|>`, which lies past the end of a short clip
 * and ends the window. That is one encoder pass and textTokens + 2 decoder steps, every layer
 * computed at full size (steering changes values, never shapes, so the cost is the real model's).
 *
 * How: the decoder's positional embedding gets a large entry (STEER_POSITION) in one dimension per
 * position, which dominates the residual stream (the blocks add vectors of norm ~50), so after the
 * final LayerNorm the hidden state at position p points along that dimension and the logits are,
 * up to a common factor, column d(p) of the token embedding. Position 0 (after <|startoftranscript|>)
 * and position textTokens + 1 use dimension 0, where the timestamps have rising values (latest
 * preferred; whisper.cpp caps the first at 1.00 s) and the other special tokens −10; position p in
 * 1…textTokens uses dimension p, where only the p-th chosen text token has a large value. A text
 * token's own embedding (1 along its dimension) feeds into the next step far below STEER_POSITION,
 * so it doesn't repeat itself.
 */
export const STEER_POSITION = 1000;

function steerDecoding(spec: TensorSpec, data: Buffer, h: WhisperHparams, textTokens: number): void {
  if (!Number.isInteger(textTokens) || textTokens < 1 || textTokens + 1 >= h.nState || textTokens + 2 > h.nTextCtx) {
    throw new Error(`steered text tokens must be 1…${Math.min(h.nState - 2, h.nTextCtx - 2)}`);
  }
  const s = h.nState;
  if (spec.name === 'decoder.positional_embedding') {
    // ne [n_state, n_text_ctx]: position p is row p; f32.
    const dimOf = (p: number) => (p === 0 || p === textTokens + 1 ? 0 : p);
    for (let p = 0; p <= textTokens + 1; p++) data.writeFloatLE(STEER_POSITION, (p * s + dimOf(p)) * 4);
  }
  if (spec.name === 'decoder.token_embedding.weight') {
    // ne [n_state, n_vocab]: token t is row t; f16.
    const eot = 50256;
    const timestampBegin = h.nVocab >= 51865 ? 50364 : 50363;
    for (let t = eot; t < h.nVocab; t++) {
      const logit = t >= timestampBegin ? 5 + (5 * (t - timestampBegin)) / 1500 : -10;
      data.writeUInt16LE(toHalf(logit), t * s * 2);
    }
    for (let p = 1; p <= textTokens; p++) data.writeUInt16LE(toHalf(1), (steeredToken(p) * s + p) * 2);
  }
}

/** The p-th text token of the steered path: ordinary pseudo-words, spread over the vocabulary. */
export function steeredToken(p: number): number {
  return 1000 + 97 * p;
}

export interface WhisperModelOptions {
  /**
   * Steer greedy decoding to exactly this many text tokens per window (see steerDecoding), so a
   * transcription's cost is that of a real decode of about that length; for measuring, not tests.
   */
  steerTextTokens?: number;
}

/** Write a random-weight model with the given shapes to `outPath` (deterministic; base.en: 148 MB, as the real file). */
export async function makeWhisperModel(outPath: string, hparams: WhisperHparams, options: WhisperModelOptions = {}): Promise<void> {
  await mkdir(path.dirname(path.resolve(outPath)), { recursive: true });
  const next = mulberry32(0x5eed); // seeded, so the file is identical on every run
  const fh = await open(outPath, 'w');
  try {
    await fh.write(header(hparams));
    await fh.write(melFilters(hparams.nMels));
    await fh.write(vocabBlock());
    for (const spec of tensorSpecs(hparams)) {
      // ±0.1732 (std 0.1) at the tiny width, shrunk as 1/√width so wider, deeper models stay finite (base: std 0.035).
      const block = tensorBlock(spec, next, 0.1732 * Math.sqrt(64 / hparams.nState));
      if (options.steerTextTokens !== undefined) steerDecoding(spec, block.subarray(block.length - spec.ne.reduce((a, b) => a * b, 1) * (spec.type === F16 ? 2 : 4)), hparams, options.steerTextTokens);
      await fh.write(block);
    }
  } finally {
    await fh.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: tsx scripts/make-tiny-whisper.ts <out.bin>');
    process.exit(2);
  }
  const started = Date.now();
  await makeTinyWhisperModel(out);
  console.log(`wrote ${out} in ${Date.now() - started} ms`);
}
