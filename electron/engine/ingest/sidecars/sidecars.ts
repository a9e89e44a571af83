import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { StageError } from '../../pipeline/stage-error';
import type { SidecarData } from './sidecar-data';
import { parseTakeout } from './takeout';
import { sidecarKindOf } from '../../watch/scope';
import { takeoutSidecarNames, xmpSidecarNames } from './takeout-names';
import { parseXmp } from './xmp';

/** A sidecar bigger than this is not one (Takeout's are ~1 KB, XMP with history a few hundred KB). */
const MAX_SIDECAR_BYTES = 8 * 1024 * 1024;
/** Folders whose listing is kept; a bulk ingest goes folder by folder, so a few suffice. */
const MAX_CACHED_DIRS = 64;

export interface Sidecars {
  found: SidecarData[];
  /** Sidecars that exist but could not be read: an error for this memory, not the whole ingest. */
  errors: string[];
}

interface Listing {
  stamp: number;
  /** Lower-cased NFC name → the name on disk: sidecar names differ in case from their photo's (.XMP, .JPG.json). */
  names: Map<string, string>;
}

/**
 * Finds and reads a media file's sidecars. Each folder is listed once and kept while its mtime
 * stays the same, so finding a photo's sidecars costs one stat, not one per candidate name.
 */
export class SidecarFinder {
  private readonly listings = new Map<string, Listing>();

  async read(file: string): Promise<Sidecars> {
    const names = await this.listing(path.dirname(file));
    const base = path.basename(file);
    const out: Sidecars = { found: [], errors: [] };
    const takeout = firstPresent(names, takeoutSidecarNames(base));
    const xmp = firstPresent(names, xmpSidecarNames(base));
    for (const [name, read] of [
      [takeout, async (p: string) => parseTakeout(p, (await readSidecar(p)).toString('utf8'))],
      [xmp, async (p: string) => parseXmp(p, await readSidecar(p))],
    ] as const) {
      if (!name) continue;
      const full = path.join(path.dirname(file), name);
      try {
        const data = await read(full);
        if (data) out.found.push(data);
      } catch (err) {
        // Gone between the listing and the read: nothing to say.
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
        out.errors.push(err instanceof StageError ? err.message : `the sidecar ${full} cannot be read (${err instanceof Error ? err.message : String(err)})`);
      }
    }
    return out;
  }

  /** The media files in the sidecar's folder that it belongs to (a changed sidecar re-reads them). */
  async mediaFor(sidecar: string, isMedia: (file: string) => boolean): Promise<string[]> {
    const dir = path.dirname(sidecar);
    const name = path.basename(sidecar).normalize('NFC').toLowerCase();
    const kind = sidecarKindOf(name);
    if (!kind) return [];
    const names = await this.listing(dir, true);
    // Every rule keeps the name's start up to its first dot or bracket: only names starting so are tried.
    const prefix = /^[^.(]*/.exec(name)?.[0] ?? '';
    const out: string[] = [];
    for (const [lower, actual] of names) {
      if (!lower.startsWith(prefix) || sidecarKindOf(lower) !== null) continue;
      const candidates = kind === 'xmp' ? xmpSidecarNames(actual) : takeoutSidecarNames(actual);
      if (candidates.some((c) => c.normalize('NFC').toLowerCase() === name) && isMedia(path.join(dir, actual))) out.push(path.join(dir, actual));
    }
    return out;
  }

  private async listing(dir: string, fresh = false): Promise<Map<string, string>> {
    const info = await stat(dir).catch(() => null);
    if (!info) return new Map();
    const stamp = Math.max(info.mtimeMs, info.ctimeMs);
    const cached = this.listings.get(dir);
    if (cached && cached.stamp === stamp && !fresh) return cached.names;
    const entries = await readdir(dir).catch(() => [] as string[]);
    const names = new Map(entries.map((e) => [e.normalize('NFC').toLowerCase(), e]));
    this.listings.delete(dir);
    this.listings.set(dir, { stamp, names });
    if (this.listings.size > MAX_CACHED_DIRS) this.listings.delete(this.listings.keys().next().value as string);
    return names;
  }
}

function firstPresent(names: Map<string, string>, candidates: string[]): string | null {
  for (const c of candidates) {
    const hit = names.get(c.normalize('NFC').toLowerCase());
    if (hit) return hit;
  }
  return null;
}

async function readSidecar(file: string): Promise<Buffer> {
  const info = await stat(file);
  if (info.size > MAX_SIDECAR_BYTES) throw new StageError(`the sidecar ${file} is too big to be one (${info.size} bytes)`);
  return readFile(file);
}
