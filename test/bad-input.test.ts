import { execFile } from 'node:child_process';
import { chmod, mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Memory } from '../shared/memory';
import { Library } from '../electron/engine/library/library';
import { STAGES } from '../electron/engine/ingest/stages';
import { StatusCounter } from '../electron/engine/library/status';
import { ListJson } from '../shared/cli';
import { toMemory } from '../electron/engine/store/memory-view';
import { makeJpeg } from './support/media';
import { tempDir } from './support/temp';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '..');

/** A PNG whose header claims 30000×30000 (900 MP) and whose data is a few hundred KB of zeros. */
function pixelBombPng(size = 30_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 1; // bit depth 1, greyscale: 3,750 bytes a row
  ihdr[9] = 0;
  const rows = Buffer.alloc((Math.ceil(size / 8) + 1) * size);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** A JPEG whose APP1 says "Exif" but holds a TIFF header pointing nowhere. */
async function brokenExifJpeg(): Promise<Buffer> {
  const plain = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
  const payload = Buffer.concat([Buffer.from('Exif\0\0II*\0', 'latin1'), Buffer.from([0xff, 0xff, 0xff, 0x7f]), Buffer.alloc(40, 0xee)]);
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([plain.subarray(0, 2), app1, payload, plain.subarray(2)]);
}

describe('bad input becomes a readable per-memory error, and the rest goes on', () => {
  let root: string;
  let library: Library;
  let byName: Map<string, Memory>;

  beforeAll(async () => {
    const base = await tempDir('bad');
    root = path.join(base, 'photos');
    await mkdir(path.join(root, 'loop'), { recursive: true });
    await writeFile(path.join(root, 'zero.jpg'), Buffer.alloc(0));
    const big = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
    await writeFile(path.join(root, 'truncated.jpg'), big.subarray(0, Math.floor(big.length / 2)));
    await writeFile(path.join(root, 'notes.jpg'), 'This is a shopping list, not a photo.\nmilk\neggs\n');
    await writeFile(path.join(root, 'bomb.png'), pixelBombPng());
    await writeFile(path.join(root, 'broken-exif.jpg'), await brokenExifJpeg());
    await writeFile(path.join(root, 'really-a-png.jpg'), await sharp({ create: { width: 20, height: 10, channels: 3, background: '#ff0000' } }).png().toBuffer());
    await writeFile(path.join(root, 'good.jpg'), await makeJpeg({ seed: 1, dateTimeOriginal: '2024:05:11 06:12:00', lat: 21.28, lon: -157.83 }));
    // A symlink loop: loop/again → the root itself.
    await symlink(root, path.join(root, 'loop', 'again'));
    await symlink(path.join(root, 'missing-target.jpg'), path.join(root, 'dangling.jpg'));

    library = await Library.open(path.join(base, 'library'));
    await library.addRoots([root]);
    await library.idle();
    const rows = await library.db.memoriesWhere('deleted_at IS NULL');
    byName = new Map(rows.map((r) => toMemory(r, () => null)).map((m) => [path.basename(m.path), m]));
  }, 120_000);

  afterAll(() => library?.close());

  it('records each failure with a reason a person can read', () => {
    expect(byName.get('zero.jpg')?.error).toBe('probe: empty file (0 bytes)');
    expect(byName.get('truncated.jpg')?.error).toMatch(/^thumbnail: the file is truncated( or damaged)?: /);
    expect(byName.get('notes.jpg')?.error).toBe('probe: not an image or video: the content is text (the name says .jpg)');
    expect(byName.get('bomb.png')?.error).toBe('thumbnail: image too large to decode safely (pixel count over the limit)');
    for (const name of ['zero.jpg', 'truncated.jpg', 'notes.jpg', 'bomb.png']) expect(byName.get(name)?.status).toBe('error');
  });

  it('keeps the real dimensions of a pixel bomb without decoding it', () => {
    expect(byName.get('bomb.png')?.width).toBe(30_000);
  });

  it('indexes a photo with damaged EXIF, falling back to the file time and saying so', async () => {
    const m = byName.get('broken-exif.jpg');
    expect(m?.status).toBe('ok');
    expect(m?.timeSource).toBe('mtime');
    expect(m?.thumbnail).toBeTruthy();
    const counter = new StatusCounter(library.db, STAGES);
    const status = await counter.status({ library: library.dir, queued: 0, paused: false, pausedRoots: [], settingsRecovery: null, filesPerSecond: null });
    counter.close();
    expect(status.warnings).toContainEqual(expect.objectContaining({ path: m?.path, error: 'the EXIF metadata is damaged and was ignored' }));
    expect(status.errors.map((e) => path.basename(e.path)).sort()).toEqual(['bomb.png', 'notes.jpg', 'truncated.jpg', 'zero.jpg']);
  });

  it('identifies by content, not extension, and goes on with good files', () => {
    expect(byName.get('really-a-png.jpg')?.format).toBe('png');
    expect(byName.get('really-a-png.jpg')?.status).toBe('ok');
    const good = byName.get('good.jpg');
    expect(good?.status).toBe('ok');
    expect(good?.place?.city).toBe('Honolulu');
  });

  it('walks through a symlink loop once, without duplicates', () => {
    const paths = [...byName.values()].flatMap((m) => m.paths);
    expect(paths.filter((p) => p.includes(`${path.sep}loop${path.sep}`))).toEqual([]);
    expect(byName.size).toBe(7);
    expect(byName.has('dangling.jpg')).toBe(false);
  });

  it('does not retry permanent failures on the next scan', async () => {
    const before = library.ingest.probed;
    await library.scanAll();
    await library.idle();
    expect(library.ingest.probed).toBe(before);
  });
});

/**
 * An unreadable file. Root reads everything regardless of mode bits, so under root the CLI runs as
 * "nobody" (uid 65534) against a world-accessible copy of the tree.
 */
describe('an unreadable file', () => {
  it('becomes an error memory that says permission was denied', async () => {
    const base = await tempDir('unreadable');
    const root = path.join(base, 'photos');
    await mkdir(root, { recursive: true });
    await writeFile(path.join(root, 'secret.jpg'), await makeJpeg({ seed: 2 }));
    await writeFile(path.join(root, 'open.jpg'), await makeJpeg({ seed: 3 }));
    await chmod(path.join(root, 'secret.jpg'), 0o000);
    const asRoot = process.getuid?.() === 0;
    if (asRoot) {
      await chmod(base, 0o777);
      await chmod(root, 0o777);
    }
    const library = path.join(base, 'library');
    const cli = [path.join(repo, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(repo, 'electron', 'engine', 'cli', 'main.ts')];
    const options = { cwd: base, ...(asRoot ? { uid: 65534, gid: 65534 } : {}), env: { ...process.env, HOME: base } };
    const tree = asRoot ? await canNobodyReach(repo) : true;
    if (!tree) {
      console.warn('[skip] the repository is not readable by uid 65534 here; unreadable-file test cannot drop privileges');
      expect(asRoot).toBe(true);
      return;
    }
    await run(process.execPath, [...cli, 'index', root, '--library', library, '--json'], options);
    const { stdout } = await run(process.execPath, [...cli, 'list', '--library', library, '--json'], options);
    const { memories } = ListJson.parse(JSON.parse(stdout));
    const secret = memories.find((m) => m.path.endsWith('secret.jpg'));
    expect(secret?.status).toBe('error');
    expect(secret?.error).toBe('probe: cannot read the file: permission denied');
    expect(memories.find((m) => m.path.endsWith('open.jpg'))?.status).toBe('ok');
  }, 120_000);
});

async function canNobodyReach(dir: string): Promise<boolean> {
  try {
    await run('test', ['-r', path.join(dir, 'package.json')], { uid: 65534, gid: 65534 });
    return true;
  } catch {
    return false;
  }
}

describe('a full disk is said plainly', () => {
  it('turns ENOSPC and the database’s "os error 28" into one readable, retried error', async () => {
    const { toStageError } = await import('../electron/engine/pipeline/stage-error');
    const fromNode = Object.assign(new Error("ENOSPC: no space left on device, open '/lib/thumbs/ab.webp'"), { code: 'ENOSPC' });
    const fromLance = new Error('lance error: LanceError(IO): No space left on device (os error 28), /usr/local/cargo/registry/src/lance-file-8.0.0/src/writer.rs:123');
    for (const err of [fromNode, fromLance]) {
      const readable = toStageError(err);
      expect(readable.message).toBe('the disk is full: no space left to write what was read from this file');
      expect(readable.transient).toBe(true);
    }
  });
});
