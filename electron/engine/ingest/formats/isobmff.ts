/**
 * Minimal ISO-BMFF / QuickTime box walker (MP4, MOV, HEIF/AVIF, CR3).
 *
 * Every size read from the file is treated as a claim, not a fact: a box never extends past its
 * container, a header that cannot be valid ends the walk, and sibling/depth counts are capped, so a
 * damaged or hostile file costs at most a bounded amount of work.
 */
import type { FileHandle } from 'node:fs/promises';

/** size(4) + type(4) + largesize(8) + uuid(16): the most bytes a box header can take. */
export const BOX_HEADER_MAX_BYTES = 32;
const BASIC_HEADER_BYTES = 8;
const LARGESIZE_BYTES = 8;
const UUID_BYTES = 16;
const FULL_BOX_HEADER_BYTES = 4;
/** size field values with special meaning (ISO/IEC 14496-12 §4.2). */
const SIZE_TO_END = 0;
const SIZE_IS_LARGE = 1;

/** Real files nest a handful of levels (moov/trak/mdia/minf/stbl/stsd/…); anything deeper is garbage. */
export const MAX_BOX_DEPTH = 16;
/** A moov with thousands of tracks or an ilst with thousands of items does not occur in practice. */
export const MAX_SIBLING_BOXES = 10_000;

export interface BoxHeader {
  /** Four-character code decoded as latin1, so Apple's '©xyz' keeps its © (0xA9). */
  readonly type: string;
  /** The same code as a big-endian integer (ilst items in Apple keyed metadata are 1-based indexes). */
  readonly typeCode: number;
  readonly offset: number;
  readonly headerSize: number;
  /** Declared size after resolving largesize and size 0 ("to the end of the container"). */
  readonly size: number;
  /** offset + size, clamped to the container's end. */
  readonly end: number;
  readonly bodyStart: number;
  /** Lower-case dashed UUID for 'uuid' boxes, otherwise null. */
  readonly uuid: string | null;
  /** The declared size runs past the container (truncated file or bad size): `end` was clamped. */
  readonly truncated: boolean;
}

export interface FullBoxHeader {
  readonly version: number;
  readonly flags: number;
  /** First byte after version/flags. */
  readonly bodyStart: number;
}

function fourcc(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
}

export function readU32BE(bytes: Uint8Array, at: number): number {
  return ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;
}

/** 64-bit big-endian as a Number, or null when it cannot be represented exactly (no real file needs that). */
export function readU64BE(bytes: Uint8Array, at: number): number | null {
  const hi = readU32BE(bytes, at);
  const lo = readU32BE(bytes, at + 4);
  const value = hi * 2 ** 32 + lo;
  return Number.isSafeInteger(value) ? value : null;
}

function formatUuid(bytes: Uint8Array, at: number): string {
  const hex = Array.from(bytes.subarray(at, at + UUID_BYTES), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Parses the header of the box at `offset`. `head` holds the bytes starting at `offset` (at least
 * whatever is available up to BOX_HEADER_MAX_BYTES); `containerEnd` is where the enclosing box or file
 * ends. Returns null when no valid header can be there.
 */
export function parseBoxHeader(head: Uint8Array, offset: number, containerEnd: number): BoxHeader | null {
  const available = Math.min(head.length, containerEnd - offset);
  if (available < BASIC_HEADER_BYTES) return null;
  const size32 = readU32BE(head, 0);
  const typeCode = readU32BE(head, 4);
  const type = fourcc(head, 4);
  let headerSize = BASIC_HEADER_BYTES;
  let size: number;
  if (size32 === SIZE_IS_LARGE) {
    if (available < BASIC_HEADER_BYTES + LARGESIZE_BYTES) return null;
    const large = readU64BE(head, BASIC_HEADER_BYTES);
    if (large === null) return null;
    size = large;
    headerSize += LARGESIZE_BYTES;
  } else if (size32 === SIZE_TO_END) {
    size = containerEnd - offset;
  } else {
    size = size32;
  }
  let uuid: string | null = null;
  if (type === 'uuid') {
    if (available < headerSize + UUID_BYTES) return null;
    uuid = formatUuid(head, headerSize);
    headerSize += UUID_BYTES;
  }
  if (size < headerSize) return null;
  const truncated = offset + size > containerEnd;
  return {
    type,
    typeCode,
    offset,
    headerSize,
    size,
    end: truncated ? containerEnd : offset + size,
    bodyStart: offset + headerSize,
    uuid,
    truncated,
  };
}

/**
 * The sibling boxes in [start, end) of an in-memory buffer. Stops at the first invalid header and after
 * a truncated box (whatever follows it is not where the file says it is).
 */
export function* walkBoxes(buf: Uint8Array, start = 0, end = buf.length): Generator<BoxHeader> {
  const limit = Math.min(end, buf.length);
  let offset = start;
  for (let count = 0; count < MAX_SIBLING_BOXES && offset < limit; count++) {
    const box = parseBoxHeader(buf.subarray(offset, offset + BOX_HEADER_MAX_BYTES), offset, limit);
    if (box === null) return;
    yield box;
    if (box.truncated) return;
    offset = box.end;
  }
}

/** The first box of a buffer that holds one box whole (as read for a leaf or metadata box). */
export function firstBox(buf: Uint8Array): BoxHeader | null {
  return walkBoxes(buf).next().value ?? null;
}

/** Matches a box by four-character code, or by its UUID when `match` is a dashed UUID. */
function matches(box: BoxHeader, match: string): boolean {
  return box.uuid !== null && match.length === 36 ? box.uuid === match.toLowerCase() : box.type === match;
}

export function findBox(buf: Uint8Array, match: string, start = 0, end = buf.length): BoxHeader | null {
  for (const box of walkBoxes(buf, start, end)) if (matches(box, match)) return box;
  return null;
}

/**
 * Follows a path of box types (or UUIDs) from [start, end), e.g. ['moov', 'trak', 'tkhd']. Only the
 * first match at each level is followed. Boxes whose children start after a version/flags word (meta in
 * ISO files) must be entered with `childrenStart`.
 */
export function findBoxPath(
  buf: Uint8Array,
  path: readonly string[],
  start = 0,
  end = buf.length,
): BoxHeader | null {
  if (path.length === 0 || path.length > MAX_BOX_DEPTH) return null;
  let box: BoxHeader | null = null;
  let from = start;
  let to = end;
  for (const step of path) {
    box = findBox(buf, step, from, to);
    if (box === null) return null;
    from = childrenStart(buf, box);
    to = box.end;
  }
  return box;
}

export function readFullBoxHeader(buf: Uint8Array, box: BoxHeader): FullBoxHeader | null {
  if (box.bodyStart + FULL_BOX_HEADER_BYTES > box.end) return null;
  return {
    version: buf[box.bodyStart]!,
    flags: (buf[box.bodyStart + 1]! << 16) | (buf[box.bodyStart + 2]! << 8) | buf[box.bodyStart + 3]!,
    bodyStart: box.bodyStart + FULL_BOX_HEADER_BYTES,
  };
}

/**
 * Where a box's children begin. `meta` is a full box in ISO-BMFF (MP4, HEIF) but a plain container in
 * QuickTime (iPhone MOV), so look for which layout puts a plausible 'hdlr' first.
 */
export function childrenStart(buf: Uint8Array, box: BoxHeader): number {
  if (box.type !== 'meta') return box.bodyStart;
  const quickTimeStyle = box.bodyStart + BASIC_HEADER_BYTES <= box.end && fourcc(buf, box.bodyStart + 4) === 'hdlr';
  return quickTimeStyle ? box.bodyStart : box.bodyStart + FULL_BOX_HEADER_BYTES;
}

export interface TreeOptions {
  /** Types whose children should be visited. */
  readonly containers: ReadonlySet<string>;
  readonly maxDepth?: number;
}

/** Depth-first walk that descends into `containers`, never deeper than maxDepth (default MAX_BOX_DEPTH). */
export function* walkTree(
  buf: Uint8Array,
  options: TreeOptions,
  start = 0,
  end = buf.length,
  depth = 0,
): Generator<{ box: BoxHeader; depth: number }> {
  const maxDepth = Math.min(options.maxDepth ?? MAX_BOX_DEPTH, MAX_BOX_DEPTH);
  for (const box of walkBoxes(buf, start, end)) {
    yield { box, depth };
    if (depth + 1 < maxDepth && options.containers.has(box.type)) {
      yield* walkTree(buf, options, childrenStart(buf, box), box.end, depth + 1);
    }
  }
}

/** Random-access reads, so video files can be walked without loading the (multi-GB) mdat. */
export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes at `offset`; shorter at the end of the source. */
  read(offset: number, length: number): Promise<Uint8Array>;
}

export function bufferSource(buf: Uint8Array): ByteSource {
  return {
    size: buf.length,
    read: async (offset, length) => buf.subarray(offset, Math.min(buf.length, offset + length)),
  };
}

export async function fileSource(handle: FileHandle): Promise<ByteSource> {
  const { size } = await handle.stat();
  return {
    size,
    async read(offset, length) {
      const want = Math.max(0, Math.min(length, size - offset));
      const out = new Uint8Array(want);
      let filled = 0;
      // A single read may return short; loop until the bytes are in or the file ends early.
      while (filled < want) {
        const { bytesRead } = await handle.read(out, filled, want - filled, offset + filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      return out.subarray(0, filled);
    },
  };
}

/** walkBoxes over a ByteSource: reads only headers, so skipping an mdat costs one small read. */
export async function* walkBoxesAsync(
  source: ByteSource,
  start = 0,
  end = source.size,
): AsyncGenerator<BoxHeader> {
  const limit = Math.min(end, source.size);
  let offset = start;
  for (let count = 0; count < MAX_SIBLING_BOXES && offset < limit; count++) {
    const head = await source.read(offset, Math.min(BOX_HEADER_MAX_BYTES, limit - offset));
    const box = parseBoxHeader(head, offset, limit);
    if (box === null) return;
    yield box;
    if (box.truncated) return;
    offset = box.end;
  }
}
