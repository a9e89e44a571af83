import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractCr3Exif } from '../electron/engine/ingest/formats/cr3';
import { extractHeifExif } from '../electron/engine/ingest/formats/heif';
import {
  type BoxHeader,
  type ByteSource,
  MAX_BOX_DEPTH,
  MAX_SIBLING_BOXES,
  bufferSource,
  childrenStart,
  fileSource,
  findBoxPath,
  parseBoxHeader,
  readFullBoxHeader,
  walkBoxes,
  walkBoxesAsync,
  walkTree,
} from '../electron/engine/ingest/formats/isobmff';
import { extractJpegExif } from '../electron/engine/ingest/formats/jpeg';
import { extractLargestEmbeddedJpeg, findEmbeddedJpegs, type ScanStats } from '../electron/engine/ingest/formats/preview';
import {
  QuickTimeFormatError,
  readQuickTimeMetadata,
  readQuickTimeMetadataFrom,
  rotationFromMatrix,
} from '../electron/engine/ingest/formats/quicktime';
import { parseCreationDate, parseIso6709 } from '../electron/engine/ingest/formats/quicktime-values';
import { dropMalformedTiffEntries, isTiffHeader } from '../electron/engine/ingest/formats/tiff';
import { extractWebpExif } from '../electron/engine/ingest/formats/webp';
import { fixture, haveFixtures } from './support/fixtures';

// ---------- helpers ----------

const u16 = (n: number): Buffer => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
const u32 = (n: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const u64 = (n: number): Buffer => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return b;
};
const i32 = (n: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const ascii = (s: string): Buffer => Buffer.from(s, 'latin1');

function box(type: string, ...parts: Uint8Array[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), ascii(type), body]);
}
function fullBox(type: string, version: number, flags: number, ...parts: Uint8Array[]): Buffer {
  return box(type, u32((version << 24) | flags), ...parts);
}

/** Deterministic noise, so failures reproduce. */
function noise(length: number, seed = 1): Buffer {
  const out = Buffer.alloc(length);
  let s = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    out[i] = s & 0xff;
  }
  return out;
}

const QT_EPOCH = 2_082_844_800;
const IDENTITY = [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000];

function mvhd(version: 0 | 1, created: number, timescale: number, duration: number): Buffer {
  const times =
    version === 1
      ? [u64(created), u64(created), u32(timescale), u64(duration)]
      : [u32(created), u32(created), u32(timescale), u32(duration)];
  return fullBox('mvhd', version, 0, ...times, Buffer.alloc(80));
}
function tkhd(width: number, height: number, matrix = IDENTITY): Buffer {
  return fullBox(
    'tkhd',
    0,
    7,
    Buffer.alloc(20),
    Buffer.alloc(16),
    ...matrix.map(i32),
    u32(width * 0x10000),
    u32(height * 0x10000),
  );
}
function trak(handler: string, header: Buffer): Buffer {
  const hdlr = fullBox('hdlr', 0, 0, u32(0), ascii(handler), Buffer.alloc(13));
  return box('trak', header, box('mdia', hdlr));
}
function udtaText(type: string, text: string): Buffer {
  return box(type, u16(Buffer.byteLength(text)), u16(0x15c7), Buffer.from(text));
}
const ftypMp4 = box('ftyp', ascii('isom'), u32(0x200), ascii('isomiso2mp41'));

/** Counts what a reader pulls from a source, to prove the media data is skipped. */
function countingSource(inner: ByteSource): ByteSource & { bytesRead: number } {
  const wrapper = {
    size: inner.size,
    bytesRead: 0,
    async read(offset: number, length: number) {
      const bytes = await inner.read(offset, length);
      wrapper.bytesRead += bytes.length;
      return bytes;
    },
  };
  return wrapper;
}

const expectedPhotos: Array<{
  file: string;
  exif_DateTimeOriginal: string | null;
  gps_lat: number | null;
  gps_lon: number | null;
  make: string | null;
  model: string | null;
  OffsetTimeOriginal: string | null;
}> = haveFixtures('photos/exif')
  ? (JSON.parse(readFileSync(fixture('photos', 'exif', 'expected_exiftool.json'), 'utf8')) as { files: [] }).files
  : [];
function expected(file: string) {
  const entry = expectedPhotos.find((e) => e.file === file);
  if (entry === undefined) throw new Error(`no exiftool reading for ${file}`);
  return entry;
}
const photo = (file: string): Buffer => readFileSync(fixture('photos', 'exif', file));

/** exifr with raw strings: reviveValues would turn dates into Dates in the test process's zone. */
const RAW = { tiff: true, exif: true, gps: true, ifd1: false, reviveValues: false } as const;
/** silentErrors (missing from exifr's typings) makes exifr throw the error it otherwise swallows. */
const STRICT = { ...RAW, silentErrors: false } as Parameters<typeof exifr.parse>[1];
type Tags = Record<string, unknown>;
async function exifrRaw(tiff: Uint8Array, extra: Record<string, unknown> = {}): Promise<Tags> {
  return ((await exifr.parse(tiff, { ...RAW, ...extra })) ?? {}) as Tags;
}

// ---------- isobmff ----------

describe('isobmff box walker', () => {
  it('reads plain, 64-bit largesize, size-0 and uuid headers', () => {
    const plain = parseBoxHeader(box('free', Buffer.alloc(4)), 0, 12)!;
    expect(plain).toMatchObject({ type: 'free', size: 12, headerSize: 8, bodyStart: 8, end: 12, truncated: false });

    const large = Buffer.concat([u32(1), ascii('mdat'), u64(24), Buffer.alloc(8)]);
    expect(parseBoxHeader(large, 0, large.length)).toMatchObject({ type: 'mdat', size: 24, headerSize: 16 });

    const toEnd = Buffer.concat([u32(0), ascii('mdat'), Buffer.alloc(100)]);
    expect(parseBoxHeader(toEnd, 0, toEnd.length)).toMatchObject({ size: 108, end: 108, truncated: false });

    const uuidBytes = Buffer.from('85c0b687820f11e08111f4ce462b6a48', 'hex');
    const uuid = box('uuid', uuidBytes, Buffer.alloc(4));
    expect(parseBoxHeader(uuid, 0, uuid.length)).toMatchObject({
      uuid: '85c0b687-820f-11e0-8111-f4ce462b6a48',
      headerSize: 24,
      bodyStart: 24,
    });
  });

  it('rejects impossible sizes and clamps sizes that run past the container', () => {
    const tooSmall = Buffer.concat([u32(4), ascii('free')]);
    expect(parseBoxHeader(tooSmall, 0, 8)).toBeNull();
    const unsafeLarge = Buffer.concat([u32(1), ascii('mdat'), Buffer.from('ffffffffffffffff', 'hex')]);
    expect(parseBoxHeader(unsafeLarge, 0, 16)).toBeNull();
    const claimsMore = Buffer.concat([u32(1_000_000), ascii('moov'), Buffer.alloc(8)]);
    expect(parseBoxHeader(claimsMore, 0, claimsMore.length)).toMatchObject({ end: 16, truncated: true });
    expect(parseBoxHeader(Buffer.alloc(5), 0, 5)).toBeNull();
  });

  it('stops after a truncated box and on garbage, and caps the sibling count', () => {
    const buf = Buffer.concat([box('free'), Buffer.concat([u32(500), ascii('moov')]), box('free')]);
    expect([...walkBoxes(buf)].map((b) => [b.type, b.truncated])).toEqual([
      ['free', false],
      ['moov', true],
    ]);
    expect([...walkBoxes(noise(4096))].length).toBeLessThanOrEqual(1);
    const many = Buffer.concat(Array.from({ length: MAX_SIBLING_BOXES + 50 }, () => box('free')));
    expect([...walkBoxes(many)].length).toBe(MAX_SIBLING_BOXES);
  });

  it('limits depth on pathologically nested containers', () => {
    let nested = box('free');
    for (let i = 0; i < 100; i++) nested = box('moov', nested);
    const depths = [...walkTree(nested, { containers: new Set(['moov']) })].map((v) => v.depth);
    expect(Math.max(...depths)).toBe(MAX_BOX_DEPTH - 1);
    expect(findBoxPath(nested, Array.from({ length: MAX_BOX_DEPTH + 1 }, () => 'moov'))).toBeNull();
  });

  it('reads full-box version/flags and enters both QuickTime and ISO meta layouts', () => {
    const fb = fullBox('mvhd', 1, 0x000203, Buffer.alloc(4));
    expect(readFullBoxHeader(fb, parseBoxHeader(fb, 0, fb.length)!)).toEqual({ version: 1, flags: 0x203, bodyStart: 12 });
    const hdlr = fullBox('hdlr', 0, 0, Buffer.alloc(20));
    const qtMeta = box('meta', hdlr);
    const isoMeta = fullBox('meta', 0, 0, hdlr);
    const childOf = (b: Buffer): string => [...walkBoxes(b, childrenStart(b, parseBoxHeader(b, 0, b.length)!))][0]!.type;
    expect(childOf(qtMeta)).toBe('hdlr');
    expect(childOf(isoMeta)).toBe('hdlr');
  });

  it('walks the same boxes from a ByteSource as from memory', async () => {
    const buf = Buffer.concat([ftypMp4, box('mdat', Buffer.alloc(1000)), box('moov', mvhd(0, 0, 1000, 0))]);
    const fromSource: BoxHeader[] = [];
    for await (const b of walkBoxesAsync(bufferSource(buf))) fromSource.push(b);
    expect(fromSource).toEqual([...walkBoxes(buf)]);
  });
});

// ---------- quicktime ----------

describe('quicktime metadata (synthetic)', () => {
  it('parses mvhd v1, udta ©xyz/©day/©mak/©mod (Android/Samsung style) and a 270° matrix', async () => {
    const created = Date.UTC(2021, 2, 4, 4, 6, 7) / 1000 + QT_EPOCH;
    const rot270 = [0, -0x10000, 0, 0x10000, 0, 0, 0, 0, 0x40000000];
    const file = Buffer.concat([
      ftypMp4,
      box(
        'moov',
        mvhd(1, created, 90_000, 270_000),
        trak('soun', tkhd(0, 0)),
        trak('vide', tkhd(1920, 1080, rot270)),
        box(
          'udta',
          udtaText('\u00a9xyz', '+37.4219-122.0840/'),
          udtaText('\u00a9day', '2021-03-04T05:06:07+0100'),
          udtaText('\u00a9mak', 'samsung'),
          udtaText('\u00a9mod', 'SM-G991B'),
        ),
      ),
    ]);
    const meta = await readQuickTimeMetadataFrom(bufferSource(file));
    expect(meta).toEqual({
      createdAtUtc: new Date('2021-03-04T04:06:07Z'),
      creationDateLocal: '2021-03-04T05:06:07',
      offsetMinutes: 60,
      lat: 37.4219,
      lon: -122.084,
      altitude: null,
      durationSec: 3,
      width: 1920,
      height: 1080,
      rotation: 270,
      make: 'samsung',
      model: 'SM-G991B',
      contentIdentifier: null,
    });
  });

  it('reads iTunes-style udta/meta/ilst ©day and derives the instant when mvhd is unset', async () => {
    const data = (text: string): Buffer => box('data', u32(1), u32(0), Buffer.from(text));
    const ilst = box('ilst', box('\u00a9day', data('2020-01-02T03:04:05-0500')));
    const file = Buffer.concat([
      ftypMp4,
      box('moov', mvhd(0, 0, 600, 0), box('udta', fullBox('meta', 0, 0, fullBox('hdlr', 0, 0, Buffer.alloc(20)), ilst))),
    ]);
    const meta = await readQuickTimeMetadataFrom(bufferSource(file));
    expect(meta.creationDateLocal).toBe('2020-01-02T03:04:05');
    expect(meta.offsetMinutes).toBe(-300);
    expect(meta.createdAtUtc).toEqual(new Date('2020-01-02T08:04:05Z'));
    expect(meta.durationSec).toBeNull();
  });

  it('treats epoch-confused and zero mvhd times as unknown', async () => {
    const unixSecondsByMistake = Date.UTC(2020, 0, 1) / 1000;
    for (const created of [0, unixSecondsByMistake]) {
      const file = Buffer.concat([ftypMp4, box('moov', mvhd(0, created, 1000, 5000))]);
      const meta = await readQuickTimeMetadataFrom(bufferSource(file));
      expect(meta.createdAtUtc).toBeNull();
      expect(meta.durationSec).toBe(5);
    }
  });

  it('survives hostile sizes without hanging', async () => {
    const hostile = [
      Buffer.concat([ftypMp4, u32(1), ascii('moov'), u64(2 ** 50)]),
      Buffer.concat([ftypMp4, box('moov', Buffer.concat([u32(0xffffffff), ascii('mvhd')]))]),
      Buffer.concat([ftypMp4, box('moov', box('trak', u32(3), ascii('tkhd')))]),
      Buffer.concat([ftypMp4, u32(0), ascii('mdat'), noise(5000)]),
    ];
    for (const file of hostile) {
      const meta = await readQuickTimeMetadataFrom(bufferSource(file));
      expect(meta.createdAtUtc).toBeNull();
      expect(meta.width).toBeNull();
    }
  });

  it('rejects non-QuickTime input with a readable error', async () => {
    await expect(readQuickTimeMetadataFrom(bufferSource(noise(10_000)), 'noise.bin')).rejects.toThrow(
      /noise\.bin: not an MP4\/QuickTime file/,
    );
    await expect(readQuickTimeMetadataFrom(bufferSource(Buffer.alloc(0)))).rejects.toBeInstanceOf(QuickTimeFormatError);
  });

  it('parses ISO 6709 in degrees, DDMM and DDMMSS forms', () => {
    expect(parseIso6709('+32.0929+034.8620+028.516/')).toEqual({ lat: 32.0929, lon: 34.862, altitude: 28.516 });
    const ddmm = parseIso6709('+4042.5-07400.5/')!;
    expect(ddmm.lat).toBeCloseTo(40.7083, 4);
    expect(ddmm.lon).toBeCloseTo(-74.0083, 4);
    const ddmmss = parseIso6709('+404230-0740030/')!;
    expect(ddmmss.lat).toBeCloseTo(40.7083, 4);
    expect(ddmmss.lon).toBeCloseTo(-74.0083, 4);
    expect(parseIso6709('+00.0000+000.0000/')).toBeNull();
    expect(parseIso6709('+95.0+010.0/')).toBeNull();
    expect(parseIso6709('nonsense')).toBeNull();
  });

  it('parses creation dates with offsets, Z and none; rejects impossible dates', () => {
    expect(parseCreationDate('2019-07-24T11:25:40+0300')).toEqual({
      local: '2019-07-24T11:25:40',
      offsetMinutes: 180,
      utc: new Date('2019-07-24T08:25:40Z'),
    });
    expect(parseCreationDate('2019:07:24 11:25:40-05:30')?.offsetMinutes).toBe(-330);
    expect(parseCreationDate('2019-07-24T11:25:40Z')).toEqual({
      local: null,
      offsetMinutes: null,
      utc: new Date('2019-07-24T11:25:40Z'),
    });
    expect(parseCreationDate('2019-07-24T11:25:40')).toEqual({ local: '2019-07-24T11:25:40', offsetMinutes: null, utc: null });
    expect(parseCreationDate('2019-02-30T11:25:40Z')).toBeNull();
    expect(parseCreationDate('2019')).toBeNull();
  });

  it('snaps rotation matrices to quarter turns', () => {
    expect(rotationFromMatrix(1, 0)).toBe(0);
    expect(rotationFromMatrix(0, 1)).toBe(90);
    expect(rotationFromMatrix(-1, 0)).toBe(180);
    expect(rotationFromMatrix(0, -1)).toBe(270);
  });
});

describe.skipIf(!haveFixtures('video'))('quicktime metadata (fixtures)', () => {
  const mov = fixture('video', 'drew_with-gps.mov');
  const mp4 = fixture('video', 'fr_short_hamilton_clip.mp4');
  let tmp = '';
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'mnemo-formats-'));
  });
  afterAll(async () => {
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('reads the iPhone 6 MOV: mvhd instant, keyed creationdate/location/make/model, rotation', async () => {
    const meta = await readQuickTimeMetadata(mov);
    expect(meta.createdAtUtc?.toISOString()).toBe('2019-07-24T08:25:57.000Z');
    expect(meta.creationDateLocal).toBe('2019-07-24T11:25:40');
    expect(meta.offsetMinutes).toBe(180);
    expect(meta.lat).toBeCloseTo(32.0929, 4);
    expect(meta.lon).toBeCloseTo(34.862, 4);
    expect(meta.altitude).toBeCloseTo(28.516, 3);
    expect(meta.durationSec).toBeCloseTo(4.002, 3); // 2401 / 600
    expect([meta.width, meta.height, meta.rotation]).toEqual([568, 320, 90]);
    expect([meta.make, meta.model]).toEqual(['Apple', 'iPhone 6']);
  });

  it('reads only headers and small boxes: the 433 KB mdat is never loaded', async () => {
    const handle = await open(mov, 'r');
    try {
      const source = countingSource(await fileSource(handle));
      await readQuickTimeMetadataFrom(source);
      expect(source.bytesRead).toBeLessThan(4096);
    } finally {
      await handle.close();
    }
  });

  it('reads the ffmpeg MP4: mvhd creation time is 0 (unset), so no instant; 10.008 s, 640×360', async () => {
    // Hexdump of moov/mvhd: creation 0, modification 0, timescale 0x3e8, duration 0x2718 (10008).
    expect(await readQuickTimeMetadata(mp4)).toEqual({
      createdAtUtc: null,
      creationDateLocal: null,
      offsetMinutes: null,
      lat: null,
      lon: null,
      altitude: null,
      durationSec: 10.008,
      width: 640,
      height: 360,
      rotation: 0,
      make: null,
      model: null,
      contentIdentifier: null,
    });
  });

  it('degrades on truncated copies instead of throwing or hanging', async () => {
    const bytes = await readFile(mov);
    const cutInMdat = path.join(tmp, 'cut-in-mdat.mov');
    await writeFile(cutInMdat, bytes.subarray(0, 200_000));
    const noMoov = await readQuickTimeMetadata(cutInMdat);
    expect(Object.values(noMoov).filter((v) => v !== null && v !== 0)).toEqual([]);

    // Keep mvhd and the tracks but lose the tail of moov/meta (where ilst with the GPS lives).
    const cutInMeta = path.join(tmp, 'cut-in-meta.mov');
    await writeFile(cutInMeta, bytes.subarray(0, bytes.length - 300));
    const partial = await readQuickTimeMetadata(cutInMeta);
    expect(partial.createdAtUtc?.toISOString()).toBe('2019-07-24T08:25:57.000Z');
    expect([partial.width, partial.height, partial.rotation]).toEqual([568, 320, 90]);
    expect(partial.lat).toBeNull();
    expect(partial.creationDateLocal).toBeNull();
  });

  it('throws a readable error on garbage and on an MPEG-PS file', async () => {
    const garbage = path.join(tmp, 'garbage.mp4');
    await writeFile(garbage, noise(64 * 1024, 7));
    await expect(readQuickTimeMetadata(garbage)).rejects.toThrow(/not an MP4\/QuickTime file/);
    await expect(readQuickTimeMetadata(fixture('video', 'grid_bbaf2n.mpg'))).rejects.toBeInstanceOf(QuickTimeFormatError);
  });
});

// ---------- webp ----------

describe.skipIf(!haveFixtures('photos/exif'))('webp EXIF chunk', () => {
  it.each(['drew_HTC_Desire.webp', 'drew_Issue_473_apple.webp', 'drew_Nikon_D1X.webp'])(
    '%s: exifr on the chunk agrees with exiftool on date, GPS, make/model',
    async (file) => {
      const want = expected(file);
      const tiff = extractWebpExif(photo(file));
      expect(tiff).not.toBeNull();
      expect(isTiffHeader(tiff!)).toBe(true);
      const tags = await exifrRaw(tiff!);
      expect(tags.DateTimeOriginal).toBe(want.exif_DateTimeOriginal);
      expect(tags.Make).toBe(want.make);
      expect(tags.Model).toBe(want.model);
      if (want.gps_lat === null) {
        expect(tags.latitude).toBeUndefined();
      } else {
        expect(tags.latitude).toBeCloseTo(want.gps_lat, 5);
        expect(tags.longitude).toBeCloseTo(want.gps_lon!, 5);
      }
    },
  );

  it('strips the "Exif\\0\\0" prefix Apple leaves in the chunk (exiftool: "Improper EXIF header")', () => {
    const buf = photo('drew_Issue_473_apple.webp');
    const chunkAt = buf.indexOf('EXIF');
    expect(buf.subarray(chunkAt + 8, chunkAt + 14).toString('latin1')).toBe('Exif\0\0');
    expect(Buffer.from(extractWebpExif(buf)!.subarray(0, 4)).toString('latin1')).toBe('MM\0*');
  });

  it('exiftool_RIFF.webp: does not throw; its 98-byte EXIF chunk is a real TIFF with no date or GPS', async () => {
    // Not empty: the stub carries IFD0 {XResolution, YResolution, ResolutionUnit, Artist "me", YCbCrPositioning}.
    const tiff = extractWebpExif(photo('exiftool_RIFF.webp'));
    expect(tiff?.length).toBe(98);
    const tags = await exifrRaw(tiff!);
    expect(tags.Artist).toBe('me');
    expect(tags.DateTimeOriginal).toBeUndefined();
    expect(tags.latitude).toBeUndefined();
  });

  it('returns null on truncated, garbage, empty and lying-size input', () => {
    const htc = photo('drew_HTC_Desire.webp');
    expect(extractWebpExif(htc.subarray(0, 20_000))).toBeNull();
    expect(extractWebpExif(htc.subarray(0, htc.length - 10))).toBeNull(); // EXIF chunk cut short
    expect(extractWebpExif(noise(10_000))).toBeNull();
    expect(extractWebpExif(new Uint8Array(0))).toBeNull();
    const lying = Buffer.concat([ascii('RIFF'), Buffer.from('ffffffff', 'hex'), ascii('WEBP'), ascii('VP8X'), Buffer.from('ffffff7f', 'hex')]);
    expect(extractWebpExif(lying)).toBeNull();
    expect(extractWebpExif(photo('drew_Apple_iPhone_4.jpg'))).toBeNull();
  });
});

// ---------- cr3 ----------

describe.skipIf(!haveFixtures('photos/exif'))('cr3 CMT boxes', () => {
  const cr3 = (): Buffer => photo('exiftool_CanonRaw.cr3');

  it('CMT2 (Exif IFD as a standalone TIFF): DateTimeOriginal and offsets by tag number', async () => {
    const { exif } = extractCr3Exif(cr3());
    expect(exif).not.toBeNull();
    // exifr files the first IFD of any TIFF under ifd0, whose dictionary lacks Exif tag names.
    const tags = await exifrRaw(exif!, { translateKeys: false });
    expect(tags[0x9003]).toBe('2018:02:21 12:08:56'); // DateTimeOriginal
    expect(tags[0x9010]).toBe('+00:00'); // OffsetTime
    expect(tags[0x9011]).toBe('+00:00'); // OffsetTimeOriginal
    expect(tags[0x9003]).toBe(expected('exiftool_CanonRaw.cr3').exif_DateTimeOriginal);
  });

  it('CMT1 holds IFD0 (make/model); CMT4 is a GPS IFD without coordinates', async () => {
    const { ifd0, gps } = extractCr3Exif(cr3());
    const main = await exifrRaw(ifd0!);
    expect([main.Make, main.Model]).toEqual(['Canon', 'Canon EOS M50']);
    const gpsTags = await exifrRaw(gps!, { translateKeys: false });
    expect(Object.keys(gpsTags)).toEqual(['0']); // only GPSVersionID
  });

  it('is bounded on truncated and foreign input', () => {
    const partial = extractCr3Exif(cr3().subarray(0, 3000));
    expect(partial.ifd0).not.toBeNull();
    expect(partial.exif).not.toBeNull();
    expect(partial.gps).toBeNull(); // CMT4 lies past the cut
    const none = { ifd0: null, exif: null, gps: null };
    expect(extractCr3Exif(noise(5000))).toEqual(none);
    expect(extractCr3Exif(new Uint8Array(0))).toEqual(none);
    expect(extractCr3Exif(readFileSync(fixture('photos', 'exif', 'drew_IMG_2927.HEIC')))).toEqual(none);
  });
});

// ---------- preview ----------

async function solidJpeg(width: number, height: number, progressive = false): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 30 } } })
    .jpeg({ quality: 80, progressive })
    .toBuffer();
}

/** A lossless (SOF3) JPEG like the raw data in CR2/DNG: structurally complete, not displayable. */
function losslessJpeg(width: number, height: number): Buffer {
  const sof3 = Buffer.concat([Buffer.from([0xff, 0xc3]), u16(11), Buffer.from([12]), u16(height), u16(width), Buffer.from([1, 1, 0x11, 0])]);
  const dht = Buffer.concat([Buffer.from([0xff, 0xc4]), u16(20), Buffer.from([0x00, 1]), Buffer.alloc(15), Buffer.from([0])]);
  const sos = Buffer.concat([Buffer.from([0xff, 0xda]), u16(8), Buffer.from([1, 1, 0x00, 1, 0, 0])]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), sof3, dht, sos, Buffer.alloc(50_000, 0x55), Buffer.from([0xff, 0xd9])]);
}

describe('largest embedded JPEG', () => {
  it.skipIf(!haveFixtures('photos/exif'))('the exiftool CR3 and DNG stubs contain no JPEG at all → null', () => {
    // The CR3 stub's THMB/PRVW/mdat hold "<Dummy … image data>" placeholders; the DNG has no FFD8FF.
    for (const file of ['exiftool_CanonRaw.cr3', 'exiftool_DNG.dng']) {
      expect(findEmbeddedJpegs(photo(file))).toEqual([]);
      expect(extractLargestEmbeddedJpeg(photo(file))).toBeNull();
    }
  });

  it('prefers the big preview over thumbnails and skips lossless raw data and broken JPEGs', async () => {
    const thumb = await solidJpeg(160, 120);
    const preview = await solidJpeg(1620, 1080, true);
    const raw = losslessJpeg(6000, 4000);
    const broken = (await solidJpeg(3000, 2000)).subarray(0, 5000);
    const parts = [noise(3000, 2), thumb, noise(7000, 3), raw, noise(100, 4), preview, noise(500, 5), broken, noise(300, 6)];
    // The Sony JPEG brings a nested 160×120 EXIF thumbnail inside its APP1.
    if (haveFixtures('photos/exif')) parts.splice(2, 0, photo('drew_Sony_DSC-HX5V_2.jpg'));
    const file = Buffer.concat(parts);

    const found = findEmbeddedJpegs(file).map((j) => `${j.width}x${j.height}`);
    expect(found).toEqual(haveFixtures('photos/exif') ? ['160x120', '730x547', '1620x1080'] : ['160x120', '1620x1080']);

    const best = extractLargestEmbeddedJpeg(file)!;
    expect(Buffer.compare(Buffer.from(best), preview)).toBe(0);
    const meta = await sharp(best).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1620, 1080]);
  });

  it('does work linear in the input: a 60 MB raw-like file, and hostile input full of false SOIs', async () => {
    // Work is counted in bytes walked, not timed (scan speed varies by machine, not by correctness).
    const preview = await solidJpeg(2048, 1365);
    const size = 60 * 1024 * 1024;
    const file = Buffer.concat([noise(size - preview.length - 1000, 9), preview, noise(1000, 10)]);
    const scan: ScanStats = { examined: 0 };
    const found = findEmbeddedJpegs(file, scan);
    expect(found.map((j) => j.length)).toEqual([preview.length]);
    expect(extractLargestEmbeddedJpeg(file)?.length).toBe(preview.length);
    expect(scan.examined).toBeGreaterThanOrEqual(preview.length);
    expect(scan.examined).toBeLessThan(file.length);

    // Adversarial: FFD8 + (APP1 of length 4 holding "FFD8")×N — every payload starts a false candidate
    // that walks thousands of valid-looking segments (~24 KB each, ×2 million candidates). Without the
    // work budget this is quadratic; with it the walk stays within a few times the input.
    const unit = Buffer.from([0xff, 0xe1, 0x00, 0x04, 0xff, 0xd8]);
    const hostile = Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.alloc(unit.length * 2_000_000)]);
    for (let at = 2; at + unit.length <= hostile.length; at += unit.length) unit.copy(hostile, at);
    const attack: ScanStats = { examined: 0 };
    expect(findEmbeddedJpegs(hostile, attack)).toEqual([]);
    expect(attack.examined).toBeGreaterThan(hostile.length); // the false candidates were walked…
    expect(attack.examined).toBeLessThanOrEqual(5 * hostile.length); // …but not quadratically
  });
});

// ---------- Sony JPEG / AVIF: what exifr misses ----------

describe.skipIf(!haveFixtures('photos/exif'))('exifr 7.1.3 gaps: Sony DSC-HX5V JPEG and Canon AVIF', () => {
  it('Sony: exifr rejects IFD0 for one type-0 entry; dropping it recovers exiftool’s date and GPS', async () => {
    const file = photo('drew_Sony_DSC-HX5V_2.jpg');
    await expect(exifr.parse(file, STRICT)).rejects.toThrow(/Invalid TIFF value type.*IFD0, tag: 1, type: 0/);

    const tiff = extractJpegExif(file)!;
    const { tiff: repaired, dropped } = dropMalformedTiffEntries(tiff);
    expect(dropped.map((d) => [d.tag, d.type, d.reason])).toEqual([
      [1, 0, 'invalid-type'], // IFD0
      [1, 0, 'invalid-type'], // IFD1
    ]);
    const want = expected('drew_Sony_DSC-HX5V_2.jpg');
    const tags = await exifrRaw(repaired);
    expect(tags.DateTimeOriginal).toBe(want.exif_DateTimeOriginal);
    expect(tags.latitude).toBeCloseTo(want.gps_lat!, 5);
    expect(tags.longitude).toBeCloseTo(want.gps_lon!, 5);
    expect([tags.Make, tags.Model]).toEqual([want.make, want.model]);
  });

  it('the same repair rescues ianare_45-gps_ifd.jpg (garbage types in its GPS IFD)', async () => {
    const file = photo('ianare_45-gps_ifd.jpg');
    await expect(exifr.parse(file, STRICT)).rejects.toThrow(/Invalid TIFF value type. block: GPS/);
    const tags = await exifrRaw(dropMalformedTiffEntries(extractJpegExif(file)!).tiff);
    expect(tags.DateTimeOriginal).toBe(expected('ianare_45-gps_ifd.jpg').exif_DateTimeOriginal);
  });

  it('AVIF: exifr ignores iloc base_offset; reading the Exif item ourselves gets exiftool’s values', async () => {
    const file = photo('drew_Issue_649_canon.avif');
    await expect(exifr.parse(file, STRICT)).rejects.toThrow(/Malformed EXIF data/);
    const tiff = extractHeifExif(file);
    expect(tiff).not.toBeNull();
    const tags = await exifrRaw(tiff!);
    const want = expected('drew_Issue_649_canon.avif');
    expect(tags.DateTimeOriginal).toBe(want.exif_DateTimeOriginal);
    expect([tags.Make, tags.Model]).toEqual([want.make, want.model]);
    expect(tags.latitude).toBeUndefined(); // exiftool: GPS IFD present, no coordinates
  });

  it('the HEIF reader agrees with exiftool on an iPhone HEIC too (date, offset, GPS)', async () => {
    const want = expected('drew_exif-at-eof.heic');
    const tags = await exifrRaw(extractHeifExif(photo('drew_exif-at-eof.heic'))!);
    expect(tags.DateTimeOriginal).toBe(want.exif_DateTimeOriginal);
    expect(tags.OffsetTimeOriginal).toBe(want.OffsetTimeOriginal);
    expect(tags.latitude).toBeCloseTo(want.gps_lat!, 4);
    expect(tags.longitude).toBeCloseTo(want.gps_lon!, 4);
  });
});

describe('HEIF Exif item and TIFF repair (synthetic)', () => {
  const tiffLE = Buffer.from('49492a000800000000000000', 'hex'); // II*, IFD0 at 8 with 0 entries

  function heif(iloc: Buffer, idat?: Buffer): Buffer {
    const infe = fullBox('infe', 2, 0, u16(7), u16(0), ascii('Exif'));
    const meta = fullBox('meta', 0, 0, fullBox('hdlr', 0, 0, Buffer.alloc(20)), fullBox('iinf', 0, 0, u16(1), infe), iloc, ...(idat ? [idat] : []));
    return Buffer.concat([box('ftyp', ascii('avif'), u32(0), ascii('mif1avif')), meta]);
  }

  it('joins multiple extents stored in idat (construction method 1)', () => {
    const payload = Buffer.concat([u32(6), ascii('Exif\0\0'), tiffLE]);
    const idat = box('idat', payload);
    // iloc v1: offset/length 4 bytes, base_offset 0, index 0; item 7, method 1, two extents.
    const iloc = fullBox('iloc', 1, 0, Buffer.from([0x44, 0x00]), u16(1), u16(7), u16(1), u16(0), u16(2), u32(0), u32(10), u32(10), u32(payload.length - 10));
    expect(Buffer.from(extractHeifExif(heif(iloc, idat))!)).toEqual(tiffLE);
  });

  it('returns null for extents outside the file and for garbage', () => {
    const iloc = fullBox('iloc', 0, 0, Buffer.from([0x44, 0x40]), u16(1), u16(7), u16(0), u32(1_000_000), u16(1), u32(0), u32(100));
    expect(extractHeifExif(heif(iloc))).toBeNull();
    expect(extractHeifExif(noise(4096))).toBeNull();
  });

  it('drops out-of-range entries and survives IFD pointer loops', () => {
    // IFD0 at 8: [0x010f ASCII count 100 @ 5000 (outside), 0x8769 Exif IFD → 8 (itself)], next IFD → 8.
    const t = Buffer.alloc(8 + 2 + 24 + 4 + 16);
    t.write('II*\0', 0, 'latin1');
    t.writeUInt32LE(8, 4);
    t.writeUInt16LE(2, 8);
    [0x010f, 2, 100, 5000].forEach((v, i) => (i < 2 ? t.writeUInt16LE(v, 10 + i * 2) : t.writeUInt32LE(v, 10 + 4 + (i - 2) * 4)));
    [0x8769, 4, 1, 8].forEach((v, i) => (i < 2 ? t.writeUInt16LE(v, 22 + i * 2) : t.writeUInt32LE(v, 22 + 4 + (i - 2) * 4)));
    t.writeUInt32LE(8, 34);
    const { tiff, dropped } = dropMalformedTiffEntries(t);
    expect(dropped.map((d) => [d.tag, d.reason])).toEqual([[0x010f, 'value-out-of-range']]);
    expect(Buffer.from(tiff).readUInt16LE(8)).toBe(1);
    expect(Buffer.from(tiff).readUInt32LE(8 + 2 + 12)).toBe(8); // next-IFD pointer moved up
    const clean = Buffer.from(tiffLE);
    expect(dropMalformedTiffEntries(clean).tiff).toBe(clean);
  });

  it('extractJpegExif ignores non-JPEG and Exif-less JPEGs', async () => {
    expect(extractJpegExif(noise(1000))).toBeNull();
    expect(extractJpegExif(await solidJpeg(8, 8))).toBeNull();
  });
});
