import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';

/**
 * Who may talk to the serve bridge. The server listens on 127.0.0.1, but any web page the user opens
 * can make the browser send requests there, and any local process can connect; so every request must
 * carry the per-run token, name this server in its Host header, and come from no other origin.
 *
 * Everything is served under a per-run secret path prefix (`/<prefix>/…`); any other path is a 404
 * that sets nothing. The reason is the cookie: cookies ignore ports (RFC 6265 §8.5), so a cookie with
 * `Path=/` would also be sent to a dev server or notebook on another port of 127.0.0.1, handing it the
 * token. Scoped to `Path=/<prefix>/`, the browser sends it only to URLs that name the secret prefix,
 * which no other server's pages know.
 *
 * How the token travels:
 * - the printed URL carries `?token=`; that first page load sets an HttpOnly, SameSite=Strict cookie
 *   scoped to the prefix (so the page's scripts, styles and thumbnails load without the token in
 *   their URLs) and gets the token in a `<meta name="mnemo-token">` tag for the renderer's own requests;
 * - API calls send `Authorization: Bearer <token>` and nothing else counts for them: a cookie is
 *   ambient, a header is not, so no other page can make the browser call the API (CSRF);
 * - the notifications WebSocket sends `?token=` (browsers cannot set headers on a WebSocket); the cookie
 *   also works there, as on every GET.
 */

/** 32 random bytes, hex: the token for one run of the server. */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

/** 16 random bytes (128 bits), base64url: the secret first path segment for one run. */
export function newPrefix(): string {
  return randomBytes(16).toString('base64url');
}

/** A caller-supplied prefix must be as long as ours and one plain path segment. */
export function checkPrefix(prefix: string): string {
  if (!/^[A-Za-z0-9_-]{22,}$/.test(prefix)) throw new Error('serve path prefix must be at least 22 characters of [A-Za-z0-9_-]');
  return prefix;
}

/** A caller-supplied token must be as unguessable as ours and safe in a cookie, a URL and HTML. */
export function checkToken(token: string): string {
  if (!/^[A-Za-z0-9_-]{32,}$/.test(token)) throw new Error('serve token must be at least 32 characters of [A-Za-z0-9_-]');
  return token;
}

/**
 * Constant-time comparison of a secret (the token or the prefix); hashing first makes the lengths
 * equal, so the length does not leak either.
 */
export function tokenMatches(expected: string, given: string | null | undefined): boolean {
  if (!given) return false;
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}

/** Cookies ignore ports, so two servers on 127.0.0.1 would overwrite one cookie: the port is in the name. */
export const cookieName = (port: number): string => `mnemo-token-${port}`;

/** `Path=/<prefix>/`: the browser sends it only under the secret prefix (see the top of this file). */
export function tokenCookie(port: number, token: string, prefix: string): string {
  return `${cookieName(port)}=${token}; Path=/${prefix}/; HttpOnly; SameSite=Strict`;
}

export function bearerToken(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * Every value of our cookie in the request. A page on another port of 127.0.0.1 can set a cookie of
 * the same name (ports don't separate cookies) with a longer path, which the browser sends first; so
 * a caller must accept the request when any one of them matches, not look at the first only.
 */
export function cookieTokens(req: IncomingMessage, port: number): string[] {
  const name = cookieName(port);
  const values: string[] = [];
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) values.push(part.slice(eq + 1).trim());
  }
  return values;
}

export function queryToken(url: URL): string | null {
  return url.searchParams.get('token');
}

/**
 * DNS rebinding: a page on evil.example can point its own name at 127.0.0.1, and the browser then
 * treats our server as same-origin with it — but it still sends `Host: evil.example:<port>`.
 */
export function hostAllowed(req: IncomingMessage, port: number): boolean {
  const host = (req.headers.host ?? '').toLowerCase();
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

/** Browsers send Origin on cross-origin requests, on POSTs and on every WebSocket; it must be ours. */
export function originAllowed(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return origin.toLowerCase() === `http://${(req.headers.host ?? '').toLowerCase()}`;
}

/**
 * The renderer's own policy (renderer/index.html) plus what only a header can say (frame-ancestors),
 * and the notifications socket: CSP 'self' covers ws: to the same host and port in CSP Level 3 browsers, but
 * Safari before 15.4 did not apply it, so the socket's origins are listed explicitly.
 */
export function contentSecurityPolicy(port: number): string {
  return [
    "default-src 'self'",
    // data: the timeline's thumbnail batches are shown from data URLs the page made itself (thumb-loader.ts).
    "img-src 'self' data:",
    `connect-src 'self' ${socketOrigins(port)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const socketOrigins = (port: number): string => `ws://127.0.0.1:${port} ws://localhost:${port}`;

/** Sent on every response, errors included. No Access-Control-Allow-* ever: no other origin may read us. */
export function securityHeaders(port: number): OutgoingHttpHeaders {
  return {
    'Content-Security-Policy': contentSecurityPolicy(port),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}
