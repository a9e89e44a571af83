import { lstatSync } from 'node:fs';
import { lstat, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Memory } from '../../../shared/memory';
import { gridThumbnailPath } from '../perception/grid-thumbnail';

/**
 * Which file a media URL may be answered with. Electron-free and sharp-free: the Electron protocol
 * handler (through the engine process) and the serve bridge both call it, and tests run it in Node.
 *
 * A media URL names only a kind and a memory id, never a path. The path comes from the library's
 * own record of that memory and is served only when, resolved to its real path (symlinks followed),
 * it still lies inside one of the roots the user watches now (originals) or inside the library's
 * thumbnail cache (thumbnails). So `..`, encoded dots or slashes, a symlink pointing out of a root, a
 * file moved elsewhere since it was indexed and a root the user removed are all refused.
 *
 * The answer carries the checked file's identity (device and inode). Whoever sends the file opens it
 * once and serves from that descriptor only if it is the same file (media-http.ts openVerified): a
 * symlink or another file swapped in between the check and the open is refused, not followed.
 */

/** `grid`: the grid thumbnail, a smaller one for tiles on low-density screens (perception/grid-thumbnail.ts); the thumbnail where there is none. */
export const MEDIA_KINDS = ['thumb', 'grid', 'original'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The kinds served from the library's thumbnail cache: small files, named for good by their version. */
export function isThumbnailKind(kind: MediaKind): boolean {
  return kind !== 'original';
}

/** Memory ids are content hashes (32 hex digits); this admits nothing that could spell a path. */
export const MEMORY_ID = /^[A-Za-z0-9_-]{1,128}$/;

export function isMediaKind(value: unknown): value is MediaKind {
  return typeof value === 'string' && (MEDIA_KINDS as readonly string[]).includes(value);
}

/** The fields of a memory the checks read. */
export type MediaMemory = Pick<Memory, 'id' | 'path' | 'paths' | 'kind' | 'format' | 'thumbnail' | 'status'>;

export interface MediaDeps {
  getMemory(id: string): Promise<MediaMemory | null>;
  /** The watched folders now; read per request, so removing a root takes effect at once. */
  roots: readonly string[] | (() => Promise<readonly string[]>);
  /** The library folder: thumbnails live in its `thumbs/`, renditions in its `renditions/`. */
  libraryDir: string;
  /** Remembers checked thumbnails (see ThumbnailCache); without it every request checks from scratch. */
  thumbnails?: ThumbnailCache;
}

/**
 * `file`: send the file as it is. `rendition`: the original is a photo browsers can't show (HEIC,
 * TIFF, RAW), so a WebP rendition of it is sent instead (made by the engine, see rendition.ts).
 */
export interface MediaFile extends FileIdentity {
  ok: true;
  path: string;
  contentType: string;
  serve: 'file' | 'rendition';
}

/** Which file was checked: device and inode as decimal strings (an inode may not fit a double). */
export interface FileIdentity {
  dev: string;
  ino: string;
}

export type MediaRefusalReason =
  | 'bad-request'
  | 'no-memory'
  | 'deleted'
  | 'no-thumbnail'
  | 'outside-roots'
  | 'symlink-escape'
  | 'inside-library'
  | 'outside-thumbnails'
  | 'missing'
  | 'not-a-file';

export interface MediaRefusal {
  ok: false;
  reason: MediaRefusalReason;
  message: string;
}

export type MediaResolution = MediaFile | MediaRefusal;

const refuse = (reason: MediaRefusalReason, message: string): MediaRefusal => ({ ok: false, reason, message });

/** HTTP status for a refusal: the caller's mistake (400), nothing there (404), or not allowed (403). */
export function refusalStatus(reason: MediaRefusalReason): 400 | 403 | 404 {
  switch (reason) {
    case 'bad-request':
      return 400;
    case 'outside-roots':
    case 'symlink-escape':
    case 'inside-library':
    case 'outside-thumbnails':
      return 403;
    default:
      return 404;
  }
}

/** What browsers (Chromium in the app, any browser under serve) show from an original, by its sniffed format. */
const SHOWABLE: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** Photos no browser decodes; a WebP rendition stands in for them. Other videos (mkv, avi…) get their poster thumbnail. */
const RENDERED = new Set(['heic', 'tiff', 'dng', 'cr2', 'cr3', 'nef', 'arw', 'orf', 'rw2', 'raf']);

const THUMB_TYPES: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png' };

export async function resolveMedia(kind: MediaKind, memoryId: string, deps: MediaDeps): Promise<MediaResolution> {
  if (!isMediaKind(kind)) return refuse('bad-request', `unknown media kind ${JSON.stringify(kind)}`);
  if (typeof memoryId !== 'string' || !MEMORY_ID.test(memoryId)) return refuse('bad-request', 'not a memory id');
  const memory = await deps.getMemory(memoryId);
  if (!memory || memory.id !== memoryId) return refuse('no-memory', `no memory ${memoryId}`);
  // Tombstoned: deleted from disk, or taken out of the library by removing its root or excluding its folder.
  if (memory.status === 'deleted') return refuse('deleted', `memory ${memoryId} is no longer in the library`);

  const thumbnail = (): Promise<MediaResolution> => (deps.thumbnails ? deps.thumbnails.resolve(memory) : resolveThumbnail(memory, deps.libraryDir));
  if (kind === 'thumb') return thumbnail();
  if (kind === 'grid') return deps.thumbnails ? deps.thumbnails.resolveGrid(memory) : resolveGridThumbnail(memory, deps.libraryDir);

  const format = memory.format ?? '';
  // Nothing a browser could play or show: the poster/thumbnail is the best we have.
  if (!SHOWABLE[format] && !RENDERED.has(format)) return thumbnail();
  const roots = typeof deps.roots === 'function' ? await deps.roots() : deps.roots;
  const found = await resolveOriginal(memory, roots, deps.libraryDir);
  if (!found.ok) return found;
  const { path: file, dev, ino } = found;
  return SHOWABLE[format]
    ? { ok: true, path: file, dev, ino, contentType: SHOWABLE[format], serve: 'file' }
    : { ok: true, path: file, dev, ino, contentType: 'image/webp', serve: 'rendition' };
}

/** The thumbnail's stored path is relative to the library; it must stay inside `<library>/thumbs`. */
export async function resolveThumbnail(memory: Pick<MediaMemory, 'id' | 'thumbnail'>, libraryDir: string): Promise<MediaResolution> {
  const stored = memory.thumbnail;
  if (!stored) return refuse('no-thumbnail', `memory ${memory.id} has no thumbnail yet`);
  if (stored.includes('\0') || path.isAbsolute(stored)) return refuse('outside-thumbnails', 'the stored thumbnail path is not inside the thumbnail cache');
  const thumbs = await realDir(path.join(libraryDir, 'thumbs'));
  if (!thumbs) return refuse('missing', 'the library has no thumbnail cache');
  const lexical = path.resolve(path.resolve(libraryDir), stored);
  if (!isInside(lexical, path.resolve(libraryDir, 'thumbs')) && !isInside(lexical, thumbs)) {
    return refuse('outside-thumbnails', 'the stored thumbnail path is not inside the thumbnail cache');
  }
  const real = await realFile(lexical);
  if (!real.ok) return real;
  if (!isInside(real.path, thumbs)) return refuse('outside-thumbnails', 'the thumbnail resolves outside the thumbnail cache');
  const contentType = THUMB_TYPES[path.extname(real.path).toLowerCase()];
  if (!contentType) return refuse('not-a-file', 'the thumbnail is not an image');
  return { ok: true, path: real.path, dev: real.dev, ino: real.ino, contentType, serve: 'file' };
}

/** The grid thumbnail, checked like the thumbnail; the thumbnail itself when there is none. */
export async function resolveGridThumbnail(memory: Pick<MediaMemory, 'id' | 'thumbnail'>, libraryDir: string): Promise<MediaResolution> {
  if (!memory.thumbnail) return resolveThumbnail(memory, libraryDir);
  const grid = await resolveThumbnail({ id: memory.id, thumbnail: gridThumbnailPath(memory.thumbnail) }, libraryDir);
  return !grid.ok && grid.reason === 'missing' ? resolveThumbnail(memory, libraryDir) : grid;
}

/**
 * Thumbnails already checked, by stored path: a screen of them costs one lstat each instead of two
 * realpaths, a stat and an lstat. A hit is used only while the file at its real path is still the
 * one checked (same device and inode, a regular file, no symlink at its end), so a thumbnail made
 * again, removed or swapped is checked from scratch; the sender's open-once check still applies.
 * That lstat is synchronous: it names a file in the library's own folder, answered from the inode
 * cache in microseconds, where the promise version's trip through libuv's thread pool cost several
 * times the call itself on every thumbnail of a scroll.
 */
export class ThumbnailCache {
  private readonly files = new Map<string, MediaFile>();
  /**
   * Grid thumbnails found missing (the background lane has not made it yet, a small image): the thumbnail is
   * served without looking for one again while a synchronous lstat still finds nothing there.
   */
  private readonly noGrid = new Set<string>();

  constructor(
    private readonly libraryDir: string,
    private readonly max = 12_000,
  ) {}

  async resolve(memory: Pick<MediaMemory, 'id' | 'thumbnail'>): Promise<MediaResolution> {
    const key = memory.thumbnail;
    const hit = key ? this.files.get(key) : undefined;
    if (hit && sameFile(hit.path, hit)) return hit;
    if (key) this.files.delete(key);
    const found = await resolveThumbnail(memory, this.libraryDir);
    if (found.ok && key) {
      this.files.set(key, found);
      if (this.files.size > this.max) this.files.delete(this.files.keys().next().value as string);
    }
    return found;
  }

  /** resolveGridThumbnail, remembered. */
  async resolveGrid(memory: Pick<MediaMemory, 'id' | 'thumbnail'>): Promise<MediaResolution> {
    if (!memory.thumbnail) return this.resolve(memory);
    const grid = gridThumbnailPath(memory.thumbnail);
    if (this.noGrid.has(grid)) {
      if (!exists(path.resolve(this.libraryDir, grid))) return this.resolve(memory);
      this.noGrid.delete(grid);
    }
    const found = await this.resolve({ id: memory.id, thumbnail: grid });
    if (found.ok || found.reason !== 'missing') return found;
    this.noGrid.add(grid);
    if (this.noGrid.size > this.max) this.noGrid.delete(this.noGrid.values().next().value as string);
    return this.resolve(memory);
  }
}

function exists(file: string): boolean {
  try {
    return lstatSync(file, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false;
  }
}

function sameFile(file: string, identity: FileIdentity): boolean {
  try {
    const info = lstatSync(file, { bigint: true, throwIfNoEntry: false });
    return info !== undefined && info.isFile() && String(info.dev) === identity.dev && String(info.ino) === identity.ino;
  } catch {
    return false;
  }
}

/**
 * The first of the memory's paths that is a regular file inside a watched root, both as written and
 * once symlinks are resolved, and not inside the library folder. The refusal reported is the one for
 * the memory's main path.
 */
async function resolveOriginal(
  memory: MediaMemory,
  roots: readonly string[],
  libraryDir: string,
): Promise<CheckedFile | MediaRefusal> {
  const lexicalRoots = roots.filter((r) => path.isAbsolute(r)).map((r) => path.resolve(r));
  const realRoots = (await Promise.all(lexicalRoots.map(realDir))).filter((r): r is string => r !== null);
  const library = (await realDir(libraryDir)) ?? path.resolve(libraryDir);
  const candidates = [memory.path, ...memory.paths.filter((p) => p !== memory.path)];
  let first: MediaRefusal | null = null;
  for (const candidate of candidates) {
    const result = await checkOriginal(candidate, lexicalRoots, realRoots, library);
    if (result.ok) return result;
    first ??= result;
  }
  return first ?? refuse('missing', `memory ${memory.id} has no file`);
}

async function checkOriginal(
  file: string,
  lexicalRoots: string[],
  realRoots: string[],
  library: string,
): Promise<CheckedFile | MediaRefusal> {
  if (typeof file !== 'string' || file.includes('\0') || !path.isAbsolute(file)) return refuse('outside-roots', 'the memory’s path is not absolute');
  const lexical = path.resolve(file);
  const inRoot = (p: string, list: string[]): boolean => list.some((root) => isInside(p, root));
  // As written: the file must sit under a root the user watches now (a removed root, or a path the
  // library recorded before the file was moved elsewhere, fails here).
  if (!inRoot(lexical, lexicalRoots) && !inRoot(lexical, realRoots)) {
    return refuse('outside-roots', 'the file is not inside a watched folder');
  }
  const real = await realFile(lexical);
  if (!real.ok) return real;
  // Once resolved: a symlink inside a root that points out of every root is refused.
  if (!inRoot(real.path, realRoots)) return refuse('symlink-escape', 'the file resolves to a place outside the watched folders');
  // Mnemo's own data (database, settings) is never an original, even if a root contains the library.
  if (isInside(real.path, library) || real.path === library) return refuse('inside-library', 'the file is inside Mnemo’s library folder');
  return real;
}

async function realDir(dir: string): Promise<string | null> {
  try {
    const real = await realpath(dir);
    return (await stat(real)).isDirectory() ? real : null;
  } catch {
    return null;
  }
}

type CheckedFile = { ok: true; path: string } & FileIdentity;

/**
 * The real path of `file` and the identity of what is there. lstat, not stat: a real path has no
 * symlink at its end, so one found there was swapped in since realpath, and is refused.
 */
async function realFile(file: string): Promise<CheckedFile | MediaRefusal> {
  let real: string;
  try {
    real = await realpath(file);
  } catch {
    return refuse('missing', 'the file is not there any more');
  }
  try {
    const info = await lstat(real, { bigint: true });
    if (!info.isFile()) return refuse('not-a-file', 'not a regular file');
    return { ok: true, path: real, dev: String(info.dev), ino: String(info.ino) };
  } catch {
    return refuse('missing', 'the file is not there any more');
  }
}

/** The identity of a file Mnemo made itself (a rendition in the library), for the same open-once check. */
export async function identityOf(file: string): Promise<FileIdentity | null> {
  try {
    const info = await lstat(file, { bigint: true });
    return info.isFile() ? { dev: String(info.dev), ino: String(info.ino) } : null;
  } catch {
    return null;
  }
}

/** `file` lies strictly below `dir` (both absolute, normalised). */
export function isInside(file: string, dir: string): boolean {
  const rel = path.relative(dir, file);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel);
}
