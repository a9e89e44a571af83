import type { CustomScheme } from 'electron';
import { cacheControlFor, MEDIA_SCHEME, parseMediaUrl, type MediaOpener } from '../engine/media/media-answer';
import { mediaResponse, textResponse } from '../engine/media/media-http';

/**
 * `mnemo-media://thumb/<id>`, `mnemo-media://grid/<id>` and `mnemo-media://original/<id>`:
 * thumbnails, grid thumbnails and originals for the page, which can't read files itself
 * (sandboxed, no Node). The URL names a memory, never a path.
 *
 * Who does what: the engine process owns the library, so it checks the request against the
 * library's record and the watched roots (electron/engine/media/media-access.ts) and makes WebP
 * renditions with sharp; it answers with the one file that may be sent. Main then streams that file
 * with range support — big videos never pass through a process message, and sharp never loads here.
 */

/** Registered before `ready`: standard (parsed like http), secure (like https), streamable (video). */
export const mediaScheme: CustomScheme = {
  scheme: MEDIA_SCHEME,
  privileges: { standard: true, secure: true, stream: true, supportFetchAPI: false, corsEnabled: false, bypassCSP: false, allowServiceWorkers: false },
};

export function createMediaHandler(open: MediaOpener): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return textResponse(405, 'media is read-only');
    const target = parseMediaUrl(request.url);
    if (!target) return textResponse(400, 'not a Mnemo media URL (mnemo-media://<thumb|grid|original>/<id>)');
    let answer;
    try {
      answer = await open(target.kind, target.memoryId);
    } catch (error) {
      // The engine is restarting or did not answer: the page can retry later.
      return textResponse(503, error instanceof Error ? error.message : String(error));
    }
    if (!answer.ok) return textResponse(answer.status, answer.message);
    return mediaResponse({ ...answer, cacheControl: cacheControlFor(target.kind, answer, target.version) }, request);
  };
}
