import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { ANALYSIS_MAX_EDGE } from './thresholds';
import type { RelativeBox } from './types';

/** The image could not be decoded (not an image, truncated, unsupported): retrying won't help. */
export class VisionInputError extends Error {
  override name = 'VisionInputError';
}

export interface Decoded {
  pixels: ArrayBuffer;
  width: number;
  height: number;
  ms: number;
}

/** Orient (EXIF), shrink to the analysis size and return packed 8-bit RGB, off the JS thread (libuv). */
export async function decode(image: Buffer): Promise<Decoded> {
  const t0 = performance.now();
  let data: Buffer;
  let info: OutputInfo;
  try {
    ({ data, info } = await sharp(image, { failOn: 'error' })
      .rotate()
      .resize({ width: ANALYSIS_MAX_EDGE, height: ANALYSIS_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .removeAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true }));
  } catch (err) {
    throw new VisionInputError(`cannot decode image: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (info.channels !== 3) throw new VisionInputError(`expected 3 colour channels after decoding, got ${info.channels}`);
  // Transfer (not copy) to the worker: needs an ArrayBuffer that holds exactly these pixels.
  const pixels =
    data.byteOffset === 0 && data.buffer.byteLength === data.length
      ? (data.buffer as ArrayBuffer)
      : data.buffer.slice(data.byteOffset, data.byteOffset + data.length) as ArrayBuffer;
  return { pixels, width: info.width, height: info.height, ms: performance.now() - t0 };
}

/** Around a drawn box, this much more on each side (of the box's size) gives the detector context. */
const REGION_MARGIN = 0.5;
/** The cut is scaled to this longest edge: a small face far away gets the pixels a close one has. */
const REGION_EDGE = 640;

/**
 * The drawn box and a margin around it, cut from the full-resolution photo (orientation applied, as
 * the box was drawn), with the box's place inside the cut.
 */
export async function decodeRegion(image: Buffer, box: RelativeBox): Promise<Decoded & { inner: RelativeBox }> {
  const t0 = performance.now();
  let meta: Metadata;
  try {
    meta = await sharp(image, { failOn: 'error' }).metadata();
  } catch (err) {
    throw new VisionInputError(`cannot decode image: ${err instanceof Error ? err.message : String(err)}`);
  }
  const swap = (meta.orientation ?? 1) >= 5;
  const W = (swap ? meta.height : meta.width) ?? 0;
  const H = (swap ? meta.width : meta.height) ?? 0;
  const x0 = Math.max(0, Math.floor((box.x - box.w * REGION_MARGIN) * W));
  const y0 = Math.max(0, Math.floor((box.y - box.h * REGION_MARGIN) * H));
  const x1 = Math.min(W, Math.ceil((box.x + box.w * (1 + REGION_MARGIN)) * W));
  const y1 = Math.min(H, Math.ceil((box.y + box.h * (1 + REGION_MARGIN)) * H));
  if (x1 - x0 < 8 || y1 - y0 < 8) throw new VisionInputError('the drawn box is too small to describe a face');
  let data: Buffer;
  let info: OutputInfo;
  try {
    // rotate() before extract(): the cut is taken from the oriented picture.
    ({ data, info } = await sharp(image, { failOn: 'error' })
      .rotate()
      .extract({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 })
      .resize({ width: REGION_EDGE, height: REGION_EDGE, fit: 'inside' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true }));
  } catch (err) {
    throw new VisionInputError(`cannot cut the drawn box: ${err instanceof Error ? err.message : String(err)}`);
  }
  const w = x1 - x0;
  const h = y1 - y0;
  const inner = { x: (box.x * W - x0) / w, y: (box.y * H - y0) / h, w: Math.min(1, (box.w * W) / w), h: Math.min(1, (box.h * H) / h) };
  const pixels = data.buffer.slice(data.byteOffset, data.byteOffset + data.length) as ArrayBuffer;
  return { pixels, width: info.width, height: info.height, ms: performance.now() - t0, inner };
}
