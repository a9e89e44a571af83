/**
 * Capture metadata of MP4 / MOV / M4V / 3GP files, read straight from the `moov` box.
 *
 * Only box headers and the few small leaf boxes we need are read from disk: the `mdat` (the media,
 * possibly many GB) and the sample tables are skipped by seeking.
 */
import { open } from 'node:fs/promises';
import {
  type BoxHeader,
  type ByteSource,
  fileSource,
  firstBox,
  readFullBoxHeader,
  readU32BE,
  readU64BE,
  walkBoxesAsync,
} from './isobmff';
import { type CaptureTags, readKeyedTags, readUserDataTags } from './quicktime-tags';
import { parseCreationDate, parseIso6709 } from './quicktime-values';

export type Rotation = 0 | 90 | 180 | 270;

export interface QuickTimeMetadata {
  /**
   * The instant from `mvhd` (when the recording was written); if mvhd leaves it unset, derived from a
   * creation date that carries an offset.
   */
  createdAtUtc: Date | null;
  /** Wall clock where the video was shot, YYYY-MM-DDTHH:MM:SS (Apple creationdate or udta ©day). */
  creationDateLocal: string | null;
  /** Offset of creationDateLocal from UTC, in minutes (e.g. +03:00 → 180). */
  offsetMinutes: number | null;
  lat: number | null;
  lon: number | null;
  /** Metres, from the ISO 6709 string. */
  altitude: number | null;
  durationSec: number | null;
  /** Stored (pre-rotation) dimensions of the first video track. */
  width: number | null;
  height: number | null;
  /** Clockwise rotation a player applies, from the video track's matrix. */
  rotation: Rotation;
  make: string | null;
  model: string | null;
  /** Apple's Live Photo pairing key (com.apple.quicktime.content.identifier). */
  contentIdentifier: string | null;
}

export function emptyQuickTimeMetadata(): QuickTimeMetadata {
  return {
    createdAtUtc: null,
    creationDateLocal: null,
    offsetMinutes: null,
    lat: null,
    lon: null,
    altitude: null,
    durationSec: null,
    width: null,
    height: null,
    rotation: 0,
    make: null,
    model: null,
    contentIdentifier: null,
  };
}

/** Seconds between the QuickTime epoch (1904-01-01 UTC) and the Unix epoch. */
const QUICKTIME_EPOCH_OFFSET_SEC = 2_082_844_800;
/** Writers that confuse the epochs produce pre-1970 dates; no video predates 1970, so treat those as unknown. */
const EARLIEST_PLAUSIBLE_MS = 0;
const LATEST_PLAUSIBLE_MS = Date.UTC(2100, 0, 1);
/** All-ones duration means "unknown" in mvhd. */
const DURATION_UNKNOWN_32 = 0xffff_ffff;

/** The first box of any QuickTime/ISO-BMFF file we accept; anything else is not such a file. */
const PLAUSIBLE_FIRST_BOXES = new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'pnot', 'uuid', 'junk']);
/** Leaf/metadata boxes we read whole; larger ones are not metadata we understand (e.g. embedded art). */
const MAX_LEAF_BOX_BYTES = 64 * 1024;
const MAX_METADATA_BOX_BYTES = 4 * 1024 * 1024;
const MAX_TRACKS = 64;

const FIXED_16_16 = 0x1_0000;
const VIDEO_HANDLER = 'vide';

export class QuickTimeFormatError extends Error {
  override name = 'QuickTimeFormatError';
}

/**
 * Reads capture metadata from a MP4/MOV/M4V/3GP file. Throws QuickTimeFormatError when the file is not
 * ISO-BMFF/QuickTime at all; a recognisable but damaged file yields whatever survives (nulls otherwise).
 */
export async function readQuickTimeMetadata(path: string): Promise<QuickTimeMetadata> {
  const handle = await open(path, 'r');
  try {
    return await readQuickTimeMetadataFrom(await fileSource(handle), path);
  } finally {
    await handle.close();
  }
}

export async function readQuickTimeMetadataFrom(source: ByteSource, label = 'input'): Promise<QuickTimeMetadata> {
  const result = emptyQuickTimeMetadata();
  let first = true;
  let moov: BoxHeader | null = null;
  for await (const box of walkBoxesAsync(source)) {
    if (first && !PLAUSIBLE_FIRST_BOXES.has(box.type)) break;
    first = false;
    if (box.type === 'moov') {
      moov = box;
      break;
    }
  }
  if (first) throw new QuickTimeFormatError(`${label}: not an MP4/QuickTime file (no valid top-level box)`);
  if (moov === null) return result;

  const partial: Partial<Record<'keys' | 'udta', QuickTimeMetadata>> = {};
  let tracks = 0;
  for await (const child of walkBoxesAsync(source, moov.bodyStart, moov.end)) {
    if (child.type === 'mvhd') {
      readMovieHeader(await readBox(source, child, MAX_LEAF_BOX_BYTES), result);
    } else if (child.type === 'trak' && tracks++ < MAX_TRACKS && result.width === null) {
      await readVideoTrack(source, child, result);
    } else if (child.type === 'meta') {
      partial.keys = decodeTags(readKeyedTags(await readBox(source, child, MAX_METADATA_BOX_BYTES)));
    } else if (child.type === 'udta') {
      partial.udta = decodeTags(readUserDataTags(await readBox(source, child, MAX_METADATA_BOX_BYTES)));
    }
  }
  // Apple's keyed metadata is the richer source (it carries the offset); udta fills the gaps.
  for (const from of [partial.keys, partial.udta]) {
    if (from === undefined) continue;
    if (result.creationDateLocal === null && result.offsetMinutes === null && from.creationDateLocal !== null) {
      result.creationDateLocal = from.creationDateLocal;
      result.offsetMinutes = from.offsetMinutes;
    }
    if (result.lat === null && from.lat !== null) {
      result.lat = from.lat;
      result.lon = from.lon;
      result.altitude = from.altitude;
    }
    result.make ??= from.make;
    result.model ??= from.model;
    result.contentIdentifier ??= from.contentIdentifier;
    result.createdAtUtc ??= from.createdAtUtc;
  }
  return result;
}

/** The box (header included) as a standalone buffer, or an empty one if it is implausibly large. */
async function readBox(source: ByteSource, box: BoxHeader, maxBytes: number): Promise<Uint8Array> {
  const length = box.end - box.offset;
  if (length > maxBytes) return new Uint8Array(0);
  return source.read(box.offset, length);
}

function quickTimeSecondsToDate(seconds: number | null): Date | null {
  if (seconds === null || seconds === 0) return null;
  const ms = (seconds - QUICKTIME_EPOCH_OFFSET_SEC) * 1000;
  return ms > EARLIEST_PLAUSIBLE_MS && ms < LATEST_PLAUSIBLE_MS ? new Date(ms) : null;
}

function readMovieHeader(buf: Uint8Array, out: QuickTimeMetadata): void {
  const box = firstBox(buf);
  if (box === null) return;
  const full = readFullBoxHeader(buf, box);
  if (full === null) return;
  const p = full.bodyStart;
  // v1 widens the times and duration to 64 bits.
  const v1 = full.version === 1;
  const needed = v1 ? 28 : 16;
  if (p + needed > box.end) return;
  const created = v1 ? readU64BE(buf, p) : readU32BE(buf, p);
  const timescale = readU32BE(buf, p + (v1 ? 16 : 8));
  const duration = v1 ? readU64BE(buf, p + 20) : readU32BE(buf, p + 12);
  out.createdAtUtc = quickTimeSecondsToDate(created);
  const durationKnown = duration !== null && duration !== 0 && !(!v1 && duration === DURATION_UNKNOWN_32);
  out.durationSec = durationKnown && timescale > 0 ? duration / timescale : null;
}

async function readVideoTrack(source: ByteSource, trak: BoxHeader, out: QuickTimeMetadata): Promise<void> {
  let tkhd: Uint8Array | null = null;
  let handler: string | null = null;
  for await (const child of walkBoxesAsync(source, trak.bodyStart, trak.end)) {
    if (child.type === 'tkhd') tkhd = await readBox(source, child, MAX_LEAF_BOX_BYTES);
    if (child.type === 'mdia') {
      for await (const m of walkBoxesAsync(source, child.bodyStart, child.end)) {
        if (m.type === 'hdlr') handler = readHandlerType(await readBox(source, m, MAX_LEAF_BOX_BYTES));
      }
    }
  }
  if (handler !== VIDEO_HANDLER || tkhd === null) return;
  const header = readTrackHeader(tkhd);
  if (header === null || header.width === 0 || header.height === 0) return;
  out.width = header.width;
  out.height = header.height;
  out.rotation = header.rotation;
}

/** hdlr: version/flags, pre_defined (QuickTime: component type), handler_type. */
function readHandlerType(buf: Uint8Array): string | null {
  const box = firstBox(buf);
  if (box === null) return null;
  const at = box.bodyStart + 8;
  if (at + 4 > box.end) return null;
  return String.fromCharCode(buf[at]!, buf[at + 1]!, buf[at + 2]!, buf[at + 3]!);
}

export function readTrackHeader(buf: Uint8Array): { width: number; height: number; rotation: Rotation } | null {
  const box = firstBox(buf);
  if (box === null) return null;
  const full = readFullBoxHeader(buf, box);
  if (full === null) return null;
  // times/track id/duration (20 bytes in v0, 32 in v1), then reserved(8) layer/group/volume/reserved(8).
  const matrixAt = full.bodyStart + (full.version === 1 ? 32 : 20) + 16;
  const widthAt = matrixAt + 36;
  if (widthAt + 8 > box.end) return null;
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const a = view.getInt32(matrixAt) / FIXED_16_16;
  const b = view.getInt32(matrixAt + 4) / FIXED_16_16;
  return {
    width: Math.round(view.getUint32(widthAt) / FIXED_16_16),
    height: Math.round(view.getUint32(widthAt + 4) / FIXED_16_16),
    rotation: rotationFromMatrix(a, b),
  };
}

/** The matrix's first row is (cos θ, sin θ) for a rotation θ; snap to the quarter turns players honour. */
export function rotationFromMatrix(a: number, b: number): Rotation {
  if (a === 0 && b === 0) return 0;
  const degrees = (Math.round(Math.atan2(b, a) / (Math.PI / 2)) * 90 + 360) % 360;
  return degrees as Rotation;
}

/** What a metadata box's tags say of the capture, decoded; the rest stays unknown. */
function decodeTags(tags: CaptureTags): QuickTimeMetadata {
  const out = emptyQuickTimeMetadata();
  applyCreationDate(out, tags.creationDate);
  applyLocation(out, tags.location);
  out.make = tags.make;
  out.model = tags.model;
  out.contentIdentifier = tags.contentIdentifier ?? null;
  return out;
}

function applyCreationDate(out: QuickTimeMetadata, text: string | undefined): void {
  if (text === undefined) return;
  const parsed = parseCreationDate(text);
  if (parsed === null) return;
  out.creationDateLocal = parsed.local;
  out.offsetMinutes = parsed.local === null ? null : parsed.offsetMinutes;
  out.createdAtUtc = parsed.utc;
}

function applyLocation(out: QuickTimeMetadata, text: string | undefined): void {
  if (text === undefined) return;
  const parsed = parseIso6709(text);
  if (parsed === null) return;
  out.lat = parsed.lat;
  out.lon = parsed.lon;
  out.altitude = parsed.altitude;
}
