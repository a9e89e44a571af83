import { readFile } from 'node:fs/promises';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { apiCalls } from '../../../shared/contract';
import { parseThumbBatchQuery } from '../../../shared/thumb-batch';
import { handleCall, isApiName, notificationNames, type BridgeNotificationName, type EngineState } from '../../../shared/ipc';
import type { Engine } from '../engine';
import { InvalidCallInput } from '../handlers/contract';
import { isThumbnailKind } from '../media/media-access';
import { thumbBatch } from '../media/media-batch';
import { cacheControlFor, IMMUTABLE, mediaVersion, parseMediaPath, REVALIDATE, type MediaOpener } from '../media/media-answer';
import { matchesEtag, openVerified, planMedia, readVerifiedSync, SMALL_FILE_BYTES } from '../media/media-http';
import { createMediaService } from '../media/media-service';
import { contentType, fileInside, personalizeIndex } from './files';
import {
  bearerToken,
  checkPrefix,
  checkToken,
  cookieTokens,
  hostAllowed,
  newPrefix,
  newToken,
  originAllowed,
  queryToken,
  securityHeaders,
  socketOrigins,
  tokenCookie,
  tokenMatches,
} from './security';

/**
 * The serve bridge: the built renderer, the API contract over HTTP (`POST /api/call/<name>`), the
 * engine's notifications over one WebSocket (`/api/notifications`), and media (`/media/thumb/<id>`,
 * `/media/original/<id>`: the same checks and renditions as the app's `mnemo-media://` protocol, see
 * electron/engine/media/), for a browser on this machine. All of it lives under the run's secret
 * path prefix (`/<prefix>/api/call/…`); the routes below are the paths after it. security.ts says
 * why, who may call it and how the token travels.
 */

export interface ServerOptions {
  engine: Pick<Engine, keyof typeof apiCalls | 'onNotification' | 'mediaMemory' | 'thumbnailNow'>;
  /** The built renderer (out/renderer), served as static files. */
  rendererDir: string;
  /** The library folder, for thumbnails and renditions; by default the one the engine reports in `status`. */
  libraryDir?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** By default a fresh random token; tests may fix one. */
  token?: string;
  /** The secret first path segment; by default a fresh random one. Tests may fix one (a restart keeps the page's URLs). */
  prefix?: string;
  /** Shown to pages in the `engineState` notification, e.g. when watching the roots failed to start. */
  warning?: string | null;
}

export interface RunningServer {
  /** What `npm run serve` prints: `<base>?token=…`. */
  url: string;
  /** `http://127.0.0.1:<port>/<prefix>/`: the app's root; every route is relative to it. */
  base: string;
  port: number;
  token: string;
  prefix: string;
  /** The bound socket address (always 127.0.0.1). */
  address(): AddressInfo;
  close(): Promise<void>;
}

/** Enough for any call's JSON input; anything bigger is a mistake or an attack. */
export const MAX_BODY_BYTES = 1024 * 1024;
const HEARTBEAT_MS = 30_000;
const CALL_PREFIX = '/api/call/';
const NOTIFICATIONS_PATH = '/api/notifications';
const MEDIA_PREFIX = '/media/';
const THUMB_BATCH_PATH = '/media/thumbs';

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { engine, rendererDir } = options;
  const token = options.token === undefined ? newToken() : checkToken(options.token);
  const prefix = options.prefix === undefined ? newPrefix() : checkPrefix(options.prefix);
  const engineState: EngineState = { state: 'ready', warning: options.warning ?? null };
  let libraryDir: Promise<string> | null = options.libraryDir ? Promise.resolve(path.resolve(options.libraryDir)) : null;
  let media: Promise<MediaOpener> | null = null;
  const openMedia: MediaOpener = async (kind, memoryId) => {
    media ??= (libraryDir ??= engine.status({}).then((s) => s.library)).then((dir) =>
      createMediaService({
        libraryDir: dir,
        getMemory: (id) => engine.mediaMemory(id),
        thumbnailNow: (id) => engine.thumbnailNow(id),
        roots: async () => (await engine.getSettings({})).roots,
      }),
    );
    return (await media)(kind, memoryId);
  };
  let port = 0;

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendText(res, 500, `Mnemo server error: ${messageOf(error)}`);
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const request = checkRequest(req);
    if ('refuse' in request) return sendText(res, request.refuse, request.message);
    const { pathname, url } = request;
    // "/<prefix>" alone: the page's relative URLs need the trailing slash. Whoever asks knows the prefix already.
    if (pathname === '') return sendText(res, 308, 'Moved', { Location: `/${prefix}/${url.search}` });

    if (pathname.startsWith(CALL_PREFIX)) {
      if (req.method !== 'POST') return sendText(res, 405, 'API calls are POST requests', { Allow: 'POST' });
      // Only the header counts for calls: a cookie would let other pages' forms ride along.
      if (!tokenMatches(token, bearerToken(req))) return unauthorized(res);
      return call(req, res, pathname.slice(CALL_PREFIX.length));
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    const fromQuery = tokenMatches(token, queryToken(url));
    if (!fromQuery && !cookieTokens(req, port).some((t) => tokenMatches(token, t)) && !tokenMatches(token, bearerToken(req))) {
      return unauthorized(res);
    }
    const extra: OutgoingHttpHeaders = fromQuery ? { 'Set-Cookie': tokenCookie(port, token, prefix) } : {};

    if (pathname === NOTIFICATIONS_PATH) return sendText(res, 426, 'This is a WebSocket endpoint', { Upgrade: 'websocket', ...extra });
    if (pathname === THUMB_BATCH_PATH) return thumbnails(req, res, url, extra);
    if (pathname.startsWith(MEDIA_PREFIX)) return mediaFile(req, res, pathname, url, extra);
    return staticFile(req, res, pathname, extra);
  }

  async function call(req: IncomingMessage, res: ServerResponse, rawName: string): Promise<void> {
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') return sendJson(res, 415, { ok: false, error: 'Send the call input as application/json' });
    const body = await readBody(req);
    if (body === 'too large') {
      res.setHeader('Connection', 'close');
      return sendJson(res, 413, { ok: false, error: `Request body is over ${MAX_BODY_BYTES} bytes` });
    }
    let input: unknown;
    try {
      input = body.length === 0 ? undefined : JSON.parse(body.toString('utf8'));
    } catch {
      return sendJson(res, 400, { ok: false, error: 'Request body is not valid JSON' });
    }
    const name = safeDecode(rawName) ?? rawName;
    try {
      const result = await handleCall(engine, name, input);
      sendJson(res, 200, { ok: true, result });
    } catch (error) {
      // The engine validated the input (and wrote the message); here we only tell the caller's mistakes from ours.
      const status = !isApiName(name) ? 404 : error instanceof InvalidCallInput ? 400 : 500;
      sendJson(res, status, { ok: false, error: messageOf(error) });
    }
  }

  async function mediaFile(req: IncomingMessage, res: ServerResponse, pathname: string, url: URL, extra: OutgoingHttpHeaders): Promise<void> {
    // The raw path: an id is [A-Za-z0-9_-]+, so any escape, dot or extra segment is refused here.
    const target = parseMediaPath(pathname);
    // Every refusal is the same 404: a browser page learns nothing about what exists where.
    if (!target) return sendText(res, 404, 'No such media', extra);
    const answer = await openMedia(target.kind, target.memoryId);
    if (!answer.ok) return sendText(res, 404, 'No such media', extra);
    // Opened once and checked to be the file the media service checked; served from that descriptor.
    // A thumbnail is small and in the library's own folder: read at once (readVerifiedSync says why).
    const small = isThumbnailKind(target.kind) ? readVerifiedSync(answer) : undefined;
    const opened = small === undefined ? await openVerified(answer) : small;
    if (!opened) return sendText(res, 404, 'No such media', extra);
    const cacheControl = cacheControlFor(target.kind, answer, mediaVersion(url.searchParams.get('v')));
    const plan = planMedia({ ...answer, cacheControl }, opened.size, { method: req.method ?? 'GET', range: req.headers.range, ifNoneMatch: req.headers['if-none-match'] }, opened.etag);
    if (!plan.body) {
      await opened.close();
      res.writeHead(plan.status, { ...securityHeaders(port), ...plan.headers, ...extra });
      return void res.end();
    }
    if (plan.body.end - plan.body.start < SMALL_FILE_BYTES) {
      // A thumbnail: one read, one write, no stream to set up.
      const body = await opened.read(plan.body);
      res.writeHead(plan.status, { ...securityHeaders(port), ...plan.headers, ...extra, 'Content-Length': body.length });
      return void res.end(body);
    }
    res.writeHead(plan.status, { ...securityHeaders(port), ...plan.headers, ...extra });
    const stream = opened.stream(plan.body);
    stream.on('error', () => res.destroy());
    res.on('close', () => stream.destroy());
    stream.pipe(res);
  }

  /** A batch of thumbnails in one answer (shared/thumb-batch.ts); ids refused are absent from its index. */
  async function thumbnails(req: IncomingMessage, res: ServerResponse, url: URL, extra: OutgoingHttpHeaders): Promise<void> {
    const query = parseThumbBatchQuery(url.searchParams);
    if (!query) return sendText(res, 404, 'No such media', extra);
    const batch = await thumbBatch(query.ids, query.kind, openMedia);
    const cacheControl = cacheControlFor(query.kind, { cacheControl: batch.immutable ? IMMUTABLE : REVALIDATE }, query.version);
    const headers = { ...securityHeaders(port), 'Content-Type': 'application/octet-stream', 'Cache-Control': cacheControl, ETag: batch.etag, 'X-Content-Type-Options': 'nosniff', ...extra };
    if (matchesEtag(req.headers['if-none-match'], batch.etag)) {
      res.writeHead(304, { ...securityHeaders(port), 'Cache-Control': cacheControl, ETag: batch.etag, ...extra });
      return void res.end();
    }
    res.writeHead(200, { ...headers, 'Content-Length': batch.size });
    if (req.method === 'HEAD') return void res.end();
    for (const chunk of batch.chunks) res.write(chunk);
    res.end();
  }

  async function staticFile(req: IncomingMessage, res: ServerResponse, pathname: string, extra: OutgoingHttpHeaders): Promise<void> {
    const decoded = safeDecode(pathname);
    const relative = decoded === null ? null : decoded === '/' ? 'index.html' : decoded.slice(1);
    const file = relative === null ? null : await fileInside(rendererDir, relative);
    if (!file) return sendText(res, 404, 'Not found', extra);
    const index = await fileInside(rendererDir, 'index.html');
    if (file === index) {
      const html = personalizeIndex(await readFile(file, 'utf8'), token, socketOrigins(port));
      // The page carries the token: never cache it.
      return sendFile(req, res, Buffer.from(html), contentType(file), { 'Cache-Control': 'no-store', ...extra });
    }
    return sendFile(req, res, await readFile(file), contentType(file), { 'Cache-Control': 'private, no-cache', ...extra });
  }

  /**
   * Host, Origin and the secret prefix for every request and socket, before anything else is looked
   * at. The pathname returned is the part after `/<prefix>`: "/…", or "" for `/<prefix>` itself.
   */
  function checkRequest(req: IncomingMessage): { pathname: string; url: URL } | { refuse: number; message: string } {
    if (!hostAllowed(req, port)) return { refuse: 421, message: `This server answers only to 127.0.0.1:${port} and localhost:${port}` };
    if (!originAllowed(req)) return { refuse: 403, message: 'Requests from other origins are refused' };
    const raw = req.url ?? '';
    // Origin-form only ("/path?query"). The raw path is kept: URL parsing would resolve "..".
    if (!raw.startsWith('/')) return { refuse: 400, message: 'Bad request target' };
    const full = raw.split(/[?#]/, 1)[0] ?? '/';
    const end = full.indexOf('/', 1);
    // Compared in constant time, like the token: the prefix is a secret too.
    if (!tokenMatches(prefix, end === -1 ? full.slice(1) : full.slice(1, end))) {
      return { refuse: 404, message: 'Not found. Open the address `npm run serve` printed.' };
    }
    // Concatenated, not resolved against a base: "//host/x" would otherwise name another host.
    return { pathname: end === -1 ? '' : full.slice(end), url: new URL(`http://127.0.0.1:${port}${raw}`) };
  }

  const sockets = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const send = (ws: WebSocket, notification: BridgeNotificationName, payload: unknown): void => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ notification, payload }));
  };
  sockets.on('connection', (ws: WebSocket & { alive?: boolean }) => {
    ws.alive = true;
    const offs = notificationNames.map((name) => engine.onNotification(name, (payload: unknown) => send(ws, name, payload)));
    ws.on('close', () => offs.forEach((off) => off()));
    ws.on('pong', () => (ws.alive = true));
    ws.on('error', () => ws.terminate());
    // The page missed any earlier state: give it the current one, as Electron main does on load.
    send(ws, 'engineState', engineState);
  });
  const heartbeat = setInterval(() => {
    for (const ws of sockets.clients as Set<WebSocket & { alive?: boolean }>) {
      if (!ws.alive) ws.terminate();
      ws.alive = false;
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const request = checkRequest(req);
    if ('refuse' in request) return refuseUpgrade(socket, request.refuse, request.message);
    if (request.pathname !== NOTIFICATIONS_PATH) return refuseUpgrade(socket, 404, 'Not found');
    const given = [queryToken(request.url), ...cookieTokens(req, port), bearerToken(req)];
    if (!given.some((t) => tokenMatches(token, t))) return refuseUpgrade(socket, 401, 'Missing or wrong Mnemo token');
    sockets.handleUpgrade(req, socket, head, (ws) => sockets.emit('connection', ws, req));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // 127.0.0.1 only: nothing on the network may reach the library.
    server.listen({ host: '127.0.0.1', port: options.port ?? 0 }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;

  const base = `http://127.0.0.1:${port}/${prefix}/`;
  return {
    url: `${base}?token=${token}`,
    base,
    port,
    token,
    prefix,
    address: () => server.address() as AddressInfo,
    async close() {
      clearInterval(heartbeat);
      await Promise.all([...sockets.clients].map((ws) => closeSocket(ws)));
      sockets.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

function sendText(res: ServerResponse, status: number, message: string, headers: OutgoingHttpHeaders = {}): void {
  send(res, status, Buffer.from(message + '\n'), { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, Buffer.from(JSON.stringify(value)), { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
}

function sendFile(req: IncomingMessage, res: ServerResponse, body: Buffer, type: string, headers: OutgoingHttpHeaders): void {
  send(res, 200, req.method === 'HEAD' ? null : body, { 'Content-Type': type, ...headers }, body.length);
}

function send(res: ServerResponse, status: number, body: Buffer | null, headers: OutgoingHttpHeaders, length = body?.length ?? 0): void {
  const port = res.req.socket.localPort ?? 0;
  res.writeHead(status, { ...securityHeaders(port), ...headers, 'Content-Length': length });
  res.end(body ?? undefined);
}

function unauthorized(res: ServerResponse): void {
  sendText(res, 401, 'Missing or wrong Mnemo token. Open the address `npm run serve` printed: it carries the token.', {
    'WWW-Authenticate': 'Bearer realm="mnemo"',
  });
}

function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  const body = message + '\n';
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** The request body, or 'too large' as soon as it passes the limit (the rest is not buffered). */
function readBody(req: IncomingMessage): Promise<Buffer | 'too large'> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    req.resume();
    return Promise.resolve('too large');
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        done = true;
        resolve('too large');
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!done) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

function closeSocket(ws: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    if (ws.readyState === ws.CLOSED) return resolve();
    const timer = setTimeout(() => ws.terminate(), 1_000);
    ws.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    ws.close(1001, 'Mnemo server is stopping');
  });
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
