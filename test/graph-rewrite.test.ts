import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fuseRelu6, type GraphModelJson } from '../electron/engine/perception/vision/graph-rewrite';
import { findHumanDir } from '../electron/engine/perception/vision/vision-worker';

const scalar = (name: string) => ({ name, op: 'Const', attr: { value: { tensor: { tensorShape: {} } } } });

function graph(extraConsumerOfAdd = false): GraphModelJson {
  return {
    modelTopology: {
      node: [
        { name: 'x', op: 'Placeholder' },
        { name: 'w', op: 'Const' },
        { name: 'b', op: 'Const' },
        scalar('six'),
        scalar('zero'),
        { name: 'conv', op: 'Conv2D', input: ['x', 'w'], attr: { padding: { s: 'U0FNRQ==' } } },
        { name: 'add', op: 'Add', input: ['conv', 'b'] },
        { name: 'relu', op: 'Relu', input: ['add'] },
        { name: 'min', op: 'Minimum', input: ['relu', 'six'] },
        { name: 'max', op: 'Maximum', input: ['min', 'zero'] },
        { name: 'out', op: 'Mean', input: ['max'] },
        ...(extraConsumerOfAdd ? [{ name: 'tap', op: 'Identity', input: ['add'] }] : []),
      ],
    },
    weightsManifest: [{ paths: ['m.bin'], weights: [{ name: 'w', shape: [1, 1, 3, 8] }, { name: 'b', shape: [8] }, { name: 'six', shape: [] }, { name: 'zero', shape: [] }] }],
  };
}

describe('fuseRelu6', () => {
  it('folds conv → bias → relu → min → max into one fused conv and rewires its consumers', () => {
    const { model, fusedConvs, relu6 } = fuseRelu6(graph());
    expect([fusedConvs, relu6]).toEqual([1, 0]);
    const byName = new Map(model.modelTopology.node.map((n) => [n.name, n]));
    expect([...byName.keys()]).not.toContain('max');
    const conv = byName.get('conv')!;
    expect(conv.op).toBe('_FusedConv2D');
    expect(conv.input).toEqual(['x', 'w', 'b']);
    const ops = (conv.attr as { fused_ops: { list: { s: string[] } } }).fused_ops.list.s.map((s) => Buffer.from(s, 'base64').toString());
    expect(ops).toEqual(['BiasAdd', 'Relu6']);
    expect(byName.get('out')!.input).toEqual(['conv']);
  });

  it('only collapses the clamp into Relu6 when the bias sum is used elsewhere', () => {
    const { model, fusedConvs, relu6 } = fuseRelu6(graph(true));
    expect([fusedConvs, relu6]).toEqual([0, 1]);
    const byName = new Map(model.modelTopology.node.map((n) => [n.name, n]));
    expect(byName.get('conv')!.op).toBe('Conv2D');
    expect(byName.get('relu')!.op).toBe('Relu6');
    expect(byName.get('out')!.input).toEqual(['relu']);
  });

  it("rewrites every relu6 chain of Human's faceres and leaves no clamp behind", () => {
    const source = JSON.parse(readFileSync(path.join(findHumanDir(), 'models', 'faceres.json'), 'utf8')) as GraphModelJson;
    const { model, fusedConvs, relu6 } = fuseRelu6(source);
    expect([fusedConvs, relu6]).toEqual([14, 13]); // 14 Conv2D layers; 13 depthwise layers keep Mul → Add → Relu6
    expect(model.modelTopology.node.filter((n) => n.op === 'Minimum' || n.op === 'Maximum')).toEqual([]);
    expect(source.modelTopology.node.filter((n) => n.op === 'Maximum')).toHaveLength(27); // input untouched
  });
});
