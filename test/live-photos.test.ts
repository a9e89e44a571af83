import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Library } from '../electron/engine/library/library';
import { appleContentIdentifier } from '../electron/engine/ingest/formats/apple-makernote';
import { extractJpegExif } from '../electron/engine/ingest/formats/jpeg';
import { readQuickTimeMetadata } from '../electron/engine/ingest/formats/quicktime';
import type { MemoryRow } from '../electron/engine/store/schema';
import { tempDir } from './support/temp';

const run = promisify(execFile);

/**
 * A big-endian EXIF TIFF as an iPhone writes it: Make "Apple", and in the Exif IFD a MakerNote that
 * starts "Apple iOS\0", version 1, "MM", then an IFD (offsets from the MakerNote's start) whose tag
 * 0x0011 is the ContentIdentifier. libvips cannot write a MakerNote, so the bytes are laid out here.
 */
function appleExif(contentId: string): Buffer {
  const id = Buffer.from(`${contentId}\0`, 'latin1');
  const note = Buffer.alloc(14 + 2 + 12 + 4 + id.length);
  note.write('Apple iOS\0', 0, 'latin1');
  note.writeUInt16BE(1, 10);
  note.write('MM', 12, 'latin1');
  note.writeUInt16BE(1, 14);
  note.writeUInt16BE(0x0011, 16);
  note.writeUInt16BE(2, 18);
  note.writeUInt32BE(id.length, 20);
  note.writeUInt32BE(14 + 2 + 12 + 4, 24);
  id.copy(note, 14 + 2 + 12 + 4);

  const make = Buffer.from('Apple\0', 'latin1');
  const ifd0At = 8;
  const ifd0Size = 2 + 2 * 12 + 4;
  const makeAt = ifd0At + ifd0Size;
  const exifAt = makeAt + make.length;
  const exifSize = 2 + 12 + 4;
  const noteAt = exifAt + exifSize;
  const tiff = Buffer.alloc(noteAt + note.length);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(ifd0At, 4);
  tiff.writeUInt16BE(2, ifd0At);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    tiff.writeUInt32BE(value, at + 8);
  };
  entry(ifd0At + 2, 0x010f, 2, make.length, makeAt);
  entry(ifd0At + 14, 0x8769, 4, 1, exifAt);
  make.copy(tiff, makeAt);
  tiff.writeUInt16BE(1, exifAt);
  entry(exifAt + 2, 0x927c, 7, note.length, noteAt);
  note.copy(tiff, noteAt);
  return tiff;
}

/** A JPEG from sharp with the EXIF segment put right after SOI. */
async function liveStill(contentId: string, seed: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: seed, g: 90, b: 30 } } }).jpeg().toBuffer();
  const tiff = appleExif(contentId);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(2 + 6 + tiff.length, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, Buffer.from('Exif\0\0', 'latin1'), tiff, jpeg.subarray(2)]);
}

/** A one-second MOV carrying the identifier where Apple's keyed metadata holds it. */
async function liveMotion(file: string, contentId: string, hue: number): Promise<void> {
  await run(ffmpeg.path, [
    '-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=duration=1:size=64x48:rate=5,hue=h=${hue}`, '-c:v', 'mpeg4',
    '-metadata', `com.apple.quicktime.content.identifier=${contentId}`, '-movflags', 'use_metadata_tags', file,
  ]);
}

describe('Live Photos', () => {
  let base: string;
  let root: string;
  let library: Library;

  const live = async (): Promise<MemoryRow[]> => {
    await library.writer.flush();
    return (await library.db.memoriesWhere(null)).filter((r) => r.deleted_at === null);
  };

  beforeAll(async () => {
    base = await tempDir('live');
    root = path.join(base, 'DCIM');
    await mkdir(root, { recursive: true });
    library = await Library.open(path.join(base, 'library'));
  }, 60_000);

  afterAll(() => library?.close());

  it('the still\'s MakerNote and the MOV\'s QuickTime metadata give the same identifier', async () => {
    const id = '1F2E3D4C-0000-4000-8000-ABCDEF012345';
    expect(appleContentIdentifier(extractJpegExif(await liveStill(id, 1))!)).toBe(id);
    const mov = path.join(base, 'probe.mov');
    await liveMotion(mov, id, 0);
    expect((await readQuickTimeMetadata(mov)).contentIdentifier).toBe(id);
  });

  it('a still and its MOV are one memory with motion, whichever is indexed first; a lone MOV stays a video', async () => {
    // Indexed together: the MOV may be read before or after its still.
    await writeFile(path.join(root, 'IMG_0001.JPG'), await liveStill('AAAA-0001', 10));
    await liveMotion(path.join(root, 'IMG_0001.MOV'), 'AAAA-0001', 10);
    await liveMotion(path.join(root, 'IMG_0009.MOV'), 'UNPAIRED-9', 90);
    await library.addRoots([root]);
    await library.idle();
    let rows = await live();
    expect(rows.map((r) => [path.basename(r.path), r.kind, r.motion_path && path.basename(r.motion_path)]).sort()).toEqual([
      ['IMG_0001.JPG', 'photo', 'IMG_0001.MOV'],
      ['IMG_0009.MOV', 'video', null],
    ]);

    // The MOV first, on its own; its still arrives later and takes it over.
    await liveMotion(path.join(root, 'IMG_0002.MOV'), 'BBBB-0002', 200);
    await library.scanAll();
    await library.idle();
    expect((await live()).some((r) => path.basename(r.path) === 'IMG_0002.MOV' && r.kind === 'video')).toBe(true);
    await writeFile(path.join(root, 'IMG_0002.JPG'), await liveStill('BBBB-0002', 20));
    await library.scanAll();
    await library.idle();
    rows = await live();
    const still = rows.find((r) => path.basename(r.path) === 'IMG_0002.JPG')!;
    expect(still.motion_path).toBe(path.join(root, 'IMG_0002.MOV'));
    expect(rows.filter((r) => r.path.endsWith('IMG_0002.MOV'))).toEqual([]);
    const files = await library.db.allFiles();
    expect(files.find((f) => f.path.endsWith('IMG_0002.MOV'))?.memory_id).toBe(still.id);

    // A rescan leaves the pair as it is; the MOV deleted leaves the still without motion.
    await library.scanAll();
    await library.idle();
    expect((await live()).length).toBe(3);
    await rm(path.join(root, 'IMG_0002.MOV'));
    await library.scanAll();
    await library.idle();
    rows = await live();
    expect(rows.find((r) => r.id === still.id)?.motion_path).toBeNull();
    expect(rows.length).toBe(3);
  }, 120_000);
});
