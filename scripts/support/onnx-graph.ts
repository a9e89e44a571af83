/**
 * A small builder for ONNX graphs (onnx-proto's generated protobufjs classes), for the generators
 * of stand-in models.
 */
import onnxProto from 'onnx-proto';

const { onnx } = onnxProto;

/** An attribute: an integer, a list of integers, a string, or `{ f }` for a float (LayerNormalization's epsilon). */
export type AttrValue = number | number[] | string | { f: number };

export interface GraphOptions {
  /** Default opset 13 (what the tiny models were written with; LayerNormalization needs 17). */
  opset?: number;
  producerName?: string;
}

export class GraphBuilder {
  private readonly nodes: InstanceType<typeof onnx.NodeProto>[] = [];
  private readonly inits: InstanceType<typeof onnx.TensorProto>[] = [];
  private readonly inputs: InstanceType<typeof onnx.ValueInfoProto>[] = [];
  private readonly outputs: InstanceType<typeof onnx.ValueInfoProto>[] = [];

  constructor(
    private readonly name: string,
    private readonly options: GraphOptions = {},
  ) {}

  input(name: string, elemType: number, dims: Array<number | string>): void {
    this.inputs.push(valueInfo(name, elemType, dims));
  }

  output(name: string, elemType: number, dims: Array<number | string>): void {
    this.outputs.push(valueInfo(name, elemType, dims));
  }

  floatInit(name: string, dims: number[], values: ArrayLike<number>): void {
    const data = Float32Array.from(values as ArrayLike<number>);
    this.inits.push(
      onnx.TensorProto.create({ name, dims, dataType: onnx.TensorProto.DataType.FLOAT, rawData: new Uint8Array(data.buffer) }),
    );
  }

  /** A uint8 tensor (quantized weights, zero points); `values` is used as-is, not copied. */
  uint8Init(name: string, dims: number[], values: Uint8Array): void {
    this.inits.push(onnx.TensorProto.create({ name, dims, dataType: onnx.TensorProto.DataType.UINT8, rawData: values }));
  }

  int64Init(name: string, dims: number[], values: bigint[]): void {
    const data = BigInt64Array.from(values);
    this.inits.push(
      onnx.TensorProto.create({ name, dims, dataType: onnx.TensorProto.DataType.INT64, rawData: new Uint8Array(data.buffer) }),
    );
  }

  node(opType: string, input: string[], output: string[], attrs: Record<string, AttrValue> = {}): void {
    const attribute = Object.entries(attrs).map(([name, value]) => {
      if (Array.isArray(value)) return onnx.AttributeProto.create({ name, type: onnx.AttributeProto.AttributeType.INTS, ints: value });
      if (typeof value === 'object') return onnx.AttributeProto.create({ name, type: onnx.AttributeProto.AttributeType.FLOAT, f: value.f });
      if (typeof value === 'string') {
        return onnx.AttributeProto.create({ name, type: onnx.AttributeProto.AttributeType.STRING, s: new TextEncoder().encode(value) });
      }
      return onnx.AttributeProto.create({ name, type: onnx.AttributeProto.AttributeType.INT, i: value });
    });
    this.nodes.push(onnx.NodeProto.create({ opType, input, output, attribute, name: `${opType}_${this.nodes.length}` }));
  }

  encode(): Uint8Array {
    const graph = onnx.GraphProto.create({
      name: this.name,
      node: this.nodes,
      initializer: this.inits,
      input: this.inputs,
      output: this.outputs,
    });
    const model = onnx.ModelProto.create({
      irVersion: 8,
      producerName: this.options.producerName ?? 'mnemo-make-tiny-models',
      producerVersion: '1',
      opsetImport: [onnx.OperatorSetIdProto.create({ domain: '', version: this.options.opset ?? 13 })],
      graph,
    });
    return onnx.ModelProto.encode(model).finish();
  }
}

function valueInfo(name: string, elemType: number, dims: Array<number | string>): InstanceType<typeof onnx.ValueInfoProto> {
  return onnx.ValueInfoProto.create({
    name,
    type: onnx.TypeProto.create({
      tensorType: onnx.TypeProto.Tensor.create({
        elemType,
        shape: onnx.TensorShapeProto.create({
          dim: dims.map((d) => (typeof d === 'number' ? { dimValue: d } : { dimParam: d })),
        }),
      }),
    }),
  });
}
