/**
 * The Exif item of a HEIF-family file (AVIF, HEIC, HEIF).
 *
 * exifr 7.1.3 finds the Exif item but ignores iloc's base_offset (and construction_method, and extents
 * beyond the first), so files that put the offset in base_offset — e.g. drew_Issue_649_canon.avif,
 * whose extent_offset is 0 — make it parse the file header as EXIF ("Malformed EXIF data").
 */
import { type BoxHeader, findBox, readFullBoxHeader, readU32BE, walkBoxes } from './isobmff';
import { isTiffHeader } from './tiff';

const EXIF_ITEM_TYPE = 'Exif';
const CONSTRUCTION_FILE_OFFSET = 0;
const CONSTRUCTION_IDAT_OFFSET = 1;
/** Exif item payload: u32 offset to the TIFF header from the byte after it (usually 6, past "Exif\0\0"). */
const EXIF_TIFF_OFFSET_FIELD_BYTES = 4;
/** Writers that get the offset field wrong still put the TIFF within the first few bytes. */
const TIFF_HEADER_SEARCH_BYTES = 64;
/** EXIF is capped at 64 KB in JPEG; HEIF has no such cap but megabytes of it would be garbage. */
const MAX_EXIF_BYTES = 16 * 1024 * 1024;
const MAX_ITEMS = 10_000;
const MAX_EXTENTS = 64;

interface Extent {
  offset: number;
  length: number;
}

interface ItemLocation {
  constructionMethod: number;
  extents: Extent[];
}

class Reader {
  constructor(
    private readonly buf: Uint8Array,
    public at: number,
    private readonly end: number,
  ) {}

  /** Reads an n-byte big-endian unsigned integer, n ∈ {0, 1, 2, 4, 8}; null past the end. */
  uint(n: number): number | null {
    if (this.at + n > this.end) return null;
    let value = 0;
    for (let i = 0; i < n; i++) value = value * 256 + this.buf[this.at + i]!;
    this.at += n;
    return Number.isSafeInteger(value) ? value : null;
  }
}

/**
 * The TIFF of the first Exif item (a view into `buf` when it is stored in one extent, else a copy), or
 * null when there is none or it lies outside the buffer.
 */
export function extractHeifExif(buf: Uint8Array): Uint8Array | null {
  const meta = findBox(buf, 'meta');
  if (meta === null) return null;
  const metaFull = readFullBoxHeader(buf, meta);
  if (metaFull === null) return null;
  let iinf: BoxHeader | null = null;
  let iloc: BoxHeader | null = null;
  let idat: BoxHeader | null = null;
  for (const box of walkBoxes(buf, metaFull.bodyStart, meta.end)) {
    if (box.type === 'iinf') iinf = box;
    else if (box.type === 'iloc') iloc = box;
    else if (box.type === 'idat') idat = box;
  }
  if (iinf === null || iloc === null) return null;
  const exifId = findItemIdOfType(buf, iinf, EXIF_ITEM_TYPE);
  if (exifId === null) return null;
  const location = readItemLocations(buf, iloc).get(exifId);
  if (location === undefined) return null;

  let base: number;
  let limit: number;
  if (location.constructionMethod === CONSTRUCTION_FILE_OFFSET) {
    base = 0;
    limit = buf.length;
  } else if (location.constructionMethod === CONSTRUCTION_IDAT_OFFSET && idat !== null) {
    base = idat.bodyStart;
    limit = idat.end;
  } else {
    return null; // item-offset construction (2) is not used for Exif in practice
  }
  const payload = gatherExtents(buf, location.extents, base, limit);
  return payload === null ? null : tiffFromExifItem(payload);
}

function findItemIdOfType(buf: Uint8Array, iinf: BoxHeader, wanted: string): number | null {
  const full = readFullBoxHeader(buf, iinf);
  if (full === null) return null;
  const countBytes = full.version === 0 ? 2 : 4;
  for (const infe of walkBoxes(buf, full.bodyStart + countBytes, iinf.end)) {
    if (infe.type !== 'infe') continue;
    const infeFull = readFullBoxHeader(buf, infe);
    // item_type exists from infe version 2 on; older versions cannot describe an Exif item.
    if (infeFull === null || infeFull.version < 2) continue;
    const r = new Reader(buf, infeFull.bodyStart, infe.end);
    const id = r.uint(infeFull.version === 2 ? 2 : 4);
    if (id === null || r.uint(2) === null || r.at + 4 > infe.end) continue; // protection index
    const type = String.fromCharCode(buf[r.at]!, buf[r.at + 1]!, buf[r.at + 2]!, buf[r.at + 3]!);
    if (type === wanted) return id;
  }
  return null;
}

/** iloc (ISO/IEC 14496-12 §8.11.3), versions 0–2. */
function readItemLocations(buf: Uint8Array, iloc: BoxHeader): Map<number, ItemLocation> {
  const items = new Map<number, ItemLocation>();
  const full = readFullBoxHeader(buf, iloc);
  if (full === null || full.version > 2) return items;
  const r = new Reader(buf, full.bodyStart, iloc.end);
  const sizes1 = r.uint(1);
  const sizes2 = r.uint(1);
  if (sizes1 === null || sizes2 === null) return items;
  const offsetSize = sizes1 >> 4;
  const lengthSize = sizes1 & 0xf;
  const baseOffsetSize = sizes2 >> 4;
  const indexSize = full.version === 0 ? 0 : sizes2 & 0xf;
  const validSize = (n: number): boolean => n === 0 || n === 4 || n === 8;
  if (![offsetSize, lengthSize, baseOffsetSize, indexSize].every(validSize)) return items;

  const count = r.uint(full.version < 2 ? 2 : 4);
  if (count === null) return items;
  for (let i = 0; i < count && i < MAX_ITEMS; i++) {
    const id = r.uint(full.version < 2 ? 2 : 4);
    const construction = full.version === 0 ? 0 : r.uint(2);
    const dataReference = r.uint(2);
    const baseOffset = r.uint(baseOffsetSize);
    const extentCount = r.uint(2);
    if (id === null || construction === null || dataReference === null || baseOffset === null || extentCount === null) {
      break;
    }
    const extents: Extent[] = [];
    for (let e = 0; e < extentCount; e++) {
      if (indexSize > 0 && r.uint(indexSize) === null) return items;
      const offset = r.uint(offsetSize);
      const length = r.uint(lengthSize);
      if (offset === null || length === null) return items;
      if (e < MAX_EXTENTS) extents.push({ offset: baseOffset + offset, length });
    }
    // data_reference_index 0 means "this file"; other values point at external files we do not have.
    if (dataReference === 0) items.set(id, { constructionMethod: construction & 0xf, extents });
  }
  return items;
}

function gatherExtents(buf: Uint8Array, extents: Extent[], base: number, limit: number): Uint8Array | null {
  const parts: Uint8Array[] = [];
  let total = 0;
  for (const { offset, length } of extents) {
    const start = base + offset;
    // length 0 means "to the end of the source".
    const end = length === 0 ? limit : start + length;
    if (start > limit || end > limit || end < start) return null;
    total += end - start;
    if (total > MAX_EXIF_BYTES) return null;
    parts.push(buf.subarray(start, end));
  }
  if (parts.length === 0) return null;
  if (parts.length === 1) return parts[0]!;
  const joined = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

function tiffFromExifItem(payload: Uint8Array): Uint8Array | null {
  if (payload.length < EXIF_TIFF_OFFSET_FIELD_BYTES) return null;
  const declared = EXIF_TIFF_OFFSET_FIELD_BYTES + readU32BE(payload, 0);
  if (isTiffHeader(payload, declared)) return payload.subarray(declared);
  const searchEnd = Math.min(payload.length, TIFF_HEADER_SEARCH_BYTES);
  for (let at = 0; at < searchEnd; at++) if (isTiffHeader(payload, at)) return payload.subarray(at);
  return null;
}
