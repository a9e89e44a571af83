/**
 * Tiny stand-ins for the real default models, with the same file layout, input/output names, dtypes
 * and shapes, so the production loading and inference code runs in tests on machines that cannot
 * download weights.
 *
 *   clip-tiny/    like Xenova/clip-vit-base-patch32
 *     config.json (model_type clip), preprocessor_config.json, tokenizer.json (byte-level BPE),
 *     tokenizer_config.json (CLIPTokenizer), onnx/{vision,text}_model{,_quantized}.onnx
 *       vision: pixel_values float32[B,3,224,224] → image_embeds float32[B,D]
 *       text:   input_ids int64[B,T], attention_mask int64[B,T] → text_embeds float32[B,D]
 *   minilm-tiny/  like Xenova/all-MiniLM-L6-v2
 *     config.json (model_type bert), tokenizer.json (WordPiece), tokenizer_config.json (BertTokenizer),
 *     onnx/model{,_quantized}.onnx
 *       input_ids, attention_mask, token_type_ids int64[B,T] → last_hidden_state float32[B,T,H]
 *
 * Weights are random with a fixed seed, so every run writes the same bytes. The graphs are small but
 * not trivial: the image model pools 16×16 blocks and projects them (different pictures → different
 * vectors), the text models embed tokens and mix in a masked mean over the sequence (so padding
 * must be masked, and texts sharing words land closer together). Outputs are not normalised, as the
 * real models' are not.
 *
 * Usage: npx tsx scripts/make-tiny-models.ts <outDir>
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { invokedDirectly, writeJson } from './support/script-files';
import onnxProto from 'onnx-proto';
import { GraphBuilder } from './support/onnx-graph';
import { mulberry32, type Rng } from './support/seeded-random';
import { clipPreprocessorConfig } from './support/clip-preprocessor';
import { bertTokenizerConfig, clipTokenizer, clipTokenizerConfig, wordPieceTokenizer } from './support/tokenizers';

const { onnx } = onnxProto;

export interface TinyModelOptions {
  /** CLIP projection size (image_embeds / text_embeds width). */
  clipDim?: number;
  /** MiniLM hidden size (last_hidden_state width). */
  textDim?: number;
  seed?: number;
}

export interface TinyModels {
  clipDir: string;
  textDir: string;
}

export async function makeTinyModels(outDir: string, options: TinyModelOptions = {}): Promise<TinyModels> {
  const clipDim = options.clipDim ?? 32;
  const textDim = options.textDim ?? 24;
  const rng = mulberry32(options.seed ?? 20240511);
  const clipDir = path.join(outDir, 'clip-tiny');
  const textDir = path.join(outDir, 'minilm-tiny');
  await writeClip(clipDir, clipDim, rng);
  await writeMiniLm(textDir, textDim, rng);
  return { clipDir, textDir };
}

// ---------------------------------------------------------------------------------------------
// CLIP

async function writeClip(dir: string, dim: number, rng: Rng): Promise<void> {
  const { tokenizer, vocabSize, bosId, eosId } = clipTokenizer();
  const visionHidden = 64;
  const textHidden = 48;
  await mkdir(path.join(dir, 'onnx'), { recursive: true });
  await writeJson(path.join(dir, 'config.json'), {
    _name_or_path: 'mnemo/clip-tiny',
    architectures: ['CLIPModel'],
    model_type: 'clip',
    projection_dim: dim,
    logit_scale_init_value: 2.6592,
    text_config: {
      model_type: 'clip_text_model',
      vocab_size: vocabSize,
      hidden_size: textHidden,
      intermediate_size: textHidden * 4,
      num_attention_heads: 4,
      num_hidden_layers: 1,
      max_position_embeddings: 77,
      projection_dim: dim,
      bos_token_id: bosId,
      eos_token_id: eosId,
      pad_token_id: eosId,
    },
    vision_config: {
      model_type: 'clip_vision_model',
      image_size: 224,
      patch_size: 32,
      hidden_size: visionHidden,
      intermediate_size: visionHidden * 4,
      num_attention_heads: 4,
      num_hidden_layers: 1,
      num_channels: 3,
      projection_dim: dim,
    },
    transformers_version: '4.40.0',
  });
  await writeJson(path.join(dir, 'preprocessor_config.json'), clipPreprocessorConfig(224));
  await writeJson(path.join(dir, 'tokenizer.json'), tokenizer);
  await writeJson(path.join(dir, 'tokenizer_config.json'), clipTokenizerConfig(77));

  const vision = clipVisionGraph(dim, visionHidden, rng);
  const text = clipTextGraph(dim, textHidden, vocabSize, rng);
  for (const suffix of ['', '_quantized']) {
    await writeFile(path.join(dir, 'onnx', `vision_model${suffix}.onnx`), vision);
    await writeFile(path.join(dir, 'onnx', `text_model${suffix}.onnx`), text);
  }
}

/** pixel_values[B,3,224,224] → 16×16 average pool → [B,588] → tanh(·W1+b1) → ·W2 → image_embeds[B,D]. */
function clipVisionGraph(dim: number, hidden: number, rng: Rng): Uint8Array {
  const pooled = 3 * 14 * 14;
  const g = new GraphBuilder('clip_tiny_vision');
  g.input('pixel_values', onnx.TensorProto.DataType.FLOAT, ['batch_size', 3, 224, 224]);
  g.output('image_embeds', onnx.TensorProto.DataType.FLOAT, ['batch_size', dim]);
  g.floatInit('w1', [pooled, hidden], gaussian(rng, pooled * hidden, 1.5 / Math.sqrt(pooled)));
  g.floatInit('b1', [hidden], gaussian(rng, hidden, 0.1));
  g.floatInit('w2', [hidden, dim], gaussian(rng, hidden * dim, 1 / Math.sqrt(hidden)));
  g.node('AveragePool', ['pixel_values'], ['pool'], { kernel_shape: [16, 16], strides: [16, 16] });
  g.node('Flatten', ['pool'], ['flat'], { axis: 1 });
  g.node('MatMul', ['flat', 'w1'], ['h1']);
  g.node('Add', ['h1', 'b1'], ['h2']);
  g.node('Tanh', ['h2'], ['h3']);
  g.node('MatMul', ['h3', 'w2'], ['image_embeds']);
  return g.encode();
}

/** Token embeddings, masked mean over the sequence, tanh, projection → text_embeds[B,D]. */
function clipTextGraph(dim: number, hidden: number, vocabSize: number, rng: Rng): Uint8Array {
  const g = new GraphBuilder('clip_tiny_text');
  g.input('input_ids', onnx.TensorProto.DataType.INT64, ['batch_size', 'sequence_length']);
  g.input('attention_mask', onnx.TensorProto.DataType.INT64, ['batch_size', 'sequence_length']);
  g.output('text_embeds', onnx.TensorProto.DataType.FLOAT, ['batch_size', dim]);
  g.floatInit('tok_emb', [vocabSize, hidden], gaussian(rng, vocabSize * hidden, 1));
  g.floatInit('proj', [hidden, dim], gaussian(rng, hidden * dim, 1 / Math.sqrt(hidden)));
  g.int64Init('axis1', [1], [1n]);
  g.int64Init('axis2', [1], [2n]);
  g.node('Gather', ['tok_emb', 'input_ids'], ['emb'], { axis: 0 });
  maskedMean(g, 'emb', 'attention_mask', 'mean');
  g.node('Tanh', ['mean'], ['act']);
  g.node('MatMul', ['act', 'proj'], ['text_embeds']);
  return g.encode();
}

/** out[B,H] = Σ_t x[B,t,H]·mask[B,t] / Σ_t mask[B,t]; needs int64 initialisers axis1=[1], axis2=[2]. */
function maskedMean(g: GraphBuilder, x: string, mask: string, out: string): void {
  g.node('Cast', [mask], [`${out}_maskf`], { to: onnx.TensorProto.DataType.FLOAT });
  g.node('Unsqueeze', [`${out}_maskf`, 'axis2'], [`${out}_mask3`]);
  g.node('Mul', [x, `${out}_mask3`], [`${out}_masked`]);
  g.node('ReduceSum', [`${out}_masked`, 'axis1'], [`${out}_sum`], { keepdims: 0 });
  g.node('ReduceSum', [`${out}_mask3`, 'axis1'], [`${out}_count`], { keepdims: 0 });
  g.node('Div', [`${out}_sum`, `${out}_count`], [out]);
}


// ---------------------------------------------------------------------------------------------
// MiniLM (BERT-like feature extraction)

async function writeMiniLm(dir: string, hidden: number, rng: Rng): Promise<void> {
  const { tokenizer, vocabSize } = wordPieceTokenizer();
  const maxPositions = 512;
  await mkdir(path.join(dir, 'onnx'), { recursive: true });
  await writeJson(path.join(dir, 'config.json'), {
    _name_or_path: 'mnemo/minilm-tiny',
    architectures: ['BertModel'],
    model_type: 'bert',
    attention_probs_dropout_prob: 0.1,
    hidden_act: 'gelu',
    hidden_dropout_prob: 0.1,
    hidden_size: hidden,
    initializer_range: 0.02,
    intermediate_size: hidden * 4,
    layer_norm_eps: 1e-12,
    max_position_embeddings: maxPositions,
    num_attention_heads: 4,
    num_hidden_layers: 1,
    pad_token_id: 0,
    position_embedding_type: 'absolute',
    type_vocab_size: 2,
    vocab_size: vocabSize,
    transformers_version: '4.40.0',
  });
  await writeJson(path.join(dir, 'tokenizer.json'), tokenizer);
  await writeJson(path.join(dir, 'tokenizer_config.json'), bertTokenizerConfig(512));
  const model = miniLmGraph(hidden, vocabSize, maxPositions, rng);
  await writeFile(path.join(dir, 'onnx', 'model.onnx'), model);
  await writeFile(path.join(dir, 'onnx', 'model_quantized.onnx'), model);
}

/**
 * x = tok[ids] + type[token_type_ids] + pos[0:T] + ½·maskedMean(tok[ids]);
 * last_hidden_state = tanh(x·W + b). Padded positions get (meaningless) values, as in a real BERT.
 */
function miniLmGraph(hidden: number, vocabSize: number, maxPositions: number, rng: Rng): Uint8Array {
  const g = new GraphBuilder('minilm_tiny');
  for (const name of ['input_ids', 'attention_mask', 'token_type_ids']) {
    g.input(name, onnx.TensorProto.DataType.INT64, ['batch_size', 'sequence_length']);
  }
  g.output('last_hidden_state', onnx.TensorProto.DataType.FLOAT, ['batch_size', 'sequence_length', hidden]);
  g.floatInit('tok_emb', [vocabSize, hidden], gaussian(rng, vocabSize * hidden, 1));
  g.floatInit('type_emb', [2, hidden], gaussian(rng, 2 * hidden, 0.05));
  g.floatInit('pos_emb', [maxPositions, hidden], gaussian(rng, maxPositions * hidden, 0.05));
  g.floatInit('w', [hidden, hidden], gaussian(rng, hidden * hidden, 1 / Math.sqrt(hidden)));
  g.floatInit('b', [hidden], gaussian(rng, hidden, 0.05));
  g.floatInit('half', [], [0.5]);
  g.int64Init('axis0', [1], [0n]);
  g.int64Init('axis1', [1], [1n]);
  g.int64Init('axis2', [1], [2n]);
  g.int64Init('one', [1], [1n]);
  g.int64Init('two', [1], [2n]);
  g.int64Init('zero', [1], [0n]);
  g.node('Gather', ['tok_emb', 'input_ids'], ['tok'], { axis: 0 });
  g.node('Gather', ['type_emb', 'token_type_ids'], ['typ'], { axis: 0 });
  g.node('Shape', ['input_ids'], ['ids_shape']);
  g.node('Slice', ['ids_shape', 'one', 'two', 'axis0'], ['seq_len']);
  g.node('Slice', ['pos_emb', 'zero', 'seq_len', 'axis0'], ['pos']);
  maskedMean(g, 'tok', 'attention_mask', 'ctx');
  g.node('Mul', ['ctx', 'half'], ['ctx_half']);
  g.node('Unsqueeze', ['ctx_half', 'axis1'], ['ctx3']);
  g.node('Add', ['tok', 'typ'], ['x1']);
  g.node('Add', ['x1', 'pos'], ['x2']);
  g.node('Add', ['x2', 'ctx3'], ['x3']);
  g.node('MatMul', ['x3', 'w'], ['x4']);
  g.node('Add', ['x4', 'b'], ['x5']);
  g.node('Tanh', ['x5'], ['last_hidden_state']);
  return g.encode();
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

function gaussian(rng: Rng, n: number, scale: number): Float32Array {
  const out = new Float32Array(n);
  for (let i = 0; i < n; i += 2) {
    const u = Math.max(rng(), 1e-12);
    const v = rng();
    const r = Math.sqrt(-2 * Math.log(u)) * scale;
    out[i] = r * Math.cos(2 * Math.PI * v);
    if (i + 1 < n) out[i + 1] = r * Math.sin(2 * Math.PI * v);
  }
  return out;
}


// ---------------------------------------------------------------------------------------------

if (invokedDirectly(import.meta.url)) {
  const outDir = process.argv[2];
  if (!outDir) {
    process.stderr.write('usage: npx tsx scripts/make-tiny-models.ts <outDir>\n');
    process.exit(2);
  }
  const { clipDir, textDir } = await makeTinyModels(path.resolve(outDir));
  process.stdout.write(`${clipDir}\n${textDir}\n`);
}
