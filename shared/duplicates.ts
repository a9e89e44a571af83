import { z } from 'zod';
import { MemorySummary } from './memory';

/** One memory of a duplicate group, with what the suggestion was weighed on. */
export const DuplicateMember = MemorySummary.pick({ id: true, kind: true, takenAtLocal: true, thumbnail: true }).extend({
  /** Every file with these bytes (an exact group's copies). */
  paths: z.array(z.string()),
  width: z.number().nullable(),
  height: z.number().nullable(),
  size: z.number(),
  /** Variance of the Laplacian on a common grid (null: the thumbnail could not be read). */
  sharpness: z.number().nullable(),
  /** Share of clipped (pure black or white) pixels, 0–1. */
  clipped: z.number().nullable(),
});
export type DuplicateMember = z.infer<typeof DuplicateMember>;

/**
 * A duplicate group for review. `exact`: one content (same bytes) in several files, one memory —
 * keeping one file loses nothing. `similar`: several memories of one moment (a burst, retakes, a
 * resized copy), grouped by perceptual hash or CLIP. `suggested` is the memory to keep; for an exact
 * group, `keepPath` is the copy to keep.
 */
export const DuplicateGroup = z.object({
  id: z.string(),
  kind: z.enum(['exact', 'similar']),
  memberIds: z.array(z.string()),
  paths: z.array(z.string()),
  suggested: z.string(),
  keepPath: z.string(),
  /** Why the suggestion ("sharpest, 12 MP"). */
  reason: z.string(),
  members: z.array(DuplicateMember),
});
export type DuplicateGroup = z.infer<typeof DuplicateGroup>;

/** A memory the user hid (kept on disk, out of the timeline and search), to unhide. */
export const HiddenMemory = MemorySummary.pick({ id: true, kind: true, takenAtLocal: true, thumbnail: true }).extend({
  path: z.string(),
});
export type HiddenMemory = z.infer<typeof HiddenMemory>;
