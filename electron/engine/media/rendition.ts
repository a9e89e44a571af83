import { rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sharp } from 'sharp';
import { readMetadata } from '../ingest/metadata';
import { isContentOf } from '../ingest/content-id';
import { probeFile } from '../ingest/probe';
import { decodeImage } from '../ingest/thumbnail';
import { mkdirPrivate, PRIVATE_FILE_MODE } from '../store/private-files';

/**
 * A WebP rendition for originals browsers can't show (HEIC, TIFF, RAW): 2048 px on the long edge,
 * enough for a full-window view on a laptop, where the 400 px thumbnail would look blurred.
 * Made on first request in the engine process (sharp never loads in Electron's main process), then
 * kept in `<library>/renditions/` — a cache like `thumbs/`: deleting it only costs time.
 */
export const RENDITION_EDGE = 2048;

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
  const probe = await probeFile(source, 'blake3');
  if (probe.id !== id && !(probe.buffer && isContentOf(probe.buffer, id))) throw new RenditionError('the file changed since it was indexed');
  const image = await decode(source, probe);
  await mkdirPrivate(path.dirname(out));
  const tmp = `${out}.${process.pid}.${Date.now()}.tmp`;
  try {
    const webp = await image
      .resize(RENDITION_EDGE, RENDITION_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 2 })
      .toBuffer();
    await writeFile(tmp, webp, { mode: PRIVATE_FILE_MODE });
    await rename(tmp, out);
  } finally {
    await rm(tmp, { force: true });
  }
  return out;
}

/** The library's own decoding (HEIC through libheif-wasm, RAW through its preview), orientation applied. */
async function decode(file: string, probe: Awaited<ReturnType<typeof probeFile>>): Promise<Sharp> {
  if (probe.info.decoder === 'video') throw new RenditionError('videos have no rendition');
  const meta = await readMetadata(file, probe).catch(() => null);
  return decodeImage(file, probe, meta?.orientation ?? null, { width: meta?.width ?? null, height: meta?.height ?? null }, 'warning');
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
