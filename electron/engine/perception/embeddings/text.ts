import { AutoModel, AutoTokenizer, type PreTrainedModel, type PreTrainedTokenizer, type Tensor } from '@huggingface/transformers';
import { localOptions, modelPath, requireFiles, useLocalModelsOnly } from './runtime';
import { chunks, l2Normalize, meanPool } from './vectors';

export interface TextLoadOptions {
  /** Load `onnx/model_quantized.onnx` (default) or the fp32 `onnx/model.onnx`. */
  quantized?: boolean;
  /** ONNX Runtime intra-op threads (default: ONNX Runtime's choice, all cores). */
  threads?: number;
  /** Texts per inference call (default 32). */
  batchSize?: number;
  /** Tokens per text before truncation (default 256, what all-MiniLM-L6-v2 was trained with). */
  maxLength?: number;
}

/**
 * Sentence embeddings (mean of the token vectors over the attention mask, L2-normalised) from a
 * local BERT-style feature-extraction model folder in the Xenova/all-MiniLM-L6-v2 layout.
 * Never touches the network.
 */
export class TextEmbedder {
  private constructor(
    private readonly tokenizer: PreTrainedTokenizer,
    private readonly model: PreTrainedModel,
    private vectorDim: number,
    private readonly batchSize: number,
    private readonly maxLength: number,
    readonly modelDir: string,
  ) {}

  /** Vector width (384 for all-MiniLM-L6-v2). */
  get dim(): number {
    return this.vectorDim;
  }

  static async load(modelDir: string, options: TextLoadOptions = {}): Promise<TextEmbedder> {
    useLocalModelsOnly();
    const dir = modelPath(modelDir);
    const quantized = options.quantized ?? true;
    await requireFiles(dir, ['config.json', 'tokenizer.json', 'tokenizer_config.json', `onnx/model${quantized ? '_quantized' : ''}.onnx`]);
    const [tokenizer, model] = await Promise.all([
      AutoTokenizer.from_pretrained(dir, { local_files_only: true }),
      AutoModel.from_pretrained(dir, localOptions(quantized, options.threads)),
    ]);
    const embedder = new TextEmbedder(tokenizer, model, 0, options.batchSize ?? 32, options.maxLength ?? 256, dir);
    // The width comes from the model's actual output (also warms the session).
    const [probe] = await embedder.embed(['hello']);
    if (!probe) throw new Error(`text model in ${dir} returned no embedding`);
    embedder.vectorDim = probe.length;
    return embedder;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (const batch of chunks(texts, this.batchSize)) {
      const inputs = this.tokenizer(batch, { padding: true, truncation: true, max_length: this.maxLength });
      const result = (await this.model(inputs)) as { last_hidden_state?: Tensor };
      const hidden = result.last_hidden_state;
      if (!hidden) throw new Error(`text model in ${this.modelDir} has no last_hidden_state output`);
      const [, seq = 0, dim = 0] = hidden.dims;
      const mask = (inputs as { attention_mask: Tensor }).attention_mask.data as BigInt64Array;
      for (let row = 0; row < batch.length; row++) {
        out.push(l2Normalize(meanPool(hidden.data as Float32Array, mask, row, seq, dim)));
      }
    }
    return out;
  }

  async dispose(): Promise<void> {
    await this.model.dispose();
  }
}
