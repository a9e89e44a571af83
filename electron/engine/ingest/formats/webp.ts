/**
 * EXIF from WebP, which exifr 7.1.3 rejects as "Unknown file format".
 *
 * A WebP is a RIFF container; extended files (VP8X) may carry an 'EXIF' chunk whose payload is a TIFF.
 */
import { isTiffHeader } from './tiff';

const RIFF = 'RIFF';
const WEBP = 'WEBP';
const EXIF_CHUNK = 'EXIF';
const RIFF_HEADER_BYTES = 12; // "RIFF", size, "WEBP"
const CHUNK_HEADER_BYTES = 8; // fourcc, little-endian size
/** The RIFF size field counts from byte 8. */
const RIFF_SIZE_BASE = 8;
/** Some writers (Apple, older libwebp users) keep the JPEG APP1 "Exif\0\0" prefix inside the chunk. */
const EXIF_PREFIX = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00];
/** VP8X files hold a handful of chunks (VP8X, ICCP, ANIM/ANMF…, ALPH, VP8, EXIF, XMP). */
const MAX_CHUNKS = 4096;

function fourcc(buf: Uint8Array, at: number): string {
  return String.fromCharCode(buf[at]!, buf[at + 1]!, buf[at + 2]!, buf[at + 3]!);
}

function readU32LE(buf: Uint8Array, at: number): number {
  return (buf[at]! | (buf[at + 1]! << 8) | (buf[at + 2]! << 16)) + buf[at + 3]! * 0x100_0000;
}

/**
 * The EXIF chunk's TIFF (a view into `buf`, "Exif\0\0" prefix stripped), or null when the file is not
 * a WebP, has no EXIF chunk, or the chunk is cut short or does not hold a TIFF.
 */
export function extractWebpExif(buf: Uint8Array): Uint8Array | null {
  if (buf.length < RIFF_HEADER_BYTES || fourcc(buf, 0) !== RIFF || fourcc(buf, 8) !== WEBP) return null;
  // Trust the RIFF size only as far as the bytes we actually have.
  const end = Math.min(buf.length, RIFF_SIZE_BASE + readU32LE(buf, 4));
  let at = RIFF_HEADER_BYTES;
  for (let n = 0; n < MAX_CHUNKS && at + CHUNK_HEADER_BYTES <= end; n++) {
    const size = readU32LE(buf, at + 4);
    const bodyStart = at + CHUNK_HEADER_BYTES;
    if (bodyStart + size > end) return null; // truncated: nothing after this is where it claims
    if (fourcc(buf, at) === EXIF_CHUNK) return tiffFromExifPayload(buf.subarray(bodyStart, bodyStart + size));
    at = bodyStart + size + (size % 2); // chunks are padded to an even length
  }
  return null;
}

function tiffFromExifPayload(payload: Uint8Array): Uint8Array | null {
  const prefixed = EXIF_PREFIX.every((b, i) => payload[i] === b);
  const tiff = prefixed ? payload.subarray(EXIF_PREFIX.length) : payload;
  return isTiffHeader(tiff) ? tiff : null;
}
