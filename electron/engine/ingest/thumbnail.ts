import { createRequire } from 'node:module';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { extractLargestEmbeddedJpeg } from './formats/preview';
import type { Probe } from './probe';
import { StageError } from './stage-error';

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

export function thumbnailPath(id: string): string {
  return path.join('thumbs', id.slice(0, 2), `${id}.webp`);
}

/**
 * Writes an orientation-corrected WebP thumbnail under the library folder and returns its relative
 * path. HEIC goes through libheif compiled to wasm (sharp's prebuilt libvips has no HEVC decoder);
 * RAW files use the largest JPEG preview the camera embedded.
 */
export async function writeThumbnail(
  libraryDir: string,
  file: string,
  probe: Probe,
  orientation: number | null,
  dims: { width: number | null; height: number | null },
): Promise<string> {
  const rel = thumbnailPath(probe.id);
  const out = path.join(libraryDir, rel);
  await mkdir(path.dirname(out), { recursive: true });
  try {
    await encode(await decodeImage(file, probe, orientation, dims, 'warning'), out);
  } catch (err) {
    // Stray bytes between JPEG segments make libjpeg warn although every pixel decodes; a truncated
    // file also only warns, and that one must stay an error.
    if (!HARMLESS_WARNING.test(err instanceof Error ? err.message : '')) throw err;
    await encode(await decodeImage(file, probe, orientation, dims, 'error'), out);
  }
  return rel;
}

const HARMLESS_WARNING = /extraneous bytes before marker/i;

function encode(pipeline: Sharp, out: string): Promise<unknown> {
  return pipeline
    .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78, effort: 2 })
    .toFile(out);
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
