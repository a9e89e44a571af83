import path from 'node:path';
import { placeLabel, reverseGeocode } from '../place/gazetteer';
import type { MemoryRow } from '../store/schema';
import { isDue, unidentified, type StageInfo, type StageResult } from '../pipeline/stage-state';
import { parseStages } from '../store/memory-view';
import type { MediaMetadata } from './metadata';
import type { Probe } from './probe';
import { writeThumbnail } from './thumbnail';
import { localToUtcMs, utcToLocal } from '../store/local-time';
import { looksLikeScreenshotName, parseFilenameDate } from './time-parse';

export interface StageContext {
  libraryDir: string;
  file: string;
  mtimeMs: number;
  probe: Probe;
  /** Parsed once per file and shared by every stage. */
  metadata(): Promise<MediaMetadata>;
}

/**
 * A file-lane stage: it runs while the file's bytes are in memory, right after the probe. The runner
 * picks memories whose state for it is missing, from an older version, or retryable, and writes the
 * patch it returns. Bump `version` to re-run it everywhere. Heavy work (models) belongs in the
 * background lane instead (perception/stage.ts).
 */
export interface Stage extends StageInfo {
  /**
   * Runs in the lane's second pass, after every queued file is on the timeline (ingest.ts): for
   * work that costs far more than the metadata and that nothing else in the file lane reads.
   */
  deferred?: boolean;
  run(row: MemoryRow, ctx: StageContext): Promise<StageResult>;
}

/** Orientations 5–8 turn the picture a quarter: displayed width and height swap. */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);
/** Offsets come in quarter hours (Nepal +05:45); a GPS-derived one is rounded to that. */
const OFFSET_STEP_MIN = 15;
const MAX_OFFSET_MIN = 14 * 60;

export const probeStage: Stage = {
  name: 'probe',
  version: 1,
  appliesTo: () => true,
  async run(_row, ctx) {
    const meta = await ctx.metadata();
    const turned = meta.orientation !== null && QUARTER_TURNS.has(meta.orientation);
    const base = path.basename(ctx.file);
    const screenshot =
      ctx.probe.info.kind === 'photo' &&
      (looksLikeScreenshotName(base) || (ctx.probe.info.format === 'png' && !meta.make && !meta.captured));
    return {
      format: ctx.probe.info.format,
      kind: screenshot ? 'screenshot' : ctx.probe.info.kind,
      size: ctx.probe.size,
      mtime: ctx.mtimeMs,
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
      orientation: meta.orientation,
      duration_sec: meta.durationSec,
      make: meta.make,
      model: meta.model,
    };
  },
};

export const timeStage: Stage = {
  name: 'time',
  version: 1,
  appliesTo: () => true,
  async run(_row, ctx) {
    const meta = await ctx.metadata();
    const warning = meta.damaged ? { warning: meta.damaged } : {};
    if (meta.captured && meta.capturedFrom) {
      const offset = meta.offsetMinutes ?? offsetFromInstant(meta.captured, meta.instantUtc);
      return time(localToUtcMs(meta.captured, offset), meta.captured, offset, meta.capturedFrom);
    }
    if (meta.instantUtc && meta.capturedFrom === 'quicktime') {
      // Android videos carry only the UTC instant: the wall clock where they were shot is unknown.
      const ms = meta.instantUtc.getTime();
      return { ...time(ms, utcToLocal(ms, 0), null, 'quicktime'), ...warning };
    }
    const fromName = parseFilenameDate(path.basename(ctx.file));
    if (fromName) return { ...time(localToUtcMs(fromName.local, fromName.offsetMinutes), fromName.local, fromName.offsetMinutes, 'filename'), ...warning };
    // The file's own clock: an instant, shown in this machine's zone at that date.
    const offset = -new Date(ctx.mtimeMs).getTimezoneOffset();
    return { ...time(ctx.mtimeMs, utcToLocal(ctx.mtimeMs, offset), offset, 'mtime'), ...warning };
  },
};

function time(takenAt: number, local: string, offset: number | null, source: string): Partial<MemoryRow> {
  return { taken_at: takenAt, taken_at_local: local, tz_offset_min: offset, time_source: source };
}

/** A wall clock without a zone, plus a UTC instant from GPS or QuickTime, gives the zone. */
function offsetFromInstant(local: string, instant: Date | null): number | null {
  if (!instant) return null;
  const minutes = Math.round((localToUtcMs(local, 0) - instant.getTime()) / 60_000 / OFFSET_STEP_MIN) * OFFSET_STEP_MIN;
  return Math.abs(minutes) <= MAX_OFFSET_MIN ? minutes : null;
}

export const placeStage: Stage = {
  name: 'place',
  // v2: a point inside a big city's core is that city, not a tiny place listed nearer (gazetteer.ts).
  version: 2,
  appliesTo: () => true,
  async run(_row, ctx) {
    const meta = await ctx.metadata();
    const place = meta.lat !== null && meta.lon !== null ? reverseGeocode(meta.lat, meta.lon) : null;
    return {
      lat: meta.lat,
      lon: meta.lon,
      altitude: meta.altitude,
      place_city: place?.city || null,
      place_region: place?.region ?? null,
      place_country: place?.country ?? null,
      place_country_code: place?.countryCode ?? null,
      place_label: place ? placeLabel(place) : null,
    };
  },
};

export const thumbnailStage: Stage = {
  name: 'thumbnail',
  // v2: also the perceptual hash, from the thumbnail's pixels (3 ms instead of 35 ms from a 12 MP
  // original). Hashing the decoded pixels instead of the written WebP moves a hash by a few bits at
  // most, so v2 rows stay comparable and need no re-run.
  version: 2,
  deferred: true,
  // Video poster frames need ffmpeg and come with the video stage.
  appliesTo: (row) => row.kind !== 'video',
  async run(row, ctx) {
    // The probe stage put the orientation on the row: the deferred pass need not parse EXIF again.
    const { rel, phash } = await writeThumbnail(ctx.libraryDir, ctx.file, ctx.probe, row.orientation, {
      width: row.width,
      height: row.height,
    });
    return { thumbnail: rel, phash };
  },
};

/** In run order: later stages may read what earlier ones wrote on the row. */
export const STAGES: readonly Stage[] = [probeStage, timeStage, placeStage, thumbnailStage];

/** Which stages a pass over a file runs: the timeline's first, the deferred ones later. */
export type Phase = 'first' | 'deferred';

/** Some stage of this phase has work on the row; `retry` counts stages failed for good as due too. */
export function hasDueStage(stages: readonly Stage[], row: Pick<MemoryRow, 'kind' | 'stages_json'>, now: number, phase: Phase, retry: boolean): boolean {
  const states = parseStages(row);
  if (unidentified(states)) return false;
  return stages.some(
    (s) =>
      (s.deferred ?? false) === (phase === 'deferred') &&
      s.appliesTo(row as MemoryRow) &&
      (isDue(s, states[s.name], now) || (retry && states[s.name]?.status === 'failed')),
  );
}
