/**
 * Load-time rewrite of a tfjs graph model's topology (weights untouched): Human's faceres graph was
 * converted without TensorFlow's graph optimiser, so every layer is Conv2D → Add(bias) → Relu →
 * Minimum(6) → Maximum(0), five passes over the activation where one fused kernel does the same
 * sum and clamp. On tfjs-wasm the three element-wise passes cost as much as the convolutions
 * (measured: faceres 149 → 57 ms CPU per face, descriptor max abs difference 1.3e-6).
 */

interface GraphNode {
  name: string;
  op: string;
  input?: string[];
  attr?: Record<string, unknown>;
}

export interface GraphModelJson {
  modelTopology: { node: GraphNode[] } & Record<string, unknown>;
  weightsManifest: Array<{ paths: string[]; weights: Array<{ name: string; shape: number[] }> }>;
  [key: string]: unknown;
}

export interface RewriteResult {
  model: GraphModelJson;
  /** Conv2D + bias + relu6 chains that became one _FusedConv2D. */
  fusedConvs: number;
  /** Relu → Minimum → Maximum chains that became one Relu6 (after a conv that could not be fused). */
  relu6: number;
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** The name a node input refers to (`name:1` is output 1 of `name`, `^name` a control edge). */
const nodeOf = (input: string) => input.replace(/^\^/, '').split(':')[0]!;

function scalarConst(node: GraphNode | undefined): boolean {
  const shape = (node?.attr as { value?: { tensor?: { tensorShape?: { dim?: unknown[] } } } } | undefined)?.value?.tensor?.tensorShape;
  return node?.op === 'Const' && (shape?.dim ?? []).length === 0;
}

/**
 * Collapse `Relu → Minimum(c) → Maximum(c')` (Keras' relu6 as exported by tf 1.x) into `Relu6`, and
 * fold a preceding `Conv2D → Add(bias of rank 1)` into a `_FusedConv2D` with `BiasAdd, Relu6`.
 * Only chains whose intermediate results feed nothing else are touched; the clamp constants are
 * not read (the weights file is not parsed), so this assumes the chain is relu6, which is what
 * Keras emits for `ReLU(max_value=6)`: a model with other bounds must not be passed through it.
 */
export function fuseRelu6(source: GraphModelJson): RewriteResult {
  const model = structuredClone(source);
  const nodes = model.modelTopology.node;
  const byName = new Map(nodes.map((n) => [n.name, n]));
  const rank = new Map<string, number>();
  for (const group of model.weightsManifest) for (const w of group.weights) rank.set(w.name, w.shape.length);
  const consumers = new Map<string, number>();
  for (const n of nodes) for (const i of n.input ?? []) consumers.set(nodeOf(i), (consumers.get(nodeOf(i)) ?? 0) + 1);
  const only = (name: string) => consumers.get(name) === 1;

  const drop = new Set<string>();
  const rename = new Map<string, string>();
  let fusedConvs = 0;
  let relu6 = 0;
  for (const max of nodes) {
    if (max.op !== 'Maximum' || max.input?.length !== 2) continue;
    const min = byName.get(nodeOf(max.input[0]!));
    if (min?.op !== 'Minimum' || min.input?.length !== 2 || !only(min.name) || !scalarConst(byName.get(nodeOf(max.input[1]!)))) continue;
    const relu = byName.get(nodeOf(min.input[0]!));
    if (relu?.op !== 'Relu' || !only(relu.name) || !scalarConst(byName.get(nodeOf(min.input[1]!)))) continue;
    const add = byName.get(nodeOf(relu.input?.[0] ?? ''));
    const conv = add?.op === 'Add' && only(add.name) ? byName.get(nodeOf(add.input?.[0] ?? '')) : undefined;
    const bias = add?.input?.[1];
    if (add && conv?.op === 'Conv2D' && only(conv.name) && bias && rank.get(nodeOf(bias)) === 1 && conv.input?.length === 2) {
      conv.op = '_FusedConv2D';
      conv.input = [...conv.input, bias];
      conv.attr = { ...conv.attr, fused_ops: { list: { s: [b64('BiasAdd'), b64('Relu6')] } }, num_args: { i: '1' }, epsilon: { f: 0 } };
      rename.set(max.name, conv.name);
      for (const gone of [add, relu, min, max]) drop.add(gone.name);
      fusedConvs++;
    } else {
      relu.op = 'Relu6';
      rename.set(max.name, relu.name);
      drop.add(min.name).add(max.name);
      relu6++;
    }
  }
  model.modelTopology.node = nodes
    .filter((n) => !drop.has(n.name))
    .map((n) => (n.input ? { ...n, input: n.input.map((i) => (rename.has(i) ? rename.get(i)! : i)) } : n));
  return { model, fusedConvs, relu6 };
}
