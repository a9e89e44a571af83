import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export function contentType(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The real path of the regular file `relative` names under `root`, or null when it does not exist,
 * is not a file, or lies outside `root` — by `..`, an absolute path, or a symlink pointing out.
 * `relative` is already percent-decoded; callers must not normalise it first.
 */
export async function fileInside(root: string, relative: string): Promise<string | null> {
  if (relative.includes('\0')) return null;
  let realRoot: string;
  try {
    realRoot = await realpath(root);
  } catch {
    return null;
  }
  const candidate = path.resolve(realRoot, '.' + path.sep + relative);
  if (!isInside(candidate, realRoot)) return null;
  try {
    const real = await realpath(candidate);
    if (!isInside(real, realRoot)) return null;
    return (await stat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}

function isInside(file: string, dir: string): boolean {
  const rel = path.relative(dir, file);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel);
}

/**
 * The built index.html, for this run: the token as a meta tag (the CSP forbids inline script, and a
 * tag is data, not code), and the page's own CSP meta extended with the notifications socket's origins.
 */
export function personalizeIndex(html: string, token: string, socketOrigins: string): string {
  const meta = `<meta name="mnemo-token" content="${escapeAttribute(token)}" />`;
  // Before </head>: after the charset, and before the page's module script runs (modules are deferred).
  const withToken = /<\/head>/i.test(html) ? html.replace(/<\/head>/i, (end) => `  ${meta}\n  ${end}`) : `${meta}\n${html}`;
  // The built page's policy falls back to default-src for connect-src; add the socket beside 'self'.
  return withToken.replace(/(http-equiv="Content-Security-Policy"\s+content=")([^"]*)"/i, (_all, start: string, policy: string) => {
    if (/connect-src/.test(policy)) return `${start}${policy}"`;
    return `${start}${policy.trim().replace(/;?$/, ';')} connect-src 'self' ${socketOrigins}"`;
  });
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
