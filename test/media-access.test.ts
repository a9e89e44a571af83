import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isInside, resolveMedia, ThumbnailCache, type MediaDeps, type MediaMemory } from '../electron/engine/media/media-access';
import { cacheControlFor, IMMUTABLE, mediaUrl, parseMediaPath, parseMediaUrl, REVALIDATE } from '../electron/engine/media/media-answer';
import { mediaResponse, openVerified, readVerifiedSync } from '../electron/engine/media/media-http';
import { createMediaService } from '../electron/engine/media/media-service';
import { renditionPath } from '../electron/engine/media/rendition';
import { makeJpeg } from './support/media';
import { tempDir } from './support/temp';

// resolveMedia as it is, observed: the concurrency test waits for both requests to have passed it.
vi.mock('../electron/engine/media/media-access', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../electron/engine/media/media-access')>();
  return { ...actual, resolveMedia: vi.fn(actual.resolveMedia) };
});

/**
 * The media path checks (electron/engine/media/media-access.ts) on a real file tree: a root with
 * photos, a folder outside it with a secret, the library with its thumbnail cache, and symlinks.
 */

let base = '';
let root = '';
let outside = '';
let libraryDir = '';
const ID = 'a'.repeat(32);

const memory = (over: Partial<MediaMemory> = {}): MediaMemory => ({
  id: ID,
  path: path.join(root, 'IMG_1.jpg'),
  paths: [],
  kind: 'photo',
  format: 'jpeg',
  thumbnail: path.join('thumbs', 'aa', `${ID}.webp`),
  status: 'ok',
  ...over,
});

/** Device and inode as the media answer carries them. */
async function identity(file: string): Promise<{ dev: string; ino: string }> {
  const info = await stat(file, { bigint: true });
  return { dev: String(info.dev), ino: String(info.ino) };
}

const depsFor = (m: MediaMemory | null, roots: string[] = [root]): MediaDeps => ({
  getMemory: async (id) => (m && id === m.id ? m : null),
  roots,
  libraryDir,
});

beforeAll(async () => {
  base = await tempDir('media-access');
  root = path.join(base, 'Pictures');
  outside = path.join(base, 'elsewhere');
  libraryDir = path.join(base, 'library');
  await mkdir(path.join(root, 'sub'), { recursive: true });
  await mkdir(outside, { recursive: true });
  await mkdir(path.join(libraryDir, 'thumbs', 'aa'), { recursive: true });
  await writeFile(path.join(root, 'IMG_1.jpg'), await makeJpeg({ seed: 1 }));
  await writeFile(path.join(root, 'sub', 'IMG_2.jpg'), await makeJpeg({ seed: 2 }));
  await writeFile(path.join(outside, 'secret.jpg'), 'SECRET');
  await writeFile(path.join(libraryDir, 'settings.json'), '{"secret":true}');
  await writeFile(path.join(libraryDir, 'thumbs', 'aa', `${ID}.webp`), await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } }).webp().toBuffer());
  // A symlink inside the root that points out of it, one that stays inside, and one into the library.
  await symlink(path.join(outside, 'secret.jpg'), path.join(root, 'escape.jpg'));
  await symlink(path.join(root, 'sub', 'IMG_2.jpg'), path.join(root, 'alias.jpg'));
  await symlink(outside, path.join(root, 'linked-dir'));
  await symlink(path.join(outside, 'secret.jpg'), path.join(libraryDir, 'thumbs', 'aa', 'escape.webp'));
});

describe('resolveMedia: originals', () => {
  it('serves a file inside a watched root, typed by its sniffed format', async () => {
    const result = await resolveMedia('original', ID, depsFor(memory()));
    expect(result).toEqual({ ok: true, path: path.join(root, 'IMG_1.jpg'), ...(await identity(path.join(root, 'IMG_1.jpg'))), contentType: 'image/jpeg', serve: 'file' });
  });

  it('follows symlinks that stay inside the roots, and roots that are themselves symlinks', async () => {
    expect(await resolveMedia('original', ID, depsFor(memory({ path: path.join(root, 'alias.jpg') })))).toMatchObject({
      ok: true,
      path: path.join(root, 'sub', 'IMG_2.jpg'),
    });
    const linkedRoot = path.join(base, 'PicturesLink');
    await symlink(root, linkedRoot).catch(() => undefined);
    const viaLink = memory({ path: path.join(linkedRoot, 'IMG_1.jpg') });
    expect(await resolveMedia('original', ID, depsFor(viaLink, [linkedRoot]))).toMatchObject({ ok: true, path: path.join(root, 'IMG_1.jpg') });
  });

  it('refuses `..` in the stored path that climbs out of the root', async () => {
    for (const file of [path.join(root, '..', 'elsewhere', 'secret.jpg'), `${root}/sub/../../elsewhere/secret.jpg`]) {
      const result = await resolveMedia('original', ID, depsFor(memory({ path: file })));
      expect(result, file).toMatchObject({ ok: false, reason: 'outside-roots' });
    }
  });

  it('refuses a symlink inside a root that points out of every root (file or folder)', async () => {
    for (const file of [path.join(root, 'escape.jpg'), path.join(root, 'linked-dir', 'secret.jpg')]) {
      expect(await resolveMedia('original', ID, depsFor(memory({ path: file }))), file).toMatchObject({ ok: false, reason: 'symlink-escape' });
    }
  });

  it('refuses a memory whose recorded path is now outside the roots (moved, or the record was changed)', async () => {
    const moved = memory({ path: path.join(outside, 'secret.jpg') });
    expect(await resolveMedia('original', ID, depsFor(moved))).toMatchObject({ ok: false, reason: 'outside-roots' });
  });

  it('refuses files under a root the user removed, at once', async () => {
    const roots = [root];
    const deps: MediaDeps = { ...depsFor(memory()), roots: async () => roots };
    expect(await resolveMedia('original', ID, deps)).toMatchObject({ ok: true });
    roots.pop();
    expect(await resolveMedia('original', ID, deps)).toMatchObject({ ok: false, reason: 'outside-roots' });
    // A root that no longer exists on disk grants nothing either.
    expect(await resolveMedia('original', ID, depsFor(memory(), [path.join(base, 'gone')]))).toMatchObject({ ok: false, reason: 'outside-roots' });
  });

  it('takes percent-escapes in a stored path literally: nothing is decoded', async () => {
    const literal = path.join(root, '%2e%2e');
    await mkdir(literal, { recursive: true });
    await writeFile(path.join(literal, '..%2fsecret.jpg'), 'literal name');
    const ok = await resolveMedia('original', ID, depsFor(memory({ path: path.join(literal, '..%2fsecret.jpg') })));
    expect(ok).toMatchObject({ ok: true, path: path.join(literal, '..%2fsecret.jpg') });
    const encoded = await resolveMedia('original', ID, depsFor(memory({ path: `${root}/%2e%2e%2f%2e%2e%2felsewhere%2fsecret.jpg` })));
    expect(encoded).toMatchObject({ ok: false, reason: 'missing' });
  });

  it('refuses relative paths, NUL bytes, folders, missing files and Mnemo’s own library', async () => {
    const cases: Array<[string, string]> = [
      ['IMG_1.jpg', 'outside-roots'],
      [`${root}/IMG_1.jpg\0.png`, 'outside-roots'],
      [path.join(root, 'sub'), 'not-a-file'],
      [path.join(root, 'nope.jpg'), 'missing'],
    ];
    for (const [file, reason] of cases) {
      expect(await resolveMedia('original', ID, depsFor(memory({ path: file }))), file).toMatchObject({ ok: false, reason });
    }
    // A root that contains the library folder still never hands out its database or settings.
    const library = memory({ path: path.join(libraryDir, 'settings.json') });
    expect(await resolveMedia('original', ID, depsFor(library, [base]))).toMatchObject({ ok: false, reason: 'inside-library' });
  });

  it('falls back to another known path of the same content when the main one is gone', async () => {
    const m = memory({ path: path.join(root, 'gone.jpg'), paths: [path.join(root, 'gone.jpg'), path.join(root, 'sub', 'IMG_2.jpg')] });
    expect(await resolveMedia('original', ID, depsFor(m))).toMatchObject({ ok: true, path: path.join(root, 'sub', 'IMG_2.jpg') });
  });

  it('refuses tombstoned memories, unknown ids and ids that could spell a path', async () => {
    expect(await resolveMedia('original', ID, depsFor(memory({ status: 'deleted' })))).toMatchObject({ ok: false, reason: 'deleted' });
    expect(await resolveMedia('original', 'b'.repeat(32), depsFor(memory()))).toMatchObject({ ok: false, reason: 'no-memory' });
    for (const id of ['', '..', '../settings.json', '..%2f..%2fsettings.json', '%2e%2e', 'a/b', 'a\\b', 'a\0', 'x'.repeat(129)]) {
      expect(await resolveMedia('original', id, depsFor(memory())), id).toMatchObject({ ok: false, reason: 'bad-request' });
    }
    // A store that answers with another memory than asked for is not trusted either.
    const wrong: MediaDeps = { ...depsFor(memory()), getMemory: async () => memory({ id: 'c'.repeat(32) }) };
    expect(await resolveMedia('original', ID, wrong)).toMatchObject({ ok: false, reason: 'no-memory' });
  });

  it('sends photos browsers can’t show as a rendition, and unplayable videos as their thumbnail', async () => {
    expect(await resolveMedia('original', ID, depsFor(memory({ format: 'heic' })))).toMatchObject({ ok: true, serve: 'rendition', contentType: 'image/webp' });
    expect(await resolveMedia('original', ID, depsFor(memory({ format: 'cr3' })))).toMatchObject({ ok: true, serve: 'rendition' });
    expect(await resolveMedia('original', ID, depsFor(memory({ format: 'mp4', kind: 'video' })))).toMatchObject({ ok: true, contentType: 'video/mp4', serve: 'file' });
    const mkv = await resolveMedia('original', ID, depsFor(memory({ format: 'mkv', kind: 'video' })));
    expect(mkv).toMatchObject({ ok: true, contentType: 'image/webp', path: path.join(libraryDir, 'thumbs', 'aa', `${ID}.webp`) });
  });
});

describe('resolveMedia: thumbnails', () => {
  it('serves the thumbnail inside <library>/thumbs', async () => {
    expect(await resolveMedia('thumb', ID, depsFor(memory()))).toEqual({
      ok: true,
      path: path.join(libraryDir, 'thumbs', 'aa', `${ID}.webp`),
      ...(await identity(path.join(libraryDir, 'thumbs', 'aa', `${ID}.webp`))),
      contentType: 'image/webp',
      serve: 'file',
    });
  });

  it('refuses stored thumbnail paths that leave the thumbnail cache, by dots, absolute paths or symlinks', async () => {
    for (const thumbnail of ['../elsewhere/secret.jpg', 'settings.json', 'thumbs/../settings.json', path.join(outside, 'secret.jpg'), 'thumbs/aa/escape.webp']) {
      const result = await resolveMedia('thumb', ID, depsFor(memory({ thumbnail })));
      expect(result, thumbnail).toMatchObject({ ok: false, reason: 'outside-thumbnails' });
    }
    expect(await resolveMedia('thumb', ID, depsFor(memory({ thumbnail: null })))).toMatchObject({ ok: false, reason: 'no-thumbnail' });
  });

  it('remembers a checked thumbnail only while it is the same file: one made again, swapped for a symlink or removed is checked anew', async () => {
    const id = 'c'.repeat(32);
    const file = path.join(libraryDir, 'thumbs', 'cc', `${id}.webp`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, 'RIFF-first');
    const cache = new ThumbnailCache(libraryDir);
    const deps = { ...depsFor(memory({ id, thumbnail: path.join('thumbs', 'cc', `${id}.webp`) })), thumbnails: cache };
    const first = await resolveMedia('thumb', id, deps);
    expect(first).toMatchObject({ ok: true, path: file, ...(await identity(file)) });
    expect(await resolveMedia('thumb', id, deps)).toEqual(first);

    // Made again (write beside, rename over, as ingest does): a new inode, which the answer carries.
    await writeFile(`${file}.tmp`, 'RIFF-second');
    await rename(`${file}.tmp`, file);
    const second = await resolveMedia('thumb', id, deps);
    expect(second).toMatchObject({ ok: true, ...(await identity(file)) });
    expect(second).not.toEqual(first);

    await rm(file);
    await symlink(path.join(outside, 'secret.jpg'), file);
    expect(await resolveMedia('thumb', id, deps)).toMatchObject({ ok: false, reason: 'outside-thumbnails' });
    await rm(file);
    expect(await resolveMedia('thumb', id, deps)).toMatchObject({ ok: false, reason: 'missing' });
  });
});

describe('resolveMedia: grid thumbnails', () => {
  it('serves the grid thumbnail beside the thumbnail, the thumbnail while there is none, and refuses one that leaves the cache', async () => {
    const id = 'd'.repeat(32);
    const thumb = path.join(libraryDir, 'thumbs', 'dd', `${id}.webp`);
    const grid = path.join(libraryDir, 'thumbs', 'dd', `${id}.grid.webp`);
    await mkdir(path.dirname(thumb), { recursive: true });
    await writeFile(thumb, 'RIFF-thumb');
    const plain = depsFor(memory({ id, thumbnail: path.join('thumbs', 'dd', `${id}.webp`) }));
    const cached = { ...plain, thumbnails: new ThumbnailCache(libraryDir) };
    for (const deps of [plain, cached]) {
      // A library made before grid thumbnails: its thumbnail, asked for twice (the cache remembers the miss).
      expect(await resolveMedia('grid', id, deps)).toMatchObject({ ok: true, path: thumb, ...(await identity(thumb)) });
      expect(await resolveMedia('grid', id, deps)).toMatchObject({ ok: true, path: thumb });
    }
    await writeFile(grid, 'RIFF-grid');
    for (const deps of [plain, cached]) {
      expect(await resolveMedia('grid', id, deps)).toMatchObject({ ok: true, path: grid, contentType: 'image/webp', ...(await identity(grid)) });
      expect(await resolveMedia('thumb', id, deps)).toMatchObject({ ok: true, path: thumb });
    }
    await rm(grid);
    await symlink(path.join(outside, 'secret.jpg'), grid);
    for (const deps of [plain, cached]) expect(await resolveMedia('grid', id, deps)).toMatchObject({ ok: false, reason: 'outside-thumbnails' });
    await rm(grid);
    for (const deps of [plain, cached]) expect(await resolveMedia('grid', id, deps)).toMatchObject({ ok: true, path: thumb });
    expect(await resolveMedia('grid', id, depsFor(memory({ id, thumbnail: null })))).toMatchObject({ ok: false, reason: 'no-thumbnail' });
  });
});

describe('media URLs', () => {
  it('round-trips the app scheme and the serve path', () => {
    expect(parseMediaUrl(mediaUrl('thumb', ID))).toEqual({ kind: 'thumb', memoryId: ID });
    expect(parseMediaUrl(`mnemo-media://original/${ID}`)).toEqual({ kind: 'original', memoryId: ID });
    expect(parseMediaPath(`/media/original/${ID}`)).toEqual({ kind: 'original', memoryId: ID });
    expect(parseMediaUrl(`mnemo-media://grid/${ID}?v=lq3x9k2`)).toEqual({ kind: 'grid', memoryId: ID, version: 'lq3x9k2' });
    expect(parseMediaPath(`/media/grid/${ID}`)).toEqual({ kind: 'grid', memoryId: ID });
  });

  it('takes a version as the whole query of an app URL, and caches a thumbnail for good only under one', () => {
    expect(parseMediaUrl(`mnemo-media://thumb/${ID}?v=lq3x9k2`)).toEqual({ kind: 'thumb', memoryId: ID, version: 'lq3x9k2' });
    for (const url of [`mnemo-media://thumb/${ID}?v=`, `mnemo-media://thumb/${ID}?v=A!`, `mnemo-media://thumb/${ID}?v=1&x=2`, `mnemo-media://thumb/${ID}?x=1&v=1`, `mnemo-media://thumb/${ID}?v=1#x`]) {
      expect(parseMediaUrl(url), url).toBeNull();
    }
    const answer = { cacheControl: IMMUTABLE };
    expect(cacheControlFor('thumb', answer, 'lq3x9k2')).toBe(IMMUTABLE);
    expect(cacheControlFor('thumb', answer, null)).toBe(REVALIDATE);
    expect(cacheControlFor('grid', answer, 'lq3x9k2')).toBe(IMMUTABLE);
    expect(cacheControlFor('grid', answer, null)).toBe(REVALIDATE);
    expect(cacheControlFor('original', answer, null)).toBe(IMMUTABLE);
    expect(cacheControlFor('original', { cacheControl: REVALIDATE }, 'x')).toBe(REVALIDATE);
  });

  it('refuses anything but a kind and an id: encoded dots and slashes, extra segments, queries, other schemes', () => {
    for (const url of [
      'mnemo-media://thumb/..%2f..%2fsettings.json',
      'mnemo-media://thumb/%2e%2e',
      'mnemo-media://thumb/%2E%2E%2Fsecret',
      'mnemo-media://thumb/../../etc/passwd',
      `mnemo-media://thumb/${ID}/x`,
      `mnemo-media://thumb/${ID}?x=1`,
      `mnemo-media://thumb/${ID}#x`,
      `mnemo-media://user@thumb/${ID}`,
      `mnemo-media://thumb:8080/${ID}`,
      `mnemo-media://file/${ID}`,
      `mnemo-media://thumb/`,
      `mnemo-media:///etc/passwd`,
      `file:///etc/passwd`,
      `http://thumb/${ID}`,
      'not a url',
    ]) {
      expect(parseMediaUrl(url), url).toBeNull();
    }
    for (const target of ['/media/thumb/..%2f..%2fsettings.json', '/media/thumb/%2e%2e', '/media/thumb/../../x', `/media/thumb/${ID}/x`, '/media/thumb/', '/media/file/x', '/media/original']) {
      expect(parseMediaPath(target), target).toBeNull();
    }
  });

  it('isInside does not confuse a sibling with a common prefix', () => {
    expect(isInside('/a/bc/x', '/a/b')).toBe(false);
    expect(isInside('/a/b/x', '/a/b')).toBe(true);
    expect(isInside('/a/b', '/a/b')).toBe(false);
  });
});

describe('createMediaService: renditions', () => {
  it('makes a WebP rendition of a TIFF once, under <library>/renditions, and serves it', async () => {
    const tiff = await sharp(await makeJpeg({ seed: 7, width: 300, height: 200 })).tiff().toBuffer();
    const id = createHash('sha256').update(tiff).digest('hex').slice(0, 32);
    const file = path.join(root, 'scan.tif');
    await writeFile(file, tiff);
    const m = memory({ id, path: file, format: 'tiff', thumbnail: null });
    const open = createMediaService({ ...depsFor(m) });
    const answer = await open('original', id);
    expect(answer).toEqual({ ok: true, path: renditionPath(libraryDir, id), ...(await identity(renditionPath(libraryDir, id))), contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' });
    const meta = await sharp(await readFile(renditionPath(libraryDir, id))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 200 });
  });

  it('makes each rendition once even when asked concurrently, and falls back to the thumbnail when it fails', async () => {
    let made = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const open = createMediaService({
      ...depsFor(memory({ format: 'heic' })),
      render: async () => {
        made += 1;
        await gate;
        throw new Error('undecodable');
      },
    });
    const checking = vi.mocked(resolveMedia);
    checking.mockClear();
    const asked = Promise.all([open('original', ID), open('original', ID)]);
    // The rendition stays unfinished until both requests have passed their path checks (the last
    // I/O before they ask for it) and the callbacks queued by those checks have run: only then is
    // each request sure to be waiting on the rendition, so the overlap is certain, not a matter of timing.
    expect(checking).toHaveBeenCalledTimes(2);
    await Promise.all(checking.mock.results.map((r) => r.value));
    await new Promise((resolve) => setImmediate(resolve));
    release();
    const answers = await asked;
    expect(made).toBe(1);
    for (const answer of answers) expect(answer).toMatchObject({ ok: true, contentType: 'image/webp', path: path.join(libraryDir, 'thumbs', 'aa', `${ID}.webp`) });
  });

  it('does not render a file whose content changed since it was indexed', async () => {
    const file = path.join(root, 'changed.tif');
    await writeFile(file, await sharp(await makeJpeg({ seed: 8 })).tiff().toBuffer());
    const open = createMediaService({ ...depsFor(memory({ path: file, format: 'tiff', thumbnail: null })) });
    expect(await open('original', ID)).toMatchObject({ ok: false, status: 404, reason: 'no-rendition' });
  });

  it('maps refusals to HTTP statuses', async () => {
    const open = createMediaService({ ...depsFor(memory({ path: path.join(root, 'escape.jpg') })) });
    expect(await open('original', ID)).toMatchObject({ ok: false, status: 403, reason: 'symlink-escape' });
    expect(await open('original', '..')).toMatchObject({ ok: false, status: 400 });
    expect(await open('thumb', 'b'.repeat(32))).toMatchObject({ ok: false, status: 404 });
  });
});

describe('media is opened once and served from the checked descriptor', () => {
  // The check (the media service) and the open (Electron main, or the serve bridge) are two steps:
  // the test swaps the file between them, which is exactly the race an attacker would need to win.
  const request = new Request('mnemo-media://original/x');
  let file = '';
  let m: MediaMemory;

  beforeAll(async () => {
    file = path.join(root, 'swap', 'IMG_9.jpg');
    await mkdir(path.dirname(file), { recursive: true });
    m = memory({ path: file });
  });

  async function freshOriginal(): Promise<Buffer> {
    const jpeg = await makeJpeg({ seed: 9 });
    await rm(file, { force: true });
    await writeFile(file, jpeg);
    return jpeg;
  }

  it('serves the checked file when nothing changed', async () => {
    const jpeg = await freshOriginal();
    const answer = await createMediaService(depsFor(m))('original', ID);
    if (!answer.ok) throw new Error(answer.message);
    const res = await mediaResponse(answer, request);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(jpeg);
  });

  it('refuses a symlink swapped in between the check and the open (it would point out of the roots)', async () => {
    await freshOriginal();
    const answer = await createMediaService(depsFor(m))('original', ID);
    if (!answer.ok) throw new Error(answer.message);
    const swap = async (): Promise<void> => {
      await rm(file);
      await symlink(path.join(outside, 'secret.jpg'), file);
    };
    const res = await mediaResponse(answer, request, { beforeOpen: swap });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('SECRET');
    expect(await openVerified(answer)).toBeNull();
  });

  it('refuses another file renamed over the checked one (same name, different inode)', async () => {
    await freshOriginal();
    const answer = await createMediaService(depsFor(m))('original', ID);
    if (!answer.ok) throw new Error(answer.message);
    const impostor = path.join(root, 'swap', 'impostor.jpg');
    await writeFile(impostor, 'SECRET');
    const res = await mediaResponse(answer, request, { beforeOpen: () => rename(impostor, file) });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('SECRET');
  });

  it('reads a small checked file at once with the same checks: a symlink or another file in its place is refused, a big one left to openVerified', async () => {
    const jpeg = await freshOriginal();
    const answer = await createMediaService(depsFor(m))('original', ID);
    if (!answer.ok) throw new Error(answer.message);
    const read = readVerifiedSync(answer);
    expect(read?.size).toBe(jpeg.length);
    expect(await read!.read({ start: 0, end: jpeg.length - 1 })).toEqual(jpeg);
    expect(read!.etag).toBe((await openVerified(answer).then(async (o) => (await o!.close(), o!.etag))));
    expect(readVerifiedSync(answer, jpeg.length - 1)).toBeUndefined();

    const impostor = path.join(root, 'swap', 'impostor.jpg');
    await writeFile(impostor, 'SECRET');
    await rename(impostor, file);
    expect(readVerifiedSync(answer)).toBeNull();
    await rm(file);
    await symlink(path.join(outside, 'secret.jpg'), file);
    expect(readVerifiedSync(answer)).toBeNull();
  });

  it('keeps serving what it opened when the path is replaced after the open', async () => {
    const jpeg = await freshOriginal();
    const answer = await createMediaService(depsFor(m))('original', ID);
    if (!answer.ok) throw new Error(answer.message);
    const opened = await openVerified(answer);
    expect(opened?.size).toBe(jpeg.length);
    await rm(file);
    await symlink(path.join(outside, 'secret.jpg'), file);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream({ start: 0, end: opened!.size - 1 })) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(jpeg);
  });
});
