import { z } from 'zod';

/** One media file the library knows: a photo, a screenshot or a video. */
export const MemoryKind = z.enum(['photo', 'screenshot', 'video']);
export type MemoryKind = z.infer<typeof MemoryKind>;

/** Where a memory's time came from, best first (a sidecar's time is used only when the file has none). */
export const TimeSource = z.enum(['exif', 'quicktime', 'takeout', 'xmp', 'filename', 'mtime', 'user']);
export type TimeSource = z.infer<typeof TimeSource>;

/** ok: every stage that can run now is done; pending: work left; error: a stage failed for good; deleted: tombstoned. */
export const MemoryStatus = z.enum(['ok', 'pending', 'error', 'deleted']);
export type MemoryStatus = z.infer<typeof MemoryStatus>;

export const Place = z.object({
  city: z.string(),
  region: z.string().nullable(),
  country: z.string(),
  countryCode: z.string(),
  label: z.string(),
});
export type Place = z.infer<typeof Place>;

export const StageState = z.object({
  status: z.enum(['done', 'failed', 'pending', 'skipped']),
  version: z.number().int(),
  error: z.string().optional(),
  /** Done, but with something the user should know (damaged EXIF ignored). */
  warning: z.string().optional(),
  /** Why a stage waits (a model or Ollama missing), shown in status and the UI. */
  reason: z.string().optional(),
  attempts: z.number().int().optional(),
  /** Epoch ms after which a transient failure may be retried. */
  retryAt: z.number().optional(),
});
export type StageState = z.infer<typeof StageState>;

/** What a file's sidecar says: a Google Takeout JSON or an XMP file (Lightroom, digiKam, darktable). */
export const Sidecar = z.object({
  source: z.enum(['takeout', 'xmp']),
  /** The sidecar file's path. */
  path: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  keywords: z.array(z.string()),
  /** People tagged by name in the sidecar. */
  people: z.array(z.string()),
  /** Stars, 0–5 (-1: rejected); null when unrated. */
  rating: z.number().nullable(),
});
export type Sidecar = z.infer<typeof Sidecar>;

/** The API shape of a memory (camelCase); the store's row shape lives in the engine. */
export const Memory = z.object({
  id: z.string(),
  path: z.string(),
  paths: z.array(z.string()),
  kind: MemoryKind,
  format: z.string().nullable(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  durationSec: z.number().nullable(),
  /** ISO 8601 UTC. */
  takenAt: z.string().nullable(),
  /** Wall clock as the camera stored it, YYYY-MM-DDTHH:MM:SS. */
  takenAtLocal: z.string().nullable(),
  /** "+02:00", or null when the file did not say. */
  offset: z.string().nullable(),
  timeSource: TimeSource.nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  place: Place.nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  thumbnail: z.string().nullable(),
  /** What perception found (null until its stage ran). */
  caption: z.string().nullable(),
  description: z.string().nullable(),
  ocrText: z.string().nullable(),
  transcript: z.string().nullable(),
  /** Atomic contexts from the VLM: people, visual elements, environment, activities… */
  contexts: z.record(z.string(), z.unknown()).nullable(),
  faces: z.array(
    z.object({
      faceId: z.string(),
      box: z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }),
      personId: z.string().nullable(),
      emotion: z.object({ label: z.string(), score: z.number() }).nullable(),
    }),
  ),
  objects: z.array(z.string()),
  /** Near-duplicates share a group id (the UI shows one of them). */
  duplicateGroup: z.string().nullable(),
  /** Sidecars found next to the file, their text searchable like the user's notes. */
  sidecars: z.array(Sidecar),
  /** A Live Photo's motion: the MOV that belongs to this still (not a memory of its own). */
  motionPath: z.string().nullable(),
  /** Fields the user corrected, with their values; these win over the models' and survive re-runs. */
  corrections: z.record(z.string(), z.unknown()),
  status: MemoryStatus,
  error: z.string().nullable(),
  stages: z.record(z.string(), StageState),
});
export type Memory = z.infer<typeof Memory>;

/**
 * A memory as grids and strips show it (the timeline, a duplicate group): what a cell and its label
 * need, none of the text or stages, so a screen of them is a few kilobytes. `duplicates` is how many
 * near-duplicates the cell stands for (itself included; 1 when it stands alone).
 */
export const MemorySummary = Memory.pick({
  id: true,
  kind: true,
  takenAt: true,
  takenAtLocal: true,
  place: true,
  thumbnail: true,
  duplicateGroup: true,
}).extend({
  duplicates: z.number().int().min(1),
  /**
   * Names the thumbnail's pixels (the perceptual hash computed from them; null before there is
   * one): its URL carries it, so a thumbnail made again is never served from an old cache entry,
   * while perception writing other fields of the row leaves the URL, and the browser's cache, alone.
   */
  thumbVersion: z.string().nullable(),
});
export type MemorySummary = z.infer<typeof MemorySummary>;

/**
 * What a memory listing can be narrowed to; the timeline's day counts and its listings take the
 * same filters, so counts, the scrubber and the grid agree. Values the user corrected count.
 */
export const MemoryFilters = z.object({
  kind: MemoryKind.optional(),
  /** Part of the place's name, any case. */
  place: z.string().trim().min(1).max(200).optional(),
  /** A person's id: memories where one of their faces was found. */
  person: z.string().min(1).optional(),
  /** Only memories with words in them (text in the picture, or speech). */
  hasText: z.boolean().optional(),
});
export type MemoryFilters = z.infer<typeof MemoryFilters>;
