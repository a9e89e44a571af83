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

/** The TIFF inside the first APP1 Exif segment, as a view into `buf`, or null. */
export function extractJpegExif(buf: Uint8Array): Uint8Array | null {
  if (buf.length < 4 || buf[0] !== MARKER_PREFIX || buf[1] !== SOI) return null;
  let at = 2;
  for (let n = 0; n < MAX_SEGMENTS && at + 4 <= buf.length; n++) {
    if (buf[at] !== MARKER_PREFIX) return null;
    const marker = buf[at + 1]!;
    if (marker === MARKER_PREFIX) {
      at += 1; // fill byte before a marker
      continue;
    }
    if (marker === SOS || marker === EOI) return null; // metadata segments all come before the scan
    if (isStandaloneMarker(marker)) {
      at += 2;
      continue;
    }
    const length = (buf[at + 2]! << 8) | buf[at + 3]!;
    if (length < SEGMENT_LENGTH_BYTES) return null;
    const bodyStart = at + 2 + SEGMENT_LENGTH_BYTES;
    const end = Math.min(buf.length, at + 2 + length);
    if (marker === APP1 && EXIF_HEADER.every((b, i) => buf[bodyStart + i] === b)) {
      const tiffStart = bodyStart + EXIF_HEADER.length;
      return isTiffHeader(buf.subarray(0, end), tiffStart) ? buf.subarray(tiffStart, end) : null;
    }
    at = at + 2 + length;
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
  if (buf.length < 4 || buf[0] !== MARKER_PREFIX || buf[1] !== SOI) return null;
  let at = 2;
  for (let n = 0; n < MAX_SEGMENTS && at + 4 <= buf.length; n++) {
    if (buf[at] !== MARKER_PREFIX) return null;
    const marker = buf[at + 1]!;
    if (marker === MARKER_PREFIX) {
      at += 1;
      continue;
    }
    if (marker === SOS || marker === EOI) return null; // the frame header comes before the scan
    if (isStandaloneMarker(marker)) {
      at += 2;
      continue;
    }
    const length = (buf[at + 2]! << 8) | buf[at + 3]!;
    if (length < SEGMENT_LENGTH_BYTES) return null;
    if (isStartOfFrame(marker)) {
      // length(2) precision(1) height(2) width(2)
      if (at + 9 > buf.length || length < 7) return null;
      const height = (buf[at + 5]! << 8) | buf[at + 6]!;
      const width = (buf[at + 7]! << 8) | buf[at + 8]!;
      return width > 0 && height > 0 ? { width, height } : null;
    }
    at = at + 2 + length;
  }
  return null;
}
