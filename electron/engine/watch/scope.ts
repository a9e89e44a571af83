import path from 'node:path';
import picomatch from 'picomatch';
import type { Settings } from '../../../shared/settings';

/**
 * Folder names that hold caches, trash or tool output rather than the user's photos. Indexing them
 * would fill the library with app icons and duplicate thumbnails (a complaint in Immich and
 * PhotoPrism trackers), so they are never indexed, whatever the settings say.
 */
const NEVER_INDEXED_DIRS = new Set([
  'node_modules',
  '@eaDir', // Synology thumbnails
  '$RECYCLE.BIN',
  'System Volume Information',
  'Caches',
  'Cache',
  'cache',
  'Thumbs',
  'lost+found',
]);

/** Media extensions worth probing; the real type is decided by magic bytes, this only skips obvious non-media. */
const CANDIDATE_EXTENSIONS = new Set([
  '.jpg', '.jpeg', '.jpe', '.png', '.heic', '.heif', '.hif', '.webp', '.avif', '.tif', '.tiff', '.gif', '.bmp',
  '.dng', '.cr2', '.cr3', '.nef', '.arw', '.orf', '.rw2', '.raf',
  '.mp4', '.m4v', '.mov', '.3gp', '.mpg', '.mpeg', '.mkv', '.webm', '.avi',
]);

export type SidecarKind = 'takeout' | 'xmp';

/** Whether a file's name says it is a sidecar of some photo (watched besides media, never a memory). */
export function sidecarKindOf(fileName: string): SidecarKind | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.xmp')) return 'xmp';
  // metadata.json is a Takeout album's, not a photo's.
  if (lower.endsWith('.json') && lower !== 'metadata.json') return 'takeout';
  return null;
}

export interface Scope {
  /** The root a path belongs to, or null when it is outside every root. */
  rootOf(file: string): string | null;
  /** Whether a folder should be walked (false prunes the whole subtree). */
  includesDir(dir: string): boolean;
  /** Whether a file should become a memory. */
  includesFile(file: string): boolean;
  /** Whether a file is a sidecar the watcher reports (its photo reads it again). */
  includesSidecar(file: string): boolean;
  isPaused(root: string): boolean;
}

export function createScope(settings: Settings, libraryDir: string): Scope {
  const roots = settings.roots.map((r) => path.resolve(r)).sort((a, b) => b.length - a.length);
  const excluded = settings.excludedFolders.map((f) => path.resolve(f));
  const patterns = settings.excludedPatterns.length > 0 ? picomatch(settings.excludedPatterns, { dot: true }) : null;
  const library = path.resolve(libraryDir);
  const paused = new Set(settings.pausedRoots.map((r) => path.resolve(r)));

  const rootOf = (file: string): string | null => {
    const abs = path.resolve(file);
    return roots.find((r) => isInside(abs, r)) ?? null;
  };

  const excludedByRules = (abs: string, root: string): boolean => {
    if (isInside(abs, library)) return true;
    if (excluded.some((e) => isInside(abs, e))) return true;
    const rel = path.relative(root, abs);
    if (rel === '') return false;
    const parts = rel.split(path.sep);
    if (parts.some((p) => p.startsWith('.') || NEVER_INDEXED_DIRS.has(p))) return true;
    return patterns !== null && patterns(rel.split(path.sep).join('/'));
  };

  return {
    rootOf,
    includesDir(dir) {
      const abs = path.resolve(dir);
      const root = rootOf(abs);
      return root !== null && !excludedByRules(abs, root);
    },
    includesFile(file) {
      const abs = path.resolve(file);
      const root = rootOf(abs);
      if (root === null || excludedByRules(abs, root)) return false;
      return CANDIDATE_EXTENSIONS.has(path.extname(abs).toLowerCase());
    },
    includesSidecar(file) {
      const abs = path.resolve(file);
      const root = rootOf(abs);
      return root !== null && !excludedByRules(abs, root) && sidecarKindOf(path.basename(abs)) !== null;
    },
    isPaused(root) {
      return settings.paused || paused.has(path.resolve(root));
    },
  };
}

export function isInside(file: string, dir: string): boolean {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}
