import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resizeCenterNet } from '../electron/engine/perception/vision/centernet-size';
import type { GraphModelJson } from '../electron/engine/perception/vision/graph-rewrite';
import { findHumanDir } from '../electron/engine/perception/vision/vision-worker';

const models = path.join(findHumanDir(), 'models');
const json = () => JSON.parse(readFileSync(path.join(models, 'centernet.json'), 'utf8')) as GraphModelJson;
const bin = readFileSync(path.join(models, 'centernet.bin'));

/** The int32 values of a named weight, found by walking the manifest as tfjs does. */
function int32s(model: GraphModelJson, weights: Uint8Array, name: string): number[] {
  const bytes: Record<string, number> = { float32: 4, int32: 4, float16: 2, uint8: 1, uint16: 2 };
  let offset = 0;
  for (const w of model.weightsManifest[0]!.weights as Array<{ name: string; shape: number[]; dtype?: string; quantization?: { dtype: string } }>) {
    const count = w.shape.reduce((a, b) => a * b, 1);
    if (w.name === name) return Array.from({ length: count }, (_, i) => new DataView(weights.buffer, weights.byteOffset).getInt32(offset + 4 * i, true));
    offset += count * bytes[w.quantization?.dtype ?? w.dtype ?? 'float32']!;
  }
  throw new Error(`no weight ${name}`);
}

const inputDims = (model: GraphModelJson) => {
  const placeholder = model.modelTopology.node.find((n) => n.op === 'Placeholder')!;
  const shape = (placeholder.attr as { shape: { shape: { dim: Array<{ size: string }> } } }).shape.shape.dim.map((d) => d.size);
  const signature = Object.values((model.signature as { inputs: Record<string, { tensorShape: { dim: Array<{ size: string }> } }> }).inputs)[0]!.tensorShape.dim.map((d) => d.size);
  return { shape, signature };
};

describe('resizeCenterNet', () => {
  it('writes the new edge into the input shapes, the upsampling sizes and the output grid, and nothing else', () => {
    const source = json();
    const { model, weights } = resizeCenterNet(source, bin, 384);
    expect(inputDims(model)).toEqual({ shape: ['1', '384', '384', '3'], signature: ['1', '384', '384', '3'] });
    expect(inputDims(source).shape).toEqual(['1', '512', '512', '3']); // input untouched
    expect(int32s(model, weights, 'tower_0/CenternetHead/c5_upsample/up_sampling2d/mul')).toEqual([24, 24]);
    expect(int32s(model, weights, 'tower_0/CenternetHead/c4_upsample/up_sampling2d_1/mul')).toEqual([48, 48]);
    expect(int32s(model, weights, 'tower_0/CenternetHead/c3_upsample/up_sampling2d_2/mul')).toEqual([96, 96]);
    expect(int32s(model, weights, 'tower_0/strided_slice_6')).toEqual([96]);
    expect(int32s(model, weights, 'tower_0/BatchGather/concat')).toEqual([96 * 96, 4]);
    expect(int32s(model, weights, 'tower_0/strided_slice_7')).toEqual([80]); // the class count stays
    let changed = 0;
    for (let i = 0; i < bin.length; i++) if (bin[i] !== weights[i]) changed++;
    expect(changed).toBeGreaterThan(0);
    expect(changed).toBeLessThanOrEqual(8 * 4); // eight int32 values at most
    expect(model.modelTopology).toEqual({ ...source.modelTopology, node: model.modelTopology.node });
  });

  it('refuses an edge the backbone cannot take and a model whose constants are not the expected ones', () => {
    expect(() => resizeCenterNet(json(), bin, 400)).toThrow(/multiple of 32/);
    const once = resizeCenterNet(json(), bin, 384);
    expect(() => resizeCenterNet(json(), once.weights, 320)).toThrow(/another value/);
    expect(() => resizeCenterNet(once.model, bin, 320)).toThrow(/input shape/);
    expect(() => resizeCenterNet(json(), bin.subarray(0, bin.length - 4), 320)).toThrow();
  });
});
