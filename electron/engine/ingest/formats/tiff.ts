/**
 * TIFF/EXIF structure helpers for payloads we hand to exifr.
 *
 * exifr 7.1.3 aborts a whole IFD (and everything reached through it: Exif, GPS) when a single entry has
 * an invalid type or a value offset outside the data — e.g. Sony DSC-HX5V JPEGs carry an IFD0 entry of
 * type 0. `dropMalformedTiffEntries` returns a copy with such entries removed, so exifr reads the rest.
 */

const BYTE_ORDER_LE = 0x4949; // "II"
const BYTE_ORDER_BE = 0x4d4d; // "MM"
const TIFF_MAGIC = 42;
const TIFF_HEADER_BYTES = 8;
const IFD_ENTRY_BYTES = 12;
const INLINE_VALUE_BYTES = 4;

/** Byte size of one value of each TIFF field type (1..13, 13 = IFD); index 0 is invalid. */
const TYPE_SIZES: readonly number[] = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8, 4];

const TAG_EXIF_IFD = 0x8769;
const TAG_GPS_IFD = 0x8825;
const TAG_INTEROP_IFD = 0xa005;
const SUB_IFD_TAGS: ReadonlySet<number> = new Set([TAG_EXIF_IFD, TAG_GPS_IFD, TAG_INTEROP_IFD]);
/** IFD0, IFD1, Exif, GPS, Interop — with headroom for odd files; more means a pointer loop or garbage. */
const MAX_IFDS = 16;
/** The 16-bit count can claim 65535 entries; real IFDs have at most a few hundred. */
const MAX_IFD_ENTRIES = 1000;

export function isTiffHeader(buf: Uint8Array, at = 0): boolean {
  if (at < 0 || at + TIFF_HEADER_BYTES > buf.length) return false;
  const order = (buf[at]! << 8) | buf[at + 1]!;
  if (order === BYTE_ORDER_LE) return buf[at + 2] === TIFF_MAGIC && buf[at + 3] === 0;
  if (order === BYTE_ORDER_BE) return buf[at + 2] === 0 && buf[at + 3] === TIFF_MAGIC;
  return false;
}

export interface DroppedEntry {
  /** Offset of the IFD (from the TIFF start) the entry was in. */
  ifdOffset: number;
  tag: number;
  type: number;
  reason: 'invalid-type' | 'value-out-of-range' | 'bad-ifd-pointer';
}

/**
 * A copy of `tiff` with entries removed that would make exifr reject their IFD. Walks IFD0, IFD1 and
 * the Exif/GPS/Interop sub-IFDs (not maker notes, which exifr does not parse by default). Returns the
 * input unchanged (same object) when it is not a TIFF or nothing needed dropping.
 */
export function dropMalformedTiffEntries(tiff: Uint8Array): { tiff: Uint8Array; dropped: DroppedEntry[] } {
  if (!isTiffHeader(tiff)) return { tiff, dropped: [] };
  const out = new Uint8Array(tiff); // entries are rewritten in place on the copy
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  const le = view.getUint16(0) === BYTE_ORDER_LE;
  const dropped: DroppedEntry[] = [];
  const visited = new Set<number>();
  const queue: number[] = [view.getUint32(4, le)];

  const validIfdOffset = (offset: number): boolean =>
    offset >= TIFF_HEADER_BYTES && offset + 2 <= out.length;

  while (queue.length > 0 && visited.size < MAX_IFDS) {
    const ifd = queue.shift()!;
    if (!validIfdOffset(ifd) || visited.has(ifd)) continue;
    visited.add(ifd);
    const count = view.getUint16(ifd, le);
    if (count > MAX_IFD_ENTRIES) continue;
    const entriesEnd = ifd + 2 + count * IFD_ENTRY_BYTES;
    if (entriesEnd > out.length) continue;

    const kept: Uint8Array[] = [];
    for (let i = 0; i < count; i++) {
      const at = ifd + 2 + i * IFD_ENTRY_BYTES;
      const tag = view.getUint16(at, le);
      const type = view.getUint16(at + 2, le);
      const valueCount = view.getUint32(at + 4, le);
      const size = TYPE_SIZES[type];
      const drop = (reason: DroppedEntry['reason']): void => {
        dropped.push({ ifdOffset: ifd, tag, type, reason });
      };
      if (size === undefined || size === 0) {
        drop('invalid-type');
        continue;
      }
      const total = size * valueCount;
      if (total > INLINE_VALUE_BYTES && view.getUint32(at + 8, le) + total > out.length) {
        drop('value-out-of-range');
        continue;
      }
      if (SUB_IFD_TAGS.has(tag)) {
        const target = view.getUint32(at + 8, le);
        if (!validIfdOffset(target)) {
          drop('bad-ifd-pointer');
          continue;
        }
        queue.push(target);
      }
      kept.push(out.slice(at, at + IFD_ENTRY_BYTES));
    }

    const nextIfd = entriesEnd + 4 <= out.length ? view.getUint32(entriesEnd, le) : 0;
    if (nextIfd !== 0 && visited.size === 1) queue.push(nextIfd); // IFD1 (thumbnail) follows IFD0 only
    if (kept.length === count) continue;
    // Compact: surviving entries first, then the next-IFD pointer right after them, as TIFF requires.
    view.setUint16(ifd, kept.length, le);
    kept.forEach((entry, i) => out.set(entry, ifd + 2 + i * IFD_ENTRY_BYTES));
    const pointerAt = ifd + 2 + kept.length * IFD_ENTRY_BYTES;
    out.fill(0, pointerAt, entriesEnd + 4 <= out.length ? entriesEnd + 4 : entriesEnd);
    if (pointerAt + 4 <= out.length) view.setUint32(pointerAt, nextIfd, le);
  }
  return dropped.length === 0 ? { tiff, dropped } : { tiff: out, dropped };
}
