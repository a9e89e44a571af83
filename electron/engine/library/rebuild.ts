import { rename, stat } from 'node:fs/promises';
import path from 'node:path';
import type { LibraryStatus } from '../../../shared/status';
import { DATABASE_DIR } from '../store/database';
import type { Settings } from '../../../shared/settings';
import { settingsNotice } from './status';

/**
 * Sets the library's database folder aside as `db.lancedb.damaged-<time>` (never deleted: what it
 * still holds may be recovered by hand), so a fresh one can be made in its place. Returns where it
 * went, or null when there was none.
 */
export async function setDatabaseAside(libraryDir: string, now = new Date()): Promise<string | null> {
  const dir = path.join(libraryDir, DATABASE_DIR);
  const exists = await stat(dir).then(() => true, (err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return false;
    throw err;
  });
  if (!exists) return null;
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  let target = `${dir}.damaged-${stamp}`;
  // Two rebuilds in the same millisecond must not overwrite the first one's copy.
  for (let n = 2; await stat(target).then(() => true, () => false); n++) target = `${dir}.damaged-${stamp}-${n}`;
  await rename(dir, target);
  return target;
}

/** What `status` says while the database cannot be read: nothing counted, the reason given. */
export function damagedStatus(libraryDir: string, reason: string, settings: Pick<Settings, 'paused' | 'pausedRoots' | 'recovery'> | null): LibraryStatus {
  return {
    library: libraryDir, memories: 0, deleted: 0, stages: {}, errors: [], warnings: [], queued: 0,
    paused: settings?.paused ?? false, pausedRoots: settings?.pausedRoots ?? [], filesPerSecond: null, etaSeconds: null,
    settingsRecovery: settingsNotice(settings?.recovery ?? null),
    damaged: { reason },
  };
}
