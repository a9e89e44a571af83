/**
 * JPEG marker-segment helpers.
 *
 * `extractJpegExif` pulls the TIFF out of the APP1 "Exif" segment so it can be repaired
 * (see tiff.ts) before exifr sees it: exifr gives up on the whole IFD0 of some camera files.
 */
import { isTiffHeader } from './tiff';

const MARKER_PREFIX = 0xff;
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP1 = 0xe1;
const TEM = 0x01;
const RST0 = 0xd0;
const RST7 = 0xd7;
const SEGMENT_LENGTH_BYTES = 2;
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // "Exif\0\0"
/** Metadata segments precede the scan; past a few hundred of them the file is garbage. */
const MAX_SEGMENTS = 512;

/** Markers that stand alone, without a length field. */
export function isStandaloneMarker(marker: number): boolean {
  return marker === TEM || marker === SOI || marker === EOI || (marker >= RST0 && marker <= RST7);
}

/** A marker segment with a length field: where its marker sits and where its body ends. */
interface Segment {
  marker: number;
  /** Offset of the 0xFF that starts the marker. */
  at: number;
  /** The segment's length field (it counts itself, not the marker). */
  length: number;
  /** Offset just past the segment (clamped to the buffer). */
  end: number;
}

/**
 * The marker segments before the scan, in file order. Stops at the scan or the end of the image,
 * at anything that is not a marker, and at a length that cannot be one: metadata lives in front.
 */
function* segments(buf: Uint8Array): Generator<Segment> {
  if (buf.length < 4 || buf[0] !== MARKER_PREFIX || buf[1] !== SOI) return;
  let at = 2;
  for (let n = 0; n < MAX_SEGMENTS && at + 4 <= buf.length; n++) {
    if (buf[at] !== MARKER_PREFIX) return;
    const marker = buf[at + 1]!;
    if (marker === MARKER_PREFIX) {
      at += 1; // fill byte before a marker
      continue;
    }
    if (marker === SOS || marker === EOI) return;
    if (isStandaloneMarker(marker)) {
      at += 2;
      continue;
    }
    const length = (buf[at + 2]! << 8) | buf[at + 3]!;
    if (length < SEGMENT_LENGTH_BYTES) return;
    yield { marker, at, length, end: Math.min(buf.length, at + 2 + length) };
    at = at + 2 + length;
  }
}

/** The TIFF inside the first APP1 Exif segment, as a view into `buf`, or null. */
export function extractJpegExif(buf: Uint8Array): Uint8Array | null {
  for (const { marker, at, end } of segments(buf)) {
    const bodyStart = at + 2 + SEGMENT_LENGTH_BYTES;
    if (marker === APP1 && EXIF_HEADER.every((b, i) => buf[bodyStart + i] === b)) {
      const tiffStart = bodyStart + EXIF_HEADER.length;
      return isTiffHeader(buf.subarray(0, end), tiffStart) ? buf.subarray(tiffStart, end) : null;
    }
  }
  return null;
}

/** Start-of-frame markers (SOF0–SOF15 but DHT, JPG and DAC, which share the range). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/**
 * Width and height from the JPEG frame header, as libjpeg reads them: what a sharp header read
 * returns, without its ~0.5 ms of pipeline set-up. Null when the frame header is missing, damaged or
 * leaves the height to a later DNL marker.
 */
export function jpegFrameSize(buf: Uint8Array): { width: number; height: number } | null {
  for (const { marker, at, length } of segments(buf)) {
    if (!isStartOfFrame(marker)) continue;
    // length(2) precision(1) height(2) width(2)
    if (at + 9 > buf.length || length < 7) return null;
    const height = (buf[at + 5]! << 8) | buf[at + 6]!;
    const width = (buf[at + 7]! << 8) | buf[at + 8]!;
    return width > 0 && height > 0 ? { width, height } : null;
  }
  return null;
}
