import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEDIA_SCHEME } from '../engine/media/media-answer';

/**
 * What the window may load. The page is local (file:// in the built app, the Vite dev server under
 * `npm run dev`) and its media come from `mnemo-media://`; nothing else — no remote scripts, fonts,
 * map tiles, or files elsewhere on the disk. Applied to every request of the window's session (the
 * engine's own network use — Ollama, model downloads — happens in the engine process, not here).
 */
export interface NetworkPolicy {
  /** The built renderer folder: the only file:// URLs allowed. */
  rendererDir: string;
  /** `http://localhost:5173/` under `npm run dev`, else null. */
  devServerUrl: string | null;
}

export function isRequestAllowed(raw: string, policy: NetworkPolicy): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  switch (url.protocol) {
    case `${MEDIA_SCHEME}:`:
    case 'data:':
    case 'blob:':
    case 'devtools:':
      return true;
    case 'file:':
      return fileInside(url, policy.rendererDir);
    case 'http:':
    case 'https:':
    case 'ws:':
    case 'wss:':
      return policy.devServerUrl !== null && sameDevServer(url, policy.devServerUrl);
    default:
      return false;
  }
}

function fileInside(url: URL, dir: string): boolean {
  let file: string;
  try {
    file = fileURLToPath(url);
  } catch {
    return false;
  }
  const rel = path.relative(path.resolve(dir), path.resolve(file));
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel);
}

/** The dev server's host and port, over http or its HMR websocket. */
function sameDevServer(url: URL, devServerUrl: string): boolean {
  try {
    const dev = new URL(devServerUrl);
    return url.hostname === dev.hostname && url.port === dev.port;
  } catch {
    return false;
  }
}
