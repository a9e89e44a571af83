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
  childrenStart,
  fileSource,
  readFullBoxHeader,
  readU32BE,
  readU64BE,
  walkBoxes,
  walkBoxesAsync,
} from './isobmff';

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
/** Apple writes ~5-20 keys; a count in the millions is garbage. */
const MAX_KEYS = 1024;

const FIXED_16_16 = 0x1_0000;
const VIDEO_HANDLER = 'vide';

/** Apple keyed metadata (moov/meta/keys + ilst), as written by iPhones and AVFoundation. */
const KEY_CREATION_DATE = 'com.apple.quicktime.creationdate';
const KEY_LOCATION = 'com.apple.quicktime.location.ISO6709';
const KEYS_MAKE = ['com.apple.quicktime.make', 'com.android.manufacturer'];
const KEYS_MODEL = ['com.apple.quicktime.model', 'com.android.model'];

/** QuickTime/iTunes user-data atoms ('©' is 0xA9). */
const ATOM_LOCATION = '\u00a9xyz';
const ATOM_DAY = '\u00a9day';
const ATOM_MAKE = '\u00a9mak';
const ATOM_MODEL = '\u00a9mod';

/** Well-known types of an ilst 'data' atom. */
const DATA_TYPE_UTF8 = 1;
const DATA_TYPE_UTF16 = 2;
const DATA_TYPE_IMPLICIT = 0;
/** 'data' atom: size, 'data', type indicator (4), locale (4). */
const DATA_ATOM_HEADER_BYTES = 16;
/** QuickTime text user data: u16 length, u16 language code, then text. */
const UDTA_TEXT_HEADER_BYTES = 4;

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
      partial.keys = readKeyedMetadata(await readBox(source, child, MAX_METADATA_BOX_BYTES));
    } else if (child.type === 'udta') {
      partial.udta = readUserData(await readBox(source, child, MAX_METADATA_BOX_BYTES));
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

function firstBox(buf: Uint8Array): BoxHeader | null {
  return walkBoxes(buf).next().value ?? null;
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

/** moov/meta with Apple 'keys' + 'ilst' (mdta handler). */
function readKeyedMetadata(buf: Uint8Array): QuickTimeMetadata {
  const out = emptyQuickTimeMetadata();
  const meta = firstBox(buf);
  if (meta === null || meta.type !== 'meta') return out;
  let keys: string[] = [];
  let ilst: BoxHeader | null = null;
  for (const box of walkBoxes(buf, childrenStart(buf, meta), meta.end)) {
    if (box.type === 'keys') keys = readKeys(buf, box);
    if (box.type === 'ilst') ilst = box;
  }
  const values = new Map<string, string>();
  if (ilst !== null) {
    for (const item of walkBoxes(buf, ilst.bodyStart, ilst.end)) {
      const key = keys[item.typeCode - 1]; // item types are 1-based key indexes
      if (key === undefined) continue;
      const text = readDataAtom(buf, item);
      if (text !== null) values.set(key, text);
    }
  }
  applyCreationDate(out, values.get(KEY_CREATION_DATE));
  applyLocation(out, values.get(KEY_LOCATION));
  out.make = firstValue(values, KEYS_MAKE);
  out.model = firstValue(values, KEYS_MODEL);
  return out;
}

function firstValue(values: Map<string, string>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const v = values.get(key)?.trim();
    if (v) return v;
  }
  return null;
}

/** keys: version/flags, entry_count, then entries of (size, namespace, name). */
function readKeys(buf: Uint8Array, box: BoxHeader): string[] {
  const full = readFullBoxHeader(buf, box);
  if (full === null || full.bodyStart + 4 > box.end) return [];
  const count = readU32BE(buf, full.bodyStart);
  const keys: string[] = [];
  let at = full.bodyStart + 4;
  for (let i = 0; i < count && i < MAX_KEYS && at + 8 <= box.end; i++) {
    const size = readU32BE(buf, at);
    if (size < 8 || at + size > box.end) break;
    keys.push(new TextDecoder().decode(buf.subarray(at + 8, at + size)));
    at += size;
  }
  return keys;
}

/** The text of the first 'data' atom inside an ilst item, or null if it is not text. */
function readDataAtom(buf: Uint8Array, item: BoxHeader): string | null {
  for (const data of walkBoxes(buf, item.bodyStart, item.end)) {
    if (data.type !== 'data' || data.offset + DATA_ATOM_HEADER_BYTES > data.end) continue;
    const typeIndicator = readU32BE(buf, data.bodyStart) & 0x00ff_ffff; // top byte is a reserved "set"
    const value = buf.subarray(data.offset + DATA_ATOM_HEADER_BYTES, data.end);
    if (typeIndicator === DATA_TYPE_UTF8 || typeIndicator === DATA_TYPE_IMPLICIT) return decodeText(value, 'utf-8');
    if (typeIndicator === DATA_TYPE_UTF16) return decodeText(value, 'utf-16be');
    return null;
  }
  return null;
}

function decodeText(bytes: Uint8Array, encoding: 'utf-8' | 'utf-16be'): string {
  // TextDecoder in Node lacks utf-16be; swap to LE.
  if (encoding === 'utf-16be') {
    const swapped = new Uint8Array(bytes.length - (bytes.length % 2));
    for (let i = 0; i + 1 < bytes.length; i += 2) {
      swapped[i] = bytes[i + 1]!;
      swapped[i + 1] = bytes[i]!;
    }
    return new TextDecoder('utf-16le').decode(swapped).replace(/\0+$/, '');
  }
  return new TextDecoder('utf-8').decode(bytes).replace(/\0+$/, '');
}

/**
 * moov/udta: QuickTime text atoms (©xyz from Android/Samsung, ©day, ©mak, ©mod) hold a u16 length and
 * language before the text; iTunes-style writers nest them in udta/meta/ilst with 'data' atoms instead.
 */
function readUserData(buf: Uint8Array): QuickTimeMetadata {
  const out = emptyQuickTimeMetadata();
  const udta = firstBox(buf);
  if (udta === null || udta.type !== 'udta') return out;
  const values = new Map<string, string>();
  const collect = (item: BoxHeader): void => {
    if (values.has(item.type)) return;
    const text = readDataAtom(buf, item) ?? readUdtaText(buf, item);
    if (text !== null) values.set(item.type, text);
  };
  for (const box of walkBoxes(buf, udta.bodyStart, udta.end)) {
    if (box.type === 'meta') {
      for (const inner of walkBoxes(buf, childrenStart(buf, box), box.end)) {
        if (inner.type !== 'ilst') continue;
        for (const item of walkBoxes(buf, inner.bodyStart, inner.end)) collect(item);
      }
    } else if (box.type.startsWith('\u00a9')) {
      collect(box);
    }
  }
  applyCreationDate(out, values.get(ATOM_DAY));
  applyLocation(out, values.get(ATOM_LOCATION));
  out.make = values.get(ATOM_MAKE)?.trim() || null;
  out.model = values.get(ATOM_MODEL)?.trim() || null;
  return out;
}

function readUdtaText(buf: Uint8Array, box: BoxHeader): string | null {
  if (box.bodyStart + UDTA_TEXT_HEADER_BYTES > box.end) return null;
  const length = (buf[box.bodyStart]! << 8) | buf[box.bodyStart + 1]!;
  const from = box.bodyStart + UDTA_TEXT_HEADER_BYTES;
  return decodeText(buf.subarray(from, Math.min(box.end, from + length)), 'utf-8');
}

const DATE_PATTERN =
  /^(\d{4})[-:](\d{2})[-:](\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?$/;

export interface ParsedCreationDate {
  /** YYYY-MM-DDTHH:MM:SS as written, or null when only the instant is known ('Z'). */
  local: string | null;
  offsetMinutes: number | null;
  /** Known only when the string carries an offset or 'Z'. */
  utc: Date | null;
}

/**
 * Parses "2019-07-24T11:25:40+0300" and friends. A 'Z' date fixes the instant but says nothing about
 * the wall clock where it was shot (ffmpeg-style writers convert to UTC), so it yields no local time.
 */
export function parseCreationDate(text: string): ParsedCreationDate | null {
  const m = DATE_PATTERN.exec(text.trim());
  if (m === null) return null;
  const [, y, mo, d, h, mi, s = '00', zone] = m;
  const local = `${y}-${mo}-${d}T${h}:${mi}:${s}`;
  const wallMs = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (Number.isNaN(wallMs) || new Date(wallMs).toISOString().slice(0, 19) !== local) return null;
  if (zone === undefined) return { local, offsetMinutes: null, utc: null };
  if (zone === 'Z') return { local: null, offsetMinutes: null, utc: new Date(wallMs) };
  const digits = zone.replace(':', '');
  const sign = digits.startsWith('-') ? -1 : 1;
  const offsetMinutes = sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
  return { local, offsetMinutes, utc: new Date(wallMs - offsetMinutes * 60_000) };
}

function applyCreationDate(out: QuickTimeMetadata, text: string | undefined): void {
  if (text === undefined) return;
  const parsed = parseCreationDate(text);
  if (parsed === null) return;
  out.creationDateLocal = parsed.local;
  out.offsetMinutes = parsed.local === null ? null : parsed.offsetMinutes;
  out.createdAtUtc = parsed.utc;
}

/** ±DD.D, ±DDMM.M or ±DDMMSS.S (3-digit degrees for longitude); sign is mandatory in ISO 6709. */
const ISO6709_PATTERN = /^([+-]\d+(?:\.\d*)?)([+-]\d+(?:\.\d*)?)([+-]\d+(?:\.\d*)?)?(?:CRS[^/]*)?\/?$/;

export function parseIso6709(text: string): { lat: number; lon: number; altitude: number | null } | null {
  const m = ISO6709_PATTERN.exec(text.trim());
  if (m === null) return null;
  const lat = iso6709Angle(m[1]!, 2);
  const lon = iso6709Angle(m[2]!, 3);
  if (lat === null || lon === null || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  // 0,0 is what some phones write without a fix; no one films at Null Island.
  if (lat === 0 && lon === 0) return null;
  const altitude = m[3] === undefined ? null : Number(m[3]);
  return { lat, lon, altitude: altitude !== null && Number.isFinite(altitude) ? altitude : null };
}

function iso6709Angle(part: string, degreeDigits: number): number | null {
  const sign = part.startsWith('-') ? -1 : 1;
  const [intPart = '', frac = ''] = part.slice(1).split('.');
  const fraction = frac === '' ? 0 : Number(`0.${frac}`);
  let value: number;
  if (intPart.length === degreeDigits) {
    value = Number(intPart) + fraction;
  } else if (intPart.length === degreeDigits + 2) {
    value = Number(intPart.slice(0, degreeDigits)) + (Number(intPart.slice(degreeDigits)) + fraction) / 60;
  } else if (intPart.length === degreeDigits + 4) {
    const deg = Number(intPart.slice(0, degreeDigits));
    const min = Number(intPart.slice(degreeDigits, degreeDigits + 2));
    const sec = Number(intPart.slice(degreeDigits + 2)) + fraction;
    value = deg + min / 60 + sec / 3600;
  } else {
    return null;
  }
  return Number.isFinite(value) ? sign * value : null;
}

function applyLocation(out: QuickTimeMetadata, text: string | undefined): void {
  if (text === undefined) return;
  const parsed = parseIso6709(text);
  if (parsed === null) return;
  out.lat = parsed.lat;
  out.lon = parsed.lon;
  out.altitude = parsed.altitude;
}
