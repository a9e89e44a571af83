/**
 * CenterNet (Human's object detector, MobileNetV3 + CenterNet head, COCO) at a smaller input than
 * the 512×512 it was exported with. The network is fully convolutional; only its export froze the
 * input edge into a few constants: the placeholder and signature shape, the head's three upsampling
 * sizes (edge/16, edge/8, edge/4) and the output grid (edge/4, and its square in a gather). Those are
 * rewritten, topology and weights file alike; every learned weight stays as it is. Human reads the
 * input edge from the signature and scales the boxes by it, so nothing else changes.
 */
import type { GraphModelJson } from './graph-rewrite';

const EXPORTED_EDGE = 512;

interface WeightEntry {
  name: string;
  shape: number[];
  dtype?: string;
  quantization?: { dtype: string };
}

/** The int32 constants that hold the edge, and their value as a function of it. */
const EDGE_CONSTANTS: Record<string, (edge: number) => number[]> = {
  'tower_0/CenternetHead/c5_upsample/up_sampling2d/mul': (e) => [e / 16, e / 16],
  'tower_0/CenternetHead/c4_upsample/up_sampling2d_1/mul': (e) => [e / 8, e / 8],
  'tower_0/CenternetHead/c3_upsample/up_sampling2d_2/mul': (e) => [e / 4, e / 4],
  'tower_0/strided_slice_6': (e) => [e / 4],
  'tower_0/BatchGather/concat': (e) => [(e / 4) ** 2, 4],
};

const BYTES: Record<string, number> = { float32: 4, int32: 4, bool: 1, uint8: 1, uint16: 2, float16: 2 };

/**
 * The model JSON and weights file for CenterNet at `edge`×`edge` (a multiple of 32, the backbone's
 * stride). Throws if the model is not the one these constants were read from.
 */
export function resizeCenterNet(source: GraphModelJson, weights: Uint8Array, edge: number): { model: GraphModelJson; weights: Uint8Array } {
  if (!Number.isInteger(edge / 32) || edge <= 0) throw new Error(`CenterNet input edge must be a multiple of 32, not ${edge}`);
  const model = structuredClone(source);
  const out = new Uint8Array(weights);
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  if (model.weightsManifest.length !== 1 || model.weightsManifest[0]!.paths.length !== 1) throw new Error('CenterNet: expected one weights file');
  let offset = 0;
  const patched = new Set<string>();
  for (const w of model.weightsManifest[0]!.weights as WeightEntry[]) {
    const count = w.shape.reduce((a, b) => a * b, 1);
    const size = BYTES[w.quantization?.dtype ?? w.dtype ?? 'float32'] ?? 4;
    const target = EDGE_CONSTANTS[w.name];
    if (target) {
      const from = target(EXPORTED_EDGE);
      const to = target(edge);
      if ((w.dtype ?? 'float32') !== 'int32' || w.quantization || count !== from.length) throw new Error(`CenterNet: ${w.name} is not the constant expected`);
      from.forEach((value, i) => {
        if (view.getInt32(offset + 4 * i, true) !== value) throw new Error(`CenterNet: ${w.name} holds another value than expected`);
        view.setInt32(offset + 4 * i, to[i]!, true);
      });
      patched.add(w.name);
    }
    offset += count * size;
  }
  if (offset !== weights.byteLength || patched.size !== Object.keys(EDGE_CONSTANTS).length) throw new Error('CenterNet: weights file does not match its manifest');
  const setShape = (shape: { dim?: Array<{ size: string }> } | undefined) => {
    const dim = shape?.dim;
    if (!dim || dim.length !== 4 || dim[1]?.size !== String(EXPORTED_EDGE) || dim[2]?.size !== String(EXPORTED_EDGE)) throw new Error('CenterNet: unexpected input shape');
    dim[1] = { size: String(edge) };
    dim[2] = { size: String(edge) };
  };
  const placeholder = model.modelTopology.node.find((n) => n.op === 'Placeholder');
  setShape((placeholder?.attr as { shape?: { shape?: { dim?: Array<{ size: string }> } } } | undefined)?.shape?.shape);
  const signature = model.signature as { inputs?: Record<string, { tensorShape?: { dim?: Array<{ size: string }> } }> } | undefined;
  const inputs = Object.values(signature?.inputs ?? {});
  if (inputs.length !== 1) throw new Error('CenterNet: expected one signature input');
  setShape(inputs[0]!.tensorShape);
  return { model, weights: out };
}
