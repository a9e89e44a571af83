import { z } from 'zod';

export const StageCounts = z.object({
  done: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  /** Why pending work waits (e.g. "model clip-vit-b32 not downloaded"), when it waits on something. */
  reasons: z.array(z.string()),
  /** Memories per second over the last minute while the stage runs, and the time left at that pace. */
  perSecond: z.number().nullable(),
  etaSeconds: z.number().nullable(),
});
export type StageCounts = z.infer<typeof StageCounts>;

export const MemoryError = z.object({ id: z.string(), path: z.string(), stage: z.string(), error: z.string() });
export type MemoryError = z.infer<typeof MemoryError>;

/** Shown while a damaged settings file's recovery waits for the user (the library is paused meanwhile). */
export const SETTINGS_DAMAGED_MESSAGE = 'settings were damaged; your folders are paused until you check them';
export const LibraryDamage = z.object({
  /** What failed, in the database's words. */
  reason: z.string(),
});
export type LibraryDamage = z.infer<typeof LibraryDamage>;

export const LibraryStatus = z.object({
  library: z.string(),
  memories: z.number().int(),
  deleted: z.number().int(),
  stages: z.record(z.string(), StageCounts),
  errors: z.array(MemoryError),
  /** Memories that were indexed but with a caveat (damaged metadata ignored), same shape as errors. */
  warnings: z.array(MemoryError),
  /** Files waiting in the ingest queue right now (0 when idle). */
  queued: z.number().int(),
  paused: z.boolean(),
  pausedRoots: z.array(z.string()),
  /** A damaged settings file was recovered: what was lost and where the damaged file was kept. */
  settingsRecovery: z.object({ message: z.string(), keptAs: z.string(), lost: z.array(z.string()) }).nullable(),
  /** Throughput over the last minute and time left, while work runs. */
  filesPerSecond: z.number().nullable(),
  etaSeconds: z.number().nullable(),
  /**
   * The library's database could not be read on open (a damaged table or version file): nothing is
   * indexed or answered until `rebuildLibrary` sets it aside and builds a fresh one, edits replayed.
   */
  damaged: LibraryDamage.nullable(),
});
export type LibraryStatus = z.infer<typeof LibraryStatus>;
