/**
 * The largest embedded JPEG in a RAW file (CR3, CR2, DNG, NEF, ARW, …), for when sharp cannot decode
 * the raw pixels.
 *
 * Format-agnostic on purpose: every RAW stores its previews as ordinary baseline JPEGs somewhere in
 * the file (CR3 THMB/PRVW/mdat track 1, DNG SubIFDs, NEF JpgFromRaw…). We find SOI markers and then
 * *parse* each candidate's marker segments instead of searching for the next FFD9, because FFD9 also
 * ends the EXIF thumbnail nested inside a preview's APP1. Candidates are ranked by the frame size in
 * their SOF header, so a 160×120 thumbnail never wins over a bigger preview.
 *
 * Cost is linear in the file: SOI search and entropy-data skipping use native indexOf, a parsed JPEG is
 * jumped over as a whole, and a work budget stops adversarial inputs full of false SOIs.
 */

const MARKER_PREFIX = 0xff;
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const TEM = 0x01;
const RST0 = 0xd0;
const RST7 = 0xd7;
const STUFFED_ZERO = 0x00;
const SOI_SIGNATURE = Uint8Array.of(MARKER_PREFIX, SOI, MARKER_PREFIX);
/**
 * SOF markers libjpeg (and so sharp) decodes: baseline, extended and progressive Huffman. Lossless
 * SOF3 is excluded on purpose: CR2 and DNG store the *raw* sensor data as lossless JPEG, which is
 * large but not displayable.
 */
const DECODABLE_SOF = new Set([0xc0, 0xc1, 0xc2]);
/** Any SOFn (C0–CF except DHT C4, JPG C8, DAC CC). */
const isSofMarker = (m: number): boolean => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
const SUPPORTED_PRECISION = 8;
const SUPPORTED_COMPONENTS = new Set([1, 3, 4]);
/** A JPEG needs SOF, DHT/DQT, SOS; thousands of segments means we are walking garbage. */
const MAX_SEGMENTS_PER_JPEG = 4096;
/** Bytes we allow ourselves to examine, as a multiple of the input size, before giving up. */
const WORK_BUDGET_FACTOR = 4;
const WORK_BUDGET_MIN = 1 << 20;

export interface EmbeddedJpeg {
  offset: number;
  length: number;
  width: number;
  height: number;
}

/** `complete` JPEGs are skipped as a whole even when not decodable (e.g. a CR2's lossless raw data). */
type ParseResult =
  | { ok: true; jpeg: EmbeddedJpeg; decodable: boolean }
  | { ok: false; examined: number };

/** The work a scan did, for tests that must see it stay linear in the input without timing it. */
export interface ScanStats {
  /** Bytes the candidates' parses walked (what the work budget caps), counted apart from the budget. */
  examined: number;
}

/**
 * Every complete, decodable JPEG found at top level (JPEGs nested inside another, such as the EXIF
 * thumbnail in a preview's APP1, are skipped along with their host), in file order.
 */
export function findEmbeddedJpegs(buf: Uint8Array, stats?: ScanStats): EmbeddedJpeg[] {
  const found: EmbeddedJpeg[] = [];
  let budget = Math.max(WORK_BUDGET_MIN, buf.length * WORK_BUDGET_FACTOR);
  let examined = 0;
  // Buffer.indexOf is a native substring search; a plain Uint8Array is wrapped without copying.
  const haystack = Buffer.isBuffer(buf) ? buf : Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  let from = 0;
  while (budget > 0) {
    const start = haystack.indexOf(SOI_SIGNATURE, from);
    if (start < 0) break;
    const result = parseJpegAt(buf, start);
    if (result.ok) {
      if (result.decodable) found.push(result.jpeg);
      budget -= result.jpeg.length;
      examined += result.jpeg.length;
      from = start + result.jpeg.length;
    } else {
      budget -= result.examined;
      examined += result.examined;
      from = start + 1;
    }
  }
  if (stats) stats.examined = examined;
  return found;
}

/** The largest (by pixel count, then bytes) complete embedded JPEG as a view into `buf`, or null. */
export function extractLargestEmbeddedJpeg(buf: Uint8Array): Uint8Array | null {
  let best: EmbeddedJpeg | null = null;
  for (const jpeg of findEmbeddedJpegs(buf)) {
    const area = jpeg.width * jpeg.height;
    const bestArea = best === null ? -1 : best.width * best.height;
    if (best === null || area > bestArea || (area === bestArea && jpeg.length > best.length)) best = jpeg;
  }
  return best === null ? null : buf.subarray(best.offset, best.offset + best.length);
}

function parseJpegAt(buf: Uint8Array, start: number): ParseResult {
  let at = start + 2;
  let frame: { width: number; height: number } | null = null;
  let decodable = false;
  let sawScan = false;
  const fail = (): ParseResult => ({ ok: false, examined: Math.max(1, at - start) });

  for (let segments = 0; segments < MAX_SEGMENTS_PER_JPEG; segments++) {
    // Skip fill bytes (FF FF …) before a marker.
    if (at >= buf.length || buf[at] !== MARKER_PREFIX) return fail();
    while (at + 1 < buf.length && buf[at + 1] === MARKER_PREFIX) at++;
    if (at + 1 >= buf.length) return fail();
    const marker = buf[at + 1]!;
    if (marker === EOI) {
      if (!sawScan || frame === null) return fail();
      return { ok: true, decodable, jpeg: { offset: start, length: at + 2 - start, ...frame } };
    }
    if (marker === SOI || marker === STUFFED_ZERO) return fail();
    if (marker === TEM || (marker >= RST0 && marker <= RST7)) {
      at += 2;
      continue;
    }
    if (at + 4 > buf.length) return fail();
    const length = (buf[at + 2]! << 8) | buf[at + 3]!;
    if (length < 2) return fail();
    const segmentEnd = at + 2 + length;
    if (segmentEnd > buf.length) return fail();

    if (isSofMarker(marker)) {
      if (frame !== null || length < 8) return fail(); // one frame per JPEG
      const precision = buf[at + 4]!;
      const height = (buf[at + 5]! << 8) | buf[at + 6]!;
      const width = (buf[at + 7]! << 8) | buf[at + 8]!;
      const components = buf[at + 9]!;
      if (width === 0 || height === 0) return fail();
      frame = { width, height };
      decodable =
        DECODABLE_SOF.has(marker) && precision === SUPPORTED_PRECISION && SUPPORTED_COMPONENTS.has(components);
    }
    at = segmentEnd;
    if (marker === SOS) {
      if (frame === null) return fail();
      sawScan = true;
      const next = skipEntropyCodedData(buf, at);
      if (next < 0) return { ok: false, examined: buf.length - start }; // scanned to the end
      at = next;
    }
  }
  return fail();
}

/** Position of the first real marker after entropy-coded data (FF not followed by 00, RSTn or FF). */
function skipEntropyCodedData(buf: Uint8Array, from: number): number {
  let at = from;
  for (;;) {
    const ff = buf.indexOf(MARKER_PREFIX, at);
    if (ff < 0 || ff + 1 >= buf.length) return -1;
    const next = buf[ff + 1]!;
    if (next === STUFFED_ZERO || (next >= RST0 && next <= RST7)) {
      at = ff + 2;
    } else if (next === MARKER_PREFIX) {
      at = ff + 1; // fill byte: the marker starts at the last FF of the run
    } else {
      return ff;
    }
  }
}
