import { readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegFrameSize } from '../electron/engine/ingest/formats/jpeg';
import { readMetadata } from '../electron/engine/ingest/metadata';
import { contentId } from '../electron/engine/ingest/content-id';
import { probeFile, ReadBuffers, reprobeFile } from '../electron/engine/ingest/probe';
import { Library } from '../electron/engine/library/library';
import { fileStageContext, thumbnailStage } from '../electron/engine/ingest/stages';
import { SidecarFinder } from '../electron/engine/ingest/sidecars/sidecars';
import { emptyMemoryRow } from '../electron/engine/store/schema';
import { phashOfPixels, writeThumbnail } from '../electron/engine/ingest/thumbnail';
import { hammingDistance, perceptualHash, UNINFORMATIVE_PHASH } from '../electron/engine/ingest/phash';
import { fixture, haveFixtures } from './support/fixtures';
import { tempDir } from './support/temp';

/** A photo-like test card: gradients, a disc and bars, so the hash has structure to find. */
async function card(width: number, height: number, seed: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="rgb(${(seed * 53) % 255},40,90)"/><stop offset="1" stop-color="rgb(240,${(seed * 97) % 255},60)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * (0.3 + (seed % 5) * 0.1)}" cy="${height * 0.45}" r="${height * 0.25}" fill="rgb(20,${(seed * 31) % 255},200)"/>
    <rect x="${width * 0.6}" y="${height * 0.1}" width="${width * 0.08}" height="${height * 0.8}" fill="white"/>
  </svg>`;
  return sharp(Buffer.from(svg)).removeAlpha().png().toBuffer();
}

async function rawOf(image: Buffer): Promise<{ data: Buffer; info: { width: number; height: number; channels: number } }> {
  const { data, info } = await sharp(image).raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  return { data, info };
}

describe('phashOfPixels', () => {
  it('agrees with perceptualHash of the same pixels to within the near-copy threshold', async () => {
    for (let seed = 1; seed <= 6; seed++) {
      const png = await card(400, 300, seed);
      const { data, info } = await rawOf(png);
      const ours = phashOfPixels(data, info.width, info.height, info.channels);
      expect(ours).toMatch(/^[0-9a-f]{16}$/);
      expect(ours).not.toBe(UNINFORMATIVE_PHASH);
      // groups.ts treats ≤ 4 bits as the same picture.
      expect(hammingDistance(ours, await perceptualHash(png)), `seed ${seed}`).toBeLessThanOrEqual(4);
    }
  });

  it('gives the hashes the sRGB formula gave, bright and dark (where sRGB is linear): libraries keep them', async () => {
    // The stored hashes of existing libraries: a faster way to the grey levels must give these exactly.
    const pinned = ['352866be450ad8f7', '272827be442a9ed7', '2d2866ae4daad917', '3d2832be5688db93', '153966bc4fa8d8a3', '051072b46fafc8f6',
      '3419622ecf8a99b7', '1519263e4da89bb7', '1410e7aeedaac897', '041067aefdaad897', '1411e77cef288ba3', '0431e37cee2d8fa2'];
    const hashes: string[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      const { data, info } = await rawOf(await card(400, 300, seed));
      hashes.push(phashOfPixels(data, info.width, info.height, info.channels));
      const dark = Buffer.from(data.map((v) => Math.round(v / 20)));
      hashes.push(phashOfPixels(dark, info.width, info.height, info.channels));
    }
    expect(hashes).toEqual(pinned);
  });

  it('tells different pictures apart', async () => {
    const hashes = await Promise.all([1, 2, 3, 4].map(async (seed) => {
      const { data, info } = await rawOf(await card(400, 300, seed));
      return phashOfPixels(data, info.width, info.height, info.channels);
    }));
    for (let i = 0; i < hashes.length; i++) for (let j = i + 1; j < hashes.length; j++) expect(hammingDistance(hashes[i]!, hashes[j]!)).toBeGreaterThan(4);
  });

  it('flattens transparency on white, as perceptualHash does', async () => {
    const opaque = await card(300, 300, 3);
    // The same picture with its right half fully transparent, and with that half painted white.
    const mask = await sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: { create: { width: 150, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } } }, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const rgba = await sharp(opaque).ensureAlpha().composite([{ input: mask, blend: 'dest-in' }]).png().toBuffer();
    const white = await sharp(rgba).flatten({ background: '#ffffff' }).png().toBuffer();
    const a = await rawOf(rgba);
    const w = await rawOf(white);
    expect(a.info.channels).toBe(4);
    expect(phashOfPixels(a.data, a.info.width, a.info.height, 4)).toBe(phashOfPixels(w.data, w.info.width, w.info.height, 3));
  });

  it('handles grey and images smaller than the 32×32 grid; a flat image has no hash', async () => {
    // sharp hands grey images over as RGB; one channel is what a caller with grey pixels would pass.
    const rgbGrey = await rawOf(await sharp(await card(200, 100, 2)).greyscale().png().toBuffer());
    const oneChannel = Buffer.alloc(200 * 100);
    for (let i = 0; i < oneChannel.length; i++) oneChannel[i] = rgbGrey.data[i * rgbGrey.info.channels]!;
    const greyHash = phashOfPixels(oneChannel, 200, 100, 1);
    expect(greyHash).not.toBe(UNINFORMATIVE_PHASH);
    expect(greyHash).toBe(phashOfPixels(rgbGrey.data, 200, 100, rgbGrey.info.channels));
    const tiny = await rawOf(await card(12, 9, 2));
    expect(phashOfPixels(tiny.data, 12, 9, tiny.info.channels)).toMatch(/^[0-9a-f]{16}$/);
    const flat = Buffer.alloc(64 * 48 * 3, 128);
    expect(phashOfPixels(flat, 64, 48, 3)).toBe(UNINFORMATIVE_PHASH);
  });
});

describe('writeThumbnail', () => {
  it('writes an oriented 400 px JPEG and hashes its pixels, also after the thumbs folder is removed; nothing else (the grid thumbnail comes from the background lane)', async () => {
    const dir = await tempDir('mnemo-thumb-');
    const file = path.join(dir, 'photo.jpg');
    // Stored landscape with EXIF orientation 6: shown portrait.
    await sharp(await card(1200, 900, 4)).withMetadata({ orientation: 6 }).jpeg({ quality: 90 }).toFile(file);
    const probe = await probeFile(file, 'blake3');
    const meta = await readMetadata(file, probe);
    expect([meta.width, meta.height, meta.orientation]).toEqual([1200, 900, 6]);
    const library = path.join(dir, 'library');
    const first = await writeThumbnail(library, file, probe, meta.orientation, { width: 900, height: 1200 });
    const written = await readFile(path.join(library, first.rel));
    const info = await sharp(written).metadata();
    expect(first.rel).toMatch(/\.jpg$/);
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 300, 400]);
    expect(hammingDistance(first.phash, await perceptualHash(written))).toBeLessThanOrEqual(4);
    expect(readdirSync(path.dirname(path.join(library, first.rel)))).toEqual([path.basename(first.rel)]);

    await rm(path.join(library, 'thumbs'), { recursive: true });
    const again = await writeThumbnail(library, file, probe, meta.orientation, { width: 900, height: 1200 });
    expect(again).toEqual(first);
    expect((await sharp(path.join(library, again.rel)).metadata()).format).toBe('jpeg');
  });

  it('made again as a JPEG, a library\'s older WebP thumbnail is removed; a stored path that is not a thumbnail never is', async () => {
    const dir = await tempDir('mnemo-thumb-again-');
    const file = path.join(dir, 'photo.jpg');
    await sharp(await card(800, 600, 6)).jpeg({ quality: 90 }).toFile(file);
    const probe = await probeFile(file, 'blake3');
    const library = path.join(dir, 'library');
    const old = path.join('thumbs', probe.id.slice(0, 2), `${probe.id}.webp`);
    await mkdir(path.dirname(path.join(library, old)), { recursive: true });
    await writeFile(path.join(library, old), await sharp(await card(400, 300, 6)).webp().toBuffer());
    const ctx = fileStageContext(library, file, 0, probe, new SidecarFinder());
    const row = { ...emptyMemoryRow(probe.id, file, dir, 0), width: 800, height: 600, thumbnail: old };
    const made = await thumbnailStage.run(row, ctx);
    expect(made.thumbnail).toMatch(/\.jpg$/);
    expect(readdirSync(path.dirname(path.join(library, old)))).toEqual([path.basename(made.thumbnail as string)]);
    // A path the row holds that is not one of the library's thumbnails is left alone.
    const stray = path.join(dir, 'keep.webp');
    await writeFile(stray, 'x');
    await thumbnailStage.run({ ...row, thumbnail: '../keep.webp' }, ctx);
    expect(readFileSync(stray, 'utf8')).toBe('x');
  });

  it('keeps transparency in a WebP; an alpha channel that is opaque throughout makes a JPEG', async () => {
    const dir = await tempDir('mnemo-thumb-alpha-');
    const library = path.join(dir, 'library');
    const opaque = await sharp(await card(800, 600, 5)).ensureAlpha().png().toBuffer();
    // The same card with a transparent band across the top.
    const band = await sharp({ create: { width: 800, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } } })
      .composite([{ input: { create: { width: 800, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }, left: 0, top: 0, blend: 'source' }])
      .png()
      .toBuffer();
    const transparent = await sharp(opaque).composite([{ input: band, blend: 'dest-in' }]).png().toBuffer();
    const made: Record<string, { format?: string; hasAlpha?: boolean }> = {};
    for (const [name, png] of Object.entries({ opaque, transparent })) {
      const file = path.join(dir, `${name}.png`);
      await writeFile(file, png);
      expect((await sharp(file).metadata()).channels, name).toBe(4);
      const probe = await probeFile(file, 'blake3');
      const { rel } = await writeThumbnail(library, file, probe, null, { width: 800, height: 600 });
      const meta = await sharp(path.join(library, rel)).metadata();
      made[name] = { format: meta.format, hasAlpha: meta.hasAlpha };
    }
    expect(made).toEqual({ opaque: { format: 'jpeg', hasAlpha: false }, transparent: { format: 'webp', hasAlpha: true } });
  });
});

describe('jpegFrameSize', () => {
  it('reads the frame header of generated JPEGs and refuses what is not one', async () => {
    for (const [w, h] of [[64, 48], [4000, 3], [1, 65000]] as const) {
      const jpeg = await sharp({ create: { width: w, height: h, channels: 3, background: '#808080' } }).jpeg().toBuffer();
      expect(jpegFrameSize(jpeg)).toEqual({ width: w, height: h });
    }
    const progressive = await sharp(await card(321, 123, 1)).jpeg({ progressive: true }).toBuffer();
    expect(jpegFrameSize(progressive)).toEqual({ width: 321, height: 123 });
    expect(jpegFrameSize(Buffer.from('not a jpeg at all'))).toBeNull();
    const jpeg = await sharp(await card(64, 48, 1)).jpeg().toBuffer();
    expect(jpegFrameSize(jpeg.subarray(0, 20))).toBeNull(); // cut before the frame header
  });

  it.skipIf(!haveFixtures('photos'))('matches sharp on every camera JPEG of the fixtures', async () => {
    const dir = fixture('photos', 'exif');
    let checked = 0;
    for (const name of readdirSync(dir).filter((n) => /\.jpe?g$/i.test(n))) {
      const buffer = readFileSync(path.join(dir, name));
      const ours = jpegFrameSize(buffer);
      if (!ours) continue; // unusual marker layouts fall back to sharp's header read
      const header = await sharp(buffer, { limitInputPixels: false }).metadata();
      expect(ours, name).toEqual({ width: header.width, height: header.height });
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('read buffers', () => {
  it('hands a buffer back out only once given back, and never pools what is too small or too big', () => {
    const buffers = new ReadBuffers(2);
    const a = buffers.take(3_400_000);
    const b = buffers.take(3_300_000);
    expect(a.buffer).not.toBe(b.buffer);
    buffers.give(a);
    const c = buffers.take(3_500_000); // fits in a's rounded-up 4 MB
    expect(c.buffer).toBe(a.buffer);
    expect(c.length).toBe(3_500_000);
    expect(buffers.take(3_000_000).buffer).not.toBe(b.buffer); // b is still out
    buffers.give(c);
    buffers.give(c); // twice: still one entry
    expect(buffers.take(10).buffer).not.toBe(c.buffer);
    expect(buffers.take(3_000_000).buffer).toBe(c.buffer);
    expect(buffers.take(3_000_000).buffer).not.toBe(c.buffer);
    buffers.give(Buffer.alloc(5_000_000)); // not one of ours
    expect(buffers.take(5_000_000).buffer).not.toBe(c.buffer);
  });

  it('ingests many photos of the same byte size through reused buffers without mixing them up', async () => {
    const dir = await tempDir('mnemo-same-size-');
    const photos = path.join(dir, 'photos');
    await mkdir(photos);
    // Uncompressed-size-stable images: same dimensions and quality, different pictures; padded to one size.
    const jpegs = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(async (seed) => sharp(await card(800, 600, seed)).jpeg({ quality: 90 }).toBuffer()));
    const size = Math.max(...jpegs.map((j) => j.length)) + 16;
    const padded = jpegs.map((j) => Buffer.concat([j, Buffer.alloc(size - j.length)])); // bytes after EOI are ignored by decoders
    await Promise.all(padded.map((j, i) => writeFile(path.join(photos, `p${i}.jpg`), j)));
    const library = await Library.open(path.join(dir, 'library'));
    try {
      await library.addRoots([photos]);
      await library.idle();
      const rows = await library.db.memoriesWhere(null, ['path', 'phash', 'thumbnail', 'status']);
      expect(rows).toHaveLength(8);
      for (const row of rows) {
        const i = Number(/p(\d)\.jpg$/.exec(row.path)![1]);
        expect(row.status).toBe('ok');
        const { data, info } = await sharp(jpegs[i]!).resize(400, 400, { fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
        expect(hammingDistance(row.phash!, phashOfPixels(data, info.width, info.height, info.channels)), row.path).toBeLessThanOrEqual(2);
      }
    } finally {
      await library.close();
    }
  });
});

/** Pictures of one byte size (bytes after EOI are ignored by decoders): a change that keeps the size. */
async function sameSizeJpegs(seeds: number[]): Promise<Buffer[]> {
  const jpegs = await Promise.all(seeds.map(async (seed) => sharp(await card(800, 600, seed)).jpeg({ quality: 90 }).toBuffer()));
  const size = Math.max(...jpegs.map((j) => j.length)) + 16;
  return jpegs.map((j) => Buffer.concat([j, Buffer.alloc(size - j.length)]));
}

describe('the deferred pass reading a file again', () => {
  it('trusts a size and mtime unchanged since the hash, hashes again when the mtime moved or a retry asks, and refuses other content', async () => {
    const dir = await tempDir('mnemo-reprobe-');
    const [a, b] = (await sameSizeJpegs([1, 2])) as [Buffer, Buffer];
    const file = path.join(dir, 'a.jpg');
    await writeFile(file, a);
    // Whole seconds, so setting the recorded mtime back is exact.
    const recorded = 1_700_000_000;
    await utimes(file, recorded, recorded);
    const first = await probeFile(file, 'blake3');
    const s = await stat(file);
    const known = { id: first.id, size: s.size, mtime: s.mtimeMs, format: first.info.format };
    const again = await reprobeFile(file, known, 'blake3', { verify: false });
    expect(again?.id).toBe(first.id);
    expect(again?.info).toEqual(first.info);
    expect(again?.buffer?.equals(a)).toBe(true);
    expect((await reprobeFile(file, known, 'blake3', { verify: true }))?.id).toBe(first.id);
    // Another picture of the same size, written later: hashed, and not the content the memory names.
    await writeFile(file, b);
    await utimes(file, recorded + 60, recorded + 60);
    expect(await reprobeFile(file, known, 'blake3', { verify: false })).toBeNull();
    // The same bytes back, touched: hashed, and still the memory's content.
    await writeFile(file, a);
    await utimes(file, recorded + 120, recorded + 120);
    expect((await reprobeFile(file, known, 'blake3', { verify: false }))?.id).toBe(first.id);
    // Other bytes under the recorded size and mtime are trusted as the scan trusts them; a retry checks.
    await writeFile(file, b);
    await utimes(file, recorded, recorded);
    expect((await reprobeFile(file, known, 'blake3', { verify: false }))?.buffer?.equals(b)).toBe(true);
    expect(await reprobeFile(file, known, 'blake3', { verify: true })).toBeNull();
    // A format nobody recorded: the bytes are sniffed and hashed.
    await writeFile(file, a);
    await utimes(file, recorded, recorded);
    expect((await reprobeFile(file, { ...known, format: null }, 'blake3', { verify: false }))?.info).toEqual(first.info);
  });

  it('gives no thumbnail to a memory whose file changed between the timeline pass and the thumbnail pass', async () => {
    const previous = process.env.MNEMO_INGEST_CONCURRENCY;
    // One file at a time: every file is on the timeline before the first thumbnail is made.
    process.env.MNEMO_INGEST_CONCURRENCY = '1';
    const dir = await tempDir('mnemo-changed-between-');
    const photos = path.join(dir, 'photos');
    await mkdir(photos);
    const [a, other, b, c] = (await sameSizeJpegs([1, 2, 3, 4])) as [Buffer, Buffer, Buffer, Buffer];
    const changed = path.join(photos, 'changed.jpg');
    await writeFile(changed, a);
    await writeFile(path.join(photos, 'b.jpg'), b);
    await writeFile(path.join(photos, 'c.jpg'), c);
    // Undated pictures take their time from the mtime: the changed one is the most recent, so the
    // thumbnail pass comes to it first, right after the change.
    await utimes(changed, 1_700_000_300, 1_700_000_300);
    await utimes(path.join(photos, 'b.jpg'), 1_700_000_200, 1_700_000_200);
    await utimes(path.join(photos, 'c.jpg'), 1_700_000_100, 1_700_000_100);
    const library = await Library.open(path.join(dir, 'library'));
    let listed = 0;
    library.writer.onSaved((row) => {
      // The last file goes on the timeline: the changed one is rewritten, same size, other picture.
      if (row.thumbnail === null && ++listed === 3) {
        writeFileSync(changed, other);
        utimesSync(changed, 1_700_000_400, 1_700_000_400);
      }
    });
    try {
      await library.addRoots([photos]);
      await library.idle();
      const rows = await library.db.memoriesWhere(null, ['id', 'path', 'thumbnail', 'phash', 'deleted_at']);
      const before = rows.find((r) => r.id === contentId(a, 'blake3'));
      expect(before).toBeDefined();
      expect(before?.thumbnail).toBeNull();
      expect(rows.filter((r) => r.path !== changed).every((r) => r.thumbnail !== null)).toBe(true);
    } finally {
      await library.close();
      if (previous === undefined) delete process.env.MNEMO_INGEST_CONCURRENCY;
      else process.env.MNEMO_INGEST_CONCURRENCY = previous;
    }
  });
});
