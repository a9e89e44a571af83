import http, { type IncomingHttpHeaders } from 'node:http';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { notificationNames, createBridge, type BridgeNotification, type MnemoBridge } from '../shared/ipc';
import type { LibraryStatus } from '../shared/status';
import { openEngine, type Engine } from '../electron/engine/index';
import { withCheckedOutputs } from './support/checked-engine';
import { startServer, type RunningServer } from '../electron/engine/serve/server';
import { decodeThumbBatch, THUMB_BATCH_MAX, thumbBatchQuery } from '../shared/thumb-batch';
import { gridThumbnailPath } from '../electron/engine/perception/grid-thumbnail';
import { httpTransport, pageBridge, type OpenSocket } from '../renderer/src/bridge-client';
import { makeJpeg } from './support/media';
import { tempDir, waitFor } from './support/temp';

/** The medium test: a real engine on a temp library, real HTTP and a real WebSocket client. */

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      http-equiv="Content-Security-Policy"
      content="default-src 'self'; img-src 'self' data: mnemo-media:; object-src 'none'; base-uri 'none'; form-action 'none'"
    />
    <title>Mnemo</title>
  </head>
  <body><div id="root"></div><script type="module" src="./assets/app.js"></script></body>
</html>
`;
const SECRET = 'not for the browser';

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

let base: string;
let libraryDir: string;
let rendererDir: string;
let photos: string;
let engine: Engine;
let server: RunningServer;
let origin: string;
/** Every HTTP answer the tests saw, for the no-CORS check at the end. */
const replies: Reply[] = [];

beforeAll(async () => {
  base = await tempDir('serve');
  libraryDir = path.join(base, 'library');
  rendererDir = path.join(base, 'renderer');
  photos = path.join(base, 'photos');
  await mkdir(path.join(rendererDir, 'assets'), { recursive: true });
  await mkdir(photos, { recursive: true });
  await writeFile(path.join(rendererDir, 'index.html'), INDEX);
  await writeFile(path.join(rendererDir, 'assets', 'app.js'), 'console.log("mnemo");\n');
  await writeFile(path.join(rendererDir, 'assets', 'app.css'), 'body { margin: 0 }\n');
  await writeFile(path.join(base, 'secret.txt'), SECRET);
  await writeFile(path.join(photos, 'beach.jpg'), await makeJpeg({ seed: 3, dateTimeOriginal: '2024:05:12 10:00:00', lat: 21.28, lon: -157.83 }));
  engine = withCheckedOutputs(await openEngine({ libraryDir }));
  server = await startServer({ engine, rendererDir, libraryDir });
  origin = `http://127.0.0.1:${server.port}`;
});

afterAll(async () => {
  await server?.close();
  await engine?.close();
});

/**
 * A raw request: the path goes on the wire as written (fetch would resolve "..") and Host can be anything.
 * `target` is under the server's secret prefix ("/x" asks for "/<prefix>/x") unless `outside` is set.
 */
function request(
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; server?: RunningServer; outside?: boolean } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const { port, prefix } = options.server ?? server;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: options.outside ? target : `/${prefix}${target}`,
        method: options.method ?? 'GET',
        headers: { Host: `127.0.0.1:${port}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const reply = { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') };
          replies.push(reply);
          resolve(reply);
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const bearer = (token = server.token): Record<string, string> => ({ Authorization: `Bearer ${token}` });
const cookie = (): Record<string, string> => ({ Cookie: `mnemo-token-${server.port}=${server.token}` });

function apiCall(name: string, input: unknown, headers: Record<string, string> = bearer()): Promise<Reply> {
  return request(`/api/call/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: input === undefined ? '' : JSON.stringify(input),
  });
}

/** The status of a WebSocket handshake to `target` under the prefix: 101 when it opened, else the HTTP status it was refused with. */
function socketStatus(target: string, headers: Record<string, string> = {}, outside = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}${outside ? '' : `/${server.prefix}`}${target}`, { headers: { Origin: origin, ...headers } });
    ws.on('open', () => {
      ws.close();
      resolve(101);
    });
    ws.on('unexpected-response', (_req, res) => {
      replies.push({ status: res.statusCode ?? 0, headers: res.headers, body: '' });
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('error', (error) => reject(error));
  });
}

/** The renderer's transport over the `ws` package instead of the browser's WebSocket. */
const nodeSocket: OpenSocket = (url, on) => {
  const ws = new WebSocket(url, { headers: { Origin: origin } });
  ws.on('open', () => on.open());
  ws.on('message', (data, isBinary) => on.message(isBinary ? data : data.toString()));
  ws.on('close', () => on.close());
  ws.on('error', () => undefined);
  return ws;
};

describe('serve: listening', () => {
  it('binds 127.0.0.1 only, on a random port, and prints a URL with a secret path prefix and a 64-hex-digit token', async () => {
    expect(server.address()).toMatchObject({ address: '127.0.0.1', family: 'IPv4', port: server.port });
    expect(server.port).toBeGreaterThan(0);
    expect(server.token).toMatch(/^[0-9a-f]{64}$/);
    // 16 random bytes in base64url: 128 bits no other page on this machine can guess.
    expect(server.prefix).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(server.base).toBe(`http://127.0.0.1:${server.port}/${server.prefix}/`);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/${server.prefix}/?token=${server.token}`);
    // Any other interface of this machine must refuse the connection.
    const external = Object.values(os.networkInterfaces()).flat().find((i) => i && i.family === 'IPv4' && !i.internal);
    if (external) {
      const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
        const req = http.get({ host: external.address, port: server.port, path: '/', timeout: 2_000 }, () => resolve(null));
        req.on('error', resolve);
        req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
      });
      expect(error?.code).toMatch(/ECONNREFUSED|ETIMEDOUT|EHOSTUNREACH/);
    }
  });

  it('uses a fresh token per run unless one is given', async () => {
    const other = await startServer({ engine, rendererDir, libraryDir });
    try {
      expect(other.token).not.toBe(server.token);
      expect(other.prefix).not.toBe(server.prefix);
      expect(other.port).not.toBe(server.port);
    } finally {
      await other.close();
    }
    await expect(startServer({ engine, rendererDir, token: 'short' })).rejects.toThrow(/token/);
    for (const prefix of ['short', 'a/b'.repeat(10), 'x'.repeat(21)]) {
      await expect(startServer({ engine, rendererDir, prefix })).rejects.toThrow(/prefix/);
    }
  });
});

describe('serve: API calls', () => {
  it('answers a call with the token exactly as the engine does', async () => {
    const reply = await apiCall('getSettings', {});
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(reply.body)).toEqual({ ok: true, result: await engine.getSettings({}) });

    const list = await apiCall('listMemories', { limit: 10 });
    expect(JSON.parse(list.body)).toEqual({ ok: true, result: await engine.listMemories({ offset: 0, limit: 10 }) });

    // No body means no arguments, as over IPC.
    const status = JSON.parse((await apiCall('status', undefined)).body) as { ok: boolean; result: LibraryStatus };
    expect(status.ok).toBe(true);
    expect(status.result.library).toBe(path.resolve(libraryDir));
  });

  it('refuses calls without the bearer token with 401 — a wrong token, or only the cookie, is not enough', async () => {
    for (const headers of [{}, bearer('0'.repeat(64)), bearer(server.token.slice(1)), cookie(), { Authorization: server.token }]) {
      const reply = await apiCall('getSettings', {}, headers);
      expect(reply.status).toBe(401);
      expect(reply.body).not.toContain('roots');
    }
    expect((await request(`/api/call/getSettings?token=${server.token}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(401);
  });

  it('answers malformed input with 400 and a message naming the call', async () => {
    const empty = await apiCall('addRoot', { path: '' });
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.body)).toMatchObject({ ok: false, error: expect.stringMatching(/Invalid input for Mnemo call "addRoot".*path/s) });

    const wrongType = await apiCall('pauseAll', { paused: 'yes' });
    expect(wrongType.status).toBe(400);
    expect(JSON.parse(wrongType.body).error).toMatch(/"pauseAll".*expected boolean/s);

    const notJson = await request('/api/call/status', { method: 'POST', headers: { ...bearer(), 'Content-Type': 'application/json' }, body: '{nope' });
    expect(notJson.status).toBe(400);
    expect(JSON.parse(notJson.body).error).toMatch(/not valid JSON/);

    const unknown = await apiCall('dropDatabase', {});
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body).error).toMatch(/Unknown Mnemo call "dropDatabase"/);
    expect((await apiCall('constructor', {})).status).toBe(404);

    const form = await request('/api/call/status', { method: 'POST', headers: { ...bearer(), 'Content-Type': 'text/plain' }, body: '{}' });
    expect(form.status).toBe(415);
    expect((await request('/api/call/status', { headers: bearer() })).status).toBe(405);
  });

  it('bounds the body at 1 MB', async () => {
    const big = await apiCall('search', { text: 'x'.repeat(1024 * 1024 + 10) });
    expect(big.status).toBe(413);
  });

  it('serves the renderer’s client (pageBridge over HTTP + WebSocket) with the same answers and notifications', async () => {
    const transport = httpTransport({ base: server.base, token: server.token, openSocket: nodeSocket });
    const bridge: MnemoBridge = pageBridge(transport);
    const states: Array<BridgeNotification<'engineState'>> = [];
    const progress: LibraryStatus[] = [];
    const offState = bridge.on('engineState', (s) => states.push(s));
    const offProgress = bridge.on('progress', (s) => progress.push(s));
    try {
      await waitFor(() => states.length > 0, 5_000, 'engineState on connect');
      expect(states[0]).toEqual({ state: 'ready', warning: null });
      expect(await bridge.getSettings({})).toEqual(await engine.getSettings({}));
      await expect(bridge.addRoot({ path: '' })).rejects.toThrow(/"addRoot"/);

      // A root with a real JPEG: the scan ingests it and the engine's progress notifications reach the socket.
      const settings = await bridge.addRoot({ path: photos });
      expect(settings.roots).toContain(photos);
      // Any progress notification will do: the engine's last one can precede its batched write (see the report).
      await waitFor(() => progress.length > 0, 30_000, 'a progress notification for the new photo');
      expect(progress[0]).toMatchObject({ library: path.resolve(libraryDir) });
      await waitFor(async () => (await bridge.listMemories({})).memories.some((m) => m.thumbnail !== null), 30_000, 'the thumbnail');
      const { memories } = await bridge.listMemories({});
      expect(memories.map((m) => path.basename(m.path))).toEqual(['beach.jpg']);
      expect(memories).toEqual((await engine.listMemories({})).memories);
    } finally {
      offState();
      offProgress();
      transport.close();
    }
  });

  it('delivers notifications on a raw socket as { notification, payload }', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/${server.prefix}/api/notifications?token=${server.token}`, { headers: { Origin: origin } });
    const messages: Array<{ notification: string; payload: unknown }> = [];
    ws.on('message', (data) => messages.push(JSON.parse(data.toString()) as (typeof messages)[number]));
    await new Promise((resolve) => ws.on('open', resolve));
    await waitFor(() => messages.length > 0, 5_000, 'the first message');
    expect(messages[0]).toEqual({ notification: 'engineState', payload: { state: 'ready', warning: null } });

    await writeFile(path.join(photos, 'coffee.jpg'), await makeJpeg({ seed: 4, dateTimeOriginal: '2024:06:10 08:30:00' }));
    await engine.addRoot({ path: photos }); // rescans the root
    await waitFor(() => messages.some((m) => m.notification === 'progress'), 30_000, 'progress on the raw socket');
    expect(messages.find((m) => m.notification === 'progress')?.payload).toMatchObject({ library: path.resolve(libraryDir) });
    await waitFor(async () => (await engine.listMemories({})).total === 2, 30_000, 'the second photo');
    ws.close();
    await new Promise((resolve) => ws.on('close', resolve));
  });
});

describe('serve: socket lifecycle', () => {
  it('unsubscribes from the engine when a socket closes, and on close()', async () => {
    let active = 0;
    const counting: Engine = {
      ...engine,
      onNotification: (name, listener) => {
        active += 1;
        const off = engine.onNotification(name, listener);
        return () => {
          active -= 1;
          off();
        };
      },
    };
    const other = await startServer({ engine: counting, rendererDir, libraryDir });
    const open = async (): Promise<WebSocket> => {
      const ws = new WebSocket(`ws://127.0.0.1:${other.port}/${other.prefix}/api/notifications?token=${other.token}`);
      await new Promise((resolve) => ws.on('open', resolve));
      return ws;
    };
    try {
      const a = await open();
      const b = await open();
      // One subscription per engine notification, per socket.
      const perSocket = notificationNames.length;
      expect(active).toBe(2 * perSocket);
      a.close();
      await waitFor(() => active === perSocket, 5_000, 'the first socket to unsubscribe');
      const closed = new Promise((resolve) => b.on('close', resolve));
      await other.close();
      await closed;
      expect(active).toBe(0);
    } finally {
      await other.close().catch(() => undefined);
    }
  });

  it('the renderer’s client reports a lost server as restarting and reconnects with back-off', async () => {
    const token = 'a'.repeat(64);
    const prefix = 'p'.repeat(22);
    const first = await startServer({ engine, rendererDir, libraryDir, token, prefix });
    const port = first.port;
    const here = `http://127.0.0.1:${port}`;
    const socket: OpenSocket = (url, on) => {
      const ws = new WebSocket(url, { headers: { Origin: here } });
      ws.on('open', () => on.open());
      ws.on('message', (data) => on.message(data.toString()));
      ws.on('close', () => on.close());
      ws.on('error', () => undefined);
      return ws;
    };
    const transport = httpTransport({ base: first.base, token, openSocket: socket });
    const states: Array<BridgeNotification<'engineState'>> = [];
    createBridge(transport).on('engineState', (s) => states.push(s));
    let second: RunningServer | null = null;
    try {
      await waitFor(() => states.length === 1, 5_000, 'ready');
      await first.close();
      await waitFor(() => states.length === 2, 5_000, 'restarting');
      expect(states[1]).toMatchObject({ state: 'restarting', attempt: 1, delayMs: 500 });
      second = await startServer({ engine, rendererDir, libraryDir, token, prefix, port });
      await waitFor(() => states.some((s, i) => i > 1 && s.state === 'ready'), 15_000, 'ready again');
    } finally {
      transport.close();
      await second?.close();
    }
  });
});

describe('serve: pages and the token', () => {
  it('refuses the page, assets, thumbnails and the socket without the token', async () => {
    for (const target of ['/', '/index.html', '/assets/app.js', `/?token=${'0'.repeat(64)}`, '/media/thumb/abc', '/api/notifications']) {
      const reply = await request(target);
      expect(reply.status, target).toBe(401);
      expect(reply.body).not.toContain('mnemo-token');
    }
    expect(await socketStatus('/api/notifications')).toBe(401);
    expect(await socketStatus(`/api/notifications?token=${'f'.repeat(64)}`)).toBe(401);
    expect(await socketStatus('/api/notifications', { Cookie: `mnemo-token-${server.port}=nope` })).toBe(401);
  });

  it('first load: ?token= sets an HttpOnly SameSite=Strict cookie for the prefix only and puts the token in a meta tag, not a script', async () => {
    const page = await request(`/?token=${server.token}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    // Path=/<prefix>/, not Path=/: cookies ignore ports, so the browser would send a / cookie to every server on 127.0.0.1.
    expect(page.headers['set-cookie']).toEqual([`mnemo-token-${server.port}=${server.token}; Path=/${server.prefix}/; HttpOnly; SameSite=Strict`]);
    expect(page.body).toContain(`<meta name="mnemo-token" content="${server.token}" />`);
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<]/);
    // The page's own CSP keeps its rules and gains the notifications socket.
    expect(page.body).toContain(`form-action 'none'; connect-src 'self' ws://127.0.0.1:${server.port} ws://localhost:${server.port}"`);
  });

  it('with the cookie: the page, assets with their content types, and the socket', async () => {
    const page = await request('/', { headers: cookie() });
    expect(page.status).toBe(200);
    expect(page.headers['set-cookie']).toBeUndefined();
    const js = await request('/assets/app.js', { headers: cookie() });
    expect([js.status, js.headers['content-type'], js.body]).toEqual([200, 'text/javascript; charset=utf-8', 'console.log("mnemo");\n']);
    expect((await request('/assets/app.css', { headers: cookie() })).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await request('/assets/missing.js', { headers: cookie() })).status).toBe(404);
    expect((await request('/assets', { headers: cookie() })).status).toBe(404);
    expect(await socketStatus('/api/notifications', cookie())).toBe(101);
    expect(await socketStatus(`/api/notifications?token=${server.token}`)).toBe(101);
  });

  it('checks every cookie of its name: one right one is enough, wherever it comes in the header', async () => {
    const name = `mnemo-token-${server.port}`;
    const wrong = '0'.repeat(64);
    // Another port's page can plant `name` with a longer path, which the browser sends before ours.
    for (const header of [`${name}=${wrong}; ${name}=${server.token}`, `other=1; ${name}=${server.token}; ${name}=${wrong}`]) {
      const page = await request('/', { headers: { Cookie: header } });
      expect(page.status, header).toBe(200);
      expect(page.headers['set-cookie']).toBeUndefined();
      expect((await request('/assets/app.js', { headers: { Cookie: header } })).status).toBe(200);
      expect(await socketStatus('/api/notifications', { Cookie: header })).toBe(101);
    }
    for (const header of [`${name}=${wrong}; ${name}=nope`, `${name}=${wrong}; mnemo-token-${server.port + 1}=${server.token}`]) {
      expect((await request('/', { headers: { Cookie: header } })).status, header).toBe(401);
      expect(await socketStatus('/api/notifications', { Cookie: header })).toBe(401);
    }
    // Calls still take the bearer header only, however many cookies come along.
    expect((await apiCall('getSettings', {}, { Cookie: `${name}=${wrong}; ${name}=${server.token}` })).status).toBe(401);
  });

  it('sends the security headers on every answer, errors included', async () => {
    for (const reply of [await request('/', { headers: cookie() }), await request('/'), await request('/', { outside: true }), await apiCall('nope', {})]) {
      expect(reply.headers['content-security-policy']).toMatch(/default-src 'self'.*connect-src 'self' ws:\/\/127\.0\.0\.1:\d+.*frame-ancestors 'none'/);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});

describe('serve: the secret path prefix', () => {
  const token = () => server.token;

  it('outside the prefix: 404 and no cookie, even with the right token in the query, a cookie or the header', async () => {
    const credentials = { ...bearer(), ...cookie() };
    const { prefix } = server;
    const wrongPrefixes = [
      'A'.repeat(22),
      prefix.slice(1),
      `${prefix}x`,
      [...prefix].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join(''),
      // Percent-encoded, it is the same text but not the same path segment: browsers never send it so.
      `%${prefix.charCodeAt(0).toString(16)}${prefix.slice(1)}`,
    ];
    const targets = [
      '/',
      `/?token=${token()}`,
      `/index.html?token=${token()}`,
      '/assets/app.js',
      '/media/thumb/abc',
      '/api/notifications',
      `//${server.prefix}/?token=${token()}`,
      `/../${server.prefix}/?token=${token()}`,
      `/%2e%2e/${server.prefix}/?token=${token()}`,
      ...wrongPrefixes.map((p) => `/${p}/?token=${token()}`),
      ...wrongPrefixes.map((p) => `/${p}/assets/app.js`),
    ];
    for (const target of targets) {
      const reply = await request(target, { outside: true, headers: credentials });
      expect(reply.status, target).toBe(404);
      expect(reply.headers['set-cookie'], target).toBeUndefined();
      expect(reply.body).not.toContain('mnemo-token');
      expect(reply.body).not.toContain(server.prefix);
    }
    const call = await request('/api/call/getSettings', {
      outside: true,
      method: 'POST',
      headers: { ...credentials, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(call.status).toBe(404);
    expect(call.body).not.toContain('roots');
    expect(await socketStatus(`/api/notifications?token=${token()}`, cookie(), true)).toBe(404);
    expect(await socketStatus(`/${'A'.repeat(22)}/api/notifications?token=${token()}`, cookie(), true)).toBe(404);
    expect(await socketStatus(`/${server.prefix}?token=${token()}`, cookie(), true)).toBe(404);
  });

  it('the prefix without its trailing slash redirects to it, and sets nothing', async () => {
    const reply = await request(`/${server.prefix}?token=${token()}`, { outside: true });
    expect(reply.status).toBe(308);
    expect(reply.headers.location).toBe(`/${server.prefix}/?token=${token()}`);
    expect(reply.headers['set-cookie']).toBeUndefined();
  });
});

describe('serve: DNS rebinding and other origins', () => {
  it('refuses a Host that is not 127.0.0.1:<port> or localhost:<port>', async () => {
    for (const host of ['evil.example', `evil.example:${server.port}`, `127.0.0.1:${server.port + 1}`, '127.0.0.1', `[::1]:${server.port}`]) {
      const call = await apiCall('getSettings', {}, { ...bearer(), Host: host });
      expect(call.status, host).toBe(421);
      expect((await request(`/?token=${server.token}`, { headers: { Host: host } })).status).toBe(421);
      expect(await socketStatus(`/api/notifications?token=${server.token}`, { Host: host, Origin: `http://${host}` })).toBe(421);
    }
    expect((await apiCall('getSettings', {}, { ...bearer(), Host: `localhost:${server.port}` })).status).toBe(200);
  });

  it('refuses requests and sockets from another origin, and never answers with CORS headers', async () => {
    for (const foreign of ['http://evil.example', 'null', `http://localhost:${server.port}`, `https://127.0.0.1:${server.port}`]) {
      expect((await apiCall('getSettings', {}, { ...bearer(), Origin: foreign })).status, foreign).toBe(403);
      expect((await request(`/?token=${server.token}`, { headers: { Origin: foreign } })).status).toBe(403);
      expect(await socketStatus(`/api/notifications?token=${server.token}`, { Origin: foreign })).toBe(403);
    }
    expect((await apiCall('getSettings', {}, { ...bearer(), Origin: origin })).status).toBe(200);
    const preflight = await request('/api/call/getSettings', {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(preflight.status).toBe(403);
  });
});

describe('serve: no way out of the served folders', () => {
  const attempts = [
    '/../secret.txt',
    '/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..%5csecret.txt',
    '/%2f..%2fsecret.txt',
    '/..%00/secret.txt',
    '/%',
  ];

  it('static route: traversal by dots, encoded dots, encoded slashes and absolute paths gets 404', async () => {
    for (const target of [...attempts, `/${encodeURIComponent(path.join(base, 'secret.txt'))}`, '//etc/passwd', '/%2fetc%2fpasswd']) {
      const reply = await request(target, { headers: cookie() });
      expect(reply.status, target).toBe(404);
      expect(reply.body).not.toContain(SECRET);
      expect(reply.body).not.toContain('root:');
    }
  });

  it('media route: serves a memory’s JPEG thumbnail, and nothing that is not one', async () => {
    const { memories } = await engine.listMemories({ limit: 10 });
    const memory = memories.find((m) => m.thumbnail);
    expect(memory).toBeDefined();
    const thumb = await request(`/media/thumb/${memory!.id}`, { headers: cookie() });
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.body.slice(0, 3)).toBe('\xff\xd8\xff');
    expect((await request(`/media/thumb/${memory!.id}`)).status).toBe(401);
    // Without its version the URL may name an older thumbnail: the browser revalidates, and a match costs no body.
    expect(thumb.headers['cache-control']).toBe('private, no-cache');
    const etag = thumb.headers['etag'] as string;
    expect(etag).toMatch(/^"[0-9a-z-]+"$/);
    const again = await request(`/media/thumb/${memory!.id}`, { headers: { ...cookie(), 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect((await request(`/media/thumb/${memory!.id}`, { headers: { ...cookie(), 'If-None-Match': '"other"' } })).status).toBe(200);
    // With it (the summary's thumbVersion: the hash of the thumbnail's pixels), the same bytes are kept a year: a thumbnail made again comes with a new version.
    const summary = (await engine.listMemorySummaries({ limit: 100 })).memories.find((m) => m.id === memory!.id)!;
    expect(summary.thumbVersion).toMatch(/^[0-9a-f]{16}$/);
    const versioned = await request(`/media/thumb/${memory!.id}?v=${summary.thumbVersion}`, { headers: cookie() });
    expect(versioned.status).toBe(200);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(versioned.body).toBe(thumb.body);
    expect((await request(`/media/thumb/${memory!.id}?v=${summary.thumbVersion}`)).status).toBe(401);

    for (const target of ['/media/thumb/..%2f..%2fsettings.json', '/media/thumb/%2e%2e', '/media/thumb/../../secret.txt', '/media/thumb/nope', '/media/thumb/']) {
      const reply = await request(target, { headers: cookie() });
      expect(reply.status, target).toBe(404);
      expect(reply.body).not.toContain(SECRET);
    }
  });

  it('media route: a stored thumbnail path that leaves <library>/thumbs is not served', async () => {
    const { memories } = await engine.listMemories({ limit: 1 });
    const real = memories[0]!;
    await writeFile(path.join(libraryDir, 'not-a-thumb.webp'), 'RIFF....WEBP');
    for (const thumbnail of ['../secret.txt', 'settings.json', 'not-a-thumb.webp', path.join(base, 'secret.txt'), 'thumbs/../../secret.txt']) {
      const lying: Engine = { ...engine, mediaMemory: async () => ({ ...real, thumbnail }) };
      const other = await startServer({ engine: lying, rendererDir, libraryDir });
      try {
        const reply = await request(`/media/thumb/${real.id}`, { server: other, headers: { Cookie: `mnemo-token-${other.port}=${other.token}` } });
        expect(reply.status, thumbnail).toBe(404);
        expect(reply.body).not.toContain(SECRET);
      } finally {
        await other.close();
      }
    }
  });
});

describe('serve: thumbnail batches', () => {
  it('one body with the thumbnails asked for, refused ids left out, kept a year with its version, 304 on its ETag', async () => {
    const summary = (await engine.listMemorySummaries({ limit: 10 })).memories.find((m) => m.thumbnail)!;
    const real = (await engine.mediaMemory(summary.id))!;
    const single = await request(`/media/thumb/${summary.id}`, { headers: cookie() });
    const [deleted, escaping, unknown] = ['d', 'e', 'f'].map((c) => c.repeat(32)) as [string, string, string];
    // The same engine, plus a deleted memory and one whose stored thumbnail path leaves the cache.
    const lying: Engine = {
      ...engine,
      mediaMemory: async (id) =>
        id === deleted ? { ...real, id, status: 'deleted' } : id === escaping ? { ...real, id, thumbnail: '../secret.txt' } : engine.mediaMemory(id),
    };
    const other = await startServer({ engine: lying, rendererDir, libraryDir });
    const auth = { Cookie: `mnemo-token-${other.port}=${other.token}` };
    try {
      const items = [summary.id, deleted, escaping, unknown].map((id) => ({ id, version: id === summary.id ? summary.thumbVersion : null }));
      const reply = await request(`/media/thumbs?${thumbBatchQuery(items)}`, { server: other, headers: auth });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('application/octet-stream');
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(reply.body).not.toContain(SECRET);
      const bytes = Buffer.from(reply.body, 'latin1');
      const parts = decodeThumbBatch(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
      expect(parts.map((p) => [p.id, p.type])).toEqual([[summary.id, 'image/jpeg']]);
      expect(Buffer.from(parts[0]!.bytes).toString('latin1')).toBe(single.body);

      const etag = reply.headers['etag'] as string;
      const again = await request(`/media/thumbs?${thumbBatchQuery(items)}`, { server: other, headers: { ...auth, 'If-None-Match': etag } });
      expect([again.status, again.body]).toEqual([304, '']);
      // Without a version the ids may name thumbnails made again since: revalidate.
      const unversioned = await request(`/media/thumbs?ids=${summary.id}`, { server: other, headers: auth });
      expect(unversioned.headers['cache-control']).toBe('private, no-cache');
      expect(decodeThumbBatch(new Uint8Array(Buffer.from(unversioned.body, 'latin1')).buffer).map((p) => p.id)).toEqual([summary.id]);

      expect((await request(`/media/thumbs?${thumbBatchQuery(items)}`, { server: other })).status).toBe(401);
      expect((await request(`/media/thumbs?${thumbBatchQuery(items)}`, { server: other, headers: auth, outside: true })).status).toBe(404);
      const tooMany = Array.from({ length: THUMB_BATCH_MAX + 1 }, (_, i) => i.toString(16).padStart(32, '0')).join(',');
      for (const query of [`ids=..%2fsecret`, `ids=${summary.id},${summary.id}`, `ids=${tooMany}`, `ids=${summary.id}&path=x`, '', `ids=${summary.id}&v=NOT-A-DIGEST`, `ids=${summary.id}&kind=original`, `ids=${summary.id}&kind=grid&kind=grid`]) {
        const bad = await request(`/media/thumbs?${query}`, { server: other, headers: auth });
        expect(bad.status, query).toBe(404);
        expect(bad.body).not.toContain(SECRET);
      }
    } finally {
      await other.close();
    }
  });
});

describe('serve: grid thumbnails', () => {
  it('serves the grid thumbnail singly and in batches, and the thumbnail for a memory without one (not kept for good)', async () => {
    const summary = (await engine.listMemorySummaries({ limit: 10 })).memories.find((m) => m.thumbnail)!;
    const items = [{ id: summary.id, version: summary.thumbVersion }];
    const batchOf = async (cacheControl: string): Promise<string> => {
      const reply = await request(`/media/thumbs?${thumbBatchQuery(items, 'grid')}`, { headers: cookie() });
      expect(reply.headers['cache-control']).toBe(cacheControl);
      const bytes = Buffer.from(reply.body, 'latin1');
      const parts = decodeThumbBatch(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
      expect(parts.map((p) => p.id)).toEqual([summary.id]);
      return Buffer.from(parts[0]!.bytes).toString('latin1');
    };
    // The test photos are smaller than a grid thumbnail: there is none, the thumbnail stands in, and
    // the browser asks again later (a grid thumbnail the background lane makes then replaces it).
    const thumb = (await request(`/media/thumb/${summary.id}`, { headers: cookie() })).body;
    const fallback = await request(`/media/grid/${summary.id}?v=${summary.thumbVersion}`, { headers: cookie() });
    expect([fallback.status, fallback.body, fallback.headers['cache-control']]).toEqual([200, thumb, 'private, no-cache']);
    expect(await batchOf('private, no-cache')).toBe(thumb);

    const grid = path.join(libraryDir, gridThumbnailPath(summary.thumbnail!));
    await writeFile(grid, 'RIFF-a grid thumbnail');
    try {
      const single = await request(`/media/grid/${summary.id}?v=${summary.thumbVersion}`, { headers: cookie() });
      expect([single.status, single.body, single.headers['content-type'], single.headers['cache-control']]).toEqual([200, 'RIFF-a grid thumbnail', 'image/webp', 'public, max-age=31536000, immutable']);
      expect(await batchOf('public, max-age=31536000, immutable')).toBe('RIFF-a grid thumbnail');
      expect((await request(`/media/thumb/${summary.id}`, { headers: cookie() })).body).toBe(thumb);
    } finally {
      await rm(grid);
    }
  });
});

describe('serve: CORS', () => {
  it('no answer in this file carried an Access-Control-Allow-* header', () => {
    expect(replies.length).toBeGreaterThan(50);
    for (const reply of replies) {
      expect(Object.keys(reply.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    }
  });
});
