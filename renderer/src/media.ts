/**
 * Where the page loads a memory's pixels. In the app the preload exposes `window.mnemo` and main
 * serves `mnemo-media://<kind>/<id>`; in a browser under `npm run serve` the same files come from
 * `media/<kind>/<id>` under the page's base, `http://127.0.0.1:<port>/<secret prefix>/` (the token
 * travels as the cookie the first page load set, scoped to that prefix).
 */
export type MediaKind = 'thumb' | 'grid' | 'original';

/**
 * Up to this device scale a tile (~170 CSS px) is covered by the 200 px grid thumbnail; above it the
 * 400 px thumbnail is needed to look sharp.
 */
const GRID_MAX_SCALE = 1.25;

/**
 * The thumbnail a tile shows: the grid thumbnail on low-density screens (the engine sends the
 * thumbnail for memories without one), where the 400 px one would only cost the page decoding.
 * Read at each use: moving the window to another screen or zooming changes the scale.
 */
export function tileThumbKind(): 'thumb' | 'grid' {
  const scale = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  return scale <= GRID_MAX_SCALE ? 'grid' : 'thumb';
}

const viaApp = typeof window !== 'undefined' && window.mnemo !== undefined;

/**
 * `version` (a summary's thumbVersion) makes a thumbnail's URL change whenever its thumbnail is made
 * again: the engine lets the browser keep a versioned thumbnail for a year without asking, and has it
 * revalidate one asked for without a version.
 */
export function mediaUrl(kind: MediaKind, id: string, version?: string | null): string {
  const encoded = `${encodeURIComponent(id)}${version ? `?v=${encodeURIComponent(version)}` : ''}`;
  if (viaApp) return `mnemo-media://${kind}/${encoded}`;
  const relative = `media/${kind}/${encoded}`;
  // Relative to the page, never to the host's root: outside the secret prefix the server has nothing.
  return typeof document === 'undefined' ? relative : new URL(relative, document.baseURI).href;
}
