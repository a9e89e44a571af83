import { createRequire } from 'node:module';
import { rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { extractLargestEmbeddedJpeg } from './formats/preview';
import { hashFromGrey } from './phash';
import type { Probe } from './probe';
import { StageError } from '../pipeline/stage-error';
import { mkdirPrivate, PRIVATE_FILE_MODE } from '../store/private-files';

/** Long edge of the grid thumbnail: a ~200 px tile on a 2× display. */
export const THUMBNAIL_EDGE = 400;
/**
 * Decoding refuses images above this many pixels (pixel bombs: a tiny PNG can claim 30000×30000).
 * 250 MP sits above the largest phone sensors (200 MP) and just under sharp's own default.
 */
export const MAX_INPUT_PIXELS = 250_000_000;

const require = createRequire(import.meta.url);
type HeicDecode = (input: { buffer: Uint8Array }) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
let heicDecode: HeicDecode | null = null;

/**
 * Where a new thumbnail goes. The path is stored per memory, so thumbnails written before JPEG
 * tiles (`.webp`) stay valid: whoever serves or reads one goes by the stored path.
 */
export function thumbnailPath(id: string, format: ThumbnailFormat): string {
  return path.join('thumbs', id.slice(0, 2), `${id}.${format}`);
}

export type ThumbnailFormat = 'jpg' | 'webp';

/**
 * A thumbnail made again under another name (a library's WebP tile from before JPEG tiles) takes the
 * old file with it. Only a path of our own shape (thumbs/xx/<id>.<ext>) is ever removed.
 */
export async function dropReplacedThumbnail(libraryDir: string, previous: string | null | undefined, made: string): Promise<void> {
  if (previous && previous !== made && /^thumbs[/\\][0-9a-z]{2}[/\\][0-9a-z]+\.(?:jpg|webp)$/i.test(previous)) await rm(path.join(libraryDir, previous), { force: true });
}

/**
 * Baseline JPEG with the standard Huffman tables: ~1.6 CPU-ms for a 400 px tile against ~4.8 for a
 * WebP at effort 0 (its cheapest), for ~20–35 % more bytes. After the decode the encode was the
 * ingest's largest cost: JPEG tiles took bench:ingest from ~49 to ~44 CPU-ms a file. Optimised
 * tables take a second pass (~1.3 ms) for ~3 % fewer bytes.
 */
export const THUMBNAIL_JPEG = { quality: 80, optimiseCoding: false } as const;
/** effort 0: 4.4 CPU-ms instead of 6.8 (effort 2) for a 400 px tile, for ~10 % more bytes. */
export const THUMBNAIL_WEBP = { quality: 78, effort: 0 } as const;

/**
 * JPEG keeps no alpha: a tile with any pixel not fully opaque stays a WebP. Looking at the pixels,
 * not the channel count: every HEIC decode and many PNG screenshots carry an alpha channel that is
 * opaque throughout.
 */
export function thumbnailFormat(data: Uint8Array, channels: number): ThumbnailFormat {
  if (channels !== 2 && channels !== 4) return 'jpg';
  for (let i = channels - 1; i < data.length; i += channels) if (data[i] !== 255) return 'webp';
  return 'jpg';
}

export function encodeThumbnail(image: Sharp, format: ThumbnailFormat): Promise<Buffer> {
  return format === 'jpg' ? image.jpeg(THUMBNAIL_JPEG).toBuffer() : image.webp(THUMBNAIL_WEBP).toBuffer();
}

export interface Thumbnail {
  /** Path under the library folder. */
  rel: string;
  /** Perceptual hash of the thumbnail's pixels (phash.ts). */
  phash: string;
}

/**
 * Writes an orientation-corrected thumbnail (JPEG, or WebP when some pixel is transparent) under
 * the library folder and returns its relative path and the perceptual hash of its pixels. HEIC goes
 * through libheif compiled to wasm (sharp's prebuilt libvips has no HEVC decoder); RAW files use the
 * largest JPEG preview the camera embedded.
 *
 * The original is decoded once, to raw pixels at thumbnail size: the thumbnail is encoded from those
 * and the hash is computed from them in JS. Every sharp pipeline costs ~1 ms of set-up and thread
 * hand-offs besides its work, and decoding the WebP again to hash it cost ~3 ms more per photo.
 */
export async function writeThumbnail(
  libraryDir: string,
  file: string,
  probe: Probe,
  orientation: number | null,
  dims: { width: number | null; height: number | null },
): Promise<Thumbnail> {
  let pixels: RawPixels;
  try {
    pixels = await shrink(await decodeImage(file, probe, orientation, dims, 'warning'));
  } catch (err) {
    // Stray bytes between JPEG segments make libjpeg warn although every pixel decodes; a truncated
    // file also only warns, and that one must stay an error.
    if (!HARMLESS_WARNING.test(err instanceof Error ? err.message : '')) throw err;
    pixels = await shrink(await decodeImage(file, probe, orientation, dims, 'error'));
  }
  const { data, info } = pixels;
  const format = thumbnailFormat(data, info.channels);
  const rel = thumbnailPath(probe.id, format);
  const out = path.join(libraryDir, rel);
  const dir = path.dirname(out);
  if (!madeDirs.has(dir)) {
    await mkdirPrivate(dir);
    madeDirs.add(dir);
  }
  const encoded = await encodeThumbnail(sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }), format);
  // Written by us, not libvips' toFile: a new thumbnail is 0600 from its creation, not after a chmod.
  await writeFile(out, encoded, { mode: PRIVATE_FILE_MODE }).catch(async (err: unknown) => {
    // Someone removed the thumbs folder while we run (library emptied): make it again, once.
    madeDirs.delete(dir);
    if (await stat(dir).then(() => true, () => false)) throw err;
    await mkdirPrivate(dir);
    madeDirs.add(dir);
    await writeFile(out, encoded, { mode: PRIVATE_FILE_MODE });
  });
  return { rel, phash: phashOfPixels(data, info.width, info.height, info.channels) };
}

const HARMLESS_WARNING = /extraneous bytes before marker/i;
/** thumbs/xx folders known to exist: one mkdir per folder per process, not one per photo. */
const madeDirs = new Set<string>();

interface RawPixels {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

function shrink(pipeline: Sharp): Promise<RawPixels> {
  return pipeline
    .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true }) as Promise<RawPixels>;
}

/**
 * The pHash of phash.ts from raw 8-bit pixels: flattened on white, averaged over each of the 32×32
 * cells in sRGB, then grey as libvips makes it (luminance in linear light, back to sRGB). The only
 * differences from `perceptualHash` of the written thumbnail are the box average instead of a cubic
 * kernel and no compression artefacts. Measured when thumbnails were WebP: on 198 photos (the shared fixtures and 50 bench photos) the
 * two agreed on 134, differed by 2 bits on 56, by 4 on 6 and by 6–8 on 2; perceptualHash of the
 * same pixels before WebP compression moves as far (131 / 62 / 4 / 1 at 6), so the spread is the
 * WebP's, not the box filter's. perception/duplicates links copies at ≤ 4 bits.
 */
export function phashOfPixels(data: Uint8Array, width: number, height: number, channels: number): string {
  const cells = PHASH_N * PHASH_N;
  const sums = new Float64Array(cells * 3);
  const counts = new Float64Array(cells);
  const xs = cellEdges(width);
  const ys = cellEdges(height);
  const colour = channels >= 3;
  const alpha = channels === 2 || channels === 4;
  for (let cy = 0; cy < PHASH_N; cy++) {
    for (let y = ys[cy]!; y < ys[PHASH_N + cy]!; y++) {
      for (let cx = 0; cx < PHASH_N; cx++) {
        const x0 = xs[cx]!;
        const x1 = xs[PHASH_N + cx]!;
        let r = 0;
        let g = 0;
        let b = 0;
        let i = (y * width + x0) * channels;
        const end = i + (x1 - x0) * channels;
        if (channels === 3) {
          for (; i < end; i += 3) {
            r += data[i]!;
            g += data[i + 1]!;
            b += data[i + 2]!;
          }
        } else {
          for (; i < end; i += channels) {
            const a = alpha ? data[i + channels - 1]! / 255 : 1;
            const white = 255 * (1 - a);
            const v = data[i]! * a + white;
            r += v;
            g += colour ? data[i + 1]! * a + white : v;
            b += colour ? data[i + 2]! * a + white : v;
          }
        }
        const cell = cy * PHASH_N + cx;
        sums[cell * 3] = sums[cell * 3]! + r;
        sums[cell * 3 + 1] = sums[cell * 3 + 1]! + g;
        sums[cell * 3 + 2] = sums[cell * 3 + 2]! + b;
        counts[cell] = counts[cell]! + x1 - x0;
      }
    }
  }
  const grey = new Float64Array(cells);
  for (let c = 0; c < cells; c++) {
    const n = counts[c]!;
    const lum = 0.2126 * srgbToLinear(sums[c * 3]! / n) + 0.7152 * srgbToLinear(sums[c * 3 + 1]! / n) + 0.0722 * srgbToLinear(sums[c * 3 + 2]! / n);
    grey[c] = Math.round(linearToSrgb(lum));
  }
  return hashFromGrey(grey);
}

/** Start (first N) and end (last N) pixel of each cell along an axis; at least one pixel each. */
function cellEdges(size: number): Uint32Array {
  const edges = new Uint32Array(PHASH_N * 2);
  for (let c = 0; c < PHASH_N; c++) {
    const start = Math.min(size - 1, Math.floor((c * size) / PHASH_N));
    edges[c] = start;
    edges[PHASH_N + c] = Math.max(start + 1, Math.floor(((c + 1) * size) / PHASH_N));
  }
  return edges;
}

const PHASH_N = 32;

/** sRGB 0..255 to linear light, at every integer level; 3,000 pow() a photo cost more than the sums. */
const SRGB_TO_LINEAR = Float64Array.from({ length: 257 }, (_, v) => {
  const c = Math.min(v, 255) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

function srgbToLinear(v: number): number {
  const i = Math.floor(v);
  return SRGB_TO_LINEAR[i]! + (SRGB_TO_LINEAR[i + 1]! - SRGB_TO_LINEAR[i]!) * (v - i);
}

function linearToSrgb(l: number): number {
  const c = l <= 0.0031308 ? l * 12.92 : 1.055 * l ** (1 / 2.4) - 0.055;
  return Math.max(0, Math.min(255, c * 255));
}

/**
 * An orientation-corrected sharp pipeline for any format the library holds (also used for the
 * larger renditions the media route serves).
 */
export async function decodeImage(
  file: string,
  probe: Probe,
  orientation: number | null,
  dims: { width: number | null; height: number | null },
  failOn: 'warning' | 'error',
): Promise<Sharp> {
  const input = probe.buffer ?? file;
  switch (probe.info.decoder) {
    case 'sharp':
      // rotate() with no angle applies the EXIF orientation.
      return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true, failOn }).rotate();
    case 'heic': {
      if (dims.width && dims.height && dims.width * dims.height > MAX_INPUT_PIXELS) {
        throw new StageError(`image too large to decode safely (${dims.width}×${dims.height})`);
      }
      heicDecode ??= require('heic-decode') as HeicDecode;
      const buffer = probe.buffer ?? (await import('node:fs/promises')).readFile(file);
      const image = await heicDecode({ buffer: await buffer }).catch((err: unknown) => {
        throw new StageError(`HEIC image could not be decoded (${err instanceof Error ? err.message : String(err)})`);
      });
      // libheif already applies the container's rotation (irot/imir); EXIF orientation is informative.
      return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
        raw: { width: image.width, height: image.height, channels: 4 },
      });
    }
    case 'raw-preview': {
      const bytes = probe.buffer ?? (await import('node:fs/promises')).readFile(file);
      const jpeg = extractLargestEmbeddedJpeg(await bytes);
      if (!jpeg) throw new StageError('RAW file without an embedded preview: no thumbnail');
      return applyOrientation(sharp(jpeg, { limitInputPixels: MAX_INPUT_PIXELS }), orientation);
    }
    case 'video':
      throw new StageError('video frames need the video stage');
  }
}

/** Apply an EXIF orientation taken from elsewhere (RAW previews carry none of their own). */
function applyOrientation(image: Sharp, orientation: number | null): Sharp {
  switch (orientation) {
    case 2: return image.flop();
    case 3: return image.rotate(180);
    case 4: return image.flip();
    case 5: return image.rotate(90).flop();
    case 6: return image.rotate(90);
    case 7: return image.rotate(270).flop();
    case 8: return image.rotate(270);
    default: return image;
  }
}
