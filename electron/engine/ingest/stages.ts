import path from 'node:path';
import { placeLabel, reverseGeocode } from '../place/gazetteer';
import type { MemoryRow } from '../store/schema';
import { failedState, isDue, unidentified, type StageInfo, type StageResult } from '../pipeline/stage-state';
import { parseStages } from '../store/memory-view';
import { readMetadata, type MediaMetadata } from './metadata';
import type { Probe } from './probe';
import { dropReplacedThumbnail, writeThumbnail } from './thumbnail';
import { localToUtcMs, utcToLocal } from '../store/local-time';
import { looksLikeScreenshotName, parseFilenameDate } from './time-parse';
import type { SidecarFinder, Sidecars } from './sidecars/sidecars';
import type { Sidecar } from '../../../shared/memory';
import { StageError, toStageError } from '../pipeline/stage-error';

export interface StageContext {
  libraryDir: string;
  file: string;
  mtimeMs: number;
  probe: Probe;
  /** Parsed once per file and shared by every stage. */
  metadata(): Promise<MediaMetadata>;
  /** The file's Takeout/XMP sidecars, read once per file. */
  sidecars(): Promise<Sidecars>;
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
  /** It reads the sidecars: a sidecar that appears or changes runs it again. */
  readsSidecars?: boolean;
  /** Background-lane stages made from what this one writes: when it is done again, so are they. */
  invalidates?: readonly string[];
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
  // v2: a sidecar's time when the file has none.
  version: 2,
  readsSidecars: true,
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
    const fromSidecar = sidecarTime((await ctx.sidecars()).found);
    if (fromSidecar) return { ...fromSidecar, ...warning };
    const fromName = parseFilenameDate(path.basename(ctx.file));
    if (fromName) return { ...time(localToUtcMs(fromName.local, fromName.offsetMinutes), fromName.local, fromName.offsetMinutes, 'filename'), ...warning };
    // The file's own clock: an instant, shown in this machine's zone at that date.
    const offset = -new Date(ctx.mtimeMs).getTimezoneOffset();
    return { ...time(ctx.mtimeMs, utcToLocal(ctx.mtimeMs, offset), offset, 'mtime'), ...warning };
  },
};

/**
 * A sidecar's wall clock (XMP) first, then its instant (Takeout's epoch seconds). Takeout gives no
 * zone: like a file's own clock, the instant is shown in this machine's zone at that date.
 */
function sidecarTime(found: Sidecars['found']): Partial<MemoryRow> | null {
  for (const s of found) {
    if (s.captured) return time(localToUtcMs(s.captured.local, s.captured.offsetMinutes), s.captured.local, s.captured.offsetMinutes, s.source);
  }
  for (const s of found) {
    if (s.instantMs === null) continue;
    const offset = -new Date(s.instantMs).getTimezoneOffset();
    return time(s.instantMs, utcToLocal(s.instantMs, offset), offset, s.source);
  }
  return null;
}

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
  // v3: a sidecar's place when the file has none.
  version: 3,
  readsSidecars: true,
  appliesTo: () => true,
  async run(_row, ctx) {
    const meta = await ctx.metadata();
    const own = meta.lat !== null && meta.lon !== null;
    const side = own ? null : ((await ctx.sidecars()).found.find((s) => s.lat !== null && s.lon !== null) ?? null);
    const point = own ? meta : side;
    const place = point && point.lat !== null && point.lon !== null ? reverseGeocode(point.lat, point.lon) : null;
    return {
      lat: point?.lat ?? null,
      lon: point?.lon ?? null,
      altitude: point?.altitude ?? null,
      place_city: place?.city || null,
      place_region: place?.region ?? null,
      place_country: place?.country ?? null,
      place_country_code: place?.countryCode ?? null,
      place_label: place ? placeLabel(place) : null,
    };
  },
};

/**
 * What the sidecars say besides time and place (those the time and place stages take when the file
 * has none): title, description, keywords, people, rating, searchable like the user's notes. A
 * sidecar that cannot be read fails this stage, which makes it an error of this memory alone.
 */
export const sidecarStage: Stage = {
  name: 'sidecar',
  version: 1,
  readsSidecars: true,
  appliesTo: () => true,
  async run(_row, ctx) {
    const { found, errors } = await ctx.sidecars();
    if (errors.length > 0) throw new StageError(errors.join('; '));
    const meta = await ctx.metadata();
    const sidecars: Sidecar[] = found.map((s) => ({
      source: s.source,
      path: s.path,
      title: s.title,
      // Takeout's description is the caption typed in Google Photos; one the file carries itself wins.
      description: s.source === 'takeout' && meta.description ? null : s.description,
      keywords: s.keywords,
      people: s.people,
      rating: s.rating,
    }));
    return { sidecars_json: sidecars.length > 0 ? JSON.stringify(sidecars) : null };
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
  // A thumbnail made again (a new version, a retry) has its grid thumbnail shrunk from it again.
  invalidates: ['grid-thumbnail'],
  async run(row, ctx) {
    // The probe stage put the orientation on the row: the deferred pass need not parse EXIF again.
    const { rel, phash } = await writeThumbnail(ctx.libraryDir, ctx.file, ctx.probe, row.orientation, {
      width: row.width,
      height: row.height,
    });
    await dropReplacedThumbnail(ctx.libraryDir, row.thumbnail, rel);
    return { thumbnail: rel, phash };
  },
};

/** What the file-lane stages read of a file: its probe, and its metadata and sidecars read once on first use. */
export function fileStageContext(libraryDir: string, file: string, mtimeMs: number, probe: Probe, finder: SidecarFinder): StageContext {
  let metadata: Promise<MediaMetadata> | null = null;
  let sidecars: Promise<Sidecars> | null = null;
  return {
    libraryDir,
    file,
    mtimeMs,
    probe,
    metadata: () => (metadata ??= readMetadata(file, probe)),
    sidecars: () => (sidecars ??= finder.read(file)),
  };
}

/** In run order: later stages may read what earlier ones wrote on the row. */
export const STAGES: readonly Stage[] = [probeStage, timeStage, placeStage, sidecarStage, thumbnailStage];

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

/**
 * Runs this phase's due stages on the row and records their states on it. `retry` also re-runs
 * stages that failed for good (the user asked to try again); `sidecarsChanged` re-runs the ones
 * that read sidecars (one appeared, changed or went).
 */
export async function runStages(
  all: readonly Stage[], row: MemoryRow, ctx: StageContext, now: number, retry: boolean, phase: Phase, sidecarsChanged = false,
): Promise<void> {
  const stages = parseStages(row);
  for (const stage of all) {
    if ((stage.deferred ?? false) !== (phase === 'deferred')) continue;
    const state = stages[stage.name];
    const due = isDue(stage, state, now) || (retry && state?.status === 'failed') || (sidecarsChanged && stage.readsSidecars === true);
    if (!stage.appliesTo(row) || !due) continue;
    try {
      const { warning, skipped, ...patch } = await stage.run(row, ctx);
      Object.assign(row, patch);
      stages[stage.name] = skipped
        ? { status: 'skipped', version: stage.version, reason: skipped }
        : { status: 'done', version: stage.version, ...(warning ? { warning } : {}) };
      if (!skipped) for (const target of stage.invalidates ?? []) delete stages[target];
    } catch (err) {
      const failure = toStageError(err);
      stages[stage.name] = failedState(stage, stages[stage.name], failure.message, failure.transient, now);
    }
  }
  row.stages_json = JSON.stringify(stages);
}
