import { TrashRequest } from '../../shared/desktop';

export interface TrashDeps {
  /** The memory's files as the engine knows them (null: no such memory). */
  pathsOf(memoryId: string): Promise<string[] | null>;
  /** Electron's shell.trashItem: the OS trash, from which the user can restore. */
  trashItem(path: string): Promise<void>;
}

/**
 * Moves files of duplicates to the OS trash, for the review's "move the others to the trash"
 * (confirmed by the user in the page). Only a file the engine lists as one of the named memory's
 * copies is moved: a page that asked for anything else gets nothing moved at all.
 */
export async function trashFiles(raw: unknown, deps: TrashDeps): Promise<{ trashed: number }> {
  const files = TrashRequest.parse(raw);
  const known = new Map<string, Set<string>>();
  for (const { memoryId } of files) {
    if (known.has(memoryId)) continue;
    const paths = await deps.pathsOf(memoryId);
    if (!paths) throw new Error(`no memory ${memoryId}`);
    known.set(memoryId, new Set(paths));
  }
  const stranger = files.find((f) => !known.get(f.memoryId)!.has(f.path));
  if (stranger) throw new Error(`${stranger.path} is not a file of memory ${stranger.memoryId}: nothing was moved`);
  let trashed = 0;
  for (const { path } of files) {
    await deps.trashItem(path);
    trashed++;
  }
  return { trashed };
}
