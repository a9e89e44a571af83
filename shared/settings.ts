import { z } from 'zod';

/** Persisted library settings (settings.json in the library folder, written atomically). */
export const Settings = z.object({
  version: z.literal(1),
  /** Watched folders (the whitelist). Absolute paths. */
  roots: z.array(z.string()),
  /** Absolute folders never indexed, inside any root. */
  excludedFolders: z.array(z.string()),
  /** Glob patterns (picomatch, matched against the path relative to its root) never indexed. */
  excludedPatterns: z.array(z.string()),
  /** Roots whose work is paused. */
  pausedRoots: z.array(z.string()),
  /** Pause everything. */
  paused: z.boolean(),
  /** Set once the user's Pictures folder has been offered as the first root. */
  defaultRootApplied: z.boolean(),
});
export type Settings = z.infer<typeof Settings>;

export const defaultSettings = (): Settings => ({
  version: 1,
  roots: [],
  excludedFolders: [],
  excludedPatterns: [],
  pausedRoots: [],
  paused: false,
  defaultRootApplied: false,
});
