import { createHash } from 'node:crypto';
import { HIDDEN_REASON } from '../store/corrections';
import { parsePaths, parseStages } from '../store/memory-view';
import type { MemoryRow } from '../store/schema';
import type { StageState } from '../../../shared/memory';
import { toStageError } from '../pipeline/stage-error';
import { failedState, type StageInfo } from '../pipeline/stage-state';

/** Memories of files that could not be read are named by their path, after this prefix. */
export const UNREADABLE_PREFIX = 'err-';

/**
 * The memory id of a file that cannot be read or identified: it still gets a memory, so it shows in
 * status with its reason, named by its path because there are no trustworthy bytes to hash.
 */
export function unreadableId(file: string): string {
  return `${UNREADABLE_PREFIX}${createHash('sha256').update(file).digest('hex').slice(0, 28)}`;
}

/**
 * The file is (again) one of the memory's copies; a tombstoned memory comes back with this file
 * alone. A hidden one stays hidden with all its files (the writer keeps the user's tombstone).
 */
export function attachPath(row: MemoryRow, file: string, root: string): void {
  const paths = new Set(parsePaths(row));
  paths.add(file);
  if (row.deleted_at !== null && row.deleted_reason !== HIDDEN_REASON) {
    row.deleted_at = null;
    row.deleted_reason = null;
    row.path = file;
    row.root = root;
    paths.clear();
    paths.add(file);
  }
  if (!paths.has(row.path)) row.path = file;
  row.paths_json = JSON.stringify([...paths]);
}

/** The file is no longer a copy of the memory; a memory left with no file is tombstoned. False: nothing changed. */
export function detachPath(row: MemoryRow, file: string, reason: string, now = Date.now()): boolean {
  const paths = parsePaths(row).filter((p) => p !== file);
  if (paths.length === 0) {
    // A hidden memory whose last file goes is gone for real: unhiding must not bring it back.
    if (row.deleted_at !== null && row.deleted_reason !== HIDDEN_REASON) return false;
    row.deleted_at = now;
    row.deleted_reason = reason;
  } else {
    row.paths_json = JSON.stringify(paths);
    if (row.path === file) row.path = paths[0] ?? file;
  }
  return true;
}

/** A file that cannot be read or identified: its size and mtime, and the first stage (the probe) failed with why. */
export function markUnreadable(row: MemoryRow, info: { size: number; mtimeMs: number } | null, probeStage: StageInfo | undefined, err: unknown, now: number): void {
  const failure = toStageError(err);
  row.size = info?.size ?? 0;
  row.mtime = info?.mtimeMs ?? null;
  const stages: Record<string, StageState> = {};
  if (probeStage) stages[probeStage.name] = failedState(probeStage, parseStages(row)[probeStage.name], failure.message, failure.transient, now);
  row.stages_json = JSON.stringify(stages);
}
