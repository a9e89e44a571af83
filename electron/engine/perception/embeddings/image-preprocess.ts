import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';

/**
 * CLIP's image preprocessing done with sharp (libvips) rather than transformers.js' own image
 * loader: orientation applied, shortest edge resized, centre cropped, RGB, rescaled and normalised
 * into a CHW float32 block, following the model folder's preprocessor_config.json.
 */
export interface ImageSpec {
  /** Shortest edge after resizing (or the exact size when the config gives height/width). */
  resize: { shortestEdge: number } | { height: number; width: number } | null;
  crop: { height: number; width: number } | null;
  mean: [number, number, number];
  std: [number, number, number];
  rescale: number;
  normalize: boolean;
  kernel: Kernel;
}

type Kernel = 'nearest' | 'linear' | 'cubic' | 'lanczos3';

const sizeSchema = z.union([
  z.number().int().positive(),
  z.object({ shortest_edge: z.number().int().positive() }),
  z.object({ height: z.number().int().positive(), width: z.number().int().positive() }),
]);
const triple = z.union([z.number(), z.array(z.number()).length(3)]);
const preprocessorSchema = z.object({
  do_resize: z.boolean().optional(),
  size: sizeSchema.optional(),
  do_center_crop: z.boolean().optional(),
  crop_size: sizeSchema.optional(),
  do_rescale: z.boolean().optional(),
  rescale_factor: z.number().optional(),
  do_normalize: z.boolean().optional(),
  image_mean: triple.optional(),
  image_std: triple.optional(),
  resample: z.number().int().optional(),
});

// PIL resample codes → sharp kernels (0 nearest, 1 lanczos, 2 bilinear, 3 bicubic).
const KERNELS: Record<number, Kernel> = { 0: 'nearest', 1: 'lanczos3', 2: 'linear', 3: 'cubic' };

export async function readImageSpec(modelDir: string): Promise<ImageSpec> {
  const file = path.join(modelDir, 'preprocessor_config.json');
  const parsed = preprocessorSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a usable image preprocessor config: ${parsed.error.message}`);
  const c = parsed.data;
  const asTriple = (v: number | number[] | undefined, fallback: [number, number, number]): [number, number, number] =>
    v === undefined ? fallback : typeof v === 'number' ? [v, v, v] : [v[0] ?? 0, v[1] ?? 0, v[2] ?? 0];
  const size = c.size ?? 224;
  const resize =
    c.do_resize === false
      ? null
      : typeof size === 'number'
        ? { shortestEdge: size }
        : 'shortest_edge' in size
          ? { shortestEdge: size.shortest_edge }
          : { height: size.height, width: size.width };
  const cropSize = c.crop_size ?? size;
  const crop =
    c.do_center_crop === false
      ? null
      : typeof cropSize === 'number'
        ? { height: cropSize, width: cropSize }
        : 'shortest_edge' in cropSize
          ? { height: cropSize.shortest_edge, width: cropSize.shortest_edge }
          : cropSize;
  return {
    resize,
    crop,
    mean: asTriple(c.image_mean, [0.48145466, 0.4578275, 0.40821073]),
    std: asTriple(c.image_std, [0.26862954, 0.26130258, 0.27577711]),
    rescale: c.do_rescale === false ? 1 : (c.rescale_factor ?? 1 / 255),
    normalize: c.do_normalize !== false,
    kernel: KERNELS[c.resample ?? 3] ?? 'cubic',
  };
}

/** The model's input height and width for this spec. */
export function inputSize(spec: ImageSpec): { height: number; width: number } {
  if (spec.crop) return spec.crop;
  if (spec.resize && 'height' in spec.resize) return spec.resize;
  const edge = spec.resize?.shortestEdge ?? 224;
  return { height: edge, width: edge };
}

/** An image that could not be decoded, with its position in the batch. */
export class ImageInputError extends Error {
  constructor(
    readonly index: number,
    cause: unknown,
  ) {
    super(`image ${index} could not be read: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'ImageInputError';
  }
}

/**
 * Decodes one image and writes its normalised CHW pixels into `out` at `offset`
 * (3 × height × width floats).
 */
export async function writePixels(image: Buffer, spec: ImageSpec, out: Float32Array, offset: number): Promise<void> {
  const { height, width } = inputSize(spec);
  const meta = await sharp(image).metadata();
  if (!meta.width || !meta.height) throw new Error('no image dimensions');
  const rotated = (meta.orientation ?? 1) >= 5;
  const srcW = rotated ? meta.height : meta.width;
  const srcH = rotated ? meta.width : meta.height;

  let pipeline = sharp(image).rotate().removeAlpha();
  if (spec.resize && 'shortestEdge' in spec.resize) {
    const scale = spec.resize.shortestEdge / Math.min(srcW, srcH);
    const rw = Math.max(1, Math.round(srcW * scale));
    const rh = Math.max(1, Math.round(srcH * scale));
    if (spec.crop && rw >= width && rh >= height && (rw !== width || rh !== height)) {
      pipeline = pipeline
        .resize(rw, rh, { fit: 'fill', kernel: spec.kernel })
        .extract({ left: Math.floor((rw - width) / 2), top: Math.floor((rh - height) / 2), width, height });
    } else {
      // Equal sizes (CLIP: 224 edge, 224 crop) or an image smaller than the crop: cover-and-centre.
      pipeline = pipeline.resize(width, height, { fit: 'cover', position: 'centre', kernel: spec.kernel });
    }
  } else {
    pipeline = pipeline.resize(width, height, { fit: spec.crop ? 'cover' : 'fill', position: 'centre', kernel: spec.kernel });
  }
  const { data, info } = await pipeline.toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height) throw new Error(`resized to ${info.width}×${info.height}, expected ${width}×${height}`);

  const channels = info.channels;
  const plane = width * height;
  for (let c = 0; c < 3; c++) {
    // Grey images repeat their one channel; alpha (the 2nd or 4th channel) is dropped.
    const src = channels >= 3 ? c : 0;
    const mean = spec.normalize ? (spec.mean[c] as number) : 0;
    const std = spec.normalize ? (spec.std[c] as number) : 1;
    const base = offset + c * plane;
    for (let p = 0; p < plane; p++) {
      out[base + p] = ((data[p * channels + src] as number) * spec.rescale - mean) / std;
    }
  }
}
