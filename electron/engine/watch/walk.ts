import { opendir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Scope } from './scope';

/** Deeper than any real photo tree; a guard against pathological nesting, not a product limit. */
const MAX_DEPTH = 64;

export interface WalkResult {
  /** Folders that could not be read: their files must not be taken as deleted. */
  unreadable: string[];
}

/**
 * Walks a root and reports every file the scope includes. Symlinked folders are followed once: each
 * real folder is visited at most one time, which makes symlink loops harmless.
 */
export async function walkRoot(
  root: string,
  scope: Scope,
  onFile: (file: string) => void | Promise<void>,
  shouldStop: () => boolean = () => false,
): Promise<WalkResult> {
  const visited = new Set<string>();
  const unreadable: string[] = [];

  const visit = async (dir: string, depth: number): Promise<void> => {
    if (depth > MAX_DEPTH || shouldStop()) return;
    let real: string;
    try {
      real = await realpath(dir);
    } catch {
      unreadable.push(dir);
      return;
    }
    if (visited.has(real)) return;
    visited.add(real);
    let handle;
    try {
      handle = await opendir(dir);
    } catch {
      unreadable.push(dir);
      return;
    }
    const subdirs: string[] = [];
    try {
      for await (const entry of handle) {
        if (shouldStop()) return;
        const full = path.join(dir, entry.name);
        let isDir = entry.isDirectory();
        let isFile = entry.isFile();
        if (entry.isSymbolicLink()) {
          const target = await stat(full).catch(() => null); // dangling links are skipped
          isDir = target?.isDirectory() ?? false;
          isFile = target?.isFile() ?? false;
        }
        if (isDir && scope.includesDir(full)) subdirs.push(full);
        else if (isFile && scope.includesFile(full)) await onFile(full);
      }
    } catch {
      unreadable.push(dir);
    }
    for (const sub of subdirs) await visit(sub, depth + 1);
  };

  await visit(root, 0);
  return { unreadable };
}
