import exifr from 'exifr';

type ExifrOptions = NonNullable<Exclude<Parameters<typeof exifr.parse>[1], boolean | string[]>>;
import sharp from 'sharp';
import { extractCr3Exif } from './formats/cr3';
import { appleContentIdentifier } from './formats/apple-makernote';
import { readQuickTimeMetadata } from './formats/quicktime';
import { extractHeifExif } from './formats/heif';
import { extractJpegExif, jpegFrameSize } from './formats/jpeg';
import { dropMalformedTiffEntries } from './formats/tiff';
import { extractWebpExif } from './formats/webp';
import type { Probe } from './probe';
import type { LocalDateTime } from '../store/local-time';
import { parseExifDate, parseOffset } from './time-parse';

/** What a file says about itself, normalised across EXIF, XMP and QuickTime. */
export interface MediaMetadata {
  /** The capture wall clock as the device stored it. */
  captured: LocalDateTime | null;
  capturedFrom: 'exif' | 'quicktime' | null;
  /** Minutes east of UTC, when the file said. */
  offsetMinutes: number | null;
  /** The instant, when the file gives one independently of the wall clock (QuickTime mvhd, GPS time). */
  instantUtc: Date | null;
  lat: number | null;
  lon: number | null;
  altitude: number | null;
  make: string | null;
  model: string | null;
  /** EXIF orientation 1–8 (videos: mapped from their rotation). */
  orientation: number | null;
  /** Stored pixel size, before orientation. */
  width: number | null;
  height: number | null;
  durationSec: number | null;
  /** The caption the file carries itself (EXIF ImageDescription, XMP dc:description). */
  description: string | null;
  /** Apple's Live Photo key: a still and its MOV carry the same one. */
  contentIdentifier: string | null;
  /** Set when the file has a metadata block that could not be read even after repair. */
  damaged: string | null;
}

const EXIF_OPTIONS: ExifrOptions = {
  tiff: true,
  exif: true,
  gps: true,
  xmp: true,
  ifd1: false,
  icc: false,
  iptc: false,
  jfif: false,
  ihdr: true,
  interop: false,
  makerNote: false,
  userComment: false,
  mergeOutput: true,
  // Raw strings: exifr would otherwise revive dates in the process's own time zone.
  reviveValues: false,
  translateValues: false,
  translateKeys: true,
};

type ExifRecord = Record<string, unknown>;

export async function readMetadata(file: string, probe: Probe): Promise<MediaMetadata> {
  if (probe.info.kind === 'video') return fromQuickTime(file, probe);
  const buffer = probe.buffer;
  if (!buffer) return empty();
  const { exif, damaged } = await readExif(buffer, probe.info.format);
  const meta = fromExif(exif);
  if (damaged) meta.damaged = 'the EXIF metadata is damaged and was ignored';
  // Only iPhones write the key; other makes are spared looking for it.
  if (meta.make === 'Apple') meta.contentIdentifier = liveIdentifier(buffer, probe.info.format);
  if (probe.info.decoder === 'sharp') {
    // The real decoded size beats EXIF's (often stale) ExifImageWidth. JPEG's frame header is read
    // here; other formats take a sharp header read.
    const header =
      (probe.info.format === 'jpeg' ? jpegFrameSize(buffer) : null) ??
      (await sharp(buffer, { limitInputPixels: false }).metadata().catch(() => null));
    if (header?.width && header.height) {
      meta.width = header.width;
      meta.height = header.height;
    }
  }
  return meta;
}

function liveIdentifier(buffer: Buffer, format: string): string | null {
  const block = format === 'jpeg' ? extractJpegExif(buffer) : format === 'heic' ? extractHeifExif(buffer) : null;
  return block ? appleContentIdentifier(block) : null;
}

interface ExifRead {
  exif: ExifRecord | null;
  /** The file has an EXIF block, but nothing in it could be read. */
  damaged: boolean;
}

async function readExif(buffer: Buffer, format: string): Promise<ExifRead> {
  if (format === 'cr3') return { exif: await readCr3(buffer), damaged: false };
  if (format === 'webp') {
    const block = extractWebpExif(buffer);
    const exif = await parseTiff(block);
    return { exif, damaged: block !== null && exif === null };
  }
  const direct = await parse(buffer);
  if (direct && (direct.DateTimeOriginal !== undefined || direct.latitude !== undefined)) return { exif: direct, damaged: false };
  // exifr loses a whole IFD over one malformed entry (Sony HX5V) and misreads HEIF item offsets
  // (Canon AVIF): find the TIFF block ourselves, drop broken entries, and parse that.
  const block = format === 'jpeg' ? extractJpegExif(buffer) : format === 'heic' || format === 'avif' ? extractHeifExif(buffer) : null;
  const repaired = await parseTiff(block);
  const exif = repaired ?? direct;
  return { exif, damaged: block !== null && exif === null };
}

async function parseTiff(tiff: Uint8Array | null): Promise<ExifRecord | null> {
  if (!tiff) return null;
  return parse(dropMalformedTiffEntries(tiff).tiff);
}

async function parse(source: Uint8Array): Promise<ExifRecord | null> {
  try {
    const out = (await exifr.parse(source, EXIF_OPTIONS)) as ExifRecord | undefined;
    return out && !('errors' in out && Object.keys(out).length === 1) ? out : null;
  } catch {
    // Broken EXIF is common and not fatal: time falls back to the file name or mtime.
    return null;
  }
}

/** CR3 keeps IFD0, the Exif IFD and the GPS IFD as separate TIFF blobs (CMT1/2/4). */
async function readCr3(buffer: Buffer): Promise<ExifRecord | null> {
  const parts = extractCr3Exif(buffer);
  const merged: ExifRecord = {};
  for (const part of [parts.ifd0, parts.exif]) {
    if (!part) continue;
    const raw = (await exifr.parse(part, { ...EXIF_OPTIONS, translateKeys: false }).catch(() => null)) as ExifRecord | null;
    if (raw) Object.assign(merged, renameTags(raw));
  }
  return Object.keys(merged).length > 0 ? merged : null;
}

/** In a standalone CMT blob every tag sits in "IFD0", so exifr leaves Exif-IFD tags numeric. */
const TAG_NAMES: Record<number, string> = {
  0x010f: 'Make', 0x0110: 'Model', 0x0112: 'Orientation',
  0x9003: 'DateTimeOriginal', 0x9004: 'CreateDate', 0x9010: 'OffsetTime', 0x9011: 'OffsetTimeOriginal',
};

function renameTags(raw: ExifRecord): ExifRecord {
  const out: ExifRecord = {};
  for (const [key, value] of Object.entries(raw)) out[TAG_NAMES[Number(key)] ?? key] = value;
  return out;
}

function fromExif(exif: ExifRecord | null): MediaMetadata {
  const meta = empty();
  if (!exif) return meta;
  const original = parseExifDate(str(exif.DateTimeOriginal)) ?? parseExifDate(str(exif.CreateDate));
  if (original) {
    meta.captured = original.local;
    meta.capturedFrom = 'exif';
    meta.offsetMinutes = parseOffset(str(exif.OffsetTimeOriginal)) ?? parseOffset(str(exif.OffsetTime)) ?? original.offsetMinutes;
  }
  const lat = num(exif.latitude);
  const lon = num(exif.longitude);
  if (lat !== null && lon !== null && Math.abs(lat) <= 90 && Math.abs(lon) <= 180) {
    meta.lat = lat;
    meta.lon = lon;
    const alt = num(exif.GPSAltitude);
    meta.altitude = alt === null ? null : exif.GPSAltitudeRef === 1 ? -alt : alt;
  }
  meta.instantUtc = gpsInstant(exif);
  meta.description = clean(str(exif.ImageDescription)) ?? clean(langValue(exif.description));
  meta.make = clean(str(exif.Make));
  meta.model = clean(str(exif.Model));
  const orientation = num(exif.Orientation);
  meta.orientation = orientation !== null && orientation >= 1 && orientation <= 8 ? orientation : null;
  meta.width = num(exif.ExifImageWidth) ?? num(exif.ImageWidth);
  meta.height = num(exif.ExifImageHeight) ?? num(exif.ImageHeight);
  return meta;
}

/** GPSDateStamp + GPSTimeStamp: a UTC instant that lets a wall clock without offset be placed in time. */
function gpsInstant(exif: ExifRecord): Date | null {
  const date = str(exif.GPSDateStamp);
  const time = exif.GPSTimeStamp;
  if (!date || !Array.isArray(time) || time.length < 3) return null;
  const d = /^(\d{4})[:-](\d{2})[:-](\d{2})/.exec(date);
  const [h, m, s] = time.map(Number);
  if (!d || ![h, m, s].every((v) => Number.isFinite(v))) return null;
  const ms = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), h, m, Math.floor(s ?? 0));
  return Number.isFinite(ms) ? new Date(ms) : null;
}

async function fromQuickTime(file: string, probe: Probe): Promise<MediaMetadata> {
  const meta = empty();
  if (probe.info.format !== 'mp4' && probe.info.format !== 'mov' && probe.info.format !== '3gp') return meta;
  const qt = await readQuickTimeMetadata(file).catch(() => null);
  if (!qt) return meta;
  const local = qt.creationDateLocal ? parseExifDate(qt.creationDateLocal) : null;
  if (local) {
    meta.captured = local.local;
    meta.offsetMinutes = qt.offsetMinutes;
    meta.capturedFrom = 'quicktime';
  }
  meta.instantUtc = qt.createdAtUtc;
  if (!local && qt.createdAtUtc) meta.capturedFrom = 'quicktime';
  meta.lat = qt.lat;
  meta.lon = qt.lon;
  meta.altitude = qt.altitude;
  meta.make = qt.make;
  meta.model = qt.model;
  meta.width = qt.width;
  meta.height = qt.height;
  meta.durationSec = qt.durationSec;
  meta.contentIdentifier = qt.contentIdentifier;
  meta.orientation = { 0: 1, 90: 6, 180: 3, 270: 8 }[qt.rotation];
  return meta;
}

function empty(): MediaMetadata {
  return {
    captured: null, capturedFrom: null, offsetMinutes: null, instantUtc: null, lat: null, lon: null, altitude: null,
    make: null, model: null, orientation: null, width: null, height: null, durationSec: null,
    contentIdentifier: null, description: null, damaged: null,
  };
}

function str(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}

/** XMP language alternatives come back as {lang, value} or a list of them. */
function langValue(v: unknown): string | null {
  const first = Array.isArray(v) ? (v[0] as unknown) : v;
  if (typeof first === 'object' && first !== null) return str((first as { value?: unknown }).value);
  return str(first);
}

function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

function clean(v: string | null): string | null {
  const t = v?.replace(/\0/g, '').trim();
  return t ? t : null;
}
