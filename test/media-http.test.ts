import { createHash } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Memory } from '../shared/memory';
import type { Settings } from '../shared/settings';
import type { MediaAnswer } from '../electron/engine/media/media-answer';
import { parseRange, planMedia } from '../electron/engine/media/media-http';
import { startServer, type RunningServer } from '../electron/engine/serve/server';
import { createMediaHandler } from '../electron/main/media-protocol';
import { makeJpeg } from './support/media';
import { tempDir } from './support/temp';

describe('byte ranges', () => {
  it('parses single ranges, suffixes and open ends; ignores what it does not honour', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-1000', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=50-1000', 100)).toEqual({ start: 50, end: 99 });
    for (const ignored of [undefined, null, '', 'bytes=0-1,5-6', 'items=0-1', 'bytes=5-2', 'bytes=-', 'bytes=abc']) {
      expect(parseRange(ignored, 100), String(ignored)).toBeNull();
    }
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=99999999999999999999-', 100)).toBe('unsatisfiable');
  });

  it('plans 200, 206, 416 and HEAD answers with nosniff and the length', () => {
    const file = { contentType: 'video/mp4', cacheControl: 'private, no-cache' };
    expect(planMedia(file, 100, { method: 'GET', range: null })).toMatchObject({ status: 200, body: { start: 0, end: 99 }, headers: { 'Content-Length': '100', 'X-Content-Type-Options': 'nosniff', 'Accept-Ranges': 'bytes' } });
    expect(planMedia(file, 100, { method: 'GET', range: 'bytes=10-19' })).toMatchObject({ status: 206, body: { start: 10, end: 19 }, headers: { 'Content-Range': 'bytes 10-19/100', 'Content-Length': '10' } });
    expect(planMedia(file, 100, { method: 'GET', range: 'bytes=200-' })).toMatchObject({ status: 416, body: null, headers: { 'Content-Range': 'bytes */100' } });
    expect(planMedia(file, 100, { method: 'HEAD', range: null })).toMatchObject({ status: 200, body: null });
  });
});

describe('the app’s mnemo-media:// handler (Electron-free part)', () => {
  let dir = '';
  let file = '';
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
  beforeAll(async () => {
    dir = await tempDir('media-handler');
    file = path.join(dir, 'clip.mp4');
    await writeFile(file, bytes);
  });
  const ok: MediaAnswer = { ok: true, path: '', dev: '0', ino: '0', contentType: 'video/mp4', cacheControl: 'private, no-cache' };
  const identity = async (f: string) => {
    const info = await stat(f, { bigint: true });
    return { dev: String(info.dev), ino: String(info.ino) };
  };
  const req = (url: string, init: RequestInit = {}) => new Request(url, init);

  it('streams the file the engine named, whole or by range', async () => {
    const seen: string[] = [];
    const handler = createMediaHandler(async (kind, id) => {
      seen.push(`${kind}:${id}`);
      return { ...ok, path: file, ...(await identity(file)) };
    });
    const whole = await handler(req('mnemo-media://original/abc123'));
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(bytes);
    const part = await handler(req('mnemo-media://original/abc123', { headers: { Range: 'bytes=100-199' } }));
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    const head = await handler(req('mnemo-media://thumb/abc123', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('1000');
    expect(seen).toEqual(['original:abc123', 'original:abc123', 'thumb:abc123']);
  });

  it('never asks the engine about malformed URLs, and passes refusals and outages on', async () => {
    let asked = 0;
    const handler = createMediaHandler(async () => {
      asked += 1;
      return { ok: false, status: 403, reason: 'symlink-escape', message: 'the file resolves to a place outside the watched folders' };
    });
    for (const url of ['mnemo-media://thumb/..%2f..%2fsettings.json', 'mnemo-media://thumb/%2e%2e', 'mnemo-media://original/a/b', 'mnemo-media://x/abc']) {
      expect((await handler(req(url))).status, url).toBe(400);
    }
    expect((await handler(req('mnemo-media://original/abc', { method: 'POST', body: 'x' }))).status).toBe(405);
    expect(asked).toBe(0);
    const refused = await handler(req('mnemo-media://original/abc'));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toMatch(/outside the watched folders/);
    const down = createMediaHandler(async () => {
      throw new Error('Mnemo engine is restarting');
    });
    expect((await down(req('mnemo-media://thumb/abc'))).status).toBe(503);
    // The engine named a file that vanished before it was sent.
    const vanished = createMediaHandler(async () => ({ ...ok, path: path.join(dir, 'gone.mp4') }));
    expect((await vanished(req('mnemo-media://original/abc'))).status).toBe(404);
  });
});

describe('serve: /media/original/<id> beside /media/thumb/<id>', () => {
  let server: RunningServer;
  let base = '';
  let root = '';
  let libraryDir = '';
  const memories = new Map<string, Memory>();
  const roots: string[] = [];
  const SECRET = 'TOP-SECRET-CONTENT';

  const memoryFor = (id: string, file: string, format: string, thumbnail: string | null = null): Memory =>
    ({ id, path: file, paths: [file], kind: 'photo', format, thumbnail, status: 'ok' }) as unknown as Memory;

  beforeAll(async () => {
    base = await tempDir('media-serve');
    root = path.join(base, 'Pictures');
    libraryDir = path.join(base, 'library');
    const rendererDir = path.join(base, 'renderer');
    await mkdir(root, { recursive: true });
    await mkdir(rendererDir, { recursive: true });
    await mkdir(path.join(libraryDir, 'thumbs'), { recursive: true });
    await writeFile(path.join(rendererDir, 'index.html'), '<html><head></head><body></body></html>');
    await writeFile(path.join(base, 'secret.txt'), SECRET);
    roots.push(root);

    const jpeg = await makeJpeg({ seed: 11, width: 80, height: 60 });
    await writeFile(path.join(root, 'a.jpg'), jpeg);
    memories.set('a'.repeat(32), memoryFor('a'.repeat(32), path.join(root, 'a.jpg'), 'jpeg'));
    const tiff = await sharp(jpeg).tiff().toBuffer();
    const tiffId = createHash('sha256').update(tiff).digest('hex').slice(0, 32);
    await writeFile(path.join(root, 'scan.tif'), tiff);
    memories.set(tiffId, memoryFor(tiffId, path.join(root, 'scan.tif'), 'tiff'));
    memories.set('c'.repeat(32), memoryFor('c'.repeat(32), path.join(base, 'secret.txt'), 'jpeg'));

    const engine = {
      mediaMemory: async (id: string) => memories.get(id) ?? null,
      thumbnailNow: async () => null,
      getSettings: async () => ({ roots: [...roots] }) as unknown as Settings,
      status: async () => ({ library: libraryDir }),
      onNotification: () => () => undefined,
    };
    server = await startServer({ engine: engine as never, rendererDir, libraryDir });
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (target: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port: server.port, path: `/${server.prefix}${target}`, headers: { Cookie: `mnemo-token-${server.port}=${server.token}`, ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      request.on('error', reject);
      request.end();
    });

  it('streams a showable original with its type, ranges and the security headers', async () => {
    const id = 'a'.repeat(32);
    const whole = await get(`/media/original/${id}`);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('image/jpeg');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.headers['content-security-policy']).toContain("default-src 'self'");
    expect(whole.body.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const part = await get(`/media/original/${id}`, { Range: 'bytes=0-1' });
    expect(part.status).toBe(206);
    expect(part.body).toEqual(Buffer.from([0xff, 0xd8]));
    expect((await get(`/media/original/${id}`, { Cookie: '' })).status).toBe(401);
  });

  it('serves a WebP rendition for a TIFF original', async () => {
    const [tiffId] = [...memories.entries()].find(([, m]) => m.format === 'tiff')!;
    const reply = await get(`/media/original/${tiffId}`);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('image/webp');
    expect((await sharp(reply.body).metadata()).format).toBe('webp');
  });

  it('answers every refusal with the same 404, and stops serving a removed root at once', async () => {
    for (const target of [`/media/original/${'c'.repeat(32)}`, '/media/original/..%2f..%2fsecret.txt', '/media/original/%2e%2e', `/media/original/${'d'.repeat(32)}`, '/media/other/x']) {
      const reply = await get(target);
      expect(reply.status, target).toBe(404);
      expect(reply.body.toString()).not.toContain(SECRET);
    }
    roots.length = 0;
    expect((await get(`/media/original/${'a'.repeat(32)}`)).status).toBe(404);
    roots.push(root);
    expect((await get(`/media/original/${'a'.repeat(32)}`)).status).toBe(200);
  });
});
