import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AutoTokenizer,
  CLIPTextModelWithProjection,
  CLIPVisionModelWithProjection,
  Tensor,
  type PreTrainedModel,
  type PreTrainedTokenizer,
} from '@huggingface/transformers';
import { ImageInputError, inputSize, readImageSpec, writePixels, type ImageSpec } from './image-preprocess';
import { localOptions, modelPath, requireFiles, useLocalModelsOnly } from './runtime';
import { chunks, l2Normalize, rowOf } from './vectors';

const CLIP_CONFIG_FILES = ['config.json', 'preprocessor_config.json', 'tokenizer.json', 'tokenizer_config.json'];

export interface ClipLoadOptions {
  /** Load `onnx/*_quantized.onnx` (default) or the fp32 `onnx/*.onnx`. */
  quantized?: boolean;
  /** ONNX Runtime intra-op threads (default: ONNX Runtime's choice, all cores). */
  threads?: number;
  /** Images per inference call (default 8). */
  imageBatchSize?: number;
  /** Texts per inference call (default 32). */
  textBatchSize?: number;
}

/**
 * CLIP image and text embeddings in one space (cosine = dot product: every vector is L2-normalised),
 * from a local model folder in the Xenova/clip-vit-base-patch32 layout. Never touches the network.
 */
export class ClipEmbedder {
  private constructor(
    private readonly tokenizer: PreTrainedTokenizer,
    private readonly textModel: PreTrainedModel,
    private readonly visionModel: PreTrainedModel,
    private readonly spec: ImageSpec,
    private vectorDim: number,
    private readonly imageBatchSize: number,
    private readonly textBatchSize: number,
    readonly modelDir: string,
  ) {}

  /** Vector width (512 for ViT-B/32). */
  get dim(): number {
    return this.vectorDim;
  }

  static async load(modelDir: string, options: ClipLoadOptions = {}): Promise<ClipEmbedder> {
    useLocalModelsOnly();
    const dir = modelPath(modelDir);
    const quantized = options.quantized ?? true;
    const suffix = quantized ? '_quantized' : '';
    await requireFiles(dir, [...CLIP_CONFIG_FILES, `onnx/vision_model${suffix}.onnx`, `onnx/text_model${suffix}.onnx`]);
    const opts = localOptions(quantized, options.threads);
    const [tokenizer, textModel, visionModel, spec, config] = await Promise.all([
      AutoTokenizer.from_pretrained(dir, { local_files_only: true }),
      CLIPTextModelWithProjection.from_pretrained(dir, opts),
      CLIPVisionModelWithProjection.from_pretrained(dir, opts),
      readImageSpec(dir),
      readFile(path.join(dir, 'config.json'), 'utf8').then((t) => JSON.parse(t) as { projection_dim?: unknown }),
    ]);
    const embedder = new ClipEmbedder(
      tokenizer,
      textModel,
      visionModel,
      spec,
      typeof config.projection_dim === 'number' ? config.projection_dim : 0,
      options.imageBatchSize ?? 8,
      options.textBatchSize ?? 32,
      dir,
    );
    // One short text both warms the session and proves the output width matches the config.
    const [probe] = await embedder.embedTexts(['a photo']);
    if (!probe) throw new Error(`CLIP model in ${dir} returned no text embedding`);
    if (embedder.vectorDim === 0) embedder.vectorDim = probe.length;
    if (probe.length !== embedder.vectorDim) throw new Error(`CLIP model in ${dir} gives ${probe.length}-d vectors, config says ${embedder.dim}`);
    return embedder;
  }

  /** One unit vector per image (any format sharp reads: JPEG, PNG, WebP, AVIF, TIFF, GIF…). */
  async embedImages(images: Buffer[]): Promise<Float32Array[]> {
    const results = await this.embedImagesSettled(images);
    const failed = results.find((r): r is ImageInputError => r instanceof ImageInputError);
    if (failed) throw failed;
    return results as Float32Array[];
  }

  /** Like embedImages, but an unreadable image gives an ImageInputError in its place instead of failing the batch. */
  async embedImagesSettled(images: Buffer[]): Promise<Array<Float32Array | ImageInputError>> {
    const out: Array<Float32Array | ImageInputError> = new Array(images.length);
    const { height, width } = inputSize(this.spec);
    const per = 3 * height * width;
    let start = 0;
    for (const batch of chunks(images, this.imageBatchSize)) {
      const pixels = new Float32Array(batch.length * per);
      const decoded = await Promise.all(
        batch.map((img, i) =>
          writePixels(img, this.spec, pixels, i * per).then(
            () => null,
            (err: unknown) => new ImageInputError(start + i, err),
          ),
        ),
      );
      // An unreadable image keeps its slot (zeros) so the batch shape stays; its result is dropped.
      decoded.forEach((err, i) => {
        if (err) out[start + i] = err;
      });
      if (decoded.some((err) => err === null)) {
        const result = (await this.visionModel({ pixel_values: new Tensor('float32', pixels, [batch.length, 3, height, width]) })) as {
          image_embeds: Tensor;
        };
        const data = result.image_embeds.data as Float32Array;
        const dim = result.image_embeds.dims[1] ?? this.vectorDim;
        decoded.forEach((err, row) => {
          if (err === null) out[start + row] = l2Normalize(rowOf(data, row, dim));
        });
      }
      start += batch.length;
    }
    return out;
  }

  /** One unit vector per text, in the same space as the images (CLIP truncates at 77 tokens). */
  async embedTexts(texts: string[]): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (const batch of chunks(texts, this.textBatchSize)) {
      const inputs = this.tokenizer(batch, { padding: true, truncation: true });
      const result = (await this.textModel(inputs)) as { text_embeds: Tensor };
      const data = result.text_embeds.data as Float32Array;
      const dim = result.text_embeds.dims[1] ?? this.vectorDim;
      for (let row = 0; row < batch.length; row++) out.push(l2Normalize(rowOf(data, row, dim)));
    }
    return out;
  }

  async dispose(): Promise<void> {
    await Promise.all([this.textModel.dispose(), this.visionModel.dispose()]);
  }
}
