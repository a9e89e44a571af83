/**
 * Stand-ins for the default models at their real sizes, with random weights, so their cost (load
 * time, latency, memory) can be measured on machines that cannot download the real ones. They have
 * the real architectures and shapes, the real file layout, input/output names and precision, and are
 * loaded by the engine's own code (ClipEmbedder, TextEmbedder, Transcriber):
 *
 *   clip-vit-b32/  like Xenova/clip-vit-base-patch32 (only the 8-bit files, as models/manifest.json ships)
 *     onnx/vision_model_quantized.onnx  ViT-B/32: 224 px, patch 32, width 768, 12 layers, 12 heads → 512
 *     onnx/text_model_quantized.onnx    width 512, 12 layers, 8 heads, causal, context 77, vocab 49408 → 512
 *   minilm-l6/     like Xenova/all-MiniLM-L6-v2: BERT, hidden 384, 6 layers, 12 heads, intermediate 1536, vocab 30522
 *     onnx/model_quantized.onnx
 *   ggml-base.en.steer<N>.bin  whisper base.en in ggml f16 (what the manifest ships: 512 wide, 6 + 6 layers,
 *                     8 heads), decoding steered to one segment of N text tokens per 30 s window (make-tiny-whisper.ts)
 *
 * Precision: the shipped ONNX files are onnxruntime dynamic 8-bit quantizations, so these are too
 * (uint8 weights, activations quantized at run time; see support/transformer-onnx.ts). Their
 * parameter counts match the real ones (vision 87.85 M, text 63.43 M, MiniLM 22.57 M) and so do
 * their file sizes to within the protobuf overhead.
 *
 * Tokenizers have the real vocabulary sizes (made-up entries, see support/tokenizers.ts). Weights
 * are seeded: the same bytes on every run. Outputs are meaningless; only cost is measured.
 *
 * Usage: npx tsx scripts/make-full-size-models.ts <outDir>
 */
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { invokedDirectly, writeJson } from './support/script-files';
import { BASE_EN_WHISPER_HPARAMS, makeWhisperModel } from './make-tiny-whisper';
import { mulberry32, type Rng } from './support/seeded-random';
import { clipPreprocessorConfig } from './support/clip-preprocessor';
import { bertTokenizerConfig, clipTokenizer, clipTokenizerConfig, wordPieceTokenizer } from './support/tokenizers';
import { FLOAT, INT64, QuantizedGraph, type EncoderShape } from './support/transformer-onnx';

export const VIT_B32 = { imageSize: 224, patch: 32, channels: 3, projection: 512, width: 768, layers: 12, heads: 12, intermediate: 3072 } as const;
export const CLIP_TEXT_B32 = { context: 77, vocab: 49408, projection: 512, width: 512, layers: 12, heads: 8, intermediate: 2048 } as const;
export const MINILM_L6 = { vocab: 30522, maxPositions: 512, typeVocab: 2, width: 384, layers: 6, heads: 12, intermediate: 1536 } as const;

type VisionSpec = typeof VIT_B32;
type ClipTextSpec = typeof CLIP_TEXT_B32;
type BertSpec = typeof MINILM_L6;

const clipEncoder = (s: { width: number; layers: number; heads: number; intermediate: number }): EncoderShape => ({
  width: s.width,
  layers: s.layers,
  heads: s.heads,
  intermediate: s.intermediate,
  activation: 'quick_gelu',
  norm: 'pre',
  eps: 1e-5,
});

/** pixel_values[B,3,224,224] → image_embeds[B,512], as CLIPVisionModelWithProjection. */
export function clipVisionOnnx(s: VisionSpec, rng: Rng): Uint8Array {
  const q = new QuantizedGraph('clip_vision_full_size', rng);
  q.g.input('pixel_values', FLOAT, ['batch_size', s.channels, s.imageSize, s.imageSize]);
  q.g.output('image_embeds', FLOAT, ['batch_size', s.projection]);
  const patches = q.patchConv('pixel_values', 'vision_model.embeddings.patch_embedding', s.channels, s.width, s.patch);
  const tokens = q.node('Transpose', [q.node('Reshape', [patches, q.ints([0, s.width, -1])])], { perm: [0, 2, 1] });
  const cls = q.floatParam('vision_model.embeddings.class_embedding.weight', [1, 1, s.width]);
  const clsRows = q.node('Expand', [cls, q.node('Concat', [q.dim('pixel_values', 0, false), q.ints([1, s.width])], { axis: 0 })]);
  const positions = (s.imageSize / s.patch) ** 2 + 1;
  const pos = q.floatParam('vision_model.embeddings.position_embedding.weight', [positions, s.width]);
  const x = q.node('Add', [q.node('Concat', [clsRows, tokens], { axis: 1 }), pos]);
  const h = q.encoder(q.layerNorm(x, 'vision_model.pre_layrnorm', s.width, 1e-5), 'vision_model.encoder', clipEncoder(s), null);
  const pooled = q.layerNorm(q.node('Gather', [h, q.ints([0], true)], { axis: 1 }), 'vision_model.post_layernorm', s.width, 1e-5);
  const out = q.linear(pooled, 'visual_projection', s.width, s.projection, false);
  q.g.node('Identity', [out], ['image_embeds']);
  return q.g.encode();
}

/** input_ids, attention_mask int64[B,T] → text_embeds[B,512], as CLIPTextModelWithProjection (causal, pooled at end-of-text). */
export function clipTextOnnx(s: ClipTextSpec, rng: Rng): Uint8Array {
  const q = new QuantizedGraph('clip_text_full_size', rng);
  q.g.input('input_ids', INT64, ['batch_size', 'sequence_length']);
  q.g.input('attention_mask', INT64, ['batch_size', 'sequence_length']);
  q.g.output('text_embeds', FLOAT, ['batch_size', s.projection]);
  const tokens = q.embedding('input_ids', 'text_model.embeddings.token_embedding', s.vocab, s.width);
  const posTable = q.floatParam('text_model.embeddings.position_embedding.weight', [s.context, s.width]);
  const pos = q.node('Slice', [posTable, q.ints([0]), q.dim('input_ids', 1, false), q.ints([0])]);
  const mask = q.node('Add', [q.causalMask(q.dim('input_ids', 1, true)), q.paddingMask('attention_mask')]);
  const h = q.encoder(q.node('Add', [tokens, pos]), 'text_model.encoder', clipEncoder(s), mask);
  const final = q.layerNorm(h, 'text_model.final_layer_norm', s.width, 1e-5);
  const out = q.linear(q.atArgMax(final, 'input_ids'), 'text_projection', s.width, s.projection, false);
  q.g.node('Identity', [out], ['text_embeds']);
  return q.g.encode();
}

/** input_ids, attention_mask, token_type_ids int64[B,T] → last_hidden_state[B,T,384], as BertModel. */
export function bertOnnx(s: BertSpec, rng: Rng): Uint8Array {
  const q = new QuantizedGraph('minilm_full_size', rng);
  for (const name of ['input_ids', 'attention_mask', 'token_type_ids']) q.g.input(name, INT64, ['batch_size', 'sequence_length']);
  q.g.output('last_hidden_state', FLOAT, ['batch_size', 'sequence_length', s.width]);
  const words = q.embedding('input_ids', 'embeddings.word_embeddings', s.vocab, s.width);
  const posTable = q.floatParam('embeddings.position_embeddings.weight', [s.maxPositions, s.width]);
  const pos = q.node('Slice', [posTable, q.ints([0]), q.dim('input_ids', 1, false), q.ints([0])]);
  const types = q.node('Gather', [q.floatParam('embeddings.token_type_embeddings.weight', [s.typeVocab, s.width]), 'token_type_ids'], { axis: 0 });
  const x = q.layerNorm(q.node('Add', [q.node('Add', [words, pos]), types]), 'embeddings.LayerNorm', s.width, 1e-12);
  const shape: EncoderShape = { width: s.width, layers: s.layers, heads: s.heads, intermediate: s.intermediate, activation: 'gelu', norm: 'post', eps: 1e-12 };
  const h = q.encoder(x, 'encoder', shape, q.paddingMask('attention_mask'));
  q.g.node('Identity', [h], ['last_hidden_state']);
  return q.g.encode();
}

export interface FullSizeModels {
  clipDir: string;
  textDir: string;
  whisperPath: string;
}

export interface FullSizeModelOptions {
  seed?: number;
  /** Text tokens whisper decodes per window (default 25: about what a real decode of the 11 s JFK clip emits, 22 words + 3 punctuation marks). */
  speechTextTokens?: number;
}

/** Writes the three models under `outDir`, skipping any already there (a finished file is written last, under its final name). */
export async function makeFullSizeModels(outDir: string, options: FullSizeModelOptions = {}): Promise<FullSizeModels> {
  const seed = options.seed ?? DEFAULT_SEED;
  const speechTextTokens = options.speechTextTokens ?? 25;
  const clipDir = await makeFullSizeClip(outDir, seed);
  const textDir = path.join(outDir, 'minilm-l6');
  // The steering is in the name so a cached file is never reused with a different path length.
  const whisperPath = path.join(outDir, `ggml-base.en.steer${speechTextTokens}.bin`);
  await writeMiniLm(textDir, mulberry32(seed + 1));
  if (!(await exists(whisperPath))) {
    await makeWhisperModel(`${whisperPath}.partial`, BASE_EN_WHISPER_HPARAMS, { steerTextTokens: speechTextTokens });
    await rename(`${whisperPath}.partial`, whisperPath);
  }
  return { clipDir, textDir, whisperPath };
}

const DEFAULT_SEED = 20240512;

/** Only the CLIP ViT-B/32 folder (image and text towers), under `outDir` as makeFullSizeModels puts it; its path. */
export async function makeFullSizeClip(outDir: string, seed = DEFAULT_SEED): Promise<string> {
  const clipDir = path.join(outDir, 'clip-vit-b32');
  await writeClip(clipDir, mulberry32(seed));
  return clipDir;
}

async function writeClip(dir: string, rng: Rng): Promise<void> {
  const vision = path.join(dir, 'onnx', 'vision_model_quantized.onnx');
  const text = path.join(dir, 'onnx', 'text_model_quantized.onnx');
  if ((await exists(vision)) && (await exists(text))) return;
  await mkdir(path.join(dir, 'onnx'), { recursive: true });
  const { tokenizer, vocabSize, bosId, eosId } = clipTokenizer(CLIP_TEXT_B32.vocab);
  const v = VIT_B32;
  const t = CLIP_TEXT_B32;
  await writeJson(path.join(dir, 'config.json'), {
    _name_or_path: 'mnemo/clip-vit-b32-random',
    architectures: ['CLIPModel'],
    model_type: 'clip',
    projection_dim: v.projection,
    logit_scale_init_value: 2.6592,
    text_config: {
      model_type: 'clip_text_model',
      vocab_size: vocabSize,
      hidden_size: t.width,
      intermediate_size: t.intermediate,
      num_attention_heads: t.heads,
      num_hidden_layers: t.layers,
      max_position_embeddings: t.context,
      hidden_act: 'quick_gelu',
      projection_dim: t.projection,
      bos_token_id: bosId,
      eos_token_id: eosId,
      pad_token_id: 1,
    },
    vision_config: {
      model_type: 'clip_vision_model',
      image_size: v.imageSize,
      patch_size: v.patch,
      hidden_size: v.width,
      intermediate_size: v.intermediate,
      num_attention_heads: v.heads,
      num_hidden_layers: v.layers,
      num_channels: v.channels,
      hidden_act: 'quick_gelu',
      projection_dim: v.projection,
    },
    transformers_version: '4.40.0',
  });
  await writeJson(path.join(dir, 'preprocessor_config.json'), clipPreprocessorConfig(v.imageSize));
  await writeJson(path.join(dir, 'tokenizer.json'), tokenizer);
  await writeJson(path.join(dir, 'tokenizer_config.json'), clipTokenizerConfig(t.context));
  await writeAtomically(vision, clipVisionOnnx(v, rng));
  await writeAtomically(text, clipTextOnnx(t, rng));
}

async function writeMiniLm(dir: string, rng: Rng): Promise<void> {
  const model = path.join(dir, 'onnx', 'model_quantized.onnx');
  if (await exists(model)) return;
  await mkdir(path.join(dir, 'onnx'), { recursive: true });
  const s = MINILM_L6;
  const { tokenizer, vocabSize } = wordPieceTokenizer(s.vocab);
  await writeJson(path.join(dir, 'config.json'), {
    _name_or_path: 'mnemo/minilm-l6-random',
    architectures: ['BertModel'],
    model_type: 'bert',
    attention_probs_dropout_prob: 0.1,
    hidden_act: 'gelu',
    hidden_dropout_prob: 0.1,
    hidden_size: s.width,
    initializer_range: 0.02,
    intermediate_size: s.intermediate,
    layer_norm_eps: 1e-12,
    max_position_embeddings: s.maxPositions,
    num_attention_heads: s.heads,
    num_hidden_layers: s.layers,
    pad_token_id: 0,
    position_embedding_type: 'absolute',
    type_vocab_size: s.typeVocab,
    vocab_size: vocabSize,
    transformers_version: '4.40.0',
  });
  await writeJson(path.join(dir, 'tokenizer.json'), tokenizer);
  await writeJson(path.join(dir, 'tokenizer_config.json'), bertTokenizerConfig(s.maxPositions));
  await writeAtomically(model, bertOnnx(s, rng));
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await writeFile(`${file}.partial`, bytes);
  await rename(`${file}.partial`, file);
}


if (invokedDirectly(import.meta.url)) {
  const outDir = process.argv[2];
  if (!outDir) {
    process.stderr.write('usage: npx tsx scripts/make-full-size-models.ts <outDir>\n');
    process.exit(2);
  }
  const started = Date.now();
  const models = await makeFullSizeModels(path.resolve(outDir));
  process.stdout.write(`${Object.values(models).join('\n')}\nin ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
