/**
 * Where the page loads a memory's pixels. In the app the preload exposes `window.mnemo` and main
 * serves `mnemo-media://<kind>/<id>`; in a browser under `npm run serve` the same files come from
 * `/media/<kind>/<id>` (the token travels as the cookie the first page load set).
 */
export type MediaKind = 'thumb' | 'original';

const viaApp = typeof window !== 'undefined' && window.mnemo !== undefined;

export function mediaUrl(kind: MediaKind, id: string): string {
  const encoded = encodeURIComponent(id);
  return viaApp ? `mnemo-media://${kind}/${encoded}` : `/media/${kind}/${encoded}`;
}
