import { open, type FileHandle } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import type { MemoryKind } from '../../../shared/memory';
import { contentHasher, contentId, type IdScheme } from './content-id';
import { StageError } from '../pipeline/stage-error';

/** Files up to this size are read once into memory and shared by every metadata stage. */
export const MAX_BUFFERED_BYTES = 256 * 1024 * 1024;
const SNIFF_BYTES = 64 * 1024;
const HASH_CHUNK = 4 * 1024 * 1024;

export interface FormatInfo {
  format: string;
  kind: Exclude<MemoryKind, 'screenshot'>;
  /** sharp can decode the pixels itself (HEIC and RAW need help). */
  decoder: 'sharp' | 'heic' | 'raw-preview' | 'video';
}

/** Formats by file-type's extension. Anything else is not a memory. */
const FORMATS: Record<string, FormatInfo> = {
  jpg: { format: 'jpeg', kind: 'photo', decoder: 'sharp' },
  png: { format: 'png', kind: 'photo', decoder: 'sharp' },
  gif: { format: 'gif', kind: 'photo', decoder: 'sharp' },
  webp: { format: 'webp', kind: 'photo', decoder: 'sharp' },
  avif: { format: 'avif', kind: 'photo', decoder: 'sharp' },
  tif: { format: 'tiff', kind: 'photo', decoder: 'sharp' },
  bmp: { format: 'bmp', kind: 'photo', decoder: 'sharp' },
  heic: { format: 'heic', kind: 'photo', decoder: 'heic' },
  dng: { format: 'dng', kind: 'photo', decoder: 'raw-preview' },
  cr2: { format: 'cr2', kind: 'photo', decoder: 'raw-preview' },
  cr3: { format: 'cr3', kind: 'photo', decoder: 'raw-preview' },
  nef: { format: 'nef', kind: 'photo', decoder: 'raw-preview' },
  arw: { format: 'arw', kind: 'photo', decoder: 'raw-preview' },
  orf: { format: 'orf', kind: 'photo', decoder: 'raw-preview' },
  rw2: { format: 'rw2', kind: 'photo', decoder: 'raw-preview' },
  raf: { format: 'raf', kind: 'photo', decoder: 'raw-preview' },
  mp4: { format: 'mp4', kind: 'video', decoder: 'video' },
  m4v: { format: 'mp4', kind: 'video', decoder: 'video' },
  mov: { format: 'mov', kind: 'video', decoder: 'video' },
  '3gp': { format: '3gp', kind: 'video', decoder: 'video' },
  mpg: { format: 'mpeg', kind: 'video', decoder: 'video' },
  mkv: { format: 'mkv', kind: 'video', decoder: 'video' },
  webm: { format: 'webm', kind: 'video', decoder: 'video' },
  avi: { format: 'avi', kind: 'video', decoder: 'video' },
};

export interface Probe {
  /** The content's id in the library's scheme (content-id.ts): the memory's identity. */
  id: string;
  size: number;
  info: FormatInfo;
  /**
   * The whole file when it is small enough to share between stages; null for big videos. Read into
   * the ingest's ReadBuffers, it is valid only until that file's stages are done: copy what must
   * outlive them.
   */
  buffer: Buffer | null;
}

/**
 * Read buffers handed from one file to the next. A fresh 3.4 MB buffer costs page faults to fill
 * and garbage collection to free, ~0.5 CPU-ms a photo; the ingest keeps one per file in flight.
 * A buffer taken must be given back only once nothing reads the file's bytes any more.
 */
export class ReadBuffers {
  private readonly free: ArrayBuffer[] = [];
  private readonly owned = new WeakSet<ArrayBuffer>();

  constructor(private readonly keep: number) {}

  take(size: number): Buffer {
    if (size < MIN_POOLED_BYTES) return Buffer.allocUnsafe(size);
    if (size > MAX_POOLED_BYTES) return readTarget(size);
    const i = this.free.findIndex((b) => b.byteLength >= size + READ_OFFSET_BYTES);
    let base = i >= 0 ? this.free.splice(i, 1)[0]! : null;
    if (!base) {
      // Rounded up, so the next photo of about the same size fits.
      base = Buffer.allocUnsafeSlow(Math.ceil((size + READ_OFFSET_BYTES) / POOL_STEP_BYTES) * POOL_STEP_BYTES).buffer as ArrayBuffer;
      this.owned.add(base);
    }
    return Buffer.from(base, READ_OFFSET_BYTES, size);
  }

  give(buffer: Buffer | null): void {
    const base = buffer?.buffer;
    if (!base || !(base instanceof ArrayBuffer) || !this.owned.has(base) || this.free.includes(base)) return;
    if (this.free.length < this.keep) this.free.push(base);
  }
}

const MIN_POOLED_BYTES = 64 * 1024;
/** Larger files (videos) get a buffer of their own: keeping one would hold that much for good. */
const MAX_POOLED_BYTES = 32 * 1024 * 1024;
const POOL_STEP_BYTES = 1024 * 1024;
/**
 * Where in its buffer a file's bytes start. glibc puts a big allocation 16 bytes past a page start,
 * and the kernel's copy from the page cache into a destination 1–31 bytes past a page boundary
 * runs into 4K aliasing (every load looks like it may hit the store just made): reading a 3.4 MB
 * photo there cost 1.35 CPU-ms of system time on this AMD EPYC, against 0.28 at any offset from 32
 * on (page+0…page+4095 measured). 48 more puts glibc's buffers on page+64, and an allocator that
 * hands out page-aligned memory on page+48: both clear of the slow window.
 */
const READ_OFFSET_BYTES = 48;

/** A big read's own buffer, its bytes starting clear of that window like the pooled ones. */
function readTarget(size: number): Buffer {
  return Buffer.allocUnsafeSlow(size + READ_OFFSET_BYTES).subarray(READ_OFFSET_BYTES);
}

/**
 * Hash and identify a file by its bytes, never by its extension. With `buffers`, the bytes are read
 * into one of theirs: the caller gives `probe.buffer` back when done with it. `size`, when the caller
 * has just stat'ed the file, saves a round trip: each async file operation costs ~0.05 CPU-ms of
 * thread-pool hand-off, a tenth of what the whole probe of a photo costs besides its hash.
 */
export async function probeFile(file: string, scheme: IdScheme, options: { buffers?: ReadBuffers; size?: number } = {}): Promise<Probe> {
  const handle = await open(file, 'r');
  try {
    const size = options.size ?? (await handle.stat()).size;
    if (size === 0) throw new StageError('empty file (0 bytes)');
    if (size <= MAX_BUFFERED_BYTES) {
      // Read whole, then sniffed from its head: one read instead of two.
      const buffer = await readWhole(handle, size, options.buffers);
      const head = buffer.subarray(0, SNIFF_BYTES);
      const sniffed = buffer.length > 0 ? await identify(head) : null;
      if (!sniffed) {
        options.buffers?.give(buffer);
        throw new StageError(buffer.length === 0 ? 'empty file (0 bytes)' : describeUnknown(head, file));
      }
      return { id: contentId(buffer, scheme), size: buffer.length, info: sniffed, buffer };
    }
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const sniffed = await identify(head.subarray(0, bytesRead));
    if (!sniffed) throw new StageError(describeUnknown(head.subarray(0, bytesRead), file));
    return { id: await hashStream(handle, size, scheme), size, info: sniffed, buffer: null };
  } finally {
    await handle.close();
  }
}

/**
 * A file already identified, read again for a later pass over it (the deferred thumbnail): its probe,
 * or null when the file is no longer the content `known.id` names. A file whose size and mtime, taken
 * after the read, are still those recorded when it was hashed holds those bytes, as the scan trusts
 * when it skips unchanged files: its content is not hashed again (a 3.4 MB photo's hash costs more
 * than a tenth of everything the ingest does besides the decode), and its format is the one
 * recorded. `verify` (a retry someone asked for), or a stat that differs, hashes the bytes read.
 */
export async function reprobeFile(
  file: string,
  known: { id: string; size: number; mtime: number; format: string | null },
  scheme: IdScheme,
  options: { buffers?: ReadBuffers; verify: boolean },
): Promise<Probe | null> {
  const info = known.format === null ? null : formatOf(known.format);
  if (options.verify || !info || known.size === 0 || known.size > MAX_BUFFERED_BYTES) {
    const probe = await probeFile(file, scheme, { buffers: options.buffers, size: known.size });
    if (probe.id === known.id) return probe;
    options.buffers?.give(probe.buffer);
    return null;
  }
  const handle = await open(file, 'r');
  try {
    const buffer = await readWhole(handle, known.size, options.buffers);
    // After the read: a write during it moves the mtime past the recorded one.
    const after = await handle.stat();
    if (buffer.length === known.size && after.size === known.size && after.mtimeMs === known.mtime) return { id: known.id, size: known.size, info, buffer };
    const sniffed = await identify(buffer.subarray(0, SNIFF_BYTES));
    if (sniffed && contentId(buffer, scheme) === known.id) return { id: known.id, size: buffer.length, info: sniffed, buffer };
    options.buffers?.give(buffer);
    return null;
  } finally {
    await handle.close();
  }
}

/** The format a probe stage recorded (memory row `format`), back to what the decoders need. */
function formatOf(format: string): FormatInfo | null {
  return Object.values(FORMATS).find((f) => f.format === format) ?? null;
}

async function identify(head: Buffer): Promise<FormatInfo | null> {
  const type = await fileTypeFromBuffer(head);
  if (type) return FORMATS[type.ext] ?? null;
  // file-type gives up on some TIFFs whose first IFD lies past the sniffed head.
  const magic = head.subarray(0, 4).toString('latin1');
  if (magic === 'II*\0' || magic === 'MM\0*') return FORMATS.tif ?? null;
  return null;
}

function describeUnknown(head: Buffer, file: string): string {
  const ext = file.split('.').pop()?.toLowerCase() ?? '';
  const sample = head.subarray(0, 512);
  let printable = 0;
  for (const byte of sample) if (byte === 9 || byte === 10 || byte === 13 || (byte >= 32 && byte < 127)) printable++;
  const looksText = printable / sample.length > 0.95;
  const what = looksText ? 'the content is text' : 'the content is not a known image or video format';
  return `not an image or video: ${what}${ext ? ` (the name says .${ext})` : ''}`;
}

/**
 * The whole file in one read where the OS allows: FileHandle.readFile goes in 512 KB chunks, each a
 * thread-pool round trip, and costs twice the CPU for a 3 MB photo. A file that shrank meanwhile
 * gives what is there; one that grew is read up to the size it had when opened.
 */
async function readWhole(handle: FileHandle, size: number, buffers?: ReadBuffers): Promise<Buffer> {
  const buffer = buffers ? buffers.take(size) : size < MIN_POOLED_BYTES ? Buffer.allocUnsafe(size) : readTarget(size);
  let filled = 0;
  while (filled < size) {
    const { bytesRead } = await handle.read(buffer, filled, size - filled, filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return filled === size ? buffer : buffer.subarray(0, filled);
}

async function hashStream(handle: FileHandle, size: number, scheme: IdScheme): Promise<string> {
  const hash = contentHasher(scheme);
  const chunk = readTarget(HASH_CHUNK);
  for (let pos = 0; pos < size; ) {
    const { bytesRead } = await handle.read(chunk, 0, chunk.length, pos);
    if (bytesRead === 0) break;
    hash.update(chunk.subarray(0, bytesRead));
    pos += bytesRead;
  }
  return hash.id();
}
