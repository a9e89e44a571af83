/**
 * Transformer building blocks for ONNX stand-ins of real models, written as the real 8-bit exports
 * are (Xenova's `*_quantized.onnx`, made by onnxruntime's `quantize_dynamic`): every weight matrix
 * is uint8 with a per-tensor scale and zero point, each input to a linear layer is quantized at run
 * time (DynamicQuantizeLinear → MatMulInteger / ConvInteger → Cast → Mul by the two scales → Add the
 * float bias), embedding tables are uint8 and dequantized after the Gather, LayerNorm parameters and
 * biases stay float32. The activation × activation products of attention stay float, as in those
 * exports. So a graph of the real sizes does the real work per inference and holds the real bytes.
 *
 * Parameters are named `….weight` / `….bias` (quantization scales `….weight_scale`, zero points
 * `….weight_zero_point`, helper constants `const.…`), so parameterCount() can count them from a graph.
 */
import onnxProto from 'onnx-proto';
import { GraphBuilder } from './onnx-graph';
import type { Rng } from './seeded-random';

const { onnx } = onnxProto;
export const FLOAT = onnx.TensorProto.DataType.FLOAT;
export const INT64 = onnx.TensorProto.DataType.INT64;
const INT32 = onnx.TensorProto.DataType.INT32;

export interface EncoderShape {
  width: number;
  layers: number;
  heads: number;
  intermediate: number;
  /** CLIP: quick_gelu, x·σ(1.702x); BERT: the exact gelu, ½x(1 + erf(x/√2)). */
  activation: 'quick_gelu' | 'gelu';
  /** CLIP normalises before each block (pre-LN), BERT after the residual (post-LN). */
  norm: 'pre' | 'post';
  eps: number;
}

/** HF's initializer_range: weights of this spread keep a randomly initialised transformer's activations finite. */
const WEIGHT_STD = 0.02;

/** A GraphBuilder plus the seeded weights and the quantized-op patterns above. */
export class QuantizedGraph {
  readonly g: GraphBuilder;
  private n = 0;
  private readonly quantizedInputs = new Map<string, [string, string, string]>();
  private readonly consts = new Map<string, string>();

  constructor(
    name: string,
    private readonly rng: Rng,
  ) {
    this.g = new GraphBuilder(name, { opset: 17, producerName: 'mnemo-make-full-size-models' });
  }

  /** A fresh intermediate value name. */
  tmp(hint: string): string {
    return `${hint}_${this.n++}`;
  }

  node(op: string, inputs: string[], attrs: Parameters<GraphBuilder['node']>[3] = {}, hint = op.toLowerCase()): string {
    const out = this.tmp(hint);
    this.g.node(op, inputs, [out], attrs);
    return out;
  }

  /** An int64 constant (shapes, axes); scalar when `scalar`. */
  ints(values: number[], scalar = false): string {
    const key = `i${scalar ? 's' : ''}:${values.join(',')}`;
    let name = this.consts.get(key);
    if (!name) {
      name = `const.${this.consts.size}`;
      this.g.int64Init(name, scalar ? [] : [values.length], values.map(BigInt));
      this.consts.set(key, name);
    }
    return name;
  }

  /** A float scalar constant. */
  float(value: number): string {
    const key = `f:${value}`;
    let name = this.consts.get(key);
    if (!name) {
      name = `const.${this.consts.size}`;
      this.g.floatInit(name, [], [value]);
      this.consts.set(key, name);
    }
    return name;
  }

  /** A float32 parameter: random (std 0.02), ones or zeros. */
  floatParam(name: string, dims: number[], init: 'random' | 'ones' | 'zeros' = 'random'): string {
    const n = dims.reduce((a, b) => a * b, 1);
    const values = new Float32Array(n);
    if (init === 'ones') values.fill(1);
    else if (init === 'random') for (let i = 0; i < n; i++) values[i] = (this.rng() * 2 - 1) * WEIGHT_STD * Math.sqrt(3);
    this.g.floatInit(name, dims, values);
    return name;
  }

  /** A uint8 weight with its scale and zero point: uniform codes around 128, dequantizing to std 0.02. */
  quantizedParam(name: string, dims: number[]): { weight: string; scale: string; zeroPoint: string } {
    const n = dims.reduce((a, b) => a * b, 1);
    const codes = new Uint8Array(n);
    for (let i = 0; i < n; i++) codes[i] = 1 + Math.floor(this.rng() * 255);
    this.g.uint8Init(name, dims, codes);
    // Codes are uniform in 1…255 around 128 (std ≈ 73.6): this scale makes the weights' std 0.02.
    this.g.floatInit(`${name}_scale`, [], [WEIGHT_STD / 73.6]);
    this.g.uint8Init(`${name}_zero_point`, [], Uint8Array.of(128));
    return { weight: name, scale: `${name}_scale`, zeroPoint: `${name}_zero_point` };
  }

  /** DynamicQuantizeLinear of `x`, once per value (as quantize_dynamic shares it between Q, K and V). */
  private quantizeInput(x: string): [string, string, string] {
    let q = this.quantizedInputs.get(x);
    if (!q) {
      q = [this.tmp(`${x}_q`), this.tmp(`${x}_scale`), this.tmp(`${x}_zp`)];
      this.g.node('DynamicQuantizeLinear', [x], q);
      this.quantizedInputs.set(x, q);
    }
    return q;
  }

  /** x[…, inDim] · W[inDim, outDim] (+ b), with W uint8. */
  linear(x: string, name: string, inDim: number, outDim: number, bias = true): string {
    const w = this.quantizedParam(`${name}.weight`, [inDim, outDim]);
    const [xq, xs, xzp] = this.quantizeInput(x);
    const product = this.node('MatMulInteger', [xq, w.weight, xzp, w.zeroPoint], {}, 'mmi');
    return this.rescale(product, xs, w.scale, bias ? this.floatParam(`${name}.bias`, [outDim]) : null);
  }

  /** Conv with a uint8 kernel [out, in, k, k], stride k, no padding (a ViT's patch embedding). */
  patchConv(x: string, name: string, channelsIn: number, channelsOut: number, patch: number): string {
    const w = this.quantizedParam(`${name}.weight`, [channelsOut, channelsIn, patch, patch]);
    const [xq, xs, xzp] = this.quantizeInput(x);
    const product = this.node('ConvInteger', [xq, w.weight, xzp, w.zeroPoint], { kernel_shape: [patch, patch], strides: [patch, patch] }, 'convi');
    return this.rescale(product, xs, w.scale, null);
  }

  private rescale(int32: string, xScale: string, wScale: string, bias: string | null): string {
    const asFloat = this.node('Cast', [int32], { to: FLOAT });
    const scale = this.node('Mul', [xScale, wScale]);
    const y = this.node('Mul', [asFloat, scale]);
    return bias ? this.node('Add', [y, bias]) : y;
  }

  /** Rows of a uint8 embedding table [rows, width], dequantized. */
  embedding(ids: string, name: string, rows: number, width: number): string {
    const w = this.quantizedParam(`${name}.weight`, [rows, width]);
    const gathered = this.node('Gather', [w.weight, ids], { axis: 0 });
    return this.node('DequantizeLinear', [gathered, w.scale, w.zeroPoint]);
  }

  layerNorm(x: string, name: string, width: number, eps: number): string {
    const gamma = this.floatParam(`${name}.weight`, [width], 'ones');
    const beta = this.floatParam(`${name}.bias`, [width], 'zeros');
    return this.node('LayerNormalization', [x, gamma, beta], { axis: -1, epsilon: { f: eps } });
  }

  /** Multi-head self-attention over x[B,T,W]; `mask` (additive, broadcast to [B,H,T,T]) or null. */
  attention(x: string, name: string, shape: EncoderShape, mask: string | null): string {
    const { width, heads } = shape;
    const headDim = width / heads;
    const split = this.ints([0, 0, heads, headDim]);
    const q = this.node('Transpose', [this.node('Reshape', [this.linear(x, `${name}.q_proj`, width, width), split])], { perm: [0, 2, 1, 3] });
    const k = this.node('Transpose', [this.node('Reshape', [this.linear(x, `${name}.k_proj`, width, width), split])], { perm: [0, 2, 3, 1] });
    const v = this.node('Transpose', [this.node('Reshape', [this.linear(x, `${name}.v_proj`, width, width), split])], { perm: [0, 2, 1, 3] });
    const scores = this.node('Mul', [this.node('MatMul', [q, k]), this.float(1 / Math.sqrt(headDim))]);
    const probs = this.node('Softmax', [mask ? this.node('Add', [scores, mask]) : scores], { axis: -1 });
    const context = this.node('Transpose', [this.node('MatMul', [probs, v])], { perm: [0, 2, 1, 3] });
    const merged = this.node('Reshape', [context, this.ints([0, 0, width])]);
    return this.linear(merged, `${name}.out_proj`, width, width);
  }

  mlp(x: string, name: string, shape: EncoderShape): string {
    const h = this.linear(x, `${name}.fc1`, shape.width, shape.intermediate);
    let act: string;
    if (shape.activation === 'quick_gelu') {
      act = this.node('Mul', [h, this.node('Sigmoid', [this.node('Mul', [h, this.float(1.702)])])]);
    } else {
      const erf = this.node('Erf', [this.node('Div', [h, this.float(Math.SQRT2)])]);
      act = this.node('Mul', [this.node('Mul', [h, this.node('Add', [erf, this.float(1)])]), this.float(0.5)]);
    }
    return this.linear(act, `${name}.fc2`, shape.intermediate, shape.width);
  }

  /** `shape.layers` encoder blocks over x[B,T,W]. */
  encoder(x: string, name: string, shape: EncoderShape, mask: string | null): string {
    let h = x;
    for (let i = 0; i < shape.layers; i++) {
      const p = `${name}.layers.${i}`;
      if (shape.norm === 'pre') {
        h = this.node('Add', [h, this.attention(this.layerNorm(h, `${p}.layer_norm1`, shape.width, shape.eps), `${p}.self_attn`, shape, mask)]);
        h = this.node('Add', [h, this.mlp(this.layerNorm(h, `${p}.layer_norm2`, shape.width, shape.eps), `${p}.mlp`, shape)]);
      } else {
        h = this.layerNorm(this.node('Add', [h, this.attention(h, `${p}.attention`, shape, mask)]), `${p}.attention_norm`, shape.width, shape.eps);
        h = this.layerNorm(this.node('Add', [h, this.mlp(h, `${p}.mlp`, shape)]), `${p}.output_norm`, shape.width, shape.eps);
      }
    }
    return h;
  }

  /** Additive padding mask [B,1,1,T] from attention_mask[B,T] (0 where attended, −1e9 on padding). */
  paddingMask(attentionMask: string): string {
    const m = this.node('Cast', [attentionMask], { to: FLOAT });
    const blocked = this.node('Sub', [this.float(1), m]);
    return this.node('Unsqueeze', [this.node('Mul', [blocked, this.float(-1e9)]), this.ints([1, 2])]);
  }

  /** Additive causal mask [T,T] for a sequence of `seqLen` (an int64 scalar): −1e9 above the diagonal. */
  causalMask(seqLen: string): string {
    const r = this.node('Range', [this.ints([0], true), seqLen, this.ints([1], true)]);
    const later = this.node('Greater', [this.node('Unsqueeze', [r, this.ints([0])]), this.node('Unsqueeze', [r, this.ints([1])])]);
    return this.node('Mul', [this.node('Cast', [later], { to: FLOAT }), this.float(-1e9)]);
  }

  /** Dimension `axis` of x's shape: as a scalar, or as a 1-element tensor. */
  dim(x: string, axis: number, scalar: boolean): string {
    const shape = this.node('Shape', [x]);
    return scalar ? this.node('Gather', [shape, this.ints([axis], true)], { axis: 0 }) : this.node('Slice', [shape, this.ints([axis]), this.ints([axis + 1]), this.ints([0])]);
  }

  /** Per row, the vector at the position of the largest id (CLIP's end-of-text token has the largest id). */
  atArgMax(hidden: string, ids: string): string {
    const position = this.node('ArgMax', [this.node('Cast', [ids], { to: INT32 })], { axis: -1, keepdims: 0 });
    const oneHot = this.node('OneHot', [position, this.dim(ids, 1, true), this.floatPair()], { axis: -1 });
    const picked = this.node('MatMul', [this.node('Unsqueeze', [oneHot, this.ints([1])]), hidden]);
    return this.node('Squeeze', [picked, this.ints([1])]);
  }

  private floatPair(): string {
    const name = 'const.onehot_values';
    if (!this.consts.has(name)) {
      this.g.floatInit(name, [2], [0, 1]);
      this.consts.set(name, name);
    }
    return name;
  }
}

/** Elements of the parameters (`….weight`, `….bias`) in an encoded ONNX model. */
export function parameterCount(model: Uint8Array): number {
  const decoded = onnx.ModelProto.decode(model);
  let total = 0;
  for (const t of decoded.graph?.initializer ?? []) {
    if (!/\.(weight|bias)$/.test(t.name ?? '')) continue;
    total += (t.dims ?? []).reduce<number>((a, d) => a * Number(d), 1);
  }
  return total;
}
