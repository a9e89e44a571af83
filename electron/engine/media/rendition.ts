import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { extractLargestEmbeddedJpeg } from '../ingest/formats/preview';
import { readMetadata } from '../ingest/metadata';
import { probeFile } from '../ingest/probe';
import { MAX_INPUT_PIXELS } from '../ingest/thumbnail';

/**
 * A WebP rendition for originals browsers can't show (HEIC, TIFF, RAW): 2048 px on the long edge,
 * enough for a full-window view on a laptop, where the 400 px grid thumbnail would look blurred.
 * Made on first request in the engine process (sharp never loads in Electron's main process), then
 * kept in `<library>/renditions/` — a cache like `thumbs/`: deleting it only costs time.
 */
export const RENDITION_EDGE = 2048;

const require = createRequire(import.meta.url);
type HeicDecode = (input: { buffer: Uint8Array }) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;

export function renditionPath(libraryDir: string, id: string): string {
  return path.join(libraryDir, 'renditions', id.slice(0, 2), `${id}.webp`);
}

export class RenditionError extends Error {}

/**
 * The rendition of `source` (an original already checked by resolveMedia) for memory `id`; made
 * once. The source must still hash to `id`: a file edited since it was indexed is not rendered under
 * the old identity (the watcher will index the new content).
 */
export async function ensureRendition(libraryDir: string, id: string, source: string): Promise<string> {
  const out = renditionPath(libraryDir, id);
  if (await isFile(out)) return out;
  const probe = await probeFile(source);
  if (probe.id !== id) throw new RenditionError('the file changed since it was indexed');
  const image = await decode(source, probe);
  await mkdir(path.dirname(out), { recursive: true });
  const tmp = `${out}.${process.pid}.${Date.now()}.tmp`;
  try {
    await image
      .resize(RENDITION_EDGE, RENDITION_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 2 })
      .toFile(tmp);
    await rename(tmp, out);
  } finally {
    await rm(tmp, { force: true });
  }
  return out;
}

async function decode(file: string, probe: Awaited<ReturnType<typeof probeFile>>): Promise<Sharp> {
  const input = probe.buffer ?? file;
  switch (probe.info.decoder) {
    case 'sharp':
      return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true }).rotate();
    case 'heic': {
      const meta = await readMetadata(file, probe).catch(() => null);
      if (meta?.width && meta.height && meta.width * meta.height > MAX_INPUT_PIXELS) throw new RenditionError('image too large to decode safely');
      const decodeHeic = require('heic-decode') as HeicDecode;
      const image = await decodeHeic({ buffer: probe.buffer ?? (await readFile(file)) });
      return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
        raw: { width: image.width, height: image.height, channels: 4 },
      });
    }
    case 'raw-preview': {
      const jpeg = extractLargestEmbeddedJpeg(probe.buffer ?? (await readFile(file)));
      if (!jpeg) throw new RenditionError('RAW file without an embedded preview');
      const meta = await readMetadata(file, probe).catch(() => null);
      return orient(sharp(jpeg, { limitInputPixels: MAX_INPUT_PIXELS }), meta?.orientation ?? null);
    }
    case 'video':
      throw new RenditionError('videos have no rendition');
  }
}

/** RAW previews carry no orientation of their own: apply the RAW file's. */
function orient(image: Sharp, orientation: number | null): Sharp {
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

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
